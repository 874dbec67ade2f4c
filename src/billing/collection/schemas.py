"""Request and response models of the money after finalize: payments, payment attempts,
refunds, void and the credit-note rollup of an invoice."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from billing.credit_notes.schemas import CreditNoteOut
from billing.invoices.schemas import InvoiceOut
from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import Instant, Strict, Text

PaymentSource = Literal["bank_transfer", "cash", "check", "card_terminal", "other"]
RefundReason = Literal["duplicate", "fraudulent", "requested_by_customer", "service_issue", "other"]
DEFAULT_REFUND_REASON: RefundReason = "requested_by_customer"


class PaymentCreate(Strict):
    """A payment received outside the gateway (bank transfer, cash, ...)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"amount": "10.00", "source": "bank_transfer", "reference": "SEPA-2026-11-27-0042"}
            ]
        }
    )

    amount: DecimalString
    """Major units; more than zero and at most the invoice's amount_due."""
    source: PaymentSource
    currency: CurrencyCode | None = None
    """Echo guard: must equal the invoice's currency when given."""
    reference: Annotated[Text, Field(max_length=255)] | None = None
    note: Annotated[Text, Field(max_length=2000)] | None = None
    received_at: Instant | None = None
    """When the money arrived (default now on the customer's clock); never in the future."""


class PaymentAttemptCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"payment_method_id": "7c6b5a49-3827-4165-a5f4-e3d2c1b0a907"}]
        }
    )

    payment_method_id: uuid.UUID | None = None
    """Default: the customer's default payment method."""


class RefundCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"amount": "5.00", "reason": "requested_by_customer"}]}
    )

    amount: DecimalString | None = None
    """Major units; default everything paid and not yet refunded."""
    currency: CurrencyCode | None = None
    reason: RefundReason | Literal[""] | None = None
    """Empty or omitted: requested_by_customer."""


class PaymentOut(BaseModel):
    """A payment or refund row of an invoice; `invoice` rides along where the payment changed it."""

    id: uuid.UUID
    invoice_id: uuid.UUID
    customer_id: uuid.UUID
    kind: str
    """payment or refund"""
    channel: str
    """manual, or gateway (payment attempts and the refunds of their charges)"""
    source: str
    """A manual payment's source; the payment method type (card, sepa_debit) of a gateway one."""
    status: str
    """pending, succeeded or failed"""
    amount: DecimalString
    currency: str
    outcome: str | None
    failure_message: str | None
    retryable: bool
    dunning_step: int | None
    """Null for an attempt requested through the API; 0 for the automatic collection after a
    billing run; n for the n-th dunning retry."""
    reference: str | None
    note: str | None
    reason: str | None
    received_at: datetime | None
    settled_at: datetime | None
    payment_method_id: uuid.UUID | None
    gateway_reference: str | None
    """The gateway's id of the charge or refund (for reconciliation)."""
    refunded_payment_id: uuid.UUID | None
    credit_note_id: uuid.UUID | None
    created_at: datetime
    updated_at: datetime
    invoice: InvoiceOut | None = Field(default=None, exclude_if=lambda invoice: invoice is None)
    """Only on the answer of a recorded payment."""


class PaymentAttemptOut(BaseModel):
    id: uuid.UUID
    status: Literal["pending", "succeeded", "failed"]
    invoice_id: uuid.UUID
    amount: DecimalString
    currency: str
    payment_method_id: uuid.UUID | None
    hosted_checkout_url: str | None
    """Always null: no gateway with a hosted checkout is wired."""


class VoidOut(BaseModel):
    invoice: InvoiceOut
    credit_note: CreditNoteOut | None
    """Null only when nothing was left to credit (a zero total, or credited in full before)."""


class RefundOut(BaseModel):
    status: Literal["refunded", "refund_pending"]
    invoice: InvoiceOut
    credit_note: CreditNoteOut
    refunds: list[PaymentOut]


class CreditApplicationOut(BaseModel):
    id: uuid.UUID
    organization_id: uuid.UUID
    credit_note_id: uuid.UUID
    credit_note_number: str | None
    credit_note_reason: str | None
    credit_note_reason_code: str | None
    credit_note_status: str
    kind: str
    """invoice (credit applied against the invoice) or refund (paid out as a refund)"""
    invoice_id: uuid.UUID | None
    refund_payment_id: uuid.UUID | None
    amount: DecimalString
    currency: str
    applied_at: datetime
    created_at: datetime


class CreditRollupPagination(BaseModel):
    cursor: None = None
    has_more: bool = False
    total: int


class CreditRollupSummary(BaseModel):
    currency: str
    total_credited: DecimalString
    """The sum of the applications listed: credit applied to the invoice from any credit
    note (these add up to the invoice's amount_credited) and credit-note refunds for it."""
    issued_against_invoice: DecimalString
    """The totals of the standing credit notes issued against this invoice (applied here,
    refunded, or still held as the customer's credit)."""
    remaining_creditable: DecimalString
    """What new credit notes of this invoice may still credit: its total less
    issued_against_invoice, never below zero. Credit applied from notes of no invoice does
    not use it up (it settles the invoice like a payment)."""


class CreditRollupOut(BaseModel):
    data: list[CreditApplicationOut]
    pagination: CreditRollupPagination
    summary: CreditRollupSummary
