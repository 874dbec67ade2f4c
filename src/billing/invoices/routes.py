"""HTTP routes of invoices: standalone drafts, header and line edits, reads and finalize.

Generation, preview, payments, void and refund have their own route modules.
"""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.responses import Response

from billing.approvals.schemas import ApprovalOut, approval_out
from billing.invoices import drafts, finalization, queries
from billing.invoices.repository import INVOICE_FILTERS, LINE_FILTERS
from billing.invoices.requests import InvoiceCreate, InvoiceUpdate, LineCreate, LineUpdate
from billing.invoices.schemas import InvoiceLineOut, InvoiceOut, invoice_out, line_out
from billing.models.invoice import Invoice
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["invoices"])

LINES_PAGE = 500
"""Default and maximum page size of the lines list (the interface document's limit)."""


def _out(view: queries.InvoiceView) -> InvoiceOut:
    return invoice_out(view.invoice, status=view.status, tags=view.tags, lines=view.lines)


async def _one(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> dict[str, Any]:
    return {"data": _out(await queries.view_of(db, ctx, invoice))}


@router.get("/invoices", response_model=ListEnvelope[InvoiceOut])
async def list_invoices(
    query: ListQuery = ListParams(
        INVOICE_FILTERS, "invoices", search="Case-insensitive substring of the invoice number."
    ),
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List invoices, newest first (without their lines)."""
    page, views = await queries.list_invoices(db, ctx, query)
    return list_envelope([_out(view) for view in views], page)


@router.post(
    "/invoices",
    response_model=Envelope[InvoiceOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def create_invoice(
    body: InvoiceCreate,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Create a standalone (one-off) draft invoice, with manual lines inline."""
    return {"data": _out(await drafts.create_draft(db, ctx, body))}


@router.get("/invoices/{invoice_id}", response_model=Envelope[InvoiceOut])
async def get_invoice(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Get an invoice with its lines and tags."""
    return {"data": _out(await queries.get_invoice(db, ctx, invoice_id))}


@router.patch("/invoices/{invoice_id}", response_model=Envelope[InvoiceOut])
async def update_invoice(
    invoice_id: uuid.UUID,
    body: InvoiceUpdate,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Update the header of a draft (merge-patch)."""
    return await _one(db, ctx, await drafts.update_header(db, ctx, invoice_id, body))


@router.post(
    "/invoices/{invoice_id}/finalize",
    response_model=Envelope[InvoiceOut],
    responses={
        202: {
            "model": Envelope[ApprovalOut],
            "description": "The invoice needs approval: the pending approval request.",
        }
    },
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def finalize_invoice(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Finalize a draft: 200 with the numbered invoice, or 202 with an approval request."""
    outcome = await finalization.finalize(db, ctx, invoice_id)
    if outcome.approval is not None:
        envelope = Envelope[ApprovalOut](data=approval_out(outcome.approval))
        return JSONResponse(envelope.model_dump(mode="json"), status_code=202)
    view = await queries.view_of_issued(
        db, ctx, outcome.invoice, outcome.lines, tagged=outcome.tagged
    )
    return {"data": _out(view)}


@router.get("/invoices/{invoice_id}/lines", response_model=ListEnvelope[InvoiceLineOut])
async def list_invoice_lines(
    invoice_id: uuid.UUID,
    query: ListQuery = ListParams(
        LINE_FILTERS, "invoice-lines", default_limit=LINES_PAGE, cap=LINES_PAGE
    ),
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The lines of an invoice, oldest first."""
    invoice, page = await queries.list_lines(db, ctx, invoice_id, query)
    return list_envelope([line_out(line, invoice.currency) for line in page.items], page)


@router.post(
    "/invoices/{invoice_id}/lines",
    response_model=Envelope[InvoiceLineOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def add_invoice_line(
    invoice_id: uuid.UUID,
    body: LineCreate,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Add a line to a draft; the invoice's totals (GET the invoice) are recomputed with it."""
    invoice, line = await drafts.add_line(db, ctx, invoice_id, body)
    return {"data": line_out(line, invoice.currency)}


@router.patch("/invoices/{invoice_id}/lines/{line_id}", response_model=Envelope[InvoiceLineOut])
async def update_invoice_line(
    invoice_id: uuid.UUID,
    line_id: uuid.UUID,
    body: LineUpdate,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Update a line of a draft (merge-patch); the invoice's totals are recomputed."""
    invoice, line = await drafts.update_line(db, ctx, invoice_id, line_id, body)
    return {"data": line_out(line, invoice.currency)}


@router.delete("/invoices/{invoice_id}/lines/{line_id}", status_code=204, response_class=Response)
async def delete_invoice_line(
    invoice_id: uuid.UUID,
    line_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a line of a draft; the invoice's totals are recomputed."""
    await drafts.delete_line(db, ctx, invoice_id, line_id)
    return Response(status_code=204)
