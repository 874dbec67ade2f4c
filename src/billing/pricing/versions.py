"""Reading a price formula's versions: the list, a snapshot, its usage and its referrers."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.pricing import PriceFormulaVersion
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, InvalidFilter, NotFound, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page
from billing.pricing import referrers
from billing.pricing.repository import PriceFormulaRepository, PriceFormulaVersionRepository
from billing.pricing.states import DRAFT, VERSION_STATUSES

USAGE_COUNT = "usage_count"


@dataclass(frozen=True)
class VersionView:
    version: PriceFormulaVersion
    usage_count: int | None = None


def _listed(raw: list[str], allowed: tuple[str, ...], name: str) -> list[str]:
    values = [part for value in raw for part in value.split(",") if part]
    if not values or any(value not in allowed for value in values):
        raise InvalidFilter(
            f"{name} accepts {', '.join(allowed)}",
            errors=[FieldError((name,), "unknown value", "query")],
        )
    return list(dict.fromkeys(values))


async def list_versions(
    db: AsyncSession,
    ctx: RequestContext,
    formula_id: uuid.UUID,
    query: ListQuery,
    *,
    statuses: list[str],
    include: str | None,
) -> Page[VersionView]:
    """Newest first; `status` defaults to all but draft (as promotion versions);
    `include=usage_count` counts each version's referrers."""
    chosen = (
        _listed(statuses, VERSION_STATUSES, "status")
        if statuses
        else [status for status in VERSION_STATUSES if status != DRAFT]
    )
    with_usage = include is not None and bool(_listed([include], (USAGE_COUNT,), "include"))
    found = await PriceFormulaRepository(db, ctx).get(formula_id)
    page = await PriceFormulaVersionRepository(db, ctx).page(found.id, chosen, query)
    views = [
        VersionView(
            version,
            await referrers.usage_count(db, ctx, found.id, version.version) if with_usage else None,
        )
        for version in page.items
    ]
    return Page(views, page.cursor, page.has_more, page.counts)


async def get_version(
    db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID, number: int
) -> PriceFormulaVersion:
    found = await PriceFormulaRepository(db, ctx).get(formula_id)
    version = await PriceFormulaVersionRepository(db, ctx).numbered(found.id, number)
    if version is None:
        raise NotFound(f"price formula {formula_id} has no version {number}")
    return version


@dataclass(frozen=True)
class Usage:
    version: PriceFormulaVersion
    by_type: dict[str, int]


async def usage(db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID, number: int) -> Usage:
    """How many objects of each referrer type pin the version."""
    version = await get_version(db, ctx, formula_id, number)
    return Usage(
        version,
        {
            type_: await referrers.count(db, ctx, type_, version.formula_id, number)
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
    formula_id: uuid.UUID,
    number: int,
    type_: str | None,
    *,
    limit: int,
    offset: int,
) -> Referrers:
    version = await get_version(db, ctx, formula_id, number)
    if type_ is None:
        raise ValidationFailed(
            f"type is required: {' or '.join(referrers.REFERRER_TYPES)}",
            errors=[FieldError(("type",), "required", "query")],
        )
    total = await referrers.count(db, ctx, type_, version.formula_id, number)
    items = await referrers.page(
        db, ctx, type_, version.formula_id, number, limit=limit, offset=offset
    )
    return Referrers(items, total)
