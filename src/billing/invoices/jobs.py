"""Background work of invoices: gateway payment attempts and the pending charges and refunds
they wait on. The worker imports this module at start (`platform.worker.load_job_handlers`)."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import refund_gateway, refunds, settlement
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler


@job_handler(settlement.EXECUTE_ATTEMPT_JOB)
async def execute_payment_attempt(session: AsyncSession, job: Job) -> None:
    """Charge a pending payment attempt (idempotent: an attempt is charged at most once)."""
    ctx = await job_context(session, job)
    await settlement.execute_attempt(session, ctx, uuid.UUID(job.payload["payment_id"]))


@job_handler(settlement.POLL_ATTEMPT_JOB)
async def poll_payment_attempt(session: AsyncSession, job: Job) -> None:
    """Settle a pending charge (a SEPA debit) once the gateway has (idempotent)."""
    ctx = await job_context(session, job)
    await settlement.poll_attempt(session, ctx, uuid.UUID(job.payload["payment_id"]))


@job_handler(refund_gateway.POLL_REFUND_JOB)
async def poll_refund(session: AsyncSession, job: Job) -> None:
    """Settle a pending gateway refund once the gateway has (idempotent)."""
    ctx = await job_context(session, job)
    await refunds.poll_refund(session, ctx, uuid.UUID(job.payload["payment_id"]))
