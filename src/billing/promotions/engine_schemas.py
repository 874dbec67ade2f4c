"""Request and response models of simulate, validate and eligibility preview."""

from __future__ import annotations

import uuid
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from billing.invoices.schemas import InvoiceOut
from billing.platform.money import DecimalString
from billing.platform.schemas import Instant, Strict, Text

_EXAMPLE_ID = "6f1c1f55-8b1e-4a53-9a52-3f0c2a7d9b10"


class SimulateRequest(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "customer_id": _EXAMPLE_ID,
                    "subscription_id": _EXAMPLE_ID,
                    "billing_period_start": "2026-12-01T00:00:00Z",
                    "billing_period_end": "2027-01-01T00:00:00Z",
                    "promotion_ids": [_EXAMPLE_ID],
                }
            ]
        }
    )

    customer_id: uuid.UUID
    subscription_id: uuid.UUID
    billing_period_start: Instant
    billing_period_end: Instant | None = None
    promotion_ids: Annotated[list[uuid.UUID], Field(min_length=1, max_length=20)]


class BudgetImpact(BaseModel):
    promotion_id: uuid.UUID
    budget_currency: str | None
    would_consume: DecimalString
    remaining_budget: DecimalString | None
    """What the budget has left now (nothing is consumed by a simulation)."""


class SimulationOut(BaseModel):
    invoice: InvoiceOut
    budget_impact: list[BudgetImpact]


class ValidateRequest(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"customer_id": _EXAMPLE_ID, "invoice_subtotal": "120.00"}]}
    )

    customer_id: uuid.UUID
    subscription_id: uuid.UUID | None = None
    coupon_code: Annotated[Text, Field(min_length=1, max_length=64)] | None = None
    invoice_subtotal: DecimalString | None = None


class EligiblePromotion(BaseModel):
    promotion_id: uuid.UUID
    name: str
    distribution: str
    code: str | None
    version: int


class EligibilityRequest(Strict):
    model_config = ConfigDict(json_schema_extra={"examples": [{"customer_id": _EXAMPLE_ID}]})

    customer_id: uuid.UUID
    subscription_id: uuid.UUID | None = None


class ConditionResult(BaseModel):
    path: str
    type: str
    outcome: str
    """`pass`, `fail`, or `unknown` (a fact known only on an invoice, such as min_spend)."""
    detail: str | None


class EligibilityOut(BaseModel):
    promotion_id: uuid.UUID
    customer_id: uuid.UUID
    eligible: bool | None
    """True: every condition passes; False: one fails; None: it depends on the invoice."""
    conditions: list[ConditionResult]
