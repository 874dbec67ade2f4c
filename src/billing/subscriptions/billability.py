"""Whether a subscription can be billed: every price it bills has a version in force during
the period it bills it for.

A subscription accepted without that would never be billed (each run stops on the price), so
creating one, a plan or add-on change, and resuming a blocked billing check it first. A price
is in force from its first published version's `effective_from` on (versions are never
unpublished), so a price can bill a period when that instant falls before the period's end (the
pipeline prices a period first published during it at the version in force at its end).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.models.subscription import Subscription, SubscriptionChange
from billing.platform.context import RequestContext
from billing.platform.errors import FieldPath, ValidationFailed
from billing.subscriptions import periods

Billed = tuple[Iterable[uuid.UUID], periods.Period]
"""Prices and the period they are billed for."""


@dataclass(frozen=True)
class Unpriced:
    """A price that no version prices during the period it is billed for."""

    price_id: uuid.UUID
    first_effective_from: datetime | None
    detail: str


def interval_of(plan: catalog.PlanWithItems) -> periods.Interval:
    interval: periods.Interval = plan.plan.interval  # type: ignore[assignment]
    return interval


def prices_of(plan: catalog.PlanWithItems, add_ons: Iterable[uuid.UUID]) -> list[uuid.UUID]:
    """The prices a plan and add-ons bill: the plan's items, then the add-ons."""
    return [item.price_id for item in plan.items] + list(add_ons)


def first_billed(subscription: Subscription, plan: catalog.PlanWithItems) -> periods.Period:
    """The first period a billing run bills from the subscription's current state: the current
    one, or during a trial the first paid period after it (a trial and the changes made in it
    are not billed)."""
    current = periods.Period(subscription.current_period_start, subscription.current_period_end)
    trial_end = subscription.trial_end
    if subscription.status != "trialing" or trial_end is None or current.end > trial_end:
        return current
    return periods.period_containing(
        subscription.billing_anchor, interval_of(plan), plan.plan.interval_count, current.end
    )


async def unpriced(
    db: AsyncSession, ctx: RequestContext, billed: Sequence[Billed]
) -> Unpriced | None:
    """The first price that no version prices during the period it is billed for (a run would
    stop on it), in one query; None when every one can bill its period."""
    first = await catalog.first_effective_from(
        db, ctx, list(dict.fromkeys(p for price_ids, _ in billed for p in price_ids))
    )
    for price_ids, period in billed:
        for price_id in price_ids:
            starts = first.get(price_id)
            if starts is not None and starts < period.end:
                continue
            when = (
                f"its first version takes effect {starts.isoformat()}"
                if starts is not None
                else "it has no published version"
            )
            detail = (
                f"price {price_id} has no version in force during the period from "
                f"{period.start.date().isoformat()} to {period.end.date().isoformat()}: {when}"
            )
            return Unpriced(price_id, starts, detail)
    return None


async def check_priced(
    db: AsyncSession,
    ctx: RequestContext,
    price_ids: list[uuid.UUID],
    period: periods.Period,
    *,
    add_on_fields: dict[uuid.UUID, FieldPath],
    start_field: FieldPath | None = None,
) -> None:
    """422 when one of the prices has no version in force during `period`, the first one the
    subscription bills them for: accepted, it would never be billed. The error names the field
    to change: `start_field` when a start date was given and a later one would do, else the
    add-on's entry of `add_on_fields`, else the plan."""
    found = await unpriced(db, ctx, [(price_ids, period)])
    if found is None:
        return
    if start_field is not None and found.first_effective_from is not None:
        field = start_field
    else:
        field = add_on_fields.get(found.price_id, ("plan_id",))
    raise ValidationFailed(found.detail, field=field)


async def still_unpriced(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    add_ons: Iterable[uuid.UUID],
    unbilled: Sequence[SubscriptionChange],
) -> Unpriced | None:
    """What would stop the next run still (None when nothing does): the current plan and add-ons
    over the first period the run bills, and the states before and after each change not yet
    billed over the period its proration bills (see `invoices.pipeline`)."""
    plans: dict[uuid.UUID, catalog.PlanWithItems] = {}

    async def plan_of(plan_id: uuid.UUID) -> catalog.PlanWithItems:
        if plan_id not in plans:
            plans[plan_id] = await catalog.get_plan_with_items(db, ctx, plan_id)
        return plans[plan_id]

    plan = await plan_of(subscription.plan_id)
    billed: list[Billed] = [(prices_of(plan, add_ons), first_billed(subscription, plan))]
    for change in unbilled:
        span = periods.Period(change.period_start, change.period_end)
        before = await plan_of(uuid.UUID(change.before["plan_id"]))
        billed.append((prices_of(before, _add_on_ids(change.before)), span))
        if not change.after:
            continue
        after = await plan_of(uuid.UUID(change.after["plan_id"]))
        if _cycle(after) == _cycle(before):  # a restarted cycle bills the new plan on its own
            billed.append((prices_of(after, _add_on_ids(change.after)), span))
    return await unpriced(db, ctx, billed)


def _add_on_ids(snapshot: dict[str, Any]) -> list[uuid.UUID]:
    return [uuid.UUID(add_on["price_id"]) for add_on in snapshot["add_ons"]]


def _cycle(plan: catalog.PlanWithItems) -> tuple[str, int]:
    return plan.plan.interval, plan.plan.interval_count
