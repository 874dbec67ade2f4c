"""HTTP routes of the events domain."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.events import service
from billing.events.repository import EVENT_FILTERS
from billing.events.schemas import EventOut
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["events"])


@router.get("/events", response_model=ListEnvelope[EventOut])
async def list_events(
    query: ListQuery = ListParams(EVENT_FILTERS, "events"),
    ctx: RequestContext = Permission("events:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the workspace's events, newest first."""
    page = await service.list_events(db, ctx, query)
    return list_envelope([EventOut.model_validate(e) for e in page.items], page)


@router.get("/events/{event_id}", response_model=Envelope[EventOut])
async def get_event(
    event_id: uuid.UUID,
    ctx: RequestContext = Permission("events:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get one event."""
    return {"data": EventOut.model_validate(await service.get_event(db, ctx, event_id))}
