"""When a subscription's billing run happens: one job per period boundary, on the customer's
clock (a test clock's time in a sandbox), deduplicated per (subscription, instant).

The job is handled by `billing_runs`; this module only names and schedules it, so that the
subscription lifecycle can schedule runs without importing the invoice machinery.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.sandbox import service as sandbox

BILLING_RUN_JOB = "billing_runs.run_subscription"


def run_dedup_key(subscription_id: uuid.UUID, at: datetime) -> str:
    return f"{BILLING_RUN_JOB}:{subscription_id}:{at.isoformat()}"


async def schedule_run(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    test_clock_id: uuid.UUID | None,
    at: datetime,
    *,
    due_now: bool = False,
) -> None:
    """The subscription's billing run at `at` (at most one per instant, however often asked).

    `due_now` queues it at the customer's now rather than at `at` (a past instant): a catch-up
    continued in a next job then waits behind the jobs already due, such as other tenants'.
    """
    await sandbox.enqueue_on_clock(
        db,
        ctx,
        test_clock_id,
        BILLING_RUN_JOB,
        {"subscription_id": str(subscription.id), "at": at.isoformat()},
        at=None if due_now else at,
        dedup_key=run_dedup_key(subscription.id, at),
    )


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
