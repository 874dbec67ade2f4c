"""Customers: who is billed, in which currency and language, under which tax rules.

Deleting a customer is soft (invoices keep pointing at it) and refused while a subscription that
is not canceled still bills it.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers.repository import (
    CustomerPaymentMethods,
    CustomerRepository,
    CustomerSubscriptions,
)
from billing.customers.schemas import CustomerCreate, CustomerUpdate
from billing.models.customer import Customer
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import CurrencyMismatch, NotFound, Referenced, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.sandbox import service as sandbox

_ADDRESS_COLUMNS = {
    "line1": "address_line1",
    "line2": "address_line2",
    "city": "address_city",
    "postal_code": "address_postal_code",
    "country": "address_country",
}
_PLAIN_FIELDS = (
    "name",
    "email",
    "currency",
    "locale",
    "vat_id",
    "tax_exempt",
    "tax_exemption_reason",
    "buyer_reference",
)


def _apply(customer: Customer, fields: dict[str, Any]) -> None:
    """Copy request fields onto the row; `address` and `electronic_address` are whole values."""
    for name in _PLAIN_FIELDS:
        if name in fields:
            setattr(customer, name, fields[name])
    if "metadata" in fields:
        customer.metadata_ = fields["metadata"]
    if "address" in fields:
        address = fields["address"] or {}
        for key, column in _ADDRESS_COLUMNS.items():
            setattr(customer, column, address.get(key))
    if "electronic_address" in fields:
        electronic = fields["electronic_address"] or {}
        customer.electronic_address_scheme = electronic.get("scheme")
        customer.electronic_address_value = electronic.get("value")


async def create_customer(db: AsyncSession, ctx: RequestContext, body: CustomerCreate) -> Customer:
    if body.test_clock_id is not None:
        await sandbox.test_clock_for_binding(db, ctx, body.test_clock_id)
    customer = Customer(test_clock_id=body.test_clock_id, metadata_={})
    _apply(customer, body.model_dump(exclude={"test_clock_id"}))
    CustomerRepository(db, ctx).add(customer)
    await db.flush()
    emit_event(
        db,
        ctx,
        "customer.created",
        {"name": customer.name},
        resource_type="customer",
        resource_id=customer.id,
    )
    return customer


async def get_customer(db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID) -> Customer:
    """The customer, or NotFound (also for a deleted one or another tenant's)."""
    return await CustomerRepository(db, ctx).get(customer_id)


async def customer_of_record(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID
) -> Customer:
    """The customer a document names, deleted or not (an invoice outlives its customer)."""
    return await CustomerRepository(db, ctx).get_of_record(customer_id)


async def customers_of_record(
    db: AsyncSession, ctx: RequestContext, customer_ids: Iterable[uuid.UUID]
) -> dict[uuid.UUID, Customer]:
    """`customer_of_record` of several customers in one query, by id; NotFound if one lacks."""
    wanted = set(customer_ids)
    found = await CustomerRepository(db, ctx).many_of_record(wanted)
    for customer_id in wanted - found.keys():
        raise NotFound(f"customer {customer_id} was not found")
    return found


async def bound_clock(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID
) -> uuid.UUID | None:
    """The test clock the customer (deleted or not) is bound to, None on the real clock: what
    its objects pass to `clock.now`."""
    return (await customer_of_record(db, ctx, customer_id)).test_clock_id


async def lock_customer(db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID) -> Customer:
    """The customer with its row locked until the transaction ends (serializes changes)."""
    return await CustomerRepository(db, ctx).get(customer_id, for_update=True)


async def list_customers(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[Customer]:
    return await CustomerRepository(db, ctx).page(query)


async def update_customer(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, body: CustomerUpdate
) -> Customer:
    customer = await lock_customer(db, ctx, customer_id)
    fields = body.model_dump(exclude_unset=True, exclude={"default_payment_method_id"})
    new_currency = fields.get("currency")
    if (
        new_currency is not None
        and new_currency != customer.currency
        and await CustomerSubscriptions(db, ctx).any_open(
            customer.id, currency_other_than=new_currency
        )
    ):
        raise CurrencyMismatch(
            f"the customer has subscriptions in a currency other than {new_currency}; "
            "cancel them before changing the preferred currency"
        )
    _apply(customer, fields)
    if "default_payment_method_id" in body.model_fields_set:
        await _change_default_payment_method(db, ctx, customer, body.default_payment_method_id)
    await db.flush()
    emit_event(
        db,
        ctx,
        "customer.updated",
        {"fields": sorted(body.model_fields_set)},
        resource_type="customer",
        resource_id=customer.id,
    )
    return customer


async def _change_default_payment_method(
    db: AsyncSession, ctx: RequestContext, customer: Customer, method_id: uuid.UUID | None
) -> None:
    if method_id is not None and not await is_active_method_of(db, ctx, customer.id, method_id):
        raise ValidationFailed(
            "default_payment_method_id must be an attached payment method of this customer",
            field=("default_payment_method_id",),
        )
    customer.default_payment_method_id = method_id


async def is_active_method_of(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, method_id: uuid.UUID
) -> bool:
    """Whether `method_id` is an attached (not detached) method of the customer."""
    return await CustomerPaymentMethods(db, ctx).is_active_of(customer_id, method_id)


async def set_default_payment_method(
    db: AsyncSession, ctx: RequestContext, customer: Customer, method_id: uuid.UUID | None
) -> None:
    """Called by the payments domain when a method is attached or the default one detached."""
    customer.default_payment_method_id = method_id
    await db.flush()


async def delete_customer(db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID) -> None:
    customer = await lock_customer(db, ctx, customer_id)
    if await CustomerSubscriptions(db, ctx).any_open(customer.id):
        raise Referenced("the customer has subscriptions that are not canceled; cancel them first")
    now = clock.wall_now()
    customer.deleted_at = now
    await db.flush()
    emit_event(db, ctx, "customer.deleted", {}, resource_type="customer", resource_id=customer.id)
