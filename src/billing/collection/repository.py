"""SQL of the money moving for invoices: payments, payment attempts and refunds."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import aliased

from billing.models.invoice import InvoicePayment
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

PAYMENT_FILTERS = FilterSpec(
    {
        "kind": Field(InvoicePayment.kind, choices=frozenset({"payment", "refund"})),
        "channel": Field(InvoicePayment.channel, choices=frozenset({"manual", "gateway"})),
        "status": Field(
            InvoicePayment.status, choices=frozenset({"pending", "succeeded", "failed"})
        ),
    }
)


@dataclass(frozen=True)
class RefundableCharge:
    charge: InvoicePayment
    refundable: int
    """What of the charge has not been refunded yet (pending refunds count as refunded)."""


class InvoicePaymentRepository(WorkspaceRepository[InvoicePayment]):
    model = InvoicePayment

    async def page_of_invoice(
        self, invoice_id: uuid.UUID, query: ListQuery
    ) -> Page[InvoicePayment]:
        """Every payment and refund row of the invoice, newest first."""
        stmt = self.scoped().where(InvoicePayment.invoice_id == invoice_id)
        return await fetch_page(
            self.session, stmt, query, keys=(InvoicePayment.created_at, InvoicePayment.id)
        )

    async def has_pending(self, invoice_id: uuid.UUID, kind: str) -> bool:
        """Whether a payment attempt (`payment`) or a gateway refund (`refund`) of the invoice
        still waits for the gateway."""
        stmt = self.scoped().where(
            InvoicePayment.invoice_id == invoice_id,
            InvoicePayment.kind == kind,
            InvoicePayment.status == "pending",
        )
        return bool(await self.session.scalar(select(stmt.exists())))

    async def has_submitted_charge(self, invoice_id: uuid.UUID) -> bool:
        """Whether a charge of the invoice is with the gateway and not settled yet (a SEPA
        debit): its amount was fixed when it was submitted."""
        stmt = self.scoped().where(
            InvoicePayment.invoice_id == invoice_id,
            InvoicePayment.kind == "payment",
            InvoicePayment.status == "pending",
            InvoicePayment.gateway_reference.is_not(None),
        )
        return bool(await self.session.scalar(select(stmt.exists())))

    async def refundable_charges(self, invoice_id: uuid.UUID) -> list[RefundableCharge]:
        """The invoice's succeeded gateway charges that still have something to refund, newest
        first."""
        return await self._refundable(InvoicePayment.invoice_id == invoice_id)

    async def charge_to_refund(
        self,
        customer_id: uuid.UUID,
        method_id: uuid.UUID,
        amount: int,
        currency: str,
        preferred_invoice_id: uuid.UUID | None,
    ) -> InvoicePayment | None:
        """The newest succeeded charge in `currency` of the customer made with the method that
        has `amount` left to refund, a charge of `preferred_invoice_id` first."""
        charges = await self._refundable(
            InvoicePayment.customer_id == customer_id,
            InvoicePayment.payment_method_id == method_id,
            InvoicePayment.currency == currency,
        )
        fitting = [c.charge for c in charges if c.refundable >= amount]
        preferred = [c for c in fitting if c.invoice_id == preferred_invoice_id]
        chosen = preferred or fitting
        return chosen[0] if chosen else None

    async def _refundable(self, *where: ColumnElement[bool]) -> list[RefundableCharge]:
        refund = aliased(InvoicePayment)
        refunded = (
            select(func.coalesce(func.sum(refund.amount), 0))
            .where(
                refund.refunded_payment_id == InvoicePayment.id,
                refund.kind == "refund",
                refund.status != "failed",
            )
            .scalar_subquery()
        )
        stmt = (
            select(InvoicePayment, refunded)
            .where(*self.tenant_filter())
            .where(
                *where,
                InvoicePayment.kind == "payment",
                InvoicePayment.channel == "gateway",
                InvoicePayment.status == "succeeded",
            )
            .order_by(InvoicePayment.created_at.desc(), InvoicePayment.id.desc())
        )
        rows = (await self.session.execute(stmt)).all()
        charges = [RefundableCharge(row[0], row[0].amount - int(row[1] or 0)) for row in rows]
        return [c for c in charges if c.refundable > 0]

    async def of_credit_note(self, credit_note_id: uuid.UUID) -> list[InvoicePayment]:
        """The refund rows a refund credit note was issued for."""
        stmt = (
            self.scoped()
            .where(
                InvoicePayment.credit_note_id == credit_note_id,
                InvoicePayment.kind == "refund",
            )
            .order_by(InvoicePayment.created_at, InvoicePayment.id)
            .with_for_update()
        )
        return list((await self.session.scalars(stmt)).all())
