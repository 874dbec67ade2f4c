"""Customer segments: named selectors over customers, used by promotions and schedule flows."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, JsonDoc, TimestampMixin, WorkspaceScoped


class Segment(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """`rules` is a list of conditions over customer fields, combined by `match` (all or any)."""

    __tablename__ = "segments"
    __table_args__ = (Index("ix_segments_tenant_created", "workspace_id", "created_at", "id"),)

    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    match: Mapped[str] = mapped_column(String(8), default="all")
    rules: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)
