"""Request and response models of the customer wallet."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from billing.models.wallet import WalletTransaction
from billing.platform.money import CurrencyCode, DecimalString, from_minor
from billing.platform.schemas import Instant, Strict, Text
from billing.wallet.service import DESCRIPTION_MAX


class WalletTransactionCreate(Strict):
    """An operator's manual movement: a positive amount grants credit, a negative one takes
    credit out (never more than the wallet holds)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "currency": "EUR",
                    "amount": "25.00",
                    "expires_at": "2030-12-31T23:59:59Z",
                    "description": "Goodwill credit for the outage of 12 November",
                }
            ]
        },
    )

    currency: CurrencyCode
    amount: DecimalString
    """Major units, signed, not zero."""
    expires_at: Instant | None = None
    """When a granted credit's unused part lapses (default never); only for a positive amount."""
    description: Annotated[Text, Field(min_length=1, max_length=DESCRIPTION_MAX)]


class WalletTransactionOut(BaseModel):
    id: uuid.UUID
    customer_id: uuid.UUID
    currency: str
    type: str
    """`grant`, `invoice_application`, `expiry` or `clawback`."""
    amount: DecimalString
    """Signed: positive adds credit, negative takes it out."""
    remaining: DecimalString | None
    """For a grant: its part not yet spent, lapsed or clawed back (null for other types)."""
    expires_at: datetime | None
    source_type: str | None
    source_id: uuid.UUID | None
    description: str
    invoice_id: uuid.UUID | None
    grant_ids: list[uuid.UUID]
    """The grants a debit took its credit from."""
    uncollected: DecimalString | None
    """For a clawback: what was asked beyond the balance there was (null for other types)."""
    ledger_entry_id: uuid.UUID | None
    posted_at: datetime
    created_at: datetime


class WalletBalanceOut(BaseModel):
    currency: str
    balance: DecimalString
    """Credit spendable now (unexpired), major units."""
    next_expiry_at: datetime | None
    """When the soonest-expiring credit lapses (null: none of the balance expires)."""
    next_expiry_amount: DecimalString
    """How much of the balance lapses at `next_expiry_at`."""


class WalletOut(BaseModel):
    customer_id: uuid.UUID
    balances: list[WalletBalanceOut]


def transaction_out(transaction: WalletTransaction) -> WalletTransactionOut:
    currency = transaction.currency
    is_grant = transaction.type == "grant"
    return WalletTransactionOut(
        id=transaction.id,
        customer_id=transaction.customer_id,
        currency=currency,
        type=transaction.type,
        amount=from_minor(transaction.amount, currency),
        remaining=from_minor(transaction.remaining, currency) if is_grant else None,
        expires_at=transaction.expires_at,
        source_type=transaction.source_type,
        source_id=transaction.source_id,
        description=transaction.description,
        invoice_id=transaction.invoice_id,
        grant_ids=[uuid.UUID(str(part["grant_id"])) for part in transaction.allocations or []],
        uncollected=from_minor(transaction.uncollected, currency)
        if transaction.type == "clawback"
        else None,
        ledger_entry_id=transaction.ledger_entry_id,
        posted_at=transaction.posted_at,
        created_at=transaction.created_at,
    )
