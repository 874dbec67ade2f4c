"""The gateway side of refunds, shared by invoice refunds and credit-note refunds: the dedup
token of a refund, recording the gateway's answer on a refund row, and polling a pending one."""

from __future__ import annotations

import hashlib
import uuid
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection import states
from billing.collection.repository import InvoicePaymentRepository
from billing.collection.settlement import POLL_INTERVAL
from billing.customers import service as customers
from billing.models.invoice import InvoicePayment
from billing.payments import service as payments
from billing.payments.gateway import MAX_DEDUP_TOKEN, GatewayResult, PaymentGateway, RefundRequest
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import GatewayDeclined
from billing.sandbox import service as sandbox

POLL_REFUND_JOB = "invoices.poll_refund"


def refund_dedup_token(idempotency_key: str, charge_id: uuid.UUID) -> str:
    """`<Idempotency-Key>:<charge payment id>`; a key too long for the gateway's token is
    replaced by its SHA-256, so the token stays the same on every retry."""
    token = f"{idempotency_key}:{charge_id}"
    if len(token) <= MAX_DEDUP_TOKEN:
        return token
    return f"{hashlib.sha256(idempotency_key.encode()).hexdigest()}:{charge_id}"


def record_gateway_answer(row: InvoicePayment, result: GatewayResult, now: datetime) -> None:
    """The gateway's answer on a pending refund row: it stays pending or settles."""
    row.gateway_reference = result.reference or row.gateway_reference
    if result.pending:
        return
    row.outcome = result.outcome
    row.settled_at = now
    states.transition(row, "succeeded" if result.succeeded else "failed")
    if not result.succeeded:
        row.failure_message = (result.failure_message or "the refund failed")[:500]
        row.retryable = result.retryable


async def poll_later(db: AsyncSession, ctx: RequestContext, row: InvoicePayment) -> None:
    """Ask the gateway again in a minute of the customer's clock."""
    customer = await customers.customer_of_record(db, ctx, row.customer_id)
    await sandbox.enqueue_on_clock(
        db,
        ctx,
        customer.test_clock_id,
        POLL_REFUND_JOB,
        {"payment_id": str(row.id)},
        after=POLL_INTERVAL,
    )


async def settle_pending(
    db: AsyncSession, ctx: RequestContext, payment_id: uuid.UUID, customer_id: uuid.UUID
) -> tuple[InvoicePayment, datetime] | None:
    """Ask the gateway about a pending refund row (locked here; the caller has locked what it
    queues behind) and record its answer at now on the customer's clock. Returns the settled
    row and that now; None when there is nothing more to do yet (the row was not pending, or
    it still is and is polled again later)."""
    row = await InvoicePaymentRepository(db, ctx).get(payment_id, for_update=True)
    await db.refresh(row)
    if row.status != "pending" or row.gateway_reference is None:
        return None
    result = await payments.gateway_for(db, ctx).retrieve(row.gateway_reference)
    now = await clock.now(db, ctx, test_clock_id=await customers.bound_clock(db, ctx, customer_id))
    record_gateway_answer(row, result, now)
    await db.flush()
    if row.status == "pending":
        await poll_later(db, ctx, row)
        return None
    return row, now


async def refund_charge(
    gateway: PaymentGateway,
    charge: InvoicePayment,
    amount: int,
    *,
    dedup_token: str,
    description: str,
    metadata: dict[str, str],
) -> GatewayResult:
    """Ask the gateway to refund `amount` of a succeeded charge; a refusal there and then
    raises GatewayDeclined (402), so the caller's transaction keeps nothing."""
    result = await gateway.refund(
        RefundRequest(
            charge_reference=charge.gateway_reference or "",
            amount=amount,
            currency=charge.currency,
            dedup_token=dedup_token,
            description=description,
            metadata=metadata,
        )
    )
    if result.status == "failed":
        raise GatewayDeclined(
            f"the gateway refused to refund payment {charge.id}: "
            f"{result.failure_message or result.outcome}; nothing was refunded",
            extra={
                "outcome": result.outcome,
                "retryable": result.retryable,
                "payment_id": str(charge.id),
            },
        )
    return result
