"""schedule flows: flows, steps, fan-out targets, step timelines; subscriptions' price
version pins

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-27 00:00:00.000000+00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import billing.platform.db

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_WHEN = billing.platform.db.UTCDateTime(timezone=True)


def _tenancy(*, updated: bool = True) -> list[sa.Column[object]]:
    columns = [
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("workspace_id", sa.Uuid(), nullable=False),
        sa.Column("organization_id", sa.Uuid(), nullable=False),
    ]
    if updated:
        columns.insert(2, sa.Column("updated_at", _WHEN, nullable=False))
    return columns


def _tenant_indexes(table: str, *, created: bool = True) -> None:
    with op.batch_alter_table(table, schema=None) as batch_op:
        if created:
            batch_op.create_index(batch_op.f(f"ix_{table}_created_at"), ["created_at"])
        batch_op.create_index(batch_op.f(f"ix_{table}_organization_id"), ["organization_id"])
        batch_op.create_index(batch_op.f(f"ix_{table}_workspace_id"), ["workspace_id"])


def upgrade() -> None:
    op.create_table(
        "schedule_flows",
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("failure_policy", sa.String(length=32), nullable=False),
        sa.Column("target_binding", sa.String(length=32), nullable=False),
        sa.Column("trigger_local", sa.String(length=32), nullable=True),
        sa.Column("trigger_tz", sa.String(length=64), nullable=True),
        sa.Column("trigger_at", _WHEN, nullable=True),
        sa.Column("edges", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_by", sa.Uuid(), nullable=True),
        sa.Column("activated_by", sa.Uuid(), nullable=True),
        sa.Column("activated_at", _WHEN, nullable=True),
        sa.Column("started_at", _WHEN, nullable=True),
        sa.Column("finished_at", _WHEN, nullable=True),
        sa.Column("wake_at", _WHEN, nullable=True),
        *_tenancy(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_schedule_flows")),
    )
    _tenant_indexes("schedule_flows")
    op.create_index(
        "ix_schedule_flows_tenant_created", "schedule_flows", ["workspace_id", "created_at", "id"]
    )
    op.create_index(
        "ix_schedule_flows_due", "schedule_flows", ["workspace_id", "status", "wake_at"]
    )
    op.create_table(
        "schedule_flow_steps",
        sa.Column("flow_id", sa.Uuid(), nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("config", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=32), nullable=False),
        sa.Column("targets_resolved", sa.Boolean(), nullable=False),
        sa.Column("wait_until", _WHEN, nullable=True),
        sa.Column("started_at", _WHEN, nullable=True),
        sa.Column("finished_at", _WHEN, nullable=True),
        sa.Column("decided_by", sa.Uuid(), nullable=True),
        sa.Column("transition_count", sa.Integer(), nullable=False),
        *_tenancy(),
        sa.ForeignKeyConstraint(
            ["flow_id"],
            ["schedule_flows.id"],
            name=op.f("fk_schedule_flow_steps_flow_id_schedule_flows"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_schedule_flow_steps")),
        sa.UniqueConstraint("flow_id", "key", name=op.f("uq_schedule_flow_steps_flow_id_key")),
    )
    _tenant_indexes("schedule_flow_steps")
    op.create_index(op.f("ix_schedule_flow_steps_flow_id"), "schedule_flow_steps", ["flow_id"])
    op.create_table(
        "schedule_flow_targets",
        sa.Column("flow_id", sa.Uuid(), nullable=False),
        sa.Column("step_id", sa.Uuid(), nullable=False),
        sa.Column("subscription_id", sa.Uuid(), nullable=False),
        sa.Column("customer_id", sa.Uuid(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("detail", sa.Text(), nullable=True),
        sa.Column("outcome", billing.platform.db.JsonDoc(), nullable=False),
        sa.Column("applied_at", _WHEN, nullable=True),
        *_tenancy(),
        sa.ForeignKeyConstraint(
            ["flow_id"],
            ["schedule_flows.id"],
            name=op.f("fk_schedule_flow_targets_flow_id_schedule_flows"),
        ),
        sa.ForeignKeyConstraint(
            ["step_id"],
            ["schedule_flow_steps.id"],
            name=op.f("fk_schedule_flow_targets_step_id_schedule_flow_steps"),
        ),
        sa.ForeignKeyConstraint(
            ["subscription_id"],
            ["subscriptions.id"],
            name=op.f("fk_schedule_flow_targets_subscription_id_subscriptions"),
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_schedule_flow_targets_customer_id_customers"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_schedule_flow_targets")),
        sa.UniqueConstraint(
            "step_id",
            "subscription_id",
            name=op.f("uq_schedule_flow_targets_step_id_subscription_id"),
        ),
    )
    _tenant_indexes("schedule_flow_targets")
    op.create_index(op.f("ix_schedule_flow_targets_flow_id"), "schedule_flow_targets", ["flow_id"])
    op.create_index(
        "ix_schedule_flow_targets_step_status", "schedule_flow_targets", ["step_id", "status"]
    )
    op.create_index(
        "ix_schedule_flow_targets_step_created",
        "schedule_flow_targets",
        ["step_id", "created_at", "id"],
    )
    op.create_table(
        "schedule_flow_step_transitions",
        sa.Column("flow_id", sa.Uuid(), nullable=False),
        sa.Column("step_id", sa.Uuid(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("from_status", sa.String(length=32), nullable=True),
        sa.Column("to_status", sa.String(length=32), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("actor_id", sa.Uuid(), nullable=True),
        *_tenancy(updated=False),
        sa.ForeignKeyConstraint(
            ["flow_id"],
            ["schedule_flows.id"],
            name=op.f("fk_schedule_flow_step_transitions_flow_id_schedule_flows"),
        ),
        sa.ForeignKeyConstraint(
            ["step_id"],
            ["schedule_flow_steps.id"],
            name=op.f("fk_schedule_flow_step_transitions_step_id_schedule_flow_steps"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_schedule_flow_step_transitions")),
        sa.UniqueConstraint(
            "step_id",
            "sequence",
            name=op.f("uq_schedule_flow_step_transitions_step_id_sequence"),
        ),
    )
    _tenant_indexes("schedule_flow_step_transitions", created=False)
    op.create_index(
        op.f("ix_schedule_flow_step_transitions_flow_id"),
        "schedule_flow_step_transitions",
        ["flow_id"],
    )
    with op.batch_alter_table("subscriptions", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "price_version_pins",
                billing.platform.db.JsonDoc(),
                nullable=False,
                server_default="{}",
            )
        )


def downgrade() -> None:
    with op.batch_alter_table("subscriptions", schema=None) as batch_op:
        batch_op.drop_column("price_version_pins")
    op.drop_table("schedule_flow_step_transitions")
    op.drop_table("schedule_flow_targets")
    op.drop_table("schedule_flow_steps")
    op.drop_table("schedule_flows")
