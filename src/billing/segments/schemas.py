"""Request and response models of the segments domain.

A rule is `{"field", "op", "value"}`; the fields a segment can select on, with their operators:

| field | ops | value |
|---|---|---|
| `tag` | `any` (one of), `all` (every one), `none` (none of) | CUSTOMER tag ids |
| `country` | `eq`, `ne`, `in`, `not_in` | ISO 3166-1 alpha-2 code(s) |
| `currency` | `eq`, `ne`, `in`, `not_in` | ISO 4217 code(s) |
| `created_at` | `gt`, `gte`, `lt`, `lte` | RFC 3339 date-time |
| `metadata.<key>` | `eq`, `ne`, `in`, `not_in`, `exists` | string(s), or true/false for exists |
"""

from __future__ import annotations

import re
import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator, model_validator

from billing.customers.schemas import CustomerOut
from billing.platform.money import CurrencyCode
from billing.platform.schemas import (
    CountryCode,
    Instant,
    Metadata,
    Name,
    Strict,
    Text,
    not_null,
)

_METADATA_FIELD = re.compile(r"^metadata\.[A-Za-z0-9_-]{1,40}$")
_VALUE_OPS = frozenset({"eq", "ne", "in", "not_in"})
OPS_BY_FIELD: dict[str, frozenset[str]] = {
    "tag": frozenset({"any", "all", "none"}),
    "country": _VALUE_OPS,
    "currency": _VALUE_OPS,
    "created_at": frozenset({"gt", "gte", "lt", "lte"}),
    "metadata": _VALUE_OPS | {"exists"},
}
MAX_RULES = 20
MAX_VALUES = 100

_COUNTRY = TypeAdapter(CountryCode)
_CURRENCY = TypeAdapter(CurrencyCode)
_TIMESTAMP = TypeAdapter(Instant)
_TEXT = TypeAdapter(Annotated[Text, Field(max_length=500)])


class Rule(Strict):
    field: Text
    op: Text
    value: Any

    @field_validator("field")
    @classmethod
    def _known_field(cls, value: str) -> str:
        if (value in OPS_BY_FIELD and value != "metadata") or _METADATA_FIELD.match(value):
            return value
        raise ValueError(
            "must be tag, country, currency, created_at or metadata.<key> "
            "(key: letters, digits, _ and -)"
        )

    @property
    def family(self) -> str:
        return "metadata" if self.field.startswith("metadata.") else self.field

    @model_validator(mode="after")
    def _value_fits(self) -> Rule:
        if self.op not in OPS_BY_FIELD[self.family]:
            allowed = ", ".join(sorted(OPS_BY_FIELD[self.family]))
            raise ValueError(f"op of {self.field} must be one of {allowed}")
        self.value = _normalized_value(self.family, self.op, self.value)
        return self


def _listed(op: str, value: Any) -> list[Any]:
    if op in ("in", "not_in", "any", "all", "none"):
        if not isinstance(value, list) or not 1 <= len(value) <= MAX_VALUES:
            raise ValueError(f"value must be a list of 1 to {MAX_VALUES} items for {op}")
        return value
    return [value]


def _normalized_value(family: str, op: str, value: Any) -> Any:
    if family == "metadata" and op == "exists":
        if not isinstance(value, bool):
            raise ValueError("value of exists must be true or false")
        return value
    items = _listed(op, value)
    match family:
        case "tag":
            converted: list[Any] = [str(uuid.UUID(str(item))) for item in items]
        case "country":
            converted = [_COUNTRY.validate_python(item) for item in items]
        case "currency":
            converted = [_CURRENCY.validate_python(item) for item in items]
        case "created_at":
            converted = [_TIMESTAMP.validate_python(item).isoformat() for item in items]
        case _:
            converted = [_TEXT.validate_python(item) for item in items]
    return converted if op in ("in", "not_in", "any", "all", "none") else converted[0]


class Selector(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "match": "any",
                    "rules": [
                        {"field": "country", "op": "in", "value": ["DE", "AT"]},
                        {"field": "currency", "op": "eq", "value": "EUR"},
                    ],
                }
            ]
        }
    )

    match: Literal["all", "any"] = "all"
    rules: list[Rule] = Field(default_factory=list, max_length=MAX_RULES)


class SegmentCreate(Selector):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "German customers",
                    "match": "all",
                    "rules": [{"field": "country", "op": "eq", "value": "DE"}],
                }
            ]
        }
    )

    name: Name
    description: Annotated[Text, Field(max_length=2000)] | None = None
    metadata: Metadata = Field(default_factory=dict)


class SegmentUpdate(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"description": "Customers billed from Germany"}]}
    )

    name: Name | None = None
    description: Annotated[Text, Field(max_length=2000)] | None = None
    match: Literal["all", "any"] | None = None
    rules: list[Rule] | None = Field(default=None, max_length=MAX_RULES)
    metadata: Metadata | None = None

    _required = field_validator("name", "match", "rules", "metadata")(not_null)


class RuleOut(BaseModel):
    field: str
    op: str
    value: Any


class SegmentOut(BaseModel):
    id: uuid.UUID
    name: str
    description: str | None
    match: str
    rules: list[RuleOut]
    metadata: dict[str, Any]
    created_at: datetime
    updated_at: datetime


class SegmentPreview(BaseModel):
    """How many customers the selector matches now, and the newest of them."""

    count: int
    sample: list[CustomerOut]
