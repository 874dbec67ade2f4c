"""Reading products, prices and plans by id, and checking that a referenced one is usable.

These are the lookups other domains call (through `service`); this module depends on nothing
outside the catalog, so that domains which the catalog itself asks (subscriptions) can import
the catalog's service without an import cycle.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import timeline
from billing.catalog.repository import (
    PlanItemRepository,
    PlanRepository,
    PriceRepository,
    PriceVersionRepository,
    ProductRepository,
)
from billing.models.catalog import Plan, PlanItem, Price, PriceVersion, Product
from billing.platform.context import RequestContext
from billing.platform.errors import FieldPath, NotFound, ValidationFailed


@dataclass(frozen=True)
class PlanWithItems:
    plan: Plan
    items: list[PlanItem]
    """In the order they were given."""


async def get_product(
    db: AsyncSession, ctx: RequestContext, product_id: uuid.UUID, *, field: FieldPath | None = None
) -> Product:
    """The product; NotFound, or with a `field` (a reference in a request body) 422."""
    try:
        return await ProductRepository(db, ctx).get(product_id)
    except NotFound:
        if field is None:
            raise
        raise ValidationFailed(f"product {product_id} does not exist", field=field) from None


async def get_price(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, *, field: FieldPath | None = None
) -> Price:
    """The price; NotFound, or with a `field` (a reference in a request body) 422."""
    try:
        return await PriceRepository(db, ctx).get(price_id)
    except NotFound:
        if field is None:
            raise
        raise ValidationFailed(f"price {price_id} does not exist", field=field) from None


@dataclass(frozen=True)
class PriceBook:
    """Prices with their products and versions, read together for billing (`price_book`)."""

    prices: dict[uuid.UUID, Price]
    products: dict[uuid.UUID, Product]
    versions: dict[uuid.UUID, list[PriceVersion]]
    """Each price's versions in timeline order."""

    def price(self, price_id: uuid.UUID) -> Price:
        if price_id not in self.prices:
            raise NotFound(f"price {price_id} was not found")
        return self.prices[price_id]

    def product(self, product_id: uuid.UUID) -> Product:
        if product_id not in self.products:
            raise NotFound(f"product {product_id} was not found")
        return self.products[product_id]

    def version_in_force(self, price_id: uuid.UUID, at: datetime) -> PriceVersion | None:
        """What `activation.version_in_force` answers, from the versions read."""
        return timeline.in_force(self.versions.get(self.price(price_id).id, []), at)


async def price_book(
    db: AsyncSession, ctx: RequestContext, price_ids: Sequence[uuid.UUID]
) -> PriceBook:
    """The prices, their products and all their versions in three queries, however many prices
    an invoice bills."""
    prices = await PriceRepository(db, ctx).many(price_ids)
    products = await ProductRepository(db, ctx).many(p.product_id for p in prices.values())
    versions: dict[uuid.UUID, list[PriceVersion]] = {price_id: [] for price_id in prices}
    for version in sorted(
        await PriceVersionRepository(db, ctx).of_prices(list(prices)), key=_timeline_order
    ):
        versions[version.price_id].append(version)
    return PriceBook(prices, products, versions)


def _timeline_order(version: PriceVersion) -> tuple[bool, datetime, int]:
    """The order of `PriceVersionRepository.of_price`: by effective_from (drafts without one
    last), then by number."""
    starts = version.effective_from
    return (starts is None, starts or datetime.min.replace(tzinfo=UTC), version.version)


async def active_prices_of_product(
    db: AsyncSession, ctx: RequestContext, product_id: uuid.UUID, currency: str
) -> list[Price]:
    """The product's prices in `currency` that are not archived, oldest first (an invoice line
    naming only the product bills the single one)."""
    return await PriceRepository(db, ctx).active_of_product(product_id, currency)


async def tax_categories_of_products(
    db: AsyncSession, ctx: RequestContext, product_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, str]:
    """Each product's EN 16931 tax category, in one query (invoice VAT resolution)."""
    return await ProductRepository(db, ctx).tax_categories(product_ids)


async def usable_price(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, currency: str, *, field: FieldPath
) -> Price:
    """A price that may be added to a plan or a subscription billed in `currency`: it exists,
    neither it nor its product is archived, and it is in that currency (else 422 at `field`)."""
    price = await get_price(db, ctx, price_id, field=field)
    if not price.active:
        raise ValidationFailed(f"price {price_id} is archived", field=field)
    product = await get_product(db, ctx, price.product_id)
    if not product.active:
        raise ValidationFailed(f"the product of price {price_id} is archived", field=field)
    if price.currency != currency:
        raise ValidationFailed(
            f"price {price_id} is in {price.currency}, not {currency}", field=field
        )
    return price


async def get_plan_with_items(
    db: AsyncSession, ctx: RequestContext, plan_id: uuid.UUID, *, field: FieldPath | None = None
) -> PlanWithItems:
    """The plan and its items; NotFound, or with a `field` (a reference in a body) 422."""
    try:
        plan = await PlanRepository(db, ctx).get(plan_id)
    except NotFound:
        if field is None:
            raise
        raise ValidationFailed(f"plan {plan_id} does not exist", field=field) from None
    items = await PlanItemRepository(db, ctx).of_plans([plan.id])
    return PlanWithItems(plan, items[plan.id])


async def plans_with_items(
    db: AsyncSession, ctx: RequestContext, plan_ids: Iterable[uuid.UUID]
) -> dict[uuid.UUID, PlanWithItems]:
    """`get_plan_with_items` of many plans in two queries, by id (unknown ids left out)."""
    plans = await PlanRepository(db, ctx).many(plan_ids)
    items = await PlanItemRepository(db, ctx).of_plans(list(plans))
    return {plan_id: PlanWithItems(plan, items[plan_id]) for plan_id, plan in plans.items()}


async def usable_plan(
    db: AsyncSession, ctx: RequestContext, plan_id: uuid.UUID, *, field: FieldPath
) -> PlanWithItems:
    """A plan a new subscription may use: it exists and is not archived (else 422)."""
    found = await get_plan_with_items(db, ctx, plan_id, field=field)
    if not found.plan.active:
        raise ValidationFailed(f"plan {plan_id} is archived", field=field)
    return found
