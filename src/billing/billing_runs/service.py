"""The billing run of one subscription at one instant: the time-driven side of billing.

A run is a job (`subscriptions.scheduling.BILLING_RUN_JOB`) scheduled on the customer's clock:
at the start of the subscription, then at the end of each period. Under the subscription's row
lock, in one transaction, it

1. when the run is the one at the current period's start (first period, or a plan change that
   restarted the cycle): bills the period the restart cut short if it was billed in arrears,
   and the current period in advance if the plan bills `in_advance`;
2. closes every period that has ended by now, at most `BILLING_MAX_PERIODS_PER_RUN` of them:
   bills it `in_arrears` (not a trial), ends the trial (the subscription becomes `active`, or
   is canceled when the trial ended without a payment method and
   `trial_end_without_payment_method` is `cancel`), cancels a subscription flagged
   `cancel_at_period_end`, else moves to the next period and bills it in advance;
3. schedules its next run at the end of the current period; when ended periods are left (a
   subscription far behind), that run is due at once but queued behind the jobs already due,
   so that one subscription's catch-up never holds a worker for long.

A run that cannot price a period (`invoices.pipeline.UnpricedPeriod`: a price without a
version in force in it) keeps nothing of its work: it blocks the subscription's billing
(`billing_blocked_reason`, event `subscription.billing_blocked`) and schedules no next run, so
that the chain stops visibly instead of failing its job eight times; `resume-billing` restarts
it once the cause is fixed. A blocked subscription's runs do nothing.

Each invoice is finalized when `auto_finalize` is on (through the approval threshold, like a
finalize request) and charged to the customer's default payment method; a failed charge goes
to dunning (`collection.dunning`). Runs are done in batches (`batch`): the invoices of a
batch's runs are finalized together once every run of it has been done (`finish`), in the
order they were made, so their numbers are taken in one statement. A run is idempotent: a
period that already has an invoice that is not void is not billed again, and a retried,
repeated or concurrent run of the same instant finds the subscription already moved on (the
row lock serializes them).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.billing_runs import batch
from billing.catalog import service as catalog
from billing.collection import service as collection
from billing.config import get_settings
from billing.invoices import finalization, generation, pipeline
from billing.invoices.refusals import FinalizationBlocked
from billing.models.customer import Customer
from billing.models.invoice import Invoice
from billing.models.subscription import Subscription, SubscriptionChange
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.outbox import emit_event
from billing.subscriptions import cycle, scheduling


@dataclass
class RunResult:
    """What one run did (the benchmark and the tests read it)."""

    invoices: list[Invoice] = field(default_factory=list)
    periods_closed: int = 0
    drafts: list[batch.Draft] = field(default_factory=list)
    """The invoices to finalize (`auto_finalize`), by `finish` with the batch's others."""
    next_runs: list[scheduling.NextRun] = field(default_factory=list)
    """The next run, to schedule by `finish` with the batch's others."""


@dataclass(frozen=True)
class _Run:
    subscription: Subscription
    known: pipeline.Known
    """The customer, plan, changes and add-ons, read once: nothing in a run changes them."""
    settings: dict[str, Any]
    now: datetime

    @property
    def plan(self) -> catalog.PlanWithItems:
        return self.known.plan

    @property
    def customer(self) -> Customer:
        return self.known.customer

    @property
    def in_advance(self) -> bool:
        return self.plan.plan.billing_timing != "in_arrears"


async def run_subscription(
    db: AsyncSession,
    ctx: RequestContext,
    subscription_id: uuid.UUID,
    at: datetime,
    loaded: batch.Batch | None = None,
) -> RunResult:
    """The run; `loaded` is what its batch read (`batch.load`), and its drafts join the
    batch's for `finish`. Without it the run reads and finishes by itself (a batch of one)."""
    if loaded is None:
        alone = await batch.load(db, ctx, [subscription_id])
        result = await run_subscription(db, ctx, subscription_id, at, alone)
        await finish(db, alone)
        return result
    subscription = loaded.subscriptions.get(subscription_id)
    if subscription is None:
        return RunResult()
    if subscription.billing_blocked_at is not None:
        return RunResult()  # stopped until resume-billing queues a run again
    known = loaded.known[subscription_id]
    run = _Run(
        subscription,
        known,
        loaded.settings,
        await clock.now(db, ctx, test_clock_id=known.customer.test_clock_id),
    )
    result = RunResult()
    if loaded.alone:
        try:
            async with db.begin_nested():
                await _catch_up(db, ctx, run, at, result)
        except pipeline.UnpricedPeriod as exc:
            # Nothing of this run stays: the resumed run starts again where this one did.
            await db.refresh(subscription)
            cycle.block_billing(db, ctx, subscription, reason=exc.detail, at=run.now)
            return RunResult()
    else:
        # No savepoint per run in a larger batch (its writes leave in one flush): an unpriced
        # period fails the batch, whose jobs then run one by one, this one blocking above.
        await _catch_up(db, ctx, run, at, result)
    loaded.drafts.extend(result.drafts)
    loaded.next_runs.extend(result.next_runs)
    return result


async def finish(db: AsyncSession, loaded: batch.Batch) -> None:
    """Finalize the drafts the batch's runs left, together and in the order they were made
    (`finalization.finalize_many`: one numbering statement, the postings, events and jobs in
    one flush), then collect each issued invoice. A draft that cannot become a legal invoice
    stays a draft with its `invoice.finalization_blocked` event; one above the approval
    threshold awaits approval (and is collected once approved). Then schedule the runs' next
    runs together."""
    next_runs, loaded.next_runs = loaded.next_runs, []
    await scheduling.schedule_runs(db, loaded.ctx, next_runs)
    drafts, loaded.drafts = loaded.drafts, []
    if not drafts:
        return
    outcomes = await finalization.finalize_many(
        db,
        loaded.ctx,
        [draft.invoice for draft in drafts],
        {draft.invoice.id: draft.lines for draft in drafts},
        customers={draft.customer.id: draft.customer for draft in drafts},
        collect_when_approved=True,
        run_data={
            draft.invoice.id: {"subscription_id": str(draft.subscription_id)} for draft in drafts
        },
    )
    for draft, outcome in zip(drafts, outcomes, strict=True):
        if outcome.refusal is not None and not isinstance(outcome.refusal, FinalizationBlocked):
            raise outcome.refusal
        if outcome.issued and outcome.invoice.status != "draft":
            await collection.collect(db, loaded.ctx, outcome.invoice, draft.customer)


async def _catch_up(
    db: AsyncSession, ctx: RequestContext, run: _Run, at: datetime, result: RunResult
) -> None:
    """Steps 1 to 3 for at most `BILLING_MAX_PERIODS_PER_RUN` ended periods: a subscription
    far behind continues in a next job, queued at the customer's now."""
    subscription = run.subscription
    if subscription.status == "canceled":
        if at == subscription.current_period_end and not run.in_advance:
            await _bill_canceled_period(db, ctx, run, result)
        return
    if at == subscription.current_period_start:
        await _bill_period_cut_short(db, ctx, run, result)
        if run.in_advance and not _trialing(run):
            await _bill(db, ctx, run, _current(subscription), result)
    limit = get_settings().max_periods_per_run
    while _ended(run) and result.periods_closed < limit:
        await _close_period(db, ctx, run, result)
        result.periods_closed += 1
    if subscription.status != "canceled":
        next_run = scheduling.NextRun(
            subscription.id,
            run.customer.test_clock_id,
            subscription.current_period_end,
            due_now=_ended(run),
        )
        result.next_runs.append(next_run)


def _ended(run: _Run) -> bool:
    """The current period has ended and is still to close."""
    subscription = run.subscription
    return subscription.status != "canceled" and subscription.current_period_end <= run.now


def _current(subscription: Subscription) -> pipeline.Period:
    return pipeline.Period(subscription.current_period_start, subscription.current_period_end)


def _in_trial_period(subscription: Subscription) -> bool:
    """The current period is (or was, for one canceled during it) the trial."""
    trial_end = subscription.trial_end
    return trial_end is not None and subscription.current_period_end <= trial_end


def _trialing(run: _Run) -> bool:
    return run.subscription.status == "trialing" and _in_trial_period(run.subscription)


async def _close_period(
    db: AsyncSession, ctx: RequestContext, run: _Run, result: RunResult
) -> None:
    subscription = run.subscription
    boundary = subscription.current_period_end
    ended_trial = _trialing(run)
    if not ended_trial and await _timing_at_start(db, ctx, run) == "in_arrears":
        await _bill(db, ctx, run, _current(subscription), result)
    if ended_trial:
        has_method = await collection.default_method(db, ctx, run.customer) is not None
        cancel = not has_method and run.settings["trial_end_without_payment_method"] == "cancel"
        cycle.end_trial(
            db, ctx, subscription, at=boundary, cancel=cancel, has_payment_method=has_method
        )
        if cancel:
            return
    if subscription.cancel_at_period_end:
        cycle.cancel_at_period_end(db, ctx, subscription, at=boundary)
        if run.in_advance:
            # What changed during the last period is still owed (or owing): an invoice of the
            # prorations alone, since the subscription has ended.
            after = cycle.next_period(subscription, run.plan)
            await _bill(db, ctx, run, pipeline.Period(after.start, after.end), result)
        return
    upcoming = cycle.advance_period(db, ctx, subscription, run.plan)
    if run.in_advance:
        await _bill(db, ctx, run, pipeline.Period(upcoming.start, upcoming.end), result)


async def _bill_period_cut_short(
    db: AsyncSession, ctx: RequestContext, run: _Run, result: RunResult
) -> None:
    """A plan change that restarted the cycle cut the old period short: when that period was
    billed in arrears, its invoice (the old plan less the credit for the unused rest) is due
    now, at the new cycle's start."""
    for change in _unbilled(run):
        if change.kind != "plan" or change.period_start >= run.subscription.current_period_start:
            continue
        old_plan = await catalog.get_plan_with_items(db, ctx, uuid.UUID(change.before["plan_id"]))
        if old_plan.plan.billing_timing == "in_arrears":
            period = pipeline.Period(change.period_start, change.period_end)
            await _bill(db, ctx, run, period, result)


def _unbilled(run: _Run) -> list[SubscriptionChange]:
    """The changes whose proration no invoice has billed yet."""
    return [change for change in run.known.history if change.invoiced_at is None]


async def _timing_at_start(db: AsyncSession, ctx: RequestContext, run: _Run) -> str:
    """The billing timing of the plan the subscription had when its current period started: a
    period that began in arrears is billed at its end even if the plan changed since."""
    subscription = run.subscription
    if not run.known.history:
        return run.plan.plan.billing_timing
    state = pipeline.state_at(
        subscription, run.known.add_ons, run.known.history, subscription.current_period_start
    )
    if state.plan_id == run.plan.plan.id:
        return run.plan.plan.billing_timing
    return (await catalog.get_plan_with_items(db, ctx, state.plan_id)).plan.billing_timing


async def _bill_canceled_period(
    db: AsyncSession, ctx: RequestContext, run: _Run, result: RunResult
) -> None:
    """In arrears, the period in which the subscription was canceled at once is billed at its
    end: the whole period, less the credit for the unused rest (the `cancel` change). A trial
    canceled at once has nothing to bill."""
    if _in_trial_period(run.subscription):
        return
    if any(change.kind == "cancel" for change in _unbilled(run)):
        await _bill(db, ctx, run, _current(run.subscription), result)


async def _bill(
    db: AsyncSession, ctx: RequestContext, run: _Run, period: pipeline.Period, result: RunResult
) -> None:
    """Generate the period's invoice (unless it has one); when `auto_finalize` is on, `finish`
    finalizes and collects it with the other invoices of the batch."""
    billed = await generation.bill_period(db, ctx, run.subscription, period, run.known)
    if billed is None:
        return
    invoice, lines = billed
    result.invoices.append(invoice)
    if not run.settings["auto_finalize"]:
        return
    if invoice.total < 0:
        emit_event(
            db,
            ctx,
            "invoice.left_draft",
            {"reason": "negative_total", "subscription_id": str(run.subscription.id)},
            resource_type="invoice",
            resource_id=invoice.id,
        )
        return
    result.drafts.append(batch.Draft(invoice, lines, run.customer, run.subscription.id))
