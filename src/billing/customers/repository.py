"""SQL of the customers domain: deleted customers are invisible to every query here except
`get_of_record` (the customer a document names)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Any

from sqlalchemy import Select, or_, select

from billing.models.customer import Customer, PaymentMethod
from billing.models.subscription import OPEN_STATUSES, Subscription
from billing.models.tags import tag_filter
from billing.platform.errors import NotFound
from billing.platform.filters import Field, FilterSpec, compare
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})

CUSTOMER_FILTERS = FilterSpec(
    {
        "email": Field(Customer.email, ops=frozenset({"eq", "in", "contains"})),
        "name": Field(Customer.name, ops=frozenset({"eq", "contains"})),
        "currency": Field(Customer.currency, ops=frozenset({"eq", "ne", "in"}), countable=True),
        "country": Field(Customer.address_country, ops=frozenset({"eq", "ne", "in"})),
        "locale": Field(Customer.locale, ops=frozenset({"eq", "in"})),
        "tax_exempt": Field(Customer.tax_exempt, kind="bool", ops=frozenset({"eq"})),
        "test_clock_id": Field(Customer.test_clock_id, kind="uuid", ops=frozenset({"eq"})),
        "created_at": Field(Customer.created_at, kind="datetime", ops=_RANGE),
        "tag": tag_filter("CUSTOMER", Customer.id),
    }
)

SEARCHED_COLUMNS = (
    Customer.name,
    Customer.email,
    Customer.vat_id,
    Customer.buyer_reference,
)


def _search(term: str) -> Any:
    """Case-insensitive substring over name, email, VAT id and buyer reference."""
    return or_(*(compare(column, "contains", term) for column in SEARCHED_COLUMNS))


class CustomerRepository(WorkspaceRepository[Customer]):
    model = Customer

    def scoped(self) -> Select[Any]:
        return super().scoped().where(Customer.deleted_at.is_(None))

    async def page(self, query: ListQuery) -> Page[Customer]:
        stmt = self.scoped()
        if query.search:
            stmt = stmt.where(_search(query.search))
        return await fetch_page(self.session, stmt, query, keys=(Customer.created_at, Customer.id))

    async def get_of_record(self, customer_id: uuid.UUID) -> Customer:
        """The customer even when deleted: invoices and credit notes keep pointing at it."""
        stmt = super().scoped().where(Customer.id == customer_id)
        found: Customer | None = (await self.session.execute(stmt)).scalar_one_or_none()
        if found is None:
            raise NotFound(f"customer {customer_id} was not found")
        return found

    async def many_of_record(self, customer_ids: Iterable[uuid.UUID]) -> dict[uuid.UUID, Customer]:
        """`get_of_record` of several customers in one query, by id (missing ones left out)."""
        wanted = set(customer_ids)
        if not wanted:
            return {}
        stmt = super().scoped().where(self.one_of(Customer.id, "customer_ids"))
        found = await self.session.scalars(stmt, {"customer_ids": list(wanted)})
        return {customer.id: customer for customer in found}


class CustomerPaymentMethods(WorkspaceRepository[PaymentMethod]):
    """The customer's payment methods as its default method sees them. Read here rather than
    through the payments service, which depends on this domain (a call back would be a cycle)."""

    model = PaymentMethod

    async def is_active_of(self, customer_id: uuid.UUID, method_id: uuid.UUID) -> bool:
        stmt = self.scoped().where(
            PaymentMethod.id == method_id,
            PaymentMethod.customer_id == customer_id,
            PaymentMethod.status == "active",
        )
        return bool(await self.session.scalar(select(stmt.exists())))


class CustomerSubscriptions(WorkspaceRepository[Subscription]):
    """Whether open subscriptions bill the customer. Read here rather than through the
    subscriptions service, which depends on this domain (a call back would be a cycle)."""

    model = Subscription

    async def any_open(
        self, customer_id: uuid.UUID, *, currency_other_than: str | None = None
    ) -> bool:
        stmt = self.scoped().where(
            Subscription.customer_id == customer_id, Subscription.status.in_(OPEN_STATUSES)
        )
        if currency_other_than is not None:
            stmt = stmt.where(Subscription.currency != currency_other_than)
        return bool(await self.session.scalar(select(stmt.exists())))
