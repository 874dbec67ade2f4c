"""What other domains ask of the catalog (subscriptions, invoices, promotions, segments).

The catalog's own rules live in its sub-capability modules (`products`, `prices`, `versions`,
`activation`, `plans`); this module is the surface other domains import. It imports only
modules that do not call other domains, so a domain the catalog asks (subscriptions) may
import it at module level without a cycle.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import pricing, timeline
from billing.catalog.activation import version_in_force
from billing.catalog.lookups import (
    PlanWithItems,
    PriceBook,
    active_prices_of_product,
    get_plan_with_items,
    get_price,
    get_product,
    plans_with_items,
    price_book,
    tax_categories_of_products,
    usable_plan,
    usable_price,
)
from billing.catalog.metered import refuse_metered_add_on
from billing.catalog.repository import PriceVersionRepository
from billing.models.catalog import Price, PriceVersion
from billing.platform.context import RequestContext

__all__ = [
    "PlanWithItems",
    "PriceBook",
    "active_prices_of_product",
    "amount_for",
    "first_effective_from",
    "get_plan_with_items",
    "get_price",
    "get_price_version",
    "get_product",
    "plans_with_items",
    "price_book",
    "refuse_metered_add_on",
    "tax_categories_of_products",
    "usable_plan",
    "usable_price",
    "version_in_force",
]


def amount_for(price: Price, version: PriceVersion, quantity: Decimal) -> Decimal:
    """What `quantity` units cost for one period at this version, unrounded (the invoice
    pipeline rounds line amounts)."""
    rate = pricing.Rate(
        pricing_model=price.pricing_model,
        tiers_mode=price.tiers_mode,
        unit_amount=version.unit_amount,
        tiers=pricing.tiers_from_json(version.tiers or []),
    )
    return pricing.amount(rate, quantity)


async def get_price_version(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, version_id: uuid.UUID
) -> PriceVersion:
    """A version of the price, whatever its status (an invoice line pins the one it billed);
    NotFound when it belongs to another price or tenant."""
    return await PriceVersionRepository(db, ctx).get_of_price(price_id, version_id)


async def first_effective_from(
    db: AsyncSession, ctx: RequestContext, price_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, datetime | None]:
    """When each price's first published version takes effect (None: it has none): before
    that instant no version of it is in force, so no period ending by then can be billed."""
    first: dict[uuid.UUID, datetime | None] = dict.fromkeys(price_ids)
    for version in await PriceVersionRepository(db, ctx).of_prices(price_ids):
        starts = version.effective_from
        if not timeline.is_published(version) or starts is None:
            continue
        known = first.get(version.price_id)
        if known is None or starts < known:
            first[version.price_id] = starts
    return first
