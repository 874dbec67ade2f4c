"""Response models of the credit-notes domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel

from billing.invoices.schemas import plain_decimal, unit_price_out
from billing.models.credit_note import CreditNote, CreditNoteLine
from billing.platform.money import DecimalString, from_minor


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
    customer_id: uuid.UUID
    invoice_id: uuid.UUID | None
    credit_note_number: str | None
    currency: str
    reason: str | None
    reason_code: str | None
    status: str
    subtotal: DecimalString
    tax_amount: DecimalString
    total: DecimalString
    amount_applied: DecimalString
    amount_remaining: DecimalString
    tax_breakdown: list[CreditNoteTaxOut]
    lines: list[CreditNoteLineOut]
    issued_at: datetime | None
    voided_at: datetime | None
    created_at: datetime
    updated_at: datetime


def credit_note_out(note: CreditNote, lines: Sequence[CreditNoteLine]) -> CreditNoteOut:
    currency = note.currency

    def money(minor: int) -> Decimal:
        return from_minor(minor, currency)

    return CreditNoteOut(
        id=note.id,
        customer_id=note.customer_id,
        invoice_id=note.invoice_id,
        credit_note_number=note.credit_note_number,
        currency=currency,
        reason=note.reason,
        reason_code=note.reason_code,
        status=note.status,
        subtotal=money(note.subtotal),
        tax_amount=money(note.tax_amount),
        total=money(note.total),
        amount_applied=money(note.amount_applied),
        amount_remaining=money(remaining(note)),
        tax_breakdown=[
            CreditNoteTaxOut(
                category=group["category"],
                rate=plain_decimal(Decimal(group["rate"])),
                taxable_amount=money(group["taxable_amount"]),
                tax_amount=money(group["tax_amount"]),
                exemption_reason=group.get("exemption_reason"),
                exemption_reason_code=group.get("exemption_reason_code"),
            )
            for group in note.tax_breakdown or []
        ],
        lines=[
            CreditNoteLineOut(
                id=line.id,
                invoice_line_id=line.invoice_line_id,
                description=line.description,
                quantity=plain_decimal(line.quantity),
                unit_price=unit_price_out(line.unit_price, currency),
                amount=money(line.amount),
                tax_amount=money(line.tax_amount),
                tax_category_code=line.tax_category_code,
                tax_rate=plain_decimal(line.tax_rate),
                tax_exemption_reason=line.tax_exemption_reason,
                tax_exemption_reason_code=line.tax_exemption_reason_code,
                period_start=line.period_start,
                period_end=line.period_end,
            )
            for line in lines
        ],
        issued_at=note.issued_at,
        voided_at=note.voided_at,
        created_at=note.created_at,
        updated_at=note.updated_at,
    )


def remaining(note: CreditNote) -> int:
    """The unapplied balance (none for a void note)."""
    return 0 if note.status == "void" else note.total - note.amount_applied
