"""Prices: what a product costs per billing period in one currency; amounts live in versions.

Creating a price publishes its version 1, active from `effective_from` (default now); a future
effective_from makes version 1 `scheduled`, and the price has no version in force before it.
Archiving a price is refused while an active plan (or an archived one that open subscriptions
still use) has it among its items, or an open subscription carries it as an add-on.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import activation, metered, pricing, staleness, timeline
from billing.catalog.lookups import get_price, get_product
from billing.catalog.repository import (
    OpenSubscriptions,
    PlanRepository,
    PriceRepository,
    PriceVersionRepository,
)
from billing.catalog.schemas import PriceCreate, PriceUpdate
from billing.catalog.versions import (
    VersionView,
    check_backdate,
    check_payload,
    new_version,
    to_tiers,
)
from billing.models.catalog import Price, PriceVersion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, Referenced, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page

__all__ = ["create_price", "get_price", "list_prices", "update_price", "views"]


@dataclass(frozen=True)
class PriceView:
    price: Price
    active_version: VersionView | None
    """The version in force now."""


async def create_price(db: AsyncSession, ctx: RequestContext, body: PriceCreate) -> Price:
    product = await get_product(db, ctx, body.product_id, field=("product_id",))
    if not product.active:
        raise ValidationFailed(
            "the product is archived; restore it to add prices", field=("product_id",)
        )
    implied = "tiered" if body.tiers is not None and body.unit_amount is None else "per_unit"
    model = body.pricing_model or implied
    if model != "tiered" and body.tiers_mode is not None:
        raise ValidationFailed("tiers_mode applies to tiered prices only", field=("tiers_mode",))
    tiers_mode = (body.tiers_mode or pricing.DEFAULT_TIERS_MODE) if model == "tiered" else None
    tiers = to_tiers(body.tiers)
    check_payload(model, body.currency, body.unit_amount, tiers)
    await metered.check_metering(db, ctx, model, body)
    await check_backdate(db, ctx, body.effective_from)
    now = clock.wall_now()
    price = PriceRepository(db, ctx).add(
        Price(
            product_id=product.id,
            currency=body.currency,
            pricing_model=model,
            tiers_mode=tiers_mode,
            nickname=body.nickname,
            metadata_=body.metadata,
            active=True,
            latest_version=1,
            rate_table_id=body.rate_table_id,
            meter=body.meter,
        )
    )
    await db.flush()
    emit_event(
        db,
        ctx,
        "price.created",
        {"product_id": str(product.id), "currency": price.currency, "pricing_model": model},
        resource_type="price",
        resource_id=price.id,
    )
    first = PriceVersionRepository(db, ctx).add(
        new_version(price, 1, body.unit_amount, tiers, body.effective_from)
    )
    await db.flush()
    await activation.publish(db, ctx, first, body.effective_from or now)
    return price


async def list_prices(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[Price]:
    return await PriceRepository(db, ctx).page(query)


async def update_price(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, body: PriceUpdate
) -> Price:
    price = await PriceRepository(db, ctx).get(price_id, for_update=True)
    fields = body.model_dump(exclude_unset=True)
    if "nickname" in fields:
        price.nickname = fields["nickname"]
    if "metadata" in fields:
        price.metadata_ = fields["metadata"]
    changed = sorted(set(fields) - {"active"})
    if changed:
        emit_event(
            db,
            ctx,
            "price.updated",
            {"fields": changed},
            resource_type="price",
            resource_id=price.id,
        )
    if "active" in fields and fields["active"] != price.active:
        if fields["active"]:
            await _restore(db, ctx, price)
        else:
            await _archive(db, ctx, price)
    await db.flush()
    return price


async def _archive(db: AsyncSession, ctx: RequestContext, price: Price) -> None:
    for plan in await PlanRepository(db, ctx).using_price(price.id):
        if plan.active:
            raise Referenced(f"the price is an item of the active plan {plan.id}")
        if await OpenSubscriptions(db, ctx).use_plan(plan.id):
            raise Referenced(
                f"the price is an item of plan {plan.id}, which open subscriptions use"
            )
    if await OpenSubscriptions(db, ctx).carry_add_on(price.id):
        raise Referenced("the price is an add-on of an open subscription")
    now = clock.wall_now()
    price.active = False
    price.archived_at = now
    emit_event(db, ctx, "price.archived", {}, resource_type="price", resource_id=price.id)
    await staleness.flag_scheduled_versions(
        db, ctx, [price.id], "price_archived", "the price was archived"
    )


async def _restore(db: AsyncSession, ctx: RequestContext, price: Price) -> None:
    product = await get_product(db, ctx, price.product_id)
    if not product.active:
        raise InvalidState("the price's product is archived; restore the product first")
    price.active = True
    price.archived_at = None
    emit_event(db, ctx, "price.restored", {}, resource_type="price", resource_id=price.id)


async def views(db: AsyncSession, ctx: RequestContext, prices: Sequence[Price]) -> list[PriceView]:
    """Each price with the version in force now, in one query (the version in force now is
    active or, while the worker catches up, scheduled; never superseded)."""
    moment = clock.wall_now()
    live = await PriceVersionRepository(db, ctx).live_of_prices([p.id for p in prices])
    by_price: dict[uuid.UUID, list[PriceVersion]] = {}
    for version in live:
        by_price.setdefault(version.price_id, []).append(version)
    found: list[PriceView] = []
    for price in prices:
        own = by_price.get(price.id, [])
        current = timeline.in_force(own, moment)
        until = timeline.effective_until(own)
        found.append(
            PriceView(
                price,
                VersionView(current, price.currency, until.get(current.id)) if current else None,
            )
        )
    return found
