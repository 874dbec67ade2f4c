"""`from_minor` and `format_minor` take a fast path per amount; they answer exactly what the
general quantize answers (value, exponent, sign, errors), for every currency the module knows."""

from __future__ import annotations

import decimal
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing.platform.money import (
    CURRENCY_EXPONENTS,
    DECIMAL_CONTEXT,
    DECIMAL_PRECISION,
    UnknownCurrency,
    format_minor,
    from_minor,
)

currencies = st.sampled_from(sorted(CURRENCY_EXPONENTS))
minor_units = st.one_of(
    st.integers(min_value=-(2**63), max_value=2**63),
    st.integers(min_value=-(10**4), max_value=10**4),
    st.integers(
        min_value=-(10 ** (DECIMAL_PRECISION + 5)), max_value=10 ** (DECIMAL_PRECISION + 5)
    ),
    st.sampled_from([10**DECIMAL_PRECISION - 1, 10**DECIMAL_PRECISION, -(10**DECIMAL_PRECISION)]),
)


def quantized(minor: int, currency: str) -> Decimal:
    """The general computation: scaled to major units, quantized to the currency's minor unit."""
    places = CURRENCY_EXPONENTS[currency]
    with decimal.localcontext(DECIMAL_CONTEXT):
        return Decimal(minor).scaleb(-places).quantize(Decimal(1).scaleb(-places))


def outcome(compute: object, minor: int, currency: str) -> tuple[str, object]:
    try:
        value = compute(minor, currency)  # type: ignore[operator]
    except decimal.InvalidOperation:
        return ("invalid", None)
    return ("value", value.as_tuple())


class TestFromMinor:
    @settings(max_examples=2000)
    @given(minor_units, currencies)
    def test_same_digits_exponent_and_sign_as_the_quantize(self, minor: int, currency: str):
        assert outcome(from_minor, minor, currency) == outcome(quantized, minor, currency)

    @given(st.integers(min_value=-(2**63), max_value=2**63), currencies)
    def test_at_the_currency_exponent(self, minor: int, currency: str):
        assert from_minor(minor, currency).as_tuple().exponent == -CURRENCY_EXPONENTS[currency]

    def test_unknown_currency_refused(self):
        with pytest.raises(UnknownCurrency):
            from_minor(100, "XXX")


class TestFormatMinor:
    @settings(max_examples=2000)
    @given(st.integers(min_value=-(10**40), max_value=10**40), currencies)
    def test_written_as_the_fixed_point_format(self, minor: int, currency: str):
        assert format_minor(minor, currency) == format(quantized(minor, currency), "f")

    @pytest.mark.parametrize(
        ("minor", "currency", "text"),
        [
            (0, "JPY", "0"),
            (-1, "JPY", "-1"),
            (0, "BHD", "0.000"),
            (-1, "BHD", "-0.001"),
            (-1, "CLF", "-0.0001"),
            (100, "EUR", "1.00"),
            (-(2**63), "EUR", "-92233720368547758.08"),
        ],
    )
    def test_examples(self, minor: int, currency: str, text: str):
        assert format_minor(minor, currency) == text
