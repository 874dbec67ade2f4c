"""What other domains ask of invoices: an invoice and its lines, read or locked.

Credit notes, documents and collection come here instead of to the invoice repositories; the
invoice's balance (payments, credit, the paid transition) is `balance.py`.
"""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.context import RequestContext


async def get_invoice(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> Invoice:
    """The invoice, or 404."""
    return await InvoiceRepository(db, ctx).get(invoice_id)


async def find_invoice(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> Invoice | None:
    return await InvoiceRepository(db, ctx).find(invoice_id)


async def lock_invoice(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> Invoice:
    """The invoice with its row locked until the transaction ends (or 404). Every change of
    an invoice's money holds this lock, so concurrent payments, credits and refunds queue."""
    return await InvoiceRepository(db, ctx).get(invoice_id, for_update=True)


async def lines_of(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> list[InvoiceLine]:
    """The invoice's lines in their display order."""
    return await InvoiceLineRepository(db, ctx).of(invoice_id)


async def find_line(
    db: AsyncSession, ctx: RequestContext, line_id: uuid.UUID
) -> InvoiceLine | None:
    return await InvoiceLineRepository(db, ctx).find(line_id)
