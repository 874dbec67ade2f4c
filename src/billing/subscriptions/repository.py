"""SQL of the subscriptions domain."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy import delete, update

from billing.models.subscription import (
    OPEN_STATUSES,
    Subscription,
    SubscriptionAddOn,
    SubscriptionChange,
)
from billing.models.tags import tag_filter
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

STATUSES = frozenset({*OPEN_STATUSES, "canceled"})
_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})

SUBSCRIPTION_FILTERS = FilterSpec(
    {
        "customer_id": Field(Subscription.customer_id, kind="uuid"),
        "plan_id": Field(Subscription.plan_id, kind="uuid"),
        "status": Field(
            Subscription.status,
            ops=frozenset({"eq", "ne", "in"}),
            choices=STATUSES,
            countable=True,
        ),
        "currency": Field(Subscription.currency, ops=frozenset({"eq", "in"})),
        "cancel_at_period_end": Field(
            Subscription.cancel_at_period_end, kind="bool", ops=frozenset({"eq"})
        ),
        "current_period_end": Field(Subscription.current_period_end, kind="datetime", ops=_RANGE),
        "billing_blocked": Field(
            Subscription.billing_blocked_at.is_not(None), kind="bool", ops=frozenset({"eq"})
        ),
        "created_at": Field(Subscription.created_at, kind="datetime", ops=_RANGE),
        "tag": tag_filter("SUBSCRIPTION", Subscription.id),
    }
)

CHANGE_FILTERS = FilterSpec(
    {
        "kind": Field(SubscriptionChange.kind, ops=frozenset({"eq", "in"})),
        "effective_at": Field(SubscriptionChange.effective_at, kind="datetime", ops=_RANGE),
    }
)


class SubscriptionRepository(WorkspaceRepository[Subscription]):
    model = Subscription

    async def page(self, query: ListQuery) -> Page[Subscription]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(Subscription.created_at, Subscription.id)
        )

    async def lock_many(self, subscription_ids: Iterable[uuid.UUID]) -> list[Subscription]:
        """Lock the subscriptions of these ids that exist, in primary-key order (two
        transactions locking overlapping sets then never wait for each other in a cycle)."""
        wanted = set(subscription_ids)
        if not wanted:
            return []
        stmt = (
            self.scoped()
            .where(self.one_of(Subscription.id, "subscription_ids"))
            .order_by(Subscription.id)
            .with_for_update()
        )
        return list((await self.session.scalars(stmt, {"subscription_ids": list(wanted)})).all())


class AddOnRepository(WorkspaceRepository[SubscriptionAddOn]):
    model = SubscriptionAddOn

    async def of(self, subscription_ids: Sequence[uuid.UUID]) -> list[SubscriptionAddOn]:
        if not subscription_ids:
            return []
        stmt = (
            self.scoped()
            .where(self.one_of(SubscriptionAddOn.subscription_id, "subscription_ids"))
            .order_by(SubscriptionAddOn.price_id)
        )
        found = await self.session.scalars(stmt, {"subscription_ids": list(subscription_ids)})
        return list(found.all())

    async def replace(self, subscription_id: uuid.UUID, add_ons: dict[uuid.UUID, int]) -> None:
        await self.session.execute(
            delete(SubscriptionAddOn).where(
                *self.tenant_filter(), SubscriptionAddOn.subscription_id == subscription_id
            )
        )
        for price_id, quantity in add_ons.items():
            self.add(
                SubscriptionAddOn(
                    subscription_id=subscription_id, price_id=price_id, quantity=quantity
                )
            )
        await self.session.flush()


class ChangeRepository(WorkspaceRepository[SubscriptionChange]):
    model = SubscriptionChange

    async def page(self, subscription_id: uuid.UUID, query: ListQuery) -> Page[SubscriptionChange]:
        stmt = self.scoped().where(SubscriptionChange.subscription_id == subscription_id)
        return await fetch_page(
            self.session,
            stmt,
            query,
            keys=(SubscriptionChange.created_at, SubscriptionChange.id),
        )

    async def of_subscriptions(
        self, subscription_ids: Iterable[uuid.UUID]
    ) -> dict[uuid.UUID, list[SubscriptionChange]]:
        """`of_subscription` of many subscriptions in one query (an empty list for none)."""
        found: dict[uuid.UUID, list[SubscriptionChange]] = {i: [] for i in subscription_ids}
        if not found:
            return found
        stmt = (
            self.scoped()
            .where(self.one_of(SubscriptionChange.subscription_id, "subscription_ids"))
            .order_by(
                SubscriptionChange.effective_at,
                SubscriptionChange.created_at,
                SubscriptionChange.id,
            )
        )
        changes = await self.session.scalars(stmt, {"subscription_ids": list(found)})
        for change in changes.all():
            found[change.subscription_id].append(change)
        return found

    async def of_subscription(self, subscription_id: uuid.UUID) -> list[SubscriptionChange]:
        """Every change of a subscription, in the order they took effect."""
        stmt = (
            self.scoped()
            .where(SubscriptionChange.subscription_id == subscription_id)
            .order_by(
                SubscriptionChange.effective_at,
                SubscriptionChange.created_at,
                SubscriptionChange.id,
            )
        )
        return list((await self.session.scalars(stmt)).all())

    async def unbilled(self, subscription_id: uuid.UUID) -> list[SubscriptionChange]:
        """Changes no invoice has billed yet."""
        stmt = (
            self.scoped()
            .where(
                SubscriptionChange.subscription_id == subscription_id,
                SubscriptionChange.invoiced_at.is_(None),
            )
            .order_by(
                SubscriptionChange.effective_at,
                SubscriptionChange.created_at,
                SubscriptionChange.id,
            )
        )
        return list((await self.session.scalars(stmt)).all())

    async def billed_by(self, invoice_id: uuid.UUID) -> list[SubscriptionChange]:
        stmt = (
            self.scoped()
            .where(SubscriptionChange.invoice_id == invoice_id)
            .order_by(
                SubscriptionChange.effective_at,
                SubscriptionChange.created_at,
                SubscriptionChange.id,
            )
        )
        return list((await self.session.scalars(stmt)).all())

    async def mark_invoiced(
        self, change_ids: Sequence[uuid.UUID], invoice_id: uuid.UUID, at: datetime
    ) -> None:
        if not change_ids:
            return
        await self.session.execute(
            update(SubscriptionChange)
            .where(*self.tenant_filter(), SubscriptionChange.id.in_(list(change_ids)))
            .values(invoiced_at=at, invoice_id=invoice_id)
            .execution_options(synchronize_session="fetch")
        )
