"""Request and response models of price formulas (the interface document's fields)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, JsonValue, field_validator

from billing.platform.money import DecimalString
from billing.platform.schemas import Name, Strict, Text, not_null
from billing.pricing.language import MAX_LENGTH, Type

Expression = Annotated[Text, Field(min_length=1, max_length=MAX_LENGTH)]
Count = Annotated[int, Field(ge=1, le=2**31 - 1)]


class VariableIn(Strict):
    name: Annotated[Text, Field(min_length=1, max_length=63)]
    type: Type
    default: bool | int | Text | None = Field(
        default=None,
        description="Optional: a decimal string, a JSON integer or true/false, by type.",
    )


Variables = Annotated[list[VariableIn], Field(max_length=50)]


class PriceFormulaCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Cost plus markup",
                    "expression": "round(cost * markup, 2)",
                    "variables": [{"name": "markup", "type": "decimal", "default": "1.25"}],
                }
            ]
        }
    )

    name: Name
    expression: Expression
    variables: Variables = Field(default_factory=list)


class PriceFormulaUpdate(Strict):
    """A merge-patch: a new expression or variables make a new version (published now, or
    parked as a draft with `save_as_draft`); a new name alone makes none."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"name": "Cost plus 25 % markup"}]})

    name: Name | None = None
    expression: Expression | None = None
    variables: Variables | None = None
    expected_version: Count | None = Field(
        default=None, description="The version last read; a stale one answers 409 CONFLICT."
    )
    save_as_draft: bool | None = Field(
        default=None,
        description="Park the new expression/variables in a draft version; the live head (and "
        "billing) stays until POST /publish.",
    )

    _required = field_validator("name", "expression", "variables")(not_null)


class EvaluateIn(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"variables": {"markup": "1.30"}, "cost": "100.00"}]}
    )

    variables: dict[Text, JsonValue] = Field(
        default_factory=dict, description="Values by variable name; omitted ones take defaults."
    )
    cost: DecimalString | None = Field(default=None, description="The tier's cost basis.")
    version: Count | None = Field(
        default=None, description="The version to evaluate (a draft too); default: the live one."
    )


class VariableOut(BaseModel):
    name: str
    type: str
    default: bool | int | str | None


class PriceFormulaOut(BaseModel):
    id: uuid.UUID
    name: str
    expression: str = Field(description="The live version's expression.")
    variables: list[VariableOut]
    version: int = Field(description="The newest version's number; send it as expected_version.")
    live_version: int = Field(description="The published version in force.")
    draft_version: int | None = Field(description="A draft newer than the live version, if any.")
    created_at: datetime
    updated_at: datetime


class VersionOut(BaseModel):
    formula_id: uuid.UUID
    version: int
    status: str
    archived_reason: str | None
    expression: str
    variables: list[VariableOut]
    published_at: datetime | None
    archived_at: datetime | None
    created_at: datetime
    usage_count: int | None = Field(
        default=None,
        exclude_if=lambda count: count is None,
        description="Present with include=usage_count: how many objects pin the version.",
    )


class StepOut(BaseModel):
    expression: str = Field(description="The sub-expression, as written.")
    position: int = Field(description="Where it starts in the expression (0-based).")
    type: str
    value: bool | int | str


class EvaluationOut(BaseModel):
    formula_id: uuid.UUID
    version: int
    type: str
    result: bool | int | str
    inputs: dict[str, Any] = Field(description="The values used: inputs, defaults and cost.")
    steps: list[StepOut] = Field(description="Each intermediate value, in evaluation order.")


class VersionUsageOut(BaseModel):
    formula_id: uuid.UUID
    version: int
    usage_count: int = Field(description="Referrers of every type.")
    by_type: dict[str, int] = Field(description="Referrer counts by type (rate_table_version).")
