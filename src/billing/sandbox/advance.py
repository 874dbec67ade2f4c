"""Advancing a test clock: the time-dependent jobs of its customers run in time order.

`POST /v1/test-clocks/{id}/advance` marks the clock `advancing` with its target and enqueues
the first step. Each step is a job of its own (one transaction): it takes the earliest pending
job of the clock due by the target, moves the clock to that job's `run_at` (never backwards),
runs it with the worker's machinery, and enqueues the next step. What a job schedules on the
clock (a payment attempt at the clock's now, a dunning retry days later, the next period's run)
is picked up by a later step when it falls before the target. When nothing is left, the clock
stands at the target and is `active` again. So a year of monthly periods gives twelve runs, each
at its own instant, and every invoice, payment and event carries its own clock time.
"""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.sandbox import TestClock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, NotFound, ValidationFailed
from billing.platform.outbox import emit_event, enqueue_job
from billing.platform.worker import run_claimed
from billing.sandbox.repository import ClockJobs, TestClockRepository
from billing.sandbox.schemas import TestClockAdvance
from billing.sandbox.service import require_sandbox

ADVANCE_STEP_JOB = "sandbox.advance_test_clock"
MAX_ADVANCE = timedelta(days=3 * 366)
"""How far one advance may move a clock: three years of monthly billing is 36 runs per
subscription, and a bound keeps one request from queueing an unbounded amount of work."""


async def advance(
    db: AsyncSession, ctx: RequestContext, clock_id: uuid.UUID, body: TestClockAdvance
) -> TestClock:
    """Start moving the clock to `body.frozen_at` (the steps run in the background)."""
    require_sandbox(ctx)
    test_clock = await TestClockRepository(db, ctx).get(clock_id, for_update=True)
    if test_clock.status == "advancing":
        raise InvalidState(
            "the test clock is still advancing to "
            f"{_iso(test_clock.advancing_to)}; wait until it is active again"
        )
    if body.frozen_at < test_clock.frozen_at:
        raise ValidationFailed(
            f"a test clock does not go backwards: it stands at {test_clock.frozen_at.isoformat()}",
            field=("frozen_at",),
        )
    if body.frozen_at - test_clock.frozen_at > MAX_ADVANCE:
        raise ValidationFailed(
            f"one advance moves a clock at most {MAX_ADVANCE.days} days; advance in steps",
            field=("frozen_at",),
        )
    test_clock.status = "advancing"
    test_clock.advancing_to = body.frozen_at
    await db.flush()
    await enqueue_job(db, ADVANCE_STEP_JOB, {"test_clock_id": str(test_clock.id)}, ctx=ctx)
    emit_event(
        db,
        ctx,
        "test_clock.advancing",
        {"from": test_clock.frozen_at.isoformat(), "to": body.frozen_at.isoformat()},
        resource_type="test_clock",
        resource_id=test_clock.id,
    )
    return test_clock


async def step(db: AsyncSession, ctx: RequestContext, clock_id: uuid.UUID) -> None:
    """Run the clock's next due job, or finish the advance when none is left (job)."""
    try:
        test_clock = await TestClockRepository(db, ctx).get(clock_id, for_update=True)
    except NotFound:
        return
    if test_clock.status != "advancing" or test_clock.advancing_to is None:
        return
    target = test_clock.advancing_to
    job = await ClockJobs(db, test_clock.id).next_due(target)
    if job is None:
        _finish(db, ctx, test_clock)
        return
    if job.run_at > test_clock.frozen_at:
        test_clock.frozen_at = job.run_at
    await db.flush()
    await run_claimed(db, job, now=test_clock.frozen_at)
    await enqueue_job(db, ADVANCE_STEP_JOB, {"test_clock_id": str(test_clock.id)}, ctx=ctx)


def _finish(db: AsyncSession, ctx: RequestContext, test_clock: TestClock) -> None:
    target = test_clock.advancing_to
    assert target is not None
    test_clock.frozen_at = max(test_clock.frozen_at, target)
    test_clock.status = "active"
    test_clock.advancing_to = None
    emit_event(
        db,
        ctx,
        "test_clock.advanced",
        {"frozen_at": test_clock.frozen_at.isoformat()},
        resource_type="test_clock",
        resource_id=test_clock.id,
    )


def _iso(value: Any) -> str:
    return value.isoformat() if value is not None else "an unknown instant"
