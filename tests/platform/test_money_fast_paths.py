"""The functions every response calls per amount or decimal take fast paths: `from_minor` and
`format_minor` scale by one `scaleb`, `plain`, `at_least_places` and the half-up rounding name
`DECIMAL_CONTEXT` instead of entering it. Each answers exactly what the general computation,
written out here, answers (digits, exponent, sign and errors), for every currency the module
knows."""

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
    at_least_places,
    decimal_text,
    format_minor,
    from_minor,
    plain,
    round_money,
    round_places,
    unit_amount_out,
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


def outcome(compute: object, *arguments: object) -> tuple[str, object]:
    try:
        value = compute(*arguments)  # type: ignore[operator]
    except (decimal.InvalidOperation, ValueError) as exc:
        return ("refused", type(exc))
    return ("value", value.as_tuple())


def entered_plain(value: Decimal) -> Decimal:
    with decimal.localcontext(DECIMAL_CONTEXT):
        normalized = value.normalize()
        if int(normalized.as_tuple().exponent) > 0:
            return normalized.quantize(Decimal(1))
        return normalized


def entered_at_least_places(value: Decimal, places: int) -> Decimal:
    normalized = entered_plain(value)
    if int(normalized.as_tuple().exponent) > -places:
        with decimal.localcontext(DECIMAL_CONTEXT):
            return normalized.quantize(Decimal(1).scaleb(-places))
    return normalized


def entered_half_up(value: Decimal, places: int) -> Decimal:
    with decimal.localcontext(DECIMAL_CONTEXT):
        return value.quantize(Decimal(1).scaleb(-places), rounding=decimal.ROUND_HALF_UP)


decimals = st.one_of(
    st.decimals(allow_nan=False, allow_infinity=False),
    st.decimals(allow_nan=False, allow_infinity=False, places=12),
    st.builds(
        Decimal.scaleb,
        st.integers(min_value=-(10**40), max_value=10**40).map(Decimal),
        st.integers(min_value=-60, max_value=60),
    ),
    st.sampled_from(["0", "-0", "-0.00", "0E+3", "1E+2", "-1E+5", "12.500", "0.000000000001"]).map(
        Decimal
    ),
)
places = st.integers(min_value=0, max_value=12)


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


class TestDecimalsAsAnswered:
    @settings(max_examples=2000)
    @given(decimals)
    def test_plain(self, value: Decimal):
        assert outcome(plain, value) == outcome(entered_plain, value)

    @settings(max_examples=2000)
    @given(decimals, places)
    def test_at_least_places(self, value: Decimal, count: int):
        assert outcome(at_least_places, value, count) == outcome(
            entered_at_least_places, value, count
        )

    @given(decimals, currencies)
    def test_unit_amount_out(self, value: Decimal, currency: str):
        assert outcome(unit_amount_out, value, currency) == outcome(
            entered_at_least_places, value, CURRENCY_EXPONENTS[currency]
        )


class TestHalfUp:
    @settings(max_examples=2000)
    @given(decimals, places)
    def test_round_places(self, value: Decimal, count: int):
        assert outcome(round_places, value, count) == outcome(entered_half_up, value, count)

    @settings(max_examples=2000)
    @given(decimals, currencies)
    def test_round_money(self, value: Decimal, currency: str):
        def entered(amount: Decimal, code: str) -> Decimal:
            rounded = entered_half_up(amount, CURRENCY_EXPONENTS[code])
            return rounded.copy_abs() if rounded.is_zero() else rounded

        assert outcome(round_money, value, currency) == outcome(entered, value, currency)


class TestDecimalText:
    @settings(max_examples=2000)
    @given(st.one_of(decimals, st.decimals()))
    def test_the_fixed_point_format(self, value: Decimal):
        assert decimal_text(value) == format(value, "f")
