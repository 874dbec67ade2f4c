"""HTTP route of the customer ledger."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.ledger import service
from billing.ledger.repository import LEDGER_FILTERS
from billing.ledger.schemas import LedgerEnvelope, LedgerSummary, PostingOut
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import from_minor
from billing.platform.pagination import list_envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["customers"])


@router.get("/customers/{customer_id}/ledger", response_model=LedgerEnvelope)
async def get_ledger(
    customer_id: uuid.UUID,
    query: ListQuery = ListParams(LEDGER_FILTERS, "ledger"),
    ctx: RequestContext = Permission("customers:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Every posting to the customer's account, oldest first, with the running balance of its
    currency; `summary` has each currency's balance (open invoices minus unapplied credit)."""
    statement = await service.statement(db, ctx, customer_id, query)
    data = [
        PostingOut(
            id=entry.id,
            customer_id=entry.customer_id,
            currency=entry.currency,
            type=entry.type,
            description=entry.description,
            amount=from_minor(entry.amount, entry.currency),
            receivable_change=from_minor(entry.receivable_change, entry.currency),
            credit_change=from_minor(entry.credit_change, entry.currency),
            balance=from_minor(statement.balances[entry.id], entry.currency),
            invoice_id=entry.invoice_id,
            credit_note_id=entry.credit_note_id,
            payment_id=entry.payment_id,
            application_id=entry.application_id,
            posted_at=entry.posted_at,
            created_at=entry.created_at,
        )
        for entry in statement.page.items
    ]
    envelope = list_envelope(data, statement.page)
    envelope["summary"] = [
        LedgerSummary(
            currency=t.currency,
            balance=from_minor(t.balance, t.currency),
            open_invoices=from_minor(t.receivable, t.currency),
            unapplied_credit=from_minor(t.credit, t.currency),
        )
        for t in statement.totals
    ]
    return envelope
