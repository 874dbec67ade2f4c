"""Meters and usage-event ingestion.

A batch of 1 to 1,000 events is judged event by event: a bad one (shape, unknown meter,
customer or subscription of another workspace) is rejected by index with its problem and the
rest go on. Event ids already held by the workspace, or repeated inside the batch, are counted
as duplicates and change nothing (idempotent by `event_id` per workspace). The accepted events
land with one INSERT that skips ids a concurrent batch took meanwhile (also duplicates).
"""

from __future__ import annotations

import uuid
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.pricing import Meter, UsageEvent
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import new_id
from billing.platform.errors import FieldError, InvalidFilter, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page
from billing.pricing.usage_repository import MeterRepository, UsageEventRepository
from billing.pricing.usage_schemas import MeterCreate, UsageEventIn


@dataclass(frozen=True)
class Rejection:
    index: int
    field: tuple[str | int, ...]
    detail: str


@dataclass(frozen=True)
class Ingested:
    accepted: int
    duplicates: int
    rejected: list[Rejection]


async def create_meter(db: AsyncSession, ctx: RequestContext, body: MeterCreate) -> Meter:
    meters = MeterRepository(db, ctx)
    if await meters.key_taken(body.key):
        raise ValidationFailed("is already the key of another meter", field=("key",))
    meter = meters.add(Meter(**body.model_dump()))
    await db.flush()
    return meter


async def get_meter(db: AsyncSession, ctx: RequestContext, meter_id: uuid.UUID) -> Meter:
    return await MeterRepository(db, ctx).get(meter_id)


async def list_meters(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[Meter]:
    return await MeterRepository(db, ctx).page(query)


def _parsed(index: int, raw: dict[str, Any]) -> UsageEventIn | Rejection:
    try:
        return UsageEventIn.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = tuple(part for part in first["loc"] if isinstance(part, str | int))
        return Rejection(index, where, first["msg"].removeprefix("Value error, "))


async def ingest(
    db: AsyncSession, ctx: RequestContext, raw_events: list[dict[str, Any]]
) -> Ingested:
    parsed = [_parsed(index, raw) for index, raw in enumerate(raw_events)]
    events = {i: e for i, e in enumerate(parsed) if isinstance(e, UsageEventIn)}
    rejected = [e for e in parsed if isinstance(e, Rejection)]
    usage = UsageEventRepository(db, ctx)
    meters = await MeterRepository(db, ctx).by_keys({e.meter for e in events.values()})
    customers, subscriptions = await usage.customers_of(
        {e.customer_id for e in events.values() if e.customer_id is not None},
        {e.subscription_id for e in events.values() if e.subscription_id is not None},
    )
    taken = await usage.taken_event_ids({e.event_id for e in events.values()})
    rows: list[dict[str, Any]] = []
    duplicates = 0
    now = clock.wall_now()
    for index, event in events.items():
        meter = meters.get(event.meter)
        customer_id = (
            subscriptions.get(event.subscription_id)
            if event.subscription_id is not None
            else event.customer_id
            if event.customer_id in customers
            else None
        )
        if meter is None:
            rejected.append(Rejection(index, ("meter",), f"no meter has the key {event.meter}"))
        elif customer_id is None:
            field = "subscription_id" if event.subscription_id is not None else "customer_id"
            rejected.append(Rejection(index, (field,), "no such object in this workspace"))
        elif event.event_id in taken:
            duplicates += 1
        else:
            taken.add(event.event_id)
            rows.append(_row(event, meter, customer_id, now))
    accepted = await usage.insert_new(rows)
    return Ingested(accepted, duplicates + len(rows) - accepted, sorted(rejected, key=_index))


def _index(rejection: Rejection) -> int:
    return rejection.index


def _row(event: UsageEventIn, meter: Meter, customer_id: uuid.UUID, now: Any) -> dict[str, Any]:
    return {
        "id": new_id(),
        "created_at": now,
        "updated_at": now,
        "event_id": event.event_id,
        "meter_id": meter.id,
        "customer_id": customer_id,
        "subscription_id": event.subscription_id,
        "quantity": event.quantity,
        "timestamp": event.timestamp,
        "properties": event.properties or {},
    }


async def list_events(
    db: AsyncSession, ctx: RequestContext, query: ListQuery, meter_key: str | None
) -> tuple[Page[UsageEvent], dict[uuid.UUID, str]]:
    """The page, and the key of each meter on it."""
    meters = MeterRepository(db, ctx)
    meter_id = None
    if meter_key is not None:
        found = (await meters.by_keys([meter_key])).get(meter_key)
        if found is None:
            raise InvalidFilter(
                f"no meter has the key {meter_key}",
                errors=[FieldError(("meter",), "unknown meter", "query")],
            )
        meter_id = found.id
    page = await UsageEventRepository(db, ctx).page(query, meter_id)
    keys = {m.id: m.key for m in (await meters.many({e.meter_id for e in page.items})).values()}
    return page, keys


async def meter_by_key(db: AsyncSession, ctx: RequestContext, key: str) -> Meter | None:
    return (await MeterRepository(db, ctx).by_keys([key])).get(key)


async def meters_by_keys(
    db: AsyncSession, ctx: RequestContext, keys: Collection[str]
) -> dict[str, Meter]:
    return await MeterRepository(db, ctx).by_keys(keys)


async def events_in_span(
    db: AsyncSession,
    ctx: RequestContext,
    meter_ids: Collection[uuid.UUID],
    customer_ids: Collection[uuid.UUID],
    span: tuple[datetime, datetime],
) -> list[Row[Any]]:
    """`event_id, meter_id, customer_id, subscription_id, quantity, timestamp, created_at` of
    the events stamped or received in the span (one query)."""
    if not meter_ids or not customer_ids:
        return []
    return await UsageEventRepository(db, ctx).in_span(meter_ids, customer_ids, *span)
