"""Users, organization members and their roles, user sessions and API keys."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    OrganizationScoped,
    TimestampMixin,
    WorkspaceIndexed,
)


class User(IdMixin, TimestampMixin, Base):
    __tablename__ = "users"

    email: Mapped[str] = mapped_column(String(320), unique=True)
    password_hash: Mapped[str | None] = mapped_column(String(255), default=None)


class Member(IdMixin, TimestampMixin, OrganizationScoped, Base):
    """A user's membership of an organization; its public id is the user's id."""

    __tablename__ = "members"
    __table_args__ = (UniqueConstraint("organization_id", "user_id"),)

    user_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    status: Mapped[str] = mapped_column(String(16), default="active")
    invitation_token_hash: Mapped[str | None] = mapped_column(String(64), default=None)


class MemberRole(Base):
    __tablename__ = "member_roles"

    organization_id: Mapped[uuid.UUID] = mapped_column(primary_key=True)
    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    role: Mapped[str] = mapped_column(String(32), primary_key=True)


class UserSession(IdMixin, TimestampMixin, OrganizationScoped, Base):
    """One login: an access token and a rotating refresh token, both stored hashed.

    `roles` is the snapshot taken at login or refresh, so role changes apply at the next refresh.
    """

    __tablename__ = "user_sessions"

    user_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    family_id: Mapped[uuid.UUID] = mapped_column(index=True)
    access_token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    access_expires_at: Mapped[datetime]
    refresh_token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    refresh_expires_at: Mapped[datetime]
    roles: Mapped[list[str]] = mapped_column(JsonDoc)
    rotated_at: Mapped[datetime | None] = mapped_column(default=None)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)


class ApiKey(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    __tablename__ = "api_keys"

    name: Mapped[str] = mapped_column(String(200))
    key_type: Mapped[str] = mapped_column(String(8))
    prefix: Mapped[str] = mapped_column(String(32))
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    scopes: Mapped[list[str]] = mapped_column(JsonDoc, default=list)
    allowed_ips: Mapped[list[str]] = mapped_column(JsonDoc, default=list)
    expires_at: Mapped[datetime | None] = mapped_column(default=None)
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)
    created_by: Mapped[dict[str, Any] | None] = mapped_column(JsonDoc, default=None)
