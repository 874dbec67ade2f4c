"""The background worker: claims due jobs, runs them, retries failures with backoff.

A job is claimed and run in one transaction: on PostgreSQL the claim is
`SELECT … FOR UPDATE SKIP LOCKED`, so two workers never run the same job, and a crash before
commit leaves it pending for the next worker. On SQLite the single writer lock serializes claims.
A failure rolls the job's work back and records the error in a transaction of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from datetime import timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform import clock
from billing.platform.db import Database
from billing.platform.observability import JOBS
from billing.platform.outbox import handler_for

log = logging.getLogger("billing.worker")

BASE_BACKOFF_SECONDS = 2.0
MAX_BACKOFF_SECONDS = 3600.0


def backoff(attempts: int) -> timedelta:
    return timedelta(
        seconds=min(BASE_BACKOFF_SECONDS * 2 ** max(attempts - 1, 0), MAX_BACKOFF_SECONDS)
    )


class Worker:
    def __init__(self, db: Database, *, poll_seconds: float = 1.0) -> None:
        self.db = db
        self.poll_seconds = poll_seconds
        self.name = f"worker-{uuid.uuid4().hex[:8]}"

    async def run(self, stop: asyncio.Event) -> None:
        """Run until `stop` is set, sleeping between polls when nothing is due."""
        while not stop.is_set():
            try:
                ran = await self.run_once()
            except Exception:
                log.exception("worker poll failed")
                ran = False
            if not ran:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), timeout=self.poll_seconds)

    async def run_until_idle(self, *, max_jobs: int = 10_000) -> int:
        """Run due jobs until none is left; returns how many ran (tests and test clocks)."""
        count = 0
        while count < max_jobs and await self.run_once():
            count += 1
        return count

    async def run_once(self) -> bool:
        """Claim and run one due job; False when nothing is due."""
        failure: tuple[uuid.UUID, str, int, int] | None = None
        async with self.db.session() as session, session.begin():
            job = await self._claim(session)
            if job is None:
                return False
            job_id, kind, attempts, max_attempts = job.id, job.kind, job.attempts, job.max_attempts
            handler = handler_for(kind)
            if handler is None:
                failure = (job_id, f"no handler for job kind {kind!r}", attempts, max_attempts)
            else:
                savepoint = await session.begin_nested()
                try:
                    await handler(session, job)
                    await savepoint.commit()
                except Exception as exc:
                    await savepoint.rollback()
                    log.exception("job %s (%s) failed", job_id, kind)
                    failure = (job_id, f"{type(exc).__name__}: {exc}", attempts, max_attempts)
                else:
                    job.status = "succeeded"
                    job.attempts = attempts + 1
                    job.finished_at = clock.utcnow()
                    job.last_error = None
                    JOBS.labels(kind, "succeeded").inc()
            if failure is not None:
                await self._record_failure(session, *failure)
                JOBS.labels(kind, "failed").inc()
        return True

    async def _claim(self, session: AsyncSession) -> Job | None:
        stmt = (
            select(Job)
            .where(Job.status == "pending", Job.run_at <= clock.utcnow())
            .order_by(Job.run_at, Job.id)
            .limit(1)
        )
        if not self.db.is_sqlite:
            stmt = stmt.with_for_update(skip_locked=True)
        return (await session.execute(stmt)).scalar_one_or_none()

    async def _record_failure(
        self, session: AsyncSession, job_id: uuid.UUID, error: str, attempts: int, max_attempts: int
    ) -> None:
        attempts += 1
        now = clock.utcnow()
        values: dict[str, object] = {
            "attempts": attempts,
            "last_error": error[:4000],
            "updated_at": now,
        }
        if attempts >= max_attempts:
            values.update(status="failed", finished_at=now)
        else:
            values.update(run_at=now + backoff(attempts))
        await session.execute(update(Job).where(Job.id == job_id).values(**values))
