"""Background work of the sandbox: the steps of a test clock's advance."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler
from billing.sandbox import advance


@job_handler(advance.ADVANCE_STEP_JOB)
async def advance_test_clock(session: AsyncSession, job: Job) -> None:
    """One step of an advance: the clock's next due job, or the end of the advance."""
    ctx = await job_context(session, job)
    await advance.step(session, ctx, uuid.UUID(job.payload["test_clock_id"]))
