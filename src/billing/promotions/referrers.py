"""What pins a promotion version: redemptions and invoices (the redemption and engine issues
register their sources here, next to the tables they add).

Until a source of a type is registered, that type has no referrers: the version referrers list
answers an empty page and `usage_count` is 0.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext

REFERRER_TYPES = ("redemption", "invoice")


@dataclass(frozen=True)
class Referrer:
    type: str
    id: uuid.UUID
    created_at: datetime


@dataclass(frozen=True)
class ReferrerSource:
    count: Callable[[AsyncSession, RequestContext, uuid.UUID, int], Awaitable[int]]
    """How many objects of the type pin (promotion id, version number)."""
    page: Callable[
        [AsyncSession, RequestContext, uuid.UUID, int, int, int], Awaitable[list[Referrer]]
    ]
    """Those objects, oldest first: (promotion id, version number, limit, offset)."""


_SOURCES: dict[str, ReferrerSource] = {}


def register_referrer_source(type_: str, source: ReferrerSource) -> None:
    if type_ not in REFERRER_TYPES:
        raise ValueError(f"unknown referrer type {type_!r}")
    _SOURCES[type_] = source


async def count(
    db: AsyncSession, ctx: RequestContext, type_: str, promotion_id: uuid.UUID, version: int
) -> int:
    source = _SOURCES.get(type_)
    return 0 if source is None else await source.count(db, ctx, promotion_id, version)


async def usage_count(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, version: int
) -> int:
    """Referrers of every type."""
    return sum([await count(db, ctx, type_, promotion_id, version) for type_ in REFERRER_TYPES])


async def page(
    db: AsyncSession,
    ctx: RequestContext,
    type_: str,
    promotion_id: uuid.UUID,
    version: int,
    *,
    limit: int,
    offset: int,
) -> list[Referrer]:
    source = _SOURCES.get(type_)
    if source is None:
        return []
    return await source.page(db, ctx, promotion_id, version, limit, offset)
