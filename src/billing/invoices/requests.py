"""Request bodies of the draft-invoice routes: standalone drafts, header updates and lines.

Rules that need more than one field or the database (the amount alias, the sign rule, the
product's price, the VAT category and its reason) are checked in `line_rules.py` and
`drafts.py`, which point their errors at the field to blame.
"""

from __future__ import annotations

import uuid
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import AfterValidator, ConfigDict, Field, field_validator

from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import CalendarDate, Instant, Locale, Metadata, Strict, Text, not_null

MAX_INLINE_LINES = 500
"""Lines a create request may carry inline (the page size of the lines list)."""

LineType = Literal["EXPENSE_PASSTHROUGH", "MILESTONE", "ADJUSTMENT", "CREDIT"]
TaxCategory = Literal["S", "Z", "E", "AE", "K", "G", "O"]


def _positive(value: Decimal) -> Decimal:
    if value <= 0:
        raise ValueError("must be greater than zero")
    return value


def _fraction(value: Decimal) -> Decimal:
    if not Decimal(0) <= value <= Decimal(1):
        raise ValueError("must be a fraction between 0 and 1 (0.19 for 19 %)")
    return value


def _percent(value: Decimal) -> Decimal:
    if not Decimal(0) <= value <= Decimal(1000):
        raise ValueError("must be between 0 and 1000")
    return value


Quantity = Annotated[DecimalString, AfterValidator(_positive)]
TaxRate = Annotated[DecimalString, AfterValidator(_fraction)]
MarkupPercent = Annotated[DecimalString, AfterValidator(_percent)]
Description = Annotated[Text, Field(min_length=1, max_length=1000)]
Reason = Annotated[Text, Field(min_length=1, max_length=500)]
BuyerReference = Annotated[Text, Field(min_length=1, max_length=200)]


class LineCreate(Strict):
    """The interface document's line add-request."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"description": "Travel expenses", "quantity": "1", "unit_price": "120.00"}
            ]
        }
    )

    line_type: LineType | None = None
    description: Description | None = None
    product_id: uuid.UUID | None = None
    quantity: Quantity | None = None
    unit_price: DecimalString | None = None
    amount: DecimalString | None = None
    currency: CurrencyCode | None = None
    markup_percent: MarkupPercent | None = None
    tax_rate: TaxRate | None = None
    tax_category_code: TaxCategory | None = None
    tax_exemption_reason: Reason | None = None
    period_start: CalendarDate | None = None
    period_end: CalendarDate | None = None
    metadata: Metadata = Field(default_factory=dict)


class LineUpdate(Strict):
    """A merge-patch of a line; `null` clears the periods and the tax-rate override."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"quantity": "2"}]})

    currency: CurrencyCode | None = None
    description: Description | None = None
    metadata: Metadata | None = None
    period_end: CalendarDate | None = None
    period_start: CalendarDate | None = None
    quantity: Quantity | None = None
    tax_rate: TaxRate | None = None
    unit_price: DecimalString | None = None

    _required = field_validator("currency", "description", "metadata", "quantity", "unit_price")(
        not_null
    )


class InvoiceCreate(Strict):
    """The interface document's writable fields of a standalone draft invoice."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "customer_id": "5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01",
                    "currency": "EUR",
                    "lines": [
                        {
                            "description": "Onboarding workshop",
                            "quantity": "1",
                            "unit_price": "450.00",
                        }
                    ],
                }
            ]
        }
    )

    customer_id: uuid.UUID
    currency: CurrencyCode | None = None
    billing_period_start: Instant | None = None
    billing_period_end: Instant | None = None
    buyer_reference: BuyerReference | None = None
    delivery_date: CalendarDate | None = None
    due_date: CalendarDate | None = None
    lines: list[LineCreate] = Field(default_factory=list, max_length=MAX_INLINE_LINES)
    locale: Locale | None = None
    metadata: Metadata = Field(default_factory=dict)


class InvoiceUpdate(Strict):
    """A merge-patch of a draft's header: omitted fields stay, `null` clears (metadata: `{}`)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"due_date": "2027-01-15", "metadata": {"po_number": "PO-7781"}}]
        }
    )

    billing_period_start: Instant | None = None
    billing_period_end: Instant | None = None
    due_date: CalendarDate | None = None
    locale: Locale | None = None
    metadata: Metadata | None = None
    buyer_reference: BuyerReference | None = None
    delivery_date: CalendarDate | None = None

    _required = field_validator("metadata")(not_null)
