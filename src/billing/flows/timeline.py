"""Every status change of a step goes through `move`, which records it in the step's
timeline (from, to, why, who)."""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.flows.repository import TransitionRepository
from billing.flows.states import STEP
from billing.models.flows import ScheduleFlowStep, ScheduleFlowStepTransition
from billing.platform import clock
from billing.platform.context import RequestContext


def move(
    db: AsyncSession,
    ctx: RequestContext,
    step: ScheduleFlowStep,
    to: str,
    reason: str,
    *,
    actor_id: uuid.UUID | None = None,
) -> None:
    """Move the step to `to` (409 INVALID_STATE if its lifecycle forbids it) and record it."""
    before = step.status
    STEP.move(step, to)
    step.transition_count += 1
    TransitionRepository(db, ctx).add(
        ScheduleFlowStepTransition(
            flow_id=step.flow_id,
            step_id=step.id,
            sequence=step.transition_count,
            from_status=before,
            to_status=to,
            reason=reason,
            actor_id=actor_id,
            created_at=clock.wall_now(),
        )
    )
