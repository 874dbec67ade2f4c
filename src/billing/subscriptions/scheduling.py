"""When a subscription's billing run happens: one job per period boundary, on the customer's
clock (a test clock's time in a sandbox), deduplicated per (subscription, instant).

The job is handled by `billing_runs`; this module only names and schedules it, so that the
subscription lifecycle can schedule runs without importing the invoice machinery.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.subscription import Subscription
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.outbox import enqueue_jobs
from billing.sandbox import service as sandbox

BILLING_RUN_JOB = "billing_runs.run_subscription"


def run_dedup_key(subscription_id: uuid.UUID, at: datetime) -> str:
    return f"{BILLING_RUN_JOB}:{subscription_id}:{at.isoformat()}"


@dataclass(frozen=True)
class NextRun:
    """A subscription's billing run at `at`, to schedule (`schedule_runs`)."""

    subscription_id: uuid.UUID
    test_clock_id: uuid.UUID | None
    """The customer's test clock, None on the real clock."""
    at: datetime
    due_now: bool = False
    """Queued at the customer's now rather than at `at` (a past instant): a catch-up continued
    in a next job then waits behind the jobs already due, such as other tenants'."""

    @property
    def payload(self) -> dict[str, str]:
        return {"subscription_id": str(self.subscription_id), "at": self.at.isoformat()}

    @property
    def dedup_key(self) -> str:
        return run_dedup_key(self.subscription_id, self.at)


async def schedule_run(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    test_clock_id: uuid.UUID | None,
    at: datetime,
    *,
    due_now: bool = False,
) -> None:
    """The subscription's billing run at `at` (at most one per instant, however often asked);
    `due_now` as `NextRun.due_now`."""
    await schedule_runs(db, ctx, [NextRun(subscription.id, test_clock_id, at, due_now)])


async def schedule_runs(db: AsyncSession, ctx: RequestContext, runs: Sequence[NextRun]) -> None:
    """`schedule_run` of many runs: those on the real clock in one statement, those on a test
    clock each in its clock's time."""
    real_time = []
    for run in runs:
        if run.test_clock_id is None:
            real_time.append(
                (run.payload, clock.wall_now() if run.due_now else run.at, run.dedup_key)
            )
            continue
        await sandbox.enqueue_on_clock(
            db,
            ctx,
            run.test_clock_id,
            BILLING_RUN_JOB,
            run.payload,
            at=None if run.due_now else run.at,
            dedup_key=run.dedup_key,
        )
    await enqueue_jobs(db, BILLING_RUN_JOB, real_time, ctx=ctx)


async def schedule_resumed_run(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    test_clock_id: uuid.UUID | None,
    at: datetime,
) -> None:
    """The run at `at` again, due now, once a blocked billing resumes. The instant's own run
    already ran (and stopped), so this one has no dedup key; the subscription's row lock and
    its cleared block make a second resume refuse instead of queueing another."""
    await sandbox.enqueue_on_clock(
        db,
        ctx,
        test_clock_id,
        BILLING_RUN_JOB,
        {"subscription_id": str(subscription.id), "at": at.isoformat()},
    )
