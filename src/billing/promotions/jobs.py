"""Background work of promotions: staged versions published at their effective_at, the
recurring AUTO_ENROLL runs, and the expiry of redemptions when a promotion's validity ends."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

import billing.promotions.benefits  # noqa: F401 (registers the discount source)
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler
from billing.promotions import enrollment, redemption_lifecycle, releasing


@job_handler(releasing.PUBLISH_JOB)
async def publish_scheduled_version(session: AsyncSession, job: Job) -> None:
    """Publish a staged version once the clock reached its effective_at (idempotent)."""
    ctx = await job_context(session, job)
    await releasing.publish_due(
        session,
        ctx,
        uuid.UUID(job.payload["promotion_id"]),
        uuid.UUID(job.payload["version_id"]),
        datetime.fromisoformat(job.payload["effective_at"]),
    )


@job_handler(enrollment.AUTO_ENROLL_JOB)
async def auto_enroll(session: AsyncSession, job: Job) -> None:
    """Enroll an AUTO_ENROLL promotion's new audience matches, then schedule the next run."""
    ctx = await job_context(session, job)
    await enrollment.auto_enroll(session, ctx, uuid.UUID(job.payload["promotion_id"]))


@job_handler(redemption_lifecycle.EXPIRE_JOB)
async def expire_redemptions(session: AsyncSession, job: Job) -> None:
    """Expire the live redemptions of a promotion whose validity ended (idempotent)."""
    ctx = await job_context(session, job)
    await redemption_lifecycle.expire_ended(session, ctx, uuid.UUID(job.payload["promotion_id"]))
