"""Response models of the credit-notes domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, Field

from billing.credit_notes.service import remaining
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.models.tags import Tag
from billing.platform.money import DecimalString, from_minor, plain, unit_amount_out
from billing.tags.schemas import TagRef


class CreditNoteTaxOut(BaseModel):
    category: str
    rate: DecimalString
    taxable_amount: DecimalString
    tax_amount: DecimalString
    exemption_reason: str | None
    exemption_reason_code: str | None


class CreditNoteLineOut(BaseModel):
    id: uuid.UUID
    invoice_line_id: uuid.UUID | None
    description: str
    quantity: DecimalString
    unit_price: DecimalString
    amount: DecimalString
    tax_amount: DecimalString
    tax_category_code: str
    tax_rate: DecimalString
    tax_exemption_reason: str | None
    tax_exemption_reason_code: str | None
    period_start: date | None
    period_end: date | None


class CreditNoteOut(BaseModel):
    id: uuid.UUID
    organization_id: uuid.UUID
    customer_id: uuid.UUID
    invoice_id: uuid.UUID | None
    credit_note_number: str | None
    currency: str
    reason: str | None
    reason_code: str | None
    status: str
    template_id: str | None
    locale: str | None
    metadata: dict[str, Any]
    subtotal: DecimalString
    tax_amount: DecimalString
    total: DecimalString
    amount_applied: DecimalString
    amount_remaining: DecimalString
    tax_breakdown: list[CreditNoteTaxOut]
    lines: list[CreditNoteLineOut] | None = Field(
        default=None, exclude_if=lambda lines: lines is None
    )
    """Present on single-note answers; lists leave lines out."""
    tags: list[TagRef]
    issued_at: datetime | None
    voided_at: datetime | None
    deleted_at: datetime | None
    created_at: datetime
    updated_at: datetime


def credit_note_out(
    note: CreditNote, lines: Sequence[CreditNoteLine] | None, tags: Sequence[Tag] = ()
) -> CreditNoteOut:
    currency = note.currency

    def money(minor: int) -> Decimal:
        return from_minor(minor, currency)

    return CreditNoteOut(
        id=note.id,
        organization_id=note.organization_id,
        customer_id=note.customer_id,
        invoice_id=note.invoice_id,
        credit_note_number=note.credit_note_number,
        currency=currency,
        reason=note.reason,
        reason_code=note.reason_code,
        status=note.status,
        template_id=note.template_id,
        locale=note.locale,
        metadata=dict(note.metadata_ or {}),
        subtotal=money(note.subtotal),
        tax_amount=money(note.tax_amount),
        total=money(note.total),
        amount_applied=money(note.amount_applied),
        amount_remaining=money(remaining(note)),
        tax_breakdown=[
            CreditNoteTaxOut(
                category=group["category"],
                rate=plain(Decimal(group["rate"])),
                taxable_amount=money(group["taxable_amount"]),
                tax_amount=money(group["tax_amount"]),
                exemption_reason=group.get("exemption_reason"),
                exemption_reason_code=group.get("exemption_reason_code"),
            )
            for group in note.tax_breakdown or []
        ],
        tags=[TagRef.model_validate(tag) for tag in tags],
        lines=None
        if lines is None
        else [
            CreditNoteLineOut(
                id=line.id,
                invoice_line_id=line.invoice_line_id,
                description=line.description,
                quantity=plain(line.quantity),
                unit_price=unit_amount_out(line.unit_price, currency),
                amount=money(line.amount),
                tax_amount=money(line.tax_amount),
                tax_category_code=line.tax_category_code,
                tax_rate=plain(line.tax_rate),
                tax_exemption_reason=line.tax_exemption_reason,
                tax_exemption_reason_code=line.tax_exemption_reason_code,
                period_start=line.period_start,
                period_end=line.period_end,
            )
            for line in lines
        ],
        issued_at=note.issued_at,
        voided_at=note.voided_at,
        deleted_at=note.deleted_at,
        created_at=note.created_at,
        updated_at=note.updated_at,
    )


class ApplicationOut(BaseModel):
    id: uuid.UUID
    organization_id: uuid.UUID
    credit_note_id: uuid.UUID
    kind: str
    """invoice (credit applied to an open invoice) or refund (paid out to the customer)"""
    invoice_id: uuid.UUID | None
    amount: DecimalString
    currency: str
    refund_method: str | None
    """payment_method (through the gateway) or cash; null for an application to an invoice"""
    payment_method_id: uuid.UUID | None
    refund_payment_id: uuid.UUID | None
    refund_status: str | None
    """The gateway refund's status (pending, succeeded, failed); cash refunds are succeeded."""
    applied_at: datetime
    reversed_at: datetime | None
    """When an operator reversed the application (or its gateway refund failed): its amount
    stands on the note again."""
    created_at: datetime


class AppliedOut(ApplicationOut):
    credit_note: CreditNoteOut


def application_out(
    application: CreditNoteApplication, refund_status: str | None = None
) -> ApplicationOut:
    if application.kind == "refund" and refund_status is None:
        refund_status = "succeeded"
    return ApplicationOut(
        id=application.id,
        organization_id=application.organization_id,
        credit_note_id=application.credit_note_id,
        kind=application.kind,
        invoice_id=application.invoice_id,
        amount=from_minor(application.amount, application.currency),
        currency=application.currency,
        refund_method=application.refund_method,
        payment_method_id=application.payment_method_id,
        refund_payment_id=application.refund_payment_id,
        refund_status=refund_status,
        applied_at=application.applied_at,
        reversed_at=application.reversed_at,
        created_at=application.created_at,
    )


class CreditBalanceItem(BaseModel):
    currency: str
    amount: DecimalString
    """The unapplied balance of the customer's issued, non-void credit notes."""
    credit_notes: int
    """How many credit notes have some of it."""


class CreditBalanceOut(BaseModel):
    customer_id: uuid.UUID
    balances: list[CreditBalanceItem]
