"""The transactional outbox: events and jobs live and die with the caller's transaction."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

from billing.models.platform import Job
from billing.platform.context import RequestContext
from billing.platform.db import Database
from billing.platform.outbox import emit_event, enqueue_job, enqueue_jobs, job_handler
from billing.platform.worker import Worker
from tests.worker.helpers import count_events, jobs_of


def _context() -> RequestContext:
    return RequestContext(
        organization_id=uuid.uuid4(),
        workspace_id=uuid.uuid4(),
        workspace_mode="live",
        principal_type="api_key",
        principal_id=uuid.uuid4(),
        permissions=frozenset({"*"}),
    )


class Boom(Exception):
    pass


def test_rolled_back_job_and_event_never_exist(with_db, kind):
    ran: list[uuid.UUID] = []

    @job_handler(kind)
    async def handle(session, job):
        ran.append(job.id)

    async def scenario(db: Database) -> tuple[int, int, int]:
        try:
            async with db.session() as session, session.begin():
                await enqueue_job(session, kind, {"n": 1}, ctx=_context())
                emit_event(session, _context(), f"{kind}.happened", {"n": 1})
                await session.flush()
                raise Boom
        except Boom:
            pass
        ran_count = await Worker(db, kinds={kind}).run_until_idle()
        return ran_count, len(await jobs_of(db, kind)), await count_events(db, f"{kind}.happened")

    assert with_db(scenario) == (0, 0, 0)
    assert ran == []


def test_committed_job_runs_exactly_once(with_db, kind):
    ran: list[dict] = []

    @job_handler(kind)
    async def handle(session, job):
        ran.append(job.payload)

    async def scenario(db: Database) -> tuple[int, int, list[Job]]:
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind, {"invoice": "A"})
            emit_event(session, _context(), f"{kind}.happened", {"invoice": "A"})
        worker = Worker(db, kinds={kind})
        first = await worker.run_until_idle()
        second = await worker.run_until_idle()
        assert await count_events(db, f"{kind}.happened") == 1
        return first, second, await jobs_of(db, kind)

    first, second, jobs = with_db(scenario)
    assert (first, second) == (1, 0)
    assert ran == [{"invoice": "A"}]
    [job] = jobs
    assert job.status == "succeeded"
    assert job.attempts == 1
    assert job.finished_at is not None
    assert job.last_error is None


def test_dedup_key_makes_at_most_one_job(with_db, kind):
    key = f"{kind}:invoice-42"

    async def scenario(db: Database) -> tuple[list[bool], int]:
        created = []
        async with db.session() as session, session.begin():
            created.append(await enqueue_job(session, kind, dedup_key=key) is not None)
            created.append(await enqueue_job(session, kind, dedup_key=key) is not None)
        async with db.session() as session, session.begin():
            created.append(await enqueue_job(session, kind, dedup_key=key) is not None)
        return created, len(await jobs_of(db, kind))

    assert with_db(scenario) == ([True, False, False], 1)


def test_dedup_key_under_concurrent_inserts_creates_one_job_and_no_error(with_db, kind):
    key = f"{kind}:nightly"
    writers = 12

    async def scenario(db: Database) -> tuple[int, int]:
        async def enqueue_in_own_transaction() -> bool:
            async with db.session() as session, session.begin():
                job = await enqueue_job(session, kind, dedup_key=key)
                # The caller's transaction stays usable after a lost race.
                emit_event(session, _context(), f"{kind}.enqueued", {})
                return job is not None

        results = await asyncio.gather(*(enqueue_in_own_transaction() for _ in range(writers)))
        assert await count_events(db, f"{kind}.enqueued") == writers
        return sum(results), len(await jobs_of(db, kind))

    assert with_db(scenario) == (1, 1)


def test_many_jobs_in_one_call_skip_the_keys_that_exist_or_repeat(with_db, kind):
    ctx = _context()
    run_at = datetime(2026, 3, 1, 12, 30, tzinfo=UTC)
    taken = f"{kind}:taken"

    async def scenario(db: Database) -> list[Job]:
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind, {"n": 0}, ctx=ctx, dedup_key=taken)
        async with db.session() as session, session.begin():
            await enqueue_jobs(
                session,
                kind,
                [
                    ({"n": 1, "nested": {"ids": ["a", "b"]}}, run_at, f"{kind}:1"),
                    ({"n": 2}, run_at + timedelta(days=1), taken),
                    ({"n": 3}, run_at + timedelta(days=2), f"{kind}:3"),
                    ({"n": 4}, run_at + timedelta(days=3), f"{kind}:1"),
                ],
                ctx=ctx,
            )
        return await jobs_of(db, kind)

    jobs = sorted(with_db(scenario), key=lambda job: job.payload["n"])

    assert [job.payload for job in jobs] == [
        {"n": 0},
        {"n": 1, "nested": {"ids": ["a", "b"]}},
        {"n": 3},
    ]
    assert [job.dedup_key for job in jobs] == [f"{kind}:taken", f"{kind}:1", f"{kind}:3"]
    first = jobs[1]
    assert first.run_at.replace(tzinfo=first.run_at.tzinfo or UTC) == run_at
    assert (first.organization_id, first.workspace_id) == (ctx.organization_id, ctx.workspace_id)
    assert (first.status, first.attempts, first.max_attempts) == ("pending", 0, 8)
    assert first.last_error is None and first.finished_at is None and first.test_clock_id is None
    assert first.created_at is not None and first.updated_at is not None
