"""The customer ledger: one append-only posting per event that changes what a customer owes.

A posting moves two sub-balances of one (customer, currency): `receivable_change`, what the
customer's open invoices claim, and `credit_change`, the customer's unapplied credit: the
unapplied balance of its credit notes plus its wallet's unspent credit. `amount` =
receivable_change - credit_change is the change of the customer's balance (positive: the
customer owes more), so the sum of a customer's postings in a currency is always its open
invoices minus its unapplied credit. Postings are never updated or deleted;
a reversal is a posting of its own.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, WorkspaceScoped


class LedgerEntry(IdMixin, WorkspaceScoped, Base):
    __tablename__ = "ledger_entries"
    __noun__ = "ledger entry"
    __table_args__ = (
        Index("ix_ledger_entries_customer", "customer_id", "created_at", "position", "id"),
    )

    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    currency: Mapped[str] = mapped_column(String(3))
    type: Mapped[str] = mapped_column(String(40))
    amount: Mapped[int] = mapped_column(BigInteger)
    receivable_change: Mapped[int] = mapped_column(BigInteger)
    credit_change: Mapped[int] = mapped_column(BigInteger)
    description: Mapped[str] = mapped_column(Text)
    invoice_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    credit_note_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    payment_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    application_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    posted_at: Mapped[datetime]
    """When it happened on the customer's clock (a test clock in sandbox)."""
    created_at: Mapped[datetime]
    position: Mapped[int] = mapped_column(BigInteger, default=0)
    """Orders postings with equal `created_at` in the order the writing process made them."""
