"""Finalizing a draft: the seller check (no legal invoice without the seller's legal name,
address and tax identity), the approval threshold, the gapless number, the seller and buyer
snapshots, and the state change (a zero total is paid at once).

`finalize` is the operation a client calls; `finalize_now` is the finalization itself, for
callers that have already decided (an approved request, the automatic period-end runs).
Importing this module registers the `invoice.finalize` approval action; collecting a billing
run's invoice once its finalization is approved is collection's, which registers itself here
(`register_collector`).
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.approvals import service as approvals
from billing.invoices import calculation, numbering, overdue, queries, states
from billing.invoices.document_requests import request_pdf
from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.ledger import postings
from billing.models.approval import ApprovalRequest
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Conflict, InvalidState
from billing.platform.money import from_minor
from billing.platform.outbox import emit_event
from billing.tax import service as tax

FINALIZE_ACTION = "invoice.finalize"

Collector = Callable[[AsyncSession, RequestContext, Invoice], Awaitable[object]]
"""Charges a freshly finalized (locked) invoice, as a billing run does after finalizing."""

_collectors: list[Collector] = []


def register_collector(collector: Collector) -> None:
    _collectors[:] = [collector]


def _collector() -> Collector:
    if not _collectors:
        raise RuntimeError("no collector is registered (import billing.collection.service)")
    return _collectors[0]


@dataclass(frozen=True)
class _Ready:
    """A locked draft whose totals were just recomputed for its issue date."""

    invoice: Invoice
    lines: list[InvoiceLine]
    customer: Customer
    now: datetime
    settings: dict[str, Any]
    """The organization's effective settings, read once."""
    seller: dict[str, Any]
    """The seller's tax profile as the invoice freezes it, read once."""


async def finalize(
    db: AsyncSession,
    ctx: RequestContext,
    invoice_id: uuid.UUID,
    *,
    collect_when_approved: bool = False,
) -> Invoice | ApprovalRequest:
    """Finalize a draft, or hold it for approval when the threshold setting asks for it (the
    pending request is answered again while it is pending). A billing run asks for
    `collect_when_approved`: approving its invoice later also charges it, as finalizing it at
    once would have."""
    invoice = await InvoiceRepository(db, ctx).get(invoice_id, for_update=True)
    _require_unfinalized(invoice)
    if invoice.pending_approval_id is not None:
        return await approvals.get_request(db, ctx, invoice.pending_approval_id)
    ready = await _prepare(db, ctx, invoice)
    details = _approval_needed(invoice, ready.settings)
    if details is not None:
        if collect_when_approved:
            details["collect_on_approval"] = True
        approval = await approvals.request_approval(
            db,
            ctx,
            action=FINALIZE_ACTION,
            resource_type="invoice",
            resource_id=invoice.id,
            details=details,
        )
        invoice.pending_approval_id = approval.id
        await db.flush()
        return approval
    await _issue(db, ctx, ready)
    return invoice


async def finalize_unless_blocked(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, *, data: dict[str, Any]
) -> Invoice | ApprovalRequest | None:
    """`finalize` for a background run: when the draft cannot become a legal invoice (an
    incomplete seller profile, category O mixed with others) it stays a draft and an
    `invoice.finalization_blocked` event says why (`reason`, its details and `data`) instead of
    failing the run. Returns None then."""
    try:
        return await finalize(db, ctx, invoice_id, collect_when_approved=True)
    except FinalizationBlocked as blocked:
        emit_event(
            db,
            ctx,
            "invoice.finalization_blocked",
            {"reason": blocked.reason, **blocked.details, **data},
            resource_type="invoice",
            resource_id=invoice_id,
        )
        return None


async def finalize_now(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> Invoice:
    """Finalize a draft at once, without asking for approval. The caller holds the invoice's
    row lock (`InvoiceRepository.get(id, for_update=True)`) or created it in this transaction."""
    _require_unfinalized(invoice)
    await _issue(db, ctx, await _prepare(db, ctx, invoice))
    return invoice


def _require_unfinalized(invoice: Invoice) -> None:
    if invoice.status != "draft":
        raise InvalidState(f"the invoice is {invoice.status}; only drafts are finalized")


class FinalizationBlocked(InvalidState):
    """A draft that cannot become a legal invoice as it stands (409 INVALID_STATE with the
    details as problem extensions); a billing run leaves it a draft and says why instead."""

    reason: str = ""

    def __init__(self, detail: str, details: dict[str, Any]) -> None:
        super().__init__(detail, extra=details)
        self.details = details


class SellerIncomplete(FinalizationBlocked):
    """The seller's tax profile lacks what a legal invoice needs (`missing_fields`)."""

    reason = "seller_incomplete"

    def __init__(self, missing_fields: list[str]) -> None:
        super().__init__(
            "the seller's tax profile lacks what a legal invoice needs: "
            + ", ".join(missing_fields)
            + "; set it with PATCH /v1/tax/profile",
            {"missing_fields": missing_fields},
        )


class NotSubjectToVatMixed(FinalizationBlocked):
    """Lines not subject to VAT (O) beside lines of other categories (`categories`): EN 16931
    allows neither (BR-O-11, BR-O-12), so such an invoice could have no valid e-invoice."""

    reason = "not_subject_to_vat_mixed"

    def __init__(self, categories: list[str]) -> None:
        super().__init__(
            "an invoice with lines not subject to VAT (category O) cannot have lines of other "
            f"categories ({', '.join(categories)}; EN 16931 BR-O-11/BR-O-12): bill them on "
            "separate invoices",
            {"categories": categories},
        )


def _require_one_vat_scope(lines: list[InvoiceLine]) -> None:
    categories = sorted({line.tax_category_code for line in lines})
    if "O" in categories and len(categories) > 1:
        raise NotSubjectToVatMixed(categories)


async def _prepare(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> _Ready:
    """Recompute the totals with the VAT of the issue date (the customer's today) and refuse
    what cannot be issued: nothing is written before the refusals that need no totals."""
    profile = await tax.invoicing_profile(db, ctx)
    if profile.missing:
        raise SellerIncomplete(profile.missing)
    lines = await InvoiceLineRepository(db, ctx).of(invoice.id)
    if not lines:
        raise InvalidState("an invoice without lines cannot be finalized")
    settings = await admin.effective_settings(db, ctx)
    customer = await queries.customer_of(db, ctx, invoice)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    await calculation.recalculate(
        db, ctx, invoice, lines, customer, today=now.date(), seller=profile.facts
    )
    _require_one_vat_scope(lines)
    if invoice.total < 0:
        raise InvalidState(
            "the invoice total is negative; credit the customer with a credit note instead"
        )
    return _Ready(invoice, lines, customer, now, settings, profile.snapshot)


def _approval_needed(invoice: Invoice, settings: dict[str, Any]) -> dict[str, Any] | None:
    """The approval request's details when the invoice needs one, else None.

    The threshold is in the default currency and there are no exchange rates: an invoice in
    another currency cannot be compared, so it always needs approval while a threshold is set.
    """
    threshold = settings["invoice_approval_threshold"]
    if threshold is None:
        return None
    default_currency = str(settings["default_currency"])
    total = from_minor(invoice.total, invoice.currency)
    if invoice.currency == default_currency and total < threshold:
        return None
    return {
        "invoice_id": str(invoice.id),
        "customer_id": str(invoice.customer_id),
        "total": format(total, "f"),
        "currency": invoice.currency,
        "threshold": format(threshold, "f"),
        "threshold_currency": default_currency,
    }


def buyer_snapshot(customer: Customer, buyer_reference: str | None) -> dict[str, Any]:
    """The customer as the document shows it (the keys the tax export and e-invoice read)."""
    return {
        "name": customer.name,
        "email": customer.email,
        "vat_id": customer.vat_id,
        "address": {
            "line1": customer.address_line1,
            "line2": customer.address_line2,
            "city": customer.address_city,
            "postal_code": customer.address_postal_code,
            "country": customer.address_country,
        },
        "buyer_reference": buyer_reference,
        "electronic_address": {
            "scheme": customer.electronic_address_scheme,
            "value": customer.electronic_address_value,
        },
        "tax_exempt": customer.tax_exempt,
        "tax_exemption_reason": customer.tax_exemption_reason,
    }


async def _issue(db: AsyncSession, ctx: RequestContext, ready: _Ready) -> None:
    invoice, customer, now = ready.invoice, ready.customer, ready.now
    issued_on = now.date()
    number_format = str(ready.settings["invoice_number_format"])
    number = await numbering.next_number(db, ctx, "invoice", number_format, issued_on)
    if await InvoiceRepository(db, ctx).number_taken(number):
        # Only a changed invoice_number_format can render a number issued before; refusing
        # rolls the counter back, so the sequence keeps no gap.
        raise Conflict(
            f"the invoice_number_format renders {number!r}, a number already issued; "
            "change the format so that it yields new numbers"
        )
    invoice.invoice_number = number
    invoice.issued_at = now
    invoice.finalized_by = f"{ctx.principal_type}:{ctx.principal_id}"
    if invoice.due_date is None:
        terms = int(ready.settings["payment_terms_days"])
        invoice.due_date = issued_on + timedelta(days=terms)
    if invoice.buyer_reference is None:
        invoice.buyer_reference = customer.buyer_reference
    invoice.seller = ready.seller
    invoice.buyer = buyer_snapshot(customer, invoice.buyer_reference)
    invoice.pending_approval_id = None
    states.transition(invoice, "finalized")
    event = {
        "invoice_number": invoice.invoice_number,
        "customer_id": str(invoice.customer_id),
        "currency": invoice.currency,
        "total": format(from_minor(invoice.total, invoice.currency), "f"),
    }
    emit_event(db, ctx, "invoice.finalized", event, resource_type="invoice", resource_id=invoice.id)
    postings.invoice_finalized(db, ctx, invoice, now=now)
    await request_pdf(db, ctx, "invoice", invoice.id, reason="finalized")
    if invoice.total == 0:
        states.transition(invoice, "paid")
        invoice.paid_at = now
        emit_event(db, ctx, "invoice.paid", event, resource_type="invoice", resource_id=invoice.id)
    else:
        await overdue.schedule_due_date_notice(db, ctx, invoice, customer)
    await db.flush()


class _FinalizeOnApproval:
    """The `invoice.finalize` approval action: approving finalizes, rejecting frees the draft."""

    async def approve(
        self, db: AsyncSession, ctx: RequestContext, request: ApprovalRequest
    ) -> dict[str, Any]:
        invoice = await self._held(db, ctx, request)
        await finalize_now(db, ctx, invoice)
        if request.details.get("collect_on_approval"):
            await _collector()(db, ctx, invoice)
        return {
            "invoice_id": str(invoice.id),
            "invoice_number": invoice.invoice_number,
            "status": invoice.status,
        }

    async def reject(self, db: AsyncSession, ctx: RequestContext, request: ApprovalRequest) -> None:
        invoice = await self._held(db, ctx, request)
        invoice.pending_approval_id = None
        await db.flush()

    @staticmethod
    async def _held(db: AsyncSession, ctx: RequestContext, request: ApprovalRequest) -> Invoice:
        invoice = await InvoiceRepository(db, ctx).get(request.resource_id, for_update=True)
        if invoice.pending_approval_id != request.id:
            raise InvalidState("the invoice no longer awaits this approval request")
        return invoice


approvals.register_action(FINALIZE_ACTION, _FinalizeOnApproval())
