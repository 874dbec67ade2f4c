"""rate tables and their versions, the formula versions they pin, metered prices and the
rating of usage lines

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-27 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _tenancy_columns(*, timestamps: bool = True) -> list[sa.Column[object]]:
    stamps = [
        sa.Column("created_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
    ]
    return [
        sa.Column("id", sa.Uuid(), nullable=False),
        *(stamps if timestamps else []),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
    ]


def _indexes(table: str, *extra: tuple[str, list[str]], timestamps: bool = True) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        if timestamps:
            batch_op.create_index(
                batch_op.f(f"ix_{table}_created_at"), ["created_at"], unique=False
            )
        batch_op.create_index(
            batch_op.f(f"ix_{table}_organization_id"), ["organization_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f(f"ix_{table}_workspace_id"), ["workspace_id"], unique=False
        )
        for name, columns in extra:
            batch_op.create_index(name, columns, unique=False)


def upgrade() -> None:
    op.create_table(
        "rate_tables",
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("latest_version", sa.Integer(), nullable=False),
        *_tenancy_columns(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_tables")),
    )
    _indexes("rate_tables", ("ix_rate_tables_tenant_created", ["workspace_id", "created_at", "id"]))
    op.create_table(
        "rate_table_versions",
        sa.Column("rate_table_id", sa.Uuid(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("tiers", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("effective_from", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        *_tenancy_columns(),
        sa.ForeignKeyConstraint(
            ["rate_table_id"],
            ["rate_tables.id"],
            name=op.f("fk_rate_table_versions_rate_table_id_rate_tables"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_table_versions")),
        sa.UniqueConstraint(
            "rate_table_id", "version", name=op.f("uq_rate_table_versions_rate_table_id_version")
        ),
    )
    _indexes(
        "rate_table_versions",
        ("ix_rate_table_versions_timeline", ["rate_table_id", "effective_from"]),
    )
    op.create_table(
        "rate_table_formula_refs",
        sa.Column("version_id", sa.Uuid(), nullable=False),
        sa.Column("rate_table_id", sa.Uuid(), nullable=False),
        sa.Column("formula_id", sa.Uuid(), nullable=False),
        sa.Column("formula_version", sa.Integer(), nullable=False),
        sa.Column("effective_from", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        *_tenancy_columns(timestamps=False),
        sa.ForeignKeyConstraint(
            ["version_id"],
            ["rate_table_versions.id"],
            name=op.f("fk_rate_table_formula_refs_version_id_rate_table_versions"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["rate_table_id"],
            ["rate_tables.id"],
            name=op.f("fk_rate_table_formula_refs_rate_table_id_rate_tables"),
        ),
        sa.ForeignKeyConstraint(
            ["formula_id"],
            ["price_formulas.id"],
            name=op.f("fk_rate_table_formula_refs_formula_id_price_formulas"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_table_formula_refs")),
    )
    _indexes(
        "rate_table_formula_refs",
        ("ix_rate_table_formula_refs_formula", ["formula_id", "formula_version"]),
        timestamps=False,
    )
    with op.batch_alter_table("prices", schema=None) as batch_op:
        batch_op.add_column(sa.Column("rate_table_id", sa.Uuid(), nullable=True))
        batch_op.add_column(sa.Column("meter", sa.String(length=64), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_prices_rate_table_id_rate_tables"),
            "rate_tables",
            ["rate_table_id"],
            ["id"],
        )
    with op.batch_alter_table("invoice_lines", schema=None) as batch_op:
        batch_op.add_column(sa.Column("usage", billing.platform.db.JsonDoc(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("invoice_lines", schema=None) as batch_op:
        batch_op.drop_column("usage")
    with op.batch_alter_table("prices", schema=None) as batch_op:
        batch_op.drop_constraint(
            batch_op.f("fk_prices_rate_table_id_rate_tables"), type_="foreignkey"
        )
        batch_op.drop_column("meter")
        batch_op.drop_column("rate_table_id")
    op.drop_table("rate_table_formula_refs")
    op.drop_table("rate_table_versions")
    op.drop_table("rate_tables")
