"""Response models of the customer ledger."""

from __future__ import annotations

import uuid
from datetime import datetime

from pydantic import BaseModel

from billing.platform.money import DecimalString
from billing.platform.pagination import ListEnvelope


class PostingOut(BaseModel):
    id: uuid.UUID
    customer_id: uuid.UUID
    currency: str
    type: str
    description: str
    amount: DecimalString
    """The change of the customer's balance: positive when the customer owes more."""
    receivable_change: DecimalString
    """The change of what the customer's open invoices claim."""
    credit_change: DecimalString
    """The change of the customer's unapplied credit (amount = receivable - credit change)."""
    balance: DecimalString
    """The running balance of this currency after the posting."""
    invoice_id: uuid.UUID | None
    credit_note_id: uuid.UUID | None
    payment_id: uuid.UUID | None
    application_id: uuid.UUID | None
    posted_at: datetime
    created_at: datetime


class LedgerSummary(BaseModel):
    currency: str
    balance: DecimalString
    """Open invoices minus unapplied credit: what the customer owes (negative: is owed)."""
    open_invoices: DecimalString
    unapplied_credit: DecimalString


class LedgerEnvelope(ListEnvelope[PostingOut]):
    summary: list[LedgerSummary]
