"""HTTP routes of price formulas: authoring, publish, versions and the evaluate dry run."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from fastapi import APIRouter, Path, Query, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.pricing import PriceFormula, PriceFormulaVersion
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
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
from billing.pricing import service, versions
from billing.pricing.formula import wire_value
from billing.pricing.repository import FORMULA_FILTERS, VERSION_FILTERS
from billing.pricing.schemas import (
    EvaluateIn,
    EvaluationOut,
    PriceFormulaCreate,
    PriceFormulaOut,
    PriceFormulaUpdate,
    StepOut,
    VariableOut,
    VersionOut,
    VersionUsageOut,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["price formulas"])

ONE = "/price-formulas/{formula_id}"
VERSION = f"{ONE}/versions/{{version}}"

_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such price formula (or version) in this workspace (NOT_FOUND)"}
}
_INVALID: dict[int | str, dict[str, Any]] = {
    422: {
        "description": "A field fails, or the expression does not parse or type-check: the "
        "problem names the field and, for the expression, the `position` (0-based)"
    }
}
_BAD_QUERY: dict[int | str, dict[str, Any]] = {
    400: {"description": "Unknown filter, bad value or cursor (INVALID_FILTER, INVALID_CURSOR)"}
}
VersionNumber = Path(ge=1, le=2**31 - 1, description="The version number (1, 2, …).")


def formula_out(found: PriceFormula, draft_version: int | None) -> PriceFormulaOut:
    return PriceFormulaOut(
        id=found.id,
        name=found.name,
        expression=found.expression,
        variables=[VariableOut(**variable) for variable in found.variables],
        version=found.version,
        live_version=found.live_version,
        draft_version=draft_version,
        created_at=found.created_at,
        updated_at=found.updated_at,
    )


def version_out(version: PriceFormulaVersion, usage_count: int | None = None) -> VersionOut:
    return VersionOut(
        formula_id=version.formula_id,
        version=version.version,
        status=version.status,
        archived_reason=version.archived_reason,
        expression=version.expression,
        variables=[VariableOut(**variable) for variable in version.variables],
        published_at=version.published_at,
        archived_at=version.archived_at,
        created_at=version.created_at,
        usage_count=usage_count,
    )


async def _one(db: AsyncSession, ctx: RequestContext, found: PriceFormula) -> dict[str, Any]:
    drafts = await service.draft_versions(db, ctx, found)
    return {"data": formula_out(found, drafts[-1].version if drafts else None)}


@router.get("/price-formulas", response_model=ListEnvelope[PriceFormulaOut], responses=_BAD_QUERY)
async def list_formulas(
    query: ListQuery = ListParams(FORMULA_FILTERS, "price-formulas"),
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List price formulas, newest first."""
    page = await service.list_formulas(db, ctx, query)
    shown = []
    for found in page.items:
        drafts = await service.draft_versions(db, ctx, found)
        shown.append(formula_out(found, drafts[-1].version if drafts else None))
    return list_envelope(shown, page)


@router.post(
    "/price-formulas",
    response_model=Envelope[PriceFormulaOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses=_INVALID,
)
async def create_formula(
    body: PriceFormulaCreate,
    ctx: RequestContext = Permission("price_formulas:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a price formula; its version 1 is live at once."""
    return await _one(db, ctx, await service.create_formula(db, ctx, body))


@router.get(ONE, response_model=Envelope[PriceFormulaOut], responses=_NOT_FOUND)
async def get_formula(
    formula_id: uuid.UUID,
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a price formula: its live expression and variables."""
    return await _one(db, ctx, await service.get_formula(db, ctx, formula_id))


@router.patch(
    ONE,
    response_model=Envelope[PriceFormulaOut],
    responses={
        **_NOT_FOUND,
        **_INVALID,
        409: {"description": "Stale expected_version (CONFLICT)"},
    },
)
async def update_formula(
    formula_id: uuid.UUID,
    body: PriceFormulaUpdate,
    ctx: RequestContext = Permission("price_formulas:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Merge-patch a price formula: a new expression or variables is a new version."""
    return await _one(db, ctx, await service.update_formula(db, ctx, formula_id, body))


@router.delete(
    ONE,
    status_code=204,
    responses={**_NOT_FOUND, 409: {"description": "A rate-table version uses it (REFERENCED)"}},
)
async def delete_formula(
    formula_id: uuid.UUID,
    ctx: RequestContext = Permission("price_formulas:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a price formula (soft), unless an active rate-table version references it."""
    await service.delete_formula(db, ctx, formula_id)
    return Response(status_code=204)


@router.post(
    f"{ONE}/publish",
    response_model=Envelope[PriceFormulaOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, 409: {"description": "No draft version (INVALID_STATE)"}},
)
async def publish_formula(
    formula_id: uuid.UUID,
    ctx: RequestContext = Permission("price_formulas:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Publish the newest draft version: it becomes the live head."""
    return await _one(db, ctx, await service.publish(db, ctx, formula_id))


@router.post(
    f"{ONE}/evaluate",
    response_model=Envelope[EvaluationOut],
    responses={**_NOT_FOUND, **_INVALID},
)
async def evaluate_formula(
    formula_id: uuid.UUID,
    body: EvaluateIn,
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Evaluate a version (dry run): the result and each intermediate step."""
    done = await service.evaluate(db, ctx, formula_id, body)
    types = {**done.compiled.types, "cost": "decimal"}
    return {
        "data": EvaluationOut(
            formula_id=formula_id,
            version=done.version,
            type=done.result.type,
            result=wire_value(done.result.value, done.result.type),
            inputs={name: wire_value(value, types[name]) for name, value in done.inputs.items()},
            steps=[
                StepOut(
                    expression=step.text,
                    position=step.start,
                    type=step.type,
                    value=wire_value(step.value, step.type),
                )
                for step in done.result.steps
            ],
        )
    }


@router.get(
    f"{ONE}/versions",
    response_model=ListEnvelope[VersionOut],
    responses={**_NOT_FOUND, **_BAD_QUERY},
)
async def list_versions(
    formula_id: uuid.UUID,
    query: ListQuery = ListParams(
        VERSION_FILTERS, "price-formula-versions", default_limit=100, cap=MAX_LIMIT
    ),
    status: list[str] = Query(
        default_factory=list,
        description="Repeatable or comma-separated: draft, published, archived "
        "(default: all but draft).",
    ),
    include: str | None = Query(None, description="`usage_count` adds each version's count."),
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a price formula's versions, newest first."""
    page = await versions.list_versions(
        db, ctx, formula_id, query, statuses=status, include=include
    )
    return list_envelope([version_out(v.version, v.usage_count) for v in page.items], page)


@router.get(VERSION, response_model=Envelope[VersionOut], responses=_NOT_FOUND)
async def get_version(
    formula_id: uuid.UUID,
    version: int = VersionNumber,
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a version snapshot: its expression and variables."""
    return {"data": version_out(await versions.get_version(db, ctx, formula_id, version))}


@router.get(f"{VERSION}/referrers", response_model=ReferrerList, responses=_NOT_FOUND)
async def list_version_referrers(
    formula_id: uuid.UUID,
    type: Literal["rate_table_version"] | None = Query(
        None, description="Required: which referrers to list (rate_table_version)."
    ),
    version: int = VersionNumber,
    limit: str | None = Query(
        None, description=f"Page size: default {DEFAULT_LIMIT}, at most {MAX_LIMIT}."
    ),
    offset: int = Query(0, ge=0, le=2**31 - 1),
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> ReferrerList:
    """List what pins a version (rate-table versions), offset-paginated, oldest first."""
    size = page_request(limit, None).limit
    found = await versions.list_referrers(
        db, ctx, formula_id, version, type, limit=size, offset=offset
    )
    return referrer_list(found.items, limit=size, offset=offset, total=found.total)


@router.get(f"{VERSION}/usage", response_model=Envelope[VersionUsageOut], responses=_NOT_FOUND)
async def get_version_usage(
    formula_id: uuid.UUID,
    version: int = VersionNumber,
    ctx: RequestContext = Permission("price_formulas:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a version's usage summary: referrer counts grouped by referrer type."""
    found = await versions.usage(db, ctx, formula_id, version)
    return {
        "data": VersionUsageOut(
            formula_id=found.version.formula_id,
            version=found.version.version,
            usage_count=sum(found.by_type.values()),
            by_type=found.by_type,
        )
    }
