"""SQL of rate tables, their versions and the formula versions they pin, tenant-scoped."""

from __future__ import annotations

import uuid
from collections.abc import Collection
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, exists, func, select
from sqlalchemy.orm import aliased

from billing.models.rate_tables import RateTable, RateTableFormulaRef, RateTableVersion
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

RATE_TABLE_FILTERS = FilterSpec(
    {
        "name": Field(RateTable.name, ops=frozenset({"eq", "contains"})),
        "currency": Field(RateTable.currency),
    }
)


class RateTableRepository(WorkspaceRepository[RateTable]):
    model = RateTable

    async def page(self, query: ListQuery) -> Page[RateTable]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(RateTable.created_at, RateTable.id)
        )


class RateTableVersionRepository(WorkspaceRepository[RateTableVersion]):
    model = RateTableVersion

    async def of_tables(
        self, table_ids: Collection[uuid.UUID]
    ) -> dict[uuid.UUID, list[RateTableVersion]]:
        """Each table's versions, oldest first, in one query."""
        found: dict[uuid.UUID, list[RateTableVersion]] = {table_id: [] for table_id in table_ids}
        if not table_ids:
            return found
        stmt = self.scoped().where(RateTableVersion.rate_table_id.in_(table_ids))
        for version in await self.session.scalars(stmt.order_by(RateTableVersion.version)):
            found[version.rate_table_id].append(version)
        return found


class RateTableFormulaRefRepository(WorkspaceRepository[RateTableFormulaRef]):
    model = RateTableFormulaRef

    def _pinning(self, formula_id: uuid.UUID, version: int | None) -> list[ColumnElement[bool]]:
        found = [*self.scope(RateTableFormulaRef), RateTableFormulaRef.formula_id == formula_id]
        if version is not None:
            found.append(RateTableFormulaRef.formula_version == version)
        return found

    def _not_superseded(self, now: datetime) -> ColumnElement[bool]:
        """No later version of the same table has taken effect by `now`."""
        later = aliased(RateTableVersion)
        return ~exists().where(
            later.rate_table_id == RateTableFormulaRef.rate_table_id,
            later.effective_from > RateTableFormulaRef.effective_from,
            later.effective_from <= now,
        )

    async def count(
        self, formula_id: uuid.UUID, version: int | None, *, active_at: datetime | None
    ) -> int:
        """Rate-table versions pinning the formula (a version of it, or any); with
        `active_at`, only those not superseded then."""
        where = self._pinning(formula_id, version)
        if active_at is not None:
            where.append(self._not_superseded(active_at))
        stmt = select(func.count(func.distinct(RateTableFormulaRef.version_id))).where(*where)
        return int((await self.session.execute(stmt)).scalar_one())

    async def page(
        self, formula_id: uuid.UUID, version: int, limit: int, offset: int
    ) -> list[RateTableVersion]:
        """The versions pinning the formula version, oldest first."""
        pinning = select(RateTableFormulaRef.version_id).where(*self._pinning(formula_id, version))
        stmt: Select[Any] = (
            self.scoped_versions()
            .where(and_(RateTableVersion.id.in_(pinning)))
            .order_by(RateTableVersion.created_at, RateTableVersion.id)
            .limit(limit)
            .offset(offset)
        )
        return list((await self.session.scalars(stmt)).all())

    def scoped_versions(self) -> Select[Any]:
        return select(RateTableVersion).where(*self.scope(RateTableVersion))
