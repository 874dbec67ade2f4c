"""SQL of the tags domain: tags (organization-wide) and taggings (per workspace)."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Select, delete, func, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError

from billing.models.segment import Segment
from billing.models.tags import Tag, Tagging
from billing.platform.db import new_id
from billing.platform.errors import Conflict
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import OrganizationRepository, WorkspaceRepository

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})
ARCHIVED_PARAM = "archived"

TAG_FILTERS = FilterSpec(
    {
        "name": Field(Tag.name, ops=frozenset({"eq", "contains"})),
        "entity_type": Field(Tag.entity_type, countable=True),
        "color": Field(Tag.color),
        "created_at": Field(Tag.created_at, kind="datetime", ops=_RANGE),
        "updated_at": Field(Tag.updated_at, kind="datetime", ops=_RANGE),
    },
    extra_params=frozenset({ARCHIVED_PARAM}),
)


class NameTaken(Conflict):
    def __init__(self, name: str, entity_type: str) -> None:
        super().__init__(f"a {entity_type} tag named {name!r} exists already (ignoring case)")


class TagRepository(OrganizationRepository[Tag]):
    model = Tag

    def scoped(self) -> Select[Any]:
        return super().scoped().where(Tag.deleted_at.is_(None))

    async def name_taken(
        self, entity_type: str, key: str, *, other_than: uuid.UUID | None = None
    ) -> bool:
        stmt = self.scoped().where(Tag.entity_type == entity_type, Tag.name_key == key)
        if other_than is not None:
            stmt = stmt.where(Tag.id != other_than)
        return bool(await self.session.scalar(select(stmt.exists())))

    @contextlib.asynccontextmanager
    async def name_clash(self, tag: Tag) -> AsyncIterator[None]:
        """Inside, a clash on the unique name index (a concurrent writer took the name after
        `name_taken` said it was free) answers 409 like the check itself."""
        try:
            yield
        except IntegrityError as exc:
            if "name" not in str(exc.orig):
                raise
            raise NameTaken(tag.name, tag.entity_type) from None

    async def page(self, query: ListQuery, archived: bool | None) -> Page[Tag]:
        """`archived`: None lists active and archived tags, else only those with that flag."""
        stmt = self.scoped()
        if archived is not None:
            stmt = stmt.where(Tag.archived.is_(archived))
        return await fetch_page(self.session, stmt, query, keys=(Tag.created_at, Tag.id))

    async def segment_rules(self) -> list[list[dict[str, Any]]]:
        """The rules of every live segment of the organization (any workspace): a tag is an
        organization's, so a segment of either workspace may name it. Segments are few, and
        their JSON rules are read here rather than through the segments domain, which itself
        depends on tags."""
        stmt = select(Segment.rules).where(*self.scope(Segment), Segment.deleted_at.is_(None))
        return [list(rules) for rules in (await self.session.scalars(stmt)).all()]


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

    async def attached(self, entity_id: uuid.UUID) -> set[uuid.UUID]:
        stmt = select(Tagging.tag_id).where(*self.tenant_filter(), Tagging.entity_id == entity_id)
        return set((await self.session.scalars(stmt)).all())

    async def attach(
        self, entity_type: str, entity_id: uuid.UUID, tag_ids: Sequence[uuid.UUID], at: datetime
    ) -> None:
        """Add the taggings in one statement; one that exists already (a concurrent request
        added it) is left as it is."""
        if not tag_ids:
            return
        rows = [
            {
                "id": new_id(),
                "organization_id": self.ctx.organization_id,
                "workspace_id": self.ctx.workspace_id,
                "tag_id": tag_id,
                "entity_type": entity_type,
                "entity_id": entity_id,
                "created_at": at,
            }
            for tag_id in tag_ids
        ]
        dialect = self.session.get_bind().dialect.name
        insert = postgresql_insert if dialect == "postgresql" else sqlite_insert
        stmt = (
            insert(Tagging)
            .values(rows)
            .on_conflict_do_nothing(index_elements=["tag_id", "entity_id"])
        )
        await self.session.execute(stmt)

    async def detach(self, entity_id: uuid.UUID, tag_ids: Sequence[uuid.UUID]) -> None:
        await self.session.execute(
            delete(Tagging).where(
                *self.tenant_filter(),
                Tagging.entity_id == entity_id,
                Tagging.tag_id.in_(list(tag_ids)),
            )
        )

    async def usage_counts(self, tag_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, int]:
        """How many resources of this workspace carry each tag (one grouped query)."""
        if not tag_ids:
            return {}
        stmt = (
            select(Tagging.tag_id, func.count())
            .where(*self.tenant_filter(), Tagging.tag_id.in_(list(tag_ids)))
            .group_by(Tagging.tag_id)
        )
        counted = {tag_id: int(n) for tag_id, n in (await self.session.execute(stmt)).all()}
        return {tag_id: counted.get(tag_id, 0) for tag_id in tag_ids}


class EveryTaggingRepository(OrganizationRepository[Tagging]):
    """Taggings in every workspace of the organization: deleting a tag drops them all."""

    model = Tagging

    async def drop_all(self, tag_id: uuid.UUID) -> None:
        await self.session.execute(
            delete(Tagging).where(*self.tenant_filter(), Tagging.tag_id == tag_id)
        )
