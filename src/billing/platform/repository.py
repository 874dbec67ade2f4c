"""Tenant-scoped repository bases: every query of a domain starts from `scoped()`.

An id of another tenant is simply not found, so it answers 404 like an unknown one.
"""

from __future__ import annotations

import uuid
from typing import Any, Generic, TypeVar

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext
from billing.platform.errors import NotFound

M = TypeVar("M")


class OrganizationRepository(Generic[M]):
    """For rows that belong to the organization as a whole."""

    model: type[M]

    def __init__(self, session: AsyncSession, ctx: RequestContext) -> None:
        self.session = session
        self.ctx = ctx

    def tenant_filter(self) -> list[Any]:
        model: Any = self.model
        return [model.organization_id == self.ctx.organization_id]

    def scoped(self) -> Select[Any]:
        return select(self.model).where(*self.tenant_filter())

    async def find(self, id_: uuid.UUID) -> M | None:
        model: Any = self.model
        result = await self.session.execute(self.scoped().where(model.id == id_))
        found: M | None = result.scalar_one_or_none()
        return found

    async def get(self, id_: uuid.UUID, *, for_update: bool = False) -> M:
        model: Any = self.model
        stmt = self.scoped().where(model.id == id_)
        if for_update:
            stmt = stmt.with_for_update()
        found: M | None = (await self.session.execute(stmt)).scalar_one_or_none()
        if found is None:
            raise NotFound(f"{self.noun()} {id_} was not found")
        return found

    def add(self, obj: M) -> M:
        target: Any = obj
        target.organization_id = self.ctx.organization_id
        self.session.add(obj)
        return obj

    @classmethod
    def noun(cls) -> str:
        return str(getattr(cls.model, "__noun__", cls.model.__name__.lower()))


class WorkspaceRepository(OrganizationRepository[M]):
    """For rows that belong to one workspace (most of them)."""

    def tenant_filter(self) -> list[Any]:
        model: Any = self.model
        return [
            model.organization_id == self.ctx.organization_id,
            model.workspace_id == self.ctx.workspace_id,
        ]

    def add(self, obj: M) -> M:
        target: Any = obj
        target.workspace_id = self.ctx.workspace_id
        return super().add(obj)
