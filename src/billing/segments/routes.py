"""HTTP routes of the segments domain."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers.schemas import CustomerOut, customer_out
from billing.models.customer import Customer
from billing.models.segment import Segment
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.segments import service
from billing.segments.repository import MEMBER_FILTERS, SEGMENT_FILTERS
from billing.segments.schemas import (
    RuleOut,
    SegmentCreate,
    SegmentOut,
    SegmentPreview,
    SegmentUpdate,
    Selector,
)
from billing.tags import service as tags

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["segments"])


def segment_out(segment: Segment) -> SegmentOut:
    return SegmentOut(
        id=segment.id,
        name=segment.name,
        description=segment.description,
        match=segment.match,
        rules=[RuleOut(**rule) for rule in segment.rules],
        metadata=segment.metadata_,
        created_at=segment.created_at,
        updated_at=segment.updated_at,
    )


async def _customers_out(
    db: AsyncSession, ctx: RequestContext, customers: list[Customer]
) -> list[CustomerOut]:
    found = await tags.tags_of(db, ctx, "CUSTOMER", [c.id for c in customers])
    return [customer_out(c, found[c.id]) for c in customers]


@router.get("/segments", response_model=ListEnvelope[SegmentOut])
async def list_segments(
    query: ListQuery = ListParams(SEGMENT_FILTERS, "segments"),
    ctx: RequestContext = Permission("segments:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List customer segments, newest first."""
    page = await service.list_segments(db, ctx, query)
    return list_envelope([segment_out(s) for s in page.items], page)


@router.post("/segments", response_model=Envelope[SegmentOut], status_code=201)
async def create_segment(
    body: SegmentCreate,
    ctx: RequestContext = Permission("segments:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a customer segment."""
    return {"data": segment_out(await service.create_segment(db, ctx, body))}


@router.post("/segments/preview", response_model=Envelope[SegmentPreview])
async def preview_segment(
    body: Selector,
    ctx: RequestContext = Permission("segments:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Preview an unsaved selector: how many customers it matches, and the newest ten."""
    count, sample = await service.preview(db, ctx, body)
    return {"data": SegmentPreview(count=count, sample=await _customers_out(db, ctx, sample))}


@router.get("/segments/{segment_id}", response_model=Envelope[SegmentOut])
async def get_segment(
    segment_id: uuid.UUID,
    ctx: RequestContext = Permission("segments:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a customer segment."""
    return {"data": segment_out(await service.get_segment(db, ctx, segment_id))}


@router.patch("/segments/{segment_id}", response_model=Envelope[SegmentOut])
async def update_segment(
    segment_id: uuid.UUID,
    body: SegmentUpdate,
    ctx: RequestContext = Permission("segments:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Update a segment's name, description, rules or metadata."""
    return {"data": segment_out(await service.update_segment(db, ctx, segment_id, body))}


@router.delete("/segments/{segment_id}", status_code=204)
async def delete_segment(
    segment_id: uuid.UUID,
    ctx: RequestContext = Permission("segments:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a segment (soft)."""
    await service.delete_segment(db, ctx, segment_id)
    return Response(status_code=204)


@router.get("/segments/{segment_id}/customers", response_model=ListEnvelope[CustomerOut])
async def list_segment_customers(
    segment_id: uuid.UUID,
    query: ListQuery = ListParams(MEMBER_FILTERS, "segment-customers"),
    ctx: RequestContext = Permission("segments:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The customers the segment matches now, newest first."""
    page = await service.list_members(db, ctx, segment_id, query)
    return list_envelope(await _customers_out(db, ctx, page.items), page)
