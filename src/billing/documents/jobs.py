"""Background work of documents: rendering and archiving legal PDFs. The worker imports this
module at start (`platform.worker.load_job_handlers`)."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.documents import service
from billing.documents.queue import RENDER_PDF_JOB, Kind
from billing.models.platform import Job
from billing.platform.outbox import job_context, job_handler


@job_handler(RENDER_PDF_JOB)
async def render_pdf(session: AsyncSession, job: Job) -> None:
    """Render the legal PDF of a finalized invoice or an issued credit note and archive it
    (idempotent: the archive keeps one copy of the same bytes)."""
    ctx = await job_context(session, job)
    kind: Kind = "credit_note" if job.payload["kind"] == "credit_note" else "invoice"
    await service.render_legal_pdf(session, ctx, kind, uuid.UUID(job.payload["id"]))
