"""subscriptions: why a billing run could not bill one (billing_blocked_reason, _at)

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("subscriptions", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("billing_blocked_reason", sa.String(length=1000), nullable=True)
        )
        batch_op.add_column(
            sa.Column(
                "billing_blocked_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("subscriptions", schema=None) as batch_op:
        batch_op.drop_column("billing_blocked_at")
        batch_op.drop_column("billing_blocked_reason")
