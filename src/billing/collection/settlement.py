"""Money coming in for finalized invoices: manual payments, and counting any succeeded payment.

Every change of an invoice's money holds the invoice's row lock, so concurrent payments,
attempts and refunds of one invoice queue and each sees the amounts the previous one left. The
invoice's own balance rules (paid in full → `paid`) are `invoices.balance`.

Gateway payment attempts are in `attempts.py`; the dunning of failed automatic ones in
`dunning.py`.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection.repository import InvoicePaymentRepository
from billing.collection.schemas import PaymentCreate
from billing.customers import service as customers
from billing.invoices import balance
from billing.invoices import service as invoices
from billing.invoices.balance import check_currency, minor_amount, require_payable
from billing.invoices.service import lock_invoice
from billing.ledger import postings
from billing.models.invoice import Invoice, InvoicePayment
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page

POLL_INTERVAL = timedelta(minutes=1)
"""How long a pending gateway operation waits before it is retrieved (again)."""


# --- shared by payments and refunds ---------------------------------------------------------


def money_event(invoice: Invoice, payment: InvoicePayment) -> dict[str, Any]:
    """The common payload of the invoice's payment and refund events."""
    currency = invoice.currency
    return {
        "payment_id": str(payment.id),
        "kind": payment.kind,
        "channel": payment.channel,
        "source": payment.source,
        "amount": format_minor(payment.amount, currency),
        "currency": currency,
        "amount_paid": format_minor(invoice.amount_paid, currency),
        "amount_refunded": format_minor(invoice.amount_refunded, currency),
        "amount_due": format_minor(invoice.amount_due, currency),
    }


# --- manual payments ------------------------------------------------------------------------


async def record_payment(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, body: PaymentCreate
) -> tuple[Invoice, InvoicePayment]:
    invoice = await lock_invoice(db, ctx, invoice_id)
    require_payable(invoice)
    check_currency(invoice, body.currency)
    if await InvoicePaymentRepository(db, ctx).has_submitted_charge(invoice.id):
        raise InvalidState(
            "a debit of the invoice is with the gateway and not settled yet; wait until it "
            "settles, so that the invoice is not paid twice"
        )
    amount = minor_amount(body.amount, invoice.currency)
    if amount <= 0:
        raise ValidationFailed("the amount must be more than zero", field=("amount",))
    if amount > invoice.amount_due:
        due = format_minor(invoice.amount_due, invoice.currency)
        raise ValidationFailed(
            f"the amount is more than the {due} {invoice.currency} due", field=("amount",)
        )
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
    received_at = body.received_at or now
    if received_at > now:
        raise ValidationFailed(
            f"received_at is after now ({now.isoformat()} on the customer's clock)",
            field=("received_at",),
        )
    payment = InvoicePayment(
        invoice_id=invoice.id,
        customer_id=invoice.customer_id,
        kind="payment",
        channel="manual",
        source=body.source,
        status="succeeded",
        amount=amount,
        currency=invoice.currency,
        reference=body.reference,
        note=body.note,
        received_at=received_at,
        settled_at=now,
        retryable=False,
    )
    InvoicePaymentRepository(db, ctx).add(payment)
    await db.flush()
    apply_payment(db, ctx, invoice, payment, now=now)
    await db.flush()
    await balance.refresh_subscription(db, ctx, invoice)
    return invoice, payment


def apply_payment(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    payment: InvoicePayment,
    *,
    now: datetime,
) -> None:
    """Count a succeeded payment on the locked invoice; paid in full → `paid`."""
    balance.count_payment(invoice, payment.amount)
    emit_event(
        db,
        ctx,
        "invoice.payment_recorded",
        money_event(invoice, payment),
        resource_type="invoice",
        resource_id=invoice.id,
    )
    postings.payment_received(db, ctx, invoice, payment, now=now)
    balance.settle_when_paid(db, ctx, invoice, now=now)


async def list_payments(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, query: ListQuery
) -> Page[InvoicePayment]:
    invoice = await invoices.get_invoice(db, ctx, invoice_id)
    return await InvoicePaymentRepository(db, ctx).page_of_invoice(invoice.id, query)
