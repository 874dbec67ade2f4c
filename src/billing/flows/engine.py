"""The engine the worker runs: one tick advances a workspace's due flows, higher priority
first, within a bounded budget of fan-out targets, then schedules the next tick.

A flow's steps advance in topological order: a ready step (pending or re-armed, every
prerequisite succeeded or skipped) starts; an approval gate then waits for approve or reject,
a wait step for its end, a notify step writes its event and succeeds, and a bulk step fans
out to its targets in batches of `FAN_OUT_BATCH` (its targets frozen at activation, or
resolved now when the flow binds them live). A bulk step whose targets are all done succeeds,
or fails when one of them failed; under `halt` the flow then pauses. A flow with nothing left
that can run completes (`completed_with_failures` when a step failed: its dependents wait for
a retry).

Everything a tick does is in its job's transaction, so a worker killed mid-tick leaves the
tick's job pending and none of its work: the next worker does it again, and each target's
action is applied exactly once (`actions`).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.flows import actions, graph, timeline
from billing.flows import targets as bulk_targets
from billing.flows.repository import (
    FlowRepository,
    StepRepository,
    TargetRepository,
    TickRepository,
)
from billing.flows.schemas import BulkConfig, WaitConfig
from billing.flows.states import DONE, READY
from billing.models.flows import ScheduleFlow, ScheduleFlowStep
from billing.platform.context import RequestContext
from billing.platform.outbox import add_new_job, emit_event

TICK_JOB = "schedule_flows.tick"
FAN_OUT_BATCH = 100
"""Targets one batch applies the action to (one set of reads, one batched write)."""
TICK_BUDGET = 200
"""Targets one tick handles at most, over all the flows it advances."""
FLOWS_PER_TICK = 20


async def schedule_tick(
    db: AsyncSession,
    ctx: RequestContext,
    at: datetime,
    *,
    running_tick: uuid.UUID | None = None,
) -> None:
    """Make sure a tick of the workspace runs by `at` (none is added when one is pending by
    then already)."""
    if await TickRepository(db, ctx).pending_by(TICK_JOB, at, running_tick):
        return
    add_new_job(
        db,
        TICK_JOB,
        {},
        ctx=ctx,
        dedup_key=f"{TICK_JOB}:{ctx.workspace_id}:{at.isoformat()}:{uuid.uuid4().hex}",
        run_at=at,
    )


async def tick(
    db: AsyncSession, ctx: RequestContext, now: datetime, *, job_id: uuid.UUID | None
) -> None:
    """Advance the workspace's due flows (priority first), then schedule the next tick."""
    flows = FlowRepository(db, ctx)
    skip_locked = db.get_bind().dialect.name == "postgresql"
    budget = TICK_BUDGET
    for flow in await flows.due(now, FLOWS_PER_TICK, lock=skip_locked):
        budget -= await advance(db, ctx, flow, now, budget)
    await db.flush()
    wake = await flows.next_wake()
    if wake is not None:
        await schedule_tick(db, ctx, max(wake, now), running_tick=job_id)


async def advance(
    db: AsyncSession, ctx: RequestContext, flow: ScheduleFlow, now: datetime, budget: int
) -> int:
    """Advance one flow as far as it goes now; returns how many targets it handled."""
    if flow.status == "scheduled":
        if flow.trigger_at is not None and flow.trigger_at > now:
            flow.wake_at = flow.trigger_at
            return 0
        flow.status, flow.started_at = "running", flow.started_at or now
        flow_event(db, ctx, flow, "schedule_flow.started")
    steps = await StepRepository(db, ctx).of_flow(flow.id)
    used = 0
    moved = True
    while moved and flow.status == "running":
        moved = False
        for step in _ready(flow, steps):
            await _start(db, ctx, flow, step, now)
            moved = True
        for step in (s for s in steps if s.status == "running"):
            if step.kind == "wait" and step.wait_until is not None and step.wait_until <= now:
                timeline.move(db, ctx, step, "succeeded", "the wait is over")
                moved = True
            elif step.kind == "bulk" and budget - used > 0:
                handled, finished = await _fan_out(db, ctx, flow, step, now, budget - used)
                used += handled
                moved = moved or finished
    _settle(db, ctx, flow, steps, now, budget - used)
    return used


def _ready(flow: ScheduleFlow, steps: Sequence[ScheduleFlowStep]) -> list[ScheduleFlowStep]:
    """The steps that may start now, in topological order."""
    by_key = {step.key: step for step in steps}
    prerequisites = graph.dependencies(list(by_key), graph.edges_of(flow.edges))
    return [
        step
        for step in steps
        if step.status in READY
        and all(by_key[before].status in DONE for before in prerequisites[step.key])
    ]


async def _start(
    db: AsyncSession,
    ctx: RequestContext,
    flow: ScheduleFlow,
    step: ScheduleFlowStep,
    now: datetime,
) -> None:
    step.started_at = step.started_at or now
    if step.kind == "approval_gate":
        timeline.move(db, ctx, step, "awaiting_approval", "its prerequisites are done")
        return
    if step.kind == "notify":
        emit_event(
            db,
            ctx,
            "schedule_flow.notified",
            {"flow_id": str(flow.id), "step_key": step.key, "event": step.config["event"]},
            resource_type="schedule_flow",
            resource_id=flow.id,
        )
        timeline.move(db, ctx, step, "running", "its prerequisites are done")
        timeline.move(db, ctx, step, "succeeded", "the notification was written")
        step.finished_at = now
        return
    timeline.move(db, ctx, step, "running", "its prerequisites are done")
    if step.kind == "wait":
        step.wait_until = now + timedelta(seconds=_seconds(step.config["duration"]))
        return
    if not step.targets_resolved:
        await resolve_targets(db, ctx, step)


def _seconds(duration: object) -> float:
    """A stored wait duration (ISO 8601 as the API answered it) in seconds."""
    return WaitConfig.model_validate({"duration": duration}).duration.total_seconds()


async def resolve_targets(db: AsyncSession, ctx: RequestContext, step: ScheduleFlowStep) -> int:
    """Freeze the bulk step's targets: the subscriptions its selector matches now."""
    config = BulkConfig.model_validate(step.config)
    rows = await bulk_targets.resolve(db, ctx, config)
    await TargetRepository(db, ctx).insert_many(
        [
            {
                "id": uuid.uuid4(),
                "flow_id": step.flow_id,
                "step_id": step.id,
                "subscription_id": row.subscription_id,
                "customer_id": row.customer_id,
                "status": "pending",
                "attempts": 0,
                "outcome": {},
                "created_at": step.updated_at,
                "updated_at": step.updated_at,
            }
            for row in rows
        ]
    )
    step.targets_resolved = True
    return len(rows)


async def _fan_out(
    db: AsyncSession,
    ctx: RequestContext,
    flow: ScheduleFlow,
    step: ScheduleFlowStep,
    now: datetime,
    budget: int,
) -> tuple[int, bool]:
    """Apply the step's action to its next batches of pending targets; (how many, whether
    the step finished)."""
    config = BulkConfig.model_validate(step.config)
    repository = TargetRepository(db, ctx)
    skip_locked = db.get_bind().dialect.name == "postgresql"
    handled = 0
    while handled < budget:
        claimed = await repository.claim_pending(
            step.id, min(FAN_OUT_BATCH, budget - handled), skip_locked=skip_locked
        )
        if not claimed:
            break
        await actions.apply(db, ctx, config, claimed, now)
        handled += len(claimed)
    counts = (await repository.counts([step.id])).get(step.id, {})
    if counts.get("pending", 0):
        return handled, False
    step.finished_at = now
    if counts.get("failed", 0):
        timeline.move(db, ctx, step, "failed", f"{counts['failed']} targets failed")
        if flow.failure_policy == "halt":
            flow.status = "paused"
            flow_event(db, ctx, flow, "schedule_flow.paused", reason=f"step {step.key} failed")
    else:
        timeline.move(db, ctx, step, "succeeded", "every target is done")
    return handled, True


def _settle(
    db: AsyncSession,
    ctx: RequestContext,
    flow: ScheduleFlow,
    steps: Sequence[ScheduleFlowStep],
    now: datetime,
    budget_left: int,
) -> None:
    """When the engine next has work on the flow, or whether it is finished."""
    if flow.status != "running":
        flow.wake_at = None
        return
    statuses = {step.status for step in steps}
    if any(step.status == "running" and step.kind == "bulk" for step in steps):
        flow.wake_at = now
        return
    waits = [s.wait_until for s in steps if s.status == "running" and s.wait_until is not None]
    if waits:
        flow.wake_at = min(waits)
        return
    if "awaiting_approval" in statuses or _ready(flow, steps):
        flow.wake_at = None if not _ready(flow, steps) else now
        return
    flow.wake_at = None
    flow.finished_at = now
    if "failed" in statuses:
        flow.status = "completed_with_failures"
        flow_event(db, ctx, flow, "schedule_flow.completed_with_failures")
    else:
        flow.status = "completed"
        flow_event(db, ctx, flow, "schedule_flow.completed")


def flow_event(
    db: AsyncSession, ctx: RequestContext, flow: ScheduleFlow, type_: str, **data: object
) -> None:
    emit_event(
        db,
        ctx,
        type_,
        {"status": flow.status, "name": flow.name, "lock_version": flow.version, **data},
        resource_type="schedule_flow",
        resource_id=flow.id,
    )
