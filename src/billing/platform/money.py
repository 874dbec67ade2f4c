"""Money: ISO 4217 minor units, half-up rounding, and the wire format (decimal strings).

Amounts live in the database as integers of the currency's minor unit; the API speaks decimal
strings in major units. Everything in between is `Decimal`.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Annotated

from pydantic import BeforeValidator, PlainSerializer, WithJsonSchema

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
    """Half-up to the currency's minor unit (EN 16931 and common commercial practice)."""
    return amount.quantize(quantum(currency), rounding=ROUND_HALF_UP)


def to_minor(amount: Decimal, currency: str) -> int:
    """Major-unit Decimal to integer minor units; refuses amounts finer than the minor unit."""
    rounded = round_money(amount, currency)
    if rounded != amount:
        raise ValueError(f"{amount} has more decimals than {currency} allows")
    return int(rounded.scaleb(exponent(currency)))


def from_minor(minor: int, currency: str) -> Decimal:
    return Decimal(minor).scaleb(-exponent(currency)).quantize(quantum(currency))


def format_minor(minor: int, currency: str) -> str:
    """Wire format of an amount: a decimal string in major units at the currency's scale."""
    return format(from_minor(minor, currency), "f")


_DECIMAL_PATTERN = r"^-?\d+(\.\d+)?$"


def parse_decimal(value: object) -> Decimal:
    """Decimal strings only: JSON numbers would already have passed through a float."""
    if isinstance(value, Decimal):
        return value
    if not isinstance(value, str):
        raise ValueError('must be a decimal string such as "12.50"')
    text = value.strip()
    try:
        parsed = Decimal(text)
    except InvalidOperation:
        raise ValueError('must be a decimal string such as "12.50"') from None
    if not parsed.is_finite() or text.lower().startswith(("+", ".")) or "e" in text.lower():
        raise ValueError('must be a decimal string such as "12.50"')
    return parsed


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
    str,
    BeforeValidator(_parse_currency),
    WithJsonSchema({"type": "string", "pattern": "^[A-Z]{3}$", "examples": ["EUR"]}),
]
