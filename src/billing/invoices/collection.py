"""Collecting subscription invoices without anyone asking: the charge after a billing run
finalized an invoice, the dunning retries, and the notice that a due date has passed.

All run on the customer's clock. The rules of what a failure leads to are in `dunning.py`.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, time, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import attempts, dunning, queries, states
from billing.invoices.payment_repository import InvoicePaymentRepository
from billing.invoices.repository import InvoiceRepository
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event

DUE_DATE_PASSED_JOB = "invoices.due_date_passed"
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


async def collect(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> InvoicePayment | None:
    """Charge the freshly finalized (locked) invoice to the customer's default payment method
    (dunning step 0). Without one the invoice waits to be paid by other means."""
    if not dunning.is_collectible(invoice):
        return None
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
    invoice = await InvoiceRepository(db, ctx).get(invoice_id, for_update=True)
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


async def schedule_due_date_notice(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> None:
    """At the start of the day after the due date (the first day the invoice is overdue, in
    UTC on the customer's clock), check whether it is still unpaid."""
    if invoice.due_date is None:
        return
    first_overdue = datetime.combine(invoice.due_date + timedelta(days=1), time(0), UTC)
    await queries.schedule_for(
        db,
        ctx,
        invoice,
        DUE_DATE_PASSED_JOB,
        {"invoice_id": str(invoice.id)},
        at=first_overdue,
        dedup_key=f"{DUE_DATE_PASSED_JOB}:{invoice.id}",
    )


async def due_date_passed(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> None:
    """`invoice.overdue` when the invoice is still unpaid after its due date (job)."""
    invoice = await InvoiceRepository(db, ctx).find(invoice_id)
    if invoice is None:
        return
    customer = await queries.customer_of(db, ctx, invoice)
    today = (await clock.now(db, ctx, test_clock_id=customer.test_clock_id)).date()
    if not states.is_overdue(invoice, today):
        return
    emit_event(
        db,
        ctx,
        "invoice.overdue",
        {
            "invoice_number": invoice.invoice_number,
            "due_date": invoice.due_date.isoformat() if invoice.due_date else None,
            "amount_due": format_minor(invoice.amount_due, invoice.currency),
            "currency": invoice.currency,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
