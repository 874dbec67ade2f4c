"""Price formulas and their numbered versions.

The `price_formulas` row is the head: the expression and variables in force (the live
version's), the display name, and `version`, the optimistic-concurrency token, which is also the
number of the newest version. Each `price_formula_versions` row is one version's expression and
variables, which rate-table tiers pin by number.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, JsonDoc, TimestampMixin, WorkspaceScoped


class PriceFormula(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "price_formulas"
    __noun__ = "price formula"
    __table_args__ = (
        Index("ix_price_formulas_tenant_created", "workspace_id", "created_at", "id"),
    )

    name: Mapped[str] = mapped_column(String(200))
    expression: Mapped[str] = mapped_column(Text)
    variables: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    """`{name, type, default}` each, the default in its wire form (string, integer, boolean)."""
    version: Mapped[int] = mapped_column(default=1)
    live_version: Mapped[int] = mapped_column(default=1)
    deleted_at: Mapped[datetime | None] = mapped_column(default=None)


class PriceFormulaVersion(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """One version: `draft`, `published` or `archived` (with `archived_reason`)."""

    __tablename__ = "price_formula_versions"
    __noun__ = "price formula version"
    __table_args__ = (UniqueConstraint("formula_id", "version"),)

    formula_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("price_formulas.id"))
    version: Mapped[int]
    status: Mapped[str] = mapped_column(String(16))
    archived_reason: Mapped[str | None] = mapped_column(String(16), default=None)
    expression: Mapped[str] = mapped_column(Text)
    variables: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    published_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_at: Mapped[datetime | None] = mapped_column(default=None)
