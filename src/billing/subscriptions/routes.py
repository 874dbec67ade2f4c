"""HTTP routes of the subscriptions domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tags import Tag
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.subscriptions import lifecycle
from billing.subscriptions.repository import CHANGE_FILTERS, SUBSCRIPTION_FILTERS
from billing.subscriptions.schemas import (
    AddOnOut,
    SubscriptionCancel,
    SubscriptionChangeOut,
    SubscriptionCreate,
    SubscriptionOut,
    SubscriptionUpdate,
)
from billing.tags import service as tags
from billing.tags.schemas import TagRef

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["subscriptions"])


def subscription_out(
    view: lifecycle.SubscriptionView, found_tags: Sequence[Tag]
) -> SubscriptionOut:
    s = view.subscription
    return SubscriptionOut(
        id=s.id,
        customer_id=s.customer_id,
        plan_id=s.plan_id,
        currency=s.currency,
        quantity=s.quantity,
        status=s.status,
        start_date=s.start_date,
        billing_anchor=s.billing_anchor,
        trial_end=s.trial_end,
        current_period_start=s.current_period_start,
        current_period_end=s.current_period_end,
        cancel_at_period_end=s.cancel_at_period_end,
        canceled_at=s.canceled_at,
        ended_at=s.ended_at,
        cancellation_reason=s.cancellation_reason,
        billing_blocked=s.billing_blocked_at is not None,
        billing_blocked_reason=s.billing_blocked_reason,
        billing_blocked_at=s.billing_blocked_at,
        add_ons=[AddOnOut(price_id=a.price_id, quantity=a.quantity) for a in view.add_ons],
        metadata=s.metadata_,
        tags=[TagRef.model_validate(tag) for tag in found_tags],
        created_at=s.created_at,
        updated_at=s.updated_at,
    )


async def _one(db: AsyncSession, ctx: RequestContext, view: lifecycle.SubscriptionView) -> Any:
    found = await tags.tags_of(db, ctx, "SUBSCRIPTION", [view.subscription.id])
    return {"data": subscription_out(view, found[view.subscription.id])}


@router.get("/subscriptions", response_model=ListEnvelope[SubscriptionOut])
async def list_subscriptions(
    query: ListQuery = ListParams(SUBSCRIPTION_FILTERS, "subscriptions"),
    ctx: RequestContext = Permission("subscriptions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List subscriptions, newest first."""
    page, views = await lifecycle.list_subscriptions(db, ctx, query)
    found = await tags.tags_of(db, ctx, "SUBSCRIPTION", [v.subscription.id for v in views])
    return list_envelope([subscription_out(v, found[v.subscription.id]) for v in views], page)


@router.post("/subscriptions", response_model=Envelope[SubscriptionOut], status_code=201)
async def create_subscription(
    body: SubscriptionCreate,
    ctx: RequestContext = Permission("subscriptions:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Subscribe a customer to a plan."""
    return await _one(db, ctx, await lifecycle.create_subscription(db, ctx, body))


@router.get("/subscriptions/{subscription_id}", response_model=Envelope[SubscriptionOut])
async def get_subscription(
    subscription_id: uuid.UUID,
    ctx: RequestContext = Permission("subscriptions:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Get a subscription."""
    return await _one(db, ctx, await lifecycle.get_subscription(db, ctx, subscription_id))


@router.patch("/subscriptions/{subscription_id}", response_model=Envelope[SubscriptionOut])
async def update_subscription(
    subscription_id: uuid.UUID,
    body: SubscriptionUpdate,
    ctx: RequestContext = Permission("subscriptions:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Change the plan, quantity, add-ons, metadata or cancel-at-period-end flag."""
    view = await lifecycle.update_subscription(db, ctx, subscription_id, body)
    return await _one(db, ctx, view)


@router.post("/subscriptions/{subscription_id}/cancel", response_model=Envelope[SubscriptionOut])
async def cancel_subscription(
    subscription_id: uuid.UUID,
    body: SubscriptionCancel | None = None,
    ctx: RequestContext = Permission("subscriptions:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Cancel now, or at the end of the current period (`at_period_end`)."""
    view = await lifecycle.cancel_subscription(
        db, ctx, subscription_id, body or SubscriptionCancel()
    )
    return await _one(db, ctx, view)


@router.post(
    "/subscriptions/{subscription_id}/resume-billing",
    response_model=Envelope[SubscriptionOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def resume_subscription_billing(
    subscription_id: uuid.UUID,
    ctx: RequestContext = Permission("subscriptions:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Resume a blocked billing once its cause is fixed; the next run bills what was missed."""
    return await _one(db, ctx, await lifecycle.resume_billing(db, ctx, subscription_id))


@router.get(
    "/subscriptions/{subscription_id}/changes",
    response_model=ListEnvelope[SubscriptionChangeOut],
)
async def list_subscription_changes(
    subscription_id: uuid.UUID,
    query: ListQuery = ListParams(CHANGE_FILTERS, "subscription-changes"),
    ctx: RequestContext = Permission("subscriptions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The recorded mid-period changes of a subscription, newest first."""
    page = await lifecycle.list_changes(db, ctx, subscription_id, query)
    return list_envelope(
        [SubscriptionChangeOut.model_validate(c, from_attributes=True) for c in page.items], page
    )
