"""SQL of invoices and their lines (payments have their own repository module)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy import select

from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.repository import WorkspaceRepository


class InvoiceRepository(WorkspaceRepository[Invoice]):
    model = Invoice


class InvoiceLineRepository(WorkspaceRepository[InvoiceLine]):
    model = InvoiceLine

    async def of(self, invoice_id: uuid.UUID) -> list[InvoiceLine]:
        """All lines of an invoice, in their display order."""
        stmt = (
            self.scoped()
            .where(InvoiceLine.invoice_id == invoice_id)
            .order_by(InvoiceLine.position, InvoiceLine.created_at, InvoiceLine.id)
        )
        return list((await self.session.scalars(stmt)).all())

    async def of_many(self, invoice_ids: Sequence[uuid.UUID]) -> list[InvoiceLine]:
        if not invoice_ids:
            return []
        stmt = self.scoped().where(InvoiceLine.invoice_id.in_(list(invoice_ids)))
        return list((await self.session.scalars(stmt)).all())


__all__ = ["InvoiceLineRepository", "InvoiceRepository", "select"]
