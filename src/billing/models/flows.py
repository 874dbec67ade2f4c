"""Schedule flows: authored DAGs of steps fired at a local time, and what their engine records.

`schedule_flows` is the flow (its graph's edges as JSON, `version` its lock_version);
`schedule_flow_steps` its vertices with their run state; `schedule_flow_targets` one row per
(bulk step, subscription), claimed and completed in the transaction that applies the step's
action to the subscription, so that no action is ever applied twice; and
`schedule_flow_step_transitions` the timeline of every step status change.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)


class ScheduleFlow(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """`trigger_at` is the UTC instant resolved from `trigger_local` in `trigger_tz` at
    activation; `wake_at` is when the engine next has work on the flow (None: nothing to do
    until an operator acts)."""

    __tablename__ = "schedule_flows"
    __noun__ = "schedule flow"
    __table_args__ = (
        Index("ix_schedule_flows_tenant_created", "workspace_id", "created_at", "id"),
        Index("ix_schedule_flows_due", "workspace_id", "status", "wake_at"),
    )

    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text, default=None)
    priority: Mapped[int] = mapped_column(default=0)
    failure_policy: Mapped[str] = mapped_column(String(32))
    target_binding: Mapped[str] = mapped_column(String(32))
    trigger_local: Mapped[str | None] = mapped_column(String(32), default=None)
    trigger_tz: Mapped[str | None] = mapped_column(String(64), default=None)
    trigger_at: Mapped[datetime | None] = mapped_column(default=None)
    edges: Mapped[list[dict[str, Any]]] = mapped_column(JsonDoc, default=list)
    status: Mapped[str] = mapped_column(String(32))
    version: Mapped[int] = mapped_column(default=1)
    created_by: Mapped[uuid.UUID | None] = mapped_column(default=None)
    activated_by: Mapped[uuid.UUID | None] = mapped_column(default=None)
    activated_at: Mapped[datetime | None] = mapped_column(default=None)
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    wake_at: Mapped[datetime | None] = mapped_column(default=None)


class ScheduleFlowStep(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """`position` is the step's place in the flow's topological order; `wait_until` the end
    of a running `wait` step."""

    __tablename__ = "schedule_flow_steps"
    __noun__ = "step"
    __table_args__ = (UniqueConstraint("flow_id", "key"),)

    flow_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("schedule_flows.id"), index=True)
    key: Mapped[str] = mapped_column(String(64))
    kind: Mapped[str] = mapped_column(String(32))
    name: Mapped[str] = mapped_column(String(200))
    config: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    position: Mapped[int] = mapped_column(default=0)
    status: Mapped[str] = mapped_column(String(32))
    targets_resolved: Mapped[bool] = mapped_column(default=False)
    wait_until: Mapped[datetime | None] = mapped_column(default=None)
    started_at: Mapped[datetime | None] = mapped_column(default=None)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
    decided_by: Mapped[uuid.UUID | None] = mapped_column(default=None)
    transition_count: Mapped[int] = mapped_column(default=0)
    """How many status changes the timeline holds (the next one's `sequence`)."""


class ScheduleFlowTarget(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """One subscription of a bulk step's fan-out: `pending`, then `succeeded`, `failed` or
    `skipped` (nothing to do), or `cancelled` with its flow. `applied_at` is set in the very
    transaction that applied the action."""

    __tablename__ = "schedule_flow_targets"
    __noun__ = "step result"
    __table_args__ = (
        UniqueConstraint("step_id", "subscription_id"),
        Index("ix_schedule_flow_targets_step_status", "step_id", "status"),
        Index("ix_schedule_flow_targets_step_created", "step_id", "created_at", "id"),
    )

    flow_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("schedule_flows.id"), index=True)
    step_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("schedule_flow_steps.id"))
    subscription_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("subscriptions.id"))
    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    status: Mapped[str] = mapped_column(String(16))
    attempts: Mapped[int] = mapped_column(default=0)
    detail: Mapped[str | None] = mapped_column(Text, default=None)
    outcome: Mapped[dict[str, Any]] = mapped_column(JsonDoc, default=dict)
    applied_at: Mapped[datetime | None] = mapped_column(default=None)


class ScheduleFlowStepTransition(IdMixin, WorkspaceIndexed, Base):
    """One status change of a step: from, to, why, and who (None: the engine)."""

    __tablename__ = "schedule_flow_step_transitions"
    __noun__ = "step transition"
    __table_args__ = (UniqueConstraint("step_id", "sequence"),)

    flow_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("schedule_flows.id"), index=True)
    step_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("schedule_flow_steps.id"))
    sequence: Mapped[int]
    """1, 2, … in the order the step changed (the timeline's order, whatever the clock)."""
    from_status: Mapped[str | None] = mapped_column(String(32), default=None)
    to_status: Mapped[str] = mapped_column(String(32))
    reason: Mapped[str | None] = mapped_column(Text, default=None)
    actor_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    created_at: Mapped[datetime]
