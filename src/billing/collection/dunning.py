"""Dunning: what happens after an automatic collection fails, and when the money comes in.

An attempt the service made by itself (`InvoicePayment.dunning_step` 0 for the collection after
a billing run, n for the n-th retry) that fails puts the invoice into dunning: the retries are
scheduled on the customer's clock at the days of the `dunning_retry_days` setting, counted from
the first failure, and the subscription becomes `past_due`. When the last retry fails, the
invoice is `exhausted`: the subscription is canceled or stays `past_due`
(`dunning_final_action`), and the invoice is marked uncollectible when
`dunning_mark_uncollectible` is on. Once the invoice is paid by any means its dunning is
`recovered`, and the subscription is `active` again when none of its invoices is in dunning
(`invoices.balance`, since credit notes settle invoices too).

Attempts requested through the API report their outcome and do not start or advance dunning.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.invoices import balance, queries, states
from billing.models.invoice import Invoice, InvoicePayment
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event
from billing.subscriptions import cycle

RETRY_JOB = "invoices.dunning_retry"
COLLECTIBLE = frozenset({"finalized", "sent"})
"""Statuses the service still collects by itself (an uncollectible invoice takes payments, but
is no longer charged or retried)."""


def is_collectible(invoice: Invoice) -> bool:
    return invoice.status in COLLECTIBLE and invoice.amount_due > 0


def stop_retrying(invoice: Invoice) -> None:
    """The invoice left collection (voided, or marked uncollectible): no retry is due, and
    dunning that was still retrying ends as `exhausted`."""
    invoice.next_payment_attempt_at = None
    if invoice.dunning_status == "retrying":
        invoice.dunning_status = "exhausted"


def retry_dedup_key(invoice_id: uuid.UUID, step: int) -> str:
    return f"{RETRY_JOB}:{invoice_id}:{step}"


async def attempt_failed(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    attempt: InvoicePayment,
    *,
    now: datetime,
) -> None:
    """An attempt of the locked invoice failed: schedule the next retry, or give up after the
    last one. Attempts requested through the API change nothing here."""
    if attempt.dunning_step is None:
        return
    await step_failed(db, ctx, invoice, attempt.dunning_step, now=now, outcome=attempt.outcome)


async def step_failed(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    step: int,
    *,
    now: datetime,
    outcome: str | None,
) -> None:
    """Dunning step `step` of the locked invoice did not collect (its charge failed, or there
    was no payment method to charge)."""
    if not is_collectible(invoice):
        return
    settings = await admin.effective_settings(db, ctx)
    retry_days = [int(day) for day in settings["dunning_retry_days"]]
    if invoice.dunning_status is None or invoice.dunning_started_at is None:
        invoice.dunning_status = "retrying"
        invoice.dunning_started_at = now
    subscription = await balance.locked_subscription(db, ctx, invoice)
    if subscription is not None:
        cycle.mark_past_due(db, ctx, subscription, invoice_id=invoice.id)
    upcoming = step + 1
    if upcoming <= len(retry_days):
        await _schedule_retry(db, ctx, invoice, upcoming, retry_days, now=now, outcome=outcome)
    else:
        await _exhaust(db, ctx, invoice, subscription, settings, now=now, outcome=outcome)
    await db.flush()


async def _schedule_retry(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    step: int,
    retry_days: list[int],
    *,
    now: datetime,
    outcome: str | None,
) -> None:
    assert invoice.dunning_started_at is not None
    run_at = max(invoice.dunning_started_at + timedelta(days=retry_days[step - 1]), now)
    invoice.next_payment_attempt_at = run_at
    await queries.schedule_for(
        db,
        ctx,
        invoice,
        RETRY_JOB,
        {"invoice_id": str(invoice.id), "step": step},
        at=run_at,
        dedup_key=retry_dedup_key(invoice.id, step),
    )
    emit_event(
        db,
        ctx,
        "invoice.payment_retry_scheduled",
        {
            "invoice_number": invoice.invoice_number,
            "retry": step,
            "of_retries": len(retry_days),
            "next_payment_attempt_at": run_at.isoformat(),
            "attempt_count": invoice.attempt_count,
            "last_outcome": outcome,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )


async def _exhaust(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    subscription: Subscription | None,
    settings: dict[str, object],
    *,
    now: datetime,
    outcome: str | None,
) -> None:
    final_action = str(settings["dunning_final_action"])
    mark_uncollectible = bool(settings["dunning_mark_uncollectible"])
    invoice.dunning_status = "exhausted"
    invoice.next_payment_attempt_at = None
    emit_event(
        db,
        ctx,
        "invoice.dunning_exhausted",
        {
            "invoice_number": invoice.invoice_number,
            "attempt_count": invoice.attempt_count,
            "last_outcome": outcome,
            "final_action": final_action,
            "marked_uncollectible": mark_uncollectible and invoice.status != "uncollectible",
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
    if mark_uncollectible and invoice.status in ("finalized", "sent"):
        mark_uncollectible_locked(db, ctx, invoice, now=now)
    if subscription is not None and final_action == "cancel":
        cycle.cancel_for_nonpayment(db, ctx, subscription, at=now, invoice_id=invoice.id)


def mark_uncollectible_locked(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, *, now: datetime
) -> None:
    """Give up on collecting the locked invoice (it still takes payments)."""
    states.transition(invoice, "uncollectible")
    invoice.marked_uncollectible_at = now
    stop_retrying(invoice)
    emit_event(
        db,
        ctx,
        "invoice.marked_uncollectible",
        {
            "invoice_number": invoice.invoice_number,
            "amount_due": format_minor(invoice.amount_due, invoice.currency),
            "currency": invoice.currency,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
