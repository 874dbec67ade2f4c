"""Collection, as other domains call it: collecting subscription invoices without anyone
asking (the charge after a billing run finalized an invoice, and the dunning retries).

All run on the customer's clock. The rules of what a failure leads to are in `dunning.py`.
Collection sits above invoices and credit notes; where they need it (collecting an invoice
once its finalization is approved, paying a credit note out onto a payment method), it
installs itself into them when this module is imported (the package imports it first).
"""

from __future__ import annotations

import uuid
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection import attempts, credit_note_refunds, dunning
from billing.collection.repository import InvoicePaymentRepository
from billing.credit_notes import applying
from billing.invoices import finalization, queries
from billing.invoices import service as invoices
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event

BUSY_RETRY_DELAY = timedelta(hours=1)
"""How long a dunning retry waits when another attempt of the invoice is still pending."""


async def default_method(
    db: AsyncSession, ctx: RequestContext, customer: Customer
) -> uuid.UUID | None:
    """The customer's default payment method when it is still attached, else None."""
    method_id = customer.default_payment_method_id
    if method_id is None or not await payments.is_active_method_of(db, ctx, customer.id, method_id):
        return None
    return method_id


async def collect(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, customer: Customer | None = None
) -> InvoicePayment | None:
    """Charge the freshly finalized (locked) invoice to its customer's default payment method
    (dunning step 0); `customer` is the invoice's, when the caller has read it already. Without
    a method the invoice waits to be paid by other means."""
    if not dunning.is_collectible(invoice):
        return None
    if customer is None:
        customer = await queries.customer_of(db, ctx, invoice)
    method_id = await default_method(db, ctx, customer)
    if method_id is None:
        emit_event(
            db,
            ctx,
            "invoice.collection_skipped",
            {
                "invoice_number": invoice.invoice_number,
                "reason": "no_payment_method",
                "amount_due": format_minor(invoice.amount_due, invoice.currency),
                "currency": invoice.currency,
            },
            resource_type="invoice",
            resource_id=invoice.id,
        )
        return None
    invoice.attempt_count += 1
    return await attempts.create_attempt(db, ctx, invoice, method_id, dunning_step=0)


async def retry(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, step: int) -> None:
    """Dunning retry `step` (job): charge the customer's default payment method as it is now,
    so that a customer who replaced a failing card recovers at the next retry."""
    invoice = await invoices.lock_invoice(db, ctx, invoice_id)
    if not dunning.is_collectible(invoice) or invoice.dunning_status != "retrying":
        invoice.next_payment_attempt_at = None
        return
    customer = await queries.customer_of(db, ctx, invoice)
    if await InvoicePaymentRepository(db, ctx).has_pending(invoice.id, "payment"):
        later = await clock.now(db, ctx, test_clock_id=customer.test_clock_id) + BUSY_RETRY_DELAY
        invoice.next_payment_attempt_at = later
        await queries.schedule_for(
            db,
            ctx,
            invoice,
            dunning.RETRY_JOB,
            {"invoice_id": str(invoice.id), "step": step},
            at=later,
        )
        return
    invoice.next_payment_attempt_at = None
    method_id = await default_method(db, ctx, customer)
    if method_id is None:
        now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
        emit_event(
            db,
            ctx,
            "invoice.payment_retry_skipped",
            {
                "invoice_number": invoice.invoice_number,
                "retry": step,
                "reason": "no_payment_method",
            },
            resource_type="invoice",
            resource_id=invoice.id,
        )
        await dunning.step_failed(db, ctx, invoice, step, now=now, outcome=None)
        return
    invoice.attempt_count += 1
    await attempts.create_attempt(db, ctx, invoice, method_id, dunning_step=step)


finalization.register_collector(collect)
applying.register_payment_method_refunds(credit_note_refunds.refund_to_payment_method)
