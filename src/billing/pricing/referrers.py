"""What pins a price-formula version: rate-table versions (the rate-table part of issue 21
registers its source here, next to the tables it adds).

Until a source is registered, a version has no referrers: the referrers list answers an empty
page, the usage summary counts 0, and deleting a formula is never refused as REFERENCED.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext

RATE_TABLE_VERSION = "rate_table_version"
REFERRER_TYPES = (RATE_TABLE_VERSION,)


@dataclass(frozen=True)
class Referrer:
    type: str
    id: uuid.UUID
    created_at: datetime


@dataclass(frozen=True)
class ReferrerSource:
    count: Callable[[AsyncSession, RequestContext, uuid.UUID, int | None], Awaitable[int]]
    """How many objects of the type pin (formula id, version number); a version of None counts
    the active referrers of any version (the delete check)."""
    page: Callable[
        [AsyncSession, RequestContext, uuid.UUID, int, int, int], Awaitable[list[Referrer]]
    ]
    """Those objects, oldest first: (formula id, version number, limit, offset)."""


_SOURCES: dict[str, ReferrerSource] = {}


def register_referrer_source(type_: str, source: ReferrerSource) -> None:
    if type_ not in REFERRER_TYPES:
        raise ValueError(f"unknown referrer type {type_!r}")
    _SOURCES[type_] = source


async def count(
    db: AsyncSession,
    ctx: RequestContext,
    type_: str,
    formula_id: uuid.UUID,
    version: int | None,
) -> int:
    source = _SOURCES.get(type_)
    return 0 if source is None else await source.count(db, ctx, formula_id, version)


async def usage_count(
    db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID, version: int | None
) -> int:
    """Referrers of every type."""
    return sum([await count(db, ctx, type_, formula_id, version) for type_ in REFERRER_TYPES])


async def page(
    db: AsyncSession,
    ctx: RequestContext,
    type_: str,
    formula_id: uuid.UUID,
    version: int,
    *,
    limit: int,
    offset: int,
) -> list[Referrer]:
    source = _SOURCES.get(type_)
    if source is None:
        return []
    return await source.page(db, ctx, formula_id, version, limit, offset)
