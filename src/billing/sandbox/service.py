"""Sandbox tools: test clocks and payment simulations, usable only in sandbox workspaces.

A test clock pins the time of the customers bound to it: this module registers how the
platform's clock reads it (`clock.now`), their time-dependent jobs are scheduled on it
(`enqueue_on_clock`) and run when it is advanced (`advance.py`). A payment
simulation pins the outcome the sandbox gateway answers for one payment method; there is at
most one per method, and creating another replaces it.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job
from billing.models.sandbox import PaymentSimulation, TestClock
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Forbidden, Referenced, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event, enqueue_job
from billing.platform.pagination import Page
from billing.sandbox.repository import (
    BoundCustomers,
    PaymentSimulationRepository,
    SimulatedMethods,
    TestClockRepository,
    earliest_frozen_at,
    frozen_at,
    jobs_due_on_clocks,
)
from billing.sandbox.schemas import PaymentSimulationCreate, TestClockCreate

clock.register_clock_reader(
    clock.ClockReader(now=frozen_at, earliest=earliest_frozen_at, due_jobs=jobs_due_on_clocks)
)

SANDBOX_ONLY = "this endpoint exists only in sandbox workspaces; use a sandbox (sk_test_) key"


def require_sandbox(ctx: RequestContext) -> None:
    if not ctx.is_sandbox:
        raise Forbidden(SANDBOX_ONLY)


# --- test clocks ---------------------------------------------------------------------------


async def create_test_clock(
    db: AsyncSession, ctx: RequestContext, body: TestClockCreate
) -> TestClock:
    require_sandbox(ctx)
    test_clock = TestClock(
        name=body.name, frozen_at=body.frozen_at or clock.wall_now(), status="active"
    )
    TestClockRepository(db, ctx).add(test_clock)
    await db.flush()
    emit_event(
        db,
        ctx,
        "test_clock.created",
        {"name": test_clock.name, "frozen_at": test_clock.frozen_at.isoformat()},
        resource_type="test_clock",
        resource_id=test_clock.id,
    )
    return test_clock


async def list_test_clocks(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> Page[TestClock]:
    require_sandbox(ctx)
    return await TestClockRepository(db, ctx).page(query)


async def get_test_clock(db: AsyncSession, ctx: RequestContext, clock_id: uuid.UUID) -> TestClock:
    require_sandbox(ctx)
    return await TestClockRepository(db, ctx).get(clock_id)


async def delete_test_clock(db: AsyncSession, ctx: RequestContext, clock_id: uuid.UUID) -> None:
    """Hard delete, refused while customers that are not deleted are bound to the clock."""
    require_sandbox(ctx)
    clocks = TestClockRepository(db, ctx)
    test_clock = await clocks.get(clock_id, for_update=True)
    customers = BoundCustomers(db, ctx)
    bound = await customers.count_active(test_clock.id)
    if bound:
        raise Referenced(
            f"{bound} customer(s) are bound to this test clock; delete them first",
            extra={"customer_count": bound},
        )
    await customers.release_deleted(test_clock.id)
    await clocks.delete(test_clock)
    emit_event(db, ctx, "test_clock.deleted", {}, resource_type="test_clock", resource_id=clock_id)


async def test_clock_for_binding(
    db: AsyncSession, ctx: RequestContext, clock_id: uuid.UUID
) -> TestClock:
    """The clock a customer is about to be bound to (422 at `/test_clock_id` otherwise)."""
    if not ctx.is_sandbox:
        raise ValidationFailed(
            "test clocks exist only in sandbox workspaces", field=("test_clock_id",)
        )
    found = await TestClockRepository(db, ctx).find_for_binding(clock_id)
    if found is None:
        raise ValidationFailed(
            f"test clock {clock_id} was not found in this workspace", field=("test_clock_id",)
        )
    return found


async def enqueue_on_clock(
    db: AsyncSession,
    ctx: RequestContext,
    test_clock_id: uuid.UUID | None,
    kind: str,
    payload: dict[str, Any],
    *,
    at: datetime | None = None,
    after: timedelta = timedelta(0),
    dedup_key: str | None = None,
) -> Job | None:
    """Schedule a job of an object bound to `test_clock_id` (a customer's clock, or None) in
    that object's time: at `at`, else `after` from its now. On a test clock the job is bound to
    the clock, so that it runs when the clock reaches it rather than when real time does."""
    bound = await TestClockRepository(db, ctx).find(test_clock_id) if test_clock_id else None
    now = bound.frozen_at if bound is not None else clock.wall_now()
    return await enqueue_job(
        db,
        kind,
        payload,
        ctx=ctx,
        run_at=at if at is not None else now + after,
        dedup_key=dedup_key,
        test_clock_id=bound.id if bound is not None else None,
    )


# --- payment simulations -------------------------------------------------------------------


async def create_simulation(
    db: AsyncSession, ctx: RequestContext, body: PaymentSimulationCreate
) -> PaymentSimulation:
    """Pin an outcome on a payment method; an existing simulation of the method is replaced."""
    require_sandbox(ctx)
    # Locking the method serializes two creates for it (the second then replaces the first).
    method = await SimulatedMethods(db, ctx).find_locked(body.payment_method_id)
    if method is None:
        raise ValidationFailed(
            f"payment method {body.payment_method_id} was not found in this workspace",
            field=("payment_method_id",),
        )
    simulations = PaymentSimulationRepository(db, ctx)
    replaced = await simulations.for_method(method.id)
    if replaced is not None:
        await simulations.delete(replaced)
    simulation = PaymentSimulation(payment_method_id=method.id, outcome=body.outcome)
    simulations.add(simulation)
    await db.flush()
    emit_event(
        db,
        ctx,
        "payment_simulation.created",
        {
            "payment_method_id": str(method.id),
            "outcome": simulation.outcome,
            "replaced_id": str(replaced.id) if replaced is not None else None,
        },
        resource_type="payment_simulation",
        resource_id=simulation.id,
    )
    return simulation


async def list_simulations(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> Page[PaymentSimulation]:
    require_sandbox(ctx)
    return await PaymentSimulationRepository(db, ctx).page(query)


async def delete_simulation(
    db: AsyncSession, ctx: RequestContext, simulation_id: uuid.UUID
) -> None:
    require_sandbox(ctx)
    simulations = PaymentSimulationRepository(db, ctx)
    simulation = await simulations.get(simulation_id, for_update=True)
    await simulations.delete(simulation)
    emit_event(
        db,
        ctx,
        "payment_simulation.deleted",
        {"payment_method_id": str(simulation.payment_method_id)},
        resource_type="payment_simulation",
        resource_id=simulation_id,
    )


async def simulated_outcome(
    db: AsyncSession, ctx: RequestContext, payment_method_id: uuid.UUID
) -> str | None:
    """The outcome pinned on a payment method, if any (read by the sandbox gateway)."""
    simulation = await PaymentSimulationRepository(db, ctx).for_method(payment_method_id)
    return simulation.outcome if simulation is not None else None
