"""HTTP routes of schedule flows: authoring, the flow's lifecycle, step decisions, fan-out
results and step timelines."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.flows import graph, service, steps, targets
from billing.flows.repository import FLOW_FILTERS, RESULT_FILTERS, TIMELINE_FILTERS
from billing.flows.schemas import (
    BulkConfig,
    EdgeOut,
    FlowCreate,
    FlowOut,
    FlowStepOut,
    FlowUpdate,
    PreviewOut,
    ResultCounts,
    ResultOut,
    TransitionOut,
)
from billing.models.flows import ScheduleFlowStepTransition, ScheduleFlowTarget
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["schedule flows"])

ONE = "/schedule-flows/{flow_id}"
STEP = f"{ONE}/steps/{{step_id}}"
READ, WRITE = "schedule_flows:read", "schedule_flows:write"

Responses = dict[int | str, dict[str, Any]]
_NOT_FOUND: Responses = {404: {"description": "No such flow (or step) here (NOT_FOUND)"}}
_STATE: Responses = {409: {"description": "The flow's or step's status forbids it (INVALID_STATE)"}}
_UPDATE: Responses = {
    409: {"description": "Stale expected_version (CONFLICT), or no draft (INVALID_STATE)"}
}
_INVALID: Responses = {
    422: {"description": "A field, the graph (cycle, unknown key) or the trigger is invalid"}
}
_USER: Responses = {401: {"description": "Called with an API key (USER_SESSION_REQUIRED)"}}
_ACTIVATE: Responses = {
    **_USER,
    403: {"description": "flows.require_distinct_activator is on and the author activates"},
}
_BAD_QUERY: Responses = {
    400: {"description": "Unknown filter, bad value or cursor (INVALID_FILTER, INVALID_CURSOR)"}
}


def flow_out(found: service.FlowView) -> FlowOut:
    flow = found.flow
    edges = graph.edges_of(flow.edges)
    prerequisites = graph.dependencies([s.key for s in found.steps], edges)
    return FlowOut(
        id=flow.id,
        name=flow.name,
        description=flow.description,
        priority=flow.priority,
        failure_policy=flow.failure_policy,
        target_binding=flow.target_binding,
        trigger_local=flow.trigger_local,
        trigger_tz=flow.trigger_tz,
        trigger_at=flow.trigger_at,
        status=flow.status,
        lock_version=flow.version,
        steps=[
            FlowStepOut(
                id=step.id,
                key=step.key,
                kind=step.kind,
                name=step.name,
                config=step.config,
                status=step.status,
                position=step.position,
                depends_on=prerequisites.get(step.key, []),
                wait_until=step.wait_until,
                started_at=step.started_at,
                finished_at=step.finished_at,
                results=ResultCounts(**found.results.get(step.id, {}))
                if step.kind == "bulk"
                else None,
            )
            for step in found.steps
        ],
        edges=[EdgeOut(source=edge.source, target=edge.target) for edge in edges],
        created_by=flow.created_by,
        activated_by=flow.activated_by,
        activated_at=flow.activated_at,
        started_at=flow.started_at,
        finished_at=flow.finished_at,
        created_at=flow.created_at,
        updated_at=flow.updated_at,
    )


def result_out(target: ScheduleFlowTarget) -> ResultOut:
    return ResultOut.model_validate(target, from_attributes=True)


def transition_out(transition: ScheduleFlowStepTransition) -> TransitionOut:
    return TransitionOut.model_validate(transition, from_attributes=True)


def _one(found: service.FlowView) -> dict[str, Any]:
    return {"data": flow_out(found)}


@router.get("/schedule-flows", response_model=ListEnvelope[FlowOut], responses=_BAD_QUERY)
async def list_flows(
    query: ListQuery = ListParams(FLOW_FILTERS, "schedule-flows"),
    ctx: RequestContext = Permission(READ),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List schedule flows, newest first (`status=a,b` filters)."""
    page, found = await service.list_flows(db, ctx, query)
    return list_envelope([flow_out(item) for item in found], page)


@router.post(
    "/schedule-flows",
    response_model=Envelope[FlowOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_USER, **_INVALID},
)
async def create_flow(
    body: FlowCreate,
    ctx: RequestContext = Permission(WRITE, user_session=True),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a schedule flow as a draft."""
    return _one(await service.create_flow(db, ctx, body))


@router.post(
    "/schedule-flows/preview-targets",
    response_model=Envelope[PreviewOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses=_INVALID,
)
async def preview_targets(
    body: BulkConfig,
    ctx: RequestContext = Permission(READ),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Preview a bulk step's targets: count, sample and money impact estimate."""
    return {"data": await targets.preview(db, ctx, body)}


@router.get(ONE, response_model=Envelope[FlowOut], responses=_NOT_FOUND)
async def get_flow(
    flow_id: uuid.UUID,
    ctx: RequestContext = Permission(READ),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a flow's graph (steps, edges) and run state."""
    return _one(await service.get_flow(db, ctx, flow_id))


@router.patch(
    ONE, response_model=Envelope[FlowOut], responses={**_NOT_FOUND, **_UPDATE, **_INVALID}
)
async def update_flow(
    flow_id: uuid.UUID,
    body: FlowUpdate,
    ctx: RequestContext = Permission(WRITE),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Merge-patch a draft flow at its current lock_version (expected_version)."""
    return _one(await service.update_flow(db, ctx, flow_id, body))


@router.post(
    f"{ONE}/activate",
    response_model=Envelope[FlowOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_STATE, **_INVALID, **_ACTIVATE},
)
async def activate_flow(
    flow_id: uuid.UUID,
    ctx: RequestContext = Permission(WRITE, user_session=True),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Activate a draft: its trigger instant is resolved and it is scheduled."""
    return _one(await service.activate(db, ctx, flow_id))


def _lifecycle_route(action: str, summary: str) -> None:
    operation = getattr(service, action)

    async def endpoint(
        flow_id: uuid.UUID,
        ctx: RequestContext = Permission(WRITE),
        db: AsyncSession = DbSession,
    ) -> dict[str, Any]:
        return _one(await operation(db, ctx, flow_id))

    endpoint.__name__ = f"{action}_flow"
    endpoint.__doc__ = summary
    router.post(
        f"{ONE}/{action}",
        response_model=Envelope[FlowOut],
        openapi_extra=idempotency.OPENAPI_EXTRA,
        responses={**_NOT_FOUND, **_STATE},
    )(endpoint)


def _step_route(action: str, summary: str) -> None:
    operation = getattr(steps, action)

    async def endpoint(
        flow_id: uuid.UUID,
        step_id: uuid.UUID,
        ctx: RequestContext = Permission(WRITE),
        db: AsyncSession = DbSession,
    ) -> dict[str, Any]:
        return _one(await operation(db, ctx, flow_id, step_id))

    endpoint.__name__ = f"{action}_step"
    endpoint.__doc__ = summary
    router.post(
        f"{STEP}/{action}",
        response_model=Envelope[FlowOut],
        openapi_extra=idempotency.OPENAPI_EXTRA,
        responses={**_NOT_FOUND, **_STATE},
    )(endpoint)


for _action, _summary in (
    ("cancel", "Cancel a flow that has not ended (its open steps are cancelled)."),
    ("pause", "Pause a scheduled or running flow."),
    ("resume", "Resume a paused flow (scheduled again while its trigger is ahead)."),
    ("unschedule", "Send a scheduled flow back to draft."),
):
    _lifecycle_route(_action, _summary)

for _action, _summary in (
    ("approve", "Approve an approval gate awaiting approval."),
    ("reject", "Reject an approval gate (it and the steps after it are cancelled)."),
    ("retry", "Retry a failed step: only its failed targets run again."),
    ("skip", "Skip a step: the operator asserts it done."),
):
    _step_route(_action, _summary)


@router.get(
    f"{STEP}/results",
    response_model=ListEnvelope[ResultOut],
    responses={**_NOT_FOUND, **_BAD_QUERY},
)
async def list_step_results(
    flow_id: uuid.UUID,
    step_id: uuid.UUID,
    query: ListQuery = ListParams(RESULT_FILTERS, "schedule-flow-results"),
    ctx: RequestContext = Permission(READ),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a fan-out step's per-target results (oldest first), totals in pagination.counts."""
    page = await steps.results(db, ctx, flow_id, step_id, query)
    return list_envelope([result_out(target) for target in page.items], page)


@router.get(
    f"{STEP}/timeline",
    response_model=ListEnvelope[TransitionOut],
    responses={**_NOT_FOUND, **_BAD_QUERY},
)
async def list_step_timeline(
    flow_id: uuid.UUID,
    step_id: uuid.UUID,
    query: ListQuery = ListParams(TIMELINE_FILTERS, "schedule-flow-timeline"),
    ctx: RequestContext = Permission(READ),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a step's status changes, newest first."""
    page = await steps.transitions(db, ctx, flow_id, step_id, query)
    return list_envelope([transition_out(item) for item in page.items], page)
