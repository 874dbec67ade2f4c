"""From outbox events to deliveries, without touching the outbox or the worker.

Each workspace with an enabled endpoint has a chain of `webhooks.dispatch` jobs, one every
`BILLING_WEBHOOK_DISPATCH_SECONDS` (5 s): a job reads the workspace's events past its cursor
(set-based, up to `BATCH` at a time), writes one delivery per matching (endpoint, event) pair
(an executemany) and a `webhooks.deliver` job for each (one more), moves the cursor and
queues the next link of the chain. Creating or enabling an endpoint starts the chain; it
stops when no endpoint is enabled; `upkeep` starts it again when a link gave up.

Latency: an event is sent within about `SETTLE` + the dispatch interval + the worker's poll
interval of its commit (1 s + 5 s + 1 s by default). `SETTLE` keeps the cursor behind events
whose transaction may still be open; `LOOKBACK` looks again behind the cursor for one that
committed later still; the unique (endpoint, event) index makes the double look harmless.
Deliveries are at least once: a receiver deduplicates by `webhook-id`.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.config import get_settings
from billing.models.platform import Event
from billing.models.webhooks import WebhookEndpoint
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.outbox import add_new_job, enqueue_job, enqueue_jobs
from billing.webhooks.repository import (
    CursorRepository,
    DeliveryRepository,
    DispatchJobRepository,
    EndpointRepository,
    EventWindowRepository,
)

DISPATCH_JOB = "webhooks.dispatch"
DELIVER_JOB = "webhooks.deliver"
BATCH = 500
SETTLE = timedelta(seconds=1)
LOOKBACK = timedelta(minutes=2)
LATE_LIMIT = 1000
KEEP_FINISHED = timedelta(hours=1)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def interval() -> timedelta:
    return timedelta(seconds=get_settings().webhook_dispatch_seconds)


def _slot_key(ctx: RequestContext, at: datetime) -> str:
    slot = (at - _EPOCH) // interval()
    return f"{DISPATCH_JOB}:{ctx.workspace_id}:{slot}"


async def _queue(db: AsyncSession, ctx: RequestContext, at: datetime, key: str) -> None:
    await enqueue_job(db, DISPATCH_JOB, {}, ctx=ctx, run_at=at, dedup_key=key)


async def start(db: AsyncSession, ctx: RequestContext) -> None:
    """Make sure the workspace's chain runs: a link now, and one in the next slot (which
    exists already when the chain is alive; if this slot's link already ran, that one
    carries on)."""
    now = clock.wall_now()
    await _queue(db, ctx, now, _slot_key(ctx, now))
    later = now + interval()
    await _queue(db, ctx, later, _slot_key(ctx, later))


def schedule_attempt(
    db: AsyncSession, ctx: RequestContext, delivery_id: uuid.UUID, *, attempt: int, at: datetime
) -> None:
    payload, run_at, key = _attempt_job(delivery_id, attempt, at)
    add_new_job(db, DELIVER_JOB, payload, ctx=ctx, dedup_key=key, run_at=run_at)


def _attempt_job(
    delivery_id: uuid.UUID, attempt: int, at: datetime
) -> tuple[dict[str, Any], datetime, str]:
    """The job of a delivery's attempt as (payload, run_at, dedup_key)."""
    return (
        {"delivery_id": str(delivery_id), "attempt": attempt},
        at,
        f"{DELIVER_JOB}:{delivery_id}:{attempt}",
    )


def _matches(endpoint: WebhookEndpoint, event: Event) -> bool:
    """An endpoint receives the events of its types (all when it names none) written since
    it was created."""
    if event.created_at < endpoint.created_at:
        return False
    return not endpoint.event_types or event.type in endpoint.event_types


async def dispatch(db: AsyncSession, ctx: RequestContext) -> None:
    """One link of the chain (see the module's docstring)."""
    endpoints = await EndpointRepository(db, ctx).enabled()
    if not endpoints:
        return
    now = clock.wall_now()
    cursor = CursorRepository(db, ctx)
    events = EventWindowRepository(db, ctx)
    position = await cursor.position()
    if position is None:
        position = (min(e.created_at for e in endpoints), uuid.UUID(int=0))
    fresh = await events.after(position, now - SETTLE, BATCH)
    late = await events.dated_between(position[0] - LOOKBACK, position[0], LATE_LIMIT)
    pairs = [(e.id, event) for event in [*late, *fresh] for e in endpoints if _matches(e, event)]
    created = await DeliveryRepository(db, ctx).add_originals(pairs, now)
    await enqueue_jobs(db, DELIVER_JOB, [_attempt_job(d, 1, now) for d in created], ctx=ctx)
    if fresh:
        await cursor.move_to(fresh[-1].created_at, fresh[-1].id)
    await DispatchJobRepository(db, ctx).prune_finished(DISPATCH_JOB, now - KEEP_FINISHED)
    if len(fresh) == BATCH:
        await _queue(db, ctx, now, f"{DISPATCH_JOB}:{ctx.workspace_id}:after:{fresh[-1].id}")
    else:
        later = now + interval()
        await _queue(db, ctx, later, _slot_key(ctx, later))


def event_body(event: Event) -> dict[str, Any]:
    """The webhook body of an event: `{id, type, created_at, workspace_id, data}`."""
    return {
        "id": str(event.id),
        "type": event.type,
        "created_at": event.created_at.isoformat().replace("+00:00", "Z"),
        "workspace_id": str(event.workspace_id),
        "data": event.data or {},
    }
