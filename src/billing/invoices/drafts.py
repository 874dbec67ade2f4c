"""Draft invoices: standalone drafts, header updates, and manual lines (add, update, delete).

Every change locks the invoice row, checks that it is an editable draft, and ends with
`calculation.recalculate`, so the stored totals always follow from the stored lines, and two
concurrent edits of one draft queue instead of overwriting each other's totals. The rules of
a line itself are in `line_rules`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.customers import service as customers
from billing.invoices import calculation, queries, states
from billing.invoices import line_rules as rules
from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.invoices.requests import InvoiceCreate, InvoiceUpdate, LineCreate, LineUpdate
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import new_id, touch
from billing.platform.errors import CurrencyMismatch, NotFound, ValidationFailed
from billing.platform.outbox import NewEvents, emit_event
from billing.platform.row_documents import new_row
from billing.tax import service as tax

# --- standalone drafts -----------------------------------------------------------------------


async def customer_for_draft(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID
) -> Customer:
    """The customer a new draft (invoice or credit note) names; unknown → 422 /customer_id."""
    try:
        return await customers.get_customer(db, ctx, customer_id)
    except NotFound:
        raise _unknown_customer(customer_id) from None


def _unknown_customer(customer_id: uuid.UUID) -> ValidationFailed:
    return ValidationFailed(
        f"customer {customer_id} does not exist in this workspace", field=("customer_id",)
    )


async def _customer_and_seller(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID
) -> tuple[Customer, tax.SellerProfile, bool]:
    """`customer_for_draft`, the seller's `tax.invoicing_profile` and whether a discount could
    apply to the customer (`discounts.could_apply`), read in one statement."""
    found = await InvoiceRepository(db, ctx).customer_with_seller(customer_id)
    if found is None:
        raise _unknown_customer(customer_id)
    seller = await tax.seller_profile(db, found.tax_profile, found.rates_loaded)
    return found.customer, seller, found.discounts_offered


async def draft_currency(
    db: AsyncSession,
    ctx: RequestContext,
    requested: str | None,
    customer: Customer,
    *,
    document: str = "an invoice",
) -> str:
    """The requested currency, else the customer's, else the workspace default."""
    if requested is not None and customer.currency is not None and requested != customer.currency:
        raise CurrencyMismatch(
            f"the customer is billed in {customer.currency}; {document} in {requested} "
            "would not match",
            extra={"expected_currency": customer.currency},
        )
    if requested is not None:
        return requested
    if customer.currency is not None:
        return customer.currency
    return str(await admin.effective_setting(db, ctx, "default_currency"))


def _check_billing_period(start: datetime | None, end: datetime | None) -> None:
    if start is not None and end is not None and end < start:
        raise ValidationFailed(
            "billing_period_end must be on or after billing_period_start",
            field=("billing_period_end",),
        )


async def create_draft(
    db: AsyncSession, ctx: RequestContext, body: InvoiceCreate
) -> queries.InvoiceView:
    """A one-off draft with its inline lines (each checked as an add-line request), as shown:
    built from what was just written (a new draft carries no tags), not read back."""
    customer, seller, discounts_offered = await _customer_and_seller(db, ctx, body.customer_id)
    currency = await draft_currency(db, ctx, body.currency, customer)
    _check_billing_period(body.billing_period_start, body.billing_period_end)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    invoice = new_row(
        Invoice,
        id=new_id(),
        customer_id=customer.id,
        type="one_off",
        status="draft",
        currency=currency,
        locale=body.locale,
        billing_period_start=body.billing_period_start,
        billing_period_end=body.billing_period_end,
        buyer_reference=body.buyer_reference,
        delivery_date=body.delivery_date,
        due_date=body.due_date,
        metadata_=body.metadata,
        amount_paid=0,
        amount_credited=0,
        amount_refunded=0,
    )
    lines = [
        await rules.build_line(db, ctx, invoice, request, now, position=index, at=("lines", index))
        for index, request in enumerate(body.lines)
    ]
    await calculation.recalculate(
        db,
        ctx,
        invoice,
        lines,
        customer,
        today=now.date(),
        seller=seller.facts,
        standard_rate=seller.standard_rate,
        discounts_offered=discounts_offered,
    )
    events = NewEvents()
    events.add_event(
        ctx,
        "invoice.created",
        {
            "customer_id": str(customer.id),
            "type": invoice.type,
            "currency": currency,
            "lines": len(lines),
        },
        resource_type="invoice",
        resource_id=invoice.id,
    )
    await InvoiceRepository(db, ctx).add_draft(invoice, lines, [events.take()])
    return queries.InvoiceView(invoice, states.displayed_status(invoice, now.date()), [], lines)


# --- header ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class LockedDraft:
    invoice: Invoice
    lines: list[InvoiceLine]
    customer: Customer
    now: datetime


async def lock_draft(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> LockedDraft:
    """The invoice, locked for the rest of the transaction, once it is known to be editable."""
    invoice = await InvoiceRepository(db, ctx).get(invoice_id, for_update=True)
    states.require_draft(invoice)
    customer = await queries.customer_of(db, ctx, invoice)
    lines = await InvoiceLineRepository(db, ctx).of(invoice.id)
    return LockedDraft(
        invoice, lines, customer, await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    )


async def update_header(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, body: InvoiceUpdate
) -> Invoice:
    """Merge-patch of the header; a new delivery date (the tax point) re-resolves the VAT."""
    draft = await lock_draft(db, ctx, invoice_id)
    invoice = draft.invoice
    fields = {name: getattr(body, name) for name in body.model_fields_set}
    _check_billing_period(
        fields.get("billing_period_start", invoice.billing_period_start),
        fields.get("billing_period_end", invoice.billing_period_end),
    )
    for name in (
        "billing_period_start",
        "billing_period_end",
        "due_date",
        "locale",
        "buyer_reference",
        "delivery_date",
    ):
        if name in fields:
            setattr(invoice, name, fields[name])
    if "metadata" in fields:
        invoice.metadata_ = fields["metadata"]
    if "delivery_date" in fields:
        await calculation.recalculate(
            db, ctx, invoice, draft.lines, draft.customer, today=draft.now.date()
        )
    await db.flush()
    emit_event(
        db,
        ctx,
        "invoice.updated",
        {"fields": sorted(fields)},
        resource_type="invoice",
        resource_id=invoice.id,
    )
    return invoice


# --- lines ----------------------------------------------------------------------------------


async def add_line(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, body: LineCreate
) -> tuple[Invoice, InvoiceLine]:
    draft = await lock_draft(db, ctx, invoice_id)
    position = max((line.position for line in draft.lines), default=-1) + 1
    line = await rules.build_line(db, ctx, draft.invoice, body, draft.now, position=position)
    lines = [*draft.lines, line]
    await calculation.recalculate(
        db, ctx, draft.invoice, lines, draft.customer, today=draft.now.date()
    )
    InvoiceLineRepository(db, ctx).add(line)
    await _touch(db, ctx, draft.invoice, "line_added", line)
    return draft.invoice, line


def _line_of(draft: LockedDraft, line_id: uuid.UUID) -> InvoiceLine:
    for line in draft.lines:
        if line.id == line_id:
            return line
    raise NotFound(f"line {line_id} of invoice {draft.invoice.id} was not found")


async def update_line(
    db: AsyncSession,
    ctx: RequestContext,
    invoice_id: uuid.UUID,
    line_id: uuid.UUID,
    body: LineUpdate,
) -> tuple[Invoice, InvoiceLine]:
    """Merge-patch of a line. The unit price stays what it was when the line was added (also
    a catalog-resolved one) unless the request gives a new one."""
    draft = await lock_draft(db, ctx, invoice_id)
    line = _line_of(draft, line_id)
    fields = {name: getattr(body, name) for name in body.model_fields_set}
    rules.echo_currency(draft.invoice, body.currency)
    if "description" in fields:
        line.description = fields["description"]
    if "metadata" in fields:
        line.metadata_ = fields["metadata"]
    if "quantity" in fields:
        line.quantity = fields["quantity"]
    if "unit_price" in fields:
        line.unit_price = rules.signed_price(line.line_type, fields["unit_price"], ("unit_price",))
        line.markup_percent = None
    if "tax_rate" in fields:
        line.tax_override = rules.with_rate(line.tax_override, fields["tax_rate"])
    line.period_start = fields.get("period_start", line.period_start)
    line.period_end = fields.get("period_end", line.period_end)
    rules.check_period(line.period_start, line.period_end, ())
    blamed = ("unit_price",) if "unit_price" in fields else ("quantity",)
    line.amount = rules.amount_of(line.quantity, line.unit_price, draft.invoice.currency, blamed)
    await calculation.recalculate(
        db, ctx, draft.invoice, draft.lines, draft.customer, today=draft.now.date()
    )
    await _touch(db, ctx, draft.invoice, "line_updated", line)
    return draft.invoice, line


async def delete_line(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, line_id: uuid.UUID
) -> None:
    draft = await lock_draft(db, ctx, invoice_id)
    line = _line_of(draft, line_id)
    remaining = [other for other in draft.lines if other.id != line.id]
    await InvoiceLineRepository(db, ctx).delete(line)
    await calculation.recalculate(
        db, ctx, draft.invoice, remaining, draft.customer, today=draft.now.date()
    )
    await _touch(db, ctx, draft.invoice, "line_deleted", line)


async def _touch(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, change: str, line: InvoiceLine
) -> None:
    touch(invoice)
    await db.flush()
    emit_event(
        db,
        ctx,
        "invoice.updated",
        {"change": change, "line_id": str(line.id)},
        resource_type="invoice",
        resource_id=invoice.id,
    )
