"""Recurring maintenance jobs: retention cleanup that must happen in every deployment.

There is no cron: every worker loop, at start-up and whenever a new time slot begins, enqueues
one job per recurring kind with a dedup_key naming the slot. However many workers run (one
embedded in `serve` on SQLite, or any number of `billing worker` processes on PostgreSQL), the
unique dedup_key makes exactly one job per slot, and whichever worker claims it first runs it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform import clock, idempotency
from billing.platform.outbox import enqueue_job, job_handler

log = logging.getLogger("billing.maintenance")

PURGE_IDEMPOTENCY = "platform.purge_idempotency"


@dataclass(frozen=True, slots=True)
class RecurringJob:
    kind: str
    every: timedelta

    def slot_start(self, now: datetime) -> datetime:
        """The start of the time slot that contains `now` (slots are aligned to the epoch)."""
        epoch = datetime(1970, 1, 1, tzinfo=UTC)
        slots = (now - epoch) // self.every
        return epoch + slots * self.every

    def dedup_key(self, slot_start: datetime) -> str:
        return f"{self.kind}@{slot_start.strftime('%Y-%m-%dT%H:%M')}"


RECURRING_JOBS: tuple[RecurringJob, ...] = (RecurringJob(PURGE_IDEMPOTENCY, timedelta(hours=1)),)
_REGISTERED: list[RecurringJob] = []


def register_recurring(job: RecurringJob) -> RecurringJob:
    """Add a domain's recurring job (from its `jobs.py`, which every worker imports)."""
    if job not in _REGISTERED:
        _REGISTERED.append(job)
    return job


def recurring_jobs() -> tuple[RecurringJob, ...]:
    return (*RECURRING_JOBS, *_REGISTERED)


def current_slot(now: datetime | None = None) -> datetime:
    """The finest slot boundary of all recurring jobs: the worker re-ensures when it changes."""
    now = now or clock.wall_now()
    return max(job.slot_start(now) for job in recurring_jobs())


async def ensure_scheduled(session: AsyncSession) -> list[Job]:
    """Enqueue the current slot's job of every recurring kind; returns the jobs created now."""
    now = clock.wall_now()
    created: list[Job] = []
    for recurring in recurring_jobs():
        slot = recurring.slot_start(now)
        job = await enqueue_job(
            session,
            recurring.kind,
            {"slot": slot.isoformat()},
            run_at=slot,
            dedup_key=recurring.dedup_key(slot),
        )
        if job is not None:
            created.append(job)
    return created


@job_handler(PURGE_IDEMPOTENCY)
async def purge_idempotency_records(session: AsyncSession, job: Job) -> None:
    """Delete idempotency records past their retention (24 hours after the first request)."""
    deleted = await idempotency.purge_expired(session)
    log.info("purged %d expired idempotency records", deleted)
