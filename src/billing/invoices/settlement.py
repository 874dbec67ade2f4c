"""Money coming in for finalized invoices: manual payments and gateway payment attempts.

Every change of an invoice's money holds the invoice's row lock, so concurrent payments,
attempts and refunds of one invoice queue and each sees the amounts the previous one left.

Gateway payment attempts are in `attempts.py`; the dunning of failed automatic ones in
`dunning.py`.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.invoices import dunning, states
from billing.invoices.calculation import refresh_amount_due
from billing.invoices.payment_repository import InvoicePaymentRepository
from billing.invoices.payment_schemas import PaymentCreate
from billing.invoices.repository import InvoiceRepository
from billing.ledger import postings
from billing.models.invoice import Invoice, InvoicePayment
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import CurrencyMismatch, FieldPath, InvalidState, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.money import format_minor, to_minor
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page

POLL_INTERVAL = timedelta(minutes=1)
"""How long a pending gateway operation waits before it is retrieved (again)."""


# --- shared by payments and refunds ---------------------------------------------------------


async def lock_invoice(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> Invoice:
    """The invoice with its row locked until the transaction ends."""
    return await InvoiceRepository(db, ctx).get(invoice_id, for_update=True)


def check_currency(invoice: Invoice, currency: str | None) -> None:
    """The echo guard: a currency in the request must be the invoice's."""
    if currency is not None and currency != invoice.currency:
        raise CurrencyMismatch(
            f"the invoice is in {invoice.currency}, not {currency}",
            extra={"expected_currency": invoice.currency},
        )


def minor_amount(amount: Decimal, currency: str, field: FieldPath = ("amount",)) -> int:
    """A request's major-unit amount in minor units; finer than the currency allows is 422."""
    try:
        return to_minor(amount, currency)
    except ValueError as exc:
        raise ValidationFailed(str(exc), field=field) from None


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


def require_payable(invoice: Invoice) -> None:
    if invoice.status not in states.OPEN_STATUSES:
        raise InvalidState(
            f"a {invoice.status} invoice takes no payments; "
            "only finalized, sent, overdue and uncollectible invoices do"
        )


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
    await dunning.refresh_subscription(db, ctx, invoice)
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
    invoice.amount_paid += payment.amount
    refresh_amount_due(invoice)
    emit_event(
        db,
        ctx,
        "invoice.payment_recorded",
        money_event(invoice, payment),
        resource_type="invoice",
        resource_id=invoice.id,
    )
    postings.payment_received(db, ctx, invoice, payment, now=now)
    _paid_when_settled(db, ctx, invoice, now=now)


def apply_credit(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    amount: int,
    *,
    now: datetime,
    settle: bool = True,
) -> None:
    """Count credit applied from a credit note on the locked invoice; with `settle`, nothing
    left due → `paid`. The caller has checked that `amount` is at most what is due."""
    invoice.amount_credited += amount
    refresh_amount_due(invoice)
    if settle:
        _paid_when_settled(db, ctx, invoice, now=now)


def take_back_credit(invoice: Invoice, amount: int) -> None:
    """Credit reversed off the locked open or paid invoice: it claims `amount` again, so an
    invoice the credit had paid is `finalized` again (shown overdue past its due date).
    Dunning is left as it is: the invoice is collected again like any open one."""
    invoice.amount_credited -= amount
    refresh_amount_due(invoice)
    if invoice.status == "paid" and invoice.amount_due > 0:
        states.transition(invoice, "finalized")
        invoice.paid_at = None


def require_creditable(invoice: Invoice) -> None:
    """Credit goes onto an open invoice that still has something due."""
    if invoice.status not in states.OPEN_STATUSES or invoice.amount_due <= 0:
        raise InvalidState(
            f"credit can only be applied to an open invoice with an amount due; "
            f"this one is {invoice.status} with "
            f"{format_minor(invoice.amount_due, invoice.currency)} {invoice.currency} due"
        )


def _paid_when_settled(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, *, now: datetime
) -> None:
    if invoice.amount_due == 0 and invoice.status in states.OPEN_STATUSES:
        states.transition(invoice, "paid")
        invoice.paid_at = now
        invoice.next_payment_attempt_at = None
        if invoice.dunning_status in ("retrying", "exhausted"):
            invoice.dunning_status = "recovered"
        emit_event(
            db,
            ctx,
            "invoice.paid",
            {
                "invoice_number": invoice.invoice_number,
                "amount_paid": format_minor(invoice.amount_paid, invoice.currency),
                "amount_credited": format_minor(invoice.amount_credited, invoice.currency),
                "currency": invoice.currency,
            },
            resource_type="invoice",
            resource_id=invoice.id,
        )


async def list_payments(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, query: ListQuery
) -> Page[InvoicePayment]:
    invoice = await InvoiceRepository(db, ctx).get(invoice_id)
    return await InvoicePaymentRepository(db, ctx).page_of_invoice(invoice.id, query)
