"""Customers and their payment methods (display data only: never a full card number or IBAN)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)


class Customer(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """Deleting a customer only sets `deleted_at`: invoices keep pointing at the row."""

    __tablename__ = "customers"
    __table_args__ = (Index("ix_customers_tenant_created", "workspace_id", "created_at", "id"),)

    name: Mapped[str] = mapped_column(String(200))
    email: Mapped[str | None] = mapped_column(String(320), default=None)
    currency: Mapped[str | None] = mapped_column(String(3), default=None)
    locale: Mapped[str | None] = mapped_column(String(8), default=None)
    address_line1: Mapped[str | None] = mapped_column(String(200), default=None)
    address_line2: Mapped[str | None] = mapped_column(String(200), default=None)
    address_city: Mapped[str | None] = mapped_column(String(100), default=None)
    address_postal_code: Mapped[str | None] = mapped_column(String(20), default=None)
    address_country: Mapped[str | None] = mapped_column(String(2), default=None)
    vat_id: Mapped[str | None] = mapped_column(String(32), default=None)
    tax_exempt: Mapped[bool] = mapped_column(default=False)
    tax_exemption_reason: Mapped[str | None] = mapped_column(String(255), default=None)
    buyer_reference: Mapped[str | None] = mapped_column(String(200), default=None)
    electronic_address_scheme: Mapped[str | None] = mapped_column(String(8), default=None)
    electronic_address_value: Mapped[str | None] = mapped_column(String(255), default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    test_clock_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("test_clocks.id"), default=None, index=True
    )
    default_payment_method_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class PaymentMethod(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """A card or SEPA debit mandate; detaching keeps the row for the payments that used it."""

    __tablename__ = "payment_methods"
    __noun__ = "payment method"

    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"), index=True)
    type: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default="active")
    card_brand: Mapped[str | None] = mapped_column(String(32), default=None)
    card_last4: Mapped[str | None] = mapped_column(String(4), default=None)
    card_exp_month: Mapped[int | None] = mapped_column(default=None)
    card_exp_year: Mapped[int | None] = mapped_column(default=None)
    sepa_iban_last4: Mapped[str | None] = mapped_column(String(4), default=None)
    sepa_mandate_reference: Mapped[str | None] = mapped_column(String(35), default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    detached_at: Mapped[datetime | None] = mapped_column(default=None)
