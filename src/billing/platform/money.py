"""Money: ISO 4217 minor units, half-up rounding, and the wire format (decimal strings).

Amounts live in the database as integers of the currency's minor unit; the API speaks decimal
strings in major units. Everything in between is `Decimal`.
"""

from __future__ import annotations

import decimal
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from fractions import Fraction
from typing import Annotated

from pydantic import BeforeValidator, PlainSerializer, WithJsonSchema

from billing.platform.errors import CurrencyMismatch
from billing.platform.schemas import Text

# ISO 4217 active codes whose minor unit is not 2. Every other listed code uses 2.
_EXPONENTS_OTHER_THAN_TWO: dict[str, int] = {
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0,
    "PYG": 0, "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0,
    "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    "CLF": 4, "UYW": 4,
}  # fmt: skip

_TWO_DIGIT_CODES = [
    "AED",
    "AFN",
    "ALL",
    "AMD",
    "AOA",
    "ARS",
    "AUD",
    "AWG",
    "AZN",
    "BAM",
    "BBD",
    "BDT",
    "BGN",
    "BMD",
    "BND",
    "BOB",
    "BOV",
    "BRL",
    "BSD",
    "BTN",
    "BWP",
    "BYN",
    "BZD",
    "CAD",
    "CDF",
    "CHE",
    "CHF",
    "CHW",
    "CNY",
    "COP",
    "COU",
    "CRC",
    "CUP",
    "CVE",
    "CZK",
    "DKK",
    "DOP",
    "DZD",
    "EGP",
    "ERN",
    "ETB",
    "EUR",
    "FJD",
    "FKP",
    "GBP",
    "GEL",
    "GHS",
    "GIP",
    "GMD",
    "GTQ",
    "GYD",
    "HKD",
    "HNL",
    "HTG",
    "HUF",
    "IDR",
    "ILS",
    "INR",
    "IRR",
    "JMD",
    "KES",
    "KGS",
    "KHR",
    "KPW",
    "KYD",
    "KZT",
    "LAK",
    "LBP",
    "LKR",
    "LRD",
    "LSL",
    "MAD",
    "MDL",
    "MGA",
    "MKD",
    "MMK",
    "MNT",
    "MOP",
    "MRU",
    "MUR",
    "MVR",
    "MWK",
    "MXN",
    "MXV",
    "MYR",
    "MZN",
    "NAD",
    "NGN",
    "NIO",
    "NOK",
    "NPR",
    "NZD",
    "PAB",
    "PEN",
    "PGK",
    "PHP",
    "PKR",
    "PLN",
    "QAR",
    "RON",
    "RSD",
    "RUB",
    "SAR",
    "SBD",
    "SCR",
    "SDG",
    "SEK",
    "SGD",
    "SHP",
    "SLE",
    "SOS",
    "SRD",
    "SSP",
    "STN",
    "SVC",
    "SYP",
    "SZL",
    "THB",
    "TJS",
    "TMT",
    "TOP",
    "TRY",
    "TTD",
    "TWD",
    "TZS",
    "UAH",
    "USD",
    "USN",
    "UYU",
    "UZS",
    "VES",
    "VED",
    "WST",
    "XCD",
    "XCG",
    "YER",
    "ZAR",
    "ZMW",
    "ZWG",
]

CURRENCY_EXPONENTS: dict[str, int] = {
    **{code: 2 for code in _TWO_DIGIT_CODES},
    **_EXPONENTS_OTHER_THAN_TWO,
}


MINOR_UNITS_MAX = 2**63 - 1
"""Amounts are BIGINT minor units: anything larger cannot be stored."""

DECIMAL_PRECISION = 120
"""Unit prices and quantities carry at most 38 digits (26 integer and 12 fractional): a product
of two, times a percentage, and sums of a few such products stay far below 120 digits, so no
arithmetic in `DECIMAL_CONTEXT` rounds unless it is asked to (quantize)."""

DECIMAL_CONTEXT = decimal.Context(
    prec=DECIMAL_PRECISION,
    rounding=ROUND_HALF_UP,
    traps=[decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow],
)
"""The one decimal context of every computation on money, unit prices and quantities; the
default context's 28 digits would round a 38-digit unit price."""

EXACT_CONTEXT = DECIMAL_CONTEXT.copy()
EXACT_CONTEXT.traps[decimal.Inexact] = True
"""The same precision, for arithmetic that must be exact: rounding raises `decimal.Inexact`."""


class UnknownCurrency(ValueError):
    pass


def normalize_currency(code: str) -> str:
    upper = code.strip().upper()
    if upper not in CURRENCY_EXPONENTS:
        raise UnknownCurrency(f"{code!r} is not an ISO 4217 currency code")
    return upper


def exponent(currency: str) -> int:
    try:
        return CURRENCY_EXPONENTS[currency]
    except KeyError:
        raise UnknownCurrency(f"{currency!r} is not an ISO 4217 currency code") from None


def quantum(currency: str) -> Decimal:
    return Decimal(1).scaleb(-exponent(currency))


def round_money(amount: Decimal, currency: str) -> Decimal:
    """Half-up (ties away from zero) to the currency's minor unit, as EN 16931 and commercial
    practice round; a zero result is never negative."""
    try:
        with decimal.localcontext(DECIMAL_CONTEXT):
            rounded = amount.quantize(quantum(currency), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        raise ValueError(f"{amount} is too large to be an amount of money") from None
    return rounded.copy_abs() if rounded.is_zero() else rounded


def to_minor(amount: Decimal, currency: str) -> int:
    """Major-unit Decimal to integer minor units; refuses amounts finer than the minor unit or
    too large for a BIGINT."""
    if not amount.is_finite():
        raise ValueError(f"{amount} is not an amount of money")
    rounded = round_money(amount, currency)
    if rounded != amount:
        raise ValueError(f"{amount} has more decimals than {currency} allows")
    minor = int(rounded.scaleb(exponent(currency)))
    if abs(minor) > MINOR_UNITS_MAX:
        raise ValueError(f"{amount} {currency} is too large to be stored")
    return minor


def round_to_minor(amount: Decimal, currency: str) -> int:
    """Any Decimal (a line's quantity times unit price, a tax) rounded half-up to minor units."""
    return to_minor(round_money(amount, currency), currency)


def from_minor(minor: int, currency: str) -> Decimal:
    return Decimal(minor).scaleb(-exponent(currency)).quantize(quantum(currency))


def format_minor(minor: int, currency: str) -> str:
    """Wire format of an amount: a decimal string in major units at the currency's scale."""
    return format(from_minor(minor, currency), "f")


def plain(value: Decimal) -> Decimal:
    """A decimal without trailing zeros and never in exponent form (`1E+2` → `100`), every
    digit kept: how quantities and rates are answered, whichever database stored them."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        normalized = value.normalize()
        if int(normalized.as_tuple().exponent) > 0:
            return normalized.quantize(Decimal(1))
        return normalized


def unit_amount_out(value: Decimal, currency: str) -> Decimal:
    """A unit price as answered: at least the currency's decimals, more only where the stored
    value has them (`12.5` EUR → `12.50`, `0.001` EUR stays), never rounded."""
    normalized = plain(value)
    if int(normalized.as_tuple().exponent) > -exponent(currency):
        with decimal.localcontext(DECIMAL_CONTEXT):
            return normalized.quantize(quantum(currency))
    return normalized


def allocate(total: int, weights: Sequence[int | Decimal]) -> list[int]:
    """Split `total` minor units in proportion to `weights` so the parts add up exactly.

    Largest remainder: each part gets its floor, and the units left over go to the largest
    remainders (ties to the earlier weight). Used to spread a discount or a credit over lines.
    """
    if not weights:
        raise ValueError("nothing to allocate to")
    exact_weights = [Fraction(w) for w in weights]
    if any(w < 0 for w in exact_weights):
        raise ValueError("weights must not be negative")
    weight_sum = sum(exact_weights)
    if weight_sum == 0:
        raise ValueError("weights must not all be zero")
    magnitude, sign = abs(total), (-1 if total < 0 else 1)
    shares = [magnitude * w / weight_sum for w in exact_weights]
    parts = [share.numerator // share.denominator for share in shares]
    leftover = magnitude - sum(parts)
    by_remainder = sorted(range(len(parts)), key=lambda i: (parts[i] - shares[i], i))
    for i in by_remainder[:leftover]:
        parts[i] += 1
    return [sign * part for part in parts]


@dataclass(frozen=True, slots=True)
class Money:
    """An amount in integer minor units of one currency; arithmetic refuses to mix currencies."""

    minor: int
    currency: str

    def __post_init__(self) -> None:
        exponent(self.currency)
        if type(self.minor) is not int:
            raise TypeError("Money holds integer minor units")
        if abs(self.minor) > MINOR_UNITS_MAX:
            raise ValueError("amount too large to be stored")

    @classmethod
    def zero(cls, currency: str) -> Money:
        return cls(0, currency)

    @classmethod
    def of(cls, amount: Decimal, currency: str) -> Money:
        """From major units; refuses amounts finer than the currency's minor unit."""
        return cls(to_minor(amount, currency), currency)

    @classmethod
    def rounded(cls, amount: Decimal, currency: str) -> Money:
        """From any Decimal, rounded half-up to the minor unit."""
        return cls(round_to_minor(amount, currency), currency)

    @property
    def amount(self) -> Decimal:
        return from_minor(self.minor, self.currency)

    def __str__(self) -> str:
        return format_minor(self.minor, self.currency)

    def _same(self, other: Money) -> None:
        if other.currency != self.currency:
            raise CurrencyMismatch(f"cannot combine {self.currency} with {other.currency}")

    def __add__(self, other: Money) -> Money:
        self._same(other)
        return Money(self.minor + other.minor, self.currency)

    def __sub__(self, other: Money) -> Money:
        self._same(other)
        return Money(self.minor - other.minor, self.currency)

    def __neg__(self) -> Money:
        return Money(-self.minor, self.currency)

    def clamp_at_zero(self) -> Money:
        """Never below zero (an amount due, a remaining balance)."""
        return self if self.minor >= 0 else Money.zero(self.currency)


def sum_money(amounts: Iterable[Money], currency: str) -> Money:
    """The exact sum, in `currency` (also the answer for an empty list)."""
    total = Money.zero(currency)
    for amount in amounts:
        total = total + amount
    return total


_DECIMAL_TEXT = re.compile(r"-?[0-9]{1,26}(\.[0-9]{1,12})?")
_DECIMAL_PATTERN = r"^-?[0-9]{1,26}(\.[0-9]{1,12})?$"
_DECIMAL_ERROR = 'must be a decimal string such as "12.50"'


def parse_decimal(value: object) -> Decimal:
    """Decimal strings only: a JSON number would already have passed through a float.

    Plain notation with ASCII digits (no exponent, sign `+`, NaN or Infinity), at most 26
    integer and 12 fractional digits: what the exact decimal column stores without rounding.
    """
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(_DECIMAL_ERROR)
        parsed = value
    elif isinstance(value, str) and _DECIMAL_TEXT.fullmatch(value):
        parsed = Decimal(value)
    else:
        raise ValueError(_DECIMAL_ERROR)
    return parsed.copy_abs() if parsed.is_zero() else parsed


DecimalString = Annotated[
    Decimal,
    BeforeValidator(parse_decimal),
    PlainSerializer(lambda d: format(d, "f"), return_type=str),
    WithJsonSchema({"type": "string", "pattern": _DECIMAL_PATTERN, "examples": ["12.50"]}),
]
"""A request or response field that carries a decimal string, never a JSON number."""


def _parse_currency(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("must be an ISO 4217 currency code")
    try:
        return normalize_currency(value)
    except UnknownCurrency as exc:
        raise ValueError(str(exc)) from None


CurrencyCode = Annotated[
    Text,
    BeforeValidator(_parse_currency),
    WithJsonSchema({"type": "string", "pattern": "^[A-Z]{3}$", "examples": ["EUR"]}),
]
