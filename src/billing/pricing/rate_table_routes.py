"""HTTP routes of rate tables and their versions (issue 21)."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import plain
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.pricing import rate_tables, rating
from billing.pricing.rate_table_repository import RATE_TABLE_FILTERS
from billing.pricing.rate_table_schemas import (
    FormulaRateOut,
    RateTableCreate,
    RateTableOut,
    RateTableVersionCreate,
    RateTableVersionOut,
    RateTierOut,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["rate tables"])

_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such rate table in this workspace (NOT_FOUND)"}
}
_INVALID: dict[int | str, dict[str, Any]] = {
    422: {
        "description": "A field fails: tier bounds, a rate that is not exactly one of "
        "unit_amount and formula, a formula version that is unknown or a draft, bindings the "
        "formula refuses, or an effective_from not after the latest version's"
    }
}


def version_out(view: rate_tables.VersionView) -> RateTableVersionOut:
    version = view.version
    return RateTableVersionOut(
        id=version.id,
        rate_table_id=version.rate_table_id,
        version=version.version,
        status=view.status,
        mode=version.mode,
        tiers=[
            RateTierOut(
                up_to=None if tier.up_to is None else plain(tier.up_to),
                unit_amount=None if tier.unit_amount is None else plain(tier.unit_amount),
                formula=None
                if tier.formula is None
                else FormulaRateOut(
                    formula_id=uuid.UUID(tier.formula.formula_id),
                    version=tier.formula.version,
                    variables=dict(tier.formula.variables),
                    cost=tier.formula.cost,
                ),
            )
            for tier in rating.tiers_from_json(version.tiers)
        ],
        effective_from=version.effective_from,
        effective_until=view.effective_until,
        created_at=version.created_at,
    )


def table_out(view: rate_tables.TableView) -> RateTableOut:
    active = view.active
    return RateTableOut(
        id=view.table.id,
        name=view.table.name,
        currency=view.table.currency,
        latest_version=view.table.latest_version,
        active_version=version_out(active) if active else None,
        versions=[version_out(v) for v in view.versions],
        created_at=view.table.created_at,
        updated_at=view.table.updated_at,
    )


@router.get(
    "/rate-tables",
    response_model=ListEnvelope[RateTableOut],
    responses={400: {"description": "Unknown filter, bad value or cursor"}},
)
async def list_rate_tables(
    query: ListQuery = ListParams(RATE_TABLE_FILTERS, "rate-tables"),
    ctx: RequestContext = Permission("rate_tables:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List rate tables, newest first."""
    page, views = await rate_tables.list_tables(db, ctx, query)
    return list_envelope([table_out(view) for view in views], page)


@router.post(
    "/rate-tables",
    response_model=Envelope[RateTableOut],
    status_code=201,
    responses=_INVALID,
)
async def create_rate_table(
    body: RateTableCreate,
    ctx: RequestContext = Permission("rate_tables:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a rate table with its version 1."""
    return {"data": table_out(await rate_tables.create_table(db, ctx, body))}


@router.get(
    "/rate-tables/{rate_table_id}", response_model=Envelope[RateTableOut], responses=_NOT_FOUND
)
async def get_rate_table(
    rate_table_id: uuid.UUID,
    ctx: RequestContext = Permission("rate_tables:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a rate table with its versions."""
    return {"data": table_out(await rate_tables.get_table(db, ctx, rate_table_id))}


@router.post(
    "/rate-tables/{rate_table_id}/versions",
    response_model=Envelope[RateTableOut],
    status_code=201,
    responses={**_NOT_FOUND, **_INVALID},
)
async def create_rate_table_version(
    rate_table_id: uuid.UUID,
    body: RateTableVersionCreate,
    ctx: RequestContext = Permission("rate_tables:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Add a version to a rate table's timeline, in effect after every earlier one."""
    return {"data": table_out(await rate_tables.add_version(db, ctx, rate_table_id, body))}
