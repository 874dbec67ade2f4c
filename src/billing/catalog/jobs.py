"""Background work of the catalog: scheduled price versions taking effect."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import activation
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler


@job_handler(activation.ACTIVATE_JOB)
async def activate_price_version(session: AsyncSession, job: Job) -> None:
    """Activate a scheduled version once the clock passed its effective_from (idempotent)."""
    ctx = await job_context(session, job)
    await activation.activate_due(
        session,
        ctx,
        uuid.UUID(job.payload["price_id"]),
        uuid.UUID(job.payload["version_id"]),
        datetime.fromisoformat(job.payload["effective_from"]),
    )
