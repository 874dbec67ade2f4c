"""Request and response models of the subscriptions domain."""

from __future__ import annotations

import uuid
from datetime import date, datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from billing.platform.schemas import CalendarDate, Instant, Metadata, Strict, Text, not_null
from billing.tags.schemas import TagRef

Quantity = Annotated[int, Field(ge=1, le=1_000_000_000)]


class AddOnIn(Strict):
    price_id: uuid.UUID
    quantity: Quantity = 1


class SubscriptionCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "customer_id": "5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01",
                    "plan_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c04",
                    "quantity": 3,
                }
            ]
        }
    )

    customer_id: uuid.UUID
    plan_id: uuid.UUID
    quantity: Quantity = 1
    start_date: CalendarDate | None = None
    trial_end: Instant | None = None
    add_ons: list[AddOnIn] = Field(default_factory=list, max_length=50)
    metadata: Metadata = Field(default_factory=dict)


class SubscriptionUpdate(Strict):
    """Plan, quantity and add-on changes take effect now and are recorded for proration."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"quantity": 5}]})

    plan_id: uuid.UUID | None = None
    quantity: Quantity | None = None
    add_ons: list[AddOnIn] | None = Field(default=None, max_length=50)
    metadata: Metadata | None = None
    cancel_at_period_end: bool | None = None

    _required = field_validator(
        "plan_id", "quantity", "add_ons", "metadata", "cancel_at_period_end"
    )(not_null)


class SubscriptionCancel(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"at_period_end": True, "reason": "Switching to annual invoicing"}]
        }
    )

    at_period_end: bool = False
    reason: Annotated[Text, Field(max_length=500)] | None = None


class AddOnOut(BaseModel):
    price_id: uuid.UUID
    quantity: int


class SubscriptionOut(BaseModel):
    id: uuid.UUID
    customer_id: uuid.UUID
    plan_id: uuid.UUID
    currency: str
    quantity: int
    status: str
    start_date: date
    billing_anchor: datetime
    trial_end: datetime | None
    current_period_start: datetime
    current_period_end: datetime
    cancel_at_period_end: bool
    canceled_at: datetime | None
    ended_at: datetime | None
    cancellation_reason: str | None
    billing_blocked: bool
    """A billing run could not bill it and its runs stopped (`POST .../resume-billing`)."""
    billing_blocked_reason: str | None
    """Why the run could not bill it (the price and the period)."""
    billing_blocked_at: datetime | None
    """When the run stopped, on the customer's clock."""
    add_ons: list[AddOnOut]
    metadata: dict[str, Any]
    tags: list[TagRef]
    created_at: datetime
    updated_at: datetime


class SubscriptionChangeOut(BaseModel):
    """A recorded mid-period change: the state before and after, and where in the period."""

    id: uuid.UUID
    subscription_id: uuid.UUID
    kind: str
    effective_at: datetime
    period_start: datetime
    period_end: datetime
    before: dict[str, Any]
    after: dict[str, Any]
    invoiced_at: datetime | None
    invoice_id: uuid.UUID | None
    """The invoice whose proration lines bill this change, once one does."""
    created_at: datetime
