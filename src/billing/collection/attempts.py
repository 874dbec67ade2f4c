"""Gateway payment attempts: a payment row that starts `pending`, charged by a job.

The request answers 202 at once and the job `invoices.execute_payment_attempt` charges the
payment method. A card settles then and there; a SEPA debit answers pending and
`invoices.poll_payment_attempt` retrieves it every minute until it settles. At most one attempt
of an invoice is pending at a time, so nothing is ever charged twice for the same amount due.
Both jobs run on the customer's clock (a test clock's time in a sandbox). A failed attempt the
service made by itself goes on to dunning (`dunning.py`).
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection import dunning
from billing.collection import states as payment_states
from billing.collection.repository import InvoicePaymentRepository
from billing.collection.schemas import PaymentAttemptCreate
from billing.collection.settlement import POLL_INTERVAL, apply_payment, money_event
from billing.customers import service as customers
from billing.invoices import balance, queries, states
from billing.invoices.balance import require_payable
from billing.invoices.service import lock_invoice
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.payments.gateway import ChargeRequest, GatewayResult, PaymentMethodType
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, ValidationFailed
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event

EXECUTE_ATTEMPT_JOB = "invoices.execute_payment_attempt"
POLL_ATTEMPT_JOB = "invoices.poll_payment_attempt"

NOTHING_DUE = "nothing was due on the invoice any more when the attempt ran; nothing was charged"


async def start_attempt(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, body: PaymentAttemptCreate
) -> InvoicePayment:
    """A pending attempt for the amount due, requested through the API."""
    invoice = await lock_invoice(db, ctx, invoice_id)
    require_payable(invoice)
    if invoice.amount_due <= 0:
        raise InvalidState("nothing is due on the invoice")
    if await InvoicePaymentRepository(db, ctx).has_pending(invoice.id, "payment"):
        raise InvalidState("another payment attempt of the invoice is still pending")
    method_id = await _method_to_charge(db, ctx, invoice, body.payment_method_id)
    return await create_attempt(db, ctx, invoice, method_id, dunning_step=None)


async def create_attempt(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    method_id: uuid.UUID,
    *,
    dunning_step: int | None,
) -> InvoicePayment:
    """A pending attempt on the locked invoice for its amount due, charged by a job that runs
    at once on the customer's clock. The caller checked that nothing else is pending."""
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
        dunning_step=dunning_step,
    )
    attempt.dedup_token = f"attempt:{attempt.id}"
    InvoicePaymentRepository(db, ctx).add(attempt)
    await db.flush()
    await queries.schedule_for(
        db,
        ctx,
        invoice,
        EXECUTE_ATTEMPT_JOB,
        {"payment_id": str(attempt.id)},
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
            "dunning_step": dunning_step,
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
                field=("payment_method_id",),
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
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
    if invoice.amount_due <= 0 or invoice.status not in states.OPEN_STATUSES:
        payment_states.transition(attempt, "failed")
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
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
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
        await queries.schedule_for(
            db, ctx, invoice, POLL_ATTEMPT_JOB, {"payment_id": str(attempt.id)}, after=POLL_INTERVAL
        )
        return
    attempt.outcome = result.outcome
    attempt.settled_at = now
    if result.succeeded:
        payment_states.transition(attempt, "succeeded")
        attempt.received_at = now
        await db.flush()
        apply_payment(db, ctx, invoice, attempt, now=now)
        await balance.refresh_subscription(db, ctx, invoice)
    else:
        payment_states.transition(attempt, "failed")
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
        await dunning.attempt_failed(db, ctx, invoice, attempt, now=now)
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
