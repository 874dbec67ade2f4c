"""Schedule flows: authoring (create, read, list, update a draft) and the flow's lifecycle
(activate, unschedule, pause, resume, cancel). The step operations are in `steps`, the
engine that runs flows in `engine`.

Every write judges the whole authored state (the graph is a DAG of known keys, the trigger
fields come together and name a real time zone, each bulk step's action is complete). An
operator's change of a flow advances its `lock_version` with `platform.concurrency`, which is
also the flow's row lock for the rest of the transaction.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as settings
from billing.flows import engine, graph, timeline, trigger
from billing.flows import targets as bulk_targets
from billing.flows.repository import FlowRepository, StepRepository, TargetRepository
from billing.flows.schemas import BulkConfig, FlowCreate, FlowUpdate, StepIn, WaitConfig
from billing.flows.states import FLOW, OPEN_STEP
from billing.models.flows import ScheduleFlow, ScheduleFlowStep
from billing.platform import clock
from billing.platform.concurrency import advance_version
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, Forbidden, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page

DISTINCT_ACTIVATOR = "flows.require_distinct_activator"
MAX_WAIT_SECONDS = 366 * 86400
_STEP: TypeAdapter[StepIn] = TypeAdapter(StepIn)


@dataclass(frozen=True)
class FlowView:
    """A flow as answered: its steps (topological order) and each step's results by status."""

    flow: ScheduleFlow
    steps: list[ScheduleFlowStep]
    results: dict[uuid.UUID, dict[str, int]]


async def view(db: AsyncSession, ctx: RequestContext, flow: ScheduleFlow) -> FlowView:
    return (await views(db, ctx, [flow]))[0]


async def views(
    db: AsyncSession, ctx: RequestContext, flows: Sequence[ScheduleFlow]
) -> list[FlowView]:
    """Views of many flows in two more queries (their steps, their results' counts)."""
    await db.flush()
    steps = await StepRepository(db, ctx).of_flows([flow.id for flow in flows])
    counts = await TargetRepository(db, ctx).counts([s.id for s in steps if s.kind == "bulk"])
    by_flow: dict[uuid.UUID, list[ScheduleFlowStep]] = {flow.id: [] for flow in flows}
    for step in steps:
        by_flow[step.flow_id].append(step)
    return [FlowView(flow, by_flow[flow.id], counts) for flow in flows]


async def get_flow(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> FlowView:
    return await view(db, ctx, await FlowRepository(db, ctx).get(flow_id))


async def list_flows(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> tuple[Page[ScheduleFlow], list[FlowView]]:
    page = await FlowRepository(db, ctx).page(query)
    return page, await views(db, ctx, page.items)


# --- authoring ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Graph:
    steps: list[StepIn]
    edges: list[dict[str, str]]


async def _check(
    db: AsyncSession,
    ctx: RequestContext,
    shape: Graph,
    trigger_local: str | None,
    trigger_tz: str | None,
) -> list[str]:
    """422 unless the authored state holds; returns the step keys in topological order."""
    problems: list[FieldError] = []
    if (trigger_local is None) != (trigger_tz is None):
        missing = "trigger_tz" if trigger_tz is None else "trigger_local"
        problems.append(
            FieldError((missing,), "trigger_local and trigger_tz are set together (or neither)")
        )
    if trigger_local is not None:
        try:
            trigger.parse_local(trigger_local)
        except ValueError as exc:
            problems.append(
                FieldError(("trigger_local",), f"expected {trigger.LOCAL_FORMAT}: {exc}")
            )
    if trigger_tz is not None:
        try:
            trigger.zone(trigger_tz)
        except ValueError as exc:
            problems.append(FieldError(("trigger_tz",), str(exc)))
    keys = [step.key for step in shape.steps]
    edges = graph.edges_of(shape.edges)
    problems += graph.problems(keys, edges)
    for index, step in enumerate(shape.steps):
        if isinstance(step.config, BulkConfig):
            problems += await bulk_targets.check_bulk(
                db, ctx, step.config, ("steps", index, "config")
            )
        elif isinstance(step.config, WaitConfig) and not (
            0 < step.config.duration.total_seconds() <= MAX_WAIT_SECONDS
        ):
            problems.append(
                FieldError(
                    ("steps", index, "config", "duration"), "must be between 1 s and 366 days"
                )
            )
    if problems:
        raise ValidationFailed(
            problems[0].detail if len(problems) == 1 else "the flow is invalid", errors=problems
        )
    return graph.topological_order(keys, edges)


def _stored_edges(edges: Sequence[Any]) -> list[dict[str, str]]:
    return [{"from": edge.source, "to": edge.target} for edge in edges]


def _add_steps(
    db: AsyncSession, ctx: RequestContext, flow: ScheduleFlow, steps: list[StepIn], order: list[str]
) -> None:
    position = {key: index for index, key in enumerate(order)}
    repository = StepRepository(db, ctx)
    for step in steps:
        repository.add(
            ScheduleFlowStep(
                flow_id=flow.id,
                key=step.key,
                kind=step.kind,
                name=step.name,
                config=step.config.model_dump(mode="json", exclude_none=True),
                position=position[step.key],
                status="pending",
                targets_resolved=False,
                transition_count=0,
            )
        )


async def create_flow(db: AsyncSession, ctx: RequestContext, body: FlowCreate) -> FlowView:
    author = ctx.require_user()
    steps = list(body.steps or [])
    edges = _stored_edges(body.edges or [])
    order = await _check(db, ctx, Graph(steps, edges), body.trigger_local, body.trigger_tz)
    flow = ScheduleFlow(
        name=body.name,
        description=body.description,
        priority=body.priority or 0,
        failure_policy=body.failure_policy or "continue_independent",
        target_binding=body.target_binding or "snapshot_at_activate",
        trigger_local=body.trigger_local,
        trigger_tz=body.trigger_tz,
        edges=edges,
        status="draft",
        version=1,
        created_by=author,
    )
    FlowRepository(db, ctx).add(flow)
    await db.flush()
    _add_steps(db, ctx, flow, steps, order)
    engine.flow_event(db, ctx, flow, "schedule_flow.created")
    return await view(db, ctx, flow)


async def update_flow(
    db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID, body: FlowUpdate
) -> FlowView:
    """Merge-patch a draft at its current lock_version (409 INVALID_STATE for a flow that is
    no draft, 409 CONFLICT for a stale expected_version)."""
    flow = await FlowRepository(db, ctx).get(flow_id)
    FLOW.require(flow, "update", hint="unschedule it first")
    await advance_version(db, flow, body.expected_version)
    given = body.model_fields_set
    steps_rows = await StepRepository(db, ctx).of_flow(flow.id)
    merged_local = body.trigger_local if "trigger_local" in given else flow.trigger_local
    merged_tz = body.trigger_tz if "trigger_tz" in given else flow.trigger_tz
    new_steps = body.steps if "steps" in given and body.steps is not None else None
    edges = _stored_edges(body.edges) if body.edges is not None else flow.edges
    if new_steps is not None:
        order = await _check(db, ctx, Graph(list(new_steps), edges), merged_local, merged_tz)
    else:
        current = [_step_in(step) for step in steps_rows]
        order = await _check(db, ctx, Graph(current, edges), merged_local, merged_tz)
    for name in ("name", "priority", "failure_policy", "target_binding"):
        if name in given and getattr(body, name) is not None:
            setattr(flow, name, getattr(body, name))
    if "description" in given:
        flow.description = body.description
    flow.trigger_local, flow.trigger_tz, flow.edges = merged_local, merged_tz, edges
    if new_steps is not None:
        await StepRepository(db, ctx).remove_of_flow(flow.id)
        _add_steps(db, ctx, flow, list(new_steps), order)
    else:
        position = {key: index for index, key in enumerate(order)}
        for step in steps_rows:
            step.position = position[step.key]
    engine.flow_event(
        db, ctx, flow, "schedule_flow.updated", fields=sorted(given - {"expected_version"})
    )
    return await view(db, ctx, flow)


def _step_in(step: ScheduleFlowStep) -> StepIn:
    """A stored step as authored (to judge an update that keeps the steps)."""
    return _STEP.validate_python(
        {"key": step.key, "kind": step.kind, "name": step.name, "config": step.config}
    )


# --- lifecycle ------------------------------------------------------------------------------


async def locked(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> ScheduleFlow:
    """The flow, its lock_version advanced (an operator's change), which locks its row."""
    flow = await FlowRepository(db, ctx).get(flow_id)
    await advance_version(db, flow, None)
    return flow


async def activate(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> FlowView:
    """draft → scheduled: the trigger instant resolved (now when no trigger is set), and with
    `snapshot_at_activate` every bulk step's targets frozen."""
    activator = ctx.require_user()
    flow = await locked(db, ctx, flow_id)
    FLOW.require(flow, "activate")
    if flow.created_by == activator and await settings.effective_setting(
        db, ctx, DISTINCT_ACTIVATOR
    ):
        raise Forbidden(
            f"{DISTINCT_ACTIVATOR} is on: another user than the flow's author activates it"
        )
    steps = await StepRepository(db, ctx).of_flow(flow.id)
    await _check(
        db,
        ctx,
        Graph([_step_in(s) for s in steps], flow.edges),
        flow.trigger_local,
        flow.trigger_tz,
    )
    now = await clock.now(db, ctx)
    at = now
    if flow.trigger_local is not None and flow.trigger_tz is not None:
        at = trigger.resolve(trigger.parse_local(flow.trigger_local), trigger.zone(flow.trigger_tz))
        if at < now:
            raise ValidationFailed(
                f"the trigger {flow.trigger_local} in {flow.trigger_tz} ({at.isoformat()}) "
                "has passed",
                field=("trigger_local",),
            )
    flow.status, flow.trigger_at, flow.wake_at = "scheduled", at, at
    flow.activated_by, flow.activated_at = activator, now
    if flow.target_binding == "snapshot_at_activate":
        for step in steps:
            if step.kind == "bulk":
                await engine.resolve_targets(db, ctx, step)
    await engine.schedule_tick(db, ctx, at)
    engine.flow_event(db, ctx, flow, "schedule_flow.activated", trigger_at=at.isoformat())
    return await view(db, ctx, flow)


async def unschedule(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> FlowView:
    """scheduled → draft: the trigger instant and any frozen targets are dropped."""
    flow = await locked(db, ctx, flow_id)
    FLOW.check(flow, "draft")
    flow.status = "draft"
    flow.trigger_at = flow.wake_at = flow.activated_at = flow.activated_by = None
    await TargetRepository(db, ctx).remove_of_flow(flow.id)
    for step in await StepRepository(db, ctx).of_flow(flow.id):
        step.targets_resolved = False
    engine.flow_event(db, ctx, flow, "schedule_flow.unscheduled")
    return await view(db, ctx, flow)


async def pause(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> FlowView:
    flow = await locked(db, ctx, flow_id)
    FLOW.move(flow, "paused")
    flow.wake_at = None
    engine.flow_event(db, ctx, flow, "schedule_flow.paused", reason="paused by an operator")
    return await view(db, ctx, flow)


async def resume(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> FlowView:
    """paused → scheduled while the trigger is ahead, else running (the engine goes on)."""
    flow = await locked(db, ctx, flow_id)
    now = await clock.now(db, ctx)
    ahead = flow.trigger_at is not None and flow.trigger_at > now and flow.started_at is None
    FLOW.move(flow, "scheduled" if ahead else "running")
    flow.wake_at = flow.trigger_at if ahead and flow.trigger_at else now
    await engine.schedule_tick(db, ctx, flow.wake_at)
    engine.flow_event(db, ctx, flow, "schedule_flow.resumed")
    return await view(db, ctx, flow)


async def cancel(db: AsyncSession, ctx: RequestContext, flow_id: uuid.UUID) -> FlowView:
    """Any flow not ended → cancelled, with every step not ended and every pending target."""
    flow = await locked(db, ctx, flow_id)
    FLOW.move(flow, "cancelled")
    now = await clock.now(db, ctx)
    flow.wake_at, flow.finished_at = None, now
    actor = ctx.user_id
    for step in await StepRepository(db, ctx).of_flow(flow.id):
        if step.status in OPEN_STEP:
            timeline.move(db, ctx, step, "cancelled", "the flow was cancelled", actor_id=actor)
            step.finished_at = now
    await TargetRepository(db, ctx).move(
        flow_id=flow.id, from_statuses=("pending",), to="cancelled", detail="flow cancelled"
    )
    engine.flow_event(db, ctx, flow, "schedule_flow.cancelled")
    return await view(db, ctx, flow)
