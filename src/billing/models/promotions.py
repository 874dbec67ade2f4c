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

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)

_CODE_IN_USE = "code_key IS NOT NULL AND deleted_at IS NULL AND status != 'archived'"


class Promotion(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """Money is in minor units of `budget_currency`; `budget_spent` and `redemption_count` are
    what the redemption side decrements caps with (one conditional UPDATE each)."""

    __tablename__ = "promotions"
    __noun__ = "promotion"
    __table_args__ = (
        Index("ix_promotions_tenant_created", "workspace_id", "created_at", "id"),
        Index("ix_promotions_organization_id", "organization_id"),
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


class PromotionVersion(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """One version: `draft`, `scheduled` (published by the scheduler at `effective_at`),
    `published` or `archived` (with `archived_reason`)."""

    __tablename__ = "promotion_versions"
    __noun__ = "promotion version"
    __table_args__ = (
        UniqueConstraint("promotion_id", "version"),
        Index("ix_promotion_versions_organization_id", "organization_id"),
    )
    """Tags belong to the organization: deleting one looks for the versions of every workspace
    that name it (`TagReferenceRepository`), hence the organization's index here and on
    promotions."""

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


class PromotionRedemption(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """One customer's use of a promotion, pinned to the version in force when it was made
    (`version`): the engine applies that version's rules, and the version's referrers list it.

    Status: `active`, `pending` (NEXT_CYCLE, until the next period starts), `dormant` (eligible
    later: no phase of the ladder holds yet), `expired`, `revoked`, `opted_out`."""

    __tablename__ = "promotion_redemptions"
    __noun__ = "redemption"
    __table_args__ = (
        Index("ix_promotion_redemptions_promotion", "promotion_id", "created_at", "id"),
        Index("ix_promotion_redemptions_customer", "customer_id", "created_at", "id"),
        Index("ix_promotion_redemptions_version", "promotion_id", "version"),
    )

    promotion_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("promotions.id"))
    version: Mapped[int]
    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    subscription_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("subscriptions.id"), default=None
    )
    coupon_token_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    channel: Mapped[str] = mapped_column(String(16))
    """How it was made: `redeem`, `coupon_token`, `bulk_enroll` or `auto_enroll`."""
    status: Mapped[str] = mapped_column(String(16))
    redeemed_at: Mapped[datetime]
    opted_out_at: Mapped[datetime | None] = mapped_column(default=None)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)
    benefits_reverted: Mapped[bool] = mapped_column(default=False)
    """Revoked with `revert_benefits`: the clawback sources were asked to take benefits back."""
    expired_at: Mapped[datetime | None] = mapped_column(default=None)


class PromotionCustomer(IdMixin, WorkspaceIndexed, Base):
    """A customer's standing with one promotion: how many redemptions they made (the
    per-customer cap is one conditional UPDATE of `redemption_count`), whether a revoke
    blacklisted them, and whether they opted out (auto-enrollment never re-adds them)."""

    __tablename__ = "promotion_customers"
    __table_args__ = (UniqueConstraint("promotion_id", "customer_id"),)

    promotion_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("promotions.id"))
    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    redemption_count: Mapped[int] = mapped_column(default=0)
    blocked: Mapped[bool] = mapped_column(default=False)
    opted_out: Mapped[bool] = mapped_column(default=False)


class CouponToken(IdMixin, WorkspaceIndexed, Base):
    """A single-use token of a COUPON promotion, stored as its SHA-256 (`token_hash`) with a
    display prefix; locked to the customer with `email`, else to its first redeemer."""

    __tablename__ = "coupon_tokens"
    __noun__ = "coupon token"
    __table_args__ = (
        UniqueConstraint("token_hash"),
        Index("ix_coupon_tokens_promotion", "promotion_id", "created_at", "id"),
    )

    promotion_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("promotions.id"))
    token_hash: Mapped[str] = mapped_column(String(64))
    prefix: Mapped[str] = mapped_column(String(16))
    email: Mapped[str | None] = mapped_column(String(320), default=None)
    """Lower-cased; the token redeems only for the customer with this email."""
    customer_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    redemption_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    redeemed_at: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime]
