"""Reads of credit notes: the list, one note's applications, and a customer's credit balance."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes import service
from billing.credit_notes.repository import CreditNoteApplicationRepository, CreditNoteRepository
from billing.customers import service as customers
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.platform.context import RequestContext
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page


@dataclass(frozen=True)
class CreditBalance:
    currency: str
    amount: int
    credit_notes: int


async def list_notes(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[CreditNote]:
    return await CreditNoteRepository(db, ctx).page(query)


async def with_lines(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID
) -> tuple[CreditNote, list[CreditNoteLine]]:
    note = await service.get_note(db, ctx, credit_note_id)
    return note, await service.lines_of(db, ctx, note.id)


async def applications(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID
) -> list[tuple[CreditNoteApplication, str | None]]:
    """The note's applications, oldest first, each with its gateway refund's status."""
    note = await service.get_note(db, ctx, credit_note_id)
    rows = await service.applications_of_note(db, ctx, note.id, with_reversed=True)
    refund_ids = [a.refund_payment_id for a in rows if a.refund_payment_id is not None]
    statuses = await CreditNoteApplicationRepository(db, ctx).refund_statuses(refund_ids)
    return [
        (a, statuses.get(a.refund_payment_id) if a.refund_payment_id is not None else None)
        for a in rows
    ]


async def credit_balance(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID
) -> list[CreditBalance]:
    customer = await customers.get_customer(db, ctx, customer_id)
    rows = await CreditNoteRepository(db, ctx).unapplied_by_currency(customer.id)
    return [CreditBalance(currency, amount, count) for currency, amount, count in rows]
