"""The organization's tax profile (the seller of every invoice) and the EU VAT rate table."""

from __future__ import annotations

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform import clock
from billing.platform.db import Base, JsonDoc


class TaxProfile(Base):
    """One per organization; every workspace of it sells as the same legal entity."""

    __tablename__ = "tax_profiles"

    organization_id: Mapped[uuid.UUID] = mapped_column(primary_key=True)
    legal_name: Mapped[str | None] = mapped_column(String(200), default=None)
    tax_number: Mapped[str | None] = mapped_column(String(64), default=None)
    vat_id: Mapped[str | None] = mapped_column(String(32), default=None)
    tax_regime: Mapped[str] = mapped_column(String(32), default="standard")
    oss_country: Mapped[str | None] = mapped_column(String(2), default=None)
    legal_address: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    contact: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    electronic_address: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    bank_account: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    updated_at: Mapped[datetime] = mapped_column(default=clock.wall_now, onupdate=clock.wall_now)


class EuVatRate(Base):
    """A member state's rates from `effective_from` on (rates as fractions: 0.19 = 19 %).

    Empty until `billing tax update-rates FILE` loads a table; until then the rates shipped in
    the package (`billing/tax/data/eu_vat_rates.json`) apply.
    """

    __tablename__ = "eu_vat_rates"

    country: Mapped[str] = mapped_column(String(2), primary_key=True)
    effective_from: Mapped[date] = mapped_column(primary_key=True)
    standard_rate: Mapped[Decimal]
    reduced_rates: Mapped[list[str]] = mapped_column(JsonDoc, default=list)
    super_reduced_rate: Mapped[Decimal | None] = mapped_column(default=None)
    parking_rate: Mapped[Decimal | None] = mapped_column(default=None)
    loaded_at: Mapped[datetime]
