"""Helpers of the worker tests: reading jobs and the rows that handlers leave behind."""

from __future__ import annotations

import uuid

from sqlalchemy import func, select

from billing.models.platform import Event, Job
from billing.platform import clock
from billing.platform.db import Database


async def jobs_of(db: Database, kind: str) -> list[Job]:
    async with db.session() as session:
        result = await session.execute(select(Job).where(Job.kind == kind).order_by(Job.created_at))
        return list(result.scalars())


async def count_events(db: Database, type_: str) -> int:
    async with db.session() as session:
        result = await session.execute(
            select(func.count()).select_from(Event).where(Event.type == type_)
        )
        return int(result.scalar_one())


def marker_event(type_: str, job: Job) -> Event:
    """A row a handler writes to leave visible work behind (events have no foreign keys)."""
    return Event(
        organization_id=uuid.uuid4(),
        workspace_id=uuid.uuid4(),
        type=type_,
        resource_type="job",
        resource_id=str(job.id),
        data={},
        created_at=clock.utcnow(),
    )
