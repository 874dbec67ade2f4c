"""SQL of the tags domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy import select

from billing.models.tags import Tag, Tagging
from billing.platform.repository import WorkspaceRepository


class TaggingRepository(WorkspaceRepository[Tagging]):
    model = Tagging

    async def tags_of(
        self, entity_type: str, entity_ids: Sequence[uuid.UUID]
    ) -> list[tuple[uuid.UUID, Tag]]:
        """(entity id, tag) pairs of the given resources, oldest tagging first; deleted tags are
        gone with their taggings, archived ones still show."""
        if not entity_ids:
            return []
        stmt = (
            select(Tagging.entity_id, Tag)
            .join(Tag, Tag.id == Tagging.tag_id)
            .where(
                *self.tenant_filter(),
                *self.scope(Tag),
                Tag.deleted_at.is_(None),
                Tagging.entity_type == entity_type,
                Tagging.entity_id.in_(list(entity_ids)),
            )
            .order_by(Tagging.created_at, Tagging.id)
        )
        return [(entity_id, tag) for entity_id, tag in (await self.session.execute(stmt)).all()]
