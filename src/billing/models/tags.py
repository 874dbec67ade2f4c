"""Tags (organization-wide labels) and taggings (a tag on a resource of one workspace).

A tag's `name_key` is its normalized name case-folded: live tags are unique per organization,
entity type and key (a partial unique index, so a deleted tag frees its name).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import (
    ColumnElement,
    ForeignKey,
    Index,
    String,
    Text,
    UniqueConstraint,
    exists,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, OrganizationScoped, TimestampMixin, WorkspaceIndexed
from billing.platform.filters import Field

ENTITY_TYPES = ("CUSTOMER", "SUBSCRIPTION", "PRODUCT", "PLAN", "INVOICE", "CREDIT_NOTE")


class Tag(IdMixin, TimestampMixin, OrganizationScoped, Base):
    __tablename__ = "tags"
    __table_args__ = (
        Index("ix_tags_organization_id", "organization_id"),
        Index(
            "uq_tags_live_name",
            "organization_id",
            "entity_type",
            "name_key",
            unique=True,
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
    )

    name: Mapped[str] = mapped_column(String(100))
    name_key: Mapped[str] = mapped_column(String(400))
    entity_type: Mapped[str] = mapped_column(String(16))
    color: Mapped[str | None] = mapped_column(String(7), default=None)
    description: Mapped[str | None] = mapped_column(Text, default=None)
    archived: Mapped[bool] = mapped_column(default=False)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class Tagging(IdMixin, WorkspaceIndexed, Base):
    __tablename__ = "taggings"
    __table_args__ = (
        UniqueConstraint("tag_id", "entity_id"),
        Index("ix_taggings_entity", "entity_type", "entity_id"),
    )

    tag_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("tags.id", ondelete="CASCADE"))
    entity_type: Mapped[str] = mapped_column(String(16))
    entity_id: Mapped[uuid.UUID]
    created_at: Mapped[datetime]


def tag_filter(entity_type: str, entity_id: Any) -> Field:
    """The `tag` filter of a list of tagged resources (`entity_id` is the listed rows' id):
    `tag=a&tag=b` lists the rows that carry both tags, `tag=a,b` those that carry either."""

    def carries(tag_id: uuid.UUID) -> ColumnElement[bool]:
        return exists().where(
            Tagging.entity_type == entity_type,
            Tagging.entity_id == entity_id,
            Tagging.tag_id == tag_id,
        )

    return Field(
        kind="uuid",
        match=carries,
        description="A tag id; repeat `tag` to list the resources that carry every named tag "
        "(a comma list means any of them).",
    )
