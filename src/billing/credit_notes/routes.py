"""HTTP routes of credit notes, and a customer's credit balance.

The PDF and XRechnung downloads come with the documents (issue 6).
"""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Request
from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes import applying, drafts, lifecycle, queries
from billing.credit_notes import service as credit_notes
from billing.credit_notes.repository import CREDIT_NOTE_FILTERS
from billing.credit_notes.requests import CreditNoteApply, CreditNoteCreate, CreditNoteLineCreate
from billing.credit_notes.schemas import (
    ApplicationOut,
    AppliedOut,
    CreditBalanceItem,
    CreditBalanceOut,
    CreditNoteOut,
    application_out,
    credit_note_out,
)
from billing.models.credit_note import CreditNote
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import from_minor
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tags import service as tags

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["credit notes"])

NOTE = "/credit-notes/{credit_note_id}"
_PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}
_DECLINED: dict[int | str, dict[str, Any]] = {
    402: {"description": "The gateway refused the refund (GATEWAY_DECLINED)", **_PROBLEM}
}


async def _one(db: AsyncSession, ctx: RequestContext, note: CreditNote) -> dict[str, Any]:
    lines = await credit_notes.lines_of(db, ctx, note.id)
    found = await tags.tags_of(db, ctx, "CREDIT_NOTE", [note.id])
    return {"data": credit_note_out(note, lines, found[note.id])}


@router.get("/credit-notes", response_model=ListEnvelope[CreditNoteOut])
async def list_credit_notes(
    query: ListQuery = ListParams(CREDIT_NOTE_FILTERS, "credit-notes"),
    ctx: RequestContext = Permission("credit_notes:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List credit notes, newest first (without their lines)."""
    page = await queries.list_notes(db, ctx, query)
    found = await tags.tags_of(db, ctx, "CREDIT_NOTE", [note.id for note in page.items])
    return list_envelope([credit_note_out(n, None, found[n.id]) for n in page.items], page)


@router.post("/credit-notes", response_model=Envelope[CreditNoteOut], status_code=201)
async def create_credit_note(
    body: CreditNoteCreate,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Create a draft credit note (not posted anywhere until issued), lines inline."""
    return await _one(db, ctx, await drafts.create_draft(db, ctx, body))


@router.get(NOTE, response_model=Envelope[CreditNoteOut])
async def get_credit_note(
    credit_note_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Get a credit note with its lines."""
    note, lines = await queries.with_lines(db, ctx, credit_note_id)
    found = await tags.tags_of(db, ctx, "CREDIT_NOTE", [note.id])
    return {"data": credit_note_out(note, lines, found[note.id])}


@router.post(f"{NOTE}/lines", response_model=Envelope[CreditNoteOut], status_code=201)
async def add_credit_note_line(
    credit_note_id: uuid.UUID,
    body: CreditNoteLineCreate,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Add a line to a draft; answers the note with its new totals."""
    return await _one(db, ctx, await drafts.add_line(db, ctx, credit_note_id, body))


@router.post(f"{NOTE}/issue", response_model=Envelope[CreditNoteOut])
async def issue_credit_note(
    credit_note_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Issue a draft: numbered, posted to the customer's ledger, immutable from now on."""
    return await _one(db, ctx, await lifecycle.issue(db, ctx, credit_note_id))


@router.post(f"{NOTE}/void", response_model=Envelope[CreditNoteOut])
async def void_credit_note(
    credit_note_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Void a draft, or an issued note none of whose applications stands (reverse them)."""
    return await _one(db, ctx, await lifecycle.void(db, ctx, credit_note_id))


@router.post(
    f"{NOTE}/apply",
    response_model=Envelope[AppliedOut],
    status_code=201,
    responses={
        402: {"description": "The gateway refused the refund (GATEWAY_DECLINED)", **_PROBLEM}
    },
)
async def apply_credit_note(
    credit_note_id: uuid.UUID,
    body: CreditNoteApply,
    request: Request,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Apply part or all of the remaining balance to an open invoice, or refund it.

    An Idempotency-Key, when sent, also makes a gateway refund safe to retry (it is threaded
    into the gateway's dedup token).
    """
    key = request.headers.get(idempotency.HEADER) or None
    applied = await applying.apply(db, ctx, credit_note_id, body, idempotency_key=key)
    out = application_out(
        applied.application, applied.refund.status if applied.refund is not None else None
    )
    note = await _one(db, ctx, applied.note)
    return {"data": AppliedOut(**out.model_dump(), credit_note=note["data"])}


@router.post(
    f"{NOTE}/applications/{{application_id}}/reverse",
    response_model=Envelope[AppliedOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def reverse_credit_note_application(
    credit_note_id: uuid.UUID,
    application_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Reverse an application to an invoice: the note's balance and the invoice's amount due
    grow back by its amount. A refund cannot be reversed (409)."""
    note, application = await lifecycle.reverse_application(db, ctx, credit_note_id, application_id)
    out = application_out(application)
    return {"data": AppliedOut(**out.model_dump(), credit_note=(await _one(db, ctx, note))["data"])}


@router.get(f"{NOTE}/applications", response_model=Envelope[list[ApplicationOut]])
async def list_credit_note_applications(
    credit_note_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """The note's applications to invoices and its refunds, oldest first (unpaginated)."""
    rows = await queries.applications(db, ctx, credit_note_id)
    return {"data": [application_out(application, status) for application, status in rows]}


@router.get("/customers/{customer_id}/credit-balance", response_model=Envelope[CreditBalanceOut])
async def get_credit_balance(
    customer_id: uuid.UUID,
    ctx: RequestContext = Permission("credit_notes:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """The customer's available credit by currency: the unapplied portion of every issued,
    non-void credit note."""
    balances = await queries.credit_balance(db, ctx, customer_id)
    return {
        "data": CreditBalanceOut(
            customer_id=customer_id,
            balances=[
                CreditBalanceItem(
                    currency=b.currency,
                    amount=from_minor(b.amount, b.currency),
                    credit_notes=b.credit_notes,
                )
                for b in balances
            ],
        )
    }
