"""What other domains ask of subscriptions (whether a customer, plan or price is in use).

The lifecycle rules are in `lifecycle.py`; this module imports no other domain, so that the
catalog and customers can ask it without an import cycle.
"""

from __future__ import annotations

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext
from billing.subscriptions.repository import SubscriptionRepository


async def customer_has_open_subscriptions(
    db: AsyncSession,
    ctx: RequestContext,
    customer_id: uuid.UUID,
    *,
    currency_other_than: str | None = None,
) -> bool:
    """Whether a subscription that is not canceled bills the customer (in another currency
    than `currency_other_than`, when given)."""
    return await SubscriptionRepository(db, ctx).any_open(
        customer_id=customer_id, currency_other_than=currency_other_than
    )


async def plan_has_open_subscriptions(
    db: AsyncSession, ctx: RequestContext, plan_id: uuid.UUID
) -> bool:
    return await SubscriptionRepository(db, ctx).any_open(plan_id=plan_id)


async def price_is_open_add_on(db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID) -> bool:
    """Whether a subscription that is not canceled carries the price as an add-on."""
    return await SubscriptionRepository(db, ctx).any_open(add_on_price_id=price_id)
