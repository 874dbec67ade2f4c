"""Tags (organization-wide labels) and taggings (a tag on a resource of one workspace).

The catalog reads them (a customer's `tags`, segment rules by tag); creating and attaching tags
is the tags API's job.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    OrganizationScoped,
    TimestampMixin,
    WorkspaceScoped,
)


class Tag(IdMixin, TimestampMixin, OrganizationScoped, Base):
    __tablename__ = "tags"

    name: Mapped[str] = mapped_column(String(100))
    entity_type: Mapped[str] = mapped_column(String(16))
    color: Mapped[str | None] = mapped_column(String(7), default=None)
    description: Mapped[str | None] = mapped_column(Text, default=None)
    archived: Mapped[bool] = mapped_column(default=False)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class Tagging(IdMixin, WorkspaceScoped, Base):
    __tablename__ = "taggings"
    __table_args__ = (
        UniqueConstraint("tag_id", "entity_id"),
        Index("ix_taggings_entity", "entity_type", "entity_id"),
    )

    tag_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("tags.id", ondelete="CASCADE"))
    entity_type: Mapped[str] = mapped_column(String(16))
    entity_id: Mapped[uuid.UUID]
    created_at: Mapped[datetime]
