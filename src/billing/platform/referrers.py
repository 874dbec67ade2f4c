"""What pins a version of an authored object (a promotion version, a price-formula version): a
registry of referrer sources per referrer type, and the offset-paginated list it answers.

The domain that owns the versions makes one `VersionReferrers` with its referrer types; the
domains above it that add the referring tables (redemptions, invoices, rate-table versions)
register a source for their type when imported. Until a source of a type is registered, that
type has no referrers: its list answers an empty page and its count is 0.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext


@dataclass(frozen=True)
class Referrer:
    type: str
    id: uuid.UUID
    created_at: datetime


@dataclass(frozen=True)
class ReferrerSource:
    count: Callable[[AsyncSession, RequestContext, uuid.UUID, int | None], Awaitable[int]]
    """How many objects of the type pin (owner id, version number); a version of None counts
    the referrers of any version (a delete check)."""
    page: Callable[
        [AsyncSession, RequestContext, uuid.UUID, int, int, int], Awaitable[list[Referrer]]
    ]
    """Those objects, oldest first: (owner id, version number, limit, offset)."""


class VersionReferrers:
    """The referrer sources of one kind of versioned object."""

    def __init__(self, types: Sequence[str]) -> None:
        self.types = tuple(types)
        self._sources: dict[str, ReferrerSource] = {}

    def register(self, type_: str, source: ReferrerSource) -> None:
        if type_ not in self.types:
            raise ValueError(f"unknown referrer type {type_!r}")
        self._sources[type_] = source

    async def count(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        type_: str,
        owner_id: uuid.UUID,
        version: int | None,
    ) -> int:
        source = self._sources.get(type_)
        return 0 if source is None else await source.count(db, ctx, owner_id, version)

    async def usage_count(
        self, db: AsyncSession, ctx: RequestContext, owner_id: uuid.UUID, version: int | None
    ) -> int:
        """Referrers of every type."""
        return sum([await self.count(db, ctx, type_, owner_id, version) for type_ in self.types])

    async def page(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        type_: str,
        owner_id: uuid.UUID,
        version: int,
        *,
        limit: int,
        offset: int,
    ) -> list[Referrer]:
        source = self._sources.get(type_)
        if source is None:
            return []
        return await source.page(db, ctx, owner_id, version, limit, offset)


class ReferrerOut(BaseModel):
    type: str
    id: uuid.UUID
    created_at: datetime


class OffsetPagination(BaseModel):
    limit: int
    offset: int
    total: int


class ReferrerList(BaseModel):
    data: list[ReferrerOut]
    pagination: OffsetPagination


def referrer_list(
    items: Sequence[Referrer], *, limit: int, offset: int, total: int
) -> ReferrerList:
    """The response of a version-referrers route."""
    return ReferrerList(
        data=[ReferrerOut(type=r.type, id=r.id, created_at=r.created_at) for r in items],
        pagination=OffsetPagination(limit=limit, offset=offset, total=total),
    )
