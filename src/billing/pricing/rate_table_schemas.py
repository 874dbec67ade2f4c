"""Request and response models of rate tables and their versions (issue 21)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue

from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import Instant, Name, Strict, Text

Mode = Literal["graduated", "volume"]
MAX_TIERS = 50

_TIERS_EXAMPLE: list[JsonValue] = [
    {"up_to": "1000", "unit_amount": "0.002"},
    {"up_to": None, "unit_amount": "0.0015"},
]


class FormulaRateIn(Strict):
    formula_id: uuid.UUID
    version: int = Field(
        ge=1, le=2**31 - 1, description="The formula version pinned (not a draft)."
    )
    variables: dict[Text, JsonValue] = Field(
        default_factory=dict, description="Values bound to the formula's variables."
    )
    cost: DecimalString | None = Field(default=None, description="The tier's cost basis.")


class RateTierIn(Strict):
    """Exactly one of `unit_amount` (a fixed rate) and `formula` (the rate a formula gives)."""

    up_to: DecimalString | None = Field(
        default=None,
        description="Inclusive upper quantity of the tier; null or absent (only the last tier) "
        "= no bound.",
    )
    unit_amount: DecimalString | None = None
    formula: FormulaRateIn | None = None


Tiers = Annotated[list[RateTierIn], Field(min_length=1, max_length=MAX_TIERS)]


class RateTableVersionCreate(Strict):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "mode": "graduated",
                    "tiers": _TIERS_EXAMPLE,
                    "effective_from": "2099-01-01T00:00:00Z",
                }
            ]
        },
    )

    mode: Mode = "graduated"
    tiers: Tiers
    effective_from: Instant | None = Field(
        default=None,
        description="When the version takes effect (default now); later than every version's.",
    )


class RateTableCreate(RateTableVersionCreate):
    """A table and its version 1."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "name": "API calls",
                    "currency": "EUR",
                    "mode": "graduated",
                    "tiers": _TIERS_EXAMPLE,
                }
            ]
        },
    )

    name: Name
    currency: CurrencyCode


class FormulaRateOut(BaseModel):
    formula_id: uuid.UUID
    version: int
    variables: dict[str, JsonValue]
    cost: DecimalString | None


class RateTierOut(BaseModel):
    up_to: DecimalString | None
    unit_amount: DecimalString | None
    formula: FormulaRateOut | None


class RateTableVersionOut(BaseModel):
    id: uuid.UUID
    rate_table_id: uuid.UUID
    version: int
    status: str = Field(description="scheduled, active or superseded.")
    mode: str
    tiers: list[RateTierOut]
    effective_from: datetime
    effective_until: datetime | None
    created_at: datetime


class RateTableOut(BaseModel):
    id: uuid.UUID
    name: str
    currency: str
    latest_version: int
    active_version: RateTableVersionOut | None = Field(
        description="The version in force now (null before version 1 takes effect)."
    )
    versions: list[RateTableVersionOut] = Field(description="Every version, oldest first.")
    created_at: datetime
    updated_at: datetime
