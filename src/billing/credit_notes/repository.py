"""SQL of credit notes, their lines and their applications (tenant scoped)."""

from __future__ import annotations

import uuid

from sqlalchemy import func, or_, select

from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.models.invoice import InvoicePayment
from billing.platform.repository import WorkspaceRepository


class CreditNoteRepository(WorkspaceRepository[CreditNote]):
    model = CreditNote

    async def total_credited(self, invoice_id: uuid.UUID) -> int:
        """The totals of the invoice's credit notes that stand (not void, not deleted)."""
        stmt = (
            select(func.coalesce(func.sum(CreditNote.total), 0))
            .where(*self.tenant_filter())
            .where(
                CreditNote.invoice_id == invoice_id,
                CreditNote.status != "void",
                CreditNote.status != "draft",
                CreditNote.deleted_at.is_(None),
            )
        )
        return int(await self.session.scalar(stmt) or 0)


class CreditNoteLineRepository(WorkspaceRepository[CreditNoteLine]):
    model = CreditNoteLine

    async def of(self, credit_note_id: uuid.UUID) -> list[CreditNoteLine]:
        stmt = (
            self.scoped()
            .where(CreditNoteLine.credit_note_id == credit_note_id)
            .order_by(CreditNoteLine.position, CreditNoteLine.created_at, CreditNoteLine.id)
        )
        return list((await self.session.scalars(stmt)).all())


class CreditNoteApplicationRepository(WorkspaceRepository[CreditNoteApplication]):
    model = CreditNoteApplication

    async def of_note(self, credit_note_id: uuid.UUID) -> list[CreditNoteApplication]:
        stmt = (
            self.scoped()
            .where(CreditNoteApplication.credit_note_id == credit_note_id)
            .order_by(CreditNoteApplication.created_at, CreditNoteApplication.id)
        )
        return list((await self.session.scalars(stmt)).all())

    async def of_invoice(
        self, invoice_id: uuid.UUID
    ) -> list[tuple[CreditNoteApplication, CreditNote]]:
        """Applications against the invoice and refunds paid out for it, oldest first, each
        with its credit note."""
        refunds_of_invoice = select(InvoicePayment.id).where(
            InvoicePayment.invoice_id == invoice_id,
            InvoicePayment.workspace_id == self.ctx.workspace_id,
        )
        stmt = (
            select(CreditNoteApplication, CreditNote)
            .join(CreditNote, CreditNote.id == CreditNoteApplication.credit_note_id)
            .where(*self.tenant_filter())
            .where(
                or_(
                    CreditNoteApplication.invoice_id == invoice_id,
                    CreditNoteApplication.refund_payment_id.in_(refunds_of_invoice),
                )
            )
            .order_by(CreditNoteApplication.created_at, CreditNoteApplication.id)
        )
        rows = (await self.session.execute(stmt)).all()
        return [(row[0], row[1]) for row in rows]

    async def remove(self, application: CreditNoteApplication) -> None:
        await self.session.delete(application)
