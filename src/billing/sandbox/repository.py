"""SQL of the sandbox domain: test clocks, payment simulations, the readings of the clocks the
platform's clock is given (`service.py` registers them: a clock's time, the jobs due on it),
and the two read-only looks it takes at other tables (customers bound to a clock, payment
methods a simulation pins).

Those two looks are queries here rather than calls to the customers and payments services
because both services depend on this domain (customers bind clocks, the sandbox gateway reads
simulations); a call back would be an import cycle.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.customer import Customer, PaymentMethod
from billing.models.platform import Job
from billing.models.sandbox import OUTCOMES, PaymentSimulation, TestClock
from billing.platform.clock import Tenant
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

TEST_CLOCK_STATUSES = ("active", "advancing", "completed")

TEST_CLOCK_FILTERS = FilterSpec(
    {
        "status": Field(TestClock.status, choices=frozenset(TEST_CLOCK_STATUSES), countable=True),
        "name": Field(TestClock.name, ops=frozenset({"eq", "contains"})),
    }
)

SIMULATION_FILTERS = FilterSpec(
    {
        "payment_method_id": Field(PaymentSimulation.payment_method_id, kind="uuid"),
        "outcome": Field(PaymentSimulation.outcome, choices=frozenset(OUTCOMES), countable=True),
    }
)


class TestClockRepository(WorkspaceRepository[TestClock]):
    model = TestClock

    async def page(self, query: ListQuery) -> Page[TestClock]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(TestClock.created_at, TestClock.id)
        )

    async def find_for_binding(self, clock_id: uuid.UUID) -> TestClock | None:
        """The clock with a shared lock: a concurrent delete waits for the binding to commit
        (and then sees the bound customer), or the binding waits for the delete (and then
        finds no clock)."""
        stmt = self.scoped().where(TestClock.id == clock_id).with_for_update(read=True)
        found: TestClock | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def delete(self, clock: TestClock) -> None:
        """Delete the clock; its pending jobs go with it (the foreign key cascades)."""
        await self.session.delete(clock)
        await self.session.flush()


class ClockJobs:
    """The background jobs bound to one test clock (not tenant-scoped: a clock's jobs are its
    own workspace's by construction)."""

    def __init__(self, session: Any, clock_id: uuid.UUID) -> None:
        self.session, self.clock_id = session, clock_id

    async def next_due(self, until: datetime) -> Job | None:
        """The earliest pending job at or before `until`, locked (a job another transaction
        holds is skipped on PostgreSQL); ties run in the order they were enqueued."""
        stmt = (
            select(Job)
            .where(
                Job.test_clock_id == self.clock_id,
                Job.status == "pending",
                Job.run_at <= until,
            )
            .order_by(Job.run_at, Job.created_at, Job.id)
            .limit(1)
            .with_for_update(skip_locked=True)
        )
        found: Job | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found


def jobs_due_on_clocks() -> Select[Job]:
    """The worker's look at every workspace's clocks: pending jobs of the clocks that are not
    advancing, due in their clock's time."""
    return (
        select(Job)
        .join(TestClock, TestClock.id == Job.test_clock_id)
        .where(
            Job.status == "pending",
            TestClock.status == "active",
            Job.run_at <= TestClock.frozen_at,
        )
    )


def _of_tenant(tenant: Tenant) -> list[ColumnElement[bool]]:
    """The clocks of a request's or a job's workspace (the platform's clock asks for both)."""
    return [
        TestClock.organization_id == tenant.organization_id,
        TestClock.workspace_id == tenant.workspace_id,
    ]


async def frozen_at(session: AsyncSession, tenant: Tenant, clock_id: uuid.UUID) -> datetime | None:
    """Where the tenant's clock stands (None for a clock that no longer exists)."""
    found: datetime | None = await session.scalar(
        select(TestClock.frozen_at).where(TestClock.id == clock_id, *_of_tenant(tenant))
    )
    return found


async def earliest_frozen_at(session: AsyncSession, tenant: Tenant) -> datetime | None:
    """The earliest time any of the workspace's clocks stands at (None without clocks)."""
    found: datetime | None = await session.scalar(
        select(func.min(TestClock.frozen_at)).where(*_of_tenant(tenant))
    )
    return found


class BoundCustomers(WorkspaceRepository[Customer]):
    """The workspace's customers as seen from a test clock."""

    model = Customer

    async def count_active(self, clock_id: uuid.UUID) -> int:
        stmt = (
            select(func.count())
            .select_from(Customer)
            .where(
                *self.tenant_filter(),
                Customer.test_clock_id == clock_id,
                Customer.deleted_at.is_(None),
            )
        )
        return int((await self.session.execute(stmt)).scalar_one())

    async def release_deleted(self, clock_id: uuid.UUID) -> None:
        """Deleted customers keep no clock: unbind them so that the clock can be removed."""
        stmt: Any = (
            update(Customer)
            .where(
                *self.tenant_filter(),
                Customer.test_clock_id == clock_id,
                Customer.deleted_at.is_not(None),
            )
            .values(test_clock_id=None)
            .execution_options(synchronize_session=False)
        )
        await self.session.execute(stmt)


class SimulatedMethods(WorkspaceRepository[PaymentMethod]):
    """The workspace's payment methods, as targets of simulations."""

    model = PaymentMethod

    async def find_locked(self, method_id: uuid.UUID) -> PaymentMethod | None:
        stmt = self.scoped().where(PaymentMethod.id == method_id).with_for_update()
        found: PaymentMethod | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found


class PaymentSimulationRepository(WorkspaceRepository[PaymentSimulation]):
    model = PaymentSimulation

    async def page(self, query: ListQuery) -> Page[PaymentSimulation]:
        return await fetch_page(
            self.session,
            self.scoped(),
            query,
            keys=(PaymentSimulation.created_at, PaymentSimulation.id),
        )

    async def for_method(self, payment_method_id: uuid.UUID) -> PaymentSimulation | None:
        stmt = self.scoped().where(PaymentSimulation.payment_method_id == payment_method_id)
        found: PaymentSimulation | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def delete(self, simulation: PaymentSimulation) -> None:
        await self.session.delete(simulation)
        await self.session.flush()
