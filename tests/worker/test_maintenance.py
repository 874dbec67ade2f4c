"""Recurring maintenance: expired idempotency records are purged in every deployment."""

from __future__ import annotations

import asyncio
import random
import uuid
from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from billing.models.platform import IdempotencyRecord, Job
from billing.platform import clock, maintenance
from billing.platform.db import Database
from billing.platform.outbox import enqueue_job
from billing.platform.worker import Worker

PURGE = maintenance.PURGE_IDEMPOTENCY


def _unique_hour() -> datetime:
    """An hour no other test uses, so that its time slot's job is this test's alone."""
    hours = random.randrange(24 * 365 * 50)
    return datetime(2100, 1, 1, tzinfo=UTC) + timedelta(hours=hours, minutes=17)


def _record(expires_at: datetime) -> IdempotencyRecord:
    now = clock.utcnow()
    return IdempotencyRecord(
        organization_id=uuid.uuid4(),
        workspace_id=uuid.uuid4(),
        principal_id=uuid.uuid4(),
        key=uuid.uuid4().hex,
        fingerprint="0" * 64,
        state="completed",
        locked_until=now,
        expires_at=expires_at,
    )


async def _slot_jobs(db: Database, slot: datetime) -> list[Job]:
    key = maintenance.RECURRING_JOBS[0].dedup_key(slot)
    async with db.session() as session:
        return list((await session.execute(select(Job).where(Job.dedup_key == key))).scalars())


def test_purge_job_deletes_expired_records_and_keeps_fresh_ones(with_db):
    async def scenario(db: Database) -> tuple[set[uuid.UUID], set[uuid.UUID]]:
        now = clock.utcnow()
        expired = [_record(now - timedelta(minutes=1)), _record(now - timedelta(days=3))]
        fresh = [_record(now + timedelta(hours=23))]
        async with db.session() as session, session.begin():
            session.add_all([*expired, *fresh])
            await enqueue_job(session, PURGE)
        assert await Worker(db, kinds={PURGE}).run_until_idle() >= 1
        ids = {r.id for r in [*expired, *fresh]}
        async with db.session() as session:
            query = select(IdempotencyRecord.id).where(IdempotencyRecord.id.in_(ids))
            left = set((await session.execute(query)).scalars())
        return left, {r.id for r in fresh}

    left, fresh_ids = with_db(scenario)
    assert left == fresh_ids


def test_worker_loop_schedules_the_purge_at_start_up_once_per_slot(with_db, frozen_clock):
    hour = _unique_hour()
    frozen_clock(hour)
    slot = hour.replace(minute=0)

    async def scenario(db: Database) -> None:
        stopped = asyncio.Event()
        stopped.set()
        # Two workers starting at once (an embedded one, or several `billing worker`s).
        await asyncio.gather(
            Worker(db, kinds=set()).run(stopped), Worker(db, kinds=set()).run(stopped)
        )
        [job] = await _slot_jobs(db, slot)
        assert (job.kind, job.status, job.run_at) == (PURGE, "pending", slot)

        await Worker(db, kinds={PURGE}).run_until_idle()
        [job] = await _slot_jobs(db, slot)
        assert job.status == "succeeded"

        # A restart in the same hour does not schedule the slot again.
        await Worker(db, kinds=set()).run(stopped)
        assert len(await _slot_jobs(db, slot)) == 1

    with_db(scenario)


def test_a_running_worker_schedules_each_new_slot(with_db, frozen_clock):
    hour = _unique_hour()
    slot = hour.replace(minute=0)
    next_slot = slot + timedelta(hours=1)

    async def scenario(db: Database) -> None:
        stopped = asyncio.Event()
        stopped.set()
        worker = Worker(db, kinds=set())
        frozen_clock(hour)
        await worker.run(stopped)
        assert await _slot_jobs(db, next_slot) == []
        frozen_clock(next_slot + timedelta(minutes=1))
        await worker.run(stopped)
        [job] = await _slot_jobs(db, next_slot)
        assert job.run_at == next_slot

    with_db(scenario)
