"""The shapes of a promotion's rules (issue 17 fixes them): effects, condition sets, phases,
the targeting set (`audience`) and localized overrides.

Money in effects and conditions is a decimal string in MAJOR units with its `currency`; whether
it fits the currency's minor unit, and agrees with the budget currency, is checked with the
promotion's other cross-field rules (`authoring.problems`). Rules are stored as answered
(`stored`: JSON names, nulls left out), so what was sent is what is read back.
"""

from __future__ import annotations

import uuid
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationInfo,
    field_validator,
)

from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import CalendarDate, Locale, Strict, Text

MAX_IDS = 100
MAX_EFFECTS = 20
MAX_CONDITIONS = 50
MAX_PHASES = 12
MAX_CONDITION_DEPTH = 4
"""A condition set nests at most this deep (the top-level set is depth 1)."""


def _positive(value: Decimal) -> Decimal:
    if value <= 0:
        raise ValueError("must be greater than 0")
    return value


def _not_negative(value: Decimal) -> Decimal:
    if value < 0:
        raise ValueError("must not be negative")
    return value


def _percent(value: Decimal) -> Decimal:
    if not 0 < value <= 100:
        raise ValueError("must be greater than 0 and at most 100")
    return value


PositiveAmount = Annotated[DecimalString, AfterValidator(_positive)]
Ids = Annotated[list[uuid.UUID], Field(max_length=MAX_IDS)]
RequiredIds = Annotated[list[uuid.UUID], Field(min_length=1, max_length=MAX_IDS)]


class AppliesTo(Strict):
    """What a discount applies to; both lists empty (or omitted) means the whole invoice."""

    plan_ids: Ids = Field(default_factory=list)
    product_ids: Ids = Field(default_factory=list)


class PercentageDiscount(Strict):
    type: Literal["percentage_discount"]
    percent: Annotated[DecimalString, AfterValidator(_percent)]
    applies_to: AppliesTo | None = None
    max_amount: PositiveAmount | None = None


class FixedDiscount(Strict):
    type: Literal["fixed_discount"]
    amount: PositiveAmount
    currency: CurrencyCode
    applies_to: AppliesTo | None = None


class FreeTrialExtension(Strict):
    type: Literal["free_trial_extension"]
    days: int = Field(ge=1, le=3650)


class CreditGrant(Strict):
    type: Literal["credit_grant"]
    amount: PositiveAmount
    currency: CurrencyCode
    expires_after_days: int | None = Field(default=None, ge=1, le=3650)


class SpecialPrice(Strict):
    type: Literal["special_price"]
    price_id: uuid.UUID
    unit_amount: Annotated[DecimalString, AfterValidator(_not_negative)]


Effect = Annotated[
    PercentageDiscount | FixedDiscount | FreeTrialExtension | CreditGrant | SpecialPrice,
    Field(discriminator="type"),
]
Effects = Annotated[list[Effect], Field(max_length=MAX_EFFECTS)]


class MinSpend(Strict):
    type: Literal["min_spend"]
    amount: PositiveAmount
    currency: CurrencyCode


class PlansCondition(Strict):
    type: Literal["plans"]
    plan_ids: RequiredIds


class SegmentsCondition(Strict):
    type: Literal["segments"]
    segment_ids: RequiredIds


class CustomerTagsCondition(Strict):
    type: Literal["customer_tags"]
    tag_ids: RequiredIds


def _ordered_range(value: Any, info: ValidationInfo) -> Any:
    """`to` of a range: not before `from`, and at least one end given (pointed at `to`, a field
    of the request, rather than at the range as a whole)."""
    start = info.data.get("from_")
    if value is None and "from_" in info.data and start is None:
        raise ValueError("a range needs from, to or both")
    if value is not None and start is not None and value < start:
        raise ValueError("must not be before from")
    return value


class DateRange(Strict):
    """Calendar days (UTC), both inclusive; either end may be open."""

    type: Literal["date_range"]
    from_: CalendarDate | None = Field(default=None, alias="from")
    to: CalendarDate | None = Field(default=None, validate_default=True)

    _ordered = field_validator("to")(_ordered_range)


class FirstPurchase(Strict):
    type: Literal["first_purchase"]


class BillingCycle(Strict):
    """The subscription's cycle number (the first billing period is 1), both ends inclusive."""

    type: Literal["billing_cycle"]
    from_: int | None = Field(default=None, alias="from", ge=1)
    to: int | None = Field(default=None, ge=1, validate_default=True)

    _ordered = field_validator("to")(_ordered_range)


Condition = Annotated[
    MinSpend
    | PlansCondition
    | SegmentsCondition
    | CustomerTagsCondition
    | DateRange
    | FirstPurchase
    | BillingCycle,
    Field(discriminator="type"),
]


def _condition_kind(value: Any) -> str:
    """A typed condition, or a nested set (an object without `type`)."""
    if isinstance(value, dict):
        return "condition" if "type" in value else "set"
    return "set" if isinstance(value, ConditionSet) else "condition"


ConditionItem = Annotated[
    Annotated[Condition, Tag("condition")] | Annotated["ConditionSet", Tag("set")],
    Discriminator(_condition_kind),
]


class ConditionSet(Strict):
    """`{"all": [...]}` or `{"any": [...]}`; items are conditions or nested sets."""

    all: Annotated[list[ConditionItem], Field(max_length=MAX_CONDITIONS)] | None = None
    any: Annotated[list[ConditionItem], Field(max_length=MAX_CONDITIONS)] | None = Field(
        default=None, validate_default=True
    )

    @field_validator("any")
    @classmethod
    def _one_combinator(cls, value: Any, info: ValidationInfo) -> Any:
        """Pointed at `any`, a field of the request, not at the set (a nested set has no name
        of its own in a pointer)."""
        given_all = info.data.get("all") is not None or "all" not in info.data
        if given_all == (value is not None):
            raise ValueError("a condition set has exactly one of all or any")
        return value


class Phase(Strict):
    """One rung of a ladder: its conditions (null: always), effects, and how many cycles it
    lasts (null: until the next phase's conditions hold)."""

    name: Annotated[Text, Field(min_length=1, max_length=200)]
    conditions: ConditionSet | None = None
    effects: Annotated[list[Effect], Field(min_length=1, max_length=MAX_EFFECTS)]
    duration_cycles: int | None = Field(default=None, ge=1, le=1200)


Phases = Annotated[list[Phase], Field(min_length=1, max_length=MAX_PHASES)]


class Audience(Strict):
    """The live targeting set: customers in any of the segments, carrying any of the tags, or
    named; empty lists match nobody by that route."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"customer_ids": ["5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01"]}]}
    )

    segment_ids: Ids = Field(default_factory=list)
    customer_tag_ids: Ids = Field(default_factory=list)
    customer_ids: Ids = Field(default_factory=list)


class LocalizedText(Strict):
    name: Annotated[Text, Field(min_length=1, max_length=200)] | None = None
    public_description: Annotated[Text, Field(max_length=5000)] | None = None


Localizations = dict[Locale, LocalizedText]


def stored(model: Strict | None) -> Any:
    """A rule shape as stored and answered: what was sent (decimal strings, `from` by its JSON
    name), without the defaults of what was left out, so that a round-trip is exact."""
    if model is None:
        return None
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True, exclude_none=True)


def stored_audience(audience: Audience | None) -> dict[str, Any] | None:
    """The targeting set with all three lists, so that a reader sees every route into it."""
    return None if audience is None else audience.model_dump(mode="json")
