"""Paying a credit note out onto a payment method: a gateway refund of a charge made with it.

Credit notes offer the refund (`credit_notes.applying`); the gateway and the payment rows are
collection's, so the refund is here and registered with credit notes by `service.py`. A refund
the gateway settles later is polled by `invoices.poll_refund` (`refunds.poll_refund` hands it
here); if it fails, its application is reversed and the amount stands on the note again.
"""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection.refund_gateway import (
    poll_later,
    record_gateway_answer,
    refund_charge,
    refund_dedup_token,
    settle_pending,
)
from billing.collection.repository import InvoicePaymentRepository
from billing.credit_notes import applying
from billing.credit_notes import service as credit_notes
from billing.customers import service as customers
from billing.invoices import service as invoices
from billing.models.credit_note import CreditNote
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, ValidationFailed
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event


async def refund_to_payment_method(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    method_id: uuid.UUID,
    amount: int,
    idempotency_key: str | None,
) -> applying.Applied:
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
    invoice = await invoices.lock_invoice(db, ctx, candidate.invoice_id)
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
    application = await credit_notes.record_application(
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
    return applying.Applied(note, application, row)


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
    note = await credit_notes.get_note(db, ctx, found.credit_note_id, for_update=True)
    await invoices.lock_invoice(db, ctx, found.invoice_id)
    settled = await settle_pending(db, ctx, found.id, note.customer_id)
    if settled is None:
        return
    row, now = settled
    if row.status == "failed":
        application = await credit_notes.application_of_refund(db, ctx, row.id)
        if application is not None:
            await credit_notes.reverse_refund(db, ctx, note, application, now=now)
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
            "amount_remaining": format_minor(credit_notes.remaining(note), note.currency),
        },
        resource_type="credit_note",
        resource_id=note.id,
    )
    await db.flush()
