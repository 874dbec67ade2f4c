"""Credit notes as voiding and refunding an invoice create them: issued at once with their
number, and applied in full (to the invoice they cancel, or as the refund paid out), so that
they never stand as customer credit.

The rest of the credit-note API (drafts, issue, apply, void by hand) builds on these pieces.
Totals come from `invoices.totals` (mirrored lines) or `credit_notes.amounts` (a gross split over
the invoice's VAT groups), so a note and its invoice agree to the cent.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.credit_notes.amounts import GroupCredit, split_over_groups
from billing.credit_notes.repository import (
    CreditNoteApplicationRepository,
    CreditNoteLineRepository,
    CreditNoteRepository,
)
from billing.invoices.numbering import next_number
from billing.invoices.totals import TaxedAmount, TaxTreatment, compute_totals
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.money import format_minor, from_minor
from billing.platform.outbox import emit_event

VOID_REASON_CODE = "void"
"""`reason_code` of the note that cancels a voided invoice (refund notes carry the refund's
reason: duplicate, fraudulent, requested_by_customer, service_issue, other)."""


async def credited_total(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> int:
    """What the invoice's standing credit notes (issued, not void) add up to, minor units."""
    return await CreditNoteRepository(db, ctx).total_credited(invoice_id)


async def lines_of(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID
) -> list[CreditNoteLine]:
    return await CreditNoteLineRepository(db, ctx).of(credit_note_id)


async def get_note(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID, *, for_update: bool = False
) -> CreditNote:
    return await CreditNoteRepository(db, ctx).get(credit_note_id, for_update=for_update)


async def applications_of_invoice(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> list[tuple[CreditNoteApplication, CreditNote]]:
    """Credit applied against the invoice and refunds paid out for it, with their notes."""
    return await CreditNoteApplicationRepository(db, ctx).of_invoice(invoice_id)


async def issue_void_note(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    invoice_lines: Sequence[InvoiceLine],
    *,
    now: datetime,
) -> CreditNote | None:
    """Credit what the invoice's standing notes have not credited yet, applied to the invoice.

    With nothing credited before (and no document-level allowance), the note mirrors the
    invoice's lines with their VAT; otherwise the rest is split over the VAT groups. None when
    nothing is left to credit.
    """
    uncredited = invoice.total - await credited_total(db, ctx, invoice.id)
    if uncredited <= 0:
        return None
    note = _new_note(invoice, f"Invoice {invoice.invoice_number} voided", VOID_REASON_CODE)
    lines = _mirrored_lines(invoice, invoice_lines) if uncredited == invoice.total else None
    if lines is not None:
        _mirror_totals(note, lines)
    if lines is None or note.total != uncredited:
        lines = _group_lines(invoice, uncredited, note)
    await _issue(db, ctx, note, lines, now=now)
    await _apply(db, ctx, note, note.total, now=now, invoice_id=invoice.id)
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
    await _issue(db, ctx, note, _group_lines(invoice, gross, note), now=now)
    return note


async def apply_as_refund(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    refund_payment_id: uuid.UUID,
    amount: int,
    *,
    now: datetime,
) -> CreditNoteApplication:
    return await _apply(db, ctx, note, amount, now=now, refund_payment_id=refund_payment_id)


async def void_note(
    db: AsyncSession, ctx: RequestContext, note: CreditNote, *, now: datetime
) -> None:
    """Reverse every application of the note, then void it (a void note credits nothing)."""
    applications = CreditNoteApplicationRepository(db, ctx)
    for application in await applications.of_note(note.id):
        note.amount_applied -= application.amount
        await applications.remove(application)
    note.status = "void"
    note.voided_at = now
    note.updated_at = clock.utcnow()
    await db.flush()
    emit_event(
        db,
        ctx,
        "creditnotepkg.voided",
        {"credit_note_number": note.credit_note_number, "invoice_id": _str(note.invoice_id)},
        resource_type="credit_note",
        resource_id=note.id,
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
    percent = format((credit.rate * 100).normalize(), "f")
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


def _mirror_totals(note: CreditNote, lines: Sequence[CreditNoteLine]) -> None:
    """Mirrored lines go through the invoice arithmetic, as the invoice's own lines did."""
    totals = compute_totals(
        note.currency,
        [
            TaxedAmount(
                line.amount,
                TaxTreatment(
                    category=line.tax_category_code,
                    rate=line.tax_rate,
                    exemption_reason=line.tax_exemption_reason,
                    exemption_reason_code=line.tax_exemption_reason_code,
                ),
            )
            for line in lines
        ],
    )
    for line, line_tax in zip(lines, totals.line_taxes, strict=True):
        line.tax_amount = line_tax
    note.subtotal = totals.subtotal
    note.tax_amount = totals.tax_amount
    note.total = totals.total
    note.tax_breakdown = [group.as_json() for group in totals.groups]


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


async def _issue(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    lines: Sequence[CreditNoteLine],
    *,
    now: datetime,
) -> None:
    """Number the priced note, store it with its lines, and say so."""
    fmt = await admin.effective_setting(db, ctx, "credit_note_number_format")
    note.credit_note_number = await next_number(db, ctx, "credit_note", fmt, now.date())
    note.status = "issued"
    note.issued_at = now
    CreditNoteRepository(db, ctx).add(note)
    line_repository = CreditNoteLineRepository(db, ctx)
    for line in lines:
        line.credit_note_id = note.id
        line.created_at = clock.utcnow()
        line_repository.add(line)
    await db.flush()
    emit_event(
        db,
        ctx,
        "creditnotepkg.issued",
        {
            "credit_note_number": note.credit_note_number,
            "invoice_id": _str(note.invoice_id),
            "customer_id": str(note.customer_id),
            "currency": note.currency,
            "total": format_minor(note.total, note.currency),
            "reason_code": note.reason_code,
        },
        resource_type="credit_note",
        resource_id=note.id,
    )


async def _apply(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    amount: int,
    *,
    now: datetime,
    invoice_id: uuid.UUID | None = None,
    refund_payment_id: uuid.UUID | None = None,
) -> CreditNoteApplication:
    application = CreditNoteApplication(
        credit_note_id=note.id,
        invoice_id=invoice_id,
        refund_payment_id=refund_payment_id,
        kind="invoice" if invoice_id is not None else "refund",
        amount=amount,
        currency=note.currency,
        applied_at=now,
        created_at=clock.utcnow(),
    )
    CreditNoteApplicationRepository(db, ctx).add(application)
    note.amount_applied += amount
    note.status = _status_after_applying(note)
    note.updated_at = clock.utcnow()
    await db.flush()
    data: dict[str, Any] = {
        "kind": application.kind,
        "amount": format_minor(amount, note.currency),
        "currency": note.currency,
        "invoice_id": _str(invoice_id),
        "refund_payment_id": _str(refund_payment_id),
        "amount_remaining": format_minor(note.total - note.amount_applied, note.currency),
    }
    emit_event(
        db, ctx, "creditnotepkg.applied", data, resource_type="credit_note", resource_id=note.id
    )
    return application


def _status_after_applying(note: CreditNote) -> str:
    if note.amount_applied >= note.total:
        return "applied"
    return "partially_applied" if note.amount_applied > 0 else "issued"


def _str(value: uuid.UUID | None) -> str | None:
    return str(value) if value is not None else None
