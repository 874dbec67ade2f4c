"""Building a `Document` from a stored invoice or credit note (pure: no I/O).

The seller and buyer are the snapshots frozen onto the invoice at finalization (or the credit
note at issue); a draft rendered on demand passes today's snapshots instead. Amounts come from
the stored totals and VAT breakdown, never recomputed, so the documents agree with the API.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from billing.documents.model import (
    Address,
    Allowance,
    BankAccount,
    Contact,
    Document,
    DocumentLine,
    ElectronicAddress,
    Party,
    PrecedingInvoice,
    VatGroup,
)
from billing.models.credit_note import CreditNote, CreditNoteLine
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.money import from_minor


def _text(value: Any) -> str | None:
    return str(value).strip() or None if value is not None else None


def _address(raw: Mapping[str, Any] | None) -> Address:
    raw = raw or {}
    return Address(
        line1=_text(raw.get("line1")),
        line2=_text(raw.get("line2")),
        city=_text(raw.get("city")),
        postal_code=_text(raw.get("postal_code")),
        country=_text(raw.get("country")),
    )


def _electronic(raw: Mapping[str, Any] | None) -> ElectronicAddress | None:
    raw = raw or {}
    scheme, value = _text(raw.get("scheme")), _text(raw.get("value"))
    return ElectronicAddress(scheme, value) if scheme and value else None


def seller_party(snapshot: Mapping[str, Any] | None) -> Party:
    """The tax profile as frozen (`tax.service.profile_snapshot`)."""
    snapshot = snapshot or {}
    contact = snapshot.get("contact") or {}
    return Party(
        name=_text(snapshot.get("legal_name")),
        address=_address(snapshot.get("legal_address")),
        vat_id=_text(snapshot.get("vat_id")),
        tax_number=_text(snapshot.get("tax_number")),
        contact=Contact(
            name=_text(contact.get("name")),
            phone=_text(contact.get("phone")),
            email=_text(contact.get("email")),
        )
        if any(contact.get(k) for k in ("name", "phone", "email"))
        else None,
        electronic_address=_electronic(snapshot.get("electronic_address")),
    )


def buyer_party(snapshot: Mapping[str, Any] | None) -> Party:
    """The customer as frozen (`invoices.finalization.buyer_snapshot`)."""
    snapshot = snapshot or {}
    return Party(
        name=_text(snapshot.get("name")),
        address=_address(snapshot.get("address")),
        vat_id=_text(snapshot.get("vat_id")),
        electronic_address=_electronic(snapshot.get("electronic_address")),
        email=_text(snapshot.get("email")),
    )


def bank_account(snapshot: Mapping[str, Any] | None) -> BankAccount | None:
    raw = (snapshot or {}).get("bank_account") or {}
    iban = _text(raw.get("iban"))
    if iban is None:
        return None
    return BankAccount(
        iban=iban, bic=_text(raw.get("bic")), account_name=_text(raw.get("account_name"))
    )


def _last_day(start: datetime | None, end: datetime | None) -> date | None:
    """The last day a half-open billing period [start, end) includes: documents state periods
    with inclusive end dates, as invoice lines store them (a period ending at midnight on
    24 Dec ends on 23 Dec), so consecutive periods never overlap by a day."""
    if end is None:
        return None
    last = (end - timedelta(microseconds=1)).date()
    return max(last, start.date()) if start is not None else last


def _vat_groups(breakdown: Sequence[Mapping[str, Any]], currency: str) -> tuple[VatGroup, ...]:
    return tuple(
        VatGroup(
            category=str(group["category"]),
            rate=Decimal(str(group["rate"])),
            taxable_amount=from_minor(int(group["taxable_amount"]), currency),
            tax_amount=from_minor(int(group["tax_amount"]), currency),
            exemption_reason=group.get("exemption_reason"),
            exemption_reason_code=group.get("exemption_reason_code"),
        )
        for group in breakdown
    )


def _line(position: int, line: InvoiceLine | CreditNoteLine, currency: str) -> DocumentLine:
    return DocumentLine(
        position=position,
        description=line.description,
        quantity=line.quantity,
        unit_price=line.unit_price,
        net_amount=from_minor(line.amount, currency),
        category=line.tax_category_code,
        rate=line.tax_rate,
        exemption_reason=line.tax_exemption_reason,
        exemption_reason_code=line.tax_exemption_reason_code,
        period_start=line.period_start,
        period_end=line.period_end,
    )


def invoice_document(
    invoice: Invoice,
    lines: Sequence[InvoiceLine],
    *,
    locale: str,
    today: date,
    seller: Mapping[str, Any] | None = None,
    buyer: Mapping[str, Any] | None = None,
    payment_terms_days: int | None = None,
) -> Document:
    """The invoice as issued. `seller`/`buyer` default to the snapshots frozen at finalization
    (pass today's for a draft); a draft has no number and is not the legal document. The payment
    term in days is the one the frozen due date states (due date less issue date); only a draft
    without a due date uses `payment_terms_days` (today's setting)."""
    currency = invoice.currency
    seller_snapshot = seller if seller is not None else invoice.seller
    allowances = tuple(
        Allowance(
            amount=from_minor(int(a["amount"]), currency),
            category=str(a["category"]),
            rate=Decimal(str(a["rate"])),
            reason=a.get("reason"),
        )
        for a in invoice.discounts or []
    )
    line_total = from_minor(sum(line.amount for line in lines), currency)
    allowance_total = sum((a.amount for a in allowances), Decimal(0))
    total = from_minor(invoice.total, currency)
    # Wallet credit applied at issue was paid before the document was issued (BT-113).
    prepaid = from_minor(invoice.amount_wallet_applied or 0, currency)
    issue_date = invoice.issued_at.date() if invoice.issued_at else today
    if invoice.due_date is not None:
        payment_terms_days = (invoice.due_date - issue_date).days
    return Document(
        kind="invoice",
        number=invoice.invoice_number,
        issue_date=issue_date,
        currency=currency,
        locale=locale,
        seller=seller_party(seller_snapshot),
        buyer=buyer_party(buyer if buyer is not None else invoice.buyer),
        lines=tuple(_line(i, line, currency) for i, line in enumerate(lines, start=1)),
        vat_groups=_vat_groups(invoice.tax_breakdown or [], currency),
        allowances=allowances,
        line_total=line_total,
        allowance_total=allowance_total,
        tax_basis_total=line_total - allowance_total,
        tax_total=from_minor(invoice.tax_amount, currency),
        grand_total=total,
        paid_amount=prepaid,
        amount_due=total - prepaid,
        buyer_reference=invoice.buyer_reference,
        due_date=invoice.due_date,
        delivery_date=invoice.delivery_date,
        period_start=invoice.billing_period_start.date() if invoice.billing_period_start else None,
        period_end=_last_day(invoice.billing_period_start, invoice.billing_period_end),
        payment_terms_days=payment_terms_days,
        bank_account=bank_account(seller_snapshot),
        legal=invoice.status != "draft",
    )


def credit_note_document(
    note: CreditNote,
    lines: Sequence[CreditNoteLine],
    *,
    locale: str,
    today: date,
    preceding: Invoice | None,
) -> Document:
    """The credit note as issued, with BG-3 naming the invoice it corrects (when anchored)."""
    currency = note.currency
    line_total = from_minor(sum(line.amount for line in lines), currency)
    total = from_minor(note.total, currency)
    return Document(
        kind="credit_note",
        number=note.credit_note_number,
        issue_date=note.issued_at.date() if note.issued_at else today,
        currency=currency,
        locale=locale,
        seller=seller_party(note.seller),
        buyer=buyer_party(note.buyer),
        lines=tuple(_line(i, line, currency) for i, line in enumerate(lines, start=1)),
        vat_groups=_vat_groups(note.tax_breakdown or [], currency),
        line_total=line_total,
        allowance_total=from_minor(0, currency),
        tax_basis_total=line_total,
        tax_total=from_minor(note.tax_amount, currency),
        grand_total=total,
        paid_amount=from_minor(0, currency),
        amount_due=total,
        buyer_reference=(note.buyer or {}).get("buyer_reference"),
        bank_account=bank_account(note.seller),
        preceding_invoice=PrecedingInvoice(
            number=preceding.invoice_number or "",
            issue_date=preceding.issued_at.date() if preceding.issued_at else None,
        )
        if preceding is not None and preceding.invoice_number
        else None,
        note=note.reason,
        legal=note.status != "draft",
    )
