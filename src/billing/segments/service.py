"""Customer segments: named selectors over customers (tags, country, currency, created_at,
metadata), evaluated live in SQL whenever they are read, so a segment never goes stale.

Promotions and schedule flows ask `customer_in_segment`; deleting a segment is soft.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Any

from sqlalchemy import ColumnElement
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.customer import Customer
from billing.models.segment import Segment
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.segments.repository import (
    CustomerTagRepository,
    MemberRepository,
    SegmentRepository,
    any_segment_clause,
)
from billing.segments.schemas import Rule, SegmentCreate, SegmentUpdate, Selector

PREVIEW_SAMPLE = 10


async def _stored_rules(
    db: AsyncSession, ctx: RequestContext, rules: list[Rule]
) -> list[dict[str, Any]]:
    """Rules as stored, after checking that every tag they name is a CUSTOMER tag here."""
    wanted = {uuid.UUID(tag_id) for rule in rules if rule.field == "tag" for tag_id in rule.value}
    existing = await CustomerTagRepository(db, ctx).existing_customer_tags(wanted)
    for index, rule in enumerate(rules):
        if rule.field != "tag":
            continue
        for position, tag_id in enumerate(rule.value):
            if uuid.UUID(tag_id) not in existing:
                raise ValidationFailed(
                    f"tag {tag_id} is not a customer tag of this organization",
                    field=("rules", index, "value", position),
                )
    return [rule.model_dump() for rule in rules]


async def create_segment(db: AsyncSession, ctx: RequestContext, body: SegmentCreate) -> Segment:
    segment = Segment(
        name=body.name,
        description=body.description,
        match=body.match,
        rules=await _stored_rules(db, ctx, body.rules),
        metadata_=body.metadata,
    )
    SegmentRepository(db, ctx).add(segment)
    await db.flush()
    emit_event(
        db,
        ctx,
        "segment.created",
        {"name": segment.name},
        resource_type="segment",
        resource_id=segment.id,
    )
    return segment


async def get_segment(db: AsyncSession, ctx: RequestContext, segment_id: uuid.UUID) -> Segment:
    return await SegmentRepository(db, ctx).get(segment_id)


async def list_segments(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[Segment]:
    return await SegmentRepository(db, ctx).page(query)


async def update_segment(
    db: AsyncSession, ctx: RequestContext, segment_id: uuid.UUID, body: SegmentUpdate
) -> Segment:
    segment = await SegmentRepository(db, ctx).get(segment_id, for_update=True)
    if body.name is not None:
        segment.name = body.name
    if "description" in body.model_fields_set:
        segment.description = body.description
    if body.match is not None:
        segment.match = body.match
    if body.rules is not None:
        segment.rules = await _stored_rules(db, ctx, body.rules)
    if body.metadata is not None:
        segment.metadata_ = body.metadata
    await db.flush()
    emit_event(
        db,
        ctx,
        "segment.updated",
        {"fields": sorted(body.model_fields_set)},
        resource_type="segment",
        resource_id=segment.id,
    )
    return segment


async def delete_segment(db: AsyncSession, ctx: RequestContext, segment_id: uuid.UUID) -> None:
    segment = await SegmentRepository(db, ctx).get(segment_id, for_update=True)
    segment.deleted_at = clock.wall_now()
    await db.flush()
    emit_event(db, ctx, "segment.deleted", {}, resource_type="segment", resource_id=segment.id)


async def list_members(
    db: AsyncSession, ctx: RequestContext, segment_id: uuid.UUID, query: ListQuery
) -> Page[Customer]:
    segment = await get_segment(db, ctx, segment_id)
    return await MemberRepository(db, ctx).page(segment.match, segment.rules, query)


async def preview(
    db: AsyncSession, ctx: RequestContext, selector: Selector
) -> tuple[int, list[Customer]]:
    """What an unsaved selector would match: the count and the newest few customers."""
    rules = await _stored_rules(db, ctx, selector.rules)
    members = MemberRepository(db, ctx)
    return (
        await members.count(selector.match, rules),
        await members.sample(selector.match, rules, PREVIEW_SAMPLE),
    )


async def customer_in_segment(
    db: AsyncSession, ctx: RequestContext, segment_id: uuid.UUID, customer_id: uuid.UUID
) -> bool:
    segment = await get_segment(db, ctx, segment_id)
    return await MemberRepository(db, ctx).contains(segment.match, segment.rules, customer_id)


async def members_among(
    db: AsyncSession,
    ctx: RequestContext,
    segment_ids: Iterable[uuid.UUID],
    customer_ids: Iterable[uuid.UUID],
) -> dict[uuid.UUID, set[uuid.UUID]]:
    """Per segment, which of the customers belong to it: one query per segment, whatever the
    number of customers (a deleted segment has no members)."""
    wanted = set(customer_ids)
    found: dict[uuid.UUID, set[uuid.UUID]] = {}
    for segment_id in segment_ids:
        segment = await SegmentRepository(db, ctx).find(segment_id)
        if segment is None:
            found[segment_id] = set()
            continue
        members = MemberRepository(db, ctx)
        found[segment_id] = await members.among(segment.match, segment.rules, wanted)
    return found


async def membership_condition(
    db: AsyncSession, ctx: RequestContext, segment_ids: list[uuid.UUID]
) -> tuple[list[uuid.UUID], ColumnElement[bool]]:
    """The ids of these segments that are unknown (or deleted), and a condition on customers
    that holds for the members of any of the known ones (evaluated live, never stale)."""
    found = await SegmentRepository(db, ctx).many(segment_ids)
    missing = [segment_id for segment_id in segment_ids if segment_id not in found]
    return missing, any_segment_clause(list(found.values()))
