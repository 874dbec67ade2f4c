"""The balance of a finalized invoice: what it still claims, what settled it, and when it is
paid.

Payments (collection) and credit (credit notes) both change these amounts, always on the
invoice locked with `service.lock_invoice`; the rules that make an invoice `paid` again or
owed again, and that let its subscription out of `past_due`, are here, so that every domain
that settles an invoice reaches them the same way.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import states
from billing.invoices.calculation import refresh_amount_due
from billing.invoices.repository import InvoiceRepository
from billing.models.invoice import Invoice
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.platform.errors import CurrencyMismatch, FieldPath, InvalidState, ValidationFailed
from billing.platform.money import format_minor, to_minor
from billing.platform.outbox import emit_event
from billing.subscriptions import cycle

IN_DUNNING = ("retrying", "exhausted")
"""Dunning statuses of an invoice still being collected after a failed automatic charge."""


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


def require_payable(invoice: Invoice) -> None:
    if invoice.status not in states.OPEN_STATUSES:
        raise InvalidState(
            f"a {invoice.status} invoice takes no payments; "
            "only finalized, sent, overdue and uncollectible invoices do"
        )


async def require_creditable(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> None:
    """Credit goes onto an open invoice that still has something due, and not while a payment
    attempt of it is pending (the attempt charges the amount due the credit would settle)."""
    if invoice.status not in states.OPEN_STATUSES or invoice.amount_due <= 0:
        raise InvalidState(
            f"credit can only be applied to an open invoice with an amount due; "
            f"this one is {invoice.status} with "
            f"{format_minor(invoice.amount_due, invoice.currency)} {invoice.currency} due"
        )
    if await InvoiceRepository(db, ctx).has_pending_attempt(invoice.id):
        raise InvalidState("a payment attempt of the invoice is pending; wait until it settles")


def count_payment(invoice: Invoice, amount: int) -> None:
    """A succeeded payment of `amount` counted on the locked invoice; the caller says so
    (event, ledger) and then calls `settle_when_paid`."""
    invoice.amount_paid += amount
    refresh_amount_due(invoice)


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
        settle_when_paid(db, ctx, invoice, now=now)


def take_back_credit(invoice: Invoice, amount: int) -> None:
    """Credit reversed off the locked open or paid invoice: it claims `amount` again, so an
    invoice the credit had paid is `finalized` again (shown overdue past its due date).
    Dunning is left as it is: the invoice is collected again like any open one."""
    invoice.amount_credited -= amount
    refresh_amount_due(invoice)
    if invoice.status == "paid" and invoice.amount_due > 0:
        states.transition(invoice, "finalized")
        invoice.paid_at = None


def settle_when_paid(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, *, now: datetime
) -> None:
    """Nothing left due on the locked open invoice → `paid`, and its dunning `recovered`."""
    if invoice.amount_due == 0 and invoice.status in states.OPEN_STATUSES:
        states.transition(invoice, "paid")
        invoice.paid_at = now
        invoice.next_payment_attempt_at = None
        if invoice.dunning_status in IN_DUNNING:
            invoice.dunning_status = "recovered"
        emit_event(
            db,
            ctx,
            "invoice.paid",
            {
                "invoice_number": invoice.invoice_number,
                "amount_paid": format_minor(invoice.amount_paid, invoice.currency),
                "amount_credited": format_minor(invoice.amount_credited, invoice.currency),
                "amount_wallet_applied": format_minor(
                    invoice.amount_wallet_applied or 0, invoice.currency
                ),
                "currency": invoice.currency,
            },
            resource_type="invoice",
            resource_id=invoice.id,
        )


async def refresh_subscription(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> None:
    """After the invoice was paid, voided or credited: its subscription is `active` again
    once none of its open invoices is in dunning."""
    if invoice.subscription_id is None:
        return
    if invoice.status in states.OPEN_STATUSES and invoice.dunning_status in IN_DUNNING:
        return
    subscription = await locked_subscription(db, ctx, invoice)
    if subscription is None or subscription.status != "past_due":
        return
    if await InvoiceRepository(db, ctx).any_in_dunning(subscription.id, IN_DUNNING):
        return
    cycle.recover(db, ctx, subscription, invoice_id=invoice.id)
    await db.flush()


async def locked_subscription(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice
) -> Subscription | None:
    """The invoice's subscription, locked (after the invoice, as every path locks)."""
    if invoice.subscription_id is None:
        return None
    return await cycle.lock(db, ctx, invoice.subscription_id)
