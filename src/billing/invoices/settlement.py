"""Money coming in for finalized invoices: manual payments and gateway payment attempts.

Every change of an invoice's money holds the invoice's row lock, so concurrent payments,
attempts and refunds of one invoice queue and each sees the amounts the previous one left.

A payment attempt is a gateway payment row that starts `pending`: the request answers 202 at
once and the job `invoices.execute_payment_attempt` charges the customer's payment method. A
card settles then and there; a SEPA debit answers pending and `invoices.poll_payment_attempt`
retrieves it every minute until it settles. At most one attempt of an invoice is pending at a
time, so nothing is ever charged twice for the same amount due.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import queries, states
from billing.invoices.calculation import refresh_amount_due
from billing.invoices.payment_repository import InvoicePaymentRepository
from billing.invoices.payment_schemas import PaymentAttemptCreate, PaymentCreate
from billing.invoices.repository import InvoiceRepository
from billing.ledger import postings
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.payments.gateway import ChargeRequest, GatewayResult, PaymentMethodType
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import CurrencyMismatch, InvalidState, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.money import format_minor, to_minor
from billing.platform.outbox import emit_event, enqueue_job
from billing.platform.pagination import Page

EXECUTE_ATTEMPT_JOB = "invoices.execute_payment_attempt"
POLL_ATTEMPT_JOB = "invoices.poll_payment_attempt"
POLL_INTERVAL = timedelta(minutes=1)
"""How long a pending gateway operation waits before it is retrieved (again)."""

NOTHING_DUE = "nothing was due on the invoice any more when the attempt ran; nothing was charged"


# --- shared by payments and refunds ---------------------------------------------------------


async def lock_invoice(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> Invoice:
    """The invoice with its row locked until the transaction ends."""
    return await InvoiceRepository(db, ctx).get(invoice_id, for_update=True)


async def customer_now(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> datetime:
    """Now on the clock of the invoice's customer (a test clock in sandbox)."""
    return await queries.now_of(db, ctx, await queries.customer_of(db, ctx, invoice))


def check_currency(invoice: Invoice, currency: str | None) -> None:
    """The echo guard: a currency in the request must be the invoice's."""
    if currency is not None and currency != invoice.currency:
        raise CurrencyMismatch(
            f"the invoice is in {invoice.currency}, not {currency}",
            extra={"expected_currency": invoice.currency},
        )


def minor_amount(amount: Decimal, currency: str, pointer: str = "/amount") -> int:
    """A request's major-unit amount in minor units; finer than the currency allows is 422."""
    try:
        return to_minor(amount, currency)
    except ValueError as exc:
        raise ValidationFailed(str(exc), pointer=pointer) from None


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


def _require_payable(invoice: Invoice) -> None:
    if invoice.status not in states.OPEN_STATUSES:
        raise InvalidState(
            f"a {invoice.status} invoice takes no payments; "
            "only finalized, sent, overdue and uncollectible invoices do"
        )


async def record_payment(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, body: PaymentCreate
) -> tuple[Invoice, InvoicePayment]:
    invoice = await lock_invoice(db, ctx, invoice_id)
    _require_payable(invoice)
    check_currency(invoice, body.currency)
    if await InvoicePaymentRepository(db, ctx).has_submitted_charge(invoice.id):
        raise InvalidState(
            "a debit of the invoice is with the gateway and not settled yet; wait until it "
            "settles, so that the invoice is not paid twice"
        )
    amount = minor_amount(body.amount, invoice.currency)
    if amount <= 0:
        raise ValidationFailed("the amount must be more than zero", pointer="/amount")
    if amount > invoice.amount_due:
        due = format_minor(invoice.amount_due, invoice.currency)
        raise ValidationFailed(
            f"the amount is more than the {due} {invoice.currency} due", pointer="/amount"
        )
    now = await customer_now(db, ctx, invoice)
    received_at = body.received_at or now
    if received_at > now:
        raise ValidationFailed(
            f"received_at is after now ({now.isoformat()} on the customer's clock)",
            pointer="/received_at",
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
    invoice.updated_at = clock.utcnow()
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
    invoice.updated_at = clock.utcnow()
    if settle:
        _paid_when_settled(db, ctx, invoice, now=now)


def take_back_credit(invoice: Invoice, amount: int) -> None:
    """Credit reversed off the locked (open) invoice: it claims `amount` again."""
    invoice.amount_credited -= amount
    refresh_amount_due(invoice)
    invoice.updated_at = clock.utcnow()


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


# --- gateway payment attempts ---------------------------------------------------------------


async def start_attempt(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, body: PaymentAttemptCreate
) -> InvoicePayment:
    """A pending attempt for the amount due, charged by a job that runs at once."""
    invoice = await lock_invoice(db, ctx, invoice_id)
    _require_payable(invoice)
    if invoice.amount_due <= 0:
        raise InvalidState("nothing is due on the invoice")
    attempts = InvoicePaymentRepository(db, ctx)
    if await attempts.has_pending(invoice.id, "payment"):
        raise InvalidState("another payment attempt of the invoice is still pending")
    method_id = await _method_to_charge(db, ctx, invoice, body.payment_method_id)
    method = await payments.get_method(db, ctx, method_id)
    attempt = InvoicePayment(
        id=uuid.uuid4(),
        invoice_id=invoice.id,
        customer_id=invoice.customer_id,
        kind="payment",
        channel="gateway",
        source=method.type,
        status="pending",
        amount=invoice.amount_due,
        currency=invoice.currency,
        payment_method_id=method.id,
        retryable=False,
    )
    attempt.dedup_token = f"attempt:{attempt.id}"
    attempts.add(attempt)
    await db.flush()
    await enqueue_job(
        db,
        EXECUTE_ATTEMPT_JOB,
        {"payment_id": str(attempt.id)},
        ctx=ctx,
        dedup_key=f"{EXECUTE_ATTEMPT_JOB}:{attempt.id}",
    )
    emit_event(
        db,
        ctx,
        "invoice.payment_attempt_created",
        {
            "payment_id": str(attempt.id),
            "payment_method_id": str(method.id),
            "amount": format_minor(attempt.amount, invoice.currency),
            "currency": invoice.currency,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
    return attempt


async def _method_to_charge(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, requested: uuid.UUID | None
) -> uuid.UUID:
    if requested is not None:
        if not await payments.is_active_method_of(db, ctx, invoice.customer_id, requested):
            raise ValidationFailed(
                f"payment method {requested} is not an attached payment method of the "
                "invoice's customer",
                pointer="/payment_method_id",
            )
        return requested
    customer = await queries.customer_of(db, ctx, invoice)
    default = customer.default_payment_method_id
    if default is None or not await payments.is_active_method_of(db, ctx, customer.id, default):
        raise InvalidState(
            "the customer has no default payment method; attach one or pass payment_method_id"
        )
    return default


async def _locked_gateway_row(
    db: AsyncSession, ctx: RequestContext, payment_id: uuid.UUID
) -> tuple[Invoice, InvoicePayment] | None:
    """The invoice (locked first, as every writer does) and the row, while it is pending."""
    rows = InvoicePaymentRepository(db, ctx)
    found = await rows.find(payment_id)
    if found is None:
        return None
    invoice = await lock_invoice(db, ctx, found.invoice_id)
    row = await rows.get(payment_id, for_update=True)
    await db.refresh(row)
    if row.status != "pending":
        return None
    return invoice, row


async def execute_attempt(db: AsyncSession, ctx: RequestContext, payment_id: uuid.UUID) -> None:
    """Charge a pending attempt, capped at what is still due (job; safe to run twice: the
    charge's dedup token is the attempt's, and a charged attempt is only ever polled)."""
    locked = await _locked_gateway_row(db, ctx, payment_id)
    if locked is None:
        return
    invoice, attempt = locked
    if attempt.gateway_reference is not None:
        return
    now = await customer_now(db, ctx, invoice)
    if invoice.amount_due <= 0 or invoice.status not in states.OPEN_STATUSES:
        attempt.status = "failed"
        attempt.failure_message = NOTHING_DUE
        attempt.settled_at = now
        await db.flush()
        return
    attempt.amount = min(attempt.amount, invoice.amount_due)
    method = await payments.get_method(db, ctx, _method_id(attempt))
    request = ChargeRequest(
        payment_method_id=method.id,
        payment_method_type=_method_type(method.type),
        amount=attempt.amount,
        currency=attempt.currency,
        dedup_token=attempt.dedup_token or f"attempt:{attempt.id}",
        description=f"Invoice {invoice.invoice_number}",
        metadata={"invoice_id": str(invoice.id), "payment_id": str(attempt.id)},
    )
    result = await payments.gateway_for(db, ctx).charge(request)
    await _settle_attempt(db, ctx, invoice, attempt, result, now=now)


async def poll_attempt(db: AsyncSession, ctx: RequestContext, payment_id: uuid.UUID) -> None:
    """Ask the gateway about a pending charge; still pending → ask again in a minute (job)."""
    locked = await _locked_gateway_row(db, ctx, payment_id)
    if locked is None:
        return
    invoice, attempt = locked
    if attempt.gateway_reference is None:
        return
    result = await payments.gateway_for(db, ctx).retrieve(attempt.gateway_reference)
    now = await customer_now(db, ctx, invoice)
    await _settle_attempt(db, ctx, invoice, attempt, result, now=now)


async def _settle_attempt(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    attempt: InvoicePayment,
    result: GatewayResult,
    *,
    now: datetime,
) -> None:
    attempt.gateway_reference = result.reference or attempt.gateway_reference
    if result.pending:
        await db.flush()
        await enqueue_job(
            db,
            POLL_ATTEMPT_JOB,
            {"payment_id": str(attempt.id)},
            ctx=ctx,
            run_at=clock.utcnow() + POLL_INTERVAL,
        )
        return
    attempt.outcome = result.outcome
    attempt.settled_at = now
    if result.succeeded:
        attempt.status = "succeeded"
        attempt.received_at = now
        await db.flush()
        apply_payment(db, ctx, invoice, attempt, now=now)
    else:
        attempt.status = "failed"
        attempt.failure_message = (result.failure_message or "the payment failed")[:500]
        attempt.retryable = result.retryable
        await db.flush()
        emit_event(
            db,
            ctx,
            "invoice.payment_failed",
            {
                **money_event(invoice, attempt),
                "payment_method_id": str(attempt.payment_method_id),
                "outcome": attempt.outcome,
                "failure_message": attempt.failure_message,
                "retryable": attempt.retryable,
            },
            resource_type="invoice",
            resource_id=invoice.id,
        )
    await db.flush()


def _method_id(attempt: InvoicePayment) -> uuid.UUID:
    if attempt.payment_method_id is None:
        raise ValueError(f"gateway payment {attempt.id} names no payment method")
    return attempt.payment_method_id


def _method_type(value: str) -> PaymentMethodType:
    if value == "card":
        return "card"
    if value == "sepa_debit":
        return "sepa_debit"
    raise ValueError(f"unknown payment method type {value!r}")
