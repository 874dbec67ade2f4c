"""Request and response models of promotions (fields of the interface document's table).

Rule shapes (effects, conditions, phases, audience, localizations) are in `rule_schemas`.
Cross-field rules (code iff COUPON, budget currency iff budget, …) are checked on the merged
state by `authoring.problems`, not here, because an update is judged with what it leaves.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

from billing.platform.money import CurrencyCode, DecimalString
from billing.platform.schemas import CalendarDate, Instant, Name, Strict, Text, not_null
from billing.promotions.rule_schemas import (
    Audience,
    ConditionSet,
    Effects,
    Localizations,
    Phases,
)

Distribution = Literal["AUTO_APPLY", "AUTO_ENROLL", "COUPON", "DIRECT"]
ApplicationTiming = Literal["NEXT_CYCLE", "RETROACTIVE", "IMMEDIATE"]
EvaluationScope = Literal["invoice", "subscription", "usage_event", "reserve"]
StackingMode = Literal["stack", "exclusive"]
BudgetBehavior = Literal["SKIP", "PARTIAL"]
Archetype = Literal[
    "generic",
    "coupon_discount",
    "bundle_discount",
    "volume_rebate",
    "first_purchase_credit",
    "free_trial",
    "cross_sell_free",
    "loyalty_ladder",
    "growth_ladder",
]
ARCHETYPES: tuple[str, ...] = get_args(Archetype)
DISTRIBUTIONS: tuple[str, ...] = get_args(Distribution)
STACKING_MODES: tuple[str, ...] = get_args(StackingMode)

Code = Annotated[Text, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Description = Annotated[Text, Field(max_length=5000)]
StackingGroup = Annotated[Text, Field(max_length=100)]
Count = Annotated[int, Field(ge=1, le=2**31 - 1)]
Priority = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]
Budget = Annotated[DecimalString, Field(description="MAJOR units of budget_currency")]


class PromotionFields(Strict):
    """The writable fields shared by create and update (all optional here)."""

    name: Name | None = None
    description: Description | None = None
    public_description: Description | None = None
    localizations: Localizations | None = None
    code: Code | None = None
    valid_to: CalendarDate | None = None
    application_timing: ApplicationTiming | None = None
    evaluation_scope: EvaluationScope | None = None
    stacking_mode: StackingMode | None = None
    stacking_group: StackingGroup | None = None
    priority: Priority | None = None
    max_budget: Budget | None = None
    budget_currency: CurrencyCode | None = None
    budget_behavior: BudgetBehavior | None = None
    max_redemptions: Count | None = None
    max_redemptions_per_customer: Count | None = None
    effects: Effects | None = None
    eligibility: ConditionSet | None = None
    phases: Phases | None = None
    archetype: Archetype | None = None
    audience: Audience | None = Field(
        default=None, description="Who sees or auto-enrolls; omitted or null: every customer."
    )

    _required = field_validator(
        "name",
        "application_timing",
        "evaluation_scope",
        "stacking_mode",
        "priority",
        "budget_behavior",
    )(not_null)


class PromotionCreate(PromotionFields):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Spring sale",
                    "distribution": "AUTO_APPLY",
                    "valid_from": "2026-03-01",
                    "valid_to": "2026-05-31",
                    "effects": [{"type": "percentage_discount", "percent": "10"}],
                }
            ]
        }
    )

    name: Name
    distribution: Distribution
    valid_from: CalendarDate


class PromotionUpdate(PromotionFields):
    """A merge-patch: omitted fields stay; `stacking_group: ""` clears the group; `effects`,
    `eligibility`, `phases` and `audience` are replaced whole."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"public_description": "10 % off every invoice this spring"}]
        }
    )

    distribution: Distribution | None = None
    valid_from: CalendarDate | None = None
    expected_version: Count | None = Field(
        default=None, description="The version last read; a stale one answers 409 CONFLICT."
    )
    effective_at: Instant | None = Field(
        default=None, description="Stage the edit as a version published at this instant."
    )
    save_as_draft: bool | None = Field(
        default=None, description="Save the edit as a draft version instead of publishing it."
    )

    _required_here = field_validator("distribution", "valid_from")(not_null)


class PromotionCopy(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"valid_from": "2027-03-01", "valid_to": "2027-05-31", "name": "Spring sale 2027"}
            ]
        }
    )

    valid_from: CalendarDate
    valid_to: CalendarDate | None = None
    name: Name | None = Field(default=None, description="Default: the source's name (copy).")
    code: Code | None = Field(default=None, description="Required when distribution is COUPON.")


class SnapshotOut(BaseModel):
    """The fields a version snapshot carries: naming, code, distribution, stacking, budget,
    validity and release."""

    name: str
    description: str | None
    public_description: str | None
    localizations: dict[str, Any]
    code: str | None
    distribution: str
    stacking_mode: str
    stacking_group: str | None
    priority: int
    max_budget: DecimalString | None
    budget_currency: str | None
    budget_behavior: str
    max_redemptions: int | None
    max_redemptions_per_customer: int | None
    valid_from: date
    valid_to: date | None
    application_timing: str
    evaluation_scope: str
    archetype: str | None


class PromotionOut(SnapshotOut):
    id: uuid.UUID
    status: str
    derived_status: str
    version: int = Field(description="The newest version's number; send it as expected_version.")
    live_version: int | None = Field(description="The published version in force, if any.")
    remaining_budget: DecimalString | None
    remaining_redemptions: int | None
    effects: list[dict[str, Any]]
    eligibility: dict[str, Any] | None
    phases: list[dict[str, Any]] | None
    audience: dict[str, Any] | None
    published_at: datetime | None
    archived_at: datetime | None
    created_at: datetime
    updated_at: datetime


class VersionOut(SnapshotOut):
    """A version snapshot; its rules are at `/versions/{version}/rules`."""

    promotion_id: uuid.UUID
    version: int
    status: str
    archived_reason: str | None
    effective_at: datetime | None
    published_at: datetime | None
    archived_at: datetime | None
    created_at: datetime
    usage_count: int | None = Field(
        default=None,
        exclude_if=lambda count: count is None,
        description="Present with include=usage_count: how many objects pin the version.",
    )


class VersionRulesOut(BaseModel):
    promotion_id: uuid.UUID
    version: int
    effects: list[dict[str, Any]]
    eligibility: dict[str, Any] | None
    phases: list[dict[str, Any]] | None


class VersionUsageOut(BaseModel):
    promotion_id: uuid.UUID
    version: int
    usage_count: int = Field(description="Referrers of every type.")
    by_type: dict[str, int] = Field(description="Referrer counts by type (redemption, invoice).")
