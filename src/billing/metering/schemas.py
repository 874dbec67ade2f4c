"""Response models of a subscription's usage (issue 21)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from billing.platform.money import DecimalString


class MeterUsageOut(BaseModel):
    meter: str
    aggregation: str
    unit: str
    quantity: DecimalString = Field(description="The period's aggregate, late events included.")
    events: int
    late_events: int = Field(description="Events of the previous period received late.")
    price_id: uuid.UUID
    rate_table_id: uuid.UUID
    rate_table_version: int
    amount: DecimalString = Field(description="What the invoice bills for it (before tax).")
    tiers: list[dict[str, Any]] = Field(
        description="Per tier reached: units, rate, exact amount and, for a formula rate, the "
        "formula version and inputs."
    )


class SubscriptionUsageOut(BaseModel):
    subscription_id: uuid.UUID
    currency: str
    period_start: datetime
    period_end: datetime
    meters: list[MeterUsageOut]
