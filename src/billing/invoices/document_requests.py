"""Asking for a legal PDF to be rendered: a job for the document worker and a
`document.requested` event, in the caller's transaction. Finalizing an invoice and issuing a
credit note call this; so does regenerate.

It lives here, in the lowest of the domains whose documents are rendered, because the documents
domain that renders them sits above invoices and credit notes: finalizing asks, it never calls
the renderer."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext
from billing.platform.outbox import NewEvents, NewJobs, add_new_job, emit_event

RENDER_PDF_JOB = "documents.render_pdf"
Kind = Literal["invoice", "credit_note"]


def render_key(resource_id: uuid.UUID) -> str:
    """The dedup-key prefix of a document's render jobs (each request adds a unique suffix), by
    which a download sees that the PDF is still being rendered."""
    return f"{RENDER_PDF_JOB}:{resource_id}:"


async def request_pdf(
    db: AsyncSession, ctx: RequestContext, kind: Kind, resource_id: uuid.UUID, *, reason: str
) -> None:
    add_new_job(
        db, RENDER_PDF_JOB, _payload(kind, resource_id), ctx=ctx, dedup_key=_new_key(resource_id)
    )
    emit_event(
        db,
        ctx,
        "document.requested",
        _requested(kind, reason),
        resource_type=kind,
        resource_id=resource_id,
    )


def add_pdf_request(
    ctx: RequestContext,
    jobs: NewJobs,
    events: NewEvents,
    kind: Kind,
    resource_id: uuid.UUID,
    *,
    reason: str,
) -> None:
    """`request_pdf` with its job one of `jobs` and its event one of `events`, written when
    the caller writes them."""
    jobs.add(RENDER_PDF_JOB, _payload(kind, resource_id), ctx=ctx, dedup_key=_new_key(resource_id))
    events.add_event(
        ctx,
        "document.requested",
        _requested(kind, reason),
        resource_type=kind,
        resource_id=resource_id,
    )


def _payload(kind: Kind, resource_id: uuid.UUID) -> dict[str, Any]:
    return {"kind": kind, "id": str(resource_id)}


def _new_key(resource_id: uuid.UUID) -> str:
    return f"{render_key(resource_id)}{uuid.uuid4().hex}"


def _requested(kind: Kind, reason: str) -> dict[str, Any]:
    return {"kind": kind, "format": "pdf", "reason": reason}
