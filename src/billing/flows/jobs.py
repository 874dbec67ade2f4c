"""Background work of schedule flows: the engine's tick, per workspace."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from billing.flows import engine
from billing.models.platform import Job
from billing.platform import clock
from billing.platform.outbox import job_context, job_handler


@job_handler(engine.TICK_JOB)
async def tick(session: AsyncSession, job: Job) -> None:
    """Advance the workspace's due flows; idempotent (a crash rolls the whole tick back)."""
    ctx = await job_context(session, job)
    await engine.tick(session, ctx, await clock.now(session, ctx), job_id=job.id)
