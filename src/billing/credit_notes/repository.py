"""SQL of credit notes, their lines and their applications (tenant scoped)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import and_, func, or_, select

from billing.credit_notes.states import STANDING_STATUSES, STATUSES
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.models.invoice import InvoicePayment
from billing.models.tags import tag_filter
from billing.platform.errors import NotFound
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})

CREDIT_NOTE_FILTERS = FilterSpec(
    {
        "status": Field(
            CreditNote.status, ops=frozenset({"eq", "ne", "in"}), choices=STATUSES, countable=True
        ),
        "customer_id": Field(CreditNote.customer_id, kind="uuid"),
        "invoice_id": Field(CreditNote.invoice_id, kind="uuid"),
        "currency": Field(CreditNote.currency, countable=True),
        "credit_note_number": Field(
            CreditNote.credit_note_number, ops=frozenset({"eq", "contains"})
        ),
        "reason_code": Field(CreditNote.reason_code, countable=True),
        "issued_at": Field(CreditNote.issued_at, kind="datetime", ops=_RANGE),
        "created_at": Field(CreditNote.created_at, kind="datetime", ops=_RANGE),
        "updated_at": Field(CreditNote.updated_at, kind="datetime", ops=_RANGE),
        "tag": tag_filter("CREDIT_NOTE", CreditNote.id),
    }
)


class CreditNoteRepository(WorkspaceRepository[CreditNote]):
    model = CreditNote

    def scoped(self) -> Any:
        return super().scoped().where(CreditNote.deleted_at.is_(None))

    async def page(self, query: ListQuery) -> Page[CreditNote]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(CreditNote.created_at, CreditNote.id)
        )

    async def number_taken(self, credit_note_number: str) -> bool:
        stmt = self.scoped().where(CreditNote.credit_note_number == credit_note_number)
        return bool(await self.session.scalar(select(stmt.exists())))

    async def lock_touching(self, invoice_id: uuid.UUID) -> list[CreditNote]:
        """Locked in id order (the order every path takes note locks in): the invoice's own
        standing notes with an unapplied balance, and other notes with credit applied to it."""
        applied = select(CreditNoteApplication.credit_note_id).where(
            CreditNoteApplication.invoice_id == invoice_id,
            *self.scope(CreditNoteApplication),
            CreditNoteApplication.reversed_at.is_(None),
        )
        own_with_balance = and_(
            CreditNote.invoice_id == invoice_id,
            CreditNote.status.in_(sorted(STANDING_STATUSES)),
            CreditNote.total > CreditNote.amount_applied,
        )
        applied_from_elsewhere = and_(
            CreditNote.id.in_(applied),
            or_(CreditNote.invoice_id.is_(None), CreditNote.invoice_id != invoice_id),
        )
        stmt = (
            self.scoped()
            .where(or_(own_with_balance, applied_from_elsewhere))
            .order_by(CreditNote.id)
            .with_for_update()
            .execution_options(populate_existing=True)
        )
        return list((await self.session.scalars(stmt)).all())

    async def unapplied_by_currency(self, customer_id: uuid.UUID) -> list[tuple[str, int, int]]:
        """(currency, unapplied balance, number of notes with a balance) of the customer's
        standing notes, by currency."""
        stmt = (
            select(
                CreditNote.currency,
                func.sum(CreditNote.total - CreditNote.amount_applied),
                func.count(),
            )
            .where(*self.tenant_filter())
            .where(
                CreditNote.customer_id == customer_id,
                CreditNote.deleted_at.is_(None),
                CreditNote.status.in_(sorted(STANDING_STATUSES)),
                CreditNote.total > CreditNote.amount_applied,
            )
            .group_by(CreditNote.currency)
            .order_by(CreditNote.currency)
        )
        rows = (await self.session.execute(stmt)).all()
        return [(str(row[0]), int(row[1] or 0), int(row[2])) for row in rows]

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

    async def credited_on_invoice_lines(
        self, invoice_line_ids: Sequence[uuid.UUID], besides: uuid.UUID
    ) -> dict[uuid.UUID, int]:
        """Net amounts credited on each invoice line by standing notes other than `besides`."""
        if not invoice_line_ids:
            return {}
        stmt = (
            select(CreditNoteLine.invoice_line_id, func.sum(CreditNoteLine.amount))
            .join(CreditNote, CreditNote.id == CreditNoteLine.credit_note_id)
            .where(*self.tenant_filter())
            .where(
                CreditNoteLine.invoice_line_id.in_(invoice_line_ids),
                CreditNote.id != besides,
                CreditNote.status.in_(sorted(STANDING_STATUSES)),
            )
            .group_by(CreditNoteLine.invoice_line_id)
        )
        rows = (await self.session.execute(stmt)).all()
        return {row[0]: int(row[1] or 0) for row in rows if row[0] is not None}


class CreditNoteApplicationRepository(WorkspaceRepository[CreditNoteApplication]):
    model = CreditNoteApplication

    async def of_note(
        self, credit_note_id: uuid.UUID, *, with_reversed: bool = False
    ) -> list[CreditNoteApplication]:
        """The note's standing applications (with the reversed ones too, if asked), oldest
        first."""
        stmt = (
            self.scoped()
            .where(CreditNoteApplication.credit_note_id == credit_note_id)
            .order_by(CreditNoteApplication.created_at, CreditNoteApplication.id)
        )
        if not with_reversed:
            stmt = stmt.where(CreditNoteApplication.reversed_at.is_(None))
        return list((await self.session.scalars(stmt)).all())

    async def one_of_note(
        self, credit_note_id: uuid.UUID, application_id: uuid.UUID
    ) -> CreditNoteApplication:
        """One application of the note (404 when it is another note's), read again: the
        caller holds the note's lock, under which applications change."""
        stmt = (
            self.scoped()
            .where(
                CreditNoteApplication.id == application_id,
                CreditNoteApplication.credit_note_id == credit_note_id,
            )
            .execution_options(populate_existing=True)
        )
        found: CreditNoteApplication | None = await self.session.scalar(stmt)
        if found is None:
            raise NotFound(f"{self.noun()} {application_id} of this credit note was not found")
        return found

    async def of_invoice(
        self, invoice_id: uuid.UUID
    ) -> list[tuple[CreditNoteApplication, CreditNote]]:
        """Standing applications against the invoice and refunds paid out for it, oldest
        first, each with its credit note."""
        refunds_of_invoice = select(InvoicePayment.id).where(
            InvoicePayment.invoice_id == invoice_id,
            *self.scope(InvoicePayment),
        )
        stmt = (
            select(CreditNoteApplication, CreditNote)
            .join(CreditNote, CreditNote.id == CreditNoteApplication.credit_note_id)
            .where(*self.tenant_filter())
            .where(
                or_(
                    CreditNoteApplication.invoice_id == invoice_id,
                    CreditNoteApplication.refund_payment_id.in_(refunds_of_invoice),
                ),
                CreditNoteApplication.reversed_at.is_(None),
            )
            .order_by(CreditNoteApplication.created_at, CreditNoteApplication.id)
        )
        rows = (await self.session.execute(stmt)).all()
        return [(row[0], row[1]) for row in rows]

    async def of_refund(self, refund_payment_id: uuid.UUID) -> CreditNoteApplication | None:
        stmt = self.scoped().where(
            CreditNoteApplication.refund_payment_id == refund_payment_id,
            CreditNoteApplication.reversed_at.is_(None),
        )
        found: CreditNoteApplication | None = await self.session.scalar(stmt)
        return found

    async def refund_statuses(
        self, refund_payment_ids: Sequence[uuid.UUID]
    ) -> dict[uuid.UUID, str]:
        """The status of each named gateway refund of an application, in one query."""
        if not refund_payment_ids:
            return {}
        stmt = (
            select(InvoicePayment.id, InvoicePayment.status)
            .join(
                CreditNoteApplication,
                CreditNoteApplication.refund_payment_id == InvoicePayment.id,
            )
            .where(*self.tenant_filter())
            .where(InvoicePayment.id.in_(list(refund_payment_ids)))
        )
        return {row[0]: row[1] for row in (await self.session.execute(stmt)).all()}
