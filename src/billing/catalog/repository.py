"""SQL of the catalog domain: products, prices, price versions, plans and their items."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, delete, exists, select, update

from billing.catalog.timeline import ACTIVE, SCHEDULED
from billing.models.catalog import Plan, PlanItem, Price, PriceVersion, Product
from billing.models.subscription import OPEN_STATUSES, Subscription, SubscriptionAddOn
from billing.models.tags import tag_filter
from billing.platform.errors import NotFound
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

_TIME_OPS = frozenset({"eq", "gt", "gte", "lt", "lte"})
_TEXT_OPS = frozenset({"eq", "contains"})

PRODUCT_FILTERS = FilterSpec(
    {
        "name": Field(Product.name, ops=_TEXT_OPS),
        "active": Field(Product.active, kind="bool", countable=True),
        "tax_category_code": Field(
            Product.tax_category_code,
            choices=frozenset({"S", "Z", "E", "AE", "K", "G", "O", "L", "M"}),
            countable=True,
        ),
        "created_at": Field(Product.created_at, kind="datetime", ops=_TIME_OPS),
        "tag": tag_filter("PRODUCT", Product.id),
    }
)

PRICE_FILTERS = FilterSpec(
    {
        "product_id": Field(Price.product_id, kind="uuid"),
        "currency": Field(Price.currency, countable=True),
        "active": Field(Price.active, kind="bool", countable=True),
        "pricing_model": Field(
            Price.pricing_model,
            choices=frozenset({"flat", "per_unit", "tiered"}),
            countable=True,
        ),
        "created_at": Field(Price.created_at, kind="datetime", ops=_TIME_OPS),
    }
)

PLAN_FILTERS = FilterSpec(
    {
        "name": Field(Plan.name, ops=_TEXT_OPS),
        "currency": Field(Plan.currency, countable=True),
        "interval": Field(
            Plan.interval, choices=frozenset({"day", "week", "month", "year"}), countable=True
        ),
        "active": Field(Plan.active, kind="bool", countable=True),
        "created_at": Field(Plan.created_at, kind="datetime", ops=_TIME_OPS),
        "tag": tag_filter("PLAN", Plan.id),
    }
)


class ProductRepository(WorkspaceRepository[Product]):
    model = Product

    async def page(self, query: ListQuery) -> Page[Product]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(Product.created_at, Product.id)
        )

    async def tax_categories(self, product_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, str]:
        if not product_ids:
            return {}
        stmt = (
            self.scoped()
            .with_only_columns(Product.id, Product.tax_category_code)
            .where(Product.id.in_(set(product_ids)))
        )
        return {row.id: row.tax_category_code for row in await self.session.execute(stmt)}


class PriceRepository(WorkspaceRepository[Price]):
    model = Price

    async def page(self, query: ListQuery) -> Page[Price]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(Price.created_at, Price.id)
        )

    async def next_version_number(self, price_id: uuid.UUID) -> int:
        """One conditional UPDATE: the row lock it takes makes concurrent allocations queue,
        so no two versions of a price ever get the same number."""
        stmt = (
            update(Price)
            .where(*self.tenant_filter(), Price.id == price_id)
            .values(latest_version=Price.latest_version + 1)
            .returning(Price.latest_version)
            .execution_options(synchronize_session="fetch")
        )
        return int((await self.session.execute(stmt)).scalar_one())

    async def lock_many(self, price_ids: Sequence[uuid.UUID]) -> list[Price]:
        """Row locks in id order (every multi-price writer uses this order: no deadlocks)."""
        if not price_ids:
            return []
        stmt = (
            self.scoped()
            .where(Price.id.in_(sorted(set(price_ids))))
            .order_by(Price.id)
            .with_for_update()
        )
        return list((await self.session.execute(stmt)).scalars())

    async def ids_of_product(self, product_id: uuid.UUID) -> list[uuid.UUID]:
        stmt = self.scoped().with_only_columns(Price.id).where(Price.product_id == product_id)
        return list((await self.session.execute(stmt)).scalars())

    async def active_of_product(self, product_id: uuid.UUID, currency: str) -> list[Price]:
        stmt = (
            self.scoped()
            .where(
                Price.product_id == product_id, Price.currency == currency, Price.active.is_(True)
            )
            .order_by(Price.created_at, Price.id)
        )
        return list((await self.session.execute(stmt)).scalars())


class PriceVersionRepository(WorkspaceRepository[PriceVersion]):
    model = PriceVersion

    async def get_of_price(self, price_id: uuid.UUID, version_id: uuid.UUID) -> PriceVersion:
        """The version, or NotFound when it belongs to another price (or tenant)."""
        version = await self.find(version_id)
        if version is None or version.price_id != price_id:
            raise NotFound(f"price version {version_id} of price {price_id} was not found")
        return version

    async def of_price(self, price_id: uuid.UUID) -> list[PriceVersion]:
        """Every version of the price, in timeline order (drafts without a date last)."""
        stmt = (
            self.scoped()
            .where(PriceVersion.price_id == price_id)
            .order_by(
                PriceVersion.effective_from.is_(None),
                PriceVersion.effective_from,
                PriceVersion.version,
            )
        )
        return list((await self.session.execute(stmt)).scalars())

    async def live_of_prices(self, price_ids: Sequence[uuid.UUID]) -> list[PriceVersion]:
        """The active and scheduled versions of several prices (what `active_version` needs)."""
        if not price_ids:
            return []
        stmt = self.scoped().where(
            PriceVersion.price_id.in_(set(price_ids)),
            PriceVersion.status.in_((ACTIVE, SCHEDULED)),
        )
        return list((await self.session.execute(stmt)).scalars())

    async def of_prices(self, price_ids: Sequence[uuid.UUID]) -> list[PriceVersion]:
        """Every version of several prices (in no particular order)."""
        if not price_ids:
            return []
        stmt = self.scoped().where(PriceVersion.price_id.in_(set(price_ids)))
        return list((await self.session.execute(stmt)).scalars())

    async def scheduled_of_prices(self, price_ids: Sequence[uuid.UUID]) -> list[PriceVersion]:
        if not price_ids:
            return []
        stmt = (
            self.scoped()
            .where(PriceVersion.price_id.in_(set(price_ids)), PriceVersion.status == SCHEDULED)
            .order_by(PriceVersion.price_id, PriceVersion.version)
        )
        return list((await self.session.execute(stmt)).scalars())


class PlanRepository(WorkspaceRepository[Plan]):
    model = Plan

    async def page(self, query: ListQuery) -> Page[Plan]:
        return await fetch_page(self.session, self.scoped(), query, keys=(Plan.created_at, Plan.id))

    async def using_price(self, price_id: uuid.UUID) -> list[Plan]:
        """The plans (active or archived) that have the price among their items."""
        items = select(PlanItem.plan_id).where(*self.scope(PlanItem), PlanItem.price_id == price_id)
        stmt = self.scoped().where(Plan.id.in_(items))
        return list((await self.session.execute(stmt)).scalars())


class PlanItemRepository(WorkspaceRepository[PlanItem]):
    model = PlanItem

    async def of_plans(self, plan_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, list[PlanItem]]:
        found: dict[uuid.UUID, list[PlanItem]] = {plan_id: [] for plan_id in plan_ids}
        if not plan_ids:
            return found
        stmt = (
            self.scoped()
            .where(PlanItem.plan_id.in_(set(plan_ids)))
            .order_by(PlanItem.plan_id, PlanItem.position)
        )
        for item in (await self.session.execute(stmt)).scalars():
            found[item.plan_id].append(item)
        return found

    async def remove_all(self, plan_id: uuid.UUID) -> None:
        """The plan's items, before a replacement list is added (rows, not resources)."""
        await self.session.execute(
            delete(PlanItem)
            .where(*self.tenant_filter(), PlanItem.plan_id == plan_id)
            .execution_options(synchronize_session=False)
        )


class OpenSubscriptions(WorkspaceRepository[Subscription]):
    """Whether open subscriptions use a plan or carry a price as an add-on. Read here rather
    than through the subscriptions service, which depends on this domain (a call back would be
    a cycle)."""

    model = Subscription

    async def use_plan(self, plan_id: uuid.UUID) -> bool:
        stmt = self._open().where(Subscription.plan_id == plan_id)
        return bool(await self.session.scalar(select(stmt.exists())))

    async def carry_add_on(self, price_id: uuid.UUID) -> bool:
        stmt = self._open().where(
            exists().where(
                SubscriptionAddOn.subscription_id == Subscription.id,
                SubscriptionAddOn.price_id == price_id,
            )
        )
        return bool(await self.session.scalar(select(stmt.exists())))

    def _open(self) -> Select[Any]:
        return self.scoped().where(Subscription.status.in_(OPEN_STATUSES))
