"""HTTP routes of meters and usage events (issue 21)."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Query
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.pricing import Meter
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, json_pointer
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import plain
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.pricing import usage
from billing.pricing.usage_repository import METER_FILTERS, USAGE_FILTERS
from billing.pricing.usage_schemas import (
    MeterCreate,
    MeterOut,
    RejectedOut,
    UsageBatchIn,
    UsageBatchOut,
    UsageEventOut,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["usage"])

_BAD_QUERY: dict[int | str, dict[str, Any]] = {
    400: {"description": "Unknown filter, bad value or cursor (INVALID_FILTER, INVALID_CURSOR)"}
}


def meter_out(meter: Meter) -> MeterOut:
    return MeterOut(
        id=meter.id,
        key=meter.key,
        name=meter.name,
        aggregation=meter.aggregation,
        unit=meter.unit,
        created_at=meter.created_at,
        updated_at=meter.updated_at,
    )


@router.get("/meters", response_model=ListEnvelope[MeterOut], responses=_BAD_QUERY)
async def list_meters(
    query: ListQuery = ListParams(METER_FILTERS, "meters"),
    ctx: RequestContext = Permission("meters:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List meters, newest first."""
    page = await usage.list_meters(db, ctx, query)
    return list_envelope([meter_out(meter) for meter in page.items], page)


@router.post(
    "/meters",
    response_model=Envelope[MeterOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={422: {"description": "A field fails, or the key is taken"}},
)
async def create_meter(
    body: MeterCreate,
    ctx: RequestContext = Permission("meters:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a meter: its key names it in usage events (unique per workspace)."""
    return {"data": meter_out(await usage.create_meter(db, ctx, body))}


@router.get(
    "/meters/{meter_id}",
    response_model=Envelope[MeterOut],
    responses={404: {"description": "No such meter in this workspace (NOT_FOUND)"}},
)
async def get_meter(
    meter_id: uuid.UUID,
    ctx: RequestContext = Permission("meters:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a meter."""
    return {"data": meter_out(await usage.get_meter(db, ctx, meter_id))}


@router.post("/usage-events", response_model=Envelope[UsageBatchOut])
async def ingest_usage_events(
    body: UsageBatchIn,
    ctx: RequestContext = Permission("usage_events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Report 1 to 1,000 usage events: idempotent by event_id; bad events rejected by index."""
    done = await usage.ingest(db, ctx, body.events)
    return {
        "data": UsageBatchOut(
            accepted=done.accepted,
            duplicates=done.duplicates,
            rejected=[
                RejectedOut(
                    index=r.index,
                    problem={
                        "code": "VALIDATION_ERROR",
                        "detail": r.detail,
                        "pointer": json_pointer(FieldError(("events", r.index, *r.field), "")),
                    },
                )
                for r in done.rejected
            ],
        )
    }


@router.get("/usage-events", response_model=ListEnvelope[UsageEventOut], responses=_BAD_QUERY)
async def list_usage_events(
    query: ListQuery = ListParams(USAGE_FILTERS, "usage-events"),
    meter: str | None = Query(None, description="Only events of the meter with this key."),
    ctx: RequestContext = Permission("usage_events:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List usage events, newest reported first (filters customer_id, subscription_id,
    timestamp ranges, meter)."""
    page, keys = await usage.list_events(db, ctx, query, meter)
    return list_envelope(
        [
            UsageEventOut(
                id=e.id,
                event_id=e.event_id,
                meter=keys[e.meter_id],
                customer_id=e.customer_id,
                subscription_id=e.subscription_id,
                quantity=plain(e.quantity),
                timestamp=e.timestamp,
                properties=e.properties,
                created_at=e.created_at,
            )
            for e in page.items
        ],
        page,
    )
