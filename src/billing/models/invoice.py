"""Invoices, their lines, the payments and refunds recorded against them, and the counters that
number documents.

Money is BIGINT minor units of the invoice's currency; unit prices and quantities are exact
decimals. The totals (`subtotal`, `discount_amount`, `tax_amount`, `total`) and the VAT
breakdown (`tax_breakdown`) are stored as computed by `invoices.totals`, so that a document
(PDF, XRechnung) is built from the invoice without recomputation.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Index, String, Text, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform import clock
from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)


class Invoice(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """`status` is the stored lifecycle state (draft, finalized, sent, paid, void,
    uncollectible); `overdue` is derived from `due_date` and the customer's clock."""

    __tablename__ = "invoices"
    __table_args__ = (
        Index("ix_invoices_tenant_created", "workspace_id", "created_at", "id"),
        UniqueConstraint("workspace_id", "invoice_number"),
        Index("ix_invoices_subscription_period", "subscription_id", "billing_period_start"),
    )

    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"), index=True)
    subscription_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("subscriptions.id"), default=None
    )
    type: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="draft")
    invoice_number: Mapped[str | None] = mapped_column(String(64), default=None)
    currency: Mapped[str] = mapped_column(String(3))
    locale: Mapped[str | None] = mapped_column(String(8), default=None)
    billing_period_start: Mapped[datetime | None] = mapped_column(default=None)
    billing_period_end: Mapped[datetime | None] = mapped_column(default=None)
    buyer_reference: Mapped[str | None] = mapped_column(String(200), default=None)
    delivery_date: Mapped[date | None] = mapped_column(default=None)
    due_date: Mapped[date | None] = mapped_column(default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)

    subtotal: Mapped[int] = mapped_column(BigInteger, default=0)
    discount_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    tax_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    total: Mapped[int] = mapped_column(BigInteger, default=0)
    amount_paid: Mapped[int] = mapped_column(BigInteger, default=0)
    amount_credited: Mapped[int] = mapped_column(BigInteger, default=0)
    amount_refunded: Mapped[int] = mapped_column(BigInteger, default=0)
    amount_wallet_applied: Mapped[int] = mapped_column(BigInteger, default=0)
    """Wallet credit spent on the invoice when it was finalized (see `wallet`)."""
    amount_due: Mapped[int] = mapped_column(BigInteger, default=0)
    tax_breakdown: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """One entry per (category, rate): taxable and tax amounts in minor units, reason."""
    discounts: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """Document-level allowances from the discount stage (empty until promotions exist)."""
    applied_promotions: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """The promotions engine's trace: every candidate promotion, applied or not and why."""

    seller: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    """The tax profile as it was at finalization (the document's seller, BG-4)."""
    buyer: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    """The customer as it was at finalization (the document's buyer, BG-7)."""

    issued_at: Mapped[datetime | None] = mapped_column(default=None)
    finalized_by: Mapped[str | None] = mapped_column(String(64), default=None)
    paid_at: Mapped[datetime | None] = mapped_column(default=None)
    voided_at: Mapped[datetime | None] = mapped_column(default=None)
    marked_uncollectible_at: Mapped[datetime | None] = mapped_column(default=None)
    pending_approval_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    """Set while an approval request for finalizing is pending: the draft is frozen meanwhile."""
    document_sha256: Mapped[str | None] = mapped_column(String(64), default=None)

    attempt_count: Mapped[int] = mapped_column(default=0, server_default="0")
    """Payment attempts the service made by itself: the collection at finalize and the dunning
    retries (attempts requested through the API are not counted)."""
    dunning_status: Mapped[str | None] = mapped_column(String(16), default=None)
    """None until an automatic collection fails; then `retrying`, `exhausted` after the last
    retry failed, or `recovered` once the invoice is paid."""
    dunning_started_at: Mapped[datetime | None] = mapped_column(default=None)
    """When the first automatic collection failed: the retry days count from here."""
    next_payment_attempt_at: Mapped[datetime | None] = mapped_column(default=None)


class InvoiceLine(IdMixin, WorkspaceScoped, Base):
    """One line. `amount` is the rounded net (quantity x unit_price, half-up to minor units);
    `tax_amount` is the line's share of its VAT group's tax (the groups are exact, lines add up
    to them)."""

    __tablename__ = "invoice_lines"
    __table_args__ = (Index("ix_invoice_lines_invoice", "invoice_id", "created_at", "id"),)

    invoice_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("invoices.id", ondelete="CASCADE"))
    line_type: Mapped[str] = mapped_column(String(24))
    description: Mapped[str] = mapped_column(Text)
    product_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("products.id"), default=None)
    price_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("prices.id"), default=None)
    price_version_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("price_versions.id"), default=None
    )
    subscription_change_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    quantity: Mapped[Decimal]
    unit_price: Mapped[Decimal]
    markup_percent: Mapped[Decimal | None] = mapped_column(default=None)
    amount: Mapped[int] = mapped_column(BigInteger)
    tax_amount: Mapped[int] = mapped_column(BigInteger, default=0)
    tax_category_code: Mapped[str] = mapped_column(String(4))
    tax_rate: Mapped[Decimal]
    tax_exemption_reason: Mapped[str | None] = mapped_column(String(500), default=None)
    tax_exemption_reason_code: Mapped[str | None] = mapped_column(String(32), default=None)
    tax_basis: Mapped[str] = mapped_column(String(24))
    """How the tax was resolved: override, exempt_customer, reverse_charge, oss, domestic, ..."""
    tax_override: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    """What the request asked for (category, rate, reason), re-applied whenever tax is resolved."""
    period_start: Mapped[date | None] = mapped_column(default=None)
    period_end: Mapped[date | None] = mapped_column(default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    usage: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    """A usage line's rating (issue 21): the meter's aggregate, the rate-table version, and per
    tier the units, the rate and, for a formula rate, the formula version and inputs used."""
    position: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime]
    """Set by the line's maker: lines made together are stamped apart, in their order."""
    updated_at: Mapped[datetime] = mapped_column(onupdate=clock.wall_now)


class InvoicePayment(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """Money moving for an invoice: a payment (`kind` payment) or a refund (`kind` refund),
    recorded by hand (`channel` manual) or through the gateway (`channel` gateway, a payment
    attempt). Gateway rows start `pending` and settle to `succeeded` or `failed`."""

    __tablename__ = "invoice_payments"
    __noun__ = "payment"
    __table_args__ = (Index("ix_invoice_payments_invoice", "invoice_id", "created_at", "id"),)

    invoice_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("invoices.id"))
    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"), index=True)
    kind: Mapped[str] = mapped_column(String(8))
    channel: Mapped[str] = mapped_column(String(8))
    source: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))
    amount: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3))
    reference: Mapped[str | None] = mapped_column(String(255), default=None)
    note: Mapped[str | None] = mapped_column(Text, default=None)
    reason: Mapped[str | None] = mapped_column(String(32), default=None)
    received_at: Mapped[datetime | None] = mapped_column(default=None)
    payment_method_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("payment_methods.id"), default=None
    )
    refunded_payment_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("invoice_payments.id"), default=None
    )
    credit_note_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    credit_note_refund: Mapped[bool] = mapped_column(default=False, server_default=false())
    """A refund of a credit note's standing balance (apply as refund) through this invoice's
    charge, rather than a refund of the invoice itself."""
    dedup_token: Mapped[str | None] = mapped_column(String(255), default=None)
    gateway_reference: Mapped[str | None] = mapped_column(String(64), default=None)
    outcome: Mapped[str | None] = mapped_column(String(32), default=None)
    failure_message: Mapped[str | None] = mapped_column(String(500), default=None)
    retryable: Mapped[bool] = mapped_column(default=False)
    dunning_step: Mapped[int | None] = mapped_column(default=None)
    """None for an attempt requested through the API; 0 for the automatic collection when the
    invoice was finalized by a billing run; n for the n-th dunning retry."""
    settled_at: Mapped[datetime | None] = mapped_column(default=None)


class DocumentSequence(Base):
    """The gapless counter of a workspace's invoice or credit-note numbers: incremented by one
    UPDATE inside the finalizing transaction, so a rollback gives the number back."""

    __tablename__ = "document_sequences"

    workspace_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("workspaces.id", ondelete="CASCADE"), primary_key=True
    )
    kind: Mapped[str] = mapped_column(String(16), primary_key=True)
    last_value: Mapped[int] = mapped_column(BigInteger, default=0)
