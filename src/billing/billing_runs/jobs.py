"""Background work of billing runs: one job per subscription and period boundary."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.billing_runs import service
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler
from billing.subscriptions.scheduling import BILLING_RUN_JOB


@job_handler(BILLING_RUN_JOB)
async def run_subscription(session: AsyncSession, job: Job) -> None:
    """The subscription's billing run at the instant it was scheduled for (idempotent)."""
    ctx = await job_context(session, job)
    await service.run_subscription(
        session,
        ctx,
        uuid.UUID(job.payload["subscription_id"]),
        datetime.fromisoformat(job.payload["at"]),
    )
