"""Credit notes, their lines, and their applications (to an invoice, or as a refund).

A credit note's money is BIGINT minor units of its currency; its totals come from the same
`invoices.totals` code as invoices.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)


class CreditNote(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "credit_notes"
    __noun__ = "credit note"
    __table_args__ = (
        Index("ix_credit_notes_tenant_created", "workspace_id", "created_at", "id"),
        UniqueConstraint("workspace_id", "credit_note_number"),
    )

    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"), index=True)
    invoice_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("invoices.id"), default=None, index=True
    )
    credit_note_number: Mapped[str | None] = mapped_column(String(64), default=None)
    currency: Mapped[str] = mapped_column(String(3))
    status: Mapped[str] = mapped_column(String(24), default="draft")
    reason: Mapped[str | None] = mapped_column(Text, default=None)
    reason_code: Mapped[str | None] = mapped_column(String(32), default=None)
    template_id: Mapped[str | None] = mapped_column(String(64), default=None)
    locale: Mapped[str | None] = mapped_column(String(8), default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    subtotal: Mapped[int] = mapped_column(BigInteger, default=0)
    tax_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    total: Mapped[int] = mapped_column(BigInteger, default=0)
    amount_applied: Mapped[int] = mapped_column(BigInteger, default=0)
    tax_breakdown: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    seller: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    buyer: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    issued_at: Mapped[datetime | None] = mapped_column(default=None)
    voided_at: Mapped[datetime | None] = mapped_column(default=None)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)
    document_sha256: Mapped[str | None] = mapped_column(String(64), default=None)


class CreditNoteLine(IdMixin, WorkspaceIndexed, Base):
    __tablename__ = "credit_note_lines"
    __table_args__ = (Index("ix_credit_note_lines_note", "credit_note_id", "created_at", "id"),)

    credit_note_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("credit_notes.id", ondelete="CASCADE")
    )
    invoice_line_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("invoice_lines.id"), default=None
    )
    description: Mapped[str] = mapped_column(Text)
    quantity: Mapped[Decimal]
    unit_price: Mapped[Decimal]
    amount: Mapped[int] = mapped_column(BigInteger)
    tax_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    tax_category_code: Mapped[str] = mapped_column(String(4))
    tax_rate: Mapped[Decimal]
    tax_exemption_reason: Mapped[str | None] = mapped_column(String(500), default=None)
    tax_exemption_reason_code: Mapped[str | None] = mapped_column(String(32), default=None)
    period_start: Mapped[date | None] = mapped_column(default=None)
    period_end: Mapped[date | None] = mapped_column(default=None)
    position: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime]


class CreditNoteApplication(IdMixin, WorkspaceIndexed, Base):
    """Part of a credit note's balance used: against an invoice (`invoice_id`) or paid out as a
    refund (`refund_payment_id` names the refund row)."""

    __tablename__ = "credit_note_applications"
    __noun__ = "credit note application"
    __table_args__ = (Index("ix_credit_note_applications_note", "credit_note_id", "created_at"),)

    credit_note_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("credit_notes.id"))
    invoice_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("invoices.id"), default=None, index=True
    )
    refund_payment_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("invoice_payments.id"), default=None
    )
    kind: Mapped[str] = mapped_column(String(16))
    refund_method: Mapped[str | None] = mapped_column(String(16), default=None)
    """For a refund: `payment_method` (through the gateway) or `cash` (paid back by hand)."""
    payment_method_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("payment_methods.id"), default=None
    )
    amount: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3))
    applied_at: Mapped[datetime]
    reversed_at: Mapped[datetime | None] = mapped_column(default=None)
    """When the application was reversed: its amount stands on the note again. A reversed
    application stays listed on its note, and counts nowhere else."""
    created_at: Mapped[datetime]
