"""promotions engine: the applied-promotions trace on invoices and the ledger of benefits

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-27 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "applied_promotions",
                billing.platform.db.JsonDoc(),
                nullable=False,
                server_default="[]",
            )
        )
    op.create_table(
        "invoice_promotion_benefits",
        sa.Column("invoice_id", sa.Uuid(), nullable=False),
        sa.Column("customer_id", sa.Uuid(), nullable=False),
        sa.Column("promotion_id", sa.Uuid(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("redemption_id", sa.Uuid(), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("discount", sa.BigInteger(), nullable=False),
        sa.Column("credit_granted", sa.BigInteger(), nullable=False),
        sa.Column("budget_consumed", sa.BigInteger(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
        sa.ForeignKeyConstraint(
            ["invoice_id"],
            ["invoices.id"],
            name=op.f("fk_invoice_promotion_benefits_invoice_id_invoices"),
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_invoice_promotion_benefits_customer_id_customers"),
        ),
        sa.ForeignKeyConstraint(
            ["promotion_id"],
            ["promotions.id"],
            name=op.f("fk_invoice_promotion_benefits_promotion_id_promotions"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_invoice_promotion_benefits")),
    )
    with op.batch_alter_table("invoice_promotion_benefits", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_invoice_promotion_benefits_created_at"), ["created_at"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_invoice_promotion_benefits_organization_id"),
            ["organization_id"],
            unique=False,
        )
        batch_op.create_index(
            batch_op.f("ix_invoice_promotion_benefits_workspace_id"),
            ["workspace_id"],
            unique=False,
        )
        batch_op.create_index(
            "ix_invoice_promotion_benefits_version",
            ["promotion_id", "version", "created_at"],
            unique=False,
        )
        batch_op.create_index(
            "ix_invoice_promotion_benefits_redemption", ["redemption_id"], unique=False
        )


def downgrade() -> None:
    op.drop_table("invoice_promotion_benefits")
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.drop_column("applied_promotions")
