"""Whether background work gets done: due jobs, failed jobs, and the workers' heartbeats.

Every worker loop (`billing worker`, or the loop inside `serve` on SQLite) writes a heartbeat
row every `HEARTBEAT_SECONDS` and marks it stopped when it ends cleanly; a worker not seen for
`SEEN_WITHIN` is presumed gone (killed or crashed). From these rows and the `jobs` table come
`billing status`, the queue gauges of `/metrics`, and the warning a `serve` process without a
worker loop logs when jobs wait and no worker is seen (`watch_for_missing_workers`).

"Due" means due in real time (`pending`, `run_at` reached, no sandbox test clock): the jobs a
worker would claim now. Jobs of test clocks run when their clock advances, so they never wait.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from prometheus_client import CollectorRegistry, Gauge, generate_latest
from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job, WorkerHeartbeat
from billing.platform import clock
from billing.platform.db import Database

log = logging.getLogger("billing.queue")

HEARTBEAT_SECONDS = 10.0
SEEN_WITHIN = timedelta(seconds=60)
"""A worker whose last heartbeat is older than this is not counted as running."""
WAITING_TOO_LONG = timedelta(seconds=60)
"""Due jobs older than this, with no worker running, make `serve` log a warning."""
FAILED_WITHIN = timedelta(days=1)
HEARTBEAT_RETENTION = timedelta(days=1)
"""Heartbeats of workers not seen for this long are deleted when a worker starts."""
WATCH_SECONDS = 60.0
QUERY_TIMEOUT_SECONDS = 5.0


@dataclass(frozen=True, slots=True)
class DueKind:
    kind: str
    count: int
    oldest_run_at: datetime


@dataclass(frozen=True, slots=True)
class WorkerSeen:
    name: str
    hostname: str
    pid: int
    started_at: datetime
    last_seen_at: datetime
    stopped_at: datetime | None

    def state(self, now: datetime) -> str:
        """`running`, `stopped` (ended cleanly) or `gone` (not seen for `SEEN_WITHIN`)."""
        if self.stopped_at is not None:
            return "stopped"
        return "running" if now - self.last_seen_at <= SEEN_WITHIN else "gone"


@dataclass(frozen=True)
class QueueSnapshot:
    now: datetime
    due: list[DueKind]
    failed: dict[str, int]
    """Jobs that gave up within `FAILED_WITHIN`, by kind."""
    workers: list[WorkerSeen] = field(default_factory=list)

    @property
    def due_count(self) -> int:
        return sum(kind.count for kind in self.due)

    @property
    def oldest_due_age(self) -> timedelta | None:
        if not self.due:
            return None
        return max(self.now - min(kind.oldest_run_at for kind in self.due), timedelta(0))

    @property
    def running_workers(self) -> list[WorkerSeen]:
        return [w for w in self.workers if w.state(self.now) == "running"]

    @property
    def jobs_wait_without_worker(self) -> bool:
        """Jobs have waited longer than `WAITING_TOO_LONG` and no worker is running."""
        age = self.oldest_due_age
        return age is not None and age > WAITING_TOO_LONG and not self.running_workers


async def due_jobs(session: AsyncSession, now: datetime) -> list[DueKind]:
    """Real-time due jobs by kind, with the `run_at` of the oldest (one grouped query on the
    (status, run_at) index)."""
    rows = await session.execute(
        select(Job.kind, func.count(), func.min(Job.run_at))
        .where(Job.status == "pending", Job.test_clock_id.is_(None), Job.run_at <= now)
        .group_by(Job.kind)
        .order_by(Job.kind)
    )
    return [DueKind(kind, int(count), oldest) for kind, count, oldest in rows.all()]


async def failed_jobs(session: AsyncSession, since: datetime) -> dict[str, int]:
    """Jobs that gave up (status `failed`) since the given time, by kind."""
    rows = await session.execute(
        select(Job.kind, func.count())
        .where(Job.status == "failed", Job.finished_at >= since)
        .group_by(Job.kind)
        .order_by(Job.kind)
    )
    return {kind: int(count) for kind, count in rows.all()}


async def workers(session: AsyncSession) -> list[WorkerSeen]:
    """Every heartbeat kept (workers seen within `HEARTBEAT_RETENTION`), last seen first."""
    rows = await session.scalars(
        select(WorkerHeartbeat).order_by(WorkerHeartbeat.last_seen_at.desc(), WorkerHeartbeat.name)
    )
    return [
        WorkerSeen(r.name, r.hostname, r.pid, r.started_at, r.last_seen_at, r.stopped_at)
        for r in rows
    ]


async def snapshot(db: Database) -> QueueSnapshot:
    """The queue and the workers as one read session sees them."""
    now = clock.wall_now()
    async with db.session(readonly=True) as session, session.begin():
        return QueueSnapshot(
            now=now,
            due=await due_jobs(session, now),
            failed=await failed_jobs(session, now - FAILED_WITHIN),
            workers=await workers(session),
        )


class Heartbeat:
    """The heartbeat row of one worker loop."""

    def __init__(self, db: Database, name: str) -> None:
        self.db = db
        self.name = name
        self.started_at = clock.wall_now()

    async def write(self, *, stopped: bool = False) -> None:
        now = clock.wall_now()
        values = {"last_seen_at": now, "stopped_at": now if stopped else None}
        async with self.db.session() as session, session.begin():
            updated = await session.execute(
                update(WorkerHeartbeat).where(WorkerHeartbeat.name == self.name).values(**values)
            )
            if getattr(updated, "rowcount", 0) == 0:
                await session.execute(
                    delete(WorkerHeartbeat).where(
                        WorkerHeartbeat.last_seen_at < now - HEARTBEAT_RETENTION
                    )
                )
                await session.execute(
                    insert(WorkerHeartbeat).values(
                        name=self.name,
                        hostname=socket.gethostname()[:255],
                        pid=os.getpid(),
                        started_at=self.started_at,
                        **values,
                    )
                )

    async def run(self, stop: asyncio.Event) -> None:
        """Beat every `HEARTBEAT_SECONDS` until `stop` is set, then mark the worker stopped.
        A failed write (the database is away) is logged and tried again at the next beat."""
        while not stop.is_set():
            await self._write_logged(stopped=False)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), timeout=HEARTBEAT_SECONDS)
        await self._write_logged(stopped=True)

    async def _write_logged(self, *, stopped: bool) -> None:
        try:
            await self.write(stopped=stopped)
        except Exception:
            log.exception("%s could not write its heartbeat", self.name)


def missing_worker_warning(queue: QueueSnapshot) -> str | None:
    """The warning for jobs that wait while no worker runs; None when work gets done."""
    if not queue.jobs_wait_without_worker:
        return None
    age = queue.oldest_due_age or timedelta(0)
    return (
        f"{queue.due_count} background jobs are due, the oldest for {int(age.total_seconds())} s, "
        "and no worker has been seen in the last minute: nothing is billed and no PDF is "
        "rendered until one runs; start `billing worker`"
    )


async def watch_for_missing_workers(
    db: Database, stop: asyncio.Event, *, every: float = WATCH_SECONDS
) -> None:
    """For a server without a worker loop of its own (PostgreSQL): at start and every
    `every` seconds, log a warning while jobs wait and no worker is seen. One grouped query
    and one small read per check; a failed check is logged at debug level (readiness reports
    an unreachable database)."""
    while not stop.is_set():
        try:
            async with asyncio.timeout(QUERY_TIMEOUT_SECONDS):
                warning = missing_worker_warning(await snapshot(db))
        except Exception:
            log.debug("the worker check could not read the queue", exc_info=True)
        else:
            if warning is not None:
                log.warning(warning)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=every)


async def metrics_text(db: Database) -> bytes:
    """The queue gauges in Prometheus text format; empty when the queue cannot be read (the
    request metrics are still answered)."""
    try:
        async with asyncio.timeout(QUERY_TIMEOUT_SECONDS):
            queue = await snapshot(db)
    except Exception:
        log.warning("the queue gauges could not be read", exc_info=True)
        return b""
    registry = CollectorRegistry()
    due = Gauge(
        "billing_jobs_due", "Jobs due now and not yet run, by kind", ["kind"], registry=registry
    )
    for kind in queue.due:
        due.labels(kind.kind).set(kind.count)
    age = queue.oldest_due_age
    Gauge(
        "billing_jobs_oldest_due_age_seconds",
        "How long the oldest due job has waited (0 when none is due)",
        registry=registry,
    ).set(0 if age is None else age.total_seconds())
    Gauge(
        "billing_workers_running",
        "Worker loops seen within the last minute",
        registry=registry,
    ).set(len(queue.running_workers))
    return generate_latest(registry)
