"""Audiences: which customers a promotion targets (the live `audience`, or an unsaved one), and
where each of them stands with it.

An audience is customers in any of its segments, carrying any of its CUSTOMER tags, or named
by id; none (null) is every customer. Segment membership is asked of the segments service (live
SQL per segment, read in pages), so it is never stale.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.customer import Customer
from billing.platform.context import RequestContext
from billing.platform.errors import NotFound
from billing.platform.filters import FilterSpec
from billing.platform.listing import ListQuery
from billing.platform.pagination import MAX_LIMIT, Page, PageRequest
from billing.promotions.audience_repository import AudienceRepository
from billing.promotions.redemption_repository import CustomerFactsRepository, RedemptionRepository
from billing.promotions.repository import PromotionRepository
from billing.segments import service as segments

ENROLLED, NOT_ENROLLED, OPTED_OUT, BLOCKED = "enrolled", "not_enrolled", "opted_out", "blocked"


@dataclass(frozen=True)
class Preview:
    page: Page[Customer]
    total: int
    statuses: dict[uuid.UUID, str]


async def members(
    db: AsyncSession, ctx: RequestContext, audience: dict[str, Any] | None
) -> set[uuid.UUID] | None:
    """The ids an audience names by every route (before dropping deleted customers); None
    for every customer."""
    if audience is None:
        return None
    found = {uuid.UUID(str(customer_id)) for customer_id in audience.get("customer_ids", [])}
    found |= await CustomerFactsRepository(db, ctx).tagged_with_any(
        uuid.UUID(str(tag_id)) for tag_id in audience.get("customer_tag_ids", [])
    )
    for segment_id in audience.get("segment_ids", []):
        found |= await _segment_members(db, ctx, uuid.UUID(str(segment_id)))
    return found


async def _segment_members(
    db: AsyncSession, ctx: RequestContext, segment_id: uuid.UUID
) -> set[uuid.UUID]:
    found: set[uuid.UUID] = set()
    cursor: str | None = None
    while True:
        query = ListQuery(
            FilterSpec({}), [], PageRequest(MAX_LIMIT, cursor), [], "promotion-audience", None
        )
        try:
            page = await segments.list_members(db, ctx, segment_id, query)
        except NotFound:
            return found  # a deleted segment matches nobody
        found |= {customer.id for customer in page.items}
        if not page.has_more:
            return found
        cursor = page.cursor


async def matching_ids(
    db: AsyncSession, ctx: RequestContext, audience: dict[str, Any] | None
) -> list[uuid.UUID]:
    """The customers (not deleted) the audience matches now, oldest first."""
    return await AudienceRepository(db, ctx).ids(await members(db, ctx, audience))


async def preview(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    audience: dict[str, Any] | None,
    *,
    stored: bool,
    query: ListQuery,
) -> Preview:
    """One page of the customers the audience (the stored one when `stored`) matches, the
    total, and each one's enrollment status."""
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    ids = await members(db, ctx, promotion.audience if stored else audience)
    customers = AudienceRepository(db, ctx)
    page = await customers.page(ids, query)
    return Preview(
        page,
        await customers.count(ids),
        await enrollment_statuses(db, ctx, promotion.id, [c.id for c in page.items]),
    )


async def enrollment_statuses(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, customer_ids: list[uuid.UUID]
) -> dict[uuid.UUID, str]:
    """`enrolled` (a live redemption), `blocked` (revoked), `opted_out`, else `not_enrolled`."""
    redemptions = RedemptionRepository(db, ctx)
    live = await redemptions.live_customers(promotion_id, customer_ids)
    standings = await redemptions.standings(promotion_id, customer_ids)
    statuses = {}
    for customer_id in customer_ids:
        standing = standings.get(customer_id)
        if standing is not None and standing.blocked:
            statuses[customer_id] = BLOCKED
        elif customer_id in live:
            statuses[customer_id] = ENROLLED
        elif standing is not None and standing.opted_out:
            statuses[customer_id] = OPTED_OUT
        else:
            statuses[customer_id] = NOT_ENROLLED
    return statuses
