"""HTTP routes of the sandbox domain: test clocks and payment simulations (sandbox only).

In a live workspace every route answers 403 FORBIDDEN, after the permission check and before
the request body is read.
"""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Depends, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.auth import require
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.sandbox import advance, service
from billing.sandbox.repository import SIMULATION_FILTERS, TEST_CLOCK_FILTERS
from billing.sandbox.schemas import (
    PaymentSimulationCreate,
    PaymentSimulationOut,
    TestClockAdvance,
    TestClockCreate,
    TestClockOut,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["sandbox"])


def SandboxPermission(permission: str) -> Any:
    """The request's context after checking `permission` and that the workspace is a sandbox."""
    check = require(permission)

    def dependency(ctx: RequestContext = Depends(check)) -> RequestContext:
        service.require_sandbox(ctx)
        return ctx

    dependency.__name__ = f"sandbox_{check.__name__}"
    return Depends(dependency)


# --- test clocks ---------------------------------------------------------------------------


@router.get("/test-clocks", response_model=ListEnvelope[TestClockOut])
async def list_test_clocks(
    query: ListQuery = ListParams(TEST_CLOCK_FILTERS, "test-clocks"),
    ctx: RequestContext = SandboxPermission("test_clocks:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the sandbox workspace's test clocks, newest first."""
    page = await service.list_test_clocks(db, ctx, query)
    return list_envelope([TestClockOut.model_validate(c) for c in page.items], page)


@router.post("/test-clocks", status_code=201, response_model=Envelope[TestClockOut])
async def create_test_clock(
    body: TestClockCreate,
    ctx: RequestContext = SandboxPermission("test_clocks:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a test clock pinned at `frozen_at` (default now)."""
    test_clock = await service.create_test_clock(db, ctx, body)
    return {"data": TestClockOut.model_validate(test_clock)}


@router.get("/test-clocks/{clock_id}", response_model=Envelope[TestClockOut])
async def get_test_clock(
    clock_id: uuid.UUID,
    ctx: RequestContext = SandboxPermission("test_clocks:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a test clock."""
    return {"data": TestClockOut.model_validate(await service.get_test_clock(db, ctx, clock_id))}


@router.post(
    "/test-clocks/{clock_id}/advance", status_code=202, response_model=Envelope[TestClockOut]
)
async def advance_test_clock(
    clock_id: uuid.UUID,
    body: TestClockAdvance,
    ctx: RequestContext = SandboxPermission("test_clocks:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Move the clock forward to `frozen_at`: 202 with the clock `advancing`; the jobs of its
    customers due by then (period-end runs, payment attempts, dunning retries, trial ends,
    due dates) run in time order in the background, and the clock is `active` again after."""
    test_clock = await advance.advance(db, ctx, clock_id, body)
    return {"data": TestClockOut.model_validate(test_clock)}


@router.delete("/test-clocks/{clock_id}", status_code=204, response_class=Response)
async def delete_test_clock(
    clock_id: uuid.UUID,
    ctx: RequestContext = SandboxPermission("test_clocks:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a test clock (409 REFERENCED while customers are bound to it)."""
    await service.delete_test_clock(db, ctx, clock_id)
    return Response(status_code=204)


# --- payment simulations -------------------------------------------------------------------


@router.get("/test-payment-simulations", response_model=ListEnvelope[PaymentSimulationOut])
async def list_payment_simulations(
    query: ListQuery = ListParams(SIMULATION_FILTERS, "test-payment-simulations"),
    ctx: RequestContext = SandboxPermission("payment_simulations:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the sandbox workspace's payment simulations, newest first."""
    page = await service.list_simulations(db, ctx, query)
    return list_envelope([PaymentSimulationOut.model_validate(s) for s in page.items], page)


@router.post(
    "/test-payment-simulations", status_code=201, response_model=Envelope[PaymentSimulationOut]
)
async def create_payment_simulation(
    body: PaymentSimulationCreate,
    ctx: RequestContext = SandboxPermission("payment_simulations:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Pin the sandbox gateway's outcome for a payment method (replaces its previous one)."""
    simulation = await service.create_simulation(db, ctx, body)
    return {"data": PaymentSimulationOut.model_validate(simulation)}


@router.delete(
    "/test-payment-simulations/{simulation_id}", status_code=204, response_class=Response
)
async def delete_payment_simulation(
    simulation_id: uuid.UUID,
    ctx: RequestContext = SandboxPermission("payment_simulations:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a payment simulation: the method's charges follow its test data again."""
    await service.delete_simulation(db, ctx, simulation_id)
    return Response(status_code=204)
