"""tags: the case-folded name key, unique among live tags; webhook endpoints and deliveries

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26 00:00:00.000000+00:00
"""

import unicodedata
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_LIVE = sa.text("deleted_at IS NULL")


def _backfill_name_keys() -> None:
    """Existing tags get the key the service writes (see billing.tags.names.name_key)."""
    connection = op.get_bind()
    tags = sa.table("tags", sa.column("id"), sa.column("name"), sa.column("name_key"))
    for tag_id, name in connection.execute(sa.select(tags.c.id, tags.c.name)).all():
        key = unicodedata.normalize("NFKC", name.casefold())
        connection.execute(tags.update().where(tags.c.id == tag_id).values(name_key=key))


def upgrade() -> None:
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
    with op.batch_alter_table("tags", schema=None) as batch_op:
        batch_op.drop_index("uq_tags_live_name")
        batch_op.drop_column("name_key")
