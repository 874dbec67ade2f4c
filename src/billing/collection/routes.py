"""HTTP routes of the money after finalize: payments, payment attempts, refund, void,
mark-uncollectible and the credit-note rollup of an invoice."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection import attempts, refunds, settlement
from billing.collection.repository import PAYMENT_FILTERS
from billing.collection.schemas import (
    CreditApplicationOut,
    CreditRollupOut,
    CreditRollupPagination,
    CreditRollupSummary,
    PaymentAttemptCreate,
    PaymentAttemptOut,
    PaymentCreate,
    PaymentOut,
    RefundCreate,
    RefundOut,
    VoidOut,
)
from billing.credit_notes import service as credit_notes
from billing.credit_notes.schemas import CreditNoteOut, credit_note_out
from billing.invoices import queries
from billing.invoices.schemas import InvoiceOut, invoice_out
from billing.models.credit_note import CreditNote
from billing.models.invoice import Invoice, InvoicePayment
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import from_minor
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tags import service as tags

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["invoices"])

INVOICE = "/invoices/{invoice_id}"
_PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}


async def _invoice_out(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> InvoiceOut:
    view = await queries.view_of(db, ctx, invoice, with_lines=False)
    return invoice_out(view.invoice, status=view.status, tags=view.tags)


async def _note_out(db: AsyncSession, ctx: RequestContext, note: CreditNote) -> CreditNoteOut:
    found = await tags.tags_of(db, ctx, "CREDIT_NOTE", [note.id])
    return credit_note_out(note, await credit_notes.lines_of(db, ctx, note.id), found[note.id])


def payment_out(payment: InvoicePayment, invoice: InvoiceOut | None = None) -> PaymentOut:
    return PaymentOut(
        id=payment.id,
        invoice_id=payment.invoice_id,
        customer_id=payment.customer_id,
        kind=payment.kind,
        channel=payment.channel,
        source=payment.source,
        status=payment.status,
        amount=from_minor(payment.amount, payment.currency),
        currency=payment.currency,
        outcome=payment.outcome,
        failure_message=payment.failure_message,
        retryable=payment.retryable,
        dunning_step=payment.dunning_step,
        reference=payment.reference,
        note=payment.note,
        reason=payment.reason,
        received_at=payment.received_at,
        settled_at=payment.settled_at,
        payment_method_id=payment.payment_method_id,
        gateway_reference=payment.gateway_reference,
        refunded_payment_id=payment.refunded_payment_id,
        credit_note_id=payment.credit_note_id,
        created_at=payment.created_at,
        updated_at=payment.updated_at,
        invoice=invoice,
    )


@router.post(
    f"{INVOICE}/payments",
    response_model=Envelope[PaymentOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def record_payment(
    invoice_id: uuid.UUID,
    body: PaymentCreate,
    ctx: RequestContext = Permission("payments:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Record money received outside the gateway; the answer carries the updated invoice."""
    invoice, payment = await settlement.record_payment(db, ctx, invoice_id, body)
    return {"data": payment_out(payment, await _invoice_out(db, ctx, invoice))}


@router.get(f"{INVOICE}/payments", response_model=ListEnvelope[PaymentOut])
async def list_payments(
    invoice_id: uuid.UUID,
    query: ListQuery = ListParams(PAYMENT_FILTERS, "invoice-payments"),
    ctx: RequestContext = Permission("payments:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Every payment and refund of the invoice, manual and gateway, in any state, newest first."""
    page = await settlement.list_payments(db, ctx, invoice_id, query)
    return list_envelope([payment_out(p) for p in page.items], page)


@router.post(
    f"{INVOICE}/payment-attempts",
    status_code=202,
    response_model=Envelope[PaymentAttemptOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def create_payment_attempt(
    invoice_id: uuid.UUID,
    body: PaymentAttemptCreate | None = None,
    ctx: RequestContext = Permission("payments:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Charge the amount due to a payment method (default: the customer's default one).

    Answers 202 at once; the charge runs in the background and its outcome shows in the
    invoice's payments list.
    """
    attempt = await attempts.start_attempt(db, ctx, invoice_id, body or PaymentAttemptCreate())
    return {
        "data": PaymentAttemptOut(
            id=attempt.id,
            status="pending",
            invoice_id=attempt.invoice_id,
            amount=from_minor(attempt.amount, attempt.currency),
            currency=attempt.currency,
            payment_method_id=attempt.payment_method_id,
            hosted_checkout_url=None,
        )
    }


@router.post(
    f"{INVOICE}/void",
    response_model=Envelope[VoidOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def void_invoice(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Void an invoice nothing was paid for; a credit note cancels what it still claimed."""
    result = await refunds.void_invoice(db, ctx, invoice_id)
    note = await _note_out(db, ctx, result.credit_note) if result.credit_note else None
    return {"data": VoidOut(invoice=await _invoice_out(db, ctx, result.invoice), credit_note=note)}


@router.post(
    f"{INVOICE}/refund",
    response_model=Envelope[RefundOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={
        202: {"description": "A gateway refund is pending (`status` refund_pending)"},
        402: {"description": "The gateway refused the refund (GATEWAY_DECLINED)", **_PROBLEM},
    },
)
async def refund_invoice(
    invoice_id: uuid.UUID,
    request: Request,
    response: Response,
    body: RefundCreate | None = None,
    ctx: RequestContext = Permission("payments:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Refund a paid invoice in full (default) or in part, with a credit note.

    200 when the money went back at once (a full refund of a paid invoice voids it); 202 with
    `status` refund_pending while the gateway settles (see the invoice's payments list).
    """
    result = await refunds.refund_invoice(
        db,
        ctx,
        invoice_id,
        body or RefundCreate(),
        idempotency_key=idempotency.request_key(request),
    )
    if result.pending:
        response.status_code = 202
    return {
        "data": RefundOut(
            status="refund_pending" if result.pending else "refunded",
            invoice=await _invoice_out(db, ctx, result.invoice),
            credit_note=await _note_out(db, ctx, result.credit_note),
            refunds=[payment_out(row) for row in result.refunds],
        )
    }


@router.post(
    f"{INVOICE}/mark-uncollectible",
    response_model=Envelope[InvoiceOut],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def mark_uncollectible(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:write"),
    db: AsyncSession = DbSession,
) -> Any:
    """Give up on collecting a finalized or overdue invoice (payments are still accepted)."""
    invoice = await refunds.mark_uncollectible(db, ctx, invoice_id)
    return {"data": await _invoice_out(db, ctx, invoice)}


@router.get(f"{INVOICE}/credit-note-applications", response_model=CreditRollupOut)
async def list_credit_note_applications(
    invoice_id: uuid.UUID,
    ctx: RequestContext = Permission("invoices:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """The credit applied to the invoice and refunded for it, with the rollup (unpaginated)."""
    rollup = await refunds.credit_rollup(db, ctx, invoice_id)
    currency = rollup.invoice.currency
    data = [
        CreditApplicationOut(
            id=application.id,
            organization_id=application.organization_id,
            credit_note_id=note.id,
            credit_note_number=note.credit_note_number,
            credit_note_reason=note.reason,
            credit_note_reason_code=note.reason_code,
            credit_note_status=note.status,
            kind=application.kind,
            invoice_id=application.invoice_id,
            refund_payment_id=application.refund_payment_id,
            amount=from_minor(application.amount, application.currency),
            currency=application.currency,
            applied_at=application.applied_at,
            created_at=application.created_at,
        )
        for application, note in rollup.applications
    ]
    return CreditRollupOut(
        data=data,
        pagination=CreditRollupPagination(total=len(data)),
        summary=CreditRollupSummary(
            currency=currency,
            total_credited=from_minor(rollup.total_credited, currency),
            issued_against_invoice=from_minor(rollup.issued_against_invoice, currency),
            remaining_creditable=from_minor(rollup.remaining_creditable, currency),
        ),
    )
