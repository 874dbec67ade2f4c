"""The worker: retries with backoff, gives up after max_attempts, never runs a job twice."""

from __future__ import annotations

import asyncio
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

from sqlalchemy import func, select

from billing.models.platform import Event, Job
from billing.platform.db import Database
from billing.platform.outbox import enqueue_job, job_handler
from billing.platform.worker import Worker, backoff
from tests.worker.helpers import count_events, jobs_of, marker_event

T0 = datetime(2031, 3, 1, 12, 0, tzinfo=UTC)


def test_failing_job_is_retried_with_backoff_and_its_work_rolled_back(with_db, kind, frozen_clock):
    @job_handler(kind)
    async def flaky(session, job):
        session.add(marker_event(kind, job))
        await session.flush()
        if job.attempts == 0:
            raise RuntimeError("gateway timed out")

    async def scenario(db: Database) -> None:
        frozen_clock(T0)
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind)
        worker = Worker(db, kinds={kind})

        assert await worker.run_once() is True
        [job] = await jobs_of(db, kind)
        assert job.status == "pending"
        assert job.attempts == 1
        assert job.last_error == "RuntimeError: gateway timed out"
        assert job.run_at == T0 + backoff(1)
        assert await count_events(db, kind) == 0, "the failed attempt's work was rolled back"

        assert await worker.run_until_idle() == 0, "not due before the backoff has passed"

        frozen_clock(T0 + backoff(1))
        assert await worker.run_until_idle() == 1
        [job] = await jobs_of(db, kind)
        assert (job.status, job.attempts, job.last_error) == ("succeeded", 2, None)
        assert await count_events(db, kind) == 1

    with_db(scenario)


def test_backoff_grows_and_is_capped():
    delays = [backoff(n) for n in range(1, 20)]
    assert delays[0] < delays[1] < delays[2]
    assert max(delays) == timedelta(hours=1)


def test_job_fails_for_good_after_max_attempts(with_db, kind, frozen_clock):
    @job_handler(kind)
    async def always_fails(session, job):
        raise ValueError(f"attempt {job.attempts + 1}")

    async def scenario(db: Database) -> None:
        now = T0
        frozen_clock(now)
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind, max_attempts=3)
        worker = Worker(db, kinds={kind})
        run_ats = []
        for _ in range(3):
            assert await worker.run_until_idle() == 1
            [job] = await jobs_of(db, kind)
            run_ats.append(job.run_at)
            now = job.run_at
            frozen_clock(now)
        assert run_ats[0] - T0 == backoff(1)
        assert run_ats[1] - run_ats[0] == backoff(2) > backoff(1), "each retry waits longer"
        assert (job.status, job.attempts, job.last_error) == ("failed", 3, "ValueError: attempt 3")
        assert job.finished_at == run_ats[1]

        frozen_clock(now + timedelta(days=30))
        assert await worker.run_until_idle() == 0, "a failed job never runs again"

    with_db(scenario)


def test_unknown_job_kind_fails_visibly(with_db, kind):
    async def scenario(db: Database) -> None:
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind, max_attempts=1)
        assert await Worker(db, kinds={kind}).run_until_idle() == 1
        [job] = await jobs_of(db, kind)
        assert job.status == "failed"
        assert job.last_error == f"no handler for job kind {kind!r}"

    with_db(scenario)


def test_two_workers_in_two_threads_run_every_job_exactly_once(database_url, kind):
    """Each thread has its own event loop and its own Database, like two worker processes."""
    job_count = 200

    @job_handler(kind)
    async def mark(session, job):
        session.add(marker_event(kind, job))

    async def enqueue_all() -> None:
        db = Database(database_url, pool_size=2)
        async with db.session() as session, session.begin():
            for n in range(job_count):
                await enqueue_job(session, kind, {"n": n})
        await db.dispose()

    asyncio.run(enqueue_all())
    start = threading.Barrier(2)

    async def pending(db: Database) -> int:
        async with db.session() as session:
            query = select(func.count()).select_from(Job)
            result = await session.execute(query.where(Job.kind == kind, Job.status == "pending"))
            return int(result.scalar_one())

    async def drain() -> int:
        db = Database(database_url, pool_size=2)
        worker = Worker(db, kinds={kind})
        ran = 0
        try:
            start.wait()
            # SKIP LOCKED may find nothing while the other worker holds the last jobs.
            while True:
                ran += await worker.run_until_idle()
                if await pending(db) == 0:
                    return ran
        finally:
            await db.dispose()

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = [f.result() for f in [pool.submit(asyncio.run, drain()) for _ in range(2)]]

    assert sum(results) == job_count

    async def outcome() -> tuple[Counter[str], list[Job]]:
        db = Database(database_url, pool_size=2)
        try:
            async with db.session() as session:
                query = select(Event.resource_id).where(Event.type == kind)
                markers = Counter(str(r) for r in (await session.execute(query)).scalars())
            return markers, await jobs_of(db, kind)
        finally:
            await db.dispose()

    markers, jobs = asyncio.run(outcome())
    assert {str(job.id) for job in jobs} == set(markers)
    assert set(markers.values()) == {1}, "no job ran twice"
    assert {(job.status, job.attempts) for job in jobs} == {("succeeded", 1)}
    assert len(jobs) == job_count
