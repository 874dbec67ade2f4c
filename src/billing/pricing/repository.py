"""SQL of the pricing domain: price formulas and their versions, tenant-scoped."""

from __future__ import annotations

import uuid
from collections.abc import Collection
from typing import Any

from sqlalchemy import Select, tuple_

from billing.models.pricing import PriceFormula, PriceFormulaVersion
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository
from billing.pricing.states import ARCHIVED_REASONS

_MOMENTS = frozenset({"eq", "gt", "gte", "lt", "lte"})

FORMULA_FILTERS = FilterSpec(
    {
        "name": Field(PriceFormula.name, ops=frozenset({"eq", "contains"})),
        "created_at": Field(PriceFormula.created_at, kind="datetime", ops=_MOMENTS),
        "updated_at": Field(PriceFormula.updated_at, kind="datetime", ops=_MOMENTS),
    }
)
VERSION_FILTERS = FilterSpec(
    {
        "archived_reason": Field(
            PriceFormulaVersion.archived_reason, choices=frozenset(ARCHIVED_REASONS)
        )
    },
    extra_params=frozenset({"status"}),
)


class PriceFormulaRepository(WorkspaceRepository[PriceFormula]):
    model = PriceFormula

    def scoped(self) -> Select[Any]:
        return super().scoped().where(PriceFormula.deleted_at.is_(None))

    async def page(self, query: ListQuery) -> Page[PriceFormula]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(PriceFormula.created_at, PriceFormula.id)
        )


class PriceFormulaVersionRepository(WorkspaceRepository[PriceFormulaVersion]):
    model = PriceFormulaVersion

    async def numbered(self, formula_id: uuid.UUID, version: int) -> PriceFormulaVersion | None:
        stmt = self.scoped().where(
            PriceFormulaVersion.formula_id == formula_id, PriceFormulaVersion.version == version
        )
        found: PriceFormulaVersion | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def of_pairs(
        self, pairs: Collection[tuple[uuid.UUID, int]]
    ) -> dict[tuple[uuid.UUID, int], PriceFormulaVersion]:
        """The versions of these (formula id, version number) pairs that exist, in one query."""
        if not pairs:
            return {}
        stmt = self.scoped().where(
            tuple_(PriceFormulaVersion.formula_id, PriceFormulaVersion.version).in_(list(pairs))
        )
        return {(v.formula_id, v.version): v for v in await self.session.scalars(stmt)}

    async def in_statuses(
        self, formula_id: uuid.UUID, statuses: frozenset[str]
    ) -> list[PriceFormulaVersion]:
        """Oldest first."""
        stmt = self.scoped().where(
            PriceFormulaVersion.formula_id == formula_id,
            PriceFormulaVersion.status.in_(statuses),
        )
        return list((await self.session.scalars(stmt.order_by(PriceFormulaVersion.version))).all())

    async def page(
        self, formula_id: uuid.UUID, statuses: list[str], query: ListQuery
    ) -> Page[PriceFormulaVersion]:
        """Newest version first."""
        stmt = self.scoped().where(
            PriceFormulaVersion.formula_id == formula_id,
            PriceFormulaVersion.status.in_(statuses),
        )
        return await fetch_page(
            self.session, stmt, query, keys=(PriceFormulaVersion.version,), kinds=("int",)
        )
