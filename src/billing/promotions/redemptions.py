"""Redeem a promotion (its later transitions are in `redemption_lifecycle`), the lists, and
redemptions as the `redemption` referrers of the version they pin.

Redeem tells its rule in order: the promotion must be active and valid today (else 409
INVALID_STATE), the coupon code must match a COUPON promotion, a revoked customer is refused
(409 CUSTOMER_BLOCKED) until unblocked, the eligibility that can be judged without an invoice
must not fail (422 with the failing conditions; `min_spend` is judged by the engine on each
invoice), then the caps are taken with one conditional UPDATE each (409 LIMIT_REACHED) and the
redemption is written, pinned to the live version. Its status follows the application timing
(`pending` for NEXT_CYCLE, else `active`), or `dormant` when no rung of a ladder is reachable
yet.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.customers import service as customers
from billing.models.customer import Customer
from billing.models.promotions import Promotion, PromotionRedemption
from billing.models.subscription import Subscription
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import (
    CustomerBlocked,
    FieldError,
    InvalidState,
    LimitReached,
    NotFound,
    ValidationFailed,
)
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.promotions import conditions, engine, referrers
from billing.promotions.redemption_repository import CustomerFactsRepository, RedemptionRepository
from billing.promotions.repository import PromotionRepository
from billing.promotions.states import (
    ACTIVE,
    ACTIVE_REDEMPTION,
    DORMANT,
    PENDING,
)
from billing.segments import service as segments
from billing.subscriptions import periods
from billing.subscriptions import service as subscriptions

COUPON, AUTO_APPLY = "COUPON", "AUTO_APPLY"


@dataclass(frozen=True)
class Redemption:
    """What redeem is asked: who, on which subscription, through which channel."""

    customer_id: uuid.UUID
    subscription_id: uuid.UUID | None = None
    coupon_code: str | None = None
    channel: str = "redeem"
    coupon_token_id: uuid.UUID | None = None


class Ineligible(ValidationFailed):
    """422 naming the conditions the customer fails (`failing_conditions`)."""


async def redeem(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, request: Redemption
) -> PromotionRedemption:
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    customer = await customer_record(db, ctx, request.customer_id)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    today = now.date()
    _require_redeemable(promotion, today)
    engine.require_supported_scope(promotion.evaluation_scope, "promotion_id")
    _require_code(promotion, request)
    redemptions = RedemptionRepository(db, ctx)
    standing = await redemptions.standing(promotion.id, customer.id)
    if standing is not None and standing.blocked:
        raise _blocked()
    subscription = await _subscription(db, ctx, request.subscription_id, customer.id)
    facts = await customer_facts(db, ctx, promotion, customer, subscription, today)
    verdict = conditions.judge(promotion.eligibility, facts, ("eligibility",))
    if verdict.blocks:
        raise _ineligible(verdict)
    await _take_caps(redemptions, promotion, customer.id)
    redemption = PromotionRedemption(
        promotion_id=promotion.id,
        version=promotion.live_version or promotion.version,
        customer_id=customer.id,
        subscription_id=request.subscription_id,
        coupon_token_id=request.coupon_token_id,
        channel=request.channel,
        status=_first_status(promotion, facts),
        redeemed_at=now,
    )
    redemptions.add(redemption)
    await db.flush()
    emit(db, ctx, "redeemed", redemption)
    await _extend_trial(db, ctx, promotion, subscription, customer, now)
    return redemption


async def _extend_trial(
    db: AsyncSession,
    ctx: RequestContext,
    promotion: Promotion,
    subscription: Subscription | None,
    customer: Customer,
    now: datetime,
) -> None:
    """A `free_trial_extension` of the promotion's effects (or of its first phase) moves the
    trial end of the subscription redeemed for, when it is in its trial: once, at redemption."""
    if subscription is None:
        return
    effects = promotion.effects or ((promotion.phases or [{}])[0].get("effects") or [])
    days = sum(e["days"] for e in effects if e.get("type") == "free_trial_extension")
    if days:
        await subscriptions.extend_trial(
            db, ctx, subscription.id, days, customer.test_clock_id, now
        )


def _require_redeemable(promotion: Promotion, today: date) -> None:
    if promotion.status != ACTIVE:
        raise InvalidState(f"a promotion that is {promotion.status} takes no redemptions")
    if promotion.distribution == AUTO_APPLY:
        raise InvalidState("an AUTO_APPLY promotion applies by itself and takes no redemptions")
    if promotion.valid_from > today:
        raise InvalidState(f"the promotion is valid from {promotion.valid_from.isoformat()}")
    if promotion.valid_to is not None and promotion.valid_to < today:
        raise InvalidState(f"the promotion expired on {promotion.valid_to.isoformat()}")


def _require_code(promotion: Promotion, request: Redemption) -> None:
    if request.channel != "redeem":
        return  # a token stands for the code; an operator's enrollment needs none
    if promotion.distribution != COUPON:
        if request.coupon_code is not None:
            raise ValidationFailed("only a COUPON promotion takes a code", field=("coupon_code",))
        return
    if request.coupon_code is None:
        raise ValidationFailed("a COUPON promotion needs its code", field=("coupon_code",))
    if (promotion.code or "").lower() != request.coupon_code.lower():
        raise ValidationFailed("is not this promotion's code", field=("coupon_code",))


async def customer_record(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID
) -> Customer:
    """The customer a request names; an unknown one is a 422 at `customer_id`."""
    try:
        return await customers.get_customer(db, ctx, customer_id)
    except NotFound:
        raise ValidationFailed("no such customer", field=("customer_id",)) from None


async def _subscription(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID | None, customer_id: uuid.UUID
) -> Subscription | None:
    if subscription_id is None:
        return None
    try:
        subscription = await subscriptions.get_subscription(db, ctx, subscription_id)
    except NotFound:
        subscription = None
    if subscription is None or subscription.customer_id != customer_id:
        raise ValidationFailed("no such subscription of the customer", field=("subscription_id",))
    return subscription


async def customer_facts(
    db: AsyncSession,
    ctx: RequestContext,
    promotion: Promotion,
    customer: Customer,
    subscription: Subscription | None,
    today: date,
) -> conditions.Facts:
    """What the promotion's conditions ask of the customer, read once for the ids they name;
    without a subscription, `plans` and `billing_cycle` stay unknown (judged per invoice)."""
    rules = [promotion.eligibility, promotion.phases]
    named_segments = conditions.named_ids(rules, "segments", "segment_ids")
    in_segments = set()
    for segment_id in named_segments:
        try:
            if await segments.customer_in_segment(db, ctx, segment_id, customer.id):
                in_segments.add(segment_id)
        except NotFound:
            continue  # a deleted segment matches nobody
    facts = CustomerFactsRepository(db, ctx)
    return conditions.Facts(
        today=today,
        plan_id=subscription.plan_id if subscription else None,
        segment_ids=frozenset(in_segments),
        tag_ids=await facts.tag_ids(customer.id),
        first_purchase=not await facts.invoiced_before(customer.id),
        billing_cycle=await _cycle(db, ctx, subscription) if subscription else None,
    )


async def _cycle(db: AsyncSession, ctx: RequestContext, subscription: Subscription) -> int:
    """The number of the subscription's current period (the first is 1)."""
    plan = (await catalog.get_plan_with_items(db, ctx, subscription.plan_id)).plan
    interval: periods.Interval = plan.interval  # type: ignore[assignment]
    number = 0
    anchor = subscription.billing_anchor
    while (
        periods.boundary(anchor, interval, plan.interval_count, number + 1)
        <= subscription.current_period_start
    ):
        number += 1
    return number + 1


def _ineligible(verdict: conditions.Verdict) -> Ineligible:
    failing = [
        {"path": "/" + "/".join(str(part) for part in f.path), "type": f.type, "detail": f.detail}
        for f in verdict.failures
    ]
    return Ineligible(
        "the customer is not eligible: " + "; ".join(f.detail for f in verdict.failures),
        errors=[FieldError(("customer_id",), f.detail) for f in verdict.failures],
        extra={"failing_conditions": failing},
    )


def _blocked() -> CustomerBlocked:
    return CustomerBlocked("the customer's redemption was revoked: unblock it first")


async def _take_caps(
    redemptions: RedemptionRepository, promotion: Promotion, customer_id: uuid.UUID
) -> None:
    """The global cap (and budget), then the customer's: each one conditional UPDATE; a
    refusal rolls the request back, so a count taken before it is given back."""
    if not await redemptions.take_promotion_slot(promotion.id):
        if promotion.max_budget is not None and promotion.budget_spent >= promotion.max_budget:
            raise LimitReached("the promotion's budget is spent")
        raise LimitReached("the promotion reached max_redemptions")
    await redemptions.ensure_standing(promotion.id, customer_id)
    if not await redemptions.take_customer_slot(
        promotion.id, customer_id, promotion.max_redemptions_per_customer
    ):
        standing = await redemptions.standing(promotion.id, customer_id)
        if standing is not None and standing.blocked:
            raise _blocked()
        raise LimitReached("the customer reached max_redemptions_per_customer")


def _first_status(promotion: Promotion, facts: conditions.Facts) -> str:
    if promotion.phases and not conditions.phase_reachable(promotion.phases, facts):
        return DORMANT
    return PENDING if promotion.application_timing == "NEXT_CYCLE" else ACTIVE_REDEMPTION


def emit(
    db: AsyncSession, ctx: RequestContext, action: str, redemption: PromotionRedemption
) -> None:
    emit_event(
        db,
        ctx,
        f"promotion_redemption.{action}",
        {
            "promotion_id": str(redemption.promotion_id),
            "customer_id": str(redemption.customer_id),
            "status": redemption.status,
        },
        resource_type="promotion_redemption",
        resource_id=redemption.id,
    )


async def list_of_promotion(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, query: ListQuery
) -> Page[PromotionRedemption]:
    await PromotionRepository(db, ctx).get(promotion_id)
    return await RedemptionRepository(db, ctx).page_of_promotion(promotion_id, query)


async def list_of_customer(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, query: ListQuery
) -> Page[PromotionRedemption]:
    await customers.get_customer(db, ctx, customer_id)
    return await RedemptionRepository(db, ctx).page_of_customer(customer_id, query)


async def _count_pinning(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, version: int | None
) -> int:
    return await RedemptionRepository(db, ctx).count_pinning(promotion_id, version)


async def _pinning(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    version: int,
    limit: int,
    offset: int,
) -> list[referrers.Referrer]:
    return await RedemptionRepository(db, ctx).pinning(promotion_id, version, limit, offset)


referrers.register_referrer_source("redemption", referrers.ReferrerSource(_count_pinning, _pinning))
