"""Background work of documents: rendering and archiving legal PDFs. The worker imports this
module at start (`platform.worker.load_job_handlers`)."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.documents import service
from billing.invoices.document_requests import RENDER_PDF_JOB, Kind
from billing.models.platform import Job
from billing.platform.outbox import job_context, prepared_job_handler


def _subject(job: Job) -> tuple[Kind, uuid.UUID]:
    kind: Kind = "credit_note" if job.payload["kind"] == "credit_note" else "invoice"
    return kind, uuid.UUID(job.payload["id"])


async def render(session: AsyncSession, job: Job) -> bytes | None:
    """The PDF, rendered before the job is claimed (outside any write transaction)."""
    return await service.legal_pdf_content(session, await job_context(session, job), *_subject(job))


@prepared_job_handler(RENDER_PDF_JOB, prepare=render)
async def render_pdf(session: AsyncSession, job: Job, rendered: bytes | None) -> None:
    """Archive the legal PDF of a finalized invoice or an issued credit note, as rendered
    (idempotent: the archive keeps one copy of the same bytes)."""
    ctx = await job_context(session, job)
    await service.render_legal_pdf(session, ctx, *_subject(job), rendered=rendered)
