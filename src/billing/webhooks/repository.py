"""SQL of webhooks: endpoints, deliveries, the dispatch cursor, and the events it reads."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Select, and_, delete, or_, select, text, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Event, Job
from billing.models.webhooks import WebhookCursor, WebhookDelivery, WebhookEndpoint
from billing.platform.db import new_id
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})

ENDPOINT_FILTERS = FilterSpec(
    {
        "enabled": Field(WebhookEndpoint.enabled, kind="bool", countable=True),
        "created_at": Field(WebhookEndpoint.created_at, kind="datetime", ops=_RANGE),
    }
)
DELIVERY_FILTERS = FilterSpec(
    {
        "status": Field(
            WebhookDelivery.status,
            ops=frozenset({"eq", "in"}),
            choices=frozenset({"pending", "succeeded", "failed"}),
            countable=True,
        ),
        "event_type": Field(WebhookDelivery.event_type),
        "event_id": Field(WebhookDelivery.event_id, kind="uuid"),
        "created_at": Field(WebhookDelivery.created_at, kind="datetime", ops=_RANGE),
    }
)


def _insert(session: Any) -> Any:
    dialect = session.get_bind().dialect.name
    return postgresql_insert if dialect == "postgresql" else sqlite_insert


class EndpointRepository(WorkspaceRepository[WebhookEndpoint]):
    model = WebhookEndpoint

    def scoped(self) -> Select[Any]:
        return super().scoped().where(WebhookEndpoint.deleted_at.is_(None))

    async def page(self, query: ListQuery) -> Page[WebhookEndpoint]:
        return await fetch_page(
            self.session,
            self.scoped(),
            query,
            keys=(WebhookEndpoint.created_at, WebhookEndpoint.id),
        )

    async def enabled(self) -> list[WebhookEndpoint]:
        stmt = self.scoped().where(WebhookEndpoint.enabled.is_(True))
        return list((await self.session.scalars(stmt)).all())

    async def disable(self, endpoint_id: uuid.UUID, reason: str) -> bool:
        """Disable an enabled endpoint; False when it was not enabled (any more)."""
        stmt = (
            update(WebhookEndpoint)
            .where(
                *self.tenant_filter(),
                WebhookEndpoint.id == endpoint_id,
                WebhookEndpoint.enabled.is_(True),
            )
            .values(enabled=False, disabled_reason=reason)
        )
        result: Any = await self.session.execute(stmt)
        return bool(result.rowcount)


class DeliveryRepository(WorkspaceRepository[WebhookDelivery]):
    model = WebhookDelivery

    async def page(self, endpoint_id: uuid.UUID, query: ListQuery) -> Page[WebhookDelivery]:
        stmt = self.scoped().where(WebhookDelivery.endpoint_id == endpoint_id)
        return await fetch_page(
            self.session, stmt, query, keys=(WebhookDelivery.created_at, WebhookDelivery.id)
        )

    async def of_endpoint(
        self, endpoint_id: uuid.UUID, delivery_id: uuid.UUID
    ) -> WebhookDelivery | None:
        stmt = self.scoped().where(
            WebhookDelivery.id == delivery_id, WebhookDelivery.endpoint_id == endpoint_id
        )
        found: WebhookDelivery | None = (await self.session.scalars(stmt)).first()
        return found

    async def add_originals(
        self, pairs: Sequence[tuple[uuid.UUID, Event]], at: datetime
    ) -> list[uuid.UUID]:
        """One delivery per (endpoint id, event) pair; a pair that has its delivery already
        (the dispatcher looks again behind its cursor) is left out after one read, and one
        written meanwhile is skipped by the insert. Returns the ids of the new ones.

        The rows go in as one executemany, which SQLAlchemy splits into statements of a
        bounded size: in one statement, a burst of events for several endpoints passed
        PostgreSQL's 65,535 bind parameters, and that dispatch link failed every attempt."""
        if not pairs:
            return []
        existing = select(WebhookDelivery.endpoint_id, WebhookDelivery.event_id).where(
            *self.tenant_filter(),
            WebhookDelivery.endpoint_id.in_(sorted({endpoint_id for endpoint_id, _ in pairs})),
            WebhookDelivery.event_id.in_(sorted({event.id for _, event in pairs})),
            WebhookDelivery.replay_of_id.is_(None),
        )
        known = {
            (endpoint_id, event_id)
            for endpoint_id, event_id in await self.session.execute(existing)
        }
        pairs = [(e, event) for e, event in pairs if (e, event.id) not in known]
        if not pairs:
            return []
        rows = [
            {
                "id": new_id(),
                "organization_id": self.ctx.organization_id,
                "workspace_id": self.ctx.workspace_id,
                "endpoint_id": endpoint_id,
                "event_id": event.id,
                "event_type": event.type,
                "status": "pending",
                "attempts": 0,
                "next_attempt_at": at,
                "attempt_log": [],
                "created_at": at,
                "updated_at": at,
            }
            for endpoint_id, event in pairs
        ]
        stmt = (
            _insert(self.session)(WebhookDelivery)
            .on_conflict_do_nothing(
                index_elements=["endpoint_id", "event_id"],
                index_where=text("replay_of_id IS NULL"),
            )
            .returning(WebhookDelivery.id)
        )
        return list((await self.session.scalars(stmt, rows)).all())

    async def succeeded_since(self, endpoint_id: uuid.UUID, since: datetime) -> bool:
        stmt = self.scoped().where(
            WebhookDelivery.endpoint_id == endpoint_id,
            WebhookDelivery.status == "succeeded",
            WebhookDelivery.last_attempt_at >= since,
        )
        return bool(await self.session.scalar(select(stmt.exists())))


class EventWindowRepository(WorkspaceRepository[Event]):
    """The workspace's events as the dispatcher reads them, in (created_at, id) order."""

    model = Event

    async def after(
        self, position: tuple[datetime, uuid.UUID] | None, until: datetime, limit: int
    ) -> list[Event]:
        """Events past the cursor position, dated up to `until`."""
        stmt = self.scoped().where(Event.created_at <= until)
        if position is not None:
            created_at, event_id = position
            stmt = stmt.where(
                or_(
                    Event.created_at > created_at,
                    and_(Event.created_at == created_at, Event.id > event_id),
                )
            )
        stmt = stmt.order_by(Event.created_at, Event.id).limit(limit)
        return list((await self.session.scalars(stmt)).all())

    async def dated_between(self, start: datetime, end: datetime, limit: int) -> list[Event]:
        """Events dated in [start, end]: a second look behind the cursor for events whose
        transaction committed after the cursor passed their date."""
        stmt = (
            self.scoped()
            .where(Event.created_at >= start, Event.created_at <= end)
            .order_by(Event.created_at.desc(), Event.id.desc())
            .limit(limit)
        )
        return list((await self.session.scalars(stmt)).all())


class CursorRepository(WorkspaceRepository[WebhookCursor]):
    model = WebhookCursor

    async def position(self) -> tuple[datetime, uuid.UUID] | None:
        found = (await self.session.scalars(self.scoped())).first()
        return None if found is None else (found.event_created_at, found.event_id)

    async def move_to(self, created_at: datetime, event_id: uuid.UUID) -> None:
        """Set the cursor (never backwards: a concurrent dispatcher may have moved it on)."""
        values = {
            "id": new_id(),
            "organization_id": self.ctx.organization_id,
            "workspace_id": self.ctx.workspace_id,
            "event_created_at": created_at,
            "event_id": event_id,
        }
        table = WebhookCursor.__table__
        stmt = (
            _insert(self.session)(WebhookCursor)
            .values(values)
            .on_conflict_do_update(
                index_elements=["workspace_id"],
                set_={"event_created_at": created_at, "event_id": event_id},
                where=table.c.event_created_at <= created_at,
            )
        )
        await self.session.execute(stmt)


class DispatchJobRepository(WorkspaceRepository[Job]):
    """The dispatcher's own finished jobs, pruned so that a chain every few seconds does not
    grow the jobs table without end."""

    model = Job

    async def prune_finished(self, kind: str, before: datetime) -> None:
        await self.session.execute(
            delete(Job).where(
                *self.tenant_filter(),
                Job.kind == kind,
                Job.status == "succeeded",
                Job.finished_at < before,
            )
        )


class UpkeepRepository:
    """Statements of the webhooks' maintenance, across every workspace."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def workspaces_without_pending(self, kind: str) -> list[tuple[uuid.UUID, uuid.UUID]]:
        """(organization id, workspace id) of each workspace with an enabled endpoint and no
        pending job of `kind`."""
        enabled = select(WebhookEndpoint.organization_id, WebhookEndpoint.workspace_id).where(
            WebhookEndpoint.enabled.is_(True), WebhookEndpoint.deleted_at.is_(None)
        )
        pending = select(Job.workspace_id).where(Job.status == "pending", Job.kind == kind)
        with_endpoints = {
            (organization_id, workspace_id)
            for organization_id, workspace_id in await self.session.execute(enabled.distinct())
        }
        alive = set((await self.session.scalars(pending.distinct())).all())
        return sorted(pair for pair in with_endpoints if pair[1] not in alive)

    async def delete_finished_deliveries(self, before: datetime, limit: int) -> int:
        doomed = (
            select(WebhookDelivery.id)
            .where(WebhookDelivery.created_at < before, WebhookDelivery.status != "pending")
            .limit(limit)
        )
        result: Any = await self.session.execute(
            delete(WebhookDelivery).where(WebhookDelivery.id.in_(doomed))
        )
        return int(result.rowcount)

    async def delete_finished_jobs(self, kinds: Sequence[str], before: datetime, limit: int) -> int:
        doomed = (
            select(Job.id)
            .where(
                Job.status.in_(("succeeded", "failed")),
                Job.kind.in_(kinds),
                Job.finished_at < before,
            )
            .limit(limit)
        )
        result: Any = await self.session.execute(delete(Job).where(Job.id.in_(doomed)))
        return int(result.rowcount)
