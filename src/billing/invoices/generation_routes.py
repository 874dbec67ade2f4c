"""HTTP routes of invoices computed from subscriptions: generate, preview, regenerate-preview."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import generation
from billing.invoices.generation_schemas import (
    InvoiceGenerate,
    RegeneratePreviewOut,
    RegenerateSummary,
)
from billing.invoices.schemas import InvoiceOut, invoice_out
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.money import from_minor
from billing.platform.pagination import Envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["invoices"])


@router.post(
    "/invoices/generate",
    response_model=Envelope[InvoiceOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def generate_invoice(
    body: InvoiceGenerate,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Generate a subscription's draft invoice for a period (default: its current period).

    A period that already has an invoice which is not void answers 409 INVALID_STATE naming it.
    """
    invoice, lines = await generation.generate(db, ctx, body)
    return {"data": invoice_out(invoice, status=invoice.status, lines=lines)}


@router.post("/invoices/preview", response_model=Envelope[InvoiceOut])
async def preview_invoice(
    body: InvoiceGenerate,
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """The proforma generate would create (ids null); nothing is persisted."""
    computed = await generation.preview(db, ctx, body)
    invoice = computed.invoice
    return {"data": invoice_out(invoice, status=invoice.status, lines=computed.lines)}


@router.post(
    "/invoices/{invoice_id}/regenerate-preview", response_model=Envelope[RegeneratePreviewOut]
)
async def regenerate_invoice_preview(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Recompute the invoice at its pinned price versions and list what would differ; nothing
    is persisted."""
    found = await generation.regenerate_preview(db, ctx, invoice_id)
    currency = found.original.currency
    original_total = found.original.total or 0
    regenerated_total = found.proforma.total or 0
    return {
        "data": RegeneratePreviewOut(
            proforma=invoice_out(
                found.proforma, status=found.proforma.status, lines=found.proforma_lines
            ),
            diff=found.diff,
            summary=RegenerateSummary(
                original_total=from_minor(original_total, currency),
                regenerated_total=from_minor(regenerated_total, currency),
                difference=from_minor(regenerated_total - original_total, currency),
            ),
        )
    }
