"""The customer wallet: signed transactions per (customer, currency).

A `grant` adds credit and is a lot of its own: `remaining` is the part of it not yet spent,
clawed back or lapsed, and `expires_at` (optional) is when that part lapses. Every other
transaction takes credit out of lots (`allocations` names them and how much each gave):
`invoice_application` spends it on a finalized invoice (an `application_reversal` gives it
back to the same lots when that invoice is voided), `expiry` records a lot that lapsed,
`clawback` takes credit back (a promotion revoked, an operator's adjustment). The spendable
balance of a currency is the sum of `remaining` over its unexpired lots; each transaction that
moves money also posts to the customer ledger (`ledger_entry_id`), which stays the one truth
of what the customer owes.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, JsonDoc, WorkspaceIndexed

TRANSACTION_TYPES = ("grant", "invoice_application", "application_reversal", "expiry", "clawback")


class WalletTransaction(IdMixin, WorkspaceIndexed, Base):
    __tablename__ = "wallet_transactions"
    __noun__ = "wallet transaction"
    __table_args__ = (
        Index("ix_wallet_transactions_customer", "customer_id", "created_at", "position", "id"),
        Index("ix_wallet_transactions_lots", "customer_id", "currency", "remaining"),
        Index("ix_wallet_transactions_source", "source_type", "source_id"),
        Index("ix_wallet_transactions_lapsing", "expires_at", "remaining"),
    )

    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    currency: Mapped[str] = mapped_column(String(3))
    type: Mapped[str] = mapped_column(String(32))
    amount: Mapped[int] = mapped_column(BigInteger)
    """Signed minor units: positive adds credit (a grant), negative takes it out."""
    remaining: Mapped[int] = mapped_column(BigInteger, default=0)
    """A grant's part not yet taken out (0 for every other type)."""
    expires_at: Mapped[datetime | None] = mapped_column(default=None)
    source_type: Mapped[str | None] = mapped_column(String(40), default=None)
    source_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    description: Mapped[str] = mapped_column(Text)
    invoice_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    allocations: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """The lots a debit took credit from (a reversal: gave it back to), as
    `{"grant_id": str, "amount": int}` each."""
    uncollected: Mapped[int] = mapped_column(BigInteger, default=0)
    """A clawback's shortfall: what was asked for beyond the balance there was (minor units)."""
    ledger_entry_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    posted_at: Mapped[datetime]
    """When it happened on the customer's clock (a test clock in sandbox)."""
    created_at: Mapped[datetime]
    position: Mapped[int] = mapped_column(BigInteger, default=0)
    """Orders transactions with equal `created_at` in the order the writing process made them."""
