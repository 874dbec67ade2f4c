"""Products, prices with their version timelines, and plans with their items.

Nothing here is ever hard-deleted: invoices pin price versions, so products, prices and plans
are archived instead.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)


class Product(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "products"
    __table_args__ = (Index("ix_products_tenant_created", "workspace_id", "created_at", "id"),)

    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    tax_category_code: Mapped[str] = mapped_column(String(4), default="S")
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    active: Mapped[bool] = mapped_column(default=True)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)


class Price(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """What a product costs per billing period, in one currency; amounts live in its versions."""

    __tablename__ = "prices"
    __table_args__ = (Index("ix_prices_tenant_created", "workspace_id", "created_at", "id"),)

    product_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("products.id"), index=True)
    currency: Mapped[str] = mapped_column(String(3))
    pricing_model: Mapped[str] = mapped_column(String(16))
    tiers_mode: Mapped[str | None] = mapped_column(String(16), default=None)
    nickname: Mapped[str | None] = mapped_column(String(200), default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    active: Mapped[bool] = mapped_column(default=True)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)
    latest_version: Mapped[int] = mapped_column(default=0)
    rate_table_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("rate_tables.id"), default=None
    )
    """`rate_table` prices only: the table that rates the meter's aggregate (issue 21)."""
    meter: Mapped[str | None] = mapped_column(String(64), default=None)
    """`rate_table` prices only: the key of the meter whose period aggregate is billed."""


class PriceVersion(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """One entry of a price's timeline: `draft`, `scheduled`, `active` or `archived`.

    The version in force at an instant is the published one (active, scheduled or archived as
    superseded) with the latest `effective_from` not after it.
    """

    __tablename__ = "price_versions"
    __noun__ = "price version"
    __table_args__ = (
        UniqueConstraint("price_id", "version"),
        Index("ix_price_versions_timeline", "price_id", "status", "effective_from"),
    )

    price_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("prices.id"))
    version: Mapped[int]
    status: Mapped[str] = mapped_column(String(16))
    unit_amount: Mapped[Decimal | None] = mapped_column(default=None)
    tiers: Mapped[list[dict[str, Any]] | None] = mapped_column(JsonDoc, default=None)
    effective_from: Mapped[datetime | None] = mapped_column(default=None)
    warnings: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    published_at: Mapped[datetime | None] = mapped_column(default=None)
    activated_at: Mapped[datetime | None] = mapped_column(default=None)
    reconfirmed_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_reason: Mapped[str | None] = mapped_column(String(16), default=None)


class Plan(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "plans"
    __table_args__ = (Index("ix_plans_tenant_created", "workspace_id", "created_at", "id"),)

    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    currency: Mapped[str] = mapped_column(String(3))
    interval: Mapped[str] = mapped_column(String(8))
    interval_count: Mapped[int] = mapped_column(default=1)
    trial_days: Mapped[int] = mapped_column(default=0)
    billing_timing: Mapped[str] = mapped_column(String(16), default="in_advance")
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    active: Mapped[bool] = mapped_column(default=True)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)


class PlanItem(IdMixin, WorkspaceIndexed, Base):
    __tablename__ = "plan_items"
    __table_args__ = (UniqueConstraint("plan_id", "price_id"),)

    plan_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("plans.id", ondelete="CASCADE"))
    price_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("prices.id"), index=True)
    quantity: Mapped[int] = mapped_column(default=1)
    position: Mapped[int] = mapped_column(default=0)
