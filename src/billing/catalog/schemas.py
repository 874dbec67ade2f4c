"""Request and response models of the catalog domain: products, prices and versions, plans."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import Instant, Metadata, Name, Strict, Text, not_null
from billing.pricing.usage_schemas import MeterKey
from billing.tags.schemas import TagRef

TaxCategory = Literal["S", "Z", "E", "AE", "K", "G", "O", "L", "M"]
"""EN 16931 VAT category codes (UNCL5305)."""

PricingModel = Literal["flat", "per_unit", "tiered", "rate_table"]
TiersMode = Literal["graduated", "volume"]
Interval = Literal["day", "week", "month", "year"]
BillingTiming = Literal["in_advance", "in_arrears"]

MAX_TIERS = 50
MAX_PLAN_ITEMS = 50
MAX_ITEM_QUANTITY = 1_000_000
MAX_TRIAL_DAYS = 730
MAX_INTERVAL_COUNT = 1095
"""Three years of days; the per-interval cap (156 weeks, 36 months, 3 years) is a service rule."""


Description = Annotated[Text, Field(max_length=5000)]
Nickname = Annotated[Text, Field(max_length=200)]


# --- products ---------------------------------------------------------------------------


class ProductCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Pro plan seat",
                    "description": "One user of the Pro plan",
                    "tax_category_code": "S",
                }
            ]
        }
    )

    name: Name
    description: Description | None = None
    tax_category_code: TaxCategory = "S"
    metadata: Metadata = Field(default_factory=dict)


class ProductUpdate(Strict):
    """A merge-patch: omitted fields stay unchanged, `null` clears `description`;
    `active: false` archives the product and `true` restores it."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"description": "One named user of the Pro plan"}]}
    )

    name: Name | None = None
    description: Description | None = None
    tax_category_code: TaxCategory | None = None
    metadata: Metadata | None = None
    active: bool | None = None

    _required = field_validator("name", "tax_category_code", "metadata", "active")(not_null)


class ProductOut(BaseModel):
    id: uuid.UUID
    name: str
    description: str | None
    tax_category_code: str
    metadata: dict[str, str]
    active: bool
    archived_at: datetime | None
    tags: list[TagRef]
    created_at: datetime
    updated_at: datetime


# --- prices and versions -------------------------------------------------------------------


class TierIn(Strict):
    up_to: DecimalString | None = Field(
        description="Inclusive upper quantity of the tier; null (only the last tier) = no bound."
    )
    unit_amount: DecimalString
    flat_amount: DecimalString | None = None


Tiers = Annotated[list[TierIn], Field(min_length=1, max_length=MAX_TIERS)]


class VersionPayload(Strict):
    """A version's payload: `unit_amount` (flat and per_unit prices) or `tiers` (tiered)."""

    unit_amount: DecimalString | None = None
    tiers: Tiers | None = None
    effective_from: Instant | None = None


class VersionCreate(VersionPayload):
    """A new draft version (`effective_from` may be set now or at publish)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"unit_amount": "32.00", "effective_from": "2027-01-01T00:00:00Z"}]
        }
    )


class VersionReplace(VersionPayload):
    """The whole payload of a draft or scheduled version (omitted fields become null)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"unit_amount": "31.00", "effective_from": "2027-01-01T00:00:00Z"}]
        }
    )


class VersionPublish(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"effective_from": "2027-02-01T00:00:00Z"}]}
    )

    effective_from: Instant | None = Field(
        default=None, description="Overrides the draft's; default: the draft's, else now."
    )


class PriceCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "product_id": "8e6a1c3b-5d2f-4a7e-b9c0-1d2e3f4a5b02",
                    "currency": "EUR",
                    "pricing_model": "per_unit",
                    "unit_amount": "29.00",
                    "nickname": "Pro monthly",
                }
            ]
        }
    )

    product_id: uuid.UUID
    currency: CurrencyCode
    pricing_model: PricingModel | None = Field(
        default=None, description="Default: per_unit with unit_amount, tiered with tiers."
    )
    tiers_mode: TiersMode | None = Field(
        default=None, description="Tiered prices only; default graduated."
    )
    unit_amount: DecimalString | None = None
    tiers: Tiers | None = None
    effective_from: Instant | None = Field(
        default=None, description="When version 1 takes effect; default now."
    )
    nickname: Nickname | None = None
    metadata: Metadata = Field(default_factory=dict)
    rate_table_id: uuid.UUID | None = Field(
        default=None, description="rate_table prices only: the table that rates the meter."
    )
    meter: MeterKey | None = Field(
        default=None, description="rate_table prices only: the key of the meter billed."
    )


class PriceUpdate(Strict):
    """A merge-patch; `active: false` archives the price and `true` restores it."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"nickname": "Pro monthly (2026)"}]})

    nickname: Nickname | None = None
    metadata: Metadata | None = None
    active: bool | None = None

    _required = field_validator("metadata", "active")(not_null)


class TierOut(BaseModel):
    up_to: DecimalString | None
    unit_amount: DecimalString
    flat_amount: DecimalString | None


class VersionWarning(BaseModel):
    code: str
    message: str
    detected_at: datetime


class PriceVersionOut(BaseModel):
    id: uuid.UUID
    price_id: uuid.UUID
    version: int
    status: str
    unit_amount: DecimalString | None
    tiers: list[TierOut] | None
    effective_from: datetime | None
    effective_until: datetime | None
    warnings: list[VersionWarning]
    published_at: datetime | None
    activated_at: datetime | None
    reconfirmed_at: datetime | None
    archived_at: datetime | None
    archived_reason: str | None
    created_at: datetime


class PriceOut(BaseModel):
    id: uuid.UUID
    product_id: uuid.UUID
    currency: str
    pricing_model: str
    tiers_mode: str | None
    nickname: str | None
    metadata: dict[str, str]
    active: bool
    archived_at: datetime | None
    latest_version: int
    rate_table_id: uuid.UUID | None
    meter: str | None
    active_version: PriceVersionOut | None = Field(
        description="The version in force now (null before version 1 takes effect)."
    )
    created_at: datetime
    updated_at: datetime


class TimelineOut(BaseModel):
    data: list[PriceVersionOut]


# --- plans -------------------------------------------------------------------------------


class PlanItemIn(Strict):
    price_id: uuid.UUID
    quantity: int = Field(default=1, ge=1, le=MAX_ITEM_QUANTITY)


PlanItems = Annotated[list[PlanItemIn], Field(min_length=1, max_length=MAX_PLAN_ITEMS)]


class PlanCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Pro",
                    "currency": "EUR",
                    "interval": "month",
                    "interval_count": 1,
                    "billing_timing": "in_advance",
                    "items": [{"price_id": "c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e03", "quantity": 1}],
                }
            ]
        }
    )

    name: Name
    description: Description | None = None
    currency: CurrencyCode
    interval: Interval
    interval_count: int = Field(default=1, ge=1, le=MAX_INTERVAL_COUNT)
    trial_days: int = Field(default=0, ge=0, le=MAX_TRIAL_DAYS)
    billing_timing: BillingTiming = "in_advance"
    items: PlanItems
    metadata: Metadata = Field(default_factory=dict)


class PlanUpdate(Strict):
    """A merge-patch; `items` replaces the whole list; `active: false` archives the plan.

    The billing terms (`currency`, `interval`, `interval_count`, `billing_timing`, `items`)
    change only while no open subscription uses the plan.
    """

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"description": "Everything in Team, plus SSO"}]}
    )

    name: Name | None = None
    description: Description | None = None
    currency: CurrencyCode | None = None
    interval: Interval | None = None
    interval_count: int | None = Field(default=None, ge=1, le=MAX_INTERVAL_COUNT)
    trial_days: int | None = Field(default=None, ge=0, le=MAX_TRIAL_DAYS)
    billing_timing: BillingTiming | None = None
    items: PlanItems | None = None
    metadata: Metadata | None = None
    active: bool | None = None

    _required = field_validator(
        "name",
        "currency",
        "interval",
        "interval_count",
        "trial_days",
        "billing_timing",
        "items",
        "metadata",
        "active",
    )(not_null)


class PlanItemOut(BaseModel):
    price_id: uuid.UUID
    quantity: int


class PlanOut(BaseModel):
    id: uuid.UUID
    name: str
    description: str | None
    currency: str
    interval: str
    interval_count: int
    trial_days: int
    billing_timing: str
    items: list[PlanItemOut]
    metadata: dict[str, str]
    active: bool
    archived_at: datetime | None
    tags: list[TagRef]
    created_at: datetime
    updated_at: datetime
