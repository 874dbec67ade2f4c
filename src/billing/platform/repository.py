"""Tenant-scoped repository bases: every query of a domain starts from `scoped()`, and every
other table it joins or subqueries is scoped with `scope(table)`; no repository writes a tenant
predicate by hand (tests/test_architecture.py checks).

An id of another tenant is simply not found, so it answers 404 like an unknown one.

Building SQL expressions costs more CPU than most statements take to run, so what depends only
on the tenant (its predicates on a model or table, a repository's `scoped()` select, a
repository's `prebuilt` statements) is built once per tenant and kept in a bounded process-wide
cache of immutable expressions. The tenant ids are part of every key and every built
expression holds them as values, so one tenant's expression never serves another; no row data
is cached.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic, TypeVar

from sqlalchemy import ColumnElement, Select, Table, any_, bindparam, select
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tenancy import Organization
from billing.platform.context import RequestContext
from billing.platform.errors import NotFound

M = TypeVar("M")
T = TypeVar("T")

_BUILT_LIMIT = 5_000
_built: dict[Hashable, Any] = {}
"""Expressions built for one tenant, by (what, organization id, workspace id if scoped by
it): about 2 KiB each; past `_BUILT_LIMIT` entries the oldest goes, which bounds the memory
(about 10 MiB) whatever the number of tenants."""


def built_for_tenant(
    ctx: RequestContext, key: Hashable, *, workspace: bool, build: Callable[[], T]
) -> T:
    """What `build` answers for the tenant of `ctx`, built on the first call for that tenant
    and `key` only. `build` must answer an immutable expression that depends on nothing but
    the key and the tenant (per-call values go in as `bindparam`s)."""
    cache_key = (key, ctx.organization_id, workspace, ctx.workspace_id if workspace else None)
    found = _built.get(cache_key)
    if found is None:
        if len(_built) >= _BUILT_LIMIT:
            _built.pop(next(iter(_built), None), None)
        found = _built[cache_key] = build()
    return found


def tenant_predicates(ctx: RequestContext, target: Any, *, workspace: bool) -> list[Any]:
    """The predicates that keep `target` (a model, an alias, a table or subquery) to the
    tenant: its organization, and with `workspace` its workspace, for each of those columns it
    has. A target without either column is a mistake, not an unscoped query. Those of a model
    or table are built once per tenant (see the module)."""
    if isinstance(target, (type, Table)):
        return list(
            built_for_tenant(
                ctx,
                ("predicates", target),
                workspace=workspace,
                build=lambda: tuple(_tenant_predicates(ctx, target, workspace=workspace)),
            )
        )
    return _tenant_predicates(ctx, target, workspace=workspace)


def _tenant_predicates(ctx: RequestContext, target: Any, *, workspace: bool) -> list[Any]:
    columns = getattr(target, "c", target)
    predicates = []
    if hasattr(columns, "organization_id"):
        predicates.append(columns.organization_id == ctx.organization_id)
    if workspace and hasattr(columns, "workspace_id"):
        predicates.append(columns.workspace_id == ctx.workspace_id)
    if not predicates:
        raise TypeError(f"{target!r} has no tenant column to scope by")
    return predicates


def one_of(column: Any, parameter: str, dialect: str) -> ColumnElement[bool]:
    """`column IN (...)` of the list bound to `parameter` at each execution, as each database
    runs it best. On PostgreSQL the list is one array parameter (`column = ANY($1)`), so the
    statement is the same whatever the list's length: SQLAlchemy renders it once, and psycopg
    parses it once (it re-parses at every execution a statement of more than 50 parameters,
    which an expanding list of a batch's ids is: 6% of a billing run's CPU). Elsewhere it is
    an expanding `IN` list. A `prebuilt` statement may hold it: a tenant's statements all run
    on the one database its rows are in."""
    if dialect == "postgresql":
        return column == any_(bindparam(parameter, type_=ARRAY(column.type)))
    return column.in_(bindparam(parameter, expanding=True))


class OrganizationRepository(Generic[M]):
    """For rows that belong to the organization as a whole."""

    model: type[M]
    _workspace_scoped = False

    def __init__(self, session: AsyncSession, ctx: RequestContext) -> None:
        self.session = session
        self.ctx = ctx

    def scope(self, target: Any) -> list[Any]:
        """The tenant predicates for another model, alias or subquery of this repository's
        queries (see `tenant_predicates`)."""
        return tenant_predicates(self.ctx, target, workspace=False)

    def tenant_filter(self) -> list[Any]:
        return self.scope(self.model)

    def scoped(self) -> Select[Any]:
        """The select of this repository's model kept to the tenant (built once per tenant;
        a Select is immutable, every `.where()` answers a new one)."""
        return self.prebuilt("scoped", lambda: select(self.model).where(*self.tenant_filter()))

    def one_of(self, column: Any, parameter: str) -> ColumnElement[bool]:
        """`one_of` for the database of this repository's session."""
        return one_of(column, parameter, self.session.get_bind().dialect.name)

    def prebuilt(self, key: Hashable, build: Callable[[], T]) -> T:
        """A statement of this repository that depends only on the tenant, built once per
        tenant (see `built_for_tenant`); per-call values are `bindparam`s given at execution."""
        return built_for_tenant(
            self.ctx, (type(self), key), workspace=self._workspace_scoped, build=build
        )

    async def find(self, id_: uuid.UUID) -> M | None:
        stmt = self.prebuilt("find", lambda: self.scoped().where(self._id() == bindparam("row_id")))
        result = await self.session.execute(stmt, {"row_id": id_})
        found: M | None = result.scalar_one_or_none()
        return found

    async def many(self, ids: Iterable[uuid.UUID]) -> dict[uuid.UUID, M]:
        """The rows of these ids that exist, by id, in one query."""
        wanted = set(ids)
        if not wanted:
            return {}
        stmt = self.prebuilt(
            "many",
            lambda: self.scoped().where(self.one_of(self._id(), "row_ids")),
        )
        result = await self.session.execute(stmt, {"row_ids": list(wanted)})
        return {row.id: row for row in result.scalars()}

    async def get(self, id_: uuid.UUID, *, for_update: bool = False) -> M:
        stmt = self.prebuilt(("get", for_update), lambda: self._get_statement(for_update))
        found: M | None = (await self.session.execute(stmt, {"row_id": id_})).scalar_one_or_none()
        if found is None:
            raise NotFound(f"{self.noun()} {id_} was not found")
        return found

    def _get_statement(self, for_update: bool) -> Select[Any]:
        stmt = self.scoped().where(self._id() == bindparam("row_id"))
        return stmt.with_for_update() if for_update else stmt

    def _id(self) -> Any:
        model: Any = self.model
        return model.id

    def add(self, obj: M) -> M:
        target: Any = obj
        target.organization_id = self.ctx.organization_id
        self.session.add(obj)
        return obj

    async def delete(self, obj: M) -> None:
        await self.session.delete(obj)

    async def lock_organization(self) -> None:
        """Lock the tenant's organization row until the transaction ends, to serialize changes
        that span the organization (SQLite already serializes writers with BEGIN IMMEDIATE)."""
        stmt = self.prebuilt(
            "lock_organization",
            lambda: (
                select(Organization.id)
                .where(Organization.id == self.ctx.organization_id)
                .with_for_update()
            ),
        )
        await self.session.execute(stmt)

    @classmethod
    def noun(cls) -> str:
        return str(getattr(cls.model, "__noun__", cls.model.__name__.lower()))


class WorkspaceRepository(OrganizationRepository[M]):
    """For rows that belong to one workspace (most of them)."""

    _workspace_scoped = True

    def scope(self, target: Any) -> list[Any]:
        return tenant_predicates(self.ctx, target, workspace=True)

    def add(self, obj: M) -> M:
        target: Any = obj
        target.workspace_id = self.ctx.workspace_id
        return super().add(obj)
