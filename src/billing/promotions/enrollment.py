"""Bulk enrollment and AUTO_ENROLL: many customers through the redeem path, one savepoint each,
so that caps, conditions, the blacklist and the budget apply to every one and a refusal of one
customer is that customer's outcome, not the request's failure.

Outcomes: `enrolled`, `already_enrolled` (a live redemption exists), `blocked` (revoked),
`ineligible` (conditions fail, or no such customer), `limit_reached`, `opted_out` (neither bulk
nor automatic enrollment re-adds a customer who opted out; they may redeem again themselves).

AUTO_ENROLL: publishing such a promotion enqueues `promotions.auto_enroll`, which enrolls the
audience's current matches and then schedules itself again (`AUTO_ENROLL_EVERY`) while the
promotion is active and valid, so customers who enter the audience later (a new tag, a segment
they now match, a new customer) are enrolled by the next run. No hook fires when a customer
enters a segment (membership is evaluated live), so the recurring run is the mechanism.
A customer with any standing (enrolled once, opted out, revoked) is never re-added by it.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import Promotion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import CustomerBlocked, LimitReached, NotFound, ValidationFailed
from billing.platform.maintenance import RecurringJob
from billing.platform.outbox import enqueue_job
from billing.promotions import audiences, redemptions
from billing.promotions.redemption_repository import RedemptionRepository
from billing.promotions.repository import PromotionRepository
from billing.promotions.states import ACTIVE

log = logging.getLogger("billing.promotions")

AUTO_ENROLL_JOB = "promotions.auto_enroll"
AUTO_ENROLL_EVERY = timedelta(hours=1)
AUTO_ENROLL = "AUTO_ENROLL"


@dataclass(frozen=True)
class Enrollment:
    customer_id: uuid.UUID
    outcome: str
    redemption_id: uuid.UUID | None = None
    detail: str | None = None


async def bulk_enroll(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    customer_ids: list[uuid.UUID],
    *,
    from_audience: bool,
) -> list[Enrollment]:
    """The named customers, then (with `from_audience`) every current audience match, each
    once, in that order."""
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    wanted = list(dict.fromkeys(customer_ids))
    if from_audience:
        matched = await audiences.matching_ids(db, ctx, promotion.audience)
        wanted += [customer_id for customer_id in matched if customer_id not in set(wanted)]
    return await _enroll_each(db, ctx, promotion_id, wanted, channel="bulk_enroll")


async def _enroll_each(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    customer_ids: list[uuid.UUID],
    *,
    channel: str,
) -> list[Enrollment]:
    statuses = await audiences.enrollment_statuses(db, ctx, promotion_id, customer_ids)
    skipped = {
        audiences.ENROLLED: "already_enrolled",
        audiences.BLOCKED: "blocked",
        audiences.OPTED_OUT: "opted_out",
    }
    outcomes = []
    for customer_id in customer_ids:
        status = statuses[customer_id]
        if status in skipped:
            outcomes.append(Enrollment(customer_id, skipped[status]))
        else:
            outcomes.append(await _enroll(db, ctx, promotion_id, customer_id, channel))
    return outcomes


async def _enroll(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    customer_id: uuid.UUID,
    channel: str,
) -> Enrollment:
    """One customer through the redeem path in a savepoint; a promotion that takes no
    redemptions at all (archived, expired) fails the whole call."""
    request = redemptions.Redemption(customer_id=customer_id, channel=channel)
    try:
        async with db.begin_nested():
            redemption = await redemptions.redeem(db, ctx, promotion_id, request)
    except CustomerBlocked as exc:
        return Enrollment(customer_id, "blocked", detail=exc.detail)
    except LimitReached as exc:
        return Enrollment(customer_id, "limit_reached", detail=exc.detail)
    except ValidationFailed as exc:
        return Enrollment(customer_id, "ineligible", detail=exc.detail)
    return Enrollment(customer_id, "enrolled", redemption.id)


_SLOTS = RecurringJob(AUTO_ENROLL_JOB, AUTO_ENROLL_EVERY)


async def enroll_when_published(
    db: AsyncSession, ctx: RequestContext, promotion: Promotion
) -> None:
    """Publishing an AUTO_ENROLL promotion (or a new version of one) runs an enrollment now."""
    if promotion.distribution == AUTO_ENROLL:
        await _schedule(db, ctx, promotion.id, clock.wall_now(), f"v{promotion.live_version}")


async def _schedule(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, run_at: datetime, key: str
) -> None:
    await enqueue_job(
        db,
        AUTO_ENROLL_JOB,
        {"promotion_id": str(promotion_id)},
        ctx=ctx,
        run_at=run_at,
        dedup_key=f"{AUTO_ENROLL_JOB}:{promotion_id}:{key}",
    )


async def _schedule_next(db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID) -> None:
    """The next recurring run, keyed by its time slot: runs started by several publications
    merge into one chain."""
    run_at = clock.wall_now() + AUTO_ENROLL_EVERY
    slot = _SLOTS.slot_start(run_at)
    await _schedule(db, ctx, promotion_id, run_at, slot.strftime("%Y-%m-%dT%H:%M"))


async def auto_enroll(db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID) -> int:
    """Enroll the audience's matches that never stood with the promotion; reschedule while it
    is active and not past its validity. Returns how many were enrolled."""
    try:
        promotion = await PromotionRepository(db, ctx).get(promotion_id)
    except NotFound:
        return 0
    today = clock.wall_now().date()
    if (
        promotion.status != ACTIVE
        or promotion.distribution != AUTO_ENROLL
        or (promotion.valid_to is not None and promotion.valid_to < today)
    ):
        return 0
    matched = await audiences.matching_ids(db, ctx, promotion.audience)
    standing = await RedemptionRepository(db, ctx).standings(promotion.id, matched)
    newcomers = [customer_id for customer_id in matched if customer_id not in standing]
    enrolled = 0
    if promotion.valid_from <= today:
        outcomes = await _enroll_each(db, ctx, promotion.id, newcomers, channel="auto_enroll")
        enrolled = sum(outcome.outcome == "enrolled" for outcome in outcomes)
    log.info("auto-enrolled %s of %s new audience matches", enrolled, len(newcomers))
    await _schedule_next(db, ctx, promotion.id)
    return enrolled
