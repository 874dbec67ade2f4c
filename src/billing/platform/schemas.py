"""Base models shared by every domain's request and response schemas."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Annotated, Any, Literal

import pycountry
from pydantic import (
    AfterValidator,
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


UNPAIRED_SURROGATE = "unpaired UTF-16 surrogates are not allowed"


def is_unicode_text(value: str) -> bool:
    """False for a string with an unpaired UTF-16 surrogate (`"\\ud800"` in JSON), which no
    database, document or log can hold because it has no UTF-8 encoding."""
    if value.isascii():
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _text(value: str) -> str:
    """Text every database and every document can hold: no NUL (PostgreSQL cannot store it)
    and no unpaired surrogate."""
    if "\x00" in value:
        raise ValueError("NUL characters are not allowed")
    if not is_unicode_text(value):
        raise ValueError(UNPAIRED_SURROGATE)
    return value


TEXT_RULE = AfterValidator(_text)
"""The one rule of every request string; `Text` carries it and every string type builds on
`Text` (tests/platform/test_input_types.py proves each request field does)."""

Text = Annotated[str, TEXT_RULE]
"""Any text field of a request: NUL characters and unpaired surrogates are refused."""

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
    return value


Metadata = Annotated[dict[Text, Text], AfterValidator(_check_metadata)]
"""Free-form key-value pairs a client attaches to an object (strings only, bounded)."""

EARLIEST_DATE = date(1900, 1, 1)
LATEST_DATE = date(2200, 12, 31)
"""Every date and timestamp a request carries lies in these years: far enough for any real
contract, and every period, due date and catch-up computed from it stays far from year 9999."""

_OUT_OF_RANGE = f"must be between {EARLIEST_DATE} and {LATEST_DATE}"


def _bounded_date(value: date) -> date:
    if not EARLIEST_DATE <= value <= LATEST_DATE:
        raise ValueError(_OUT_OF_RANGE)
    return value


def _bounded_instant(value: datetime) -> datetime:
    """Aware, in UTC, and within the date bounds (checked in UTC, as the instant is stored)."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("must carry a time zone offset (e.g. Z or +01:00)")
    try:
        moment = value.astimezone(UTC)
    except OverflowError:
        raise ValueError(_OUT_OF_RANGE) from None
    _bounded_date(moment.date())
    return moment


DATE_RULE = AfterValidator(_bounded_date)
INSTANT_RULE = AfterValidator(_bounded_instant)

CalendarDate = Annotated[date, DATE_RULE]
"""A calendar date (`2026-11-25`) between EARLIEST_DATE and LATEST_DATE."""

Instant = Annotated[datetime, INSTANT_RULE]
"""An RFC 3339 timestamp with its offset, normalized to UTC, between EARLIEST_DATE and
LATEST_DATE."""


def _country_code(value: object) -> str:
    if not isinstance(value, str) or pycountry.countries.get(alpha_2=value.upper()) is None:
        raise ValueError("must be an ISO 3166-1 alpha-2 country code")
    return value.upper()


CountryCode = Annotated[
    Text,
    BeforeValidator(_country_code),
    WithJsonSchema({"type": "string", "pattern": "^[A-Z]{2}$", "examples": ["DE"]}),
]
"""An ISO 3166-1 alpha-2 country code (accepted in any case, answered upper-case)."""


_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _email(value: str) -> str:
    text = value.strip()
    if not _EMAIL.match(text):
        raise ValueError("expected an email address")
    return text.lower()


Name = Annotated[Text, Field(min_length=1, max_length=200)]
EmailAddress = Annotated[Text, Field(max_length=320), AfterValidator(_email)]

LOCALES = ("en", "de", "fr", "es", "it", "pt", "nl", "ja")
"""The locales of documents and of the API's formatting (the interface document's list)."""

Locale = Literal["en", "de", "fr", "es", "it", "pt", "nl", "ja"]
