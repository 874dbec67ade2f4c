"""Operations on one step of a flow: approve or reject an approval gate, retry a failed step
(only its failed targets run again), skip a step (the operator asserts it done), and the
step's results and timeline.

Each decision locks the flow (advancing its lock_version) and wakes the engine, which goes on
from the step at its next tick.
"""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.flows import engine, graph, timeline
from billing.flows.repository import (
    FlowRepository,
    StepRepository,
    TargetRepository,
    TransitionRepository,
)
from billing.flows.service import FlowView, locked, view
from billing.flows.states import FLOW, READY
from billing.models.flows import (
    ScheduleFlow,
    ScheduleFlowStep,
    ScheduleFlowStepTransition,
    ScheduleFlowTarget,
)
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, NotFound
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page

SKIPPABLE = frozenset({"pending", "rearmed", "running", "awaiting_approval", "failed"})


async def _step(
    db: AsyncSession, ctx: RequestContext, flow: ScheduleFlow, step_id: uuid.UUID
) -> ScheduleFlowStep:
    step = await StepRepository(db, ctx).find(step_id)
    if step is None or step.flow_id != flow.id:
        raise NotFound(f"step {step_id} is not a step of schedule flow {flow.id}")
    return step


async def _gate(
    db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID, step_id: uuid.UUID
) -> tuple[ScheduleFlow, ScheduleFlowStep]:
    flow = await locked(db, ctx, flow_id)
    step = await _step(db, ctx, flow, step_id)
    if step.kind != "approval_gate":
        raise InvalidState(f"step {step.key} is a {step.kind} step, not an approval gate")
    if step.status != "awaiting_approval":
        raise InvalidState(f"step {step.key} is {step.status}, not awaiting approval")
    FLOW.require(flow, "decide on a step of")
    return flow, step


async def _wake(db: AsyncSession, ctx: RequestContext, flow: ScheduleFlow) -> None:
    """Let the engine go on with a running flow now."""
    if flow.status == "running":
        flow.wake_at = await clock.now(db, ctx)
        await engine.schedule_tick(db, ctx, flow.wake_at)


async def approve(
    db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID, step_id: uuid.UUID
) -> FlowView:
    flow, step = await _gate(db, ctx, flow_id, step_id)
    timeline.move(db, ctx, step, "succeeded", "approved", actor_id=ctx.user_id)
    step.decided_by, step.finished_at = ctx.principal_id, await clock.now(db, ctx)
    await _wake(db, ctx, flow)
    return await view(db, ctx, flow)


async def reject(
    db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID, step_id: uuid.UUID
) -> FlowView:
    """The gate is cancelled, and so is every step after it (none of them can run now);
    branches that do not depend on it go on."""
    flow, step = await _gate(db, ctx, flow_id, step_id)
    now = await clock.now(db, ctx)
    timeline.move(db, ctx, step, "cancelled", "rejected", actor_id=ctx.user_id)
    step.decided_by, step.finished_at = ctx.principal_id, now
    after = graph.descendants(step.key, graph.edges_of(flow.edges))
    for other in await StepRepository(db, ctx).of_flow(flow.id):
        if other.key in after and other.status in READY:
            reason = f"its prerequisite {step.key} was rejected"
            timeline.move(db, ctx, other, "cancelled", reason, actor_id=ctx.user_id)
            other.finished_at = now
    await _wake(db, ctx, flow)
    return await view(db, ctx, flow)


async def retry(
    db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID, step_id: uuid.UUID
) -> FlowView:
    """failed → rearmed: its failed targets are pending again (its succeeded ones stay)."""
    flow = await locked(db, ctx, flow_id)
    step = await _step(db, ctx, flow, step_id)
    FLOW.require(flow, "retry a step of")
    if step.status != "failed":
        raise InvalidState(f"step {step.key} is {step.status}: only a failed step is retried")
    timeline.move(db, ctx, step, "rearmed", "retried", actor_id=ctx.user_id)
    step.finished_at = None
    await TargetRepository(db, ctx).move(
        flow_id=flow.id, step_id=step.id, from_statuses=("failed",), to="pending"
    )
    _reopen(flow)
    await _wake(db, ctx, flow)
    return await view(db, ctx, flow)


async def skip(
    db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID, step_id: uuid.UUID
) -> FlowView:
    """The operator asserts the step done: skipped, its pending targets skipped, and its
    dependents may run."""
    flow = await locked(db, ctx, flow_id)
    step = await _step(db, ctx, flow, step_id)
    FLOW.require(flow, "skip a step of")
    if step.status not in SKIPPABLE:
        raise InvalidState(f"step {step.key} is {step.status} and cannot be skipped")
    timeline.move(db, ctx, step, "skipped", "skipped by an operator", actor_id=ctx.user_id)
    step.finished_at = await clock.now(db, ctx)
    await TargetRepository(db, ctx).move(
        flow_id=flow.id,
        step_id=step.id,
        from_statuses=("pending",),
        to="skipped",
        detail="the step was skipped",
    )
    _reopen(flow)
    await _wake(db, ctx, flow)
    return await view(db, ctx, flow)


def _reopen(flow: ScheduleFlow) -> None:
    """A flow that completed with failures runs again once a failed step is retried or
    skipped."""
    if flow.status == "completed_with_failures":
        FLOW.move(flow, "running")
        flow.finished_at = None


async def results(
    db: AsyncSession,
    ctx: RequestContext,
    flow_id: uuid.UUID,
    step_id: uuid.UUID,
    query: ListQuery,
) -> Page[ScheduleFlowTarget]:
    flow = await _flow(db, ctx, flow_id)
    step = await _step(db, ctx, flow, step_id)
    return await TargetRepository(db, ctx).page(step.id, query)


async def transitions(
    db: AsyncSession,
    ctx: RequestContext,
    flow_id: uuid.UUID,
    step_id: uuid.UUID,
    query: ListQuery,
) -> Page[ScheduleFlowStepTransition]:
    flow = await _flow(db, ctx, flow_id)
    step = await _step(db, ctx, flow, step_id)
    return await TransitionRepository(db, ctx).page(step.id, query)


async def _flow(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> ScheduleFlow:
    return await FlowRepository(db, ctx).get(flow_id)
