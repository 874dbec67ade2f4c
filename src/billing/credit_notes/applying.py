"""Applying a credit note as the API offers it: onto an open invoice of the same customer and
currency, or paid out as a refund (in cash, or through the gateway back onto a charge made with
the named payment method).

Each application is one row. The note's row lock is taken first and its balance checked under
it, so concurrent applications queue and can never take the balance below zero. A gateway
refund that settles later is polled by `invoices.poll_refund`; if it fails, its application is
reversed and the amount stands on the note again.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes import lifecycle, service
from billing.credit_notes.repository import CreditNoteApplicationRepository
from billing.credit_notes.requests import CreditNoteApply
from billing.credit_notes.states import CREDIT_NOTE
from billing.customers import service as customers
from billing.invoices import settlement
from billing.invoices.payment_repository import InvoicePaymentRepository
from billing.invoices.refund_gateway import (
    poll_later,
    record_gateway_answer,
    refund_charge,
    refund_dedup_token,
)
from billing.invoices.repository import InvoiceRepository
from billing.models.credit_note import CreditNote, CreditNoteApplication
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import (
    CurrencyMismatch,
    InvalidState,
    ValidationFailed,
)
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event


@dataclass(frozen=True)
class Applied:
    note: CreditNote
    application: CreditNoteApplication
    refund: InvoicePayment | None
    """The gateway refund row of a refund to a payment method (it may still be pending)."""


async def apply(
    db: AsyncSession,
    ctx: RequestContext,
    credit_note_id: uuid.UUID,
    body: CreditNoteApply,
    *,
    idempotency_key: str | None,
) -> Applied:
    note = await service.get_note(db, ctx, credit_note_id, for_update=True)
    CREDIT_NOTE.require(note, "apply")
    if body.currency is not None and body.currency != note.currency:
        raise CurrencyMismatch(
            f"the credit note is in {note.currency}, not {body.currency}",
            extra={"expected_currency": note.currency},
        )
    amount = None if body.amount is None else settlement.minor_amount(body.amount, note.currency)
    balance = service.remaining(note)
    if amount is not None and not 0 < amount <= balance:
        raise ValidationFailed(
            f"the amount must be more than zero and at most the note's remaining "
            f"{format_minor(balance, note.currency)} {note.currency}",
            field=("amount",),
        )
    if body.invoice_id is not None:
        return Applied(note, await _onto_invoice(db, ctx, note, body.invoice_id, amount), None)
    target = body.refund
    if target is None or target.payment_method_id is None:
        now = await clock.now(
            db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
        )
        application = await service.record_application(
            db, ctx, note, amount or balance, now=now, refund_method="cash"
        )
        return Applied(note, application, None)
    return await _to_payment_method(
        db, ctx, note, target.payment_method_id, amount or balance, idempotency_key
    )


async def _onto_invoice(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    invoice_id: uuid.UUID,
    amount: int | None,
) -> CreditNoteApplication:
    if await InvoiceRepository(db, ctx).find(invoice_id) is None:
        raise ValidationFailed(
            f"invoice {invoice_id} does not exist in this workspace", field=("invoice_id",)
        )
    invoice = await settlement.lock_invoice(db, ctx, invoice_id)
    if invoice.customer_id != note.customer_id:
        raise ValidationFailed(
            "the invoice belongs to another customer than the credit note", field=("invoice_id",)
        )
    if invoice.currency != note.currency:
        raise CurrencyMismatch(
            f"the invoice is in {invoice.currency} and the credit note in {note.currency}",
            extra={"expected_currency": note.currency},
        )
    settlement.require_creditable(invoice)
    if await InvoicePaymentRepository(db, ctx).has_pending(invoice.id, "payment"):
        raise InvalidState("a payment attempt of the invoice is pending; wait until it settles")
    if amount is not None and amount > invoice.amount_due:
        raise ValidationFailed(
            f"the amount is more than the {format_minor(invoice.amount_due, invoice.currency)} "
            f"{invoice.currency} due on the invoice",
            field=("amount",),
        )
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
    )
    application = await lifecycle.apply_to_invoice(db, ctx, note, invoice, amount, now=now)
    if application is None:
        raise InvalidState("nothing of the note can be applied to the invoice")
    return application


async def _to_payment_method(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    method_id: uuid.UUID,
    amount: int,
    idempotency_key: str | None,
) -> Applied:
    """Refund `amount` onto the newest succeeded charge in the note's currency made with the
    method that can take it whole (a charge of the note's own invoice first). The refund row is
    listed with that invoice's payments and uses up the charge's refundable amount, but is not
    the invoice's refund: its `amount_refunded` stays, and a later refund of the invoice pays
    back by hand what the charge can no longer take."""
    field = ("refund", "payment_method_id")
    method = await payments.find_method(db, ctx, method_id)
    if method is None or method.customer_id != note.customer_id:
        raise ValidationFailed(
            f"payment method {method_id} is not one of the customer's", field=field
        )
    rows = InvoicePaymentRepository(db, ctx)
    candidate = await rows.charge_to_refund(
        note.customer_id, method_id, amount, note.currency, note.invoice_id
    )
    if candidate is None:
        raise ValidationFailed(
            f"no charge made with this payment method has {format_minor(amount, note.currency)} "
            f"{note.currency} left to refund; refund less, or in cash",
            field=field,
        )
    invoice = await settlement.lock_invoice(db, ctx, candidate.invoice_id)
    charge = await rows.charge_to_refund(
        note.customer_id, method_id, amount, note.currency, invoice.id
    )
    if charge is None or charge.invoice_id != invoice.id:
        raise InvalidState("the charge was refunded meanwhile; try again")
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
    )
    application_id = uuid.uuid4()
    token = refund_dedup_token(idempotency_key or str(application_id), charge.id)
    result = await refund_charge(
        payments.gateway_for(db, ctx),
        charge,
        amount,
        dedup_token=token,
        description=f"Refund of credit note {note.credit_note_number}",
        metadata={"credit_note_id": str(note.id), "invoice_id": str(invoice.id)},
    )
    row = _refund_row(note, invoice, charge, amount, token)
    record_gateway_answer(row, result, now)
    rows.add(row)
    await db.flush()
    application = await service.record_application(
        db,
        ctx,
        note,
        amount,
        now=now,
        refund_payment_id=row.id,
        refund_method="payment_method",
        payment_method_id=method_id,
    )
    if row.status == "pending":
        await poll_later(db, ctx, row)
    return Applied(note, application, row)


def _refund_row(
    note: CreditNote, invoice: Invoice, charge: InvoicePayment, amount: int, token: str
) -> InvoicePayment:
    return InvoicePayment(
        id=uuid.uuid4(),
        invoice_id=invoice.id,
        customer_id=note.customer_id,
        kind="refund",
        channel="gateway",
        source=charge.source,
        status="pending",
        amount=amount,
        currency=note.currency,
        reason=note.reason_code or "other",
        credit_note_id=note.id,
        credit_note_refund=True,
        refunded_payment_id=charge.id,
        payment_method_id=charge.payment_method_id,
        dedup_token=token,
        retryable=False,
    )


async def poll_refund(db: AsyncSession, ctx: RequestContext, found: InvoicePayment) -> None:
    """Ask the gateway about a pending credit-note refund (job): settled → done; failed → the
    application is reversed, so the amount stands on the note again; still pending → ask again
    later. The charge's invoice is locked only to queue behind that invoice's own refunds."""
    if found.credit_note_id is None:
        raise ValueError(f"credit-note refund {found.id} names no credit note")
    note = await service.get_note(db, ctx, found.credit_note_id, for_update=True)
    await settlement.lock_invoice(db, ctx, found.invoice_id)
    rows = InvoicePaymentRepository(db, ctx)
    row = await rows.get(found.id, for_update=True)
    await db.refresh(row)
    if row.status != "pending" or row.gateway_reference is None:
        return
    result = await payments.gateway_for(db, ctx).retrieve(row.gateway_reference)
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
    )
    record_gateway_answer(row, result, now)
    await db.flush()
    if row.status == "pending":
        await poll_later(db, ctx, row)
        return
    if row.status == "failed":
        application = await CreditNoteApplicationRepository(db, ctx).of_refund(row.id)
        if application is not None:
            await service.reverse_refund(db, ctx, note, application, now=now)
    emit_event(
        db,
        ctx,
        "creditnotepkg.refund_succeeded"
        if row.status == "succeeded"
        else "creditnotepkg.refund_failed",
        {
            "refund_payment_id": str(row.id),
            "amount": format_minor(row.amount, note.currency),
            "currency": note.currency,
            "outcome": row.outcome,
            "failure_message": row.failure_message,
            "amount_remaining": format_minor(service.remaining(note), note.currency),
        },
        resource_type="credit_note",
        resource_id=note.id,
    )
    await db.flush()
