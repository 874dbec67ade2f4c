"""SQL of the payments domain: payment methods, and the sandbox gateway's ledger."""

from __future__ import annotations

import uuid

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from billing.models.customer import Customer, PaymentMethod
from billing.models.sandbox import SandboxGatewayOperation
from billing.platform.errors import NotFound
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

PAYMENT_METHOD_FILTERS = FilterSpec(
    {
        "type": Field(
            PaymentMethod.type, choices=frozenset({"card", "sepa_debit"}), countable=True
        ),
        "status": Field(
            PaymentMethod.status, choices=frozenset({"active", "detached"}), countable=True
        ),
        "created_at": Field(
            PaymentMethod.created_at,
            kind="datetime",
            ops=frozenset({"eq", "gt", "gte", "lt", "lte"}),
        ),
    }
)


class PaymentMethodRepository(WorkspaceRepository[PaymentMethod]):
    model = PaymentMethod

    async def test_clock_of(self, method_id: uuid.UUID) -> uuid.UUID | None:
        """The test clock of the method's customer (the sandbox gateway keeps its time)."""
        stmt = (
            select(Customer.test_clock_id)
            .join(PaymentMethod, PaymentMethod.customer_id == Customer.id)
            .where(*self.tenant_filter(), PaymentMethod.id == method_id)
        )
        found: uuid.UUID | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def page_of_customer(
        self, customer_id: uuid.UUID, query: ListQuery, *, active_only: bool
    ) -> Page[PaymentMethod]:
        stmt = self.scoped().where(PaymentMethod.customer_id == customer_id)
        if active_only:
            stmt = stmt.where(PaymentMethod.status == "active")
        return await fetch_page(
            self.session, stmt, query, keys=(PaymentMethod.created_at, PaymentMethod.id)
        )

    async def of_customer(
        self, customer_id: uuid.UUID, method_id: uuid.UUID, *, for_update: bool = False
    ) -> PaymentMethod:
        stmt = self.scoped().where(
            PaymentMethod.id == method_id, PaymentMethod.customer_id == customer_id
        )
        if for_update:
            stmt = stmt.with_for_update()
        found: PaymentMethod | None = (await self.session.execute(stmt)).scalar_one_or_none()
        if found is None:
            raise NotFound(f"payment method {method_id} was not found")
        return found

    async def latest_active(self, customer_id: uuid.UUID) -> PaymentMethod | None:
        """The customer's most recently attached method that is still active."""
        stmt = (
            self.scoped()
            .where(PaymentMethod.customer_id == customer_id, PaymentMethod.status == "active")
            .order_by(PaymentMethod.created_at.desc(), PaymentMethod.id.desc())
            .limit(1)
        )
        found: PaymentMethod | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found


class GatewayOperationRepository(WorkspaceRepository[SandboxGatewayOperation]):
    model = SandboxGatewayOperation

    async def by_token(self, kind: str, dedup_token: str) -> SandboxGatewayOperation | None:
        stmt = self.scoped().where(
            SandboxGatewayOperation.kind == kind,
            SandboxGatewayOperation.dedup_token == dedup_token,
        )
        found: SandboxGatewayOperation | None = (
            await self.session.execute(stmt)
        ).scalar_one_or_none()
        return found

    async def by_reference(
        self, reference: str, *, for_update: bool = False
    ) -> SandboxGatewayOperation:
        stmt = self.scoped().where(SandboxGatewayOperation.reference == reference)
        if for_update:
            stmt = stmt.with_for_update()
        found: SandboxGatewayOperation | None = (
            await self.session.execute(stmt)
        ).scalar_one_or_none()
        if found is None:
            raise NotFound(f"no sandbox charge or refund has the reference {reference!r}")
        return found

    async def refunded_amount(self, charge_id: uuid.UUID) -> int:
        """Minor units refunded or being refunded (succeeded and pending refunds)."""
        stmt = select(func.coalesce(func.sum(SandboxGatewayOperation.amount), 0)).where(
            *self.tenant_filter(),
            SandboxGatewayOperation.charge_id == charge_id,
            SandboxGatewayOperation.kind == "refund",
            SandboxGatewayOperation.status.in_(("succeeded", "pending")),
        )
        return int((await self.session.execute(stmt)).scalar_one())

    async def insert_once(self, operation: SandboxGatewayOperation) -> SandboxGatewayOperation:
        """Insert `operation`, or return the one a concurrent request stored under its token."""
        await self.session.flush()
        try:
            async with self.session.begin_nested():
                self.add(operation)
                await self.session.flush()
        except IntegrityError:
            existing = await self.by_token(operation.kind, operation.dedup_token)
            if existing is None:
                raise
            return existing
        return operation
