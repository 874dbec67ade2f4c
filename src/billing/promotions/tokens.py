"""Coupon tokens: single-use, customer-locked codes of a COUPON promotion.

A token is 192 random bits (`secrets`), shown once when generated and stored only as its
SHA-256 with a display prefix. A token generated with an email redeems only for the customer
with that email; one without locks to its first redeemer, and since a token is single use,
that is the only customer it ever serves. Generating is one bulk insert per call (up to
10,000 tokens), not a round trip per token.
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import CouponToken, PromotionRedemption
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import new_id
from billing.platform.errors import Conflict, InvalidState, NotFound
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page
from billing.promotions import redemptions
from billing.promotions.repository import PromotionRepository
from billing.promotions.states import ARCHIVED
from billing.promotions.token_repository import CouponTokenRepository

TOKEN_PREFIX = "ct_"  # noqa: S105 (a display prefix, not a secret)
PREFIX_LENGTH = 10
"""Characters of the token kept for display (`ct_` and 7 random ones)."""


@dataclass(frozen=True)
class GeneratedToken:
    id: uuid.UUID
    promotion_id: uuid.UUID
    token: str
    prefix: str
    email: str | None
    created_at: datetime


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def generate(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    count: int,
    emails: list[str] | None,
) -> list[GeneratedToken]:
    """`count` new tokens of a COUPON promotion that is not archived (a draft may prepare its
    campaign before it is published)."""
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    if promotion.distribution != redemptions.COUPON:
        raise InvalidState("only a COUPON promotion has coupon tokens")
    if promotion.status == ARCHIVED:
        raise InvalidState("an archived promotion takes no new coupon tokens")
    now = clock.wall_now()
    generated = []
    for n in range(count):
        token = new_token()
        email = emails[n].lower() if emails else None
        generated.append(
            GeneratedToken(new_id(), promotion.id, token, token[:PREFIX_LENGTH], email, now)
        )
    await CouponTokenRepository(db, ctx).insert_many(
        [
            {
                "id": g.id,
                "promotion_id": g.promotion_id,
                "token_hash": token_hash(g.token),
                "prefix": g.prefix,
                "email": g.email,
                "created_at": now,
            }
            for g in generated
        ]
    )
    return generated


async def list_tokens(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, query: ListQuery
) -> Page[CouponToken]:
    await PromotionRepository(db, ctx).get(promotion_id)
    return await CouponTokenRepository(db, ctx).page(promotion_id, query)


async def redeem_token(
    db: AsyncSession,
    ctx: RequestContext,
    token: str,
    customer_id: uuid.UUID,
    subscription_id: uuid.UUID | None,
) -> PromotionRedemption:
    """Redeem the token's promotion for the customer it is locked to: a used token or another
    customer answers 409; the rest is the redeem path (caps, conditions, blacklist)."""
    tokens = CouponTokenRepository(db, ctx)
    found = await tokens.by_hash(token_hash(token))
    if found is None:
        raise NotFound("no such coupon token")
    if found.redeemed_at is not None:
        raise InvalidState("the coupon token was used already")
    customer = await redemptions.customer_record(db, ctx, customer_id)
    locked_elsewhere = found.customer_id is not None and found.customer_id != customer.id
    if locked_elsewhere or (
        found.email is not None and (customer.email or "").lower() != found.email
    ):
        raise Conflict("the coupon token is locked to another customer")
    if not await tokens.claim(found.id, customer.id, clock.wall_now()):
        raise InvalidState("the coupon token was used already")
    redemption = await redemptions.redeem(
        db,
        ctx,
        found.promotion_id,
        redemptions.Redemption(
            customer_id=customer.id,
            subscription_id=subscription_id,
            channel="coupon_token",
            coupon_token_id=found.id,
        ),
    )
    await tokens.link(found.id, redemption.id)
    return redemption
