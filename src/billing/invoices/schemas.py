"""Response models of the invoices domain shared by all its routes (request models live next to
the routes that take them)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field

from billing.models.invoice import Invoice, InvoiceLine
from billing.models.tags import Tag
from billing.platform.money import DecimalString, format_minor, from_minor, plain, unit_amount_out
from billing.tags.schemas import TagRef


class TaxBreakdownOut(BaseModel):
    category: str
    rate: DecimalString
    taxable_amount: DecimalString
    tax_amount: DecimalString
    exemption_reason: str | None
    exemption_reason_code: str | None


class DiscountOut(BaseModel):
    amount: DecimalString
    category: str
    rate: DecimalString
    reason: str
    source: dict[str, Any] | None = None


class InvoiceLineOut(BaseModel):
    id: uuid.UUID | None
    invoice_id: uuid.UUID | None
    line_type: str
    description: str
    product_id: uuid.UUID | None
    price_id: uuid.UUID | None
    price_version_id: uuid.UUID | None
    subscription_change_id: uuid.UUID | None
    quantity: DecimalString
    unit_price: DecimalString
    markup_percent: DecimalString | None
    amount: DecimalString
    tax_amount: DecimalString
    tax_category_code: str
    tax_rate: DecimalString
    tax_exemption_reason: str | None
    tax_exemption_reason_code: str | None
    tax_basis: str
    period_start: date | None
    period_end: date | None
    metadata: dict[str, Any]
    usage: dict[str, Any] | None = Field(
        default=None,
        exclude_if=lambda usage: usage is None,
        description="Usage lines only: the meter's aggregate for the period and how the rate "
        "table rated it (rate-table version; per tier units, rate, amount and, for a formula "
        "rate, the formula version and inputs).",
    )
    created_at: datetime | None
    updated_at: datetime | None


class InvoiceOut(BaseModel):
    id: uuid.UUID | None
    customer_id: uuid.UUID
    subscription_id: uuid.UUID | None
    type: str
    status: str
    invoice_number: str | None
    currency: str
    locale: str | None
    billing_period_start: datetime | None
    billing_period_end: datetime | None
    buyer_reference: str | None
    delivery_date: date | None
    due_date: date | None
    issued_at: datetime | None
    paid_at: datetime | None
    voided_at: datetime | None
    marked_uncollectible_at: datetime | None
    subtotal: DecimalString
    discount_amount: DecimalString
    tax_amount: DecimalString
    total: DecimalString
    amount_paid: DecimalString
    amount_credited: DecimalString
    amount_refunded: DecimalString
    amount_wallet_applied: DecimalString
    """Wallet credit applied when the invoice was finalized (the documents' prepaid amount)."""
    amount_due: DecimalString
    partially_paid: bool
    tax_breakdown: list[TaxBreakdownOut]
    discounts: list[DiscountOut]
    applied_promotions: list[dict[str, Any]]
    """The promotions engine's trace (docs/promotions-engine.md): every candidate promotion,
    applied (with the lines it touched, amounts before and after, budget consumed) or not and
    why."""
    pending_approval_id: uuid.UUID | None
    document_sha256: str | None
    attempt_count: int
    """Payment attempts the service made by itself (the collection and dunning retries)."""
    dunning_status: Literal["retrying", "exhausted", "recovered"] | None
    next_payment_attempt_at: datetime | None
    """When the next dunning retry runs (on the customer's clock), while `retrying`."""
    metadata: dict[str, Any]
    tags: list[TagRef]
    seller: dict[str, Any] | None = None
    """The tax profile as it was at finalization (null on drafts)."""
    buyer: dict[str, Any] | None = None
    """The customer as it was at finalization (null on drafts)."""
    lines: list[InvoiceLineOut] | None = Field(default=None, exclude_if=lambda lines: lines is None)
    """Present on single-invoice answers; lists leave lines out (see GET /invoices/{id}/lines)."""
    created_at: datetime | None
    updated_at: datetime | None


def _money(minor: int, currency: str) -> Decimal:
    return from_minor(minor, currency)


def line_out(line: InvoiceLine, currency: str) -> InvoiceLineOut:
    return InvoiceLineOut(
        id=line.id,
        invoice_id=line.invoice_id,
        line_type=line.line_type,
        description=line.description,
        product_id=line.product_id,
        price_id=line.price_id,
        price_version_id=line.price_version_id,
        subscription_change_id=line.subscription_change_id,
        quantity=plain(line.quantity),
        unit_price=unit_amount_out(line.unit_price, currency),
        markup_percent=plain(line.markup_percent) if line.markup_percent is not None else None,
        amount=_money(line.amount, currency),
        tax_amount=_money(line.tax_amount or 0, currency),
        tax_category_code=line.tax_category_code,
        tax_rate=plain(line.tax_rate),
        tax_exemption_reason=line.tax_exemption_reason,
        tax_exemption_reason_code=line.tax_exemption_reason_code,
        tax_basis=line.tax_basis,
        period_start=line.period_start,
        period_end=line.period_end,
        metadata=line.metadata_ or {},
        usage=line.usage,
        created_at=line.created_at,
        updated_at=line.updated_at,
    )


def is_partially_paid(invoice: Invoice) -> bool:
    return invoice.amount_paid > 0 and invoice.amount_due > 0 and invoice.status != "void"


def invoice_out(
    invoice: Invoice,
    *,
    status: str,
    tags: Sequence[Tag] = (),
    lines: Sequence[InvoiceLine] | None = None,
) -> InvoiceOut:
    """The wire shape of an invoice; `status` is the displayed one (`overdue` derived)."""
    currency = invoice.currency
    return InvoiceOut(
        id=invoice.id,
        customer_id=invoice.customer_id,
        subscription_id=invoice.subscription_id,
        type=invoice.type,
        status=status,
        invoice_number=invoice.invoice_number,
        currency=currency,
        locale=invoice.locale,
        billing_period_start=invoice.billing_period_start,
        billing_period_end=invoice.billing_period_end,
        buyer_reference=invoice.buyer_reference,
        delivery_date=invoice.delivery_date,
        due_date=invoice.due_date,
        issued_at=invoice.issued_at,
        paid_at=invoice.paid_at,
        voided_at=invoice.voided_at,
        marked_uncollectible_at=invoice.marked_uncollectible_at,
        subtotal=_money(invoice.subtotal or 0, currency),
        discount_amount=_money(invoice.discount_amount or 0, currency),
        tax_amount=_money(invoice.tax_amount or 0, currency),
        total=_money(invoice.total or 0, currency),
        amount_paid=_money(invoice.amount_paid or 0, currency),
        amount_credited=_money(invoice.amount_credited or 0, currency),
        amount_refunded=_money(invoice.amount_refunded or 0, currency),
        amount_wallet_applied=_money(invoice.amount_wallet_applied or 0, currency),
        amount_due=_money(invoice.amount_due or 0, currency),
        partially_paid=is_partially_paid(invoice),
        tax_breakdown=[
            TaxBreakdownOut(
                category=group["category"],
                rate=plain(Decimal(group["rate"])),
                taxable_amount=_money(group["taxable_amount"], currency),
                tax_amount=_money(group["tax_amount"], currency),
                exemption_reason=group.get("exemption_reason"),
                exemption_reason_code=group.get("exemption_reason_code"),
            )
            for group in invoice.tax_breakdown or []
        ],
        discounts=[
            DiscountOut(
                amount=_money(d["amount"], currency),
                category=d["category"],
                rate=Decimal(d["rate"]),
                reason=d["reason"],
                source=d.get("source"),
            )
            for d in invoice.discounts or []
        ],
        applied_promotions=[_trace_out(e, currency) for e in invoice.applied_promotions or []],
        pending_approval_id=invoice.pending_approval_id,
        seller=invoice.seller,
        buyer=invoice.buyer,
        document_sha256=invoice.document_sha256,
        attempt_count=invoice.attempt_count or 0,
        dunning_status=invoice.dunning_status,
        next_payment_attempt_at=invoice.next_payment_attempt_at,
        metadata=invoice.metadata_ or {},
        tags=[TagRef.model_validate(tag) for tag in tags],
        lines=[line_out(line, currency) for line in lines] if lines is not None else None,
        created_at=invoice.created_at,
        updated_at=invoice.updated_at,
    )


_TRACE_MONEY = frozenset(
    {"amount_before", "amount_after", "discount", "credit_granted", "budget_consumed"}
)


def _trace_out(entry: dict[str, Any], currency: str) -> dict[str, Any]:
    """A trace entry as answered: its minor units as decimal strings of the invoice currency."""
    out: dict[str, Any] = {}
    for key, value in entry.items():
        if key in _TRACE_MONEY and isinstance(value, int):
            out[key] = format_minor(value, currency)
        elif key == "lines":
            out[key] = [_trace_out(line, currency) for line in value]
        else:
            out[key] = value
    return out
