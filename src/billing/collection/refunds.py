"""Taking an invoice back: void (nothing was paid), refund (money goes back), uncollectible.

Void applies the unapplied balance of the invoice's own credit notes to it, then credits what it
still claims with a void note applied to it. A refund issues a credit note for the refunded
gross (at most what the invoice's notes have not credited yet) and applies it to the refund rows
it pays out: through the gateway for what was collected through it (succeeded charges newest
first), the rest recorded as paid back by hand. `amount_refunded` grows at once, under the
invoice's row lock, so concurrent refunds can never give back more than was paid; a gateway
refund that fails later gives its amount back. Void and refund notes are applied in full, so
they never stand as customer credit.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.collection import credit_note_refunds, dunning
from billing.collection import states as payment_states
from billing.collection.refund_gateway import (
    poll_later,
    record_gateway_answer,
    refund_charge,
    refund_dedup_token,
    settle_pending,
)
from billing.collection.repository import InvoicePaymentRepository
from billing.collection.schemas import DEFAULT_REFUND_REASON, RefundCreate
from billing.collection.settlement import money_event
from billing.credit_notes import lifecycle, system_notes
from billing.credit_notes import service as credit_notes
from billing.customers import service as customers
from billing.invoices import balance, states
from billing.invoices import service as invoices
from billing.invoices.balance import check_currency, minor_amount
from billing.invoices.calculation import refresh_amount_due
from billing.invoices.service import lock_invoice
from billing.invoices.wallet_credit import take_back_wallet_credit
from billing.ledger import postings
from billing.models.credit_note import CreditNote, CreditNoteApplication
from billing.models.invoice import Invoice, InvoicePayment
from billing.payments import service as payments
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, ValidationFailed
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event

MANUAL_REFUND_SOURCE = "other"
"""The source of the part of a refund paid back outside the gateway."""


@dataclass(frozen=True)
class VoidResult:
    invoice: Invoice
    credit_note: CreditNote | None


@dataclass(frozen=True)
class RefundResult:
    invoice: Invoice
    credit_note: CreditNote
    refunds: list[InvoicePayment]

    @property
    def pending(self) -> bool:
        return any(row.status == "pending" for row in self.refunds)


@dataclass(frozen=True)
class CreditRollup:
    """The invoice's standing credit-note applications and what they add up to.

    `total_credited` is the sum of the applications listed (credit applied to the invoice from
    any note, and credit-note refunds paid out for it); the `invoice` ones add up to the
    invoice's `amount_credited`. `issued_against_invoice` is the total of the standing notes
    issued against the invoice, whether applied to it, refunded or still held as credit; the
    invoice's total less it is `remaining_creditable`, the cap every new note of the invoice,
    refund and void checks. Credit from a note of no invoice settles the invoice like a
    payment, so it does not use that cap up."""

    invoice: Invoice
    applications: list[tuple[CreditNoteApplication, CreditNote]]
    total_credited: int
    issued_against_invoice: int
    remaining_creditable: int


# --- void and uncollectible -----------------------------------------------------------------


async def void_invoice(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> VoidResult:
    """Void an open invoice nothing (net) was paid for. Credit applied to it from other
    invoices' notes (or notes of none) goes back to those notes; the unapplied balance of its
    own notes is applied to it; a void note then credits what it still claims."""
    notes = await lifecycle.lock_notes_touching(db, ctx, invoice_id)
    invoice = await lock_invoice(db, ctx, invoice_id)
    if invoice.status == "paid" or invoice.amount_paid > invoice.amount_refunded:
        raise InvalidState("the invoice has payments; refund it instead of voiding it")
    if invoice.status not in states.OPEN_STATUSES:
        raise InvalidState(
            f"a {invoice.status} invoice cannot be voided; "
            "only finalized, sent, overdue and uncollectible ones can"
        )
    rows = InvoicePaymentRepository(db, ctx)
    if await rows.has_pending(invoice.id, "payment"):
        raise InvalidState("a payment attempt of the invoice is pending; wait until it settles")
    if await rows.has_pending(invoice.id, "refund"):
        raise InvalidState("a refund of the invoice is pending; wait until it settles")
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
    for other in (n for n in notes if n.invoice_id != invoice.id):
        await lifecycle.take_back_from(db, ctx, other, invoice, now=now)
    await take_back_wallet_credit(db, ctx, invoice, now=now)
    for own in (n for n in notes if n.invoice_id == invoice.id):
        await lifecycle.apply_to_invoice(db, ctx, own, invoice, None, now=now, settle=False)
    uncredited = invoice.total - await credit_notes.credited_total(db, ctx, invoice.id)
    if invoice.amount_due > uncredited:
        raise InvalidState(
            f"the invoice still claims {format_minor(invoice.amount_due, invoice.currency)} "
            f"{invoice.currency} but credit notes of it were used elsewhere and only "
            f"{format_minor(max(uncredited, 0), invoice.currency)} is left to credit; "
            "collect the rest or reverse those credits before voiding"
        )
    note = None
    if invoice.amount_due > 0:
        lines = await invoices.lines_of(db, ctx, invoice.id)
        note = await system_notes.issue_void_note(
            db, ctx, invoice, lines, invoice.amount_due, now=now
        )
        invoice.amount_credited += note.total
        refresh_amount_due(invoice)
    _void(db, ctx, invoice, now, note)
    dunning.stop_retrying(invoice)
    await db.flush()
    await balance.refresh_subscription(db, ctx, invoice)
    return VoidResult(invoice, note)


def _void(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    now: datetime,
    note: CreditNote | None,
) -> None:
    """Void the invoice (by a void, or by the last refund of a paid one) and say so."""
    states.transition(invoice, "void")
    invoice.voided_at = now
    postings.invoice_voided(db, ctx, invoice, invoice.amount_due, now=now)
    invoice.amount_due = 0
    emit_event(
        db,
        ctx,
        "invoice.voided",
        {
            "invoice_number": invoice.invoice_number,
            "credit_note_id": str(note.id) if note is not None else None,
            "amount_credited": format_minor(invoice.amount_credited, invoice.currency),
            "currency": invoice.currency,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )


async def mark_uncollectible(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> Invoice:
    invoice = await lock_invoice(db, ctx, invoice_id)
    if invoice.status not in ("finalized", "sent"):
        raise InvalidState(
            f"a {invoice.status} invoice cannot be marked uncollectible; "
            "only finalized, sent and overdue ones can"
        )
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
    dunning.mark_uncollectible_locked(db, ctx, invoice, now=now)
    await db.flush()
    return invoice


# --- refunds --------------------------------------------------------------------------------


async def refund_invoice(
    db: AsyncSession,
    ctx: RequestContext,
    invoice_id: uuid.UUID,
    body: RefundCreate,
    *,
    idempotency_key: str,
) -> RefundResult:
    invoice = await lock_invoice(db, ctx, invoice_id)
    refundable = invoice.amount_paid - invoice.amount_refunded
    if invoice.status == "draft" or refundable <= 0:
        raise InvalidState(f"nothing paid for this {invoice.status} invoice is left to refund")
    check_currency(invoice, body.currency)
    creditable = invoice.total - await credit_notes.credited_total(db, ctx, invoice.id)
    if body.amount is None and creditable < refundable:
        refundable = max(creditable, 0)
    amount = refundable if body.amount is None else minor_amount(body.amount, invoice.currency)
    if not 0 < amount <= min(refundable, creditable):
        most = format_minor(max(min(refundable, creditable), 0), invoice.currency)
        raise ValidationFailed(
            f"the amount must be more than zero and at most {most} {invoice.currency}: "
            "what was paid and not yet refunded, and what the invoice's credit notes have "
            "not credited yet",
            field=("amount",),
        )
    reason = body.reason or DEFAULT_REFUND_REASON
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
    note = await system_notes.issue_refund_note(db, ctx, invoice, amount, reason, now=now)
    refunds = await _pay_back(db, ctx, invoice, note, amount, reason, idempotency_key, now=now)
    for row in refunds:
        await system_notes.apply_as_refund(
            db, ctx, note, row.id, row.amount, now=now, refund_method=_method_of(row)
        )
    invoice.amount_refunded += amount
    refresh_amount_due(invoice)
    await db.flush()
    result = RefundResult(invoice, note, refunds)
    if result.pending:
        emit_event(
            db,
            ctx,
            "invoice.refund_pending",
            {"credit_note_id": str(note.id), **_refund_totals(invoice)},
            resource_type="invoice",
            resource_id=invoice.id,
        )
    else:
        await _refund_settled(db, ctx, invoice, note, now=now)
    return result


async def _pay_back(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    note: CreditNote,
    amount: int,
    reason: str,
    idempotency_key: str,
    *,
    now: datetime,
) -> list[InvoicePayment]:
    """The refund rows: gateway refunds of the succeeded charges (newest first), then a manual
    refund for the rest. A gateway that refuses raises GatewayDeclined (nothing is kept)."""
    rows = InvoicePaymentRepository(db, ctx)
    gateway = payments.gateway_for(db, ctx)
    refunds: list[InvoicePayment] = []
    left = amount
    for refundable in await rows.refundable_charges(invoice.id):
        charge = refundable.charge
        if left == 0:
            break
        if charge.gateway_reference is None:
            continue
        part = min(left, refundable.refundable)
        token = refund_dedup_token(idempotency_key, charge.id)
        result = await refund_charge(
            gateway,
            charge,
            part,
            dedup_token=token,
            description=f"Refund of invoice {invoice.invoice_number}",
            metadata={"invoice_id": str(invoice.id), "credit_note_id": str(note.id)},
        )
        row = _refund_row(invoice, note, part, reason, now)
        row.channel = "gateway"
        row.source = charge.source
        row.payment_method_id = charge.payment_method_id
        row.refunded_payment_id = charge.id
        row.dedup_token = token
        record_gateway_answer(row, result, now)
        refunds.append(row)
        left -= part
    if left > 0:
        row = _refund_row(invoice, note, left, reason, now)
        payment_states.transition(row, "succeeded")
        row.settled_at = now
        refunds.append(row)
    for row in refunds:
        rows.add(row)
    await db.flush()
    for row in refunds:
        if row.status == "pending":
            await poll_later(db, ctx, row)
    return refunds


def _method_of(row: InvoicePayment) -> str:
    return "payment_method" if row.channel == "gateway" else "cash"


def _refund_row(
    invoice: Invoice, note: CreditNote, amount: int, reason: str, now: datetime
) -> InvoicePayment:
    return InvoicePayment(
        id=uuid.uuid4(),
        invoice_id=invoice.id,
        customer_id=invoice.customer_id,
        kind="refund",
        channel="manual",
        source=MANUAL_REFUND_SOURCE,
        status="pending",
        amount=amount,
        currency=invoice.currency,
        reason=reason,
        credit_note_id=note.id,
        received_at=now,
        retryable=False,
    )


def _refund_totals(invoice: Invoice) -> dict[str, str | None]:
    return {
        "invoice_number": invoice.invoice_number,
        "amount_paid": format_minor(invoice.amount_paid, invoice.currency),
        "amount_refunded": format_minor(invoice.amount_refunded, invoice.currency),
        "currency": invoice.currency,
    }


async def _refund_settled(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, note: CreditNote, *, now: datetime
) -> None:
    """Every part of a refund went through: say so, and a paid invoice refunded in full and
    credited in full by its own notes (with no other refund still pending) becomes void."""
    emit_event(
        db,
        ctx,
        "invoice.refunded",
        {"credit_note_id": str(note.id), **_refund_totals(invoice)},
        resource_type="invoice",
        resource_id=invoice.id,
    )
    fully_refunded = invoice.amount_refunded >= invoice.amount_paid
    if invoice.status != "paid" or not fully_refunded:
        return
    if invoice.total > await credit_notes.credited_total(db, ctx, invoice.id):
        # Part of it was settled with credit from another invoice's note: that part stands,
        # so the invoice stays paid rather than void (voiding would swallow the credit).
        return
    if await InvoicePaymentRepository(db, ctx).has_pending(invoice.id, "refund"):
        return
    _void(db, ctx, invoice, now, note)
    await db.flush()


async def poll_refund(db: AsyncSession, ctx: RequestContext, payment_id: uuid.UUID) -> None:
    """Ask the gateway about a pending refund (job): settled → done (the invoice may become
    void); failed → the amount is refundable again and the credit note is voided, replaced by
    one for the parts of the refund that stand; still pending → ask again in a minute."""
    rows = InvoicePaymentRepository(db, ctx)
    found = await rows.find(payment_id)
    if found is None:
        return
    if found.credit_note_refund:
        await credit_note_refunds.poll_refund(db, ctx, found)
        return
    invoice = await lock_invoice(db, ctx, found.invoice_id)
    settled = await settle_pending(db, ctx, payment_id, invoice.customer_id)
    if settled is None:
        return
    row, now = settled
    note: CreditNote | None = await _note_of(db, ctx, row)
    if row.status == "failed" and note is not None:
        note = await _refund_failed(db, ctx, invoice, row, note, now=now)
    if note is not None and not await _note_pending(db, ctx, note):
        await _refund_settled(db, ctx, invoice, note, now=now)


async def _note_of(db: AsyncSession, ctx: RequestContext, row: InvoicePayment) -> CreditNote:
    if row.credit_note_id is None:
        raise ValueError(f"refund {row.id} names no credit note")
    return await credit_notes.get_note(db, ctx, row.credit_note_id, for_update=True)


async def _note_pending(db: AsyncSession, ctx: RequestContext, note: CreditNote) -> bool:
    return any(
        r.status == "pending"
        for r in await InvoicePaymentRepository(db, ctx).of_credit_note(note.id)
    )


async def _refund_failed(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    failed: InvoicePayment,
    note: CreditNote,
    *,
    now: datetime,
) -> CreditNote | None:
    """Give the failed part back and void the note; the parts that stand (when the refund
    spanned several charges) get a new note of their own. Returns that note, if any."""
    invoice.amount_refunded -= failed.amount
    refresh_amount_due(invoice)
    await credit_notes.void_note(db, ctx, note, now=now)
    standing = [
        r
        for r in await InvoicePaymentRepository(db, ctx).of_credit_note(note.id)
        if r.status != "failed"
    ]
    replacement: CreditNote | None = None
    if standing:
        replacement = await system_notes.issue_refund_note(
            db, ctx, invoice, sum(r.amount for r in standing), note.reason_code or "", now=now
        )
        for row in standing:
            row.credit_note_id = replacement.id
            await system_notes.apply_as_refund(
                db, ctx, replacement, row.id, row.amount, now=now, refund_method=_method_of(row)
            )
    emit_event(
        db,
        ctx,
        "invoice.refund_failed",
        {
            **money_event(invoice, failed),
            "credit_note_id": str(note.id),
            "replacement_credit_note_id": str(replacement.id) if replacement else None,
            "outcome": failed.outcome,
            "failure_message": failed.failure_message,
            "retryable": failed.retryable,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
    await db.flush()
    return replacement


# --- the credit-note rollup -----------------------------------------------------------------


async def credit_rollup(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> CreditRollup:
    invoice = await invoices.get_invoice(db, ctx, invoice_id)
    applications = await credit_notes.applications_of_invoice(db, ctx, invoice.id)
    issued = await credit_notes.credited_total(db, ctx, invoice.id)
    return CreditRollup(
        invoice,
        applications,
        total_credited=sum(application.amount for application, _ in applications),
        issued_against_invoice=issued,
        remaining_creditable=max(invoice.total - issued, 0),
    )
