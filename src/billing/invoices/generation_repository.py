"""SQL of invoice generation: which invoices a subscription already has for a period."""

from __future__ import annotations

import uuid
from datetime import datetime

from billing.models.invoice import Invoice
from billing.platform.repository import WorkspaceRepository


class SubscriptionInvoiceRepository(WorkspaceRepository[Invoice]):
    model = Invoice

    async def non_void_for_period(
        self, subscription_id: uuid.UUID, period_start: datetime
    ) -> Invoice | None:
        """The subscription's invoice for the period starting at `period_start` that is not
        void, if there is one (the oldest, should there ever be several)."""
        stmt = (
            self.scoped()
            .where(
                Invoice.subscription_id == subscription_id,
                Invoice.billing_period_start == period_start,
                Invoice.status != "void",
            )
            .order_by(Invoice.created_at, Invoice.id)
            .limit(1)
        )
        found: Invoice | None = (await self.session.scalars(stmt)).first()
        return found

    async def void_ids(self, subscription_id: uuid.UUID) -> list[uuid.UUID]:
        """The subscription's void invoices: the prorations they billed are billable again."""
        stmt = (
            self.scoped()
            .with_only_columns(Invoice.id)
            .where(Invoice.subscription_id == subscription_id, Invoice.status == "void")
        )
        return list((await self.session.scalars(stmt)).all())
