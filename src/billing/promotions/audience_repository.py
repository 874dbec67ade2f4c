"""SQL of audiences: the customers of the workspace (not deleted) that an audience matches."""

from __future__ import annotations

import uuid
from collections.abc import Collection
from typing import Any

from sqlalchemy import Select, func, select

from billing.models.customer import Customer
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository


class AudienceRepository(WorkspaceRepository[Customer]):
    """`ids` None is every customer; otherwise the customers among `ids`."""

    model = Customer

    def matching(self, ids: Collection[uuid.UUID] | None) -> Select[Any]:
        stmt = self.scoped().where(Customer.deleted_at.is_(None))
        return stmt if ids is None else stmt.where(Customer.id.in_(set(ids)))

    async def page(self, ids: Collection[uuid.UUID] | None, query: ListQuery) -> Page[Customer]:
        """Newest customer first."""
        keys = (Customer.created_at, Customer.id)
        return await fetch_page(self.session, self.matching(ids), query, keys=keys)

    async def count(self, ids: Collection[uuid.UUID] | None) -> int:
        subquery = self.matching(ids).subquery()
        return int(await self.session.scalar(select(func.count()).select_from(subquery)) or 0)

    async def ids(self, ids: Collection[uuid.UUID] | None) -> list[uuid.UUID]:
        """Oldest customer first."""
        stmt = self.matching(ids).with_only_columns(Customer.id)
        stmt = stmt.order_by(Customer.created_at, Customer.id)
        return list((await self.session.scalars(stmt)).all())
