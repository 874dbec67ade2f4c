"""Background handlers of webhooks: the dispatcher chain and the delivery attempts."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler, prepared_job_handler
from billing.webhooks import delivery, dispatch


@job_handler(dispatch.DISPATCH_JOB)
async def dispatch_events(session: AsyncSession, job: Job) -> None:
    await dispatch.dispatch(session, await job_context(session, job))


@prepared_job_handler(dispatch.DELIVER_JOB, prepare=delivery.send)
async def record_delivery(
    session: AsyncSession, job: Job, outcome: delivery.Outcome | None
) -> None:
    await delivery.record(session, job, outcome)
