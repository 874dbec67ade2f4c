"""What time and money do to a subscription: a period ends and the next begins, a trial ends,
a cancellation at period end takes effect, a failed collection makes it `past_due`, a paid one
makes it `active` again, and dunning may cancel it.

Every function takes the subscription locked by the caller (a billing run or the dunning of one
of its invoices) and writes an event saying what happened and why.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.platform.outbox import emit_event
from billing.subscriptions import periods
from billing.subscriptions.lifecycle import SUBSCRIPTION
from billing.subscriptions.repository import SubscriptionRepository

BLOCKED_REASON_LENGTH = 1000


def _event(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, type_: str, **data: Any
) -> None:
    emit_event(
        db,
        ctx,
        type_,
        {"status": subscription.status, **data},
        resource_type="subscription",
        resource_id=subscription.id,
    )


def _move(subscription: Subscription, to: str) -> bool:
    """Apply a transition the lifecycle allows; False (nothing changed) otherwise."""
    if subscription.status == to or not SUBSCRIPTION.allows(subscription.status, to):
        return False
    subscription.status = to
    return True


async def lock(db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID) -> Subscription:
    return await SubscriptionRepository(db, ctx).get(subscription_id, for_update=True)


async def lock_many(
    db: AsyncSession, ctx: RequestContext, subscription_ids: Iterable[uuid.UUID]
) -> list[Subscription]:
    """`lock` of many subscriptions in one statement, in primary-key order (no deadlock with
    another batch); ids not found are left out."""
    return await SubscriptionRepository(db, ctx).lock_many(subscription_ids)


async def plan_of(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription
) -> catalog.PlanWithItems:
    return await catalog.get_plan_with_items(db, ctx, subscription.plan_id)


def next_period(subscription: Subscription, plan: catalog.PlanWithItems) -> periods.Period:
    """The period that starts where the current one ends, on the subscription's anchor (after
    a trial the anchor is the trial's end, so the first paid period starts there)."""
    interval: periods.Interval = plan.plan.interval  # type: ignore[assignment]
    return periods.period_containing(
        subscription.billing_anchor,
        interval,
        plan.plan.interval_count,
        subscription.current_period_end,
    )


def advance_period(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, plan: catalog.PlanWithItems
) -> periods.Period:
    ended = periods.Period(subscription.current_period_start, subscription.current_period_end)
    upcoming = next_period(subscription, plan)
    subscription.current_period_start, subscription.current_period_end = (
        upcoming.start,
        upcoming.end,
    )
    _event(
        db,
        ctx,
        subscription,
        "subscription.period_advanced",
        ended_period={"start": ended.start.isoformat(), "end": ended.end.isoformat()},
        current_period={"start": upcoming.start.isoformat(), "end": upcoming.end.isoformat()},
    )
    return upcoming


def end_trial(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    *,
    at: datetime,
    cancel: bool,
    has_payment_method: bool,
) -> None:
    """The trial is over: `active` (its first paid period starts now), or `canceled` when it
    ended without a payment method and the workspace's setting says so."""
    if cancel:
        _cancel(subscription, at, "trial ended without a payment method")
    else:
        _move(subscription, "active")
    _event(
        db,
        ctx,
        subscription,
        "subscription.trial_ended",
        trial_end=at.isoformat(),
        has_payment_method=has_payment_method,
        action="cancel" if cancel else "activate",
    )
    if cancel:
        _event(db, ctx, subscription, "subscription.canceled", reason="trial_ended")


def _cancel(subscription: Subscription, at: datetime, reason: str) -> None:
    _move(subscription, "canceled")
    subscription.canceled_at = subscription.canceled_at or at
    subscription.ended_at = at
    subscription.cancellation_reason = subscription.cancellation_reason or reason


def cancel_at_period_end(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, *, at: datetime
) -> None:
    _cancel(subscription, at, "canceled at period end")
    _event(db, ctx, subscription, "subscription.canceled", reason="period_end")


def block_billing(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, *, reason: str, at: datetime
) -> None:
    """A run cannot bill the subscription (`invoices.pipeline.UnpricedPeriod`): its billing is
    blocked, with the reason on it and in an event, and no further run is scheduled until
    `resume-billing` (retrying could not help before the catalog or the subscription changes)."""
    subscription.billing_blocked_reason = reason[:BLOCKED_REASON_LENGTH]
    subscription.billing_blocked_at = at
    _event(db, ctx, subscription, "subscription.billing_blocked", reason=reason)


def mark_past_due(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, *, invoice_id: uuid.UUID
) -> None:
    """A collection failed: `past_due` (an event only when the status changes)."""
    if _move(subscription, "past_due"):
        _event(db, ctx, subscription, "subscription.past_due", invoice_id=str(invoice_id))


def recover(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, *, invoice_id: uuid.UUID
) -> None:
    """Nothing of the subscription is in dunning any more: `active` again."""
    if subscription.status == "past_due" and _move(subscription, "active"):
        _event(db, ctx, subscription, "subscription.recovered", invoice_id=str(invoice_id))


def cancel_for_nonpayment(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    *,
    at: datetime,
    invoice_id: uuid.UUID,
) -> None:
    """The last dunning retry failed and the setting says cancel."""
    if subscription.status == "canceled":
        return
    _cancel(subscription, at, "payment failed after the last retry")
    _event(
        db,
        ctx,
        subscription,
        "subscription.canceled",
        reason="dunning_exhausted",
        invoice_id=str(invoice_id),
    )
