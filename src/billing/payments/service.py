"""Payment methods: a customer's cards and SEPA debit mandates (display data only), and the
gateway that charges them.

The first method attached to a customer without a default becomes its default
(`Customer.default_payment_method_id`); `set_default` makes a later one the default. Detaching is
soft (status `detached`, kept for the payments that used it); a detached method never charges,
and when it was the default, the most recently attached remaining active method takes over (or
none). Sandbox workspaces accept only the test data of `sandbox_data`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.models.customer import Customer, PaymentMethod
from billing.payments import sandbox_data
from billing.payments.gateway import PaymentGateway, UnconfiguredGateway
from billing.payments.repository import PaymentMethodRepository
from billing.payments.sandbox_gateway import SandboxGateway
from billing.payments.schemas import PaymentMethodCreate
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page


@dataclass(frozen=True)
class MethodView:
    """A payment method with its customer's default, so that it can say `is_default`."""

    method: PaymentMethod
    default_id: uuid.UUID | None


@dataclass(frozen=True)
class MethodPage:
    page: Page[PaymentMethod]
    default_id: uuid.UUID | None


def gateway_for(db: AsyncSession, ctx: RequestContext) -> PaymentGateway:
    """The gateway of the workspace: the sandbox one in sandbox, none configured in live."""
    if ctx.is_sandbox:
        return SandboxGateway(db, ctx)
    return UnconfiguredGateway()


async def get_method(db: AsyncSession, ctx: RequestContext, method_id: uuid.UUID) -> PaymentMethod:
    """A payment method of the workspace by id (NotFound otherwise), for other domains."""
    return await PaymentMethodRepository(db, ctx).get(method_id)


async def find_method(
    db: AsyncSession, ctx: RequestContext, method_id: uuid.UUID
) -> PaymentMethod | None:
    """A payment method of the workspace by id, attached or detached, or None."""
    return await PaymentMethodRepository(db, ctx).find(method_id)


async def is_active_method_of(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, method_id: uuid.UUID
) -> bool:
    """Whether `method_id` is an attached (not detached) method of the customer."""
    return await customers.is_active_method_of(db, ctx, customer_id, method_id)


async def list_methods(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, query: ListQuery
) -> MethodPage:
    """Active methods unless the query filters on `status`."""
    customer = await customers.get_customer(db, ctx, customer_id)
    filters_status = any(c.field == "status" for c in query.conditions)
    page = await PaymentMethodRepository(db, ctx).page_of_customer(
        customer.id, query, active_only=not filters_status
    )
    return MethodPage(page, customer.default_payment_method_id)


async def get_customer_method(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, method_id: uuid.UUID
) -> MethodView:
    customer = await customers.get_customer(db, ctx, customer_id)
    method = await PaymentMethodRepository(db, ctx).of_customer(customer.id, method_id)
    return MethodView(method, customer.default_payment_method_id)


async def attach_method(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, body: PaymentMethodCreate
) -> MethodView:
    # The customer's row lock serializes attach and detach, so the default stays consistent.
    customer = await customers.lock_customer(db, ctx, customer_id)
    _check_shape(body)
    await _check_expiry(db, ctx, customer, body)
    if ctx.is_sandbox:
        _check_sandbox_data(body)
    method = PaymentMethod(customer_id=customer.id, type=body.type, status="active")
    if body.card is not None:
        method.card_brand = body.card.brand
        method.card_last4 = body.card.last4
        method.card_exp_month = body.card.exp_month
        method.card_exp_year = body.card.exp_year
    if body.sepa_debit is not None:
        method.sepa_iban_last4 = body.sepa_debit.iban_last4
        method.sepa_mandate_reference = body.sepa_debit.mandate_reference
    method.metadata_ = dict(body.metadata)
    PaymentMethodRepository(db, ctx).add(method)
    await db.flush()
    becomes_default = body.set_default or customer.default_payment_method_id is None
    if becomes_default:
        await customers.set_default_payment_method(db, ctx, customer, method.id)
    emit_event(
        db,
        ctx,
        "payment_method.attached",
        {"customer_id": str(customer.id), "type": method.type, "is_default": becomes_default},
        resource_type="payment_method",
        resource_id=method.id,
    )
    return MethodView(method, customer.default_payment_method_id)


async def detach_method(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, method_id: uuid.UUID
) -> MethodView:
    customer = await customers.lock_customer(db, ctx, customer_id)
    methods = PaymentMethodRepository(db, ctx)
    method = await methods.of_customer(customer.id, method_id, for_update=True)
    if method.status != "active":
        raise InvalidState(f"payment method {method.id} is already detached")
    now = clock.wall_now()
    method.status = "detached"
    method.detached_at = now
    await db.flush()
    new_default: uuid.UUID | None = customer.default_payment_method_id
    if customer.default_payment_method_id == method.id:
        successor = await methods.latest_active(customer.id)
        new_default = successor.id if successor is not None else None
        await customers.set_default_payment_method(db, ctx, customer, new_default)
    emit_event(
        db,
        ctx,
        "payment_method.detached",
        {
            "customer_id": str(customer.id),
            "default_payment_method_id": str(new_default) if new_default else None,
        },
        resource_type="payment_method",
        resource_id=method.id,
    )
    return MethodView(method, customer.default_payment_method_id)


# --- rules of the create body ---------------------------------------------------------------


def _check_shape(body: PaymentMethodCreate) -> None:
    """The sub-object named by `type` is required; the other one is refused."""
    wanted, other = ("card", "sepa_debit") if body.type == "card" else ("sepa_debit", "card")
    if getattr(body, wanted) is None:
        raise ValidationFailed(f"a {body.type} payment method needs `{wanted}`", field=(wanted,))
    if getattr(body, other) is not None:
        raise ValidationFailed(
            f"`{other}` does not belong to a {body.type} payment method", field=(other,)
        )


async def _check_expiry(
    db: AsyncSession, ctx: RequestContext, customer: Customer, body: PaymentMethodCreate
) -> None:
    """A card that expired before the current month (in the customer's clock) is refused."""
    if body.card is None:
        return
    now: datetime = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    if (body.card.exp_year, body.card.exp_month) < (now.year, now.month):
        raise ValidationFailed(
            f"the card expired ({body.card.exp_month:02d}/{body.card.exp_year})",
            field=("card", "exp_year"),
        )


def _check_sandbox_data(body: PaymentMethodCreate) -> None:
    if (
        body.card is not None
        and sandbox_data.sandbox_card(body.card.brand, body.card.last4) is None
    ):
        raise ValidationFailed(
            f"sandbox workspaces accept only test cards; {sandbox_data.card_hint()}",
            field=("card", "last4"),
        )
    if (
        body.sepa_debit is not None
        and sandbox_data.sandbox_iban(body.sepa_debit.iban_last4) is None
    ):
        raise ValidationFailed(
            f"sandbox workspaces accept only test IBANs; {sandbox_data.iban_hint()}",
            field=("sepa_debit", "iban_last4"),
        )
