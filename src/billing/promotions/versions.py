"""Reading a promotion's versions: the list, a snapshot, its rules, and what pins it."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import PromotionVersion
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, InvalidFilter, NotFound, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page
from billing.promotions import referrers
from billing.promotions.repository import PromotionRepository, PromotionVersionRepository
from billing.promotions.states import DRAFT, VERSION_STATUSES

DEFAULT_STATUSES = tuple(status for status in VERSION_STATUSES if status != DRAFT)
USAGE_COUNT = "usage_count"


@dataclass(frozen=True)
class VersionView:
    version: PromotionVersion
    usage_count: int | None = None


def status_filter(values: list[str]) -> list[str]:
    """`status` repeated or comma-separated (either means any of them); none: all but draft."""
    statuses = [part for value in values for part in value.split(",") if part]
    if not values:
        return list(DEFAULT_STATUSES)
    unknown = [status for status in statuses if status not in VERSION_STATUSES]
    if not statuses or unknown:
        raise InvalidFilter(
            f"status must be one or more of {', '.join(VERSION_STATUSES)}",
            errors=[FieldError(("status",), "unknown value", "query")],
        )
    return list(dict.fromkeys(statuses))


def wants_usage_count(include: str | None) -> bool:
    if include is None:
        return False
    parts = [part for part in include.split(",") if part]
    if any(part != USAGE_COUNT for part in parts):
        raise InvalidFilter(
            f"include accepts {USAGE_COUNT} only",
            errors=[FieldError(("include",), "unknown value", "query")],
        )
    return bool(parts)


async def list_versions(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    query: ListQuery,
    *,
    statuses: list[str],
    include: str | None,
) -> Page[VersionView]:
    """Newest first; `include=usage_count` counts each version's referrers."""
    with_usage = wants_usage_count(include)
    chosen = status_filter(statuses)
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    page = await PromotionVersionRepository(db, ctx).page(promotion.id, chosen, query)
    views = [
        VersionView(
            version,
            await referrers.usage_count(db, ctx, promotion.id, version.version)
            if with_usage
            else None,
        )
        for version in page.items
    ]
    return Page(views, page.cursor, page.has_more, page.counts)


async def get_version(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, number: int
) -> PromotionVersion:
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    version = await PromotionVersionRepository(db, ctx).numbered(promotion.id, number)
    if version is None:
        raise NotFound(f"promotion {promotion_id} has no version {number}")
    return version


@dataclass(frozen=True)
class Usage:
    version: PromotionVersion
    by_type: dict[str, int]


async def usage(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, number: int
) -> Usage:
    """How many objects of each referrer type pin the version."""
    version = await get_version(db, ctx, promotion_id, number)
    return Usage(
        version,
        {
            type_: await referrers.count(db, ctx, type_, version.promotion_id, number)
            for type_ in referrers.REFERRER_TYPES
        },
    )


@dataclass(frozen=True)
class Referrers:
    items: list[referrers.Referrer]
    total: int


async def list_referrers(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    number: int,
    type_: str | None,
    *,
    limit: int,
    offset: int,
) -> Referrers:
    version = await get_version(db, ctx, promotion_id, number)
    if type_ is None:
        raise ValidationFailed(
            f"type is required: {' or '.join(referrers.REFERRER_TYPES)}",
            errors=[FieldError(("type",), "required", "query")],
        )
    total = await referrers.count(db, ctx, type_, version.promotion_id, number)
    items = await referrers.page(
        db, ctx, type_, version.promotion_id, number, limit=limit, offset=offset
    )
    return Referrers(items, total)
