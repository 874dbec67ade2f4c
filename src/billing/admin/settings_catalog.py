"""The settings catalog: every organization setting's key, type, default and rule.

Pure: no I/O. A value is checked and normalized by its entry's `parse`, which raises
InvalidSetting with a message meant for the API client. Values are stored as their JSON wire
form; `to_python` turns a stored value into what the other domains compute with.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache
from typing import Any
from zoneinfo import available_timezones

from billing.admin import number_format
from billing.platform.money import (
    UnknownCurrency,
    exponent,
    format_minor,
    normalize_currency,
    parse_decimal,
    to_minor,
)
from billing.platform.schemas import LOCALES

DUNNING_FINAL_ACTIONS = ("cancel", "past_due")
TRIAL_END_ACTIONS = ("invoice", "cancel")
FEATURE_PREFIX = "features."
FEATURE_KEY = re.compile(r"features\.[a-z][a-z0-9_]{0,63}")
MAX_PAYMENT_TERMS_DAYS = 365
MAX_DUNNING_RETRIES = 10
MAX_DUNNING_DAY = 365
MAX_MINOR_AMOUNT = 2**63 - 1
MAX_USAGE_GRACE_HOURS = 24


class InvalidSetting(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class SettingSpec:
    key: str
    type: str
    default: Any
    description: str
    parse: Callable[[Any], Any] = field(repr=False)
    nullable: bool = False
    allowed_values: tuple[str, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    key_pattern: str | None = None

    def to_python(self, stored: Any) -> Any:
        if self.type == "decimal" and stored is not None:
            return Decimal(stored)
        return stored

    def catalog_entry(self) -> dict[str, Any]:
        entry: dict[str, Any] = {
            "key": self.key,
            "type": self.type,
            "default": self.default,
            "nullable": self.nullable,
            "description": self.description,
        }
        optional = {
            "allowed_values": list(self.allowed_values) if self.allowed_values else None,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "key_pattern": self.key_pattern,
        }
        entry.update({name: value for name, value in optional.items() if value is not None})
        return entry


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise InvalidSetting("must be true or false")
    return value


def _integer(value: Any, minimum: int, maximum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidSetting("must be an integer")
    if not minimum <= value <= maximum:
        raise InvalidSetting(f"must be between {minimum} and {maximum}")
    return value


def _one_of(allowed: tuple[str, ...]) -> Callable[[Any], str]:
    def parse(value: Any) -> str:
        if value not in allowed:
            raise InvalidSetting(f"must be one of {', '.join(allowed)}")
        return str(value)

    return parse


def _currency(value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidSetting("must be an ISO 4217 currency code such as EUR")
    try:
        return normalize_currency(value)
    except UnknownCurrency as exc:
        raise InvalidSetting(str(exc)) from None


@lru_cache(maxsize=1)
def _time_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def _timezone(value: Any) -> str:
    if not isinstance(value, str) or value not in _time_zones():
        raise InvalidSetting("must be an IANA time zone such as Europe/Berlin")
    return value


def _number_format(value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidSetting("must be a string such as INV-{YYYY}-{SEQ:06}")
    try:
        return number_format.validate(value)
    except number_format.InvalidNumberFormat as exc:
        raise InvalidSetting(str(exc)) from None


def _approval_threshold(value: Any) -> str:
    try:
        amount = parse_decimal(value)
    except ValueError as exc:
        raise InvalidSetting(str(exc)) from None
    if amount < 0:
        raise InvalidSetting("must not be negative")
    return format(amount, "f")


def _retry_days(value: Any) -> list[int]:
    if not isinstance(value, list):
        raise InvalidSetting("must be a list of days such as [1, 3, 7]")
    if len(value) > MAX_DUNNING_RETRIES:
        raise InvalidSetting(f"must have at most {MAX_DUNNING_RETRIES} retries")
    try:
        days = [_integer(day, 1, MAX_DUNNING_DAY) for day in value]
    except InvalidSetting:
        raise InvalidSetting(f"every day must be an integer from 1 to {MAX_DUNNING_DAY}") from None
    if any(later <= earlier for earlier, later in itertools.pairwise(days)):
        raise InvalidSetting("days must be in strictly ascending order")
    return days


CATALOG: dict[str, SettingSpec] = {
    spec.key: spec
    for spec in (
        SettingSpec(
            "default_currency", "string", "EUR",
            "ISO 4217 code of the currency used when a customer or price names none.",
            _currency,
        ),
        SettingSpec(
            "timezone", "string", "UTC",
            "IANA time zone for calendar dates: billing periods, due dates, flow triggers.",
            _timezone,
        ),
        SettingSpec(
            "default_locale", "string", "en",
            "Language of documents (PDFs, e-mails) when a customer has none.",
            _one_of(LOCALES), allowed_values=LOCALES,
        ),
        SettingSpec(
            "invoice_number_format", "string", "INV-{YYYY}-{SEQ:06}",
            "Invoice numbers: {YYYY} {YY} {MM} {DD} from the issue date and one {SEQ} or "
            "{SEQ:0N} counter.",
            _number_format,
        ),
        SettingSpec(
            "credit_note_number_format", "string", "CN-{YYYY}-{SEQ:06}",
            "Credit-note numbers, with the same placeholders as invoice_number_format.",
            _number_format,
        ),
        SettingSpec(
            "payment_terms_days", "integer", 14,
            "Days from issue to due date of an invoice.",
            lambda value: _integer(value, 0, MAX_PAYMENT_TERMS_DAYS),
            minimum=0, maximum=MAX_PAYMENT_TERMS_DAYS,
        ),
        SettingSpec(
            "invoice_approval_threshold", "decimal", None,
            "Invoices whose total reaches this amount (a decimal string in the default "
            "currency) need approval before they finalize; null turns approvals off.",
            _approval_threshold, nullable=True,
        ),
        SettingSpec(
            "auto_finalize", "boolean", True,
            "Finalize subscription invoices automatically when they are generated.",
            _boolean,
        ),
        SettingSpec(
            "dunning_retry_days", "integer_list", [1, 3, 7],
            "Days after the first failed charge on which payment is retried, ascending.",
            _retry_days, minimum=1, maximum=MAX_DUNNING_DAY,
        ),
        SettingSpec(
            "dunning_final_action", "string", "past_due",
            "What happens to the subscription when the last retry fails.",
            _one_of(DUNNING_FINAL_ACTIONS), allowed_values=DUNNING_FINAL_ACTIONS,
        ),
        SettingSpec(
            "dunning_mark_uncollectible", "boolean", False,
            "Mark the invoice uncollectible when its last dunning retry fails.",
            _boolean,
        ),
        SettingSpec(
            "trial_end_without_payment_method", "string", "invoice",
            "When a trial ends and the customer has no payment method: 'invoice' (the "
            "subscription becomes active and is invoiced anyway) or 'cancel'.",
            _one_of(TRIAL_END_ACTIONS), allowed_values=TRIAL_END_ACTIONS,
        ),
        SettingSpec(
            "usage.grace_hours", "integer", 24,
            "Hours after a billing period ends during which a late usage event still bills, "
            "in the period open when it arrives (at most 24, the shortest period).",
            lambda value: _integer(value, 0, MAX_USAGE_GRACE_HOURS),
            minimum=0, maximum=MAX_USAGE_GRACE_HOURS,
        ),
        SettingSpec(
            "flows.require_distinct_activator", "boolean", False,
            "A schedule flow must be activated by another user than the one who created it.",
            _boolean,
        ),
        SettingSpec(
            "webhooks.allow_private_urls", "boolean", False,
            "Allow webhook endpoints on private, loopback and link-local addresses.",
            _boolean,
        ),
    )
}  # fmt: skip

FEATURE_FLAG = SettingSpec(
    "features.<name>",
    "boolean",
    False,
    "A feature flag; any lowercase name (letters, digits, underscores) after 'features.'.",
    _boolean,
    key_pattern=f"^{FEATURE_KEY.pattern}$",
)


def spec_for(key: str) -> SettingSpec | None:
    """The catalog entry of a key, or None for a key the catalog does not know."""
    if key in CATALOG:
        return CATALOG[key]
    if FEATURE_KEY.fullmatch(key):
        return FEATURE_FLAG
    return None


def catalog_entries() -> list[dict[str, Any]]:
    return [spec.catalog_entry() for spec in (*CATALOG.values(), FEATURE_FLAG)]


def threshold_in_currency(threshold: str | None, currency: str) -> str | None:
    """The approval threshold at the scale of the default currency (`"10.5"` → `"10.50"`).

    Raises InvalidSetting when the amount is finer than the currency's minor unit.
    """
    if threshold is None:
        return None
    try:
        minor = to_minor(Decimal(threshold), currency)
    except ValueError:
        raise InvalidSetting(
            f"{currency} amounts have at most {exponent(currency)} decimals"
        ) from None
    if minor > MAX_MINOR_AMOUNT:
        raise InvalidSetting("is larger than any amount an invoice can carry")
    return format_minor(minor, currency)
