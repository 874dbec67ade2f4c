"""A bulk step's action applied to a batch of claimed targets, each exactly once.

The targets were claimed (locked, still `pending`) in the transaction that runs this; each
one's outcome is written in that same transaction as the action's own writes, so a crash
rolls back both and a retry finds the target pending again: no action is applied twice.

`change_version` and `cancel_subscription` are set-based: the batch's subscriptions, plans,
add-ons and customers are read in a few statements and the writes sent together (a refused
batch cancel falls back to one subscription at a time). `apply_promotion` goes through the
promotions' redeem, one target at a time in a savepoint of its own, so that one refusal
fails only its target.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.flows import targets as bulk_targets
from billing.flows.schemas import BulkConfig
from billing.models.flows import ScheduleFlowTarget
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.platform.errors import BillingError
from billing.promotions import redemptions
from billing.subscriptions import lifecycle
from billing.subscriptions import service as subscriptions
from billing.subscriptions.schemas import SubscriptionCancel

CHANNEL = "schedule_flow"


async def apply(
    db: AsyncSession,
    ctx: RequestContext,
    config: BulkConfig,
    claimed: Sequence[ScheduleFlowTarget],
    now: datetime,
) -> None:
    """Apply the action to every claimed target and record each outcome on it."""
    locked = await subscriptions.lock_many(db, ctx, [t.subscription_id for t in claimed])
    if config.action == "change_version":
        await _change_versions(db, ctx, config, claimed, locked, now)
    elif config.action == "apply_promotion":
        for target in claimed:
            await _apply_promotion(db, ctx, config, target, now)
    else:
        await _cancel_all(db, ctx, config, claimed, locked, now)
    await db.flush()


def _succeeded(target: ScheduleFlowTarget, now: datetime, **outcome: object) -> None:
    target.status, target.applied_at = "succeeded", now
    target.attempts += 1
    target.detail = None
    target.outcome = dict(outcome)


def _not_applied(target: ScheduleFlowTarget, status: str, detail: str) -> None:
    target.status, target.detail = status, detail
    target.attempts += 1


async def _change_versions(
    db: AsyncSession,
    ctx: RequestContext,
    config: BulkConfig,
    claimed: Sequence[ScheduleFlowTarget],
    locked: dict[uuid.UUID, Subscription],
    now: datetime,
) -> None:
    book = await catalog.price_book(db, ctx, config.selector.price_ids)
    chosen = {
        price_id: bulk_targets.target_version(config, versions)
        for price_id, versions in book.versions.items()
    }
    numbers = {v.id: v.version for versions in book.versions.values() for v in versions}
    plans = await catalog.plans_with_items(db, ctx, {s.plan_id for s in locked.values()})
    add_ons = await subscriptions.add_ons_of_many(db, ctx, list(locked))
    for target in claimed:
        subscription = locked.get(target.subscription_id)
        if subscription is None or subscription.status == "canceled":
            _not_applied(target, "skipped", "the subscription is canceled")
            continue
        billed = {item.price_id for item in plans[subscription.plan_id].items}
        billed |= set(add_ons[subscription.id])
        pins: dict[uuid.UUID, uuid.UUID] = {}
        held_back: list[str] = []
        for price_id, version in chosen.items():
            if price_id not in billed:
                continue
            if version is None:
                _not_applied(target, "failed", f"price {price_id} has no published version")
                break
            current = (subscription.price_version_pins or {}).get(str(price_id))
            current_number = numbers.get(uuid.UUID(current)) if current else None
            if current_number == version.version:
                continue
            if current_number is not None and current_number > version.version and not config.force:
                held_back.append(str(price_id))
                continue
            pins[price_id] = version.id
        if target.status == "failed":
            continue
        if not pins:
            detail = (
                "pinned to a later version (force moves it back)"
                if held_back
                else "already on the target version"
            )
            _not_applied(target, "skipped", detail)
            continue
        subscriptions.pin_price_versions(
            db, ctx, subscription, pins, reason=f"schedule flow step {target.step_id}"
        )
        _succeeded(
            target,
            now,
            pinned={str(price): str(version) for price, version in pins.items()},
            versions={str(price): numbers[version] for price, version in pins.items()},
        )


async def _apply_promotion(
    db: AsyncSession,
    ctx: RequestContext,
    config: BulkConfig,
    target: ScheduleFlowTarget,
    now: datetime,
) -> None:
    assert config.promotion_id is not None, "checked when the flow was written"
    request = redemptions.Redemption(
        customer_id=target.customer_id, subscription_id=target.subscription_id, channel=CHANNEL
    )
    try:
        async with db.begin_nested():
            redemption = await redemptions.redeem(db, ctx, config.promotion_id, request)
    except BillingError as refusal:
        _not_applied(target, "failed", f"{refusal.code}: {refusal.detail}")
        return
    _succeeded(target, now, redemption_id=str(redemption.id))


async def _cancel_all(
    db: AsyncSession,
    ctx: RequestContext,
    config: BulkConfig,
    claimed: Sequence[ScheduleFlowTarget],
    locked: dict[uuid.UUID, Subscription],
    now: datetime,
) -> None:
    """The batch's open subscriptions cancelled together; when that is refused, each alone,
    so that a refusal fails only its own target."""
    body = SubscriptionCancel(at_period_end=bool(config.at_period_end), reason=config.reason)
    open_targets = []
    for target in claimed:
        subscription = locked.get(target.subscription_id)
        if subscription is None or subscription.status == "canceled":
            _not_applied(target, "skipped", "the subscription is already canceled")
        else:
            open_targets.append((target, subscription))
    if await _cancel_together(db, ctx, body, open_targets, now) is None:
        return
    for pair in open_targets:
        refusal = await _cancel_together(db, ctx, body, [pair], now)
        if refusal is not None:
            _not_applied(pair[0], "failed", refusal)


async def _cancel_together(
    db: AsyncSession,
    ctx: RequestContext,
    body: SubscriptionCancel,
    pairs: Sequence[tuple[ScheduleFlowTarget, Subscription]],
    now: datetime,
) -> str | None:
    """Cancel the subscriptions in one savepoint and mark their targets succeeded; the
    refusal (nothing changed) when there is one."""
    try:
        async with db.begin_nested():
            await lifecycle.cancel_many(db, ctx, [subscription for _, subscription in pairs], body)
    except BillingError as refusal:
        return f"{refusal.code}: {refusal.detail}"
    for target, _ in pairs:
        _succeeded(target, now, at_period_end=body.at_period_end)
    return None
