"""Rate tables and their versions (issue 21): what a metered price charges per unit of its
meter's aggregate.

A `rate_table_versions` row is one entry of a table's timeline (`effective_from`): its tiers
(`mode` graduated or volume), each rated by a fixed decimal or by a pinned price-formula version.
Each formula a version pins is also a `rate_table_formula_refs` row, so that the formula's
referrers (and its delete check) are one indexed query.
"""

from __future__ import annotations

import uuid
from datetime import datetime
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


class RateTable(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "rate_tables"
    __noun__ = "rate table"
    __table_args__ = (Index("ix_rate_tables_tenant_created", "workspace_id", "created_at", "id"),)

    name: Mapped[str] = mapped_column(String(200))
    currency: Mapped[str] = mapped_column(String(3))
    latest_version: Mapped[int] = mapped_column(default=1)


class RateTableVersion(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """`tiers`: `{up_to, unit_amount}` or `{up_to, formula: {formula_id, version, variables,
    cost}}` each, decimals as strings. In force from `effective_from` until the next version's."""

    __tablename__ = "rate_table_versions"
    __noun__ = "rate table version"
    __table_args__ = (
        UniqueConstraint("rate_table_id", "version"),
        Index("ix_rate_table_versions_timeline", "rate_table_id", "effective_from"),
    )

    rate_table_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("rate_tables.id"))
    version: Mapped[int]
    mode: Mapped[str] = mapped_column(String(16))
    tiers: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc)
    effective_from: Mapped[datetime]


class RateTableFormulaRef(IdMixin, WorkspaceIndexed, Base):
    """A price-formula version that a rate-table version's tiers pin (one row per pair)."""

    __tablename__ = "rate_table_formula_refs"
    __table_args__ = (Index("ix_rate_table_formula_refs_formula", "formula_id", "formula_version"),)

    version_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("rate_table_versions.id", ondelete="CASCADE")
    )
    rate_table_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("rate_tables.id"))
    formula_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("price_formulas.id"))
    formula_version: Mapped[int]
    effective_from: Mapped[datetime]
    """The referring version's, so that "active" (not superseded) is decided in one query."""
