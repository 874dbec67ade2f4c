"""HTTP routes of promotions: authoring, lifecycle and versions."""

from __future__ import annotations

import uuid
from datetime import date
from typing import Any, Literal

from fastapi import APIRouter, Path, Query, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import Promotion, PromotionVersion
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import format_minor
from billing.platform.pagination import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    Envelope,
    ListEnvelope,
    list_envelope,
    page_request,
)
from billing.platform.referrers import ReferrerList, referrer_list
from billing.platform.routing import BillingRoute, DbSession
from billing.promotions import derived, releasing, service, versions
from billing.promotions.repository import PROMOTION_FILTERS, VERSION_FILTERS
from billing.promotions.schemas import (
    PromotionCopy,
    PromotionCreate,
    PromotionOut,
    PromotionUpdate,
    VersionOut,
    VersionRulesOut,
    VersionUsageOut,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["promotions"])

ONE = "/promotions/{promotion_id}"
VERSION = f"{ONE}/versions/{{version}}"

_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such promotion (or version) in this workspace (NOT_FOUND)"}
}
_STATE: dict[int | str, dict[str, Any]] = {
    409: {"description": "The promotion's status does not allow it (INVALID_STATE)"}
}
_UPDATE: dict[int | str, dict[str, Any]] = {
    409: {
        "description": "Stale expected_version (CONFLICT), or an archived promotion (INVALID_STATE)"
    }
}
_INVALID: dict[int | str, dict[str, Any]] = {
    422: {"description": "A field or a cross-field rule fails, with JSON pointers"}
}
_BAD_QUERY: dict[int | str, dict[str, Any]] = {
    400: {"description": "Unknown filter, bad value or cursor (INVALID_FILTER, INVALID_CURSOR)"}
}
VersionNumber = Path(ge=1, le=2**31 - 1, description="The version number (1, 2, …).")


def promotion_out(promotion: Promotion, today: date) -> PromotionOut:
    remaining = derived.remaining_budget_minor(promotion)
    currency = promotion.budget_currency
    return PromotionOut(
        id=promotion.id,
        status=promotion.status,
        derived_status=derived.derived_status(promotion, today),
        version=promotion.version,
        live_version=promotion.live_version,
        name=promotion.name,
        description=promotion.description,
        public_description=promotion.public_description,
        localizations=promotion.localizations,
        distribution=promotion.distribution,
        code=promotion.code,
        valid_from=promotion.valid_from,
        valid_to=promotion.valid_to,
        application_timing=promotion.application_timing,
        evaluation_scope=promotion.evaluation_scope,
        stacking_mode=promotion.stacking_mode,
        stacking_group=promotion.stacking_group,
        priority=promotion.priority,
        max_budget=_major(promotion.max_budget, currency),
        budget_currency=currency,
        budget_behavior=promotion.budget_behavior,
        max_redemptions=promotion.max_redemptions,
        max_redemptions_per_customer=promotion.max_redemptions_per_customer,
        remaining_budget=_major(remaining, currency),
        remaining_redemptions=derived.remaining_redemptions(promotion),
        effects=promotion.effects,
        eligibility=promotion.eligibility,
        phases=promotion.phases,
        archetype=promotion.archetype,
        audience=promotion.audience,
        published_at=promotion.published_at,
        archived_at=promotion.archived_at,
        created_at=promotion.created_at,
        updated_at=promotion.updated_at,
    )


def _major(minor: int | None, currency: str | None) -> str | None:
    return None if minor is None or currency is None else format_minor(minor, currency)


def version_out(version: PromotionVersion, usage_count: int | None = None) -> VersionOut:
    return VersionOut(
        promotion_id=version.promotion_id,
        version=version.version,
        status=version.status,
        archived_reason=version.archived_reason,
        effective_at=version.effective_at,
        published_at=version.published_at,
        archived_at=version.archived_at,
        created_at=version.created_at,
        usage_count=usage_count,
        **version.fields,
    )


async def _one(db: AsyncSession, ctx: RequestContext, promotion: Promotion) -> dict[str, Any]:
    return {"data": promotion_out(promotion, await service.today(db, ctx))}


@router.get("/promotions", response_model=ListEnvelope[PromotionOut], responses=_BAD_QUERY)
async def list_promotions(
    query: ListQuery = ListParams(
        PROMOTION_FILTERS,
        "promotions",
        search="Case-insensitive substring of the name or code; exact matches first, then "
        "prefixes, then the rest.",
    ),
    derived_status: str | None = Query(
        None,
        description="Only promotions whose derived status (judged now) is one of these "
        f"(comma-separated): {', '.join(derived.DERIVED_STATUSES)}.",
    ),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List promotions, newest first (ranked by match with `search`)."""
    listed = await service.list_promotions(db, ctx, query, derived_status)
    return list_envelope([promotion_out(p, listed.today) for p in listed.page.items], listed.page)


@router.post(
    "/promotions",
    response_model=Envelope[PromotionOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses=_INVALID,
)
async def create_promotion(
    body: PromotionCreate,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a promotion as a draft (an archetype without rules starts with its preset)."""
    return await _one(db, ctx, await service.create_promotion(db, ctx, body))


@router.get(ONE, response_model=Envelope[PromotionOut], responses=_NOT_FOUND)
async def get_promotion(
    promotion_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a promotion with its derived status and remaining budget and redemptions."""
    return await _one(db, ctx, await service.get_promotion(db, ctx, promotion_id))


@router.patch(
    ONE, response_model=Envelope[PromotionOut], responses={**_NOT_FOUND, **_UPDATE, **_INVALID}
)
async def update_promotion(
    promotion_id: uuid.UUID,
    body: PromotionUpdate,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Merge-patch a promotion: published now, staged for effective_at, or saved as a draft."""
    return await _one(db, ctx, await service.update_promotion(db, ctx, promotion_id, body))


@router.delete(ONE, status_code=204, responses={**_NOT_FOUND, **_STATE})
async def delete_promotion(
    promotion_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a draft promotion (soft)."""
    await service.delete_promotion(db, ctx, promotion_id)
    return Response(status_code=204)


@router.post(
    f"{ONE}/publish",
    response_model=Envelope[PromotionOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_STATE},
)
async def publish_promotion(
    promotion_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Publish a draft or scheduled promotion now (on an active one: its pending version)."""
    return await _one(db, ctx, await releasing.publish(db, ctx, promotion_id))


@router.post(
    f"{ONE}/archive",
    response_model=Envelope[PromotionOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_STATE},
)
async def archive_promotion(
    promotion_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Archive an active promotion for good: no new redemptions, no future invoices."""
    return await _one(db, ctx, await service.archive_promotion(db, ctx, promotion_id))


@router.post(
    f"{ONE}/copy",
    response_model=Envelope[PromotionOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_INVALID},
)
async def copy_promotion(
    promotion_id: uuid.UUID,
    body: PromotionCopy,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Copy a promotion as a new draft with its conditions, effects and phases."""
    return await _one(db, ctx, await service.copy_promotion(db, ctx, promotion_id, body))


@router.get(
    f"{ONE}/versions",
    response_model=ListEnvelope[VersionOut],
    responses={**_NOT_FOUND, **_BAD_QUERY},
)
async def list_versions(
    promotion_id: uuid.UUID,
    query: ListQuery = ListParams(
        VERSION_FILTERS, "promotion-versions", default_limit=100, cap=MAX_LIMIT
    ),
    status: list[str] = Query(
        default_factory=list,
        description="Repeatable or comma-separated: draft, scheduled, published, archived "
        "(default: all but draft).",
    ),
    include: str | None = Query(None, description="`usage_count` adds each version's count."),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a promotion's versions, newest first."""
    page = await versions.list_versions(
        db, ctx, promotion_id, query, statuses=status, include=include
    )
    return list_envelope([version_out(v.version, v.usage_count) for v in page.items], page)


@router.get(VERSION, response_model=Envelope[VersionOut], responses=_NOT_FOUND)
async def get_version(
    promotion_id: uuid.UUID,
    version: int = VersionNumber,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a version snapshot: naming, code, distribution, stacking, budget, validity, release."""
    return {"data": version_out(await versions.get_version(db, ctx, promotion_id, version))}


@router.get(f"{VERSION}/rules", response_model=Envelope[VersionRulesOut], responses=_NOT_FOUND)
async def get_version_rules(
    promotion_id: uuid.UUID,
    version: int = VersionNumber,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a version's phases, conditions and effects."""
    found = await versions.get_version(db, ctx, promotion_id, version)
    return {
        "data": VersionRulesOut(
            promotion_id=found.promotion_id, version=found.version, **found.rules
        )
    }


@router.get(f"{VERSION}/referrers", response_model=ReferrerList, responses=_NOT_FOUND)
async def list_version_referrers(
    promotion_id: uuid.UUID,
    type: Literal["redemption", "invoice"] | None = Query(
        None, description="Required: which referrers to list (redemption or invoice)."
    ),
    version: int = VersionNumber,
    limit: str | None = Query(
        None, description=f"Page size: default {DEFAULT_LIMIT}, at most {MAX_LIMIT}."
    ),
    offset: int = Query(0, ge=0, le=2**31 - 1),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> ReferrerList:
    """List what pins a version (redemptions or invoices), offset-paginated, oldest first."""
    size = page_request(limit, None).limit
    found = await versions.list_referrers(
        db, ctx, promotion_id, version, type, limit=size, offset=offset
    )
    return referrer_list(found.items, limit=size, offset=offset, total=found.total)


@router.get(f"{VERSION}/usage", response_model=Envelope[VersionUsageOut], responses=_NOT_FOUND)
async def get_version_usage(
    promotion_id: uuid.UUID,
    version: int = VersionNumber,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a version's usage summary: referrer counts grouped by referrer type."""
    found = await versions.usage(db, ctx, promotion_id, version)
    return {
        "data": VersionUsageOut(
            promotion_id=found.version.promotion_id,
            version=found.version.version,
            usage_count=sum(found.by_type.values()),
            by_type=found.by_type,
        )
    }
