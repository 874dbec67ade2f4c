"""Tags: what other domains ask of them (the `tags` field of a tagged resource)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tags import Tag
from billing.platform.context import RequestContext
from billing.tags.repository import TaggingRepository

EntityType = Literal["CUSTOMER", "SUBSCRIPTION", "PRODUCT", "PLAN", "INVOICE", "CREDIT_NOTE"]


async def tags_of(
    db: AsyncSession,
    ctx: RequestContext,
    entity_type: EntityType,
    entity_ids: Sequence[uuid.UUID],
) -> dict[uuid.UUID, list[Tag]]:
    """The tags of each resource (an empty list for untagged ones), in one query."""
    found: dict[uuid.UUID, list[Tag]] = {entity_id: [] for entity_id in entity_ids}
    for entity_id, tag in await TaggingRepository(db, ctx).tags_of(entity_type, entity_ids):
        found[entity_id].append(tag)
    return found
