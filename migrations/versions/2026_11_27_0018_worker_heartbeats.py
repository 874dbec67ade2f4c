"""worker heartbeats: the last sign of life of each worker loop (billing status, serve's check)

Revision ID: 0018
Revises: 0016
Create Date: 2026-11-27 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0018"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "worker_heartbeats",
        sa.Column("name", sa.String(length=64), nullable=False),
        sa.Column("hostname", sa.String(length=255), nullable=False),
        sa.Column("pid", sa.Integer(), nullable=False),
        sa.Column("started_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("last_seen_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("stopped_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("name", name=op.f("pk_worker_heartbeats")),
    )
    with op.batch_alter_table("worker_heartbeats", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_worker_heartbeats_last_seen_at"), ["last_seen_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("worker_heartbeats", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_worker_heartbeats_last_seen_at"))
    op.drop_table("worker_heartbeats")
