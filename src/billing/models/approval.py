"""Approval requests: an action held until a member other than the requester decides."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, JsonDoc, TimestampMixin, WorkspaceIndexed


class ApprovalRequest(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    __tablename__ = "approval_requests"
    __noun__ = "approval request"

    action: Mapped[str] = mapped_column(String(32))
    resource_type: Mapped[str] = mapped_column(String(32))
    resource_id: Mapped[uuid.UUID] = mapped_column(index=True)
    status: Mapped[str] = mapped_column(String(16), default="pending")
    requested_by_type: Mapped[str] = mapped_column(String(16))
    requested_by_id: Mapped[str] = mapped_column(String(64))
    requested_by_user_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    details: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    decided_by_user_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    decided_at: Mapped[datetime | None] = mapped_column(default=None)
    decision_note: Mapped[str | None] = mapped_column(Text, default=None)
