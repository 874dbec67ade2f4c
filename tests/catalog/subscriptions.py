"""Subscriptions written straight to the database: the catalog's rules that depend on open
subscriptions are tested without going through the subscriptions API."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

from sqlalchemy import update

from billing.models.customer import Customer
from billing.models.subscription import Subscription, SubscriptionAddOn
from billing.platform import clock
from billing.platform.db import Database
from tests.support import Tenant


def _db(tenant: Tenant) -> Database:
    return tenant.client.app.state.db  # type: ignore[attr-defined,no-any-return]


def open_subscription(
    tenant: Tenant,
    plan: dict[str, Any],
    *,
    add_on_price_id: str | None = None,
    status: str = "active",
    mode: str = "live",
) -> str:
    """A subscription of a new customer to the plan; returns its id."""
    workspace = tenant.workspace(mode)
    scope = {"organization_id": tenant.org.organization_id, "workspace_id": workspace.id}
    now = clock.utcnow()

    async def create() -> str:
        async with _db(tenant).session() as session, session.begin():
            customer = Customer(name="Subscriber", **scope)
            session.add(customer)
            await session.flush()
            subscription = Subscription(
                customer_id=customer.id,
                plan_id=uuid.UUID(plan["id"]),
                currency=plan["currency"],
                status=status,
                start_date=now.date(),
                billing_anchor=now,
                current_period_start=now,
                current_period_end=now + timedelta(days=30),
                **scope,
            )
            session.add(subscription)
            await session.flush()
            if add_on_price_id is not None:
                session.add(
                    SubscriptionAddOn(
                        subscription_id=subscription.id,
                        price_id=uuid.UUID(add_on_price_id),
                        **scope,
                    )
                )
            return str(subscription.id)

    return str(tenant.client.portal.call(create))  # type: ignore[union-attr]


def set_status(tenant: Tenant, subscription_id: str, status: str) -> None:
    async def change() -> None:
        async with _db(tenant).session() as session, session.begin():
            await session.execute(
                update(Subscription)
                .where(Subscription.id == uuid.UUID(subscription_id))
                .values(status=status)
            )

    tenant.client.portal.call(change)  # type: ignore[union-attr]
