"""tags: the case-folded name key, unique among live tags; webhook endpoints and deliveries

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-26 00:00:00.000000+00:00
"""

import unicodedata
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_LIVE = sa.text("deleted_at IS NULL")
_ORIGINAL = sa.text("replay_of_id IS NULL")


def _backfill_name_keys() -> None:
    """Existing tags get the key the service writes (see billing.tags.names.name_key)."""
    connection = op.get_bind()
    tags = sa.table("tags", sa.column("id"), sa.column("name"), sa.column("name_key"))
    for tag_id, name in connection.execute(sa.select(tags.c.id, tags.c.name)).all():
        key = unicodedata.normalize("NFKC", name.casefold())
        connection.execute(tags.update().where(tags.c.id == tag_id).values(name_key=key))


def _create_webhook_tables() -> None:
    op.create_table(
        "webhook_endpoints",
        sa.Column("url", sa.String(length=2048), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("event_types", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("disabled_reason", sa.String(length=200), nullable=True),
        sa.Column("secret_ciphertext", sa.Text(), nullable=False),
        sa.Column("secret_hint", sa.String(length=16), nullable=False),
        sa.Column("deleted_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_endpoints")),
    )
    with op.batch_alter_table("webhook_endpoints", schema=None) as batch_op:
        for column in ("created_at", "organization_id", "workspace_id"):
            batch_op.create_index(f"ix_webhook_endpoints_{column}", [column], unique=False)

    op.create_table(
        "webhook_deliveries",
        sa.Column("endpoint_id", sa.Uuid(), nullable=False),
        sa.Column("event_id", sa.Uuid(), nullable=False),
        sa.Column("event_type", sa.String(length=100), nullable=False),
        sa.Column("replay_of_id", sa.Uuid(), nullable=True),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("last_attempt_at", billing.platform.db.UTCDateTime(timezone=True), nullable=True),
        sa.Column("last_status_code", sa.Integer(), nullable=True),
        sa.Column("last_latency_ms", sa.Integer(), nullable=True),
        sa.Column("last_error", sa.String(length=1000), nullable=True),
        sa.Column("attempt_log", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
        sa.ForeignKeyConstraint(
            ["endpoint_id"],
            ["webhook_endpoints.id"],
            name=op.f("fk_webhook_deliveries_endpoint_id_webhook_endpoints"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["event_id"],
            ["events.id"],
            name=op.f("fk_webhook_deliveries_event_id_events"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_deliveries")),
    )
    with op.batch_alter_table("webhook_deliveries", schema=None) as batch_op:
        for column in ("created_at", "organization_id", "workspace_id"):
            batch_op.create_index(f"ix_webhook_deliveries_{column}", [column], unique=False)
        batch_op.create_index(
            "ix_webhook_deliveries_endpoint", ["endpoint_id", "created_at", "id"], unique=False
        )
        batch_op.create_index(
            "uq_webhook_deliveries_original",
            ["endpoint_id", "event_id"],
            unique=True,
            sqlite_where=_ORIGINAL,
            postgresql_where=_ORIGINAL,
        )

    op.create_table(
        "webhook_cursors",
        sa.Column(
            "event_created_at", billing.platform.db.UTCDateTime(timezone=True), nullable=False
        ),
        sa.Column("event_id", sa.Uuid(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_webhook_cursors")),
        sa.UniqueConstraint("workspace_id", name=op.f("uq_webhook_cursors_workspace_id")),
    )
    with op.batch_alter_table("webhook_cursors", schema=None) as batch_op:
        for column in ("organization_id", "workspace_id"):
            batch_op.create_index(f"ix_webhook_cursors_{column}", [column], unique=False)


def upgrade() -> None:
    _create_webhook_tables()
    with op.batch_alter_table("tags", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("name_key", sa.String(length=400), nullable=False, server_default="")
        )
    _backfill_name_keys()
    with op.batch_alter_table("tags", schema=None) as batch_op:
        batch_op.alter_column("name_key", server_default=None)
        batch_op.create_index(
            "uq_tags_live_name",
            ["organization_id", "entity_type", "name_key"],
            unique=True,
            sqlite_where=_LIVE,
            postgresql_where=_LIVE,
        )


def downgrade() -> None:
    op.drop_table("webhook_cursors")
    op.drop_table("webhook_deliveries")
    op.drop_table("webhook_endpoints")
    with op.batch_alter_table("tags", schema=None) as batch_op:
        batch_op.drop_index("uq_tags_live_name")
        batch_op.drop_column("name_key")
