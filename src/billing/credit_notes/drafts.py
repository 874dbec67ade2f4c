"""Draft credit notes: create (lines inline) and add lines.

A draft is not posted anywhere; its totals follow from its lines with the invoice arithmetic
(`amounts.price_lines`) after every change. A note anchored to an invoice is in the invoice's
currency and never totals more than the invoice's `remaining_creditable` (checked again, under
the invoice's lock, when the note is issued).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.credit_notes import service
from billing.credit_notes.amounts import price_lines
from billing.credit_notes.repository import CreditNoteLineRepository, CreditNoteRepository
from billing.credit_notes.requests import CreditNoteCreate, CreditNoteLineCreate
from billing.credit_notes.states import CREDIT_NOTE
from billing.customers import service as customers
from billing.invoices import calculation
from billing.invoices import drafts as invoice_drafts
from billing.invoices import line_rules as rules
from billing.invoices import service as invoices
from billing.models.credit_note import CreditNote, CreditNoteLine
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import touch
from billing.platform.errors import CurrencyMismatch, FieldPath, InvalidState, ValidationFailed
from billing.platform.money import MINOR_UNITS_MAX, format_minor
from billing.platform.outbox import emit_event
from billing.tax import service as tax
from billing.tax.resolution import Buyer, resolve

CREDITABLE_INVOICE_STATUSES = frozenset({"finalized", "sent", "paid", "uncollectible"})


@dataclass(frozen=True)
class _NewLine:
    line: CreditNoteLine
    field: FieldPath
    """Where a limit the line breaks points: its unit_price (or its quantity)."""


async def create_draft(db: AsyncSession, ctx: RequestContext, body: CreditNoteCreate) -> CreditNote:
    invoice = await _anchor(db, ctx, body.invoice_id)
    customer = await _customer(db, ctx, body, invoice)
    currency = await _currency(db, ctx, body.currency, customer, invoice)
    note = CreditNote(
        id=uuid.uuid4(),
        customer_id=customer.id,
        invoice_id=invoice.id if invoice else None,
        currency=currency,
        status="draft",
        reason=body.reason,
        reason_code=body.reason_code,
        template_id=body.template_id,
        locale=body.locale or (invoice.locale if invoice else None) or customer.locale,
        metadata_=body.metadata,
        amount_applied=0,
    )
    CreditNoteRepository(db, ctx).add(note)
    await db.flush()
    lines = [
        await _build_line(db, ctx, note, invoice, customer, item, ("lines", index), index)
        for index, item in enumerate(body.lines)
    ]
    await _store(db, ctx, note, lines, [], invoice, overflow_field=("lines",))
    emit_event(
        db,
        ctx,
        "creditnotepkg.created",
        {"customer_id": str(note.customer_id), "invoice_id": _str(note.invoice_id)},
        resource_type="credit_note",
        resource_id=note.id,
    )
    return note


async def add_line(
    db: AsyncSession, ctx: RequestContext, credit_note_id: uuid.UUID, body: CreditNoteLineCreate
) -> CreditNote:
    note = await service.get_note(db, ctx, credit_note_id, for_update=True)
    CREDIT_NOTE.require(note, "add lines to")
    invoice = await invoices.get_invoice(db, ctx, note.invoice_id) if note.invoice_id else None
    if invoice is not None and invoice.status not in CREDITABLE_INVOICE_STATUSES:
        raise InvalidState(f"invoice {invoice.invoice_number} is {invoice.status} now")
    customer = await customers.customer_of_record(db, ctx, note.customer_id)
    existing = await service.lines_of(db, ctx, note.id)
    line = await _build_line(db, ctx, note, invoice, customer, body, (), len(existing))
    await _store(db, ctx, note, [line], existing, invoice, overflow_field=("unit_price",))
    return note


async def check_creditable(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    invoice: Invoice,
    field: FieldPath | None,
) -> None:
    """The note must not credit more than the invoice's remaining_creditable: 422 at `field`
    while the note is edited, 409 when it is issued (`field` None)."""
    remaining = max(invoice.total - await service.credited_total(db, ctx, invoice.id), 0)
    if note.total <= remaining:
        return
    detail = (
        f"the note totals {format_minor(note.total, note.currency)} {note.currency} but "
        f"invoice {invoice.invoice_number} has only "
        f"{format_minor(remaining, note.currency)} {note.currency} left to credit"
    )
    if field is None:
        raise InvalidState(
            detail, extra={"remaining_creditable": format_minor(remaining, note.currency)}
        )
    raise ValidationFailed(detail, field=field)


async def check_line_credits(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    lines: Sequence[CreditNoteLine],
    invoice: Invoice,
    *,
    line_fields: Mapping[uuid.UUID, FieldPath] | None,
) -> None:
    """Lines correcting an invoice line credit, with those of the invoice's other standing
    notes, at most the line's amount: 422 at the offending line while the note is edited
    (`line_fields` of its new lines), 409 when it is issued (`line_fields` None)."""
    ids = {line.invoice_line_id for line in lines if line.invoice_line_id is not None}
    if not ids:
        return
    credited = await CreditNoteLineRepository(db, ctx).credited_on_invoice_lines(
        sorted(ids), besides=note.id
    )
    charged = {
        line.id: line.amount
        for line in await invoices.lines_of(db, ctx, invoice.id)
        if line.id in ids
    }
    for line in lines:
        if line.invoice_line_id is None:
            continue
        credited[line.invoice_line_id] = credited.get(line.invoice_line_id, 0) + line.amount
        limit = charged.get(line.invoice_line_id, 0)
        if credited[line.invoice_line_id] <= limit:
            continue
        detail = (
            f"the lines correcting invoice line {line.invoice_line_id} credit more than the "
            f"{format_minor(limit, note.currency)} {note.currency} it charged"
        )
        if line_fields is None:
            raise InvalidState(detail)
        raise ValidationFailed(detail, field=line_fields.get(line.id, ("lines",)))


# --- building lines --------------------------------------------------------------------------


async def _anchor(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID | None
) -> Invoice | None:
    if invoice_id is None:
        return None
    found = await invoices.find_invoice(db, ctx, invoice_id)
    if found is None:
        raise ValidationFailed(
            f"invoice {invoice_id} does not exist in this workspace", field=("invoice_id",)
        )
    if found.status not in CREDITABLE_INVOICE_STATUSES:
        raise InvalidState(
            f"a {found.status} invoice cannot be credited; only finalized, sent, overdue, "
            "paid and uncollectible invoices can"
        )
    return found


async def _customer(
    db: AsyncSession, ctx: RequestContext, body: CreditNoteCreate, invoice: Invoice | None
) -> Customer:
    if invoice is not None:
        if body.customer_id is not None and body.customer_id != invoice.customer_id:
            raise ValidationFailed(
                "the invoice belongs to another customer", field=("customer_id",)
            )
        return await customers.customer_of_record(db, ctx, invoice.customer_id)
    if body.customer_id is None:
        raise ValidationFailed(
            "customer_id is required for a note that names no invoice", field=("customer_id",)
        )
    return await invoice_drafts.customer_for_draft(db, ctx, body.customer_id)


async def _currency(
    db: AsyncSession,
    ctx: RequestContext,
    requested: str | None,
    customer: Customer,
    invoice: Invoice | None,
) -> str:
    """The invoice's currency for a note of an invoice (a different one is refused), else as
    for a standalone invoice draft."""
    if invoice is None:
        return await invoice_drafts.draft_currency(
            db, ctx, requested, customer, document="a credit note"
        )
    if requested is not None and requested != invoice.currency:
        raise CurrencyMismatch(
            f"the invoice is in {invoice.currency}; a credit note in {requested} would not match",
            extra={"expected_currency": invoice.currency},
        )
    return invoice.currency


async def _build_line(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    invoice: Invoice | None,
    customer: Customer,
    body: CreditNoteLineCreate,
    at: FieldPath,
    position: int,
) -> _NewLine:
    rules.check_period(body.period_start, body.period_end, at)
    corrected = await _corrected_line(db, ctx, invoice, body, at)
    description = body.description or (corrected.description if corrected else None)
    if description is None:
        raise ValidationFailed("description is required", field=(*at, "description"))
    quantity = body.quantity or (corrected.quantity if corrected else None) or Decimal(1)
    unit_price = (
        body.unit_price
        if body.unit_price is not None
        else (corrected.unit_price if corrected else None)
    )
    if unit_price is None:
        raise ValidationFailed("unit_price is required", field=(*at, "unit_price"))
    if unit_price <= 0:
        raise ValidationFailed(
            "unit_price must be greater than zero: a credit note line credits a positive amount",
            field=(*at, "unit_price"),
        )
    price_field = (
        (*at, "quantity")
        if body.unit_price is None and body.quantity is not None
        else (*at, "unit_price")
    )
    amount = rules.amount_of(quantity, unit_price, note.currency, price_field)
    line = CreditNoteLine(
        id=uuid.uuid4(),
        invoice_line_id=corrected.id if corrected else None,
        description=description,
        quantity=quantity,
        unit_price=unit_price,
        amount=amount,
        tax_amount=0,
        period_start=body.period_start or (corrected.period_start if corrected else None),
        period_end=body.period_end or (corrected.period_end if corrected else None),
        position=position,
    )
    if corrected is not None:
        line.tax_category_code = corrected.tax_category_code
        line.tax_rate = corrected.tax_rate
        line.tax_exemption_reason = corrected.tax_exemption_reason
        line.tax_exemption_reason_code = corrected.tax_exemption_reason_code
    else:
        await _resolve_tax(db, ctx, line, body, invoice, customer, at)
    return _NewLine(line, price_field)


async def _corrected_line(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice | None,
    body: CreditNoteLineCreate,
    at: FieldPath,
) -> InvoiceLine | None:
    if body.invoice_line_id is None:
        return None
    field = (*at, "invoice_line_id")
    if invoice is None:
        raise ValidationFailed("invoice_line_id needs a note that names its invoice", field=field)
    line = await invoices.find_line(db, ctx, body.invoice_line_id)
    if line is None or line.invoice_id != invoice.id:
        raise ValidationFailed(
            f"invoice {invoice.invoice_number} has no line {body.invoice_line_id}", field=field
        )
    if line.amount <= 0:
        raise ValidationFailed("only a line that charged something can be credited", field=field)
    taxed = [
        f
        for f in ("tax_rate", "tax_category_code", "tax_exemption_reason")
        if getattr(body, f) is not None
    ]
    if taxed:
        raise ValidationFailed(
            "a line correcting an invoice line takes that line's VAT",
            field=(*at, taxed[0]),
        )
    return line


async def _resolve_tax(
    db: AsyncSession,
    ctx: RequestContext,
    line: CreditNoteLine,
    body: CreditNoteLineCreate,
    invoice: Invoice | None,
    customer: Customer,
    at: FieldPath,
) -> None:
    """The VAT an invoice line with these fields would get: on the invoice's tax point for an
    anchored note (a credit corrects that supply), else today's on the customer's clock."""
    stored = rules.tax_override(body, at)
    override = calculation.override_from(stored)
    on = await _tax_point(db, ctx, invoice, customer)
    try:
        treatment = resolve(
            override,
            _buyer(invoice, customer),
            await tax.seller_facts(db, ctx),
            "S",
            on,
            await tax.standard_rate_lookup(db),
        )
    except (LookupError, ValueError) as exc:
        raise ValidationFailed(
            f"the VAT of the line cannot be resolved: {exc}", field=at or ("",)
        ) from None
    line.tax_category_code = treatment.category
    line.tax_rate = treatment.rate
    line.tax_exemption_reason = treatment.exemption_reason
    line.tax_exemption_reason_code = treatment.exemption_reason_code


def _buyer(invoice: Invoice | None, customer: Customer) -> Buyer:
    """The buyer of the supply a note corrects: the invoice's (as frozen at finalization),
    else the customer as it is now."""
    frozen = invoice.buyer if invoice is not None else None
    if not frozen:
        return calculation.buyer_of(customer)
    return Buyer(
        country=(frozen.get("address") or {}).get("country"),
        vat_id=frozen.get("vat_id"),
        tax_exempt=bool(frozen.get("tax_exempt")),
        exemption_reason=frozen.get("tax_exemption_reason"),
    )


async def _tax_point(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice | None, customer: Customer
) -> date:
    today = (await clock.now(db, ctx, test_clock_id=customer.test_clock_id)).date()
    if invoice is not None:
        issued = invoice.issued_at.date() if invoice.issued_at else today
        return calculation.tax_point(invoice, issued)
    return today


async def _store(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    new_lines: list[_NewLine],
    existing: list[CreditNoteLine],
    invoice: Invoice | None,
    *,
    overflow_field: FieldPath,
) -> None:
    """Price the note with its new lines and store them; limits answer 422 and store nothing."""
    lines = [*existing, *(new.line for new in new_lines)]
    price_lines(note, lines)
    for name in ("subtotal", "tax_amount", "total"):
        if abs(getattr(note, name)) > MINOR_UNITS_MAX:
            raise ValidationFailed(
                f"the note's {name} would be too large to store", field=overflow_field
            )
    if invoice is not None:
        await check_creditable(db, ctx, note, invoice, overflow_field)
        line_fields = {new.line.id: new.field for new in new_lines}
        await check_line_credits(db, ctx, note, lines, invoice, line_fields=line_fields)
    repository = CreditNoteLineRepository(db, ctx)
    for new in new_lines:
        line = new.line
        line.credit_note_id = note.id
        line.created_at = clock.wall_now()
        repository.add(line)
    touch(note)
    await db.flush()


def _str(value: uuid.UUID | None) -> str | None:
    return str(value) if value is not None else None
