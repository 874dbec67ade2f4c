"""Issuing and voiding a credit note, and applying credit to an invoice.

The state table is `states.CREDIT_NOTE`: a draft is issued (number, ledger, event) or voided in
place, an issued note only while none of its applications stands (an application to an invoice
is reversed first; a refund cannot be). Locks are always taken note first, then invoice, so the
paths that hold both never deadlock.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes import service
from billing.credit_notes.drafts import (
    CREDITABLE_INVOICE_STATUSES,
    check_creditable,
    check_line_credits,
)
from billing.credit_notes.repository import CreditNoteRepository
from billing.credit_notes.states import CREDIT_NOTE
from billing.customers import service as customers
from billing.invoices import balance
from billing.invoices import service as invoices
from billing.invoices.finalization import buyer_snapshot
from billing.invoices.refusals import SellerIncomplete
from billing.invoices.states import OPEN_STATUSES
from billing.models.credit_note import CreditNote, CreditNoteApplication
from billing.models.invoice import Invoice
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState
from billing.platform.money import format_minor
from billing.tax import service as tax


async def issue(db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID) -> CreditNote:
    note = await service.get_note(db, ctx, credit_note_id, for_update=True)
    CREDIT_NOTE.check(note, "issued")
    lines = await service.lines_of(db, ctx, note.id)
    if not lines or note.total <= 0:
        raise InvalidState("a credit note needs lines crediting more than zero to be issued")
    missing = await tax.missing_for_invoicing(db, ctx)
    if missing:
        raise SellerIncomplete(missing)
    customer = await customers.customer_of_record(db, ctx, note.customer_id)
    buyer_reference = customer.buyer_reference
    if note.invoice_id is not None:
        invoice = await invoices.lock_invoice(db, ctx, note.invoice_id)
        if invoice.status not in CREDITABLE_INVOICE_STATUSES:
            raise InvalidState(f"invoice {invoice.invoice_number} is {invoice.status} now")
        await check_creditable(db, ctx, note, invoice, None)
        await check_line_credits(db, ctx, note, lines, invoice, line_fields=None)
        buyer_reference = invoice.buyer_reference or buyer_reference
    note.seller = await tax.profile_snapshot(db, ctx)
    note.buyer = buyer_snapshot(customer, buyer_reference)
    await service.issue_priced(
        db, ctx, note, lines, now=await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    )
    return note


async def void(db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID) -> CreditNote:
    """A note with standing applications is refused with them listed; otherwise
    `service.void_note` moves it to void, which the lifecycle allows from draft and issued."""
    note = await service.get_note(db, ctx, credit_note_id, for_update=True)
    applications = await service.applications_of_note(db, ctx, note.id)
    if applications:
        listed = ", ".join(
            f"{a.id} ({format_minor(a.amount, note.currency)} {note.currency} "
            + (f"to invoice {a.invoice_id})" if a.invoice_id else "refunded)")
            for a in applications
        )
        raise InvalidState(
            f"the credit note has applications; reverse them before voiding it "
            f"(a refund cannot be reversed): {listed}",
            extra={
                "applications": [
                    {
                        "id": str(a.id),
                        "kind": a.kind,
                        "invoice_id": str(a.invoice_id) if a.invoice_id else None,
                        "amount": format_minor(a.amount, note.currency),
                    }
                    for a in applications
                ]
            },
        )
    await service.void_note(
        db,
        ctx,
        note,
        now=await clock.now(
            db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
        ),
    )
    return note


REVERSIBLE_INVOICE_STATUSES = frozenset({*OPEN_STATUSES, "paid"})
"""A void invoice keeps its credit: the void took back what it could and credited the rest."""


async def reverse_application(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID, application_id: uuid.UUID
) -> tuple[CreditNote, CreditNoteApplication]:
    """Take an application to an invoice back (an operator's correction): the amount stands on
    the note again and the invoice claims it again. A refund cannot be reversed: its money has
    left. Note first, then invoice, as every path locks; the application is read under the
    note's lock, so a concurrent reversal finds it reversed."""
    note = await service.get_note(db, ctx, credit_note_id, for_update=True)
    application = await service.application_of_note(db, ctx, note.id, application_id)
    if application.reversed_at is not None:
        raise InvalidState(f"the application was reversed already, at {application.reversed_at}")
    if application.invoice_id is None:
        raise InvalidState("a refund cannot be reversed: its money has left")
    invoice = await invoices.lock_invoice(db, ctx, application.invoice_id)
    if invoice.status not in REVERSIBLE_INVOICE_STATUSES:
        raise InvalidState(
            f"invoice {invoice.invoice_number} is {invoice.status}; "
            "credit applied to it can no longer be reversed"
        )
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
    )
    balance.take_back_credit(invoice, application.amount)
    await service.reverse_invoice_application(
        db, ctx, note, application, invoice_number=invoice.invoice_number, now=now
    )
    return note, application


async def lock_notes_touching(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> list[CreditNote]:
    """The invoice's own standing notes with a balance and the other notes with credit
    applied to it, locked (before the invoice, as every path locks)."""
    return await CreditNoteRepository(db, ctx).lock_touching(invoice_id)


async def take_back_from(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    invoice: Invoice,
    *,
    now: datetime,
) -> int:
    """Reverse every application of the locked note to the locked invoice; returns the amount
    taken back (the invoice claims it again)."""
    taken = 0
    for application in await service.applications_of_note(db, ctx, note.id):
        if application.invoice_id != invoice.id:
            continue
        balance.take_back_credit(invoice, application.amount)
        await service.reverse_invoice_application(
            db, ctx, note, application, invoice_number=invoice.invoice_number, now=now
        )
        taken += application.amount
    return taken


async def apply_to_invoice(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    invoice: Invoice,
    amount: int | None,
    *,
    now: datetime,
    settle: bool = True,
) -> CreditNoteApplication | None:
    """Apply `amount` (default: as much as both the note's balance and the invoice's amount
    due allow) of the locked note to the locked invoice; None when that is nothing.

    `settle` False leaves the invoice's status alone (a void that applies the invoice's own
    credit first); otherwise an invoice with nothing left due becomes `paid`.
    """
    if amount is None:
        amount = min(service.remaining(note), invoice.amount_due)
    if amount <= 0:
        return None
    balance.apply_credit(db, ctx, invoice, amount, now=now, settle=settle)
    application = await service.record_application(
        db,
        ctx,
        note,
        amount,
        now=now,
        invoice_id=invoice.id,
        invoice_number=invoice.invoice_number,
    )
    if settle:
        await balance.refresh_subscription(db, ctx, invoice)
    return application
