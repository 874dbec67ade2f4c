"""The worker and sandbox test clocks: a job bound to a clock is due in the clock's time.

A job of a test clock runs once the clock's `frozen_at` has reached its `run_at` (whatever the
real time), never while the clock is advancing (the advance runs it, in time order), and a
failed one is retried after a backoff counted in the clock's time. Jobs of no clock run in real
time as before. Each test registers a job kind of its own whose handler writes an event named
after it in the job's workspace, and runs workers restricted to that kind (other tests' jobs in
the shared database never interfere).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from billing.models.platform import Job
from billing.platform.db import Database
from billing.platform.outbox import emit_event, enqueue_job, job_context, job_handler
from billing.platform.worker import Worker, backoff
from tests.platform.helpers import workspace_context
from tests.sandbox.helpers import create_clock
from tests.support import Tenant

FROZEN = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
"""The clocks' time: long before the real now, so that real time never makes a clock job due."""


@pytest.fixture
def kind() -> str:
    return f"test.clock_worker.{uuid.uuid4().hex[:12]}"


def register(kind: str, *, failures: int = 0) -> None:
    """The kind's handler: fails its first `failures` attempts, then writes an event `kind`
    whose data names the job."""

    @job_handler(kind)
    async def handler(session: Any, job: Job) -> None:
        if job.attempts < failures:
            raise RuntimeError(f"attempt {job.attempts + 1} fails")
        ctx = await job_context(session, job)
        emit_event(session, ctx, kind, {"job_id": str(job.id)})


class Jobs:
    """Enqueue jobs of the tenant's sandbox, run a worker of one kind, read the jobs back."""

    def __init__(self, tenant: Tenant, kind: str) -> None:
        self.tenant = tenant
        self.kind = kind
        self.db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    def _call(self, fn: Callable[[], Any]) -> Any:
        return self.tenant.client.portal.call(fn)  # type: ignore[union-attr]

    def enqueue(self, run_at: datetime, clock_id: str | None = None) -> str:
        ctx = workspace_context(self.tenant, "sandbox")

        async def add() -> str:
            async with self.db.session() as session, session.begin():
                job = await enqueue_job(
                    session,
                    self.kind,
                    {},
                    ctx=ctx,
                    run_at=run_at,
                    test_clock_id=uuid.UUID(clock_id) if clock_id else None,
                )
                assert job is not None
                return str(job.id)

        return str(self._call(add))

    def run(self) -> int:
        worker = Worker(self.db, kinds={self.kind})
        return int(self._call(worker.run_until_idle))

    def get(self, job_id: str) -> Job:
        async def read() -> Job:
            async with self.db.session() as session:
                return (
                    await session.execute(select(Job).where(Job.id == uuid.UUID(job_id)))
                ).scalar_one()

        job: Job = self._call(read)
        return job

    def ran(self) -> list[str]:
        """The jobs whose handler succeeded, as the events in the workspace say (oldest first)."""
        response = self.tenant.sandbox.get("/v1/events", params={"type": self.kind, "limit": 100})
        assert response.status_code == 200, response.text
        return [event["data"]["job_id"] for event in reversed(response.json()["data"])]


def advance(tenant: Tenant, clock_id: str, to: datetime) -> None:
    response = tenant.sandbox.post(
        f"/v1/test-clocks/{clock_id}/advance", json={"frozen_at": to.isoformat()}
    )
    assert response.status_code == 202, response.text
    assert response.json()["data"]["status"] == "advancing"


def clock_of(tenant: Tenant, clock_id: str) -> dict[str, Any]:
    response = tenant.sandbox.get(f"/v1/test-clocks/{clock_id}")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def test_a_clock_job_runs_once_the_clock_has_reached_its_run_at(tenant, kind):
    register(kind)
    jobs = Jobs(tenant, kind)
    clock = create_clock(tenant.sandbox, frozen_at=FROZEN.isoformat())
    earlier = jobs.enqueue(FROZEN - timedelta(days=1), clock["id"])
    at_the_clock = jobs.enqueue(FROZEN, clock["id"])
    a_second_later = jobs.enqueue(FROZEN + timedelta(seconds=1), clock["id"])

    assert jobs.run() == 2
    assert jobs.ran() == [earlier, at_the_clock], "in run_at order, up to the clock's time"
    later = jobs.get(a_second_later)
    assert (later.status, later.attempts) == ("pending", 0), (
        "a clock job is not due by real time, even though the real now is long past its run_at"
    )
    assert jobs.run() == 0

    advance(tenant, clock["id"], FROZEN + timedelta(seconds=1))
    assert jobs.run() == 0, "the advance runs it, not the worker meanwhile"
    run_all(tenant)
    assert clock_of(tenant, clock["id"])["status"] == "active"
    assert jobs.ran() == [earlier, at_the_clock, a_second_later]
    assert jobs.get(a_second_later).status == "succeeded"


def run_all(tenant: Tenant) -> int:
    """The service's worker on every kind of the tenant's jobs (the advance's steps included)."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    worker = Worker(db, organization_ids=[tenant.org.organization_id])
    return int(tenant.client.portal.call(worker.run_until_idle))  # type: ignore[union-attr]


def test_nothing_of_an_advancing_clock_runs_until_the_advance_does(tenant, kind):
    register(kind)
    jobs = Jobs(tenant, kind)
    clock = create_clock(tenant.sandbox, frozen_at=FROZEN.isoformat())
    due = jobs.enqueue(FROZEN - timedelta(hours=1), clock["id"])
    target = FROZEN + timedelta(days=2)
    advance(tenant, clock["id"], target)

    assert jobs.run() == 0
    job = jobs.get(due)
    assert (job.status, job.attempts) == ("pending", 0)
    assert jobs.ran() == []

    run_all(tenant)
    finished = clock_of(tenant, clock["id"])
    assert (finished["status"], finished["frozen_at"]) == ("active", "2025-03-03T12:00:00Z")
    assert jobs.ran() == [due]
    assert jobs.get(due).status == "succeeded"


def test_a_clock_job_of_another_clock_is_not_held_back(tenant, kind):
    """One clock advancing holds back only its own jobs."""
    register(kind)
    jobs = Jobs(tenant, kind)
    advancing = create_clock(tenant.sandbox, frozen_at=FROZEN.isoformat())
    idle = create_clock(tenant.sandbox, frozen_at=FROZEN.isoformat())
    held = jobs.enqueue(FROZEN, advancing["id"])
    free = jobs.enqueue(FROZEN, idle["id"])
    advance(tenant, advancing["id"], FROZEN + timedelta(days=1))

    assert jobs.run() == 1
    assert jobs.ran() == [free]
    assert jobs.get(held).status == "pending"


def test_real_time_jobs_run_as_before_while_a_clock_advances(tenant, kind, frozen_clock):
    register(kind)
    jobs = Jobs(tenant, kind)
    now = datetime(2031, 5, 1, 8, 0, tzinfo=UTC)
    frozen_clock(now)
    clock = create_clock(tenant.sandbox, frozen_at=FROZEN.isoformat())
    on_the_clock = jobs.enqueue(FROZEN, clock["id"])
    advance(tenant, clock["id"], FROZEN + timedelta(days=1))
    due = jobs.enqueue(now)
    not_yet = jobs.enqueue(now + timedelta(seconds=1))

    assert jobs.run() == 1
    assert jobs.ran() == [due]
    assert jobs.get(not_yet).status == "pending"
    assert jobs.get(on_the_clock).status == "pending"

    frozen_clock(now + timedelta(seconds=1))
    assert jobs.run() == 1
    assert jobs.ran() == [due, not_yet]
    assert jobs.get(on_the_clock).status == "pending", "still held by its advancing clock"


def test_a_real_time_job_far_in_the_future_does_not_run_on_a_clock_s_time(tenant, kind):
    """A job of no clock never takes a clock's time, even one far ahead of the real now."""
    register(kind)
    jobs = Jobs(tenant, kind)
    far = datetime(2040, 1, 1, tzinfo=UTC)
    create_clock(tenant.sandbox, frozen_at=far.isoformat())
    waiting = jobs.enqueue(far - timedelta(days=1))

    assert jobs.run() == 0
    assert jobs.get(waiting).status == "pending"


def test_a_failed_clock_job_is_retried_after_a_backoff_in_clock_time(tenant, kind):
    register(kind, failures=1)
    jobs = Jobs(tenant, kind)
    clock = create_clock(tenant.sandbox, frozen_at=FROZEN.isoformat())
    flaky = jobs.enqueue(FROZEN, clock["id"])

    assert jobs.run() == 1
    job = jobs.get(flaky)
    assert (job.status, job.attempts, job.last_error) == (
        "pending",
        1,
        "RuntimeError: attempt 1 fails",
    )
    assert jobs.ran() == []
    assert job.run_at == FROZEN + backoff(1)

    advance(tenant, clock["id"], FROZEN + backoff(1))
    run_all(tenant)
    assert jobs.ran() == [flaky]
    job = jobs.get(flaky)
    assert (job.status, job.attempts) == ("succeeded", 2)
