"""Applying a credit note as the API offers it: onto an open invoice of the same customer and
currency, or paid out as a refund (in cash, or through the gateway back onto a charge made with
the named payment method).

Each application is one row. The note's row lock is taken first and its balance checked under
it, so concurrent applications queue and can never take the balance below zero. A refund onto a
payment method goes through the gateway, which is the collection domain's: it sits above credit
notes and registers that refund here (`register_payment_method_refunds`); it also polls such a
refund while it is pending, and if it fails, its application is reversed and the amount stands
on the note again.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes import lifecycle, service
from billing.credit_notes.requests import CreditNoteApply
from billing.credit_notes.states import CREDIT_NOTE
from billing.customers import service as customers
from billing.invoices import service as invoices
from billing.invoices.balance import minor_amount, require_creditable
from billing.models.credit_note import CreditNote, CreditNoteApplication
from billing.models.invoice import InvoicePayment
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import (
    CurrencyMismatch,
    InvalidState,
    ValidationFailed,
)
from billing.platform.money import format_minor


@dataclass(frozen=True)
class Applied:
    note: CreditNote
    application: CreditNoteApplication
    refund: InvoicePayment | None
    """The gateway refund row of a refund to a payment method (it may still be pending)."""


class PaymentMethodRefunds(Protocol):
    async def __call__(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        note: CreditNote,
        method_id: uuid.UUID,
        amount: int,
        idempotency_key: str | None,
    ) -> Applied:
        """Pay `amount` of the locked note back onto a charge made with the payment method."""
        ...


_payment_method_refunds: list[PaymentMethodRefunds] = []


def register_payment_method_refunds(refunds: PaymentMethodRefunds) -> None:
    _payment_method_refunds[:] = [refunds]


def _refund_to_payment_method() -> PaymentMethodRefunds:
    if not _payment_method_refunds:
        raise RuntimeError("no payment method refunds are registered (import billing.collection)")
    return _payment_method_refunds[0]


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
    amount = None if body.amount is None else minor_amount(body.amount, note.currency)
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
    return await _refund_to_payment_method()(
        db, ctx, note, target.payment_method_id, amount or balance, idempotency_key
    )


async def _onto_invoice(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    invoice_id: uuid.UUID,
    amount: int | None,
) -> CreditNoteApplication:
    if await invoices.find_invoice(db, ctx, invoice_id) is None:
        raise ValidationFailed(
            f"invoice {invoice_id} does not exist in this workspace", field=("invoice_id",)
        )
    invoice = await invoices.lock_invoice(db, ctx, invoice_id)
    if invoice.customer_id != note.customer_id:
        raise ValidationFailed(
            "the invoice belongs to another customer than the credit note", field=("invoice_id",)
        )
    if invoice.currency != note.currency:
        raise CurrencyMismatch(
            f"the invoice is in {invoice.currency} and the credit note in {note.currency}",
            extra={"expected_currency": note.currency},
        )
    await require_creditable(db, ctx, invoice)
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
