"""Money: the one policy for amounts, unit prices and their rounding; audit rounding here.

- An amount is an integer of its currency's minor unit (the ISO 4217 exponent: JPY 0, EUR 2,
  KWD 3); the API speaks decimal strings in major units (`format_minor`).
- A unit price or quantity is an exact decimal of at most `UNIT_PRICE_INTEGER_DIGITS` integer
  and `UNIT_PRICE_PLACES` fractional digits (the exact decimal column's scale).
- Arithmetic on them runs in `DECIMAL_CONTEXT`, whose precision never rounds by itself;
  `EXACT_CONTEXT` is the same context, raising `decimal.Inexact` where a result would round.
  No other module builds a context or passes a rounding mode (tests/platform checks it).
- Rounding, one function per rule, each the only place that rounds by it:
  1. An amount is rounded half-up (ties away from zero) to the currency's minor unit, once:
     `round_money` (a Decimal), `round_to_minor` (to minor units), `share_of_minor` (an exact
     fraction of minor units, such as a prorated share).
  2. A unit price the service computes (a markup, a tier total billed as one unit) is rounded
     half-up to `UNIT_PRICE_PLACES`: `round_unit_price`.
  3. A rounding difference is allocated, never dropped: `allocate` splits a total in
     proportion to weights (largest remainder); `absorb_difference` gives the difference
     between parts rounded one by one and their total rounded once to the largest part.
  4. A price formula rounds only where its author asks: `round(x, n)` half-up to n places
     (`round_places`), `ceil` and `floor` to an integer (`ceiling`, `floor`).
- Written out, a decimal has no exponent and no trailing zeros (`plain`), or at least a fixed
  number of decimals (`at_least_places`: a unit price at its currency's, a tax rate at two).
"""

from __future__ import annotations

import decimal
import re
from collections.abc import Sequence
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal, InvalidOperation
from fractions import Fraction
from typing import Annotated

from pydantic import BeforeValidator, PlainSerializer, WithJsonSchema

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

UNIT_PRICE_PLACES = 12
"""Fractional digits of a unit price or quantity: the scale of the exact decimal column."""
UNIT_PRICE_INTEGER_DIGITS = 26
"""Integer digits of a unit price or quantity (NUMERIC(38, 12) on PostgreSQL)."""
UNIT_PRICE_DIGITS = UNIT_PRICE_INTEGER_DIGITS + UNIT_PRICE_PLACES
UNIT_PRICE_LIMIT = Decimal(10) ** UNIT_PRICE_INTEGER_DIGITS
"""Every unit price and quantity is smaller in magnitude."""
_UNIT_PRICE_QUANTUM = Decimal(1).scaleb(-UNIT_PRICE_PLACES)

DECIMAL_PRECISION = 120
"""Unit prices and quantities carry at most 38 digits (26 integer and 12 fractional): a product
of two, times a percentage, and sums of a few such products stay far below 120 digits, so no
arithmetic in `DECIMAL_CONTEXT` rounds unless it is asked to (`_half_up`)."""

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


def _half_up(value: Decimal, step: Decimal) -> Decimal:
    """The one rounding of a Decimal: to a multiple of `step`, ties away from zero."""
    return value.quantize(step, rounding=ROUND_HALF_UP, context=DECIMAL_CONTEXT)


def round_places(value: Decimal, places: int) -> Decimal:
    """Half-up (ties away from zero) to `places` decimals: a price formula's `round`."""
    return _half_up(value, Decimal(1).scaleb(-places))


def ceiling(value: Decimal) -> Decimal:
    """The least integer not below `value`: a price formula's `ceil`."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        return value.to_integral_value(rounding=ROUND_CEILING)


def floor(value: Decimal) -> Decimal:
    """The greatest integer not above `value`: a price formula's `floor`."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        return value.to_integral_value(rounding=ROUND_FLOOR)


def round_money(amount: Decimal, currency: str) -> Decimal:
    """Half-up (ties away from zero) to the currency's minor unit, as EN 16931 and commercial
    practice round; a zero result is never negative."""
    try:
        rounded = _half_up(amount, quantum(currency))
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


def share_of_minor(minor: int, part: int, whole: int) -> int:
    """`minor x part / whole` minor units (0 <= part, 0 < whole), computed exactly and rounded
    half-up once, as `round_to_minor` rounds: a prorated share of a full-period amount, whose
    exact value often has no finite decimal."""
    if whole <= 0 or part < 0:
        raise ValueError("a share is a non-negative part of a positive whole")
    quotient, remainder = divmod(abs(minor) * part, whole)
    rounded = quotient + (1 if 2 * remainder >= whole else 0)
    return rounded if minor >= 0 else -rounded


def fits_unit_price_places(value: Decimal) -> bool:
    """Whether `value` has no more significant decimals than the column stores."""
    return -int(plain(value).as_tuple().exponent) <= UNIT_PRICE_PLACES


def round_unit_price(value: Decimal) -> Decimal:
    """A unit price the service computes (a markup, a tier total billed as one unit), half-up
    to the `UNIT_PRICE_PLACES` the column stores, written `plain`."""
    return plain(_half_up(value, _UNIT_PRICE_QUANTUM))


_MINOR_UNIT_SCALES: dict[str, int] = {code: -places for code, places in CURRENCY_EXPONENTS.items()}
"""Each currency's minor unit as the power of ten `from_minor` scales by (EUR -2, JPY 0)."""
_EXACTLY_SCALED_BELOW = 10**DECIMAL_PRECISION
"""An integer of fewer digits than `DECIMAL_CONTEXT` keeps scales without rounding."""


def from_minor(minor: int, currency: str) -> Decimal:
    """Integer minor units to a major-unit Decimal at exactly the currency's scale (`-1234` EUR
    → `-12.34`, `5` JPY → `5`, `0` BHD → `0.000`).

    Every amount of every response passes here, so an integer that fits the context's precision
    takes one `scaleb`, already exact and at the currency's exponent; anything else (an unknown
    currency, a value past the precision) takes the general quantize and its errors.
    """
    scale = _MINOR_UNIT_SCALES.get(currency)
    if scale is not None and type(minor) is int and abs(minor) < _EXACTLY_SCALED_BELOW:
        return Decimal(minor).scaleb(scale, DECIMAL_CONTEXT)
    with decimal.localcontext(DECIMAL_CONTEXT):
        return Decimal(minor).scaleb(-exponent(currency)).quantize(quantum(currency))


def format_minor(minor: int, currency: str) -> str:
    """Wire format of an amount: a decimal string in major units at the currency's scale.

    `str` writes it as `format(..., "f")` would: its exponent is between 0 and -4, where a
    Decimal's string never takes exponent form.
    """
    return str(from_minor(minor, currency))


_ONE = Decimal(1)


def plain(value: Decimal) -> Decimal:
    """A decimal without trailing zeros and never in exponent form (`1E+2` → `100`), every
    digit kept: how quantities and rates are answered, whichever database stored them.

    Here and in `at_least_places`, each operation names `DECIMAL_CONTEXT` rather than entering
    it: the same arithmetic without a context switch, for every decimal of every response."""
    normalized = value.normalize(DECIMAL_CONTEXT)
    if int(normalized.as_tuple().exponent) > 0:
        return normalized.quantize(_ONE, context=DECIMAL_CONTEXT)
    return normalized


def at_least_places(value: Decimal, places: int) -> Decimal:
    """`plain`, then padded to at least `places` decimals (`12.5` → `12.50` at 2, `0.001`
    stays): never rounded."""
    normalized = plain(value)
    if int(normalized.as_tuple().exponent) > -places:
        return normalized.quantize(_ONE.scaleb(-places, DECIMAL_CONTEXT), context=DECIMAL_CONTEXT)
    return normalized


def unit_amount_out(value: Decimal, currency: str) -> Decimal:
    """A unit price as answered: at least the currency's decimals, more only where the stored
    value has them (`12.5` EUR → `12.50`, `0.001` EUR stays), never rounded; both databases
    (NUMERIC pads to 12 decimals, TEXT keeps what was sent) answer the same."""
    return at_least_places(value, exponent(currency))


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


def absorb_difference(parts: Sequence[int], total: int, weights: Sequence[int]) -> list[int]:
    """Parts rounded one by one rarely add up to their total rounded once: the difference goes
    to the part of the largest weight in magnitude (the earliest among equals), so they do.

    Used for VAT: each line's tax rounded on its own, the group's tax on the sum of its nets.
    """
    if len(parts) != len(weights) or not parts:
        raise ValueError("one weight per part, and at least one part")
    largest = max(range(len(parts)), key=lambda i: (abs(weights[i]), -i))
    settled = list(parts)
    settled[largest] += total - sum(parts)
    return settled


_DECIMAL_DIGITS = rf"-?[0-9]{{1,{UNIT_PRICE_INTEGER_DIGITS}}}(\.[0-9]{{1,{UNIT_PRICE_PLACES}}})?"
DECIMAL_TEXT = re.compile(_DECIMAL_DIGITS)
"""A decimal string the exact decimal column stores without rounding (plain notation)."""
_DECIMAL_PATTERN = f"^{_DECIMAL_DIGITS}$"
_DECIMAL_ERROR = 'must be a decimal string such as "12.50"'


def parse_decimal(value: object) -> Decimal:
    """Decimal strings only: a JSON number would already have passed through a float.

    Plain notation with ASCII digits (no exponent, sign `+`, NaN or Infinity), at most
    `UNIT_PRICE_INTEGER_DIGITS` integer and `UNIT_PRICE_PLACES` fractional digits.
    """
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(_DECIMAL_ERROR)
        parsed = value
    elif isinstance(value, str) and DECIMAL_TEXT.fullmatch(value):
        parsed = Decimal(value)
    else:
        raise ValueError(_DECIMAL_ERROR)
    return parsed.copy_abs() if parsed.is_zero() else parsed


def decimal_text(value: Decimal) -> str:
    """A decimal in fixed-point notation, as `format(value, "f")` writes it; `str` writes the
    same text at a fifth of the cost whenever it uses no exponent, as for every amount."""
    text = str(value)
    return format(value, "f") if "E" in text else text


DecimalString = Annotated[
    Decimal,
    BeforeValidator(parse_decimal),
    PlainSerializer(decimal_text, return_type=str),
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
