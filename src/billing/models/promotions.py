"""Promotions and their numbered versions.

The `promotions` row is the head: the authored fields in force (the live version of an active
promotion; the draft itself before the first publication), the live audience, the counters that
budgets and caps are decremented on, and `version`, the optimistic-concurrency token, which is
also the number of the newest version. Each `promotion_versions` row is a snapshot of one
version: its fields (naming, code, distribution, stacking, budget, validity, release) and its
rules (effects, eligibility, phases), which redemptions and invoices pin by number.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy import BigInteger, ForeignKey, Index, String, Text, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, JsonDoc, TimestampMixin, WorkspaceScoped

_CODE_IN_USE = "code_key IS NOT NULL AND deleted_at IS NULL AND status != 'archived'"


class Promotion(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """Money is in minor units of `budget_currency`; `budget_spent` and `redemption_count` are
    what the redemption side decrements caps with (one conditional UPDATE each)."""

    __tablename__ = "promotions"
    __noun__ = "promotion"
    __table_args__ = (
        Index("ix_promotions_tenant_created", "workspace_id", "created_at", "id"),
        Index(
            "uq_promotions_code_in_use",
            "workspace_id",
            "code_key",
            unique=True,
            sqlite_where=text(_CODE_IN_USE),
            postgresql_where=text(_CODE_IN_USE),
        ),
    )

    status: Mapped[str] = mapped_column(String(16))
    version: Mapped[int] = mapped_column(default=1)
    live_version: Mapped[int | None] = mapped_column(default=None)

    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    public_description: Mapped[str | None] = mapped_column(Text, default=None)
    localizations: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    distribution: Mapped[str] = mapped_column(String(16))
    code: Mapped[str | None] = mapped_column(String(64), default=None)
    code_key: Mapped[str | None] = mapped_column(String(64), default=None)
    """The code lower-cased: codes are unique per workspace among promotions in use."""
    valid_from: Mapped[date]
    valid_to: Mapped[date | None] = mapped_column(default=None)
    application_timing: Mapped[str] = mapped_column(String(16))
    evaluation_scope: Mapped[str] = mapped_column(String(16))
    stacking_mode: Mapped[str] = mapped_column(String(16))
    stacking_group: Mapped[str | None] = mapped_column(String(100), default=None)
    priority: Mapped[int] = mapped_column(default=0)
    max_budget: Mapped[int | None] = mapped_column(BigInteger, default=None)
    budget_currency: Mapped[str | None] = mapped_column(String(3), default=None)
    budget_behavior: Mapped[str] = mapped_column(String(16))
    max_redemptions: Mapped[int | None] = mapped_column(default=None)
    max_redemptions_per_customer: Mapped[int | None] = mapped_column(default=None)
    archetype: Mapped[str | None] = mapped_column(String(32), default=None)
    effects: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    eligibility: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    phases: Mapped[list[dict[str, Any]] | None] = mapped_column(JsonDoc, default=None)
    audience: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
    """The live targeting set (not versioned); None means every customer."""

    budget_spent: Mapped[int] = mapped_column(BigInteger, default=0)
    redemption_count: Mapped[int] = mapped_column(default=0)
    published_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class PromotionVersion(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """One version: `draft`, `scheduled` (published by the scheduler at `effective_at`),
    `published` or `archived` (with `archived_reason`)."""

    __tablename__ = "promotion_versions"
    __noun__ = "promotion version"
    __table_args__ = (UniqueConstraint("promotion_id", "version"),)

    promotion_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("promotions.id"))
    version: Mapped[int]
    status: Mapped[str] = mapped_column(String(16))
    archived_reason: Mapped[str | None] = mapped_column(String(16), default=None)
    effective_at: Mapped[datetime | None] = mapped_column(default=None)
    published_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)
    fields: Mapped[dict[str, Any]] = mapped_column(JsonDoc)
    """Naming, code, distribution, stacking, budget, validity and release fields, as answered."""
    rules: Mapped[dict[str, Any]] = mapped_column(JsonDoc)
    """`effects`, `eligibility` and `phases`, as answered."""
