"""Webhook endpoints, the deliveries of events to them, and each workspace's dispatch cursor.

An endpoint's signing secret is stored encrypted (`secret_ciphertext`, Fernet); a delivery is
one event for one endpoint (a replay is another delivery of the same event, `replay_of_id`).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text, UniqueConstraint, text
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)

DELIVERY_STATUSES = ("pending", "succeeded", "failed")


class WebhookEndpoint(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    __tablename__ = "webhook_endpoints"
    __noun__ = "webhook endpoint"

    url: Mapped[str] = mapped_column(String(2048))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    event_types: Mapped[list[str]] = mapped_column(JsonDoc, default=list)
    """Empty: every event type."""
    enabled: Mapped[bool] = mapped_column(default=True)
    disabled_reason: Mapped[str | None] = mapped_column(String(200), default=None)
    secret_ciphertext: Mapped[str] = mapped_column(Text)
    secret_hint: Mapped[str] = mapped_column(String(16))
    """The secret's first characters (`whsec_AbCd`), to tell secrets apart without showing one."""
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class WebhookDelivery(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    __tablename__ = "webhook_deliveries"
    __table_args__ = (
        Index(
            "uq_webhook_deliveries_original",
            "endpoint_id",
            "event_id",
            unique=True,
            sqlite_where=text("replay_of_id IS NULL"),
            postgresql_where=text("replay_of_id IS NULL"),
        ),
        Index("ix_webhook_deliveries_endpoint", "endpoint_id", "created_at", "id"),
        Index("ix_webhook_deliveries_created_at", "created_at"),
    )
    """The upkeep deletes finished deliveries by age, across every workspace."""

    endpoint_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("webhook_endpoints.id", ondelete="CASCADE")
    )
    event_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    event_type: Mapped[str] = mapped_column(String(100))
    replay_of_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    status: Mapped[str] = mapped_column(String(16), default="pending")
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime | None] = mapped_column(default=None)
    last_attempt_at: Mapped[datetime | None] = mapped_column(default=None)
    last_status_code: Mapped[int | None] = mapped_column(default=None)
    last_latency_ms: Mapped[int | None] = mapped_column(default=None)
    last_error: Mapped[str | None] = mapped_column(String(1000), default=None)
    attempt_log: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """Every attempt: {at, status_code, latency_ms, error}, oldest first."""


class WebhookCursor(IdMixin, WorkspaceScoped, Base):
    """How far the dispatcher has read a workspace's events: the (created_at, id) of the last
    event it turned into deliveries."""

    __tablename__ = "webhook_cursors"
    __table_args__ = (UniqueConstraint("workspace_id"),)

    event_created_at: Mapped[datetime]
    event_id: Mapped[uuid.UUID]
