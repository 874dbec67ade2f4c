"""The credit-note primitives every path shares: reading notes, issuing a priced note (number,
ledger posting, event), recording an application, and voiding a note.

Drafts and their lines are in `drafts.py`; issue, void and apply as the API offers them in
`lifecycle.py`; the notes that voiding and refunding an invoice create in `system_notes.py`.
Every change of a note's money holds the note's row lock (taken before any invoice's), so
concurrent applications queue and none can take the balance below zero.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.credit_notes.repository import (
    CreditNoteApplicationRepository,
    CreditNoteLineRepository,
    CreditNoteRepository,
)
from billing.credit_notes.states import CREDIT_NOTE, STANDING_STATUSES
from billing.invoices.document_requests import request_pdf
from billing.invoices.numbering import next_number
from billing.ledger import postings
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Conflict
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event


async def credited_total(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> int:
    """What the invoice's standing credit notes (issued, not void) add up to, minor units."""
    return await CreditNoteRepository(db, ctx).total_credited(invoice_id)


async def lines_of(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID
) -> list[CreditNoteLine]:
    return await CreditNoteLineRepository(db, ctx).of(credit_note_id)


async def get_note(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID, *, for_update: bool = False
) -> CreditNote:
    return await CreditNoteRepository(db, ctx).get(credit_note_id, for_update=for_update)


async def applications_of_invoice(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> list[tuple[CreditNoteApplication, CreditNote]]:
    """Credit applied against the invoice and refunds paid out for it, with their notes."""
    return await CreditNoteApplicationRepository(db, ctx).of_invoice(invoice_id)


async def applications_of_note(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID, *, with_reversed: bool = False
) -> list[CreditNoteApplication]:
    """The note's standing applications; `with_reversed` adds the reversed ones (listing)."""
    return await CreditNoteApplicationRepository(db, ctx).of_note(
        credit_note_id, with_reversed=with_reversed
    )


async def application_of_note(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID, application_id: uuid.UUID
) -> CreditNoteApplication:
    return await CreditNoteApplicationRepository(db, ctx).one_of_note(
        credit_note_id, application_id
    )


async def application_of_refund(
    db: AsyncSession, ctx: RequestContext, refund_payment_id: uuid.UUID
) -> CreditNoteApplication | None:
    """The application a gateway refund row pays out, if any."""
    return await CreditNoteApplicationRepository(db, ctx).of_refund(refund_payment_id)


def remaining(note: CreditNote) -> int:
    """The unapplied balance (none for a void note; a draft's is what it would credit)."""
    return 0 if note.status == "void" else note.total - note.amount_applied


def _follow_balance(note: CreditNote) -> None:
    """`applied` once nothing is left, `partially_applied` while some is, `issued` when all
    of it stands again."""
    if note.amount_applied >= note.total:
        status = "applied"
    else:
        status = "partially_applied" if note.amount_applied > 0 else "issued"
    if status != note.status:
        CREDIT_NOTE.move(note, status)


async def issue_priced(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    lines: Sequence[CreditNoteLine],
    *,
    now: datetime,
) -> None:
    """Number the priced note and post it to the ledger; `lines` not yet stored are added.

    Numbers come from the workspace's credit-note counter in this transaction (gapless); a
    format that renders a number already issued is refused (409), which rolls the counter back.
    """
    fmt = await admin.effective_setting(db, ctx, "credit_note_number_format")
    number = await next_number(db, ctx, "credit_note", fmt, now.date())
    notes = CreditNoteRepository(db, ctx)
    if await notes.number_taken(number):
        raise Conflict(
            f"the credit_note_number_format renders {number!r}, a number already issued; "
            "change the format so that it yields new numbers"
        )
    note.credit_note_number = number
    CREDIT_NOTE.move(note, "issued")
    note.issued_at = now
    if inspect(note).transient:
        notes.add(note)
    line_repository = CreditNoteLineRepository(db, ctx)
    for line in lines:
        if line.credit_note_id is None:
            line.credit_note_id = note.id
            line.created_at = clock.wall_now()
            line_repository.add(line)
    await db.flush()
    postings.credit_note_issued(db, ctx, note, now=now)
    await request_pdf(db, ctx, "credit_note", note.id, reason="issued")
    emit_event(
        db,
        ctx,
        "creditnotepkg.issued",
        {
            "credit_note_number": note.credit_note_number,
            "invoice_id": _str(note.invoice_id),
            "customer_id": str(note.customer_id),
            "currency": note.currency,
            "total": format_minor(note.total, note.currency),
            "reason_code": note.reason_code,
        },
        resource_type="credit_note",
        resource_id=note.id,
    )


async def record_application(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    amount: int,
    *,
    now: datetime,
    invoice_id: uuid.UUID | None = None,
    invoice_number: str | None = None,
    refund_payment_id: uuid.UUID | None = None,
    refund_method: str | None = None,
    payment_method_id: uuid.UUID | None = None,
) -> CreditNoteApplication:
    """One application row: `amount` of the locked note's balance onto an invoice
    (`invoice_id`) or paid out as a refund; posted to the ledger and announced."""
    application = CreditNoteApplication(
        id=uuid.uuid4(),
        credit_note_id=note.id,
        invoice_id=invoice_id,
        refund_payment_id=refund_payment_id,
        kind="invoice" if invoice_id is not None else "refund",
        refund_method=refund_method if invoice_id is None else None,
        payment_method_id=payment_method_id,
        amount=amount,
        currency=note.currency,
        applied_at=now,
        created_at=clock.wall_now(),
    )
    CreditNoteApplicationRepository(db, ctx).add(application)
    note.amount_applied += amount
    _follow_balance(note)
    await db.flush()
    if invoice_id is not None:
        postings.credit_applied(db, ctx, note, application, invoice_number=invoice_number, now=now)
    else:
        postings.credit_refunded(db, ctx, note, application, now=now)
    data: dict[str, Any] = {
        "application_id": str(application.id),
        "kind": application.kind,
        "amount": format_minor(amount, note.currency),
        "currency": note.currency,
        "invoice_id": _str(invoice_id),
        "refund_payment_id": _str(refund_payment_id),
        "refund_method": application.refund_method,
        "amount_remaining": format_minor(note.total - note.amount_applied, note.currency),
        "status": note.status,
    }
    emit_event(
        db, ctx, "creditnotepkg.applied", data, resource_type="credit_note", resource_id=note.id
    )
    return application


async def reverse_invoice_application(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    application: CreditNoteApplication,
    *,
    invoice_number: str | None,
    now: datetime,
) -> None:
    """Take credit back off an invoice (the caller adjusts the invoice): its amount stands on
    the locked note again, and the application is marked reversed."""
    application.reversed_at = now
    note.amount_applied -= application.amount
    _follow_balance(note)
    postings.credit_applied(
        db, ctx, note, application, invoice_number=invoice_number, now=now, reversal=True
    )
    emit_event(
        db,
        ctx,
        "creditnotepkg.application_reversed",
        {
            "application_id": str(application.id),
            "invoice_id": _str(application.invoice_id),
            "amount": format_minor(application.amount, note.currency),
            "currency": note.currency,
            "amount_remaining": format_minor(note.total - note.amount_applied, note.currency),
            "status": note.status,
        },
        resource_type="credit_note",
        resource_id=note.id,
    )
    await db.flush()


async def reverse_refund(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    application: CreditNoteApplication,
    *,
    now: datetime,
) -> None:
    """A refund application whose refund failed: its amount goes back to the note's balance,
    and the application is marked reversed."""
    application.reversed_at = now
    note.amount_applied -= application.amount
    _follow_balance(note)
    postings.credit_refunded(db, ctx, note, application, now=now, reversal=True)
    await db.flush()


async def void_note(
    db: AsyncSession, ctx: RequestContext, note: CreditNote, *, now: datetime
) -> None:
    """Void the locked note. Its applications (refund applications only: callers refuse or
    never create others) are reversed first, so the void takes back its whole total."""
    was_posted = note.status in STANDING_STATUSES
    for application in await applications_of_note(db, ctx, note.id):
        if application.kind != "refund":
            raise ValueError(f"application {application.id} is not a refund")
        await reverse_refund(db, ctx, note, application, now=now)
    released = note.total - note.amount_applied
    CREDIT_NOTE.move(note, "void")
    note.voided_at = now
    await db.flush()
    if was_posted:
        postings.credit_note_voided(db, ctx, note, released, now=now)
    emit_event(
        db,
        ctx,
        "creditnotepkg.voided",
        {
            "credit_note_number": note.credit_note_number,
            "invoice_id": _str(note.invoice_id),
            "customer_id": str(note.customer_id),
            "total": format_minor(note.total, note.currency),
            "currency": note.currency,
        },
        resource_type="credit_note",
        resource_id=note.id,
    )


def _str(value: uuid.UUID | None) -> str | None:
    return str(value) if value is not None else None
