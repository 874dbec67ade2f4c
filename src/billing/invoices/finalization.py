"""Finalizing a draft: the seller check (no legal invoice without the seller's legal name,
address and tax identity), the approval threshold, the gapless number, the seller and buyer
snapshots, and the state change (a zero total is paid at once).

`finalize` is the operation a client calls; `finalize_now` is the finalization itself, for
callers that have already decided (an approved request). `finalize_many` finalizes many drafts
of one workspace in one go (a batched billing run); the single operations are a batch of one,
so every rule lives on one code path.
Importing this module registers the `invoice.finalize` approval action; collecting a billing
run's invoice once its finalization is approved is collection's, which registers itself here
(`register_collector`).
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.approvals import service as approvals
from billing.customers import service as customers
from billing.invoices import calculation, discounts, numbering, overdue, states
from billing.invoices.document_requests import add_pdf_request
from billing.invoices.refusals import (
    FinalizationBlocked,
    SellerIncomplete,
    require_one_vat_scope,
)
from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.invoices.wallet_credit import apply_wallet_credit
from billing.ledger import postings
from billing.models.approval import ApprovalRequest
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Conflict, InvalidState
from billing.platform.money import from_minor
from billing.platform.outbox import NewEvents, NewJobs, emit_event
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
class Outcome:
    """What finalizing did to one draft: issued it (neither field set), held it for approval,
    or refused it (it stays a draft)."""

    invoice: Invoice
    approval: ApprovalRequest | None = None
    """The approval request the draft now awaits (a new one, or the one already pending)."""
    refusal: InvalidState | None = None
    """Why the draft stays a draft: a `FinalizationBlocked`, no lines, a negative total, or an
    invoice that is no draft."""
    lines: Sequence[InvoiceLine] = ()
    """An issued invoice's lines, as finalized (empty otherwise)."""
    tagged: bool = True
    """False when the invoice is known to carry no tag (answering it then reads none)."""

    @property
    def issued(self) -> bool:
        """Whether the draft became an invoice with a number (`finalized`, or `paid` at once)."""
        return self.approval is None and self.refusal is None


async def finalize_many(
    db: AsyncSession,
    ctx: RequestContext,
    invoices: Sequence[Invoice],
    lines_by_invoice: Mapping[uuid.UUID, Sequence[InvoiceLine]] | None = None,
    *,
    customers: Mapping[uuid.UUID, Customer] | None = None,
    collect_when_approved: bool = False,
    run_data: Mapping[uuid.UUID, Mapping[str, Any]] | None = None,
) -> list[Outcome]:
    """Finalize drafts of the workspace in one go, each by the rules of `finalize`, and answer
    one `Outcome` per invoice, in the order given.

    The invoices belong to the workspace of `ctx`, and the caller holds their row locks (or
    created them in this transaction). The tax profile and settings are read once; lines (by
    invoice id: every invoice's, ordered as `InvoiceLineRepository.of` orders them) and
    customers (by customer id) are read in one query each unless the caller passes them.

    The issued invoices take their numbers from the workspace counter in one statement, in
    the order given, and their postings, events and jobs are written in one flush. A refused
    draft stays a draft (with its totals recomputed for today) and never aborts the others; a
    background run (`run_data`: per invoice id, what its events add, such as the subscription)
    gets an `invoice.finalization_blocked` event for each draft that cannot become a legal
    invoice. A number already issued (after a change of `invoice_number_format`) or VAT that
    cannot be resolved raises and fails the whole batch. `collect_when_approved`: approving a
    held invoice later also charges it, as a billing run does at once."""
    outcomes = await _finalize(
        db,
        ctx,
        invoices,
        lines_by_invoice,
        _Read(customers or {}),
        ask_approval=True,
        collect_when_approved=collect_when_approved,
    )
    if run_data is not None:
        for outcome in outcomes:
            if isinstance(outcome.refusal, FinalizationBlocked):
                _record_blocked(db, ctx, outcome.invoice, outcome.refusal, run_data)
    return outcomes


async def finalize(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> Outcome:
    """Finalize a draft, or hold it for approval when the threshold setting asks for it (the
    pending request is answered again while it is pending); a refusal is raised. The outcome
    carries the issued invoice's lines, so that answering needs no second read."""
    invoice, read = await _lock(db, ctx, invoice_id)
    [outcome] = await _finalize(
        db, ctx, [invoice], None, read, ask_approval=True, collect_when_approved=False
    )
    _single(outcome)
    return outcome


async def finalize_unless_blocked(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, *, data: dict[str, Any]
) -> Invoice | ApprovalRequest | None:
    """`finalize` for a background run: when the draft cannot become a legal invoice (an
    incomplete seller profile, category O mixed with others) it stays a draft and an
    `invoice.finalization_blocked` event says why (`reason`, its details and `data`) instead of
    failing the run. Returns None then."""
    invoice, read = await _lock(db, ctx, invoice_id)
    [outcome] = await _finalize(
        db, ctx, [invoice], None, read, ask_approval=True, collect_when_approved=True
    )
    if isinstance(outcome.refusal, FinalizationBlocked):
        _record_blocked(db, ctx, invoice, outcome.refusal, {invoice.id: data})
        return None
    return _single(outcome)


@dataclass(frozen=True)
class _Read:
    """What the single operations read with the invoice's lock: its customer, the seller's
    profile and the settings (a batch reads the last two itself)."""

    customers: Mapping[uuid.UUID, Customer]
    profile: tax.SellerProfile | None = None
    settings: dict[str, Any] | None = None
    tagged: bool = True
    """False when the one invoice carries no tag."""
    wallet_credit: bool = True
    """False when the one invoice's customer held no wallet credit in its currency as the
    invoice was locked: nothing can be spent, so no wallet lot is locked."""
    discounts_offered: bool = True
    """False when no discount could apply to the one invoice's customer as it was locked."""


async def _lock(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> tuple[Invoice, _Read]:
    """The draft, locked, with everything its finalization reads before its lines: one
    statement (`InvoiceRepository.lock_for_finalizing`)."""
    locked = await InvoiceRepository(db, ctx).lock_for_finalizing(invoice_id)
    profile = await tax.seller_profile(db, locked.tax_profile, locked.rates_loaded)
    settings = admin.settings_from(locked.stored_settings)
    customers = {locked.customer.id: locked.customer}
    read = _Read(
        customers, profile, settings, locked.tagged, locked.wallet_credit, locked.discounts_offered
    )
    return locked.invoice, read


async def finalize_now(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> Invoice:
    """Finalize a draft at once, without asking for approval. The caller holds the invoice's
    row lock (`InvoiceRepository.get(id, for_update=True)`) or created it in this transaction."""
    [outcome] = await _finalize(
        db, ctx, [invoice], None, _Read({}), ask_approval=False, collect_when_approved=False
    )
    _single(outcome)
    return invoice


def _single(outcome: Outcome) -> Invoice | ApprovalRequest:
    """A batch of one as the single operations answer it: a refusal is raised."""
    if outcome.refusal is not None:
        raise outcome.refusal
    return outcome.approval or outcome.invoice


def _record_blocked(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    blocked: FinalizationBlocked,
    run_data: Mapping[uuid.UUID, Mapping[str, Any]],
) -> None:
    emit_event(
        db,
        ctx,
        "invoice.finalization_blocked",
        {"reason": blocked.reason, **blocked.details, **run_data.get(invoice.id, {})},
        resource_type="invoice",
        resource_id=invoice.id,
    )


@dataclass(frozen=True)
class _Workspace:
    """What every draft of one finalization shares, read once."""

    profile: tax.SellerProfile
    settings: dict[str, Any]
    """The organization's effective settings."""
    lines: Mapping[uuid.UUID, Sequence[InvoiceLine]]
    categories: Mapping[uuid.UUID, str]
    """The tax category of every product the lines bill."""
    customers: Mapping[uuid.UUID, Customer]
    nows: Mapping[uuid.UUID | None, datetime]
    """Now on each customer's clock (None: the real clock), read once per clock."""


@dataclass(frozen=True)
class _Ready:
    """A draft whose totals were just recomputed for its issue date, cleared for issuing."""

    invoice: Invoice
    lines: Sequence[InvoiceLine]
    customer: Customer
    now: datetime


async def _finalize(
    db: AsyncSession,
    ctx: RequestContext,
    invoices: Sequence[Invoice],
    lines_by_invoice: Mapping[uuid.UUID, Sequence[InvoiceLine]] | None,
    read: _Read,
    *,
    ask_approval: bool,
    collect_when_approved: bool,
) -> list[Outcome]:
    # Drafts created in this transaction get their column defaults (status, totals) written.
    await db.flush()
    outcomes: dict[uuid.UUID, Outcome] = {}
    candidates: list[Invoice] = []
    for invoice in invoices:
        if invoice.workspace_id != ctx.workspace_id:
            raise ValueError(f"invoice {invoice.id} is not of workspace {ctx.workspace_id}")
        if invoice.status != "draft":
            refusal = InvalidState(f"the invoice is {invoice.status}; only drafts are finalized")
            outcomes[invoice.id] = Outcome(invoice, refusal=refusal)
        elif ask_approval and invoice.pending_approval_id is not None:
            pending = await approvals.get_request(db, ctx, invoice.pending_approval_id)
            outcomes[invoice.id] = Outcome(invoice, approval=pending)
        else:
            candidates.append(invoice)
    if candidates:
        shared = await _read_shared(db, ctx, candidates, lines_by_invoice, read)
        await discounts.prepare(
            db,
            ctx,
            {i.customer_id for i in candidates},
            consuming=True,
            offered=read.discounts_offered,
        )
        cleared: list[_Ready] = []
        for invoice in candidates:
            try:
                ready = await _prepare(db, ctx, shared, invoice)
            except InvalidState as refusal:
                outcomes[invoice.id] = Outcome(invoice, refusal=refusal)
                continue
            details = _approval_needed(invoice, shared.settings) if ask_approval else None
            if details is None:
                cleared.append(ready)
                continue
            approval = await _hold(db, ctx, invoice, details, collect_when_approved)
            outcomes[invoice.id] = Outcome(invoice, approval=approval)
        await _issue(db, ctx, shared, cleared, spend_wallet=read.wallet_credit)
        await discounts.issued(db, ctx, [ready.invoice for ready in cleared])
        for ready in cleared:
            outcomes[ready.invoice.id] = Outcome(
                ready.invoice, lines=ready.lines, tagged=read.tagged
            )
    return [outcomes[invoice.id] for invoice in invoices]


async def _read_shared(
    db: AsyncSession,
    ctx: RequestContext,
    invoices: Sequence[Invoice],
    lines_by_invoice: Mapping[uuid.UUID, Sequence[InvoiceLine]] | None,
    read: _Read,
) -> _Workspace:
    profile = read.profile if read.profile is not None else await tax.invoicing_profile(db, ctx)
    if profile.missing:
        # Nothing else is read: every draft is refused before its lines matter.
        return _Workspace(profile, {}, {}, {}, {}, {})
    if lines_by_invoice is None:
        lines_by_invoice = await InvoiceLineRepository(db, ctx).of_many([i.id for i in invoices])
    categories = await calculation.product_categories(
        db, ctx, (line for lines in lines_by_invoice.values() for line in lines)
    )
    settings = (
        read.settings if read.settings is not None else await admin.effective_settings(db, ctx)
    )
    customer_ids = {invoice.customer_id for invoice in invoices}
    found = dict(read.customers)
    if not customer_ids <= found.keys():
        found.update(await customers.customers_of_record(db, ctx, customer_ids - found.keys()))
    nows: dict[uuid.UUID | None, datetime] = {}
    for clock_id in {found[customer_id].test_clock_id for customer_id in customer_ids}:
        nows[clock_id] = await clock.now(db, ctx, test_clock_id=clock_id)
    return _Workspace(profile, settings, lines_by_invoice, categories, found, nows)


async def _prepare(
    db: AsyncSession, ctx: RequestContext, shared: _Workspace, invoice: Invoice
) -> _Ready:
    """Recompute the totals with the VAT of the issue date (the customer's today) and refuse
    what cannot be issued: nothing is written before the refusals that need no totals."""
    if shared.profile.missing:
        raise SellerIncomplete(shared.profile.missing)
    lines = shared.lines.get(invoice.id, [])
    if not lines:
        raise InvalidState("an invoice without lines cannot be finalized")
    customer = shared.customers[invoice.customer_id]
    now = shared.nows[customer.test_clock_id]
    await calculation.recalculate(
        db,
        ctx,
        invoice,
        lines,
        customer,
        today=now.date(),
        seller=shared.profile.facts,
        standard_rate=shared.profile.standard_rate,
        categories=shared.categories,
    )
    require_one_vat_scope(lines)
    if invoice.total < 0:
        raise InvalidState(
            "the invoice total is negative; credit the customer with a credit note instead"
        )
    return _Ready(invoice, lines, customer, now)


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


async def _hold(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    details: dict[str, Any],
    collect_when_approved: bool,
) -> ApprovalRequest:
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


async def _issue(
    db: AsyncSession,
    ctx: RequestContext,
    shared: _Workspace,
    cleared: Sequence[_Ready],
    *,
    spend_wallet: bool,
) -> None:
    """Number the cleared drafts from the counter in one statement, in the order given, and
    write them with what finalizing each one causes (events, postings, jobs) in one write
    (`InvoiceRepository.write_numbered`). `spend_wallet` False: the customers are known to
    hold no wallet credit (read with the invoice's lock), so none is spent."""
    if not cleared:
        return
    number_format = str(shared.settings["invoice_number_format"])
    numbers = await numbering.next_numbers(
        db, ctx, "invoice", number_format, [ready.now.date() for ready in cleared]
    )
    for ready, number in zip(cleared, numbers, strict=True):
        _number(ctx, shared, ready, number)
    jobs, events = NewJobs(), NewEvents()
    # A test clock's notice is enqueued at once: its statements must not flush the numbered
    # invoices, which `write_numbered` writes (and whose conflict it tells apart).
    with db.no_autoflush:
        for ready in cleared:
            await _announce(db, ctx, ready, events, jobs)
    ledger = postings.invoices_finalized(db, ctx, [(r.invoice, r.now) for r in cleared])
    invoices = [ready.invoice for ready in cleared]
    if not await InvoiceRepository(db, ctx).write_numbered(
        invoices, [events.take(), ledger, jobs.take()]
    ):
        # Only a changed invoice_number_format can render a number issued before; refusing
        # rolls the counter back, so the sequence keeps no gap.
        raise Conflict(
            "the invoice_number_format renders a number already issued; "
            "change the format so that it yields new numbers"
        )
    if spend_wallet:
        await apply_wallet_credit(db, ctx, [(ready.invoice, ready.now) for ready in cleared])
    await db.flush()


def _number(ctx: RequestContext, shared: _Workspace, ready: _Ready, number: str) -> None:
    """Turn the draft into the issued invoice: number, dates, snapshots, state."""
    invoice, customer, now = ready.invoice, ready.customer, ready.now
    invoice.invoice_number = number
    invoice.issued_at = now
    invoice.finalized_by = f"{ctx.principal_type}:{ctx.principal_id}"
    if invoice.due_date is None:
        terms = int(shared.settings["payment_terms_days"])
        invoice.due_date = now.date() + timedelta(days=terms)
    if invoice.buyer_reference is None:
        invoice.buyer_reference = customer.buyer_reference
    invoice.seller = shared.profile.snapshot
    invoice.buyer = buyer_snapshot(customer, invoice.buyer_reference)
    invoice.pending_approval_id = None
    states.transition(invoice, "finalized")
    if invoice.total == 0:
        states.transition(invoice, "paid")
        invoice.paid_at = now


async def _announce(
    db: AsyncSession, ctx: RequestContext, ready: _Ready, events: NewEvents, jobs: NewJobs
) -> None:
    """What an issued invoice causes but its ledger posting: its events, the PDF and the notice
    of its due date (a zero total was paid at once), as rows of `events` and `jobs`, which
    nothing reads before the caller writes them."""
    invoice = ready.invoice
    event = {
        "invoice_number": invoice.invoice_number,
        "customer_id": str(invoice.customer_id),
        "currency": invoice.currency,
        "total": format(from_minor(invoice.total, invoice.currency), "f"),
    }
    events.add_event(
        ctx, "invoice.finalized", event, resource_type="invoice", resource_id=invoice.id
    )
    add_pdf_request(ctx, jobs, events, "invoice", invoice.id, reason="finalized")
    if invoice.status == "paid":
        events.add_event(
            ctx, "invoice.paid", event, resource_type="invoice", resource_id=invoice.id
        )
    else:
        await overdue.schedule_due_date_notice(db, ctx, invoice, ready.customer, jobs)


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
