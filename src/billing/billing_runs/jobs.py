"""Background work of billing runs: one job per subscription and period boundary, run in
batches of one workspace's due jobs (`batch`)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.billing_runs import batch, service
from billing.config import get_settings
from billing.models.platform import Job
from billing.platform.outbox import batch_job_handler, job_context
from billing.subscriptions.scheduling import BILLING_RUN_JOB


def _subscription_id(job: Job) -> uuid.UUID:
    return uuid.UUID(job.payload["subscription_id"])


async def load_batch(session: AsyncSession, jobs: Sequence[Job]) -> batch.Batch:
    """Lock and read the subscriptions of a batch's jobs (all of one workspace)."""
    ctx = await job_context(session, jobs[0])
    return await batch.load(session, ctx, [_subscription_id(job) for job in jobs])


def batch_size() -> int:
    return get_settings().run_batch_size


@batch_job_handler(BILLING_RUN_JOB, load=load_batch, finish=service.finish, size=batch_size)
async def run_subscription(session: AsyncSession, job: Job, loaded: batch.Batch) -> None:
    """The subscription's billing run at the instant it was scheduled for (idempotent)."""
    await service.run_subscription(
        session,
        loaded.ctx,
        _subscription_id(job),
        datetime.fromisoformat(job.payload["at"]),
        loaded,
    )
