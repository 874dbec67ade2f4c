"""Request bodies of the credit-note routes: create (with lines inline), add a line, apply."""

from __future__ import annotations

import uuid
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from billing.invoices.requests import Description, Quantity, Reason, TaxCategory, TaxRate
from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import CalendarDate, Locale, Metadata, Strict, Text

MAX_INLINE_LINES = 500

ReasonCode = Literal[
    "duplicate",
    "fraudulent",
    "order_change",
    "product_unsatisfactory",
    "requested_by_customer",
    "service_issue",
    "other",
]
"""Why a note is issued (Stripe's credit-note reasons plus the refund reasons); notes created
by voiding an invoice carry `void`, which a request cannot choose."""

NoteReason = Annotated[Text, Field(min_length=1, max_length=1000)]
TemplateId = Annotated[Text, Field(min_length=1, max_length=64)]


class CreditNoteLineCreate(Strict):
    """A line of a draft note. With `invoice_line_id` it corrects that line of the note's
    invoice: description, quantity and unit price default to the line's, and its VAT is the
    line's (tax fields are refused). Without it, the VAT is resolved as for an invoice line."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"description": "Goodwill credit", "quantity": "1", "unit_price": "2.00"}]
        }
    )

    description: Description | None = None
    quantity: Quantity | None = None
    unit_price: DecimalString | None = None
    tax_rate: TaxRate | None = None
    tax_category_code: TaxCategory | None = None
    tax_exemption_reason: Reason | None = None
    invoice_line_id: uuid.UUID | None = None
    period_start: CalendarDate | None = None
    period_end: CalendarDate | None = None


class CreditNoteCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "invoice_id": "0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d06",
                    "reason_code": "service_issue",
                    "reason": "Outage on 2026-11-20",
                    "lines": [
                        {"description": "Service credit", "quantity": "1", "unit_price": "5.00"}
                    ],
                }
            ]
        }
    )

    customer_id: uuid.UUID | None = None
    """Required unless `invoice_id` names the invoice (whose customer it then is)."""
    invoice_id: uuid.UUID | None = None
    currency: CurrencyCode | None = None
    """The invoice's currency for an anchored note (an echo guard); else the customer's, or the
    workspace's default currency."""
    reason: NoteReason | None = None
    reason_code: ReasonCode | None = None
    template_id: TemplateId | None = None
    locale: Locale | None = None
    metadata: Metadata = Field(default_factory=dict)
    lines: list[CreditNoteLineCreate] = Field(default_factory=list, max_length=MAX_INLINE_LINES)


class RefundTarget(Strict):
    """Where a refund goes: `payment_method_id` (through the gateway, back onto a charge made
    with that method) or `method: cash` (paid back outside the service)."""

    payment_method_id: uuid.UUID | None = None
    method: Literal["cash"] | None = None

    @model_validator(mode="after")
    def _one_target(self) -> RefundTarget:
        if (self.payment_method_id is None) == (self.method is None):
            raise ValueError("give exactly one of payment_method_id and method")
        return self


class CreditNoteApply(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"amount": "1.00", "invoice_id": "0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d06"}]
        }
    )

    amount: DecimalString | None = None
    """MAJOR units; by default the whole remaining balance (for an invoice: at most its amount
    due)."""
    currency: CurrencyCode | None = None
    invoice_id: uuid.UUID | None = None
    refund: RefundTarget | None = None

    @model_validator(mode="after")
    def _one_target(self) -> CreditNoteApply:
        if (self.invoice_id is None) == (self.refund is None):
            raise ValueError("give exactly one of invoice_id and refund")
        return self
