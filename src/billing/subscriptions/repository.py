"""SQL of the subscriptions domain."""

from __future__ import annotations

import uuid

from sqlalchemy import exists, select

from billing.models.subscription import Subscription, SubscriptionAddOn
from billing.platform.repository import WorkspaceRepository

OPEN_STATUSES = ("trialing", "active", "past_due")


class SubscriptionRepository(WorkspaceRepository[Subscription]):
    model = Subscription

    async def any_open(
        self,
        *,
        customer_id: uuid.UUID | None = None,
        plan_id: uuid.UUID | None = None,
        add_on_price_id: uuid.UUID | None = None,
    ) -> bool:
        """Whether a subscription that is not canceled uses the customer, plan or add-on price."""
        stmt = self.scoped().where(Subscription.status.in_(OPEN_STATUSES))
        if customer_id is not None:
            stmt = stmt.where(Subscription.customer_id == customer_id)
        if plan_id is not None:
            stmt = stmt.where(Subscription.plan_id == plan_id)
        if add_on_price_id is not None:
            stmt = stmt.where(
                exists().where(
                    SubscriptionAddOn.subscription_id == Subscription.id,
                    SubscriptionAddOn.price_id == add_on_price_id,
                )
            )
        found = await self.session.scalar(select(stmt.exists()))
        return bool(found)
