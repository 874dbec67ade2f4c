"""SQL of the events domain: the workspace's outbox events."""

from __future__ import annotations

from billing.models.platform import Event
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

EVENT_FILTERS = FilterSpec(
    {
        "type": Field(Event.type, ops=frozenset({"eq", "in", "contains"}), countable=True),
        "resource_type": Field(Event.resource_type),
        "resource_id": Field(Event.resource_id, kind="uuid_text"),
        "created_at": Field(
            Event.created_at, kind="datetime", ops=frozenset({"eq", "gt", "gte", "lt", "lte"})
        ),
    }
)


class EventRepository(WorkspaceRepository[Event]):
    model = Event

    async def page(self, query: ListQuery) -> Page[Event]:
        """Newest first; ties on created_at are broken by id so that no row is skipped."""
        return await fetch_page(
            self.session, self.scoped(), query, keys=(Event.created_at, Event.id)
        )
