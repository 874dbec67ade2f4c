"""Invoices computed from subscriptions: generate (a persisted draft), preview (a proforma) and
regenerate-preview (an existing invoice recomputed at its pinned versions, with a diff).

All three run `pipeline.compute_invoice`; only generate persists anything.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.invoices import calculation, pipeline, usage_lines
from billing.invoices.generation_schemas import FieldChange, InvoiceGenerate, LineDiff
from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.invoices.schemas import line_out
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.subscription import Subscription
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import new_id
from billing.platform.errors import InvalidState, NotFound, ValidationFailed
from billing.platform.outbox import emit_event
from billing.subscriptions import service as subscriptions

_LINE_STAMP_STEP = timedelta(microseconds=1)


async def _subscription(
    db: AsyncSession, ctx: RequestContext, subscription_id: uuid.UUID, *, lock: bool
) -> Subscription:
    try:
        return await subscriptions.get_subscription(db, ctx, subscription_id, for_update=lock)
    except NotFound:
        raise ValidationFailed(
            f"subscription {subscription_id} does not exist in this workspace",
            field=("subscription_id",),
        ) from None


def _period(body: InvoiceGenerate, subscription: Subscription) -> pipeline.Period:
    start, end = body.billing_period_start, body.billing_period_end
    if start is None and end is None:
        return pipeline.Period(subscription.current_period_start, subscription.current_period_end)
    if start is None or end is None:
        missing = "billing_period_start" if start is None else "billing_period_end"
        raise ValidationFailed(
            "give both billing_period_start and billing_period_end, or neither", field=(missing,)
        )
    if end <= start:
        raise ValidationFailed(
            "billing_period_end must be after billing_period_start", field=("billing_period_end",)
        )
    first = datetime.combine(subscription.start_date, time(0), UTC)
    if start < first:
        raise ValidationFailed(
            f"the subscription starts on {subscription.start_date.isoformat()}",
            field=("billing_period_start",),
        )
    return pipeline.Period(start, end)


async def _compute(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, body: InvoiceGenerate
) -> pipeline.ComputedInvoice:
    period = _period(body, subscription)
    computed = await pipeline.compute_invoice(db, ctx, subscription, period, locale=body.locale)
    if not computed.lines:
        ended = subscription.ended_at
        raise InvalidState(
            f"subscription {subscription.id} has nothing to bill for the period starting "
            f"{period.start.isoformat()}"
            + (f": it ended at {ended.isoformat()}" if ended is not None else "")
        )
    return computed


async def preview(
    db: AsyncSession, ctx: RequestContext, body: InvoiceGenerate
) -> pipeline.ComputedInvoice:
    """The proforma generate would persist now; nothing is written."""
    subscription = await _subscription(db, ctx, body.subscription_id, lock=False)
    return await _compute(db, ctx, subscription, body)


async def generate(
    db: AsyncSession, ctx: RequestContext, body: InvoiceGenerate
) -> tuple[Invoice, list[InvoiceLine]]:
    """Persist the subscription's draft for the period and mark the changes it prorated.

    The subscription's row lock serializes generation, so one period never gets two invoices
    that are not void.
    """
    subscription = await _subscription(db, ctx, body.subscription_id, lock=True)
    period = _period(body, subscription)
    existing = await InvoiceRepository(db, ctx).non_void_for_period(subscription.id, period.start)
    if existing is not None:
        raise InvalidState(
            f"subscription {subscription.id} already has invoice {existing.id} "
            f"({existing.status}) for the period starting {period.start.isoformat()}",
            extra={"invoice_id": str(existing.id)},
        )
    computed = await _compute(db, ctx, subscription, body)
    persisted = await _persist(db, ctx, subscription, period, computed)
    await db.flush()
    return persisted


async def bill_period(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    period: pipeline.Period,
    known: pipeline.Known,
) -> tuple[Invoice, list[InvoiceLine]] | None:
    """The billing run's draft for the period of the subscription the caller has locked (and
    read what `known` holds of); None when the period already has an invoice that is not void,
    or there is nothing to bill."""
    billed = known.billed_periods
    if billed is not None:
        if period.start in billed:
            return None
    elif await InvoiceRepository(db, ctx).non_void_for_period(subscription.id, period.start):
        return None
    computed = await pipeline.compute_invoice(db, ctx, subscription, period, known=known)
    if not computed.lines:
        return None
    persisted = await _persist(db, ctx, subscription, period, computed)
    if billed is not None:
        billed.add(period.start)
    return persisted


async def billed_periods(
    db: AsyncSession, ctx: RequestContext, subscription_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, set[datetime]]:
    """By subscription, the starts of its periods that have an invoice that is not void (what
    `bill_period` asks of each period, for a batch of runs at once)."""
    return await InvoiceRepository(db, ctx).non_void_periods(subscription_ids)


async def _persist(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    period: pipeline.Period,
    computed: pipeline.ComputedInvoice,
) -> tuple[Invoice, list[InvoiceLine]]:
    invoice = computed.invoice
    invoice.id = new_id()  # the lines name it: written by the caller's next flush (a batch's one)
    InvoiceRepository(db, ctx).add(invoice)
    lines = InvoiceLineRepository(db, ctx)
    stamp = clock.wall_now()
    for index, line in enumerate(computed.lines):
        line.invoice_id = invoice.id
        line.created_at = line.updated_at = stamp + index * _LINE_STAMP_STEP
        lines.add(line)
    await subscriptions.mark_changes_invoiced(
        db, ctx, computed.prorated_change_ids, invoice.id, computed.now
    )
    emit_event(
        db,
        ctx,
        "invoice.created",
        {
            "type": invoice.type,
            "customer_id": str(invoice.customer_id),
            "subscription_id": str(subscription.id),
            "billing_period_start": period.start.isoformat(),
            "billing_period_end": period.end.isoformat(),
            "total": invoice.total,
            "currency": invoice.currency,
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
    return invoice, computed.lines


# --- regenerate-preview --------------------------------------------------------------------


@dataclass(frozen=True)
class Regeneration:
    original: Invoice
    proforma: Invoice
    proforma_lines: list[InvoiceLine]
    diff: list[LineDiff]


def _copy(line: InvoiceLine) -> InvoiceLine:
    """A transient copy of a line with its amount and what it asked for (tax override);
    recalculation re-resolves its VAT."""
    return InvoiceLine(
        line_type=line.line_type,
        description=line.description,
        product_id=line.product_id,
        price_id=line.price_id,
        price_version_id=line.price_version_id,
        subscription_change_id=line.subscription_change_id,
        quantity=line.quantity,
        unit_price=line.unit_price,
        markup_percent=line.markup_percent,
        amount=line.amount,
        tax_amount=0,
        tax_override=dict(line.tax_override) if line.tax_override else None,
        period_start=line.period_start,
        period_end=line.period_end,
        metadata_=dict(line.metadata_ or {}),
        position=line.position,
    )


def is_generated(line: InvoiceLine) -> bool:
    return line.line_type in pipeline.GENERATED_LINE_TYPES and line.price_id is not None


def pins_of(lines: Sequence[InvoiceLine]) -> dict[pipeline.PinKey, uuid.UUID]:
    """The price versions the pipeline's lines pinned, by price and prorated change."""
    return {
        pipeline.PinKey(line.price_id, line.subscription_change_id): line.price_version_id
        for line in lines
        if is_generated(line) and line.price_id is not None and line.price_version_id is not None
    }


def _tax_day(invoice: Invoice, now: datetime) -> date:
    """A finalized invoice is recomputed with the VAT rates of its issue date."""
    return invoice.issued_at.date() if invoice.issued_at is not None else now.date()


async def _customer_of(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> Customer:
    try:
        return await customers.get_customer(db, ctx, invoice.customer_id)
    except NotFound:
        raise InvalidState(
            f"the customer of invoice {invoice.id} was deleted; it cannot be recomputed"
        ) from None


async def regenerate_preview(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID
) -> Regeneration:
    """Recompute an invoice without persisting anything: a subscription invoice through the
    pipeline at its pinned price versions with the changes it billed (manual lines carried
    over unchanged); any other invoice by re-running VAT and totals over copies of its lines."""
    original = await InvoiceRepository(db, ctx).get(invoice_id)
    original_lines = await InvoiceLineRepository(db, ctx).of(original.id)
    manual = [(line, _copy(line)) for line in original_lines if not is_generated(line)]
    copies = [copy for _, copy in manual]
    start, end = original.billing_period_start, original.billing_period_end
    period = pipeline.Period(start, end) if start is not None and end is not None else None
    customer = await _customer_of(db, ctx, original)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    if original.type == "subscription" and original.subscription_id is not None and period:
        subscription = await subscriptions.get_subscription(db, ctx, original.subscription_id)
        computed = await pipeline.compute_invoice(
            db,
            ctx,
            subscription,
            period,
            pins=pins_of(original_lines),
            usage_pins=usage_lines.pins_of(original_lines),
            changes=await subscriptions.changes_billed_by(db, ctx, original.id),
            manual_lines=copies,
            header_from=original,
            tax_day=_tax_day(original, now),
        )
        proforma, lines = computed.invoice, computed.lines
    else:
        proforma = pipeline.new_invoice(
            customer,
            original.currency,
            original.type,
            subscription_id=original.subscription_id,
            period=period,
            locale=original.locale,
        )
        pipeline.copy_header(proforma, original)
        lines = copies
        await calculation.recalculate(
            db, ctx, proforma, lines, customer, today=_tax_day(original, now)
        )
    carried = {id(copy): line.id for line, copy in manual}
    diff = line_diff(original, original_lines, proforma, lines, carried)
    return Regeneration(original, proforma, lines, diff)


# --- the line-by-line diff -----------------------------------------------------------------

COMPARED_FIELDS = (
    "description",
    "product_id",
    "price_id",
    "price_version_id",
    "quantity",
    "unit_price",
    "amount",
    "tax_category_code",
    "tax_rate",
    "tax_amount",
    "tax_exemption_reason",
    "tax_exemption_reason_code",
    "period_start",
    "period_end",
)


def line_key(line: InvoiceLine, carried_from: uuid.UUID | None = None) -> str:
    """What identifies a line across a recomputation (see `LineDiff`)."""
    if carried_from is not None:
        return f"line/{carried_from}"
    if not is_generated(line):
        return f"line/{line.id}"
    key = f"{line.line_type}/{line.price_id}"
    if line.subscription_change_id is not None:
        direction = "credit" if line.amount < 0 else "charge"
        key = f"{key}/{line.subscription_change_id}/{direction}"
    return key


def _keyed(pairs: Sequence[tuple[str, InvoiceLine]]) -> dict[str, InvoiceLine]:
    """Lines by key; a repeated key (lines edited by hand) gets a numbered suffix."""
    found: dict[str, InvoiceLine] = {}
    for key, line in pairs:
        unique, n = key, 1
        while unique in found:
            n += 1
            unique = f"{key}#{n}"
        found[unique] = line
    return found


def line_diff(
    original: Invoice,
    original_lines: Sequence[InvoiceLine],
    proforma: Invoice,
    proforma_lines: Sequence[InvoiceLine],
    carried: dict[int, uuid.UUID],
) -> list[LineDiff]:
    """Removed and changed lines in the original's order, then added ones in the proforma's.
    `carried` maps a proforma line (by identity) to the original line it copies."""
    before = _keyed([(line_key(line), line) for line in original_lines])
    after = _keyed([(line_key(line, carried.get(id(line))), line) for line in proforma_lines])
    diff: list[LineDiff] = []
    for key, old in before.items():
        old_out = line_out(old, original.currency)
        new = after.get(key)
        if new is None:
            diff.append(
                LineDiff(
                    change="removed",
                    key=key,
                    line_id=old.id,
                    description=old.description,
                    line=old_out,
                )
            )
            continue
        old_json = old_out.model_dump(mode="json")
        new_json = line_out(new, proforma.currency).model_dump(mode="json")
        fields = {
            name: FieldChange(before=old_json[name], after=new_json[name])
            for name in COMPARED_FIELDS
            if old_json[name] != new_json[name]
        }
        if fields:
            diff.append(
                LineDiff(
                    change="changed",
                    key=key,
                    line_id=old.id,
                    description=new.description,
                    fields=fields,
                )
            )
    for key, new in after.items():
        if key not in before:
            diff.append(
                LineDiff(
                    change="added",
                    key=key,
                    line_id=None,
                    description=new.description,
                    line=line_out(new, proforma.currency),
                )
            )
    return diff
