"""A redemption's lifecycle after redeem (`states.REDEMPTION`): opt-out, revoke (blacklist,
optional clawback), unblock, and expiry when the promotion's validity ends; and the clawback
preview."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, time, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import Promotion, PromotionRedemption
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import NotFound
from billing.platform.outbox import enqueue_job
from billing.promotions import clawback, redemptions
from billing.promotions.redemption_repository import RedemptionRepository
from billing.promotions.repository import PromotionRepository
from billing.promotions.states import OPTED_OUT, REDEMPTION, REVOKED


async def _redemption(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, redemption_id: uuid.UUID
) -> PromotionRedemption:
    await PromotionRepository(db, ctx).get(promotion_id)
    found = await RedemptionRepository(db, ctx).of_promotion(
        promotion_id, redemption_id, for_update=True
    )
    if found is None:
        raise NotFound(f"redemption {redemption_id} was not found")
    return found


async def opt_out(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, redemption_id: uuid.UUID
) -> PromotionRedemption:
    """Benefits stop going forward; past ones stay; auto-enrollment never re-adds the
    customer, who may still redeem again explicitly."""
    redemption = await _redemption(db, ctx, promotion_id, redemption_id)
    REDEMPTION.require(redemption, "opt out", hint="a revoked redemption is unblocked instead")
    REDEMPTION.move(redemption, OPTED_OUT)
    redemption.opted_out_at = clock.wall_now()
    await RedemptionRepository(db, ctx).set_standing(
        promotion_id, redemption.customer_id, opted_out=True
    )
    await db.flush()
    redemptions.emit(db, ctx, "opted_out", redemption)
    return redemption


async def revoke(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    redemption_id: uuid.UUID,
    *,
    revert_benefits: bool,
) -> PromotionRedemption:
    """Blacklist the customer (redeem answers CUSTOMER_BLOCKED until unblock); with
    `revert_benefits`, the clawback sources take back what the redemption gave."""
    redemption = await _redemption(db, ctx, promotion_id, redemption_id)
    REDEMPTION.move(redemption, REVOKED)
    redemption.revoked_at = clock.wall_now()
    await RedemptionRepository(db, ctx).set_standing(
        promotion_id, redemption.customer_id, blocked=True
    )
    if revert_benefits:
        await clawback.revert(db, ctx, redemption)
        redemption.benefits_reverted = True
    await db.flush()
    redemptions.emit(db, ctx, "revoked", redemption)
    return redemption


async def unblock(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, redemption_id: uuid.UUID
) -> PromotionRedemption:
    """Revoked becomes opted_out: the customer may be enrolled again (nothing is restored)."""
    redemption = await _redemption(db, ctx, promotion_id, redemption_id)
    REDEMPTION.require(redemption, "unblock")
    REDEMPTION.move(redemption, OPTED_OUT)
    redemption.opted_out_at = clock.wall_now()
    repository = RedemptionRepository(db, ctx)
    still_revoked = await repository.any_revoked(
        promotion_id, redemption.customer_id, other_than=redemption.id
    )
    await repository.set_standing(
        promotion_id, redemption.customer_id, blocked=still_revoked, opted_out=True
    )
    await db.flush()
    redemptions.emit(db, ctx, "unblocked", redemption)
    return redemption


async def clawback_preview(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, redemption_id: uuid.UUID
) -> list[clawback.Total]:
    """What a revoke with `revert_benefits` would take back; moves nothing."""
    await PromotionRepository(db, ctx).get(promotion_id)
    found = await RedemptionRepository(db, ctx).of_promotion(promotion_id, redemption_id)
    if found is None:
        raise NotFound(f"redemption {redemption_id} was not found")
    return await clawback.preview(db, ctx, found)


EXPIRE_JOB = "promotions.expire_redemptions"


async def schedule_expiry(db: AsyncSession, ctx: RequestContext, promotion: Promotion) -> None:
    """At the start of the day after `valid_to` (UTC), the live redemptions expire; a later
    edit of `valid_to` schedules its own run, and a run that finds the promotion still valid
    does nothing."""
    if promotion.valid_to is None:
        return
    day_after = promotion.valid_to + timedelta(days=1)
    await enqueue_job(
        db,
        EXPIRE_JOB,
        {"promotion_id": str(promotion.id)},
        ctx=ctx,
        run_at=datetime.combine(day_after, time(), tzinfo=UTC),
        dedup_key=f"{EXPIRE_JOB}:{promotion.id}:{promotion.valid_to.isoformat()}",
    )


async def expire_ended(db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID) -> int:
    """Expire the live redemptions of a promotion whose validity has ended; returns how many."""
    try:
        promotion = await PromotionRepository(db, ctx).get(promotion_id)
    except NotFound:
        return 0
    now = clock.wall_now()
    if promotion.valid_to is None or promotion.valid_to >= now.date():
        return 0
    return await RedemptionRepository(db, ctx).expire_live(promotion.id, now)
