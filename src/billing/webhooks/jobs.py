"""Background handlers of webhooks: the dispatcher chain, the delivery attempts, and the
recurring upkeep (reviving stopped chains, pruning old deliveries)."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform.maintenance import register_recurring
from billing.platform.outbox import job_context, job_handler, prepared_job_handler
from billing.webhooks import delivery, dispatch, upkeep


@job_handler(dispatch.DISPATCH_JOB)
async def dispatch_events(session: AsyncSession, job: Job) -> None:
    await dispatch.dispatch(session, await job_context(session, job))


@prepared_job_handler(dispatch.DELIVER_JOB, prepare=delivery.send)
async def record_delivery(
    session: AsyncSession, job: Job, outcome: delivery.Outcome | None
) -> None:
    await delivery.record(session, job, outcome)


@job_handler(register_recurring(upkeep.REVIVE).kind)
async def revive_dispatchers(session: AsyncSession, job: Job) -> None:
    await upkeep.revive_stopped_chains(session)


@job_handler(register_recurring(upkeep.PRUNE).kind)
async def prune_deliveries(session: AsyncSession, job: Job) -> None:
    await upkeep.prune(session)
