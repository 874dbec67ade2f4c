"""Background work of invoices: the due-date notice. The worker imports this module at start
(`platform.worker.load_job_handlers`)."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import overdue
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler


@job_handler(overdue.DUE_DATE_PASSED_JOB)
async def due_date_passed(session: AsyncSession, job: Job) -> None:
    """Write `invoice.overdue` for an invoice still unpaid after its due date."""
    ctx = await job_context(session, job)
    await overdue.due_date_passed(session, ctx, uuid.UUID(job.payload["invoice_id"]))
