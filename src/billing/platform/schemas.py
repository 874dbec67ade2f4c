"""Base models shared by every domain's request and response schemas."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

import pycountry
from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    WithJsonSchema,
)


def not_null(value: Any) -> Any:
    """A merge-patch field that may be omitted but not cleared: use as
    `_required = field_validator("name", ...)(not_null)` on an update model."""
    if value is None:
        raise ValueError("cannot be null")
    return value


class Strict(BaseModel):
    """Request bodies: unknown fields are a validation error (no mass assignment)."""

    model_config = ConfigDict(extra="forbid")


METADATA_MAX_KEYS = 50
METADATA_KEY_MAX = 40
METADATA_VALUE_MAX = 500


def _check_metadata(value: dict[str, str]) -> dict[str, str]:
    if len(value) > METADATA_MAX_KEYS:
        raise ValueError(f"at most {METADATA_MAX_KEYS} keys")
    for key, item in value.items():
        if not key or len(key) > METADATA_KEY_MAX:
            raise ValueError(f"keys must have 1 to {METADATA_KEY_MAX} characters")
        if len(item) > METADATA_VALUE_MAX:
            raise ValueError(f"values must have at most {METADATA_VALUE_MAX} characters")
        if "\x00" in key or "\x00" in item:
            raise ValueError("NUL characters are not allowed")
    return value


Metadata = Annotated[dict[str, str], AfterValidator(_check_metadata)]
"""Free-form key-value pairs a client attaches to an object (strings only, bounded)."""


def _utc(value: datetime) -> datetime:
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError("the timestamp is out of range") from None


Instant = Annotated[AwareDatetime, AfterValidator(_utc)]
"""An RFC 3339 timestamp with its offset, normalized to UTC."""


def _country_code(value: object) -> str:
    if not isinstance(value, str) or pycountry.countries.get(alpha_2=value.upper()) is None:
        raise ValueError("must be an ISO 3166-1 alpha-2 country code")
    return value.upper()


CountryCode = Annotated[
    str,
    BeforeValidator(_country_code),
    WithJsonSchema({"type": "string", "pattern": "^[A-Z]{2}$", "examples": ["DE"]}),
]
"""An ISO 3166-1 alpha-2 country code (accepted in any case, answered upper-case)."""


def _printable(value: str) -> str:
    """NUL cannot be stored in PostgreSQL text; refuse it instead of failing the insert."""
    if "\x00" in value:
        raise ValueError("NUL characters are not allowed")
    return value


_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _email(value: str) -> str:
    text = _printable(value).strip()
    if not _EMAIL.match(text):
        raise ValueError("expected an email address")
    return text.lower()


Text = Annotated[str, AfterValidator(_printable)]
"""Any text field: strings with a NUL character are refused (PostgreSQL cannot store them)."""

Name = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_printable)]
EmailAddress = Annotated[str, Field(max_length=320), AfterValidator(_email)]

LOCALES = ("en", "de", "fr", "es", "it", "pt", "nl", "ja")
"""The locales of documents and of the API's formatting (the interface document's list)."""

Locale = Literal["en", "de", "fr", "es", "it", "pt", "nl", "ja"]
