"""Background work of the sandbox: the steps of a test clock's advance, and the registration
that tells the worker which jobs are due on test clocks and what a clock's now is."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform.job_clocks import JobClocks, register_job_clocks
from billing.platform.outbox import job_context, job_handler
from billing.sandbox import advance
from billing.sandbox.repository import frozen_at, jobs_due_on_clocks

register_job_clocks(JobClocks(due=jobs_due_on_clocks, now=frozen_at))


@job_handler(advance.ADVANCE_STEP_JOB)
async def advance_test_clock(session: AsyncSession, job: Job) -> None:
    """One step of an advance: the clock's next due job, or the end of the advance."""
    ctx = await job_context(session, job)
    await advance.step(session, ctx, uuid.UUID(job.payload["test_clock_id"]))
