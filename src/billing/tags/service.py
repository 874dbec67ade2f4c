"""Tags: organization-wide labels of one entity type, attached to resources of a workspace.

Other domains ask for the `tags` of their resources (`tags_of`) and attach or detach tags of
their resources (`add_tags`, `remove_tags`) after checking that the resource is theirs.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tags import Tag
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, InvalidFilter, Referenced, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.tags.names import name_key
from billing.tags.repository import (
    EveryTaggingRepository,
    NameTaken,
    TaggingRepository,
    TagRepository,
)
from billing.tags.schemas import EntityType, TagCreate, TagUpdate

USAGE_COUNT = "usage_count"
ARCHIVED_CHOICES = {"false": False, "true": None, "only": True}
"""`archived=` of the list → the flag the listed tags have (None: either)."""


@dataclass(frozen=True)
class TagView:
    tag: Tag
    usage_count: int | None = None


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


def _event(db: AsyncSession, ctx: RequestContext, type_: str, tag: Tag, **data: object) -> None:
    emit_event(
        db,
        ctx,
        type_,
        {"name": tag.name, "entity_type": tag.entity_type, **data},
        resource_type="tag",
        resource_id=tag.id,
    )


async def create_tag(db: AsyncSession, ctx: RequestContext, body: TagCreate) -> Tag:
    repository = TagRepository(db, ctx)
    key = name_key(body.name)
    if await repository.name_taken(body.entity_type, key):
        raise NameTaken(body.name, body.entity_type)
    tag = Tag(
        name=body.name,
        name_key=key,
        entity_type=body.entity_type,
        color=body.color.upper() if body.color else None,
        description=body.description or None,
    )
    repository.add(tag)
    async with repository.name_clash(tag):
        await db.flush()
    _event(db, ctx, "tag.created", tag)
    return tag


async def get_tag(db: AsyncSession, ctx: RequestContext, tag_id: uuid.UUID) -> Tag:
    return await TagRepository(db, ctx).get(tag_id)


async def update_tag(
    db: AsyncSession, ctx: RequestContext, tag_id: uuid.UUID, body: TagUpdate
) -> Tag:
    """Omitted fields stay; an empty `color` or `description` clears it. A change of name
    only in case or spacing is allowed (the key stays the tag's own)."""
    repository = TagRepository(db, ctx)
    tag = await repository.get(tag_id, for_update=True)
    changed = body.model_fields_set
    if body.name is not None:
        key = name_key(body.name)
        if await repository.name_taken(tag.entity_type, key, other_than=tag.id):
            raise NameTaken(body.name, tag.entity_type)
        tag.name, tag.name_key = body.name, key
    if "color" in changed:
        tag.color = body.color.upper() if body.color else None
    if "description" in changed:
        tag.description = body.description or None
    if body.archived is not None:
        tag.archived = body.archived
    if changed:
        async with repository.name_clash(tag):
            await db.flush()
        _event(db, ctx, "tag.updated", tag, fields=sorted(changed))
    return tag


def _names_tag(rules: list[dict[str, Any]], tag_id: uuid.UUID) -> bool:
    """Whether a segment's rules name the tag (a tag rule's value is a list of tag ids)."""
    return any(
        rule.get("field") == "tag" and str(tag_id) in rule.get("value", []) for rule in rules
    )


ReferenceCheck = Callable[[AsyncSession, RequestContext, uuid.UUID], Awaitable[bool]]
"""Whether objects of a higher domain name a tag (a promotion's condition)."""

_referrers: dict[str, ReferenceCheck] = {}


def register_referrer(referrer: str, names_tag: ReferenceCheck) -> None:
    """Called by a domain above `tags` whose objects name tags (promotions, when imported), so
    that deleting a tag they name answers 409 REFERENCED without `tags` importing them."""
    _referrers[referrer] = names_tag


async def delete_tag(db: AsyncSession, ctx: RequestContext, tag_id: uuid.UUID) -> None:
    """Soft: the tag disappears with every tagging of it (in every workspace), unless a
    segment rule or a promotion condition names it."""
    repository = TagRepository(db, ctx)
    tag = await repository.get(tag_id, for_update=True)
    if any(_names_tag(rules, tag.id) for rules in await repository.segment_rules()):
        raise Referenced(f"tag {tag.id} is named by a segment rule; change the segment first")
    for referrer, names_tag in _referrers.items():
        if await names_tag(db, ctx, tag.id):
            raise Referenced(f"tag {tag.id} is named by a {referrer}; change the {referrer} first")
    await EveryTaggingRepository(db, ctx).drop_all(tag.id)
    tag.deleted_at = clock.wall_now()
    await db.flush()
    _event(db, ctx, "tag.deleted", tag)


def _archived_flag(raw: str | None) -> bool | None:
    if raw is None:
        return False
    if raw not in ARCHIVED_CHOICES:
        raise InvalidFilter(
            "archived must be true (include archived tags), only or false",
            errors=[FieldError(("archived",), "unknown value", "query")],
        )
    return ARCHIVED_CHOICES[raw]


def _wants_usage_count(include: str | None) -> bool:
    parts = {part.strip() for part in (include or "").split(",") if part.strip()}
    if parts - {USAGE_COUNT}:
        raise InvalidFilter(
            f"include accepts {USAGE_COUNT} only",
            errors=[FieldError(("include",), "unknown value", "query")],
        )
    return bool(parts)


async def list_tags(
    db: AsyncSession,
    ctx: RequestContext,
    query: ListQuery,
    *,
    archived: str | None,
    include: str | None,
) -> Page[TagView]:
    """Newest first; active tags unless `archived` says otherwise; with `include=usage_count`
    each tag's count in this workspace, for the whole page in one query."""
    with_usage = _wants_usage_count(include)
    page = await TagRepository(db, ctx).page(query, _archived_flag(archived))
    counts = (
        await TaggingRepository(db, ctx).usage_counts([tag.id for tag in page.items])
        if with_usage
        else {}
    )
    views = [TagView(tag, counts.get(tag.id) if with_usage else None) for tag in page.items]
    return Page(items=views, cursor=page.cursor, has_more=page.has_more, counts=page.counts)


async def add_tags(
    db: AsyncSession,
    ctx: RequestContext,
    entity_type: EntityType,
    entity_id: uuid.UUID,
    tag_ids: Sequence[uuid.UUID],
) -> list[Tag]:
    """Attach tags (of `entity_type`, neither archived nor deleted) to a resource the caller
    has checked is one of this workspace's; tags it carries already stay. Answers the
    resource's tags afterwards."""
    wanted = list(dict.fromkeys(tag_ids))
    found = await TagRepository(db, ctx).many(wanted)
    problems = [
        FieldError(("tag_ids", index), str(_unfit(found.get(tag_id), entity_type)))
        for index, tag_id in enumerate(tag_ids)
        if _unfit(found.get(tag_id), entity_type) is not None
    ]
    if problems:
        raise ValidationFailed(
            f"tag_ids must name {entity_type} tags of this organization", errors=problems
        )
    taggings = TaggingRepository(db, ctx)
    await taggings.attach(entity_type, entity_id, wanted, clock.wall_now())
    return (await tags_of(db, ctx, entity_type, [entity_id]))[entity_id]


def _unfit(tag: Tag | None, entity_type: str) -> str | None:
    """Why a tag cannot go on a resource of `entity_type` (None: it can). An archived tag is
    retired: it stays where it is but is attached to nothing new."""
    if tag is None:
        return "no such tag"
    if tag.entity_type != entity_type:
        return f"a {tag.entity_type} tag, not a {entity_type} tag"
    if tag.archived:
        return "an archived tag"
    return None


async def remove_tags(
    db: AsyncSession, ctx: RequestContext, entity_id: uuid.UUID, tag_ids: Sequence[uuid.UUID]
) -> None:
    """Detach tags from a resource the caller has checked; ids it does not carry are ignored."""
    await TaggingRepository(db, ctx).detach(entity_id, tag_ids)
