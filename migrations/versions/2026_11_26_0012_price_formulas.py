"""price formulas (head and numbered versions), meters and usage events

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-26 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0012"
down_revision: str | None = "0011"
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


def _indexes(table: str, *extra: tuple[str, list[str]]) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        batch_op.create_index(batch_op.f(f"ix_{table}_created_at"), ["created_at"], unique=False)
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
    _indexes(
        "price_formulas",
        ("ix_price_formulas_tenant_created", ["workspace_id", "created_at", "id"]),
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
    _indexes("price_formula_versions")
    op.create_table(
        "meters",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("aggregation", sa.String(length=8), nullable=False),
        sa.Column("unit", sa.String(length=64), nullable=False),
        *_tenancy_columns(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_meters")),
        sa.UniqueConstraint("workspace_id", "key", name=op.f("uq_meters_workspace_id_key")),
    )
    _indexes("meters", ("ix_meters_tenant_created", ["workspace_id", "created_at", "id"]))
    op.create_table(
        "usage_events",
        sa.Column("event_id", sa.String(length=200), nullable=False),
        sa.Column("meter_id", sa.Uuid(), nullable=False),
        sa.Column("customer_id", sa.Uuid(), nullable=False),
        sa.Column("subscription_id", sa.Uuid(), nullable=True),
        sa.Column("quantity", billing.platform.db.ExactDecimal(), nullable=False),
        sa.Column("timestamp", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("properties", billing.platform.db.JsonDoc(), nullable=False),
        *_tenancy_columns(),
        sa.ForeignKeyConstraint(
            ["meter_id"], ["meters.id"], name=op.f("fk_usage_events_meter_id_meters")
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"], ["customers.id"], name=op.f("fk_usage_events_customer_id_customers")
        ),
        sa.ForeignKeyConstraint(
            ["subscription_id"],
            ["subscriptions.id"],
            name=op.f("fk_usage_events_subscription_id_subscriptions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_usage_events")),
        sa.UniqueConstraint(
            "workspace_id", "event_id", name=op.f("uq_usage_events_workspace_id_event_id")
        ),
    )
    _indexes(
        "usage_events",
        ("ix_usage_events_tenant_created", ["workspace_id", "created_at", "id"]),
        ("ix_usage_events_meter_time", ["meter_id", "customer_id", "timestamp"]),
    )


def downgrade() -> None:
    op.drop_table("usage_events")
    op.drop_table("meters")
    op.drop_table("price_formula_versions")
    op.drop_table("price_formulas")
