"""SQL of schedule flows: flows, steps, fan-out targets, step timelines, and the subscriptions
a bulk step's selector matches."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Select,
    delete,
    exists,
    func,
    insert,
    or_,
    select,
    update,
)

from billing.models.catalog import PlanItem
from billing.models.customer import Customer
from billing.models.flows import (
    ScheduleFlow,
    ScheduleFlowStep,
    ScheduleFlowStepTransition,
    ScheduleFlowTarget,
)
from billing.models.platform import Job
from billing.models.subscription import OPEN_STATUSES, Subscription, SubscriptionAddOn
from billing.models.tags import Tagging
from billing.platform.filters import Field, FilterSpec, count_by
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

FLOW_STATUSES = (
    "draft",
    "scheduled",
    "running",
    "paused",
    "completed",
    "completed_with_failures",
    "cancelled",
)
RESULT_STATUSES = ("pending", "succeeded", "failed", "skipped", "cancelled")

FLOW_FILTERS = FilterSpec(
    {"status": Field(ScheduleFlow.status, choices=frozenset(FLOW_STATUSES), countable=True)}
)
RESULT_FILTERS = FilterSpec(
    {"status": Field(ScheduleFlowTarget.status, choices=frozenset(RESULT_STATUSES), countable=True)}
)
TIMELINE_FILTERS = FilterSpec({})


class FlowRepository(WorkspaceRepository[ScheduleFlow]):
    model = ScheduleFlow

    async def page(self, query: ListQuery) -> Page[ScheduleFlow]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(ScheduleFlow.created_at, ScheduleFlow.id)
        )

    async def due(self, now: datetime, limit: int, *, lock: bool) -> list[ScheduleFlow]:
        """Flows the engine has work on by `now`, higher priority first (then the earlier
        wake-up, then the older flow); `lock` skips rows another worker holds."""
        stmt = (
            self.scoped()
            .where(
                ScheduleFlow.status.in_(("scheduled", "running")),
                ScheduleFlow.wake_at.is_not(None),
                ScheduleFlow.wake_at <= now,
            )
            .order_by(
                ScheduleFlow.priority.desc(),
                ScheduleFlow.wake_at,
                ScheduleFlow.created_at,
                ScheduleFlow.id,
            )
            .limit(limit)
        )
        if lock:
            stmt = stmt.with_for_update(skip_locked=True)
        return list((await self.session.scalars(stmt)).all())

    async def next_wake(self) -> datetime | None:
        """The earliest wake-up of the workspace's scheduled or running flows."""
        stmt = select(func.min(ScheduleFlow.wake_at)).where(
            *self.tenant_filter(), ScheduleFlow.status.in_(("scheduled", "running"))
        )
        found: datetime | None = await self.session.scalar(stmt)
        return found


class StepRepository(WorkspaceRepository[ScheduleFlowStep]):
    model = ScheduleFlowStep

    async def of_flows(self, flow_ids: Sequence[uuid.UUID]) -> list[ScheduleFlowStep]:
        """The steps of these flows in each flow's topological order."""
        if not flow_ids:
            return []
        stmt = (
            self.scoped()
            .where(ScheduleFlowStep.flow_id.in_(list(flow_ids)))
            .order_by(ScheduleFlowStep.flow_id, ScheduleFlowStep.position)
        )
        return list((await self.session.scalars(stmt)).all())

    async def of_flow(self, flow_id: uuid.UUID) -> list[ScheduleFlowStep]:
        return await self.of_flows([flow_id])

    async def remove_of_flow(self, flow_id: uuid.UUID) -> None:
        """A draft's steps, which an update of its graph replaces (a draft has no results
        and no timeline yet)."""
        for step in await self.of_flow(flow_id):
            await self.delete(step)
        await self.session.flush()


class TargetRepository(WorkspaceRepository[ScheduleFlowTarget]):
    model = ScheduleFlowTarget

    async def page(self, step_id: uuid.UUID, query: ListQuery) -> Page[ScheduleFlowTarget]:
        """One page of the step's results (oldest first) with the per-status totals of the
        whole step in `counts`, whatever the status filter."""
        base = self.scoped().where(ScheduleFlowTarget.step_id == step_id)
        page = await fetch_page(
            self.session,
            base,
            query,
            keys=(ScheduleFlowTarget.created_at, ScheduleFlowTarget.id),
            descending=False,
        )
        counts = await count_by(self.session, base, RESULT_FILTERS, ["status"])
        return Page(page.items, page.cursor, page.has_more, counts)

    async def counts(self, step_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, dict[str, int]]:
        """Each step's results by status, in one query."""
        if not step_ids:
            return {}
        stmt = (
            select(ScheduleFlowTarget.step_id, ScheduleFlowTarget.status, func.count())
            .where(*self.tenant_filter(), ScheduleFlowTarget.step_id.in_(list(step_ids)))
            .group_by(ScheduleFlowTarget.step_id, ScheduleFlowTarget.status)
        )
        found: dict[uuid.UUID, dict[str, int]] = {}
        for step_id, status, count in (await self.session.execute(stmt)).all():
            found.setdefault(step_id, {})[status] = int(count)
        return found

    async def exists_for(self, step_id: uuid.UUID) -> bool:
        stmt = self.scoped().where(ScheduleFlowTarget.step_id == step_id).limit(1)
        return (await self.session.scalars(stmt)).first() is not None

    async def claim_pending(
        self, step_id: uuid.UUID, limit: int, *, skip_locked: bool
    ) -> list[ScheduleFlowTarget]:
        """Up to `limit` pending targets of the step, locked (oldest first); `skip_locked`
        passes over rows another worker holds (PostgreSQL)."""
        stmt = (
            self.scoped()
            .where(ScheduleFlowTarget.step_id == step_id, ScheduleFlowTarget.status == "pending")
            .order_by(ScheduleFlowTarget.created_at, ScheduleFlowTarget.id)
            .limit(limit)
            .with_for_update(skip_locked=skip_locked)
        )
        return list((await self.session.scalars(stmt)).all())

    async def move(
        self,
        *,
        flow_id: uuid.UUID,
        from_statuses: Sequence[str],
        to: str,
        step_id: uuid.UUID | None = None,
        detail: str | None = None,
    ) -> int:
        """Move the flow's (or one step's) targets in `from_statuses` to `to`, in one UPDATE."""
        stmt = (
            update(ScheduleFlowTarget)
            .where(
                *self.tenant_filter(),
                ScheduleFlowTarget.flow_id == flow_id,
                ScheduleFlowTarget.status.in_(list(from_statuses)),
            )
            .values(status=to, detail=detail)
            .execution_options(synchronize_session=False)
        )
        if step_id is not None:
            stmt = stmt.where(ScheduleFlowTarget.step_id == step_id)
        result: Any = await self.session.execute(stmt)
        return int(result.rowcount or 0)

    async def remove_of_flow(self, flow_id: uuid.UUID) -> None:
        """The frozen targets of a flow sent back to draft (none was handled yet)."""
        await self.session.execute(
            delete(ScheduleFlowTarget)
            .where(*self.tenant_filter(), ScheduleFlowTarget.flow_id == flow_id)
            .execution_options(synchronize_session=False)
        )

    async def insert_many(self, rows: Sequence[dict[str, Any]]) -> None:
        """New targets in one statement (tenant columns added here)."""
        if not rows:
            return
        tenant = {
            "organization_id": self.ctx.organization_id,
            "workspace_id": self.ctx.workspace_id,
        }
        await self.session.execute(insert(ScheduleFlowTarget), [{**row, **tenant} for row in rows])


class TransitionRepository(WorkspaceRepository[ScheduleFlowStepTransition]):
    model = ScheduleFlowStepTransition

    async def page(self, step_id: uuid.UUID, query: ListQuery) -> Page[ScheduleFlowStepTransition]:
        stmt = self.scoped().where(ScheduleFlowStepTransition.step_id == step_id)
        return await fetch_page(
            self.session, stmt, query, keys=(ScheduleFlowStepTransition.sequence,), kinds=("int",)
        )


@dataclass(frozen=True)
class TargetRow:
    subscription_id: uuid.UUID
    customer_id: uuid.UUID
    plan_id: uuid.UUID
    status: str
    currency: str
    quantity: int
    price_version_pins: dict[str, str]


@dataclass(frozen=True)
class SelectorFilter:
    """A bulk step's selector, its segments already turned into a customer condition."""

    plan_ids: Sequence[uuid.UUID]
    price_ids: Sequence[uuid.UUID]
    customer_tag_ids: Sequence[uuid.UUID]
    statuses: Sequence[str] | None
    segment_condition: ColumnElement[bool] | None


_TARGET_COLUMNS: tuple[Any, ...] = (
    Subscription.id,
    Subscription.customer_id,
    Subscription.plan_id,
    Subscription.status,
    Subscription.currency,
    Subscription.quantity,
    Subscription.price_version_pins,
)
"""The columns of a `TargetRow`, in its order."""


class SelectorRepository(WorkspaceRepository[Subscription]):
    """The subscriptions a selector matches, oldest first."""

    model = Subscription

    def matching(self, selector: SelectorFilter) -> Select[Any]:
        statuses = list(selector.statuses) if selector.statuses else list(OPEN_STATUSES)
        stmt = select(*_TARGET_COLUMNS).where(
            *self.tenant_filter(), Subscription.status.in_(statuses)
        )
        if selector.plan_ids:
            stmt = stmt.where(Subscription.plan_id.in_(list(selector.plan_ids)))
        if selector.price_ids:
            prices = list(selector.price_ids)
            in_plan = exists().where(
                *self.scope(PlanItem),
                PlanItem.plan_id == Subscription.plan_id,
                PlanItem.price_id.in_(prices),
            )
            as_add_on = exists().where(
                *self.scope(SubscriptionAddOn),
                SubscriptionAddOn.subscription_id == Subscription.id,
                SubscriptionAddOn.price_id.in_(prices),
            )
            stmt = stmt.where(or_(in_plan, as_add_on))
        if selector.customer_tag_ids:
            stmt = stmt.where(
                exists().where(
                    *self.scope(Tagging),
                    Tagging.entity_type == "CUSTOMER",
                    Tagging.entity_id == Subscription.customer_id,
                    Tagging.tag_id.in_(list(selector.customer_tag_ids)),
                )
            )
        if selector.segment_condition is not None:
            stmt = stmt.where(
                exists().where(
                    *self.scope(Customer),
                    Customer.id == Subscription.customer_id,
                    Customer.deleted_at.is_(None),
                    selector.segment_condition,
                )
            )
        return stmt

    async def rows(self, selector: SelectorFilter, limit: int | None = None) -> list[TargetRow]:
        stmt = self.matching(selector).order_by(Subscription.created_at, Subscription.id)
        if limit is not None:
            stmt = stmt.limit(limit)
        return [TargetRow(*row) for row in (await self.session.execute(stmt)).all()]

    async def count(self, selector: SelectorFilter) -> int:
        subquery = self.matching(selector).subquery()
        return int(await self.session.scalar(select(func.count()).select_from(subquery)) or 0)


class TickRepository(WorkspaceRepository[Job]):
    """The workspace's pending engine ticks (jobs of the platform's outbox)."""

    model = Job

    async def pending_by(self, kind: str, at: datetime, except_id: uuid.UUID | None) -> bool:
        """Whether a tick of the workspace is pending and due by `at` (other than `except_id`,
        the tick now running)."""
        stmt = (
            select(Job.id)
            .where(
                *self.tenant_filter(),
                Job.kind == kind,
                Job.status == "pending",
                Job.run_at <= at,
            )
            .limit(1)
        )
        if except_id is not None:
            stmt = stmt.where(Job.id != except_id)
        return (await self.session.execute(stmt)).first() is not None
