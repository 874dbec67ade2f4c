"""The rules of a line add-request (the interface document's table), and of line updates.

`build_line` turns a request into a transient line with every rule checked, errors naming
the fields under `at` (`("lines", i)` for the lines inline in a create request). Its VAT is left to
the `calculation.recalculate` that follows every change of lines.

A line's unit price is stored signed: a CREDIT line takes a positive price and is stored
negative; only ADJUSTMENT lines may be sent with a negative price.
"""

from __future__ import annotations

import decimal
import uuid
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.invoices.requests import LineCreate
from billing.invoices.totals import line_amount
from billing.models.catalog import Product
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import new_id
from billing.platform.errors import CurrencyMismatch, FieldPath, ValidationFailed
from billing.platform.money import (
    DECIMAL_CONTEXT,
    EXACT_CONTEXT,
    UNIT_PRICE_INTEGER_DIGITS,
    UNIT_PRICE_LIMIT,
    fits_unit_price_places,
    plain,
    round_unit_price,
)
from billing.platform.row_documents import new_row
from billing.tax.resolution import NEEDS_EXEMPTION_REASON

DEFAULT_LINE_TYPE = "ADD_ON"


@dataclass(frozen=True)
class _Priced:
    """What the catalog answered for a product: the price to bill and where it came from."""

    quantity: Decimal
    unit_price: Decimal
    price_id: uuid.UUID
    price_version_id: uuid.UUID
    units_note: str | None
    """Set when the line bills the tier total as quantity 1: "(N units)"."""


async def build_line(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    body: LineCreate,
    now: datetime,
    *,
    position: int,
    at: FieldPath = (),
) -> InvoiceLine:
    """A new (transient) line from an add-line request, every rule checked; errors name
    fields under `at`. Its VAT is resolved by the `recalculate` that follows."""
    line_type = body.line_type or DEFAULT_LINE_TYPE
    echo_currency(invoice, body.currency)
    unit_price, price_field = _requested_price(body, at)
    quantity = body.quantity if body.quantity is not None else Decimal(1)
    description = body.description
    priced: _Priced | None = None
    markup: Decimal | None = None
    if body.product_id is not None:
        product = await _product(db, ctx, body.product_id, (*at, "product_id"))
        description = description or product.name
        if unit_price is None:
            priced = await _catalog_price(db, ctx, product, invoice.currency, quantity, now, at)
            quantity, unit_price = priced.quantity, priced.unit_price
            if body.markup_percent is not None:
                markup = body.markup_percent
                unit_price = _marked_up(unit_price, markup, (*at, "markup_percent"))
            if priced.units_note is not None:
                description = f"{description} ({priced.units_note})"
    if unit_price is None:
        raise ValidationFailed(
            "unit_price (or amount) is required unless product_id names a product with a price",
            field=(*at, "unit_price"),
        )
    if description is None:
        raise ValidationFailed(
            "description is required unless product_id is set", field=(*at, "description")
        )
    signed = signed_price(line_type, unit_price, (*at, price_field))
    check_period(body.period_start, body.period_end, at)
    stamp = clock.wall_now()
    return new_row(
        InvoiceLine,
        id=new_id(),
        organization_id=ctx.organization_id,
        workspace_id=ctx.workspace_id,
        invoice_id=invoice.id,
        line_type=line_type,
        description=description,
        product_id=body.product_id,
        price_id=priced.price_id if priced else None,
        price_version_id=priced.price_version_id if priced else None,
        quantity=quantity,
        unit_price=signed,
        markup_percent=markup,
        amount=amount_of(quantity, signed, invoice.currency, (*at, price_field)),
        tax_amount=0,
        tax_override=tax_override(body, at),
        period_start=body.period_start,
        period_end=body.period_end,
        metadata_=body.metadata,
        position=position,
        created_at=stamp,
        updated_at=stamp,
    )


def echo_currency(invoice: Invoice, currency: str | None) -> None:
    if currency is not None and currency != invoice.currency:
        raise CurrencyMismatch(f"the invoice is in {invoice.currency}; the request says {currency}")


def _requested_price(body: LineCreate, at: FieldPath) -> tuple[Decimal | None, str]:
    """unit_price, or `amount`, its alias for a quantity of 1; and the field to blame."""
    if body.amount is None:
        return body.unit_price, "unit_price"
    if body.quantity is not None and body.quantity != 1:
        raise ValidationFailed(
            "amount is the unit_price of a line with quantity 1; with another quantity "
            "send unit_price",
            field=(*at, "amount"),
        )
    if body.unit_price is not None and body.unit_price != body.amount:
        raise ValidationFailed(
            "amount and unit_price differ; send one of them", field=(*at, "amount")
        )
    return body.amount, "amount" if body.unit_price is None else "unit_price"


async def _product(
    db: AsyncSession, ctx: RequestContext, product_id: uuid.UUID, field: FieldPath
) -> Product:
    product = await catalog.get_product(db, ctx, product_id, field=field)
    if not product.active:
        raise ValidationFailed(f"product {product_id} is archived", field=field)
    return product


async def _catalog_price(
    db: AsyncSession,
    ctx: RequestContext,
    product: Product,
    currency: str,
    quantity: Decimal,
    now: datetime,
    at: FieldPath,
) -> _Priced:
    """The product's single active price in the invoice currency with a version in force now,
    and the unit price it gives for `quantity`."""
    field = (*at, "product_id")
    candidates = []
    for price in await catalog.active_prices_of_product(db, ctx, product.id, currency):
        version = await catalog.version_in_force(db, ctx, price.id, now)
        if version is not None:
            candidates.append((price, version))
    if not candidates:
        raise ValidationFailed(
            f"product {product.id} has no active price in {currency} in force today; "
            "send unit_price",
            field=field,
        )
    if len(candidates) > 1:
        raise ValidationFailed(
            f"product {product.id} has {len(candidates)} active prices in {currency}; "
            "send unit_price",
            field=field,
        )
    price, version = candidates[0]
    total = catalog.amount_for(price, version, quantity)
    unit = _exact_quotient(total, quantity)
    if unit is None:
        billed = round_unit_price(total)
        return _Priced(Decimal(1), billed, price.id, version.id, f"{_plain(quantity)} units")
    return _Priced(quantity, unit, price.id, version.id, None)


def _exact_quotient(total: Decimal, quantity: Decimal) -> Decimal | None:
    """total / quantity when it is an exact decimal the column stores, else None."""
    try:
        with decimal.localcontext(EXACT_CONTEXT):
            unit = total / quantity
    except (decimal.Inexact, decimal.InvalidOperation):
        return None
    return plain(unit) if fits_unit_price_places(unit) else None


def _marked_up(unit_price: Decimal, markup_percent: Decimal, field: FieldPath) -> Decimal:
    """The price raised by `markup_percent` %, rounded to the places the column stores."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        raised = round_unit_price(unit_price * (Decimal(100) + markup_percent) / Decimal(100))
    if not -UNIT_PRICE_LIMIT < raised < UNIT_PRICE_LIMIT:
        raise ValidationFailed(
            f"the marked-up unit price has more than {UNIT_PRICE_INTEGER_DIGITS} integer digits",
            field=field,
        )
    return raised


def _plain(value: Decimal) -> str:
    return format(plain(value), "f")


def signed_price(line_type: str, unit_price: Decimal, field: FieldPath) -> Decimal:
    """The stored price: negative for a credit; only adjustments may be sent negative."""
    if unit_price < 0 and line_type != "ADJUSTMENT":
        raise ValidationFailed(
            "must not be negative; only ADJUSTMENT lines take a negative price "
            "(a CREDIT line takes a positive one)",
            field=field,
        )
    return -unit_price if line_type == "CREDIT" and unit_price > 0 else unit_price


def amount_of(quantity: Decimal, unit_price: Decimal, currency: str, field: FieldPath) -> int:
    try:
        return line_amount(quantity, unit_price, currency)
    except ValueError:
        raise ValidationFailed(
            "quantity x unit_price is too large to be an amount of money", field=field
        ) from None


def check_period(start: date | None, end: date | None, at: FieldPath) -> None:
    if start is not None and end is not None and end < start:
        raise ValidationFailed(
            "period_end must be on or after period_start", field=(*at, "period_end")
        )


class TaxFields(Protocol):
    """The VAT fields an invoice line and a credit-note line request share."""

    @property
    def tax_category_code(self) -> str | None: ...
    @property
    def tax_rate(self) -> Decimal | None: ...
    @property
    def tax_exemption_reason(self) -> str | None: ...


def tax_override(body: TaxFields, at: FieldPath) -> dict[str, Any] | None:
    """What the request says about the line's VAT, checked; None lets resolution decide."""
    category, rate, reason = body.tax_category_code, body.tax_rate, body.tax_exemption_reason
    if category in NEEDS_EXEMPTION_REASON and reason is None:
        raise ValidationFailed(
            f"tax_exemption_reason is required with tax_category_code {category}",
            field=(*at, "tax_exemption_reason"),
        )
    if reason is not None and category not in NEEDS_EXEMPTION_REASON:
        raise ValidationFailed(
            "tax_exemption_reason goes with tax_category_code Z, E, AE, K, G or O",
            field=(*at, "tax_exemption_reason"),
        )
    _check_rate(category, rate, (*at, "tax_rate"))
    if category is None and rate is None:
        return None
    return {
        "category": category,
        "rate": _plain(rate) if rate is not None else None,
        "exemption_reason": reason,
    }


def _check_rate(category: str | None, rate: Decimal | None, field: FieldPath) -> None:
    """EN 16931: standard-rated (S, also when only a rate is given) above 0, the zero
    categories at 0."""
    if rate is None:
        return
    if category in (None, "S") and rate == 0:
        raise ValidationFailed(
            "a standard-rated line needs a tax_rate above 0 (use tax_category_code Z)",
            field=field,
        )
    if category not in (None, "S") and rate != 0:
        raise ValidationFailed(f"a line of category {category} is taxed at 0", field=field)


def with_rate(override: dict[str, Any] | None, rate: Decimal | None) -> dict[str, Any] | None:
    """The override after an update of `tax_rate` (null removes the rate override)."""
    current = dict(override or {})
    _check_rate(current.get("category"), rate, ("tax_rate",))
    current["rate"] = _plain(rate) if rate is not None else None
    if current.get("category") is None and current["rate"] is None:
        return None
    current.setdefault("category", None)
    current.setdefault("exemption_reason", None)
    return current
