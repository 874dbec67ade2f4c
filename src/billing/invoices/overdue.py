"""The notice that an invoice's due date has passed: `invoice.overdue`, written on the first
day the invoice is overdue on its customer's clock, if it is still unpaid then."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, time, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import queries, states
from billing.invoices.repository import InvoiceRepository
from billing.models.customer import Customer
from billing.models.invoice import Invoice
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.outbox import NewJobs, add_new_job, emit_event
from billing.sandbox import service as sandbox

DUE_DATE_PASSED_JOB = "invoices.due_date_passed"


async def schedule_due_date_notice(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    customer: Customer,
    jobs: NewJobs | None = None,
) -> None:
    """At the start of the day after the due date (the first day the invoice is overdue, in
    UTC on the customer's clock), check whether it is still unpaid. `customer` is the
    invoice's. An invoice is finalized once, so its notice's dedup key is new: on the real
    clock the job joins the caller's flush (`add_new_job`), or `jobs` when given."""
    if invoice.due_date is None:
        return
    first_overdue = datetime.combine(invoice.due_date + timedelta(days=1), time(0), UTC)
    payload = {"invoice_id": str(invoice.id)}
    dedup_key = f"{DUE_DATE_PASSED_JOB}:{invoice.id}"
    if customer.test_clock_id is None and jobs is not None:
        jobs.add(DUE_DATE_PASSED_JOB, payload, ctx=ctx, run_at=first_overdue, dedup_key=dedup_key)
        return
    if customer.test_clock_id is None:
        add_new_job(
            db, DUE_DATE_PASSED_JOB, payload, ctx=ctx, run_at=first_overdue, dedup_key=dedup_key
        )
        return
    await sandbox.enqueue_on_clock(
        db,
        ctx,
        customer.test_clock_id,
        DUE_DATE_PASSED_JOB,
        payload,
        at=first_overdue,
        dedup_key=dedup_key,
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
