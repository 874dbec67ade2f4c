"""A test-only router that exercises the platform: idempotency, errors, validation, lists.

Mounted on a fresh app by the `probe` fixture; never part of the service.
"""

from __future__ import annotations

import threading
import uuid
from collections import Counter
from decimal import Decimal
from typing import Any

import anyio.to_thread
from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import JSONResponse
from pydantic import Field
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from billing.events import service as events_service
from billing.events.repository import EVENT_FILTERS
from billing.events.schemas import EventOut
from billing.models.platform import Event
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext, context_of
from billing.platform.errors import Conflict
from billing.platform.listing import list_query
from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.outbox import emit_event
from billing.platform.pagination import list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.platform.schemas import Strict

router = APIRouter(prefix="/v1/probe", route_class=BillingRoute)

WORK_EVENT = "probe.work"


class WorkIn(Strict):
    label: str = Field(min_length=1, max_length=64)


class LineIn(Strict):
    price_id: uuid.UUID
    quantity: int = Field(ge=1)


class OrderIn(Strict):
    currency: CurrencyCode
    amount: DecimalString
    items: list[LineIn] = Field(min_length=1)
    reference: int | uuid.UUID | None = None


class SlowGate:
    """Holds requests inside their handlers until the test opens it."""

    def __init__(self) -> None:
        self.arrived = threading.Semaphore(0)
        self.opened = threading.Event()

    def reset(self) -> None:
        self.arrived = threading.Semaphore(0)
        self.opened.clear()

    async def wait(self) -> None:
        self.arrived.release()
        await anyio.to_thread.run_sync(self.opened.wait, 30)


gate = SlowGate()


async def _work(db: AsyncSession, ctx: RequestContext, label: str) -> int:
    """Write one event and answer how many such events the workspace now has."""
    emit_event(db, ctx, WORK_EVENT, {"label": label}, resource_type="probe", resource_id=label)
    await db.flush()
    count = await db.scalar(
        select(func.count())
        .select_from(Event)
        .where(Event.workspace_id == ctx.workspace_id, Event.type == WORK_EVENT)
        .where(Event.resource_id == label)
    )
    return int(count or 0)


@router.post("/work", status_code=201, openapi_extra=idempotency.OPENAPI_EXTRA)
async def work(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> JSONResponse:
    """Requires Idempotency-Key; each execution adds one event."""
    executions = await _work(db, ctx, body.label)
    return JSONResponse(
        {"data": {"label": body.label, "executions": executions}},
        status_code=201,
        headers={"Location": f"/v1/probe/work/{body.label}", "X-Probe": "first"},
    )


@router.post("/optional", status_code=201)
async def optional_key(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Honours Idempotency-Key when sent."""
    return {"data": {"executions": await _work(db, ctx, body.label)}}


@router.post("/conflict", openapi_extra=idempotency.OPENAPI_EXTRA)
async def conflict(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Does its work, then fails with a domain error: the work is rolled back."""
    await _work(db, ctx, body.label)
    raise Conflict("the probe conflicts", headers={"X-Probe": "conflict"})


class ProbeRefusal(Conflict):
    """A refusal whose work is part of the answer (as a reused refresh token's revocation)."""

    keeps_changes = True


@router.post("/refusal")
async def refusal(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Does its work, then refuses with an error that keeps the work; honours Idempotency-Key."""
    await _work(db, ctx, body.label)
    raise ProbeRefusal("the probe refuses, keeping its work", headers={"X-Probe": "refusal"})


@router.post("/crash", openapi_extra=idempotency.OPENAPI_EXTRA)
async def crash(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Does its work, then hits a bug whose message must never reach the client."""
    await _work(db, ctx, body.label)
    raise RuntimeError("secret-internal-detail in /srv/billing/probe.py")


@router.post("/slow", status_code=201, openapi_extra=idempotency.OPENAPI_EXTRA)
async def slow(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Does its work (holding its write transaction open), then waits for the test's signal."""
    executions = await _work(db, ctx, body.label)
    await gate.wait()
    return {"data": {"executions": executions}}


@router.post("/slow-start", status_code=201, openapi_extra=idempotency.OPENAPI_EXTRA)
async def slow_start(
    body: WorkIn,
    ctx: RequestContext = Permission("events:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Waits for the test's signal before it starts its work."""
    await gate.wait()
    return {"data": {"executions": await _work(db, ctx, body.label)}}


@router.post("/orders", status_code=201)
async def orders(
    body: OrderIn,
    ctx: RequestContext = Permission("events:read"),
) -> dict[str, Any]:
    """Validation only: echoes a body with money, currency and nested lines."""
    total: Decimal = body.amount * sum(line.quantity for line in body.items)
    return {"data": {"currency": body.currency, "total": format(total, "f")}}


@router.get("/search")
async def search(
    limit: int = Query(50, ge=1),
    x_probe_mode: str = Query(..., alias="mode", pattern="^(fast|slow)$"),
    ctx: RequestContext = Permission("events:read"),
) -> dict[str, Any]:
    """Validation of query parameters."""
    return {"data": {"limit": limit, "mode": x_probe_mode}}


@router.get("/boom")
async def boom(ctx: RequestContext = Permission("events:read")) -> dict[str, Any]:
    """A bug outside any idempotency key."""
    raise RuntimeError("secret-internal-detail in /srv/billing/probe.py")


@router.get("/events-copy")
async def events_copy(
    request: Request,
    ctx: RequestContext = Permission("events:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The events list under another name: its cursors must not work on /v1/events."""
    query = list_query(request, EVENT_FILTERS, "events-copy")
    page = await events_service.list_events(db, ctx, query)
    return list_envelope([EventOut.model_validate(e) for e in page.items], page)


CONTEXT_CALLS: Counter[str] = Counter()
"""How many times `counted_context` ran, by request id."""


async def counted_context(request: Request) -> RequestContext:
    """A dependency of the request alone, which counts its calls."""
    ctx = context_of(request)
    CONTEXT_CALLS[ctx.request_id] += 1
    return ctx


@router.get("/direct", dependencies=[Permission("events:read")])
def direct_dependencies(
    ctx: RequestContext = Depends(counted_context),
    again: RequestContext = Depends(counted_context),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """A plain function (FastAPI's thread pool) with a route-level permission and the same
    request-only dependency twice."""
    return {
        "data": {
            "workspace_id": str(ctx.workspace_id),
            "same_context": again is ctx,
            "calls": CONTEXT_CALLS[ctx.request_id],
            "has_session": isinstance(db, AsyncSession),
        }
    }
