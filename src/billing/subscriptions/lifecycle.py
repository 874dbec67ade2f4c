"""Subscriptions: the rules of their lifecycle.

Periods start at 00:00 UTC of the start date. Creating a subscription (and a plan change that
restarts its cycle) schedules its billing run at the period's start (`scheduling`); each run
schedules the next at the period's end. A trial is a period of its own, from the start to
`trial_end`; the first paid period is anchored at the trial's end. Plan, quantity and add-on
changes take effect at once and are recorded (`SubscriptionChange`, with the state before and
after) so that the invoice pipeline can credit the unused part of the old and charge the rest of
the period for the new.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.customers import service as customers
from billing.models.customer import Customer
from billing.models.subscription import Subscription, SubscriptionAddOn, SubscriptionChange
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import (
    CurrencyMismatch,
    FieldPath,
    InvalidState,
    NotFound,
    ValidationFailed,
)
from billing.platform.lifecycle import Lifecycle
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.subscriptions import billability, periods, scheduling
from billing.subscriptions.repository import (
    AddOnRepository,
    ChangeRepository,
    SubscriptionRepository,
)
from billing.subscriptions.schemas import (
    AddOnIn,
    SubscriptionCancel,
    SubscriptionCreate,
    SubscriptionUpdate,
)

TRANSITIONS: dict[str, frozenset[str]] = {
    "trialing": frozenset({"active", "past_due", "canceled"}),
    "active": frozenset({"past_due", "canceled"}),
    "past_due": frozenset({"active", "canceled"}),
    "canceled": frozenset(),
}
"""The subscription lifecycle: a move not listed here answers 409 INVALID_STATE."""

SUBSCRIPTION = Lifecycle(
    "subscription",
    TRANSITIONS,
    operations={"change": frozenset({"trialing", "active", "past_due"})},
)


@dataclass(frozen=True)
class SubscriptionView:
    subscription: Subscription
    add_ons: list[SubscriptionAddOn]


def _start_of(day: date) -> datetime:
    return datetime.combine(day, time(0), UTC)


async def _customer(db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID) -> Customer:
    """The customer, locked: a concurrent delete or currency change waits for this subscription
    (and then sees it), so no deleted customer is left with an open subscription."""
    try:
        return await customers.lock_customer(db, ctx, customer_id)
    except NotFound:
        raise ValidationFailed(
            f"customer {customer_id} does not exist in this workspace", field=("customer_id",)
        ) from None


async def _plan(db: AsyncSession, ctx: RequestContext, plan_id: uuid.UUID) -> catalog.PlanWithItems:
    return await catalog.usable_plan(db, ctx, plan_id, field=("plan_id",))


async def _check_add_ons(
    db: AsyncSession, ctx: RequestContext, add_ons: list[AddOnIn], plan: catalog.PlanWithItems
) -> dict[uuid.UUID, int]:
    in_plan = {item.price_id for item in plan.items}
    chosen: dict[uuid.UUID, int] = {}
    for index, add_on in enumerate(add_ons):
        field = ("add_ons", index, "price_id")
        if add_on.price_id in chosen or add_on.price_id in in_plan:
            raise ValidationFailed(
                "a price appears once per subscription (in the plan or as one add-on)",
                field=field,
            )
        price = await catalog.usable_price(
            db, ctx, add_on.price_id, plan.plan.currency, field=field
        )
        catalog.refuse_metered_add_on(price, field)
        chosen[add_on.price_id] = add_on.quantity
    return chosen


def _snapshot(subscription: Subscription, add_ons: dict[uuid.UUID, int]) -> dict[str, Any]:
    return {
        "plan_id": str(subscription.plan_id),
        "quantity": subscription.quantity,
        "add_ons": [
            {"price_id": str(price_id), "quantity": quantity}
            for price_id, quantity in sorted(add_ons.items(), key=lambda item: str(item[0]))
        ],
    }


async def create_subscription(
    db: AsyncSession, ctx: RequestContext, body: SubscriptionCreate
) -> SubscriptionView:
    customer = await _customer(db, ctx, body.customer_id)
    plan = await _plan(db, ctx, body.plan_id)
    if customer.currency is not None and customer.currency != plan.plan.currency:
        raise CurrencyMismatch(
            f"the plan bills in {plan.plan.currency}, the customer's currency is "
            f"{customer.currency}"
        )
    add_ons = await _check_add_ons(db, ctx, body.add_ons, plan)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    start_date = body.start_date or now.date()
    _check_backdate(start_date, now)
    start = _start_of(start_date)
    trial_end = body.trial_end
    if trial_end is not None and trial_end <= start:
        raise ValidationFailed("trial_end must be after the start date", field=("trial_end",))
    if trial_end is None and plan.plan.trial_days > 0:
        trial_end = start + timedelta(days=plan.plan.trial_days)
    subscription = Subscription(
        customer_id=customer.id,
        plan_id=plan.plan.id,
        currency=plan.plan.currency,
        quantity=body.quantity,
        start_date=start_date,
        metadata_=body.metadata,
    )
    if trial_end is not None:
        subscription.status = "trialing"
        subscription.trial_end = trial_end
        subscription.billing_anchor = trial_end
        subscription.current_period_start, subscription.current_period_end = start, trial_end
    else:
        subscription.status = "active"
        subscription.billing_anchor = start
        first = periods.period_at(start, billability.interval_of(plan), plan.plan.interval_count, 0)
        subscription.current_period_start, subscription.current_period_end = first.start, first.end
    await billability.check_priced(
        db,
        ctx,
        billability.prices_of(plan, add_ons),
        billability.first_billed(subscription, plan),
        add_on_fields=_add_on_fields(body.add_ons),
        start_field=("start_date",) if body.start_date is not None else None,
    )
    SubscriptionRepository(db, ctx).add(subscription)
    await db.flush()
    await AddOnRepository(db, ctx).replace(subscription.id, add_ons)
    await scheduling.schedule_run(
        db, ctx, subscription, customer.test_clock_id, subscription.current_period_start
    )
    emit_event(
        db,
        ctx,
        "subscription.created",
        {
            "customer_id": str(customer.id),
            "plan_id": str(plan.plan.id),
            "status": subscription.status,
        },
        resource_type="subscription",
        resource_id=subscription.id,
    )
    return await _view(db, ctx, subscription)


def _add_on_fields(add_ons: list[AddOnIn] | None) -> dict[uuid.UUID, FieldPath]:
    return {a.price_id: ("add_ons", i, "price_id") for i, a in enumerate(add_ons or [])}


def _check_backdate(start_date: date, now: datetime) -> None:
    """A start further back than `BILLING_MAX_BACKDATE_DAYS` on the customer's clock would make
    the first run catch up that many periods: 422."""
    earliest = clock.earliest_backdate(now).date()
    if start_date < earliest:
        raise ValidationFailed(
            f"start_date must not be more than {clock.max_backdate_days()} days before the "
            f"customer's today ({now.date().isoformat()}): not before {earliest.isoformat()}",
            field=("start_date",),
        )


async def _view(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription
) -> SubscriptionView:
    return SubscriptionView(subscription, await AddOnRepository(db, ctx).of([subscription.id]))


async def get_subscription(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID
) -> SubscriptionView:
    return await _view(db, ctx, await SubscriptionRepository(db, ctx).get(subscription_id))


async def list_subscriptions(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> tuple[Page[Subscription], list[SubscriptionView]]:
    page = await SubscriptionRepository(db, ctx).page(query)
    add_ons = await AddOnRepository(db, ctx).of([s.id for s in page.items])
    by_subscription: dict[uuid.UUID, list[SubscriptionAddOn]] = {}
    for add_on in add_ons:
        by_subscription.setdefault(add_on.subscription_id, []).append(add_on)
    return page, [SubscriptionView(s, by_subscription.get(s.id, [])) for s in page.items]


async def update_subscription(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID, body: SubscriptionUpdate
) -> SubscriptionView:
    subscription = await SubscriptionRepository(db, ctx).get(subscription_id, for_update=True)
    SUBSCRIPTION.require(subscription, "change")
    add_on_rows = await AddOnRepository(db, ctx).of([subscription.id])
    current_add_ons = {a.price_id: a.quantity for a in add_on_rows}
    before = _snapshot(subscription, current_add_ons)
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, subscription.customer_id)
    )
    period_before = periods.Period(
        subscription.current_period_start, subscription.current_period_end
    )
    changes_plan = body.plan_id is not None and body.plan_id != subscription.plan_id
    old_plan = await catalog.get_plan_with_items(db, ctx, subscription.plan_id)
    plan = (
        await _plan(db, ctx, body.plan_id)
        if body.plan_id is not None and changes_plan
        else old_plan
    )
    if changes_plan:
        if plan.plan.currency != subscription.currency:
            raise CurrencyMismatch(
                f"the subscription bills in {subscription.currency}, the plan in "
                f"{plan.plan.currency}"
            )
        subscription.plan_id = plan.plan.id
        same_cycle = (old_plan.plan.interval, old_plan.plan.interval_count) == (
            plan.plan.interval,
            plan.plan.interval_count,
        )
        if not same_cycle and subscription.status != "trialing":
            # A new billing cycle starts now (as Stripe does); the old period is prorated.
            subscription.billing_anchor = now
            fresh = periods.period_at(
                now, billability.interval_of(plan), plan.plan.interval_count, 0
            )
            subscription.current_period_start = fresh.start
            subscription.current_period_end = fresh.end
            customer = await customers.get_customer(db, ctx, subscription.customer_id)
            await scheduling.schedule_run(
                db, ctx, subscription, customer.test_clock_id, fresh.start
            )
    if body.quantity is not None:
        subscription.quantity = body.quantity
    new_add_ons = current_add_ons
    if body.add_ons is not None or body.plan_id is not None:
        requested = (
            body.add_ons
            if body.add_ons is not None
            else [AddOnIn(price_id=p, quantity=q) for p, q in current_add_ons.items()]
        )
        new_add_ons = await _check_add_ons(db, ctx, requested, plan)
        await _check_new_prices_priced(
            db, ctx, subscription, old_plan, current_add_ons, plan, new_add_ons, body
        )
    if body.metadata is not None:
        subscription.metadata_ = body.metadata
    if body.cancel_at_period_end is not None:
        subscription.cancel_at_period_end = body.cancel_at_period_end
    after = _snapshot(subscription, new_add_ons)
    if new_add_ons != current_add_ons:
        await AddOnRepository(db, ctx).replace(subscription.id, new_add_ons)
    if after != before:
        kind = (
            "plan"
            if after["plan_id"] != before["plan_id"]
            else "quantity"
            if after["quantity"] != before["quantity"]
            else "add_ons"
        )
        _record_change(db, ctx, subscription, kind, before, after, period_before, now)
    await db.flush()
    emit_event(
        db,
        ctx,
        "subscription.updated",
        {"fields": sorted(body.model_fields_set), "before": before, "after": after},
        resource_type="subscription",
        resource_id=subscription.id,
    )
    return await _view(db, ctx, subscription)


async def _check_new_prices_priced(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    old_plan: catalog.PlanWithItems,
    old_add_ons: dict[uuid.UUID, int],
    plan: catalog.PlanWithItems,
    add_ons: dict[uuid.UUID, int],
    body: SubscriptionUpdate,
) -> None:
    """422 when a price the change brings in has no version in force during the first period
    it would be billed in (the rest of the current one is prorated at it)."""
    billed_before = set(billability.prices_of(old_plan, old_add_ons))
    brought_in = [p for p in billability.prices_of(plan, add_ons) if p not in billed_before]
    await billability.check_priced(
        db,
        ctx,
        brought_in,
        billability.first_billed(subscription, plan),
        add_on_fields=_add_on_fields(body.add_ons),
    )


def _record_change(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    kind: str,
    before: dict[str, Any],
    after: dict[str, Any],
    period: periods.Period,
    now: datetime,
) -> None:
    effective_at = min(max(now, period.start), period.end)
    ChangeRepository(db, ctx).add(
        SubscriptionChange(
            subscription_id=subscription.id,
            kind=kind,
            effective_at=effective_at,
            period_start=period.start,
            period_end=period.end,
            before=before,
            after=after,
            created_at=clock.wall_now(),
        )
    )


async def cancel_subscription(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID, body: SubscriptionCancel
) -> SubscriptionView:
    """At period end: flagged, the period-end run cancels it. Now: canceled at once, and the
    unused rest of the period is recorded as a `cancel` change for the pipeline to credit."""
    subscription = await SubscriptionRepository(db, ctx).get(subscription_id, for_update=True)
    SUBSCRIPTION.check(subscription, "canceled")
    await cancel_many(db, ctx, [subscription], body)
    return await _view(db, ctx, subscription)


async def cancel_many(
    db: AsyncSession,
    ctx: RequestContext,
    subscriptions: Sequence[Subscription],
    body: SubscriptionCancel,
) -> None:
    """`cancel_subscription` of open subscriptions the caller locked, with a few reads for all
    of them (customers' clocks, add-ons) and their writes sent together (a schedule flow's
    fan-out cancels hundreds at a time)."""
    if not body.at_period_end:
        owners = await customers.customers_of_record(
            db, ctx, {s.customer_id for s in subscriptions}
        )
        clocks = {owner.test_clock_id for owner in owners.values()}
        nows = {clock_id: await clock.now(db, ctx, test_clock_id=clock_id) for clock_id in clocks}
        add_ons: dict[uuid.UUID, dict[uuid.UUID, int]] = {s.id: {} for s in subscriptions}
        for row in await AddOnRepository(db, ctx).of([s.id for s in subscriptions]):
            add_ons[row.subscription_id][row.price_id] = row.quantity
    for subscription in subscriptions:
        SUBSCRIPTION.check(subscription, "canceled")
        subscription.cancellation_reason = body.reason
        if body.at_period_end:
            subscription.cancel_at_period_end = True
            event = "subscription.cancel_scheduled"
        else:
            now = nows[owners[subscription.customer_id].test_clock_id]
            period = periods.Period(
                subscription.current_period_start, subscription.current_period_end
            )
            before = _snapshot(subscription, add_ons[subscription.id])
            SUBSCRIPTION.move(subscription, "canceled")
            subscription.canceled_at = now
            subscription.ended_at = now
            _record_change(db, ctx, subscription, "cancel", before, {}, period, now)
            event = "subscription.canceled"
        emit_event(
            db,
            ctx,
            event,
            {"reason": body.reason, "at_period_end": body.at_period_end},
            resource_type="subscription",
            resource_id=subscription.id,
        )
    await db.flush()


async def resume_billing(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID
) -> SubscriptionView:
    """Clear a billing block whose cause is fixed and queue the run it stopped, due now: it
    bills every period missed, exactly once (a few per job, see `billing_runs`). Not blocked,
    or still unable to bill: 409, and nothing changes."""
    subscription = await SubscriptionRepository(db, ctx).get(subscription_id, for_update=True)
    if subscription.billing_blocked_at is None:
        raise InvalidState("the subscription's billing is not blocked")
    add_ons = [a.price_id for a in await AddOnRepository(db, ctx).of([subscription.id])]
    unbilled = await ChangeRepository(db, ctx).unbilled(subscription.id)
    cause = await billability.still_unpriced(db, ctx, subscription, add_ons, unbilled)
    if cause is not None:
        raise InvalidState(
            f"the subscription's billing is still blocked: {cause.detail}",
            extra={"billing_blocked_reason": cause.detail},
        )
    blocked_reason = subscription.billing_blocked_reason
    subscription.billing_blocked_reason = None
    subscription.billing_blocked_at = None
    customer = await customers.get_customer(db, ctx, subscription.customer_id)
    # The run this block stopped: at the period's start it redoes what a run at the start does
    # (idempotently), then closes every ended period; a canceled subscription's last run is at
    # its period's end.
    at = (
        subscription.current_period_end
        if subscription.status == "canceled"
        else subscription.current_period_start
    )
    await scheduling.schedule_resumed_run(db, ctx, subscription, customer.test_clock_id, at)
    await db.flush()
    emit_event(
        db,
        ctx,
        "subscription.billing_resumed",
        {"status": subscription.status, "reason": blocked_reason},
        resource_type="subscription",
        resource_id=subscription.id,
    )
    return await _view(db, ctx, subscription)


async def list_changes(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID, query: ListQuery
) -> Page[SubscriptionChange]:
    await SubscriptionRepository(db, ctx).get(subscription_id)
    return await ChangeRepository(db, ctx).page(subscription_id, query)
