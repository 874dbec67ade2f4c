"""Request and response models of meters and usage events (issue 21's fixed routes)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, model_validator

from billing.platform.money import DecimalString
from billing.platform.schemas import Instant, Name, Strict, Text

Aggregation = Literal["sum", "max", "count", "last"]
MeterKey = Annotated[Text, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")]
MAX_BATCH = 1000


class MeterCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"key": "storage_gb", "name": "Storage", "aggregation": "max", "unit": "GB"}
            ]
        }
    )

    key: MeterKey
    name: Name
    aggregation: Aggregation
    unit: Annotated[Text, Field(min_length=1, max_length=64)]


class MeterOut(BaseModel):
    id: uuid.UUID
    key: str
    name: str
    aggregation: str
    unit: str
    created_at: datetime
    updated_at: datetime


class UsageEventIn(Strict):
    """One event: exactly one of `customer_id` and `subscription_id`."""

    event_id: Annotated[Text, Field(min_length=1, max_length=200)]
    customer_id: uuid.UUID | None = None
    subscription_id: uuid.UUID | None = None
    meter: MeterKey
    quantity: DecimalString = Field(description="Not negative.")
    timestamp: Instant
    properties: dict[str, JsonValue] | None = None

    @model_validator(mode="after")
    def _one_owner(self) -> UsageEventIn:
        if (self.customer_id is None) == (self.subscription_id is None):
            raise ValueError("exactly one of customer_id and subscription_id is required")
        if self.quantity < 0:
            raise ValueError("quantity must not be negative")
        return self


class UsageBatchIn(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "events": [
                        {
                            "event_id": "evt-2026-11-27-0001",
                            "customer_id": "5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01",
                            "meter": "api_calls",
                            "quantity": "120",
                            "timestamp": "2026-11-27T09:30:00Z",
                        }
                    ]
                }
            ]
        }
    )

    events: list[dict[Text, Any]] = Field(
        min_length=1,
        max_length=MAX_BATCH,
        description="1 to 1,000 events; each is judged alone, a bad one is rejected by index.",
    )


class RejectedOut(BaseModel):
    index: int
    problem: dict[str, Any]


class UsageBatchOut(BaseModel):
    accepted: int
    duplicates: int
    rejected: list[RejectedOut]


class UsageEventOut(BaseModel):
    id: uuid.UUID
    event_id: str
    meter: str
    customer_id: uuid.UUID
    subscription_id: uuid.UUID | None
    quantity: DecimalString
    timestamp: datetime
    properties: dict[str, Any]
    created_at: datetime
