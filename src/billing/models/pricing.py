"""Price formulas and their numbered versions; meters and usage events.

The `price_formulas` row is the head: the expression and variables in force (the live
version's), the display name, and `version`, the optimistic-concurrency token, which is also the
number of the newest version. Each `price_formula_versions` row is one version's expression and
variables, which rate-table tiers pin by number.
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
    ExactDecimal,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)


class PriceFormula(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "price_formulas"
    __noun__ = "price formula"
    __table_args__ = (
        Index("ix_price_formulas_tenant_created", "workspace_id", "created_at", "id"),
    )

    name: Mapped[str] = mapped_column(String(200))
    expression: Mapped[str] = mapped_column(Text)
    variables: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """`{name, type, default}` each, the default in its wire form (string, integer, boolean)."""
    version: Mapped[int] = mapped_column(default=1)
    live_version: Mapped[int] = mapped_column(default=1)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class PriceFormulaVersion(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """One version: `draft`, `published` or `archived` (with `archived_reason`)."""

    __tablename__ = "price_formula_versions"
    __noun__ = "price formula version"
    __table_args__ = (UniqueConstraint("formula_id", "version"),)

    formula_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("price_formulas.id"))
    version: Mapped[int]
    status: Mapped[str] = mapped_column(String(16))
    archived_reason: Mapped[str | None] = mapped_column(String(16), default=None)
    expression: Mapped[str] = mapped_column(Text)
    variables: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    published_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)


class Meter(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """What usage events count: `key` (unique per workspace) names it in every event."""

    __tablename__ = "meters"
    __noun__ = "meter"
    __table_args__ = (
        UniqueConstraint("workspace_id", "key"),
        Index("ix_meters_tenant_created", "workspace_id", "created_at", "id"),
    )

    key: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(200))
    aggregation: Mapped[str] = mapped_column(String(8))
    """`sum`, `max`, `count` or `last` of the period's events."""
    unit: Mapped[str] = mapped_column(String(64))


class UsageEvent(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """One reported quantity of a meter for a customer (and, when the event named one, a
    subscription of theirs). `event_id` is the client's dedup key, unique per workspace."""

    __tablename__ = "usage_events"
    __noun__ = "usage event"
    __table_args__ = (
        UniqueConstraint("workspace_id", "event_id"),
        Index("ix_usage_events_tenant_created", "workspace_id", "created_at", "id"),
        Index("ix_usage_events_meter_time", "meter_id", "customer_id", "timestamp"),
    )

    event_id: Mapped[str] = mapped_column(String(200))
    meter_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("meters.id"))
    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    subscription_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("subscriptions.id"), default=None
    )
    quantity: Mapped[Decimal] = mapped_column(ExactDecimal)
    timestamp: Mapped[datetime]
    properties: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
