"""Tables of the cross-cutting machinery: idempotency records, the event and job outbox, and
the heartbeats of the workers that run the jobs."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, JsonDoc, TimestampMixin, WorkspaceScoped


class IdempotencyRecord(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "idempotency_records"
    __table_args__ = (UniqueConstraint("principal_id", "workspace_id", "key"),)

    principal_id: Mapped[uuid.UUID]
    key: Mapped[str] = mapped_column(String(255))
    fingerprint: Mapped[str] = mapped_column(String(64))
    state: Mapped[str] = mapped_column(String(16))
    locked_until: Mapped[datetime]
    expires_at: Mapped[datetime] = mapped_column(index=True)
    response_status: Mapped[int | None] = mapped_column(default=None)
    response_headers: Mapped[dict[str, str] | None] = mapped_column(JsonDoc, default=None)
    response_body: Mapped[bytes | None] = mapped_column(LargeBinary, default=None)


class Event(IdMixin, WorkspaceScoped, Base):
    """An outbox event, written in the transaction of the change that caused it."""

    __tablename__ = "events"
    __table_args__ = (Index("ix_events_tenant_created", "workspace_id", "created_at", "id"),)

    type: Mapped[str] = mapped_column(String(100), index=True)
    resource_type: Mapped[str | None] = mapped_column(String(64), default=None)
    resource_id: Mapped[str | None] = mapped_column(String(64), default=None)
    data: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    created_at: Mapped[datetime]


class Job(IdMixin, TimestampMixin, Base):
    """A unit of background work; tenant columns are null for maintenance jobs."""

    __tablename__ = "jobs"
    __table_args__ = (
        Index("ix_jobs_due", "status", "run_at"),
        Index("ix_jobs_test_clock_due", "test_clock_id", "status", "run_at"),
    )

    organization_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    workspace_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    kind: Mapped[str] = mapped_column(String(100))
    payload: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    status: Mapped[str] = mapped_column(String(16), default="pending")
    run_at: Mapped[datetime]
    attempts: Mapped[int] = mapped_column(default=0)
    max_attempts: Mapped[int] = mapped_column(default=8)
    last_error: Mapped[str | None] = mapped_column(Text, default=None)
    dedup_key: Mapped[str | None] = mapped_column(String(255), unique=True, default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    test_clock_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("test_clocks.id", ondelete="CASCADE"), default=None
    )
    """A job of a customer bound to a sandbox test clock: `run_at` is in the clock's time, and
    the job is due when the clock's `frozen_at` reaches it (advancing the clock runs it)."""


class WorkerHeartbeat(Base):
    """The last sign of life of one worker loop (a `billing worker` process, or the loop inside
    `serve` on SQLite), so that `billing status` and `serve` can tell that no worker runs."""

    __tablename__ = "worker_heartbeats"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    hostname: Mapped[str] = mapped_column(String(255))
    pid: Mapped[int]
    started_at: Mapped[datetime]
    last_seen_at: Mapped[datetime] = mapped_column(index=True)
    stopped_at: Mapped[datetime | None] = mapped_column(default=None)
    """Set when the loop stopped cleanly; a crashed worker only stops being seen."""
