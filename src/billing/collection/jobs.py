"""Background work of collection: gateway payment attempts and the pending charges and refunds
they wait on, and dunning retries. The kinds keep their `invoices.` names, which stored jobs
carry. The worker imports this module at start (`platform.worker.load_job_handlers`)."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection import attempts, dunning, refund_gateway, refunds, service
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler


@job_handler(attempts.EXECUTE_ATTEMPT_JOB)
async def execute_payment_attempt(session: AsyncSession, job: Job) -> None:
    """Charge a pending payment attempt (idempotent: an attempt is charged at most once)."""
    ctx = await job_context(session, job)
    await attempts.execute_attempt(session, ctx, uuid.UUID(job.payload["payment_id"]))


@job_handler(attempts.POLL_ATTEMPT_JOB)
async def poll_payment_attempt(session: AsyncSession, job: Job) -> None:
    """Settle a pending charge (a SEPA debit) once the gateway has (idempotent)."""
    ctx = await job_context(session, job)
    await attempts.poll_attempt(session, ctx, uuid.UUID(job.payload["payment_id"]))


@job_handler(refund_gateway.POLL_REFUND_JOB)
async def poll_refund(session: AsyncSession, job: Job) -> None:
    """Settle a pending gateway refund once the gateway has (idempotent)."""
    ctx = await job_context(session, job)
    await refunds.poll_refund(session, ctx, uuid.UUID(job.payload["payment_id"]))


@job_handler(dunning.RETRY_JOB)
async def dunning_retry(session: AsyncSession, job: Job) -> None:
    """Retry collecting an invoice in dunning (a retry that finds it settled does nothing)."""
    ctx = await job_context(session, job)
    await service.retry(
        session, ctx, uuid.UUID(job.payload["invoice_id"]), int(job.payload["step"])
    )
