"""What other domains ask of subscriptions: what the invoice pipeline reads and records
(subscriptions, add-ons, changes and their billing). The lifecycle rules are in `lifecycle.py`.

The catalog and the customers, which subscriptions build on, do not call this module: they read
whether an open subscription uses a plan, price or customer in their own repositories.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.subscription import Subscription, SubscriptionChange
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.outbox import emit_event
from billing.subscriptions import scheduling
from billing.subscriptions.repository import (
    AddOnRepository,
    ChangeRepository,
    SubscriptionRepository,
)

# --- what the invoice pipeline reads and records ------------------------------------------


async def get_subscription(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID, *, for_update: bool = False
) -> Subscription:
    """The subscription (NotFound for an unknown id or another tenant's); `for_update` locks
    its row, which serializes invoice generation for one subscription."""
    return await SubscriptionRepository(db, ctx).get(subscription_id, for_update=for_update)


async def add_ons_of(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID
) -> dict[uuid.UUID, int]:
    """The current add-ons: price id to quantity."""
    rows = await AddOnRepository(db, ctx).of([subscription_id])
    return {row.price_id: row.quantity for row in rows}


async def changes_of(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID
) -> list[SubscriptionChange]:
    """Every recorded change, in the order they took effect."""
    return await ChangeRepository(db, ctx).of_subscription(subscription_id)


async def add_ons_of_many(
    db: AsyncSession, ctx: RequestContext, subscription_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[uuid.UUID, int]]:
    """`add_ons_of` many subscriptions in one read, by subscription id."""
    found: dict[uuid.UUID, dict[uuid.UUID, int]] = {i: {} for i in subscription_ids}
    for row in await AddOnRepository(db, ctx).of(subscription_ids):
        found[row.subscription_id][row.price_id] = row.quantity
    return found


async def changes_of_many(
    db: AsyncSession, ctx: RequestContext, subscription_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, list[SubscriptionChange]]:
    """`changes_of` many subscriptions in one read, by subscription id."""
    return await ChangeRepository(db, ctx).of_subscriptions(subscription_ids)


async def changes_billed_by(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> list[SubscriptionChange]:
    return await ChangeRepository(db, ctx).billed_by(invoice_id)


async def mark_changes_invoiced(
    db: AsyncSession,
    ctx: RequestContext,
    change_ids: Sequence[uuid.UUID],
    invoice_id: uuid.UUID,
    at: datetime,
) -> None:
    """Record that `invoice_id` billed the prorations of these changes."""
    await ChangeRepository(db, ctx).mark_invoiced(change_ids, invoice_id, at)


# --- what promotions ask ------------------------------------------------------------------


async def extend_trial(
    db: AsyncSession,
    ctx: RequestContext,
    subscription_id: uuid.UUID,
    days: int,
    test_clock_id: uuid.UUID | None,
    now: datetime,
) -> Subscription | None:
    """Move the trial's end `days` later (a promotion's free trial extension): the trial
    period and the first paid period's anchor move with it, and the run at the new end is
    scheduled (the one at the old end finds the period not ended and does nothing). None when
    the subscription is not in its trial now."""
    subscription = await SubscriptionRepository(db, ctx).get(subscription_id, for_update=True)
    trial_end = subscription.trial_end
    if (
        subscription.status != "trialing"
        or trial_end is None
        or trial_end <= now
        or subscription.current_period_end != trial_end
    ):
        return None
    new_end = trial_end + timedelta(days=days)
    subscription.trial_end = new_end
    subscription.billing_anchor = new_end
    subscription.current_period_end = new_end
    await db.flush()
    await scheduling.schedule_run(db, ctx, subscription, test_clock_id, new_end)
    return subscription


# --- what schedule flows ask --------------------------------------------------------------


async def lock_many(
    db: AsyncSession, ctx: RequestContext, subscription_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, Subscription]:
    """The subscriptions of these ids that exist, locked in primary-key order, by id."""
    rows = await SubscriptionRepository(db, ctx).lock_many(subscription_ids)
    return {row.id: row for row in rows}


def pin_price_versions(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    pins: Mapping[uuid.UUID, uuid.UUID],
    *,
    reason: str,
) -> None:
    """Bill the subscription's prices at these versions (price id to version id) from its next
    invoice on, whatever version is in force; the caller holds the row lock. Written with the
    caller's other rows at its next flush (many subscriptions: one batched UPDATE)."""
    before = dict(subscription.price_version_pins or {})
    after = {**before, **{str(price): str(version) for price, version in pins.items()}}
    subscription.price_version_pins = after
    subscription.updated_at = clock.wall_now()
    emit_event(
        db,
        ctx,
        "subscription.price_versions_pinned",
        {"before": before, "after": after, "reason": reason},
        resource_type="subscription",
        resource_id=subscription.id,
    )
