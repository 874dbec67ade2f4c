"""The transactional outbox: events and jobs are rows written in the caller's transaction.

Nothing is pushed after commit: if the change rolls back, its events and jobs vanish with it;
if it commits, a worker will see them.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Event, Job
from billing.models.tenancy import Workspace
from billing.platform import clock
from billing.platform.context import RequestContext, system_context
from billing.platform.db import new_id
from billing.platform.row_documents import NewRows, with_defaults

JobHandler = Callable[[AsyncSession, Job], Awaitable[None]]
JobPreparation = Callable[[AsyncSession, Job], Awaitable[Any]]
PreparedJobHandler = Callable[[AsyncSession, Job, Any], Awaitable[None]]

BatchLoader = Callable[[AsyncSession, Sequence[Job]], Awaitable[Any]]
BatchedJobHandler = Callable[[AsyncSession, Job, Any], Awaitable[None]]
BatchFinisher = Callable[[AsyncSession, Any], Awaitable[None]]

_HANDLERS: dict[str, JobHandler] = {}
_PREPARED: dict[str, tuple[JobPreparation, PreparedJobHandler]] = {}
_BATCHED: dict[str, BatchHandler] = {}


@dataclass(frozen=True)
class BatchHandler:
    """A job kind that a worker runs in batches (`batch_job_handler`)."""

    load: BatchLoader
    """Reads what every job of the batch needs, in a few set-based statements."""
    run: BatchedJobHandler
    """Runs one job of the batch with what `load` returned."""
    finish: BatchFinisher
    """Does, for all the jobs that ran, what they left to do together (with what `load`
    returned, which the runs may add to)."""
    size: Callable[[], int]
    """How many jobs a batch takes at most (read at each claim, so settings apply at once)."""


def job_handler(kind: str) -> Callable[[JobHandler], JobHandler]:
    """Register the handler of a job kind. Handlers must be idempotent."""

    def register(handler: JobHandler) -> JobHandler:
        if kind in _HANDLERS and _HANDLERS[kind] is not handler:
            raise ValueError(f"a handler for job kind {kind!r} is already registered")
        _HANDLERS[kind] = handler
        return handler

    return register


def prepared_job_handler(
    kind: str, *, prepare: JobPreparation
) -> Callable[[PreparedJobHandler], PreparedJobHandler]:
    """Register a job kind whose slow part only reads (rendering a PDF): the worker runs
    `prepare` in a read session before it claims the job, so that slow part holds no write
    lock (on SQLite, the one of the whole database), and the handler gets its result.

    `prepare` may run more than once for one job, and its result is from a moment before the
    claim; an exception it raises is the job's failure (retried with backoff). Where nothing was
    prepared (a job claimed by a PostgreSQL worker, which holds no database-wide lock, or run by
    a sandbox advance) it runs in the claiming transaction instead."""

    def register(handler: PreparedJobHandler) -> PreparedJobHandler:
        if kind in _PREPARED:
            if _PREPARED[kind] != (prepare, handler):
                raise ValueError(f"a handler for job kind {kind!r} is already registered")
            return handler

        async def in_one_transaction(session: AsyncSession, job: Job) -> None:
            await handler(session, job, await prepare(session, job))

        job_handler(kind)(in_one_transaction)
        _PREPARED[kind] = (prepare, handler)
        return handler

    return register


def batch_job_handler(
    kind: str, *, load: BatchLoader, finish: BatchFinisher, size: Callable[[], int]
) -> Callable[[BatchedJobHandler], BatchedJobHandler]:
    """Register a job kind whose due jobs a worker claims and runs together, in one transaction
    per batch: `load` reads what the batch's jobs need at once, the handler runs each job with
    it (in a savepoint of its own, so that one failing job leaves the others' work), and
    `finish` completes what the runs left to do together (finalizing their invoices).

    When `load` or `finish` fails, the batch's work is rolled back and each job runs alone. A
    batch holds jobs of one workspace and of no test clock; a job claimed alone (a test
    clock's, a sandbox advance) is a batch of one, through the same three steps. The steps
    must be idempotent like any handler; `load` takes the batch's row locks."""

    def register(handler: BatchedJobHandler) -> BatchedJobHandler:
        steps = BatchHandler(load, handler, finish, size)
        if kind in _BATCHED:
            if _BATCHED[kind] != steps:
                raise ValueError(f"a handler for job kind {kind!r} is already registered")
            return handler

        async def alone(session: AsyncSession, job: Job) -> None:
            loaded = await load(session, [job])
            await handler(session, job, loaded)
            await finish(session, loaded)

        job_handler(kind)(alone)
        _BATCHED[kind] = steps
        return handler

    return register


def batch_handler_for(kind: str) -> BatchHandler | None:
    """The batch steps of a job kind registered with `batch_job_handler`."""
    return _BATCHED.get(kind)


def handler_for(kind: str) -> JobHandler | None:
    return _HANDLERS.get(kind)


def preparation_for(kind: str) -> tuple[JobPreparation, PreparedJobHandler] | None:
    """The read-only step of a job kind registered with `prepared_job_handler`, and the handler
    that takes its result."""
    return _PREPARED.get(kind)


EventObserver = Callable[[str, Any], None]
"""Called with an event's type and data as the event is written (see `observing_events`)."""

_observers: list[EventObserver] = []


@contextmanager
def observing_events(observer: EventObserver) -> Iterator[None]:
    """Call `observer` with every event written meanwhile in this process, however it is
    written: `emit_event`'s ORM rows as the session inserts them (the mapper's `before_insert`,
    listened to only while someone observes) and `NewEvents` rows as they are handed out for
    writing. The one place the outbox is watched from (the webhook payload checks of the
    tests); without an observer it costs nothing."""
    if not _observers:
        event.listen(Event, "before_insert", _inserting)
    _observers.append(observer)
    try:
        yield
    finally:
        _observers.remove(observer)
        if not _observers:
            event.remove(Event, "before_insert", _inserting)


def _inserting(_mapper: Any, _connection: Any, target: Event) -> None:
    _written(target.type, target.data)


def _written(type_: str, data: Any) -> None:
    for observer in _observers:
        observer(type_, data)


def emit_event(
    session: AsyncSession,
    ctx: RequestContext,
    type_: str,
    data: dict[str, Any],
    *,
    resource_type: str | None = None,
    resource_id: uuid.UUID | str | None = None,
) -> Event:
    new_event = Event(**_event_values(ctx, type_, data, resource_type, resource_id))
    session.add(new_event)
    return new_event


def _event_values(
    ctx: RequestContext,
    type_: str,
    data: dict[str, Any],
    resource_type: str | None,
    resource_id: uuid.UUID | str | None,
) -> dict[str, Any]:
    return {
        "organization_id": ctx.organization_id,
        "workspace_id": ctx.workspace_id,
        "type": type_,
        "resource_type": resource_type,
        "resource_id": str(resource_id) if resource_id is not None else None,
        "data": data,
        "created_at": clock.wall_now(),
    }


class NewEvents:
    """Events of one write, collected as rows without ORM objects (their construction and
    session bookkeeping cost more than the insert) and written together as `take`'s rows (one
    executemany, or one statement with the write's other rows on PostgreSQL). `add_event`
    takes what `emit_event` takes but the session, and makes the same row (its id and time
    given as it is collected, so the outbox order holds); nothing in the transaction may read
    the events before they are written. Observers (`observing_events`) see each row as it is
    taken."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def add_event(
        self,
        ctx: RequestContext,
        type_: str,
        data: dict[str, Any],
        *,
        resource_type: str | None = None,
        resource_id: uuid.UUID | str | None = None,
    ) -> None:
        values = _event_values(ctx, type_, data, resource_type, resource_id)
        self.rows.append({**values, "id": new_id()})

    def take(self) -> NewRows:
        """The rows collected so far, to be written now (in the caller's transaction)."""
        rows, self.rows = self.rows, []
        for row in rows if _observers else ():
            _written(row["type"], row["data"])
        return NewRows(_EVENTS, rows)


class NewJobs:
    """New jobs of one write, collected as rows without ORM objects (their construction and
    session bookkeeping cost more than the insert) and written together as `take`'s rows (one
    executemany, or one statement with the write's other rows on PostgreSQL). `add` takes what
    `add_new_job` takes and makes the same row (its id and times given as it is collected);
    nothing in the transaction may read the jobs before they are written."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def add(
        self,
        kind: str,
        payload: dict[str, Any],
        *,
        ctx: RequestContext,
        dedup_key: str,
        run_at: datetime | None = None,
    ) -> None:
        """`add_new_job`'s row: its dedup_key is new by construction; the columns it leaves
        out take the model's defaults."""
        values = _job_values(kind, payload, ctx, run_at, dedup_key, 8, None)
        self.rows.append(with_defaults(_JOBS, {**values, "id": new_id()}))

    def take(self) -> NewRows:
        """The jobs collected so far, to be written now (in the caller's transaction)."""
        rows, self.rows = self.rows, []
        return NewRows(_JOBS, rows)


_EVENTS: Any = Event.__table__
_JOBS: Any = Job.__table__


async def enqueue_job(
    session: AsyncSession,
    kind: str,
    payload: dict[str, Any] | None = None,
    *,
    ctx: RequestContext | None = None,
    run_at: datetime | None = None,
    dedup_key: str | None = None,
    max_attempts: int = 8,
    test_clock_id: uuid.UUID | None = None,
) -> Job | None:
    """Add a job to the caller's transaction; with a dedup_key, at most one such job ever exists.

    A job with a `test_clock_id` runs in that sandbox clock's time: `run_at` is an instant on
    the clock, and the job is due once the clock's `frozen_at` has reached it.

    Returns None when a job with the same dedup_key already exists, also when a concurrent
    transaction inserted it first: the insert skips a conflicting key (`ON CONFLICT DO
    NOTHING`, one statement), so the caller's transaction stays usable.
    """
    if max_attempts < 1:
        raise ValueError("max_attempts must be at least 1")
    values = _job_values(kind, payload, ctx, run_at, dedup_key, max_attempts, test_clock_id)
    if dedup_key is None:
        job = Job(**values)
        session.add(job)
        await session.flush()
        return job
    dialect = session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    stmt = (
        insert(Job)
        .values(**values)
        .on_conflict_do_nothing(index_elements=[Job.dedup_key])
        .returning(Job)
    )
    created: Job | None = (await session.execute(stmt)).scalar_one_or_none()
    return created


async def enqueue_jobs(
    session: AsyncSession,
    kind: str,
    jobs: Sequence[tuple[dict[str, Any], datetime, str]],
    *,
    ctx: RequestContext,
) -> None:
    """`enqueue_job` of many jobs of one kind and tenant, each given as (payload, run_at,
    dedup_key), in one statement: a key that exists already, or that a concurrent transaction
    inserts first, is skipped (`ON CONFLICT DO NOTHING`)."""
    if not jobs:
        return
    dialect = session.get_bind().dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    stmt = insert(Job).on_conflict_do_nothing(index_elements=[Job.dedup_key])
    # With their ids the rows need nothing back: one executemany, not a multi-row VALUES.
    rows = [
        {**_job_values(kind, payload, ctx, at, key, 8, None), "id": new_id()}
        for payload, at, key in jobs
    ]
    await session.execute(stmt, rows)


def add_new_job(
    session: AsyncSession,
    kind: str,
    payload: dict[str, Any],
    *,
    ctx: RequestContext,
    dedup_key: str,
    run_at: datetime | None = None,
) -> Job:
    """`enqueue_job` for a dedup_key that is new by construction (it ends in a random part, or
    names something that happens once): the job joins the caller's next flush, without the
    lookup, the flush and the savepoint that guard a key which may exist, so it is written
    with the caller's other rows."""
    job = Job(**_job_values(kind, payload, ctx, run_at, dedup_key, 8, None))
    session.add(job)
    return job


def _job_values(
    kind: str,
    payload: dict[str, Any] | None,
    ctx: RequestContext | None,
    run_at: datetime | None,
    dedup_key: str | None,
    max_attempts: int,
    test_clock_id: uuid.UUID | None,
) -> dict[str, Any]:
    return {
        "organization_id": ctx.organization_id if ctx else None,
        "workspace_id": ctx.workspace_id if ctx else None,
        "kind": kind,
        "payload": payload or {},
        "status": "pending",
        "run_at": run_at or clock.wall_now(),
        "dedup_key": dedup_key,
        "max_attempts": max_attempts,
        "test_clock_id": test_clock_id,
    }


async def job_context(session: AsyncSession, job: Job) -> RequestContext:
    """The workspace context a tenant job runs in (its workspace's mode included)."""
    if job.organization_id is None or job.workspace_id is None:
        raise ValueError(f"job {job.id} ({job.kind}) belongs to no workspace")
    return await workspace_context(session, job.organization_id, job.workspace_id)


_WORKSPACE_MODES: dict[uuid.UUID, str] = {}
"""Each workspace's mode, which is set when the workspace is created and never changes (nor is
a workspace deleted), so a process may keep what it read."""
_WORKSPACE_MODES_KEPT = 10_000


async def workspace_context(
    session: AsyncSession, organization_id: uuid.UUID, workspace_id: uuid.UUID
) -> RequestContext:
    """The context of background work for a workspace, as the system (its mode included)."""
    mode = _WORKSPACE_MODES.get(workspace_id)
    if mode is None:
        mode = await session.scalar(select(Workspace.mode).where(Workspace.id == workspace_id))
        if mode is None:
            raise ValueError(f"workspace {workspace_id} no longer exists")
        if len(_WORKSPACE_MODES) >= _WORKSPACE_MODES_KEPT:
            _WORKSPACE_MODES.clear()
        _WORKSPACE_MODES[workspace_id] = mode
    return system_context(organization_id, workspace_id, mode)


async def has_unfinished_job(session: AsyncSession, dedup_prefix: str) -> bool:
    """Whether a job whose dedup_key starts with `dedup_prefix` is still to run (or running)."""
    stmt = select(Job.id).where(
        Job.dedup_key.startswith(dedup_prefix, autoescape=True),
        Job.status.in_(("pending", "running")),
    )
    return (await session.execute(stmt.limit(1))).first() is not None
