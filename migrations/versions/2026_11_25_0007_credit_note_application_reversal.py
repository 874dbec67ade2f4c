"""credit-note applications: reversed_at (a reversed application stays, marked)

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25 09:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("credit_note_applications", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("reversed_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True)
        )


def downgrade() -> None:
    with op.batch_alter_table("credit_note_applications", schema=None) as batch_op:
        batch_op.drop_column("reversed_at")
