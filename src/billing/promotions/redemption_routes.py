"""HTTP routes of redemptions, coupon tokens, audiences and bulk enrollment."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Body
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import CouponToken, PromotionRedemption
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import format_minor
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.promotions import (
    audiences,
    enrollment,
    redemption_lifecycle,
    redemptions,
    tokens,
)
from billing.promotions.redemption_repository import REDEMPTION_FILTERS
from billing.promotions.redemption_schemas import (
    AudienceMemberOut,
    AudiencePreviewOut,
    BulkEnrollRequest,
    ClawbackPreviewOut,
    ClawbackTotal,
    EnrollmentList,
    EnrollmentOut,
    GeneratedTokenOut,
    GeneratedTokens,
    RedeemRequest,
    RedemptionOut,
    RevokeRequest,
    TokenOut,
    TokenRedeemRequest,
    TokensCreate,
)
from billing.promotions.rule_schemas import Audience, stored_audience
from billing.promotions.token_repository import TOKEN_FILTERS

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["promotions"])

ONE = "/promotions/{promotion_id}"
REDEMPTION = f"{ONE}/redemptions/{{redemption_id}}"

_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"description": "No such promotion (or redemption) in this workspace (NOT_FOUND)"}
}
_REDEEM: dict[int | str, dict[str, Any]] = {
    409: {
        "description": "Not redeemable now (INVALID_STATE), a revoked customer "
        "(CUSTOMER_BLOCKED), a cap or the budget reached (LIMIT_REACHED)"
    },
    422: {"description": "Bad input, or the customer fails conditions (failing_conditions)"},
}
_STATE: dict[int | str, dict[str, Any]] = {
    409: {"description": "The redemption's status does not allow it (INVALID_STATE)"}
}


def redemption_out(redemption: PromotionRedemption) -> RedemptionOut:
    return RedemptionOut.model_validate(redemption, from_attributes=True)


def token_out(token: CouponToken) -> TokenOut:
    return TokenOut(
        id=token.id,
        promotion_id=token.promotion_id,
        prefix=token.prefix,
        email=token.email,
        customer_id=token.customer_id,
        status="unused" if token.redeemed_at is None else "redeemed",
        redemption_id=token.redemption_id,
        redeemed_at=token.redeemed_at,
        created_at=token.created_at,
    )


@router.post(
    f"{ONE}/redeem",
    response_model=Envelope[RedemptionOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_REDEEM},
)
async def redeem(
    promotion_id: uuid.UUID,
    body: RedeemRequest,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Redeem a promotion for a customer: a redemption pinned to the live version."""
    request = redemptions.Redemption(
        customer_id=body.customer_id,
        subscription_id=body.subscription_id,
        coupon_code=body.coupon_code,
    )
    return {"data": redemption_out(await redemptions.redeem(db, ctx, promotion_id, request))}


@router.post(
    "/coupon-tokens/redeem",
    response_model=Envelope[RedemptionOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={
        404: {"description": "No such coupon token (NOT_FOUND)"},
        409: {
            "description": "Token used (INVALID_STATE), locked to another customer (CONFLICT), "
            "or a refusal of the redeem path"
        },
    },
)
async def redeem_token(
    body: TokenRedeemRequest,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Redeem a single-use coupon token for the customer it is locked to."""
    redemption = await tokens.redeem_token(
        db, ctx, body.token, body.customer_id, body.subscription_id
    )
    return {"data": redemption_out(redemption)}


@router.get(f"{ONE}/redemptions", response_model=ListEnvelope[RedemptionOut], responses=_NOT_FOUND)
async def list_redemptions(
    promotion_id: uuid.UUID,
    query: ListQuery = ListParams(REDEMPTION_FILTERS, "promotion-redemptions"),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a promotion's redemptions, newest first."""
    page = await redemptions.list_of_promotion(db, ctx, promotion_id, query)
    return list_envelope([redemption_out(r) for r in page.items], page)


@router.get(
    "/customers/{customer_id}/promotion-redemptions",
    response_model=ListEnvelope[RedemptionOut],
    responses=_NOT_FOUND,
)
async def list_customer_redemptions(
    customer_id: uuid.UUID,
    query: ListQuery = ListParams(REDEMPTION_FILTERS, "customer-promotion-redemptions"),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a customer's promotion redemptions, newest first."""
    page = await redemptions.list_of_customer(db, ctx, customer_id, query)
    return list_envelope([redemption_out(r) for r in page.items], page)


@router.get(
    f"{REDEMPTION}/clawback-preview",
    response_model=Envelope[ClawbackPreviewOut],
    responses=_NOT_FOUND,
)
async def clawback_preview(
    promotion_id: uuid.UUID,
    redemption_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Preview what revoking with revert_benefits would take back, per currency (moves nothing)."""
    found = await redemption_lifecycle.clawback_preview(db, ctx, promotion_id, redemption_id)
    totals = [
        ClawbackTotal(
            currency=t.currency,
            invoice_benefits=format_minor(t.by_kind["invoice_benefits"], t.currency),
            wallet_credits=format_minor(t.by_kind["wallet_credits"], t.currency),
            total=format_minor(t.total, t.currency),
        )
        for t in found
    ]
    return {"data": ClawbackPreviewOut(redemption_id=redemption_id, totals=totals)}


@router.post(
    f"{REDEMPTION}/opt-out",
    response_model=Envelope[RedemptionOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_STATE},
)
async def opt_out(
    promotion_id: uuid.UUID,
    redemption_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Opt the customer out: no benefits from now on, past ones stay, no clawback."""
    return {
        "data": redemption_out(
            await redemption_lifecycle.opt_out(db, ctx, promotion_id, redemption_id)
        )
    }


@router.post(
    f"{REDEMPTION}/revoke",
    response_model=Envelope[RedemptionOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_STATE},
)
async def revoke(
    promotion_id: uuid.UUID,
    redemption_id: uuid.UUID,
    body: RevokeRequest | None = None,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Revoke a redemption and blacklist its customer (optionally clawing benefits back)."""
    revert = body.revert_benefits if body is not None else False
    redemption = await redemption_lifecycle.revoke(
        db, ctx, promotion_id, redemption_id, revert_benefits=revert
    )
    return {"data": redemption_out(redemption)}


@router.post(
    f"{REDEMPTION}/unblock",
    response_model=Envelope[RedemptionOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_STATE},
)
async def unblock(
    promotion_id: uuid.UUID,
    redemption_id: uuid.UUID,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Unblock a revoked redemption: it becomes opted_out; nothing is restored."""
    return {
        "data": redemption_out(
            await redemption_lifecycle.unblock(db, ctx, promotion_id, redemption_id)
        )
    }


@router.get(f"{ONE}/coupon-tokens", response_model=ListEnvelope[TokenOut], responses=_NOT_FOUND)
async def list_tokens(
    promotion_id: uuid.UUID,
    query: ListQuery = ListParams(TOKEN_FILTERS, "coupon-tokens"),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a promotion's coupon tokens (prefixes only: a token is shown once), newest first."""
    page = await tokens.list_tokens(db, ctx, promotion_id, query)
    return list_envelope([token_out(t) for t in page.items], page)


@router.post(
    f"{ONE}/coupon-tokens",
    response_model=GeneratedTokens,
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={
        **_NOT_FOUND,
        409: {"description": "Not a COUPON promotion, or archived (INVALID_STATE)"},
    },
)
async def generate_tokens(
    promotion_id: uuid.UUID,
    body: TokensCreate,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Generate single-use coupon tokens (1 to 10,000 per call); each is shown only here."""
    generated = await tokens.generate(db, ctx, promotion_id, body.count, body.emails)
    return {
        "data": [
            GeneratedTokenOut(
                id=g.id,
                promotion_id=g.promotion_id,
                token=g.token,
                prefix=g.prefix,
                email=g.email,
                customer_id=None,
                status="unused",
                redemption_id=None,
                redeemed_at=None,
                created_at=g.created_at,
            )
            for g in generated
        ]
    }


@router.post(f"{ONE}/audience/preview", response_model=AudiencePreviewOut, responses=_NOT_FOUND)
async def preview_audience(
    promotion_id: uuid.UUID,
    audience: Audience | None = Body(None),
    query: ListQuery = ListParams(TOKEN_FILTERS, "promotion-audience-preview"),
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Preview the customers an audience matches (the stored one without a body), with the
    total and each one's enrollment status."""
    found = await audiences.preview(
        db,
        ctx,
        promotion_id,
        stored_audience(audience),
        stored=audience is None,
        query=query,
    )
    members = [
        AudienceMemberOut(
            customer_id=c.id,
            name=c.name,
            email=c.email,
            enrollment_status=found.statuses[c.id],
        )
        for c in found.page.items
    ]
    envelope = list_envelope(members, found.page)
    return {**envelope, "total": found.total}


@router.post(
    f"{ONE}/bulk-enroll",
    response_model=EnrollmentList,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={**_NOT_FOUND, **_REDEEM},
)
async def bulk_enroll(
    promotion_id: uuid.UUID,
    body: BulkEnrollRequest,
    ctx: RequestContext = Permission("promotions:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Enroll customers (named and/or every audience match) through the redeem path; one
    outcome per customer."""
    outcomes = await enrollment.bulk_enroll(
        db, ctx, promotion_id, body.customer_ids, from_audience=body.from_audience
    )
    return {
        "data": [
            EnrollmentOut(
                customer_id=o.customer_id,
                outcome=o.outcome,
                redemption_id=o.redemption_id,
                detail=o.detail,
            )
            for o in outcomes
        ]
    }
