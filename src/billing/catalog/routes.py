"""HTTP routes of the catalog domain: products, prices and their version timelines, plans."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from fastapi import APIRouter, Query
from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import plans, prices, pricing, products, versions
from billing.catalog.lookups import PlanWithItems
from billing.catalog.prices import PriceView
from billing.catalog.repository import PLAN_FILTERS, PRICE_FILTERS, PRODUCT_FILTERS
from billing.catalog.schemas import (
    PlanCreate,
    PlanItemOut,
    PlanOut,
    PlanUpdate,
    PriceCreate,
    PriceOut,
    PriceUpdate,
    PriceVersionOut,
    ProductCreate,
    ProductOut,
    ProductUpdate,
    TierOut,
    TimelineOut,
    VersionCreate,
    VersionPublish,
    VersionReplace,
    VersionWarning,
)
from billing.catalog.versions import VersionView
from billing.models.catalog import Price, Product
from billing.models.tags import Tag
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import plain, unit_amount_out
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tags import service as tags
from billing.tags.schemas import TagRef

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["catalog"])

# --- response shaping ----------------------------------------------------------------------


def product_out(product: Product, product_tags: Sequence[Tag]) -> ProductOut:
    return ProductOut(
        id=product.id,
        name=product.name,
        description=product.description,
        tax_category_code=product.tax_category_code,
        metadata=product.metadata_,
        active=product.active,
        archived_at=product.archived_at,
        tags=[TagRef.model_validate(tag) for tag in product_tags],
        created_at=product.created_at,
        updated_at=product.updated_at,
    )


def version_out(view: VersionView) -> PriceVersionOut:
    version, currency = view.version, view.currency

    def amount(value: Decimal | None) -> Decimal | None:
        return None if value is None else unit_amount_out(value, currency)

    tiers = None
    if version.tiers is not None:
        tiers = [
            TierOut(
                up_to=None if t.up_to is None else plain(t.up_to),
                unit_amount=unit_amount_out(t.unit_amount, currency),
                flat_amount=amount(t.flat_amount),
            )
            for t in pricing.tiers_from_json(version.tiers)
        ]
    return PriceVersionOut(
        id=version.id,
        price_id=version.price_id,
        version=version.version,
        status=version.status,
        unit_amount=amount(version.unit_amount),
        tiers=tiers,
        effective_from=version.effective_from,
        effective_until=view.effective_until,
        warnings=[VersionWarning.model_validate(w) for w in version.warnings],
        published_at=version.published_at,
        activated_at=version.activated_at,
        reconfirmed_at=version.reconfirmed_at,
        archived_at=version.archived_at,
        archived_reason=version.archived_reason,
        created_at=version.created_at,
    )


def price_out(view: PriceView) -> PriceOut:
    price = view.price
    return PriceOut(
        id=price.id,
        product_id=price.product_id,
        currency=price.currency,
        pricing_model=price.pricing_model,
        tiers_mode=price.tiers_mode,
        nickname=price.nickname,
        metadata=price.metadata_,
        active=price.active,
        archived_at=price.archived_at,
        latest_version=price.latest_version,
        rate_table_id=price.rate_table_id,
        meter=price.meter,
        active_version=version_out(view.active_version) if view.active_version else None,
        created_at=price.created_at,
        updated_at=price.updated_at,
    )


def plan_out(found: PlanWithItems, plan_tags: Sequence[Tag]) -> PlanOut:
    plan = found.plan
    return PlanOut(
        id=plan.id,
        name=plan.name,
        description=plan.description,
        currency=plan.currency,
        interval=plan.interval,
        interval_count=plan.interval_count,
        trial_days=plan.trial_days,
        billing_timing=plan.billing_timing,
        items=[PlanItemOut(price_id=i.price_id, quantity=i.quantity) for i in found.items],
        metadata=plan.metadata_,
        active=plan.active,
        archived_at=plan.archived_at,
        tags=[TagRef.model_validate(tag) for tag in plan_tags],
        created_at=plan.created_at,
        updated_at=plan.updated_at,
    )


async def _product(db: AsyncSession, ctx: RequestContext, product: Product) -> dict[str, Any]:
    found = await tags.tags_of(db, ctx, "PRODUCT", [product.id])
    return {"data": product_out(product, found[product.id])}


async def _price(db: AsyncSession, ctx: RequestContext, price: Price) -> dict[str, Any]:
    return {"data": price_out((await prices.views(db, ctx, [price]))[0])}


async def _plan(db: AsyncSession, ctx: RequestContext, found: PlanWithItems) -> dict[str, Any]:
    plan_tags = await tags.tags_of(db, ctx, "PLAN", [found.plan.id])
    return {"data": plan_out(found, plan_tags[found.plan.id])}


# --- products ------------------------------------------------------------------------------


@router.get("/products", response_model=ListEnvelope[ProductOut])
async def list_products(
    query: ListQuery = ListParams(PRODUCT_FILTERS, "products"),
    ctx: RequestContext = Permission("products:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List products, newest first."""
    page = await products.list_products(db, ctx, query)
    found = await tags.tags_of(db, ctx, "PRODUCT", [p.id for p in page.items])
    return list_envelope([product_out(p, found[p.id]) for p in page.items], page)


@router.post("/products", response_model=Envelope[ProductOut], status_code=201)
async def create_product(
    body: ProductCreate,
    ctx: RequestContext = Permission("products:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a product."""
    return await _product(db, ctx, await products.create_product(db, ctx, body))


@router.get("/products/{product_id}", response_model=Envelope[ProductOut])
async def get_product(
    product_id: uuid.UUID,
    ctx: RequestContext = Permission("products:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a product."""
    return await _product(db, ctx, await products.get_product(db, ctx, product_id))


@router.patch("/products/{product_id}", response_model=Envelope[ProductOut])
async def update_product(
    product_id: uuid.UUID,
    body: ProductUpdate,
    ctx: RequestContext = Permission("products:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Update a product (merge-patch; `active: false` archives it, `true` restores it)."""
    return await _product(db, ctx, await products.update_product(db, ctx, product_id, body))


# --- prices --------------------------------------------------------------------------------


@router.get("/prices", response_model=ListEnvelope[PriceOut])
async def list_prices(
    query: ListQuery = ListParams(PRICE_FILTERS, "prices"),
    ctx: RequestContext = Permission("prices:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List prices, newest first, each with the version in force now."""
    page = await prices.list_prices(db, ctx, query)
    return list_envelope([price_out(v) for v in await prices.views(db, ctx, page.items)], page)


@router.post("/prices", response_model=Envelope[PriceOut], status_code=201)
async def create_price(
    body: PriceCreate,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a price and publish its version 1."""
    return await _price(db, ctx, await prices.create_price(db, ctx, body))


@router.get("/prices/{price_id}", response_model=Envelope[PriceOut])
async def get_price(
    price_id: uuid.UUID,
    ctx: RequestContext = Permission("prices:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a price with the version in force now."""
    return await _price(db, ctx, await prices.get_price(db, ctx, price_id))


@router.patch("/prices/{price_id}", response_model=Envelope[PriceOut])
async def update_price(
    price_id: uuid.UUID,
    body: PriceUpdate,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Update a price's nickname or metadata, archive it (`active: false`) or restore it."""
    return await _price(db, ctx, await prices.update_price(db, ctx, price_id, body))


@router.get("/prices/{price_id}/timeline", response_model=TimelineOut)
async def get_price_timeline(
    price_id: uuid.UUID,
    include: str | None = Query(
        None, description="`all` adds draft and archived versions to active and scheduled."
    ),
    ctx: RequestContext = Permission("prices:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a price's version timeline, ordered by effective_from."""
    found = await versions.get_timeline(db, ctx, price_id, include)
    return {"data": [version_out(v) for v in found]}


@router.post(
    "/prices/{price_id}/versions", response_model=Envelope[PriceVersionOut], status_code=201
)
async def create_price_version(
    price_id: uuid.UUID,
    body: VersionCreate,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a draft version of a price."""
    return {"data": version_out(await versions.create_draft(db, ctx, price_id, body))}


@router.get("/prices/{price_id}/versions/{version_id}", response_model=Envelope[PriceVersionOut])
async def get_price_version(
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    ctx: RequestContext = Permission("prices:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get one version of a price."""
    return {"data": version_out(await versions.get_version(db, ctx, price_id, version_id))}


@router.put("/prices/{price_id}/versions/{version_id}", response_model=Envelope[PriceVersionOut])
async def replace_price_version(
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    body: VersionReplace,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Replace the payload of a draft or scheduled version."""
    return {"data": version_out(await versions.replace(db, ctx, price_id, version_id, body))}


@router.post(
    "/prices/{price_id}/versions/{version_id}/publish", response_model=Envelope[PriceVersionOut]
)
async def publish_price_version(
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    body: VersionPublish | None = None,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Publish a draft: active if its effective_from has passed, else scheduled."""
    return {"data": version_out(await versions.publish(db, ctx, price_id, version_id, body))}


@router.post(
    "/prices/{price_id}/versions/{version_id}/reconfirm", response_model=Envelope[PriceVersionOut]
)
async def reconfirm_price_version(
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Reconfirm a scheduled version: clears its warnings."""
    return {"data": version_out(await versions.reconfirm(db, ctx, price_id, version_id))}


@router.post(
    "/prices/{price_id}/versions/{version_id}/discard", response_model=Envelope[PriceVersionOut]
)
async def discard_price_version(
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    ctx: RequestContext = Permission("prices:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Discard a draft (archived with reason `discarded`)."""
    return {"data": version_out(await versions.discard(db, ctx, price_id, version_id))}


# --- plans ---------------------------------------------------------------------------------


@router.get("/plans", response_model=ListEnvelope[PlanOut])
async def list_plans(
    query: ListQuery = ListParams(PLAN_FILTERS, "plans"),
    ctx: RequestContext = Permission("plans:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List plans, newest first, with their items."""
    page, items = await plans.list_plans(db, ctx, query)
    found = await tags.tags_of(db, ctx, "PLAN", [p.id for p in page.items])
    return list_envelope(
        [plan_out(PlanWithItems(p, items[p.id]), found[p.id]) for p in page.items], page
    )


@router.post("/plans", response_model=Envelope[PlanOut], status_code=201)
async def create_plan(
    body: PlanCreate,
    ctx: RequestContext = Permission("plans:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a plan with its items."""
    return await _plan(db, ctx, await plans.create_plan(db, ctx, body))


@router.get("/plans/{plan_id}", response_model=Envelope[PlanOut])
async def get_plan(
    plan_id: uuid.UUID,
    ctx: RequestContext = Permission("plans:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a plan with its items."""
    return await _plan(db, ctx, await plans.get_plan_with_items(db, ctx, plan_id))


@router.patch("/plans/{plan_id}", response_model=Envelope[PlanOut])
async def update_plan(
    plan_id: uuid.UUID,
    body: PlanUpdate,
    ctx: RequestContext = Permission("plans:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Update a plan (merge-patch; `items` replaces the list; `active: false` archives it)."""
    return await _plan(db, ctx, await plans.update_plan(db, ctx, plan_id, body))
