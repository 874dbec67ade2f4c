"""HTTP routes of the payments domain: a customer's payment methods."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.customer import PaymentMethod
from billing.payments import service
from billing.payments.repository import PAYMENT_METHOD_FILTERS
from billing.payments.schemas import (
    CardOut,
    PaymentMethodCreate,
    PaymentMethodOut,
    SepaDebitOut,
)
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["payments"])

METHODS = "/customers/{customer_id}/payment-methods"


def payment_method_out(method: PaymentMethod, default_id: uuid.UUID | None) -> PaymentMethodOut:
    card = (
        CardOut(
            brand=method.card_brand or "",
            last4=method.card_last4 or "",
            exp_month=method.card_exp_month or 0,
            exp_year=method.card_exp_year or 0,
        )
        if method.type == "card"
        else None
    )
    sepa_debit = (
        SepaDebitOut(
            iban_last4=method.sepa_iban_last4 or "",
            mandate_reference=method.sepa_mandate_reference,
        )
        if method.type == "sepa_debit"
        else None
    )
    return PaymentMethodOut(
        id=method.id,
        customer_id=method.customer_id,
        type="card" if method.type == "card" else "sepa_debit",
        status="active" if method.status == "active" else "detached",
        card=card,
        sepa_debit=sepa_debit,
        is_default=method.id == default_id,
        metadata=method.metadata_,
        created_at=method.created_at,
        detached_at=method.detached_at,
    )


def _one(view: service.MethodView) -> dict[str, Any]:
    return {"data": payment_method_out(view.method, view.default_id)}


@router.get(METHODS, response_model=ListEnvelope[PaymentMethodOut])
async def list_payment_methods(
    customer_id: uuid.UUID,
    query: ListQuery = ListParams(PAYMENT_METHOD_FILTERS, "payment-methods"),
    ctx: RequestContext = Permission("payment_methods:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List a customer's payment methods, newest first (active ones unless `status` is given)."""
    found = await service.list_methods(db, ctx, customer_id, query)
    items = [payment_method_out(m, found.default_id) for m in found.page.items]
    return list_envelope(items, found.page)


@router.post(METHODS, status_code=201, response_model=Envelope[PaymentMethodOut])
async def attach_payment_method(
    customer_id: uuid.UUID,
    body: PaymentMethodCreate,
    ctx: RequestContext = Permission("payment_methods:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Attach a card or SEPA debit mandate to a customer (display data only)."""
    return _one(await service.attach_method(db, ctx, customer_id, body))


@router.get(f"{METHODS}/{{payment_method_id}}", response_model=Envelope[PaymentMethodOut])
async def get_payment_method(
    customer_id: uuid.UUID,
    payment_method_id: uuid.UUID,
    ctx: RequestContext = Permission("payment_methods:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get one of a customer's payment methods."""
    return _one(await service.get_customer_method(db, ctx, customer_id, payment_method_id))


@router.delete(f"{METHODS}/{{payment_method_id}}", response_model=Envelope[PaymentMethodOut])
async def detach_payment_method(
    customer_id: uuid.UUID,
    payment_method_id: uuid.UUID,
    ctx: RequestContext = Permission("payment_methods:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Detach a payment method (kept as `detached`; it never charges again)."""
    return _one(await service.detach_method(db, ctx, customer_id, payment_method_id))
