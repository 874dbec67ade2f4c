"""HTTP routes of documents: the legal PDFs, the on-demand rendering of an invoice, and the
XRechnung XML (or the hybrid PDF/A-3 with the XML embedded) of invoices and credit notes."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.responses import Response

from billing.credit_notes import service as credit_notes
from billing.credit_notes.schemas import CreditNoteOut, credit_note_out
from billing.documents import service
from billing.documents.service import Artifact
from billing.models.credit_note import CreditNote
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.pagination import Envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tags import service as tags

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["documents"])

INVOICE = "/invoices/{invoice_id}"
NOTE = "/credit-notes/{credit_note_id}"
_NOT_READY: dict[int | str, dict[str, Any]] = {
    409: {
        "description": "ARTIFACT_NOT_READY: a draft, or the PDF is still rendering (Retry-After)",
        "content": {"application/problem+json": {}},
    }
}
_PDF: dict[int | str, dict[str, Any]] = {
    200: {"content": {"application/pdf": {}}, "description": "The PDF"}
}
_XML: dict[int | str, dict[str, Any]] = {
    200: {
        "content": {"application/xml": {}, "application/pdf": {}},
        "description": "The CII XML, or with format=hybrid the PDF/A-3 with the XML embedded",
    }
}


def _file(artifact: Artifact, *, inline: bool = False, sha256: str | None = None) -> Response:
    disposition = "inline" if inline else "attachment"
    headers = {"Content-Disposition": f'{disposition}; filename="{artifact.filename}"'}
    if sha256:
        headers["X-Document-SHA256"] = sha256
    return Response(artifact.content, media_type=artifact.media_type, headers=headers)


@router.get(f"{INVOICE}/pdf", response_class=Response, responses={**_PDF, **_NOT_READY})
async def download_invoice_pdf(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Response:
    """The legal PDF of a finalized invoice, as archived (SHA-256 in X-Document-SHA256)."""
    artifact = await service.legal_pdf(db, ctx, "invoice", invoice_id)
    return _file(artifact, sha256=artifact.sha256)


@router.get(f"{INVOICE}/render", response_class=Response, responses=_PDF)
async def render_invoice(
    invoice_id: uuid.UUID,
    format: Literal["pdf"] = Query("pdf", description="Only pdf."),
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Response:
    """Render any invoice now, drafts included: marked as not the legal document, no hash."""
    return _file(await service.preview_pdf(db, ctx, invoice_id), inline=True)


@router.get(f"{INVOICE}/xrechnung", response_class=Response, responses={**_XML, **_NOT_READY})
async def download_invoice_xrechnung(
    invoice_id: uuid.UUID,
    format: Literal["xml", "hybrid"] = Query("xml", description="xml, or hybrid (PDF/A-3)."),
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Response:
    """XRechnung 3.0 CII XML of a finalized invoice; 409 listing the missing data when the
    CIUS needs more."""
    artifact = await service.xrechnung(
        db, ctx, "invoice", invoice_id, hybrid_pdf=format == "hybrid"
    )
    return _file(artifact)


@router.get(f"{NOTE}/pdf", response_class=Response, responses={**_PDF, **_NOT_READY})
async def download_credit_note_pdf(
    credit_note_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:read"),
    db: AsyncSession = DbSession,
) -> Response:
    """The legal PDF of an issued credit note, as archived."""
    artifact = await service.legal_pdf(db, ctx, "credit_note", credit_note_id)
    return _file(artifact, sha256=artifact.sha256)


@router.post(
    f"{NOTE}/pdf/regenerate",
    response_model=Envelope[CreditNoteOut],
    status_code=202,
    responses=_NOT_READY,
)
async def regenerate_credit_note_pdf(
    credit_note_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Queue the PDF again (event document.requested); an identical rendering is archived
    once, so a regeneration that changes nothing writes nothing."""
    note = await service.regenerate_pdf(db, ctx, "credit_note", credit_note_id)
    assert isinstance(note, CreditNote)
    lines = await credit_notes.lines_of(db, ctx, note.id)
    found = await tags.tags_of(db, ctx, "CREDIT_NOTE", [note.id])
    envelope = Envelope[CreditNoteOut](data=credit_note_out(note, lines, found[note.id]))
    return JSONResponse(envelope.model_dump(mode="json"), status_code=202)


@router.get(f"{NOTE}/xrechnung", response_class=Response, responses={**_XML, **_NOT_READY})
async def download_credit_note_xrechnung(
    credit_note_id: uuid.UUID,
    format: Literal["xml", "hybrid"] = Query("xml", description="xml, or hybrid (PDF/A-3)."),
    ctx: RequestContext = Permission("credit_notes:read"),
    db: AsyncSession = DbSession,
) -> Response:
    """XRechnung 3.0 CII XML (type code 381, BG-3 naming the corrected invoice) of an issued
    credit note."""
    artifact = await service.xrechnung(
        db, ctx, "credit_note", credit_note_id, hybrid_pdf=format == "hybrid"
    )
    return _file(artifact)
