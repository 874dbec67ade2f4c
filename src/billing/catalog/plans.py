"""Plans: a billing period (interval times count), a currency, a trial, and priced items.

Every item's price must be usable in the plan's currency (active, of an active product, same
currency). The billing terms (currency, interval, interval_count, billing_timing, items) change
only while no open subscription uses the plan; a currency change must bring items in the new
currency, and the scheduled versions of the prices it drops get a `currency_mismatch` warning.
Archiving is soft (no new subscriptions); restoring needs every item's price to be usable.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import metered, staleness
from billing.catalog.lookups import PlanWithItems, get_plan_with_items, usable_price
from billing.catalog.repository import OpenSubscriptions, PlanItemRepository, PlanRepository
from billing.catalog.schemas import PlanCreate, PlanItemIn, PlanUpdate
from billing.models.catalog import Plan, PlanItem
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page

__all__ = ["PlanWithItems", "create_plan", "get_plan_with_items", "list_plans", "update_plan"]

INTERVAL_CAPS = {"day": 1095, "week": 156, "month": 36, "year": 3}
"""At most three years per period."""

TERMS = ("currency", "interval", "interval_count", "billing_timing", "items")


def _check_interval(interval: str, count: int) -> None:
    cap = INTERVAL_CAPS[interval]
    if count > cap:
        raise ValidationFailed(
            f"a plan billed by {interval} has an interval_count of at most {cap}",
            field=("interval_count",),
        )


async def _check_items(
    db: AsyncSession,
    ctx: RequestContext,
    items: Sequence[PlanItemIn],
    currency: str,
    billing_timing: str,
) -> None:
    seen: set[uuid.UUID] = set()
    for index, item in enumerate(items):
        field = ("items", index, "price_id")
        if item.price_id in seen:
            raise ValidationFailed("the price is already an item of the plan", field=field)
        seen.add(item.price_id)
        price = await usable_price(db, ctx, item.price_id, currency, field=field)
        metered.check_plan_timing(price, billing_timing, field)


def _add_items(
    db: AsyncSession, ctx: RequestContext, plan: Plan, items: Sequence[PlanItemIn]
) -> list[PlanItem]:
    repo = PlanItemRepository(db, ctx)
    return [
        repo.add(PlanItem(plan_id=plan.id, price_id=i.price_id, quantity=i.quantity, position=n))
        for n, i in enumerate(items)
    ]


async def create_plan(db: AsyncSession, ctx: RequestContext, body: PlanCreate) -> PlanWithItems:
    _check_interval(body.interval, body.interval_count)
    await _check_items(db, ctx, body.items, body.currency, body.billing_timing)
    plan = PlanRepository(db, ctx).add(
        Plan(
            name=body.name,
            description=body.description,
            currency=body.currency,
            interval=body.interval,
            interval_count=body.interval_count,
            trial_days=body.trial_days,
            billing_timing=body.billing_timing,
            metadata_=body.metadata,
            active=True,
        )
    )
    await db.flush()
    items = _add_items(db, ctx, plan, body.items)
    await db.flush()
    emit_event(
        db,
        ctx,
        "plan.created",
        {"name": plan.name, "currency": plan.currency},
        resource_type="plan",
        resource_id=plan.id,
    )
    return PlanWithItems(plan, items)


async def list_plans(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> tuple[Page[Plan], dict[uuid.UUID, list[PlanItem]]]:
    page = await PlanRepository(db, ctx).page(query)
    items = await PlanItemRepository(db, ctx).of_plans([p.id for p in page.items])
    return page, items


def _changed_terms(
    plan: Plan, items: Sequence[PlanItem], fields: dict[str, Any], body: PlanUpdate
) -> list[str]:
    changed = [n for n in TERMS if n != "items" and n in fields and fields[n] != getattr(plan, n)]
    if body.items is not None:
        before = [(i.price_id, i.quantity) for i in items]
        if [(i.price_id, i.quantity) for i in body.items] != before:
            changed.append("items")
    return changed


async def update_plan(
    db: AsyncSession, ctx: RequestContext, plan_id: uuid.UUID, body: PlanUpdate
) -> PlanWithItems:
    plan = await PlanRepository(db, ctx).get(plan_id, for_update=True)
    items = (await PlanItemRepository(db, ctx).of_plans([plan.id]))[plan.id]
    fields = body.model_dump(exclude_unset=True, exclude={"items"})
    terms = _changed_terms(plan, items, fields, body)
    if terms and await OpenSubscriptions(db, ctx).use_plan(plan.id):
        raise InvalidState(
            f"{', '.join(terms)} cannot change while open subscriptions use the plan; "
            "create a new plan, or change prices through price versions"
        )
    old_currency = plan.currency
    currency = fields.get("currency", old_currency)
    _check_interval(
        fields.get("interval", plan.interval), fields.get("interval_count", plan.interval_count)
    )
    timing = fields.get("billing_timing", plan.billing_timing)
    if body.items is not None:
        await _check_items(db, ctx, body.items, currency, timing)
    elif currency != old_currency:
        raise ValidationFailed(
            f"the plan's items are priced in {old_currency}; give items in {currency} "
            "in the same request",
            field=("currency",),
        )
    else:
        await metered.check_items_timing(db, ctx, [i.price_id for i in items], timing)
    for name in (
        "name",
        "description",
        "currency",
        "interval",
        "interval_count",
        "trial_days",
        "billing_timing",
    ):
        if name in fields:
            setattr(plan, name, fields[name])
    if "metadata" in fields:
        plan.metadata_ = fields["metadata"]
    dropped: list[uuid.UUID] = []
    if body.items is not None and "items" in terms:
        kept = {i.price_id for i in body.items}
        dropped = [i.price_id for i in items if i.price_id not in kept]
        await PlanItemRepository(db, ctx).remove_all(plan.id)
        items = _add_items(db, ctx, plan, body.items)
    if currency != old_currency and dropped:
        await staleness.flag_scheduled_versions(
            db,
            ctx,
            dropped,
            "currency_mismatch",
            f"plan {plan.id} now bills in {currency}; this {old_currency} price is no longer "
            "one of its items",
        )
    changed = sorted(set(body.model_fields_set) - {"active"})
    if changed:
        emit_event(
            db,
            ctx,
            "plan.updated",
            {"fields": changed},
            resource_type="plan",
            resource_id=plan.id,
        )
    if body.active is not None and body.active != plan.active:
        await _set_active(db, ctx, plan, items, body.active)
    await db.flush()
    return PlanWithItems(plan, items)


async def _set_active(
    db: AsyncSession, ctx: RequestContext, plan: Plan, items: Sequence[PlanItem], active: bool
) -> None:
    if active:
        for item in items:
            try:
                await usable_price(db, ctx, item.price_id, plan.currency, field=("items",))
            except ValidationFailed as exc:
                raise InvalidState(
                    f"the plan cannot be restored: {exc.detail}; replace its items"
                ) from None
    now = clock.wall_now()
    plan.active = active
    plan.archived_at = None if active else now
    emit_event(
        db,
        ctx,
        "plan.restored" if active else "plan.archived",
        {},
        resource_type="plan",
        resource_id=plan.id,
    )
