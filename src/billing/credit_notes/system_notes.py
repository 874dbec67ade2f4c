"""The credit notes that voiding and refunding an invoice create: issued at once with their
number, and applied in full (to the invoice they cancel, or as the refund paid out), so that
they never stand as customer credit.

Totals come from `invoices.totals` (mirrored lines) or `credit_notes.amounts` (a gross split over
the invoice's VAT groups), so a note and its invoice agree to the cent.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes.amounts import GroupCredit, price_lines, split_over_groups
from billing.credit_notes.service import issue_priced, record_application
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.context import RequestContext
from billing.platform.money import from_minor, plain

VOID_REASON_CODE = "void"
"""`reason_code` of the note that cancels a voided invoice (refund notes carry the refund's
reason: duplicate, fraudulent, requested_by_customer, service_issue, other)."""


async def issue_void_note(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    invoice_lines: Sequence[InvoiceLine],
    amount: int,
    *,
    now: datetime,
) -> CreditNote:
    """A note for `amount` (what the invoice still claims), applied to the invoice.

    When that is the whole invoice (and it has no document-level allowance) the note mirrors
    the invoice's lines with their VAT; otherwise the amount is split over the VAT groups.
    """
    note = _new_note(invoice, f"Invoice {invoice.invoice_number} voided", VOID_REASON_CODE)
    lines = _mirrored_lines(invoice, invoice_lines) if amount == invoice.total else None
    if lines is not None:
        price_lines(note, lines)
    if lines is None or note.total != amount:
        lines = _group_lines(invoice, amount, note)
    await issue_priced(db, ctx, note, lines, now=now)
    await record_application(
        db,
        ctx,
        note,
        note.total,
        now=now,
        invoice_id=invoice.id,
        invoice_number=invoice.invoice_number,
    )
    return note


async def issue_refund_note(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    gross: int,
    reason_code: str,
    *,
    now: datetime,
) -> CreditNote:
    """A note for `gross` minor units refunded, split over the invoice's VAT groups; the caller
    applies it to the refund rows with `apply_as_refund`."""
    note = _new_note(invoice, f"Refund of invoice {invoice.invoice_number}", reason_code)
    await issue_priced(db, ctx, note, _group_lines(invoice, gross, note), now=now)
    return note


async def apply_as_refund(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    refund_payment_id: uuid.UUID,
    amount: int,
    *,
    now: datetime,
    refund_method: str,
) -> CreditNoteApplication:
    return await record_application(
        db,
        ctx,
        note,
        amount,
        now=now,
        refund_payment_id=refund_payment_id,
        refund_method=refund_method,
    )


# --- building a note ------------------------------------------------------------------------


def _new_note(invoice: Invoice, reason: str, reason_code: str) -> CreditNote:
    return CreditNote(
        id=uuid.uuid4(),
        customer_id=invoice.customer_id,
        invoice_id=invoice.id,
        currency=invoice.currency,
        status="draft",
        reason=reason,
        reason_code=reason_code,
        locale=invoice.locale,
        metadata_={},
        seller=invoice.seller,
        buyer=invoice.buyer,
        amount_applied=0,
    )


def _mirrored_lines(
    invoice: Invoice, invoice_lines: Sequence[InvoiceLine]
) -> list[CreditNoteLine] | None:
    """The invoice's lines with their VAT as note lines, or None when the invoice has
    document-level allowances (a note has no allowances; the group split covers that case)."""
    if invoice.discounts or not invoice_lines:
        return None
    return [
        CreditNoteLine(
            invoice_line_id=line.id,
            description=line.description,
            quantity=line.quantity,
            unit_price=line.unit_price,
            amount=line.amount,
            tax_category_code=line.tax_category_code,
            tax_rate=line.tax_rate,
            tax_exemption_reason=line.tax_exemption_reason,
            tax_exemption_reason_code=line.tax_exemption_reason_code,
            period_start=line.period_start,
            period_end=line.period_end,
            position=index,
        )
        for index, line in enumerate(invoice_lines)
    ]


def _group_lines(invoice: Invoice, gross: int, note: CreditNote) -> list[CreditNoteLine]:
    """One line per VAT group of the invoice carrying that group's share of `gross`."""
    credits = split_over_groups(gross, invoice.tax_breakdown or [], invoice.currency)
    lines = [_group_line(invoice, note, credit, index) for index, credit in enumerate(credits)]
    _group_totals(note, lines)
    return lines


def _group_line(
    invoice: Invoice, note: CreditNote, credit: GroupCredit, position: int
) -> CreditNoteLine:
    percent = format(plain(credit.rate * 100), "f")
    return CreditNoteLine(
        description=f"{note.reason} (VAT {credit.category} {percent}%)",
        quantity=Decimal(1),
        unit_price=from_minor(credit.net, invoice.currency),
        amount=credit.net,
        tax_amount=credit.tax,
        tax_category_code=credit.category,
        tax_rate=credit.rate,
        tax_exemption_reason=credit.exemption_reason,
        tax_exemption_reason_code=credit.exemption_reason_code,
        position=position,
    )


def _group_totals(note: CreditNote, lines: Sequence[CreditNoteLine]) -> None:
    """Group lines already carry their VAT (tax = gross - net), kept as is so that the note
    totals exactly the gross credited."""
    note.subtotal = sum(line.amount for line in lines)
    note.tax_amount = sum(line.tax_amount for line in lines)
    note.total = note.subtotal + note.tax_amount
    note.tax_breakdown = [
        {
            "category": line.tax_category_code,
            "rate": format(line.tax_rate, "f"),
            "taxable_amount": line.amount,
            "tax_amount": line.tax_amount,
            "exemption_reason": line.tax_exemption_reason,
            "exemption_reason_code": line.tax_exemption_reason_code,
        }
        for line in lines
    ]
