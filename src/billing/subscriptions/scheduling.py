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
) -> None:
    """The subscription's billing run at `at` (at most one per instant, however often asked)."""
    await sandbox.enqueue_on_clock(
        db,
        ctx,
        test_clock_id,
        BILLING_RUN_JOB,
        {"subscription_id": str(subscription.id), "at": at.isoformat()},
        at=at,
        dedup_key=run_dedup_key(subscription.id, at),
    )
