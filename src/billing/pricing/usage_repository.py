"""SQL of meters and usage events, tenant-scoped; the bulk insert skips event ids taken."""

from __future__ import annotations

import uuid
from collections.abc import Collection
from datetime import datetime
from typing import Any

from sqlalchemy import Result, Row, and_, or_, select
from sqlalchemy.dialects import postgresql, sqlite

from billing.models.customer import Customer
from billing.models.pricing import Meter, UsageEvent
from billing.models.subscription import Subscription
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

_MOMENTS = frozenset({"eq", "gt", "gte", "lt", "lte"})

METER_FILTERS = FilterSpec(
    {"key": Field(Meter.key), "aggregation": Field(Meter.aggregation)},
)
USAGE_FILTERS = FilterSpec(
    {
        "customer_id": Field(UsageEvent.customer_id, kind="uuid"),
        "subscription_id": Field(UsageEvent.subscription_id, kind="uuid"),
        "timestamp": Field(UsageEvent.timestamp, kind="datetime", ops=_MOMENTS),
    },
    extra_params=frozenset({"meter"}),
)


class MeterRepository(WorkspaceRepository[Meter]):
    model = Meter

    async def page(self, query: ListQuery) -> Page[Meter]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(Meter.created_at, Meter.id)
        )

    async def by_keys(self, keys: Collection[str]) -> dict[str, Meter]:
        rows = await self.session.scalars(self.scoped().where(Meter.key.in_(keys)))
        return {meter.key: meter for meter in rows}

    async def key_taken(self, key: str) -> bool:
        stmt = select(self.scoped().where(Meter.key == key).exists())
        return bool((await self.session.execute(stmt)).scalar_one())


class UsageEventRepository(WorkspaceRepository[UsageEvent]):
    model = UsageEvent

    async def page(self, query: ListQuery, meter_id: uuid.UUID | None) -> Page[UsageEvent]:
        stmt = self.scoped()
        if meter_id is not None:
            stmt = stmt.where(UsageEvent.meter_id == meter_id)
        return await fetch_page(
            self.session, stmt, query, keys=(UsageEvent.created_at, UsageEvent.id)
        )

    async def taken_event_ids(self, event_ids: Collection[str]) -> set[str]:
        stmt = select(UsageEvent.event_id).where(
            *self.scope(UsageEvent), UsageEvent.event_id.in_(event_ids)
        )
        return set((await self.session.scalars(stmt)).all())

    async def customers_of(
        self, customer_ids: Collection[uuid.UUID], subscription_ids: Collection[uuid.UUID]
    ) -> tuple[set[uuid.UUID], dict[uuid.UUID, uuid.UUID]]:
        """The customers that exist here, and each existing subscription's customer."""
        customers = set(
            (
                await self.session.scalars(
                    select(Customer.id).where(*self.scope(Customer), Customer.id.in_(customer_ids))
                )
            ).all()
        )
        rows = await self.session.execute(
            select(Subscription.id, Subscription.customer_id).where(
                *self.scope(Subscription), Subscription.id.in_(subscription_ids)
            )
        )
        return customers, {row.id: row.customer_id for row in rows}

    async def insert_new(self, rows: list[dict[str, Any]]) -> int:
        """One INSERT of every row (compiled once, the rows sent as multi-row VALUES by
        executemany), skipping those whose event id the workspace already holds (a concurrent
        batch may have taken it since it was read); returns how many landed."""
        if not rows:
            return 0
        dialect = self.session.get_bind().dialect.name
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        tenant = {
            "organization_id": self.ctx.organization_id,
            "workspace_id": self.ctx.workspace_id,
        }
        stmt = (
            insert(UsageEvent)
            .on_conflict_do_nothing(index_elements=[UsageEvent.workspace_id, UsageEvent.event_id])
            .returning(UsageEvent.id)
        )
        landed = await self.session.execute(stmt, [{**row, **tenant} for row in rows])
        return len(landed.all())

    async def in_span(
        self,
        meter_ids: Collection[uuid.UUID],
        customer_ids: Collection[uuid.UUID],
        start: datetime,
        end: datetime,
    ) -> list[Row[Any]]:
        """The events of these meters and customers stamped or received in [start, end): what
        the periods of that span aggregate, for any number of subscriptions, in one query."""
        stmt = select(
            UsageEvent.event_id,
            UsageEvent.meter_id,
            UsageEvent.customer_id,
            UsageEvent.subscription_id,
            UsageEvent.quantity,
            UsageEvent.timestamp,
            UsageEvent.created_at,
        ).where(
            *self.scope(UsageEvent),
            UsageEvent.meter_id.in_(meter_ids),
            UsageEvent.customer_id.in_(customer_ids),
            or_(
                and_(UsageEvent.timestamp >= start, UsageEvent.timestamp < end),
                and_(UsageEvent.created_at >= start, UsageEvent.created_at < end),
            ),
        )
        result: Result[Any] = await self.session.execute(stmt)
        return list(result.all())
