"""Products: what is sold, with its default VAT category.

Archiving is soft and always allowed: plans and subscriptions that already use the product's
prices keep billing them (and their versions can still change, for the customers who keep
paying them), but no new price is created for an archived product and its prices are not added
to plans or subscriptions any more. Scheduled versions of its prices are flagged.
"""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import staleness
from billing.catalog.lookups import get_product
from billing.catalog.repository import PriceRepository, ProductRepository
from billing.catalog.schemas import ProductCreate, ProductUpdate
from billing.models.catalog import Product
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page

__all__ = ["create_product", "get_product", "list_products", "update_product"]


async def create_product(db: AsyncSession, ctx: RequestContext, body: ProductCreate) -> Product:
    product = ProductRepository(db, ctx).add(
        Product(
            name=body.name,
            description=body.description,
            tax_category_code=body.tax_category_code,
            metadata_=body.metadata,
            active=True,
        )
    )
    await db.flush()
    emit_event(
        db,
        ctx,
        "product.created",
        {"name": product.name},
        resource_type="product",
        resource_id=product.id,
    )
    return product


async def list_products(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[Product]:
    return await ProductRepository(db, ctx).page(query)


async def update_product(
    db: AsyncSession, ctx: RequestContext, product_id: uuid.UUID, body: ProductUpdate
) -> Product:
    product = await ProductRepository(db, ctx).get(product_id, for_update=True)
    fields = body.model_dump(exclude_unset=True)
    price_ids = await PriceRepository(db, ctx).ids_of_product(product.id)
    old_category = product.tax_category_code
    for name in ("name", "description", "tax_category_code"):
        if name in fields:
            setattr(product, name, fields[name])
    if "metadata" in fields:
        product.metadata_ = fields["metadata"]
    changed = sorted(set(fields) - {"active"})
    if changed:
        emit_event(
            db,
            ctx,
            "product.updated",
            {"fields": changed},
            resource_type="product",
            resource_id=product.id,
        )
    if product.tax_category_code != old_category:
        await staleness.flag_scheduled_versions(
            db,
            ctx,
            price_ids,
            "product_tax_category_changed",
            f"the product's tax category changed from {old_category} to "
            f"{product.tax_category_code}",
        )
    if "active" in fields and fields["active"] != product.active:
        await _set_active(db, ctx, product, fields["active"], price_ids)
    await db.flush()
    return product


async def _set_active(
    db: AsyncSession,
    ctx: RequestContext,
    product: Product,
    active: bool,
    price_ids: list[uuid.UUID],
) -> None:
    now = clock.wall_now()
    product.active = active
    product.archived_at = None if active else now
    emit_event(
        db,
        ctx,
        "product.restored" if active else "product.archived",
        {},
        resource_type="product",
        resource_id=product.id,
    )
    if not active:
        await staleness.flag_scheduled_versions(
            db, ctx, price_ids, "product_archived", f"the product {product.name!r} was archived"
        )
