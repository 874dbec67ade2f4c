"""HTTP routes of the customers domain."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service
from billing.customers.repository import CUSTOMER_FILTERS
from billing.customers.schemas import CustomerCreate, CustomerOut, CustomerUpdate, customer_out
from billing.models.customer import Customer
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tags import service as tags

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["customers"])

SEARCH_HELP = "Case-insensitive substring of the name, email, VAT id or buyer reference."


async def _one(db: AsyncSession, ctx: RequestContext, customer: Customer) -> dict[str, Any]:
    found = await tags.tags_of(db, ctx, "CUSTOMER", [customer.id])
    return {"data": customer_out(customer, found[customer.id])}


@router.get("/customers", response_model=ListEnvelope[CustomerOut])
async def list_customers(
    query: ListQuery = ListParams(CUSTOMER_FILTERS, "customers", search=SEARCH_HELP),
    ctx: RequestContext = Permission("customers:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List customers, newest first."""
    page = await service.list_customers(db, ctx, query)
    found = await tags.tags_of(db, ctx, "CUSTOMER", [c.id for c in page.items])
    return list_envelope([customer_out(c, found[c.id]) for c in page.items], page)


@router.post("/customers", response_model=Envelope[CustomerOut], status_code=201)
async def create_customer(
    body: CustomerCreate,
    ctx: RequestContext = Permission("customers:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a customer."""
    return await _one(db, ctx, await service.create_customer(db, ctx, body))


@router.get("/customers/{customer_id}", response_model=Envelope[CustomerOut])
async def get_customer(
    customer_id: uuid.UUID,
    ctx: RequestContext = Permission("customers:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a customer."""
    return await _one(db, ctx, await service.get_customer(db, ctx, customer_id))


@router.patch("/customers/{customer_id}", response_model=Envelope[CustomerOut])
async def update_customer(
    customer_id: uuid.UUID,
    body: CustomerUpdate,
    ctx: RequestContext = Permission("customers:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Update a customer (merge-patch: omitted fields stay, `null` clears)."""
    return await _one(db, ctx, await service.update_customer(db, ctx, customer_id, body))


@router.delete("/customers/{customer_id}", status_code=204)
async def delete_customer(
    customer_id: uuid.UUID,
    ctx: RequestContext = Permission("customers:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a customer (soft; refused while a subscription that is not canceled bills it)."""
    await service.delete_customer(db, ctx, customer_id)
    return Response(status_code=204)
