"""price formulas: the head of each formula and its numbered versions

Revision ID: 0012
Revises: 0009
Create Date: 2026-11-26 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0012"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _tenancy_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
    ]


def _tenancy_indexes(table: str) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        batch_op.create_index(batch_op.f(f"ix_{table}_created_at"), ["created_at"], unique=False)
        batch_op.create_index(
            batch_op.f(f"ix_{table}_organization_id"), ["organization_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f(f"ix_{table}_workspace_id"), ["workspace_id"], unique=False
        )


def upgrade() -> None:
    op.create_table(
        "price_formulas",
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("expression", sa.Text(), nullable=False),
        sa.Column("variables", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("live_version", sa.Integer(), nullable=False),
        sa.Column("deleted_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        *_tenancy_columns(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_price_formulas")),
    )
    _tenancy_indexes("price_formulas")
    with op.batch_alter_table("price_formulas", schema=None) as batch_op:
        batch_op.create_index(
            "ix_price_formulas_tenant_created", ["workspace_id", "created_at", "id"], unique=False
        )

    op.create_table(
        "price_formula_versions",
        sa.Column("formula_id", sa.Uuid(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("archived_reason", sa.String(length=16), nullable=True),
        sa.Column("expression", sa.Text(), nullable=False),
        sa.Column("variables", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("published_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("archived_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        *_tenancy_columns(),
        sa.ForeignKeyConstraint(
            ["formula_id"],
            ["price_formulas.id"],
            name=op.f("fk_price_formula_versions_formula_id_price_formulas"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_price_formula_versions")),
        sa.UniqueConstraint(
            "formula_id", "version", name=op.f("uq_price_formula_versions_formula_id_version")
        ),
    )
    _tenancy_indexes("price_formula_versions")


def downgrade() -> None:
    op.drop_table("price_formula_versions")
    op.drop_table("price_formulas")
