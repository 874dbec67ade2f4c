"""Subscriptions, their add-ons, and the record of mid-period changes the invoice pipeline
prorates."""

from __future__ import annotations

import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)

OPEN_STATUSES = ("trialing", "active", "past_due")
"""The statuses of a subscription that still bills (all but `canceled`). The catalog and the
customers read them too: a plan, price or customer that an open subscription uses is guarded."""


class Subscription(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "subscriptions"
    __table_args__ = (
        Index("ix_subscriptions_tenant_created", "workspace_id", "created_at", "id"),
        Index("ix_subscriptions_period_end", "status", "current_period_end"),
    )

    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"), index=True)
    plan_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("plans.id"), index=True)
    currency: Mapped[str] = mapped_column(String(3))
    quantity: Mapped[int] = mapped_column(default=1)
    status: Mapped[str] = mapped_column(String(16))
    start_date: Mapped[date]
    billing_anchor: Mapped[datetime]
    trial_end: Mapped[datetime | None] = mapped_column(default=None)
    current_period_start: Mapped[datetime]
    current_period_end: Mapped[datetime]
    cancel_at_period_end: Mapped[bool] = mapped_column(default=False)
    canceled_at: Mapped[datetime | None] = mapped_column(default=None)
    ended_at: Mapped[datetime | None] = mapped_column(default=None)
    cancellation_reason: Mapped[str | None] = mapped_column(String(500), default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    billing_blocked_reason: Mapped[str | None] = mapped_column(String(1000), default=None)
    """Why a billing run could not bill it (its chain of runs stopped); None while it bills."""
    billing_blocked_at: Mapped[datetime | None] = mapped_column(default=None)
    """When (on the customer's clock) the run that could not bill stopped."""
    price_version_pins: Mapped[dict[str, str]] = mapped_column(JsonDoc, default=dict)
    """Price id to the price version id this subscription bills at instead of the version in
    force (set by a schedule flow's `change_version`); empty: it follows each price's timeline."""


class SubscriptionAddOn(IdMixin, WorkspaceIndexed, Base):
    __tablename__ = "subscription_add_ons"
    __table_args__ = (UniqueConstraint("subscription_id", "price_id"),)

    subscription_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("subscriptions.id", ondelete="CASCADE")
    )
    price_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("prices.id"), index=True)
    quantity: Mapped[int] = mapped_column(default=1)


class SubscriptionChange(IdMixin, WorkspaceIndexed, Base):
    """A mid-period change (plan, quantity, add-ons, immediate cancel), with the state before and
    after, so that the invoice pipeline can credit the old and charge the new for the rest of the
    period. `invoiced_at` is set by the pipeline once a proration has been billed."""

    __tablename__ = "subscription_changes"
    __table_args__ = (Index("ix_subscription_changes_sub", "subscription_id", "effective_at"),)

    subscription_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("subscriptions.id", ondelete="CASCADE")
    )
    kind: Mapped[str] = mapped_column(String(16))
    effective_at: Mapped[datetime]
    period_start: Mapped[datetime]
    period_end: Mapped[datetime]
    before: Mapped[dict[str, Any]] = mapped_column(JsonDoc)
    after: Mapped[dict[str, Any]] = mapped_column(JsonDoc)
    invoiced_at: Mapped[datetime | None] = mapped_column(default=None)
    invoice_id: Mapped[uuid.UUID | None] = mapped_column(default=None, index=True)
    """The draft invoice that billed this change's proration (regenerate-preview re-reads it)."""
    created_at: Mapped[datetime]
