"""Background work of the wallet: a grant's unused credit lapsing at its expiry."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler
from billing.wallet import service


@job_handler(service.LAPSE_JOB)
async def lapse_grant(session: AsyncSession, job: Job) -> None:
    """Record the lapse of the grant's unused credit (idempotent)."""
    ctx = await job_context(session, job)
    await service.lapse_grant(session, ctx, uuid.UUID(job.payload["grant_id"]))
