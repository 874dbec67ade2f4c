"""The events list: read-only access to the workspace's transactional outbox."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.events.repository import EventRepository
from billing.models.platform import Event
from billing.platform.context import RequestContext
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page


async def list_events(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[Event]:
    return await EventRepository(db, ctx).page(query)


async def get_event(db: AsyncSession, ctx: RequestContext, event_id: uuid.UUID) -> Event:
    return await EventRepository(db, ctx).get(event_id)
