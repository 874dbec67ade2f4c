"""Money: ISO 4217 exponents, minor units, half-up rounding, the decimal-string wire format."""

from __future__ import annotations

import decimal
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from billing.platform.money import (
    CURRENCY_EXPONENTS,
    DECIMAL_CONTEXT,
    MINOR_UNITS_MAX,
    UNIT_PRICE_PLACES,
    CurrencyCode,
    DecimalString,
    UnknownCurrency,
    absorb_difference,
    allocate,
    at_least_places,
    exponent,
    format_minor,
    from_minor,
    normalize_currency,
    parse_decimal,
    round_money,
    round_to_minor,
    round_unit_price,
    share_of_minor,
    to_minor,
)

CURRENCIES = ("JPY", "EUR", "KWD", "CLF")
currencies = st.sampled_from(CURRENCIES)
minor_units = st.integers(min_value=-(10**15), max_value=10**15)


class TestCurrencyTable:
    @pytest.mark.parametrize(
        ("code", "digits"),
        [
            ("JPY", 0),
            ("KRW", 0),
            ("ISK", 0),
            ("CLP", 0),
            ("XOF", 0),
            ("EUR", 2),
            ("USD", 2),
            ("GBP", 2),
            ("CHF", 2),
            ("HUF", 2),
            ("KWD", 3),
            ("BHD", 3),
            ("JOD", 3),
            ("OMR", 3),
            ("TND", 3),
            ("CLF", 4),
            ("UYW", 4),
        ],
    )
    def test_iso_4217_exponents(self, code, digits):
        assert exponent(code) == digits

    def test_codes_are_three_upper_letters(self):
        assert all(len(c) == 3 and c.isalpha() and c.isupper() for c in CURRENCY_EXPONENTS)
        assert set(CURRENCY_EXPONENTS.values()) == {0, 2, 3, 4}

    def test_unknown_and_normalized_codes(self):
        assert normalize_currency(" eur ") == "EUR"
        for code in ("XYZ", "EURO", "", "XXX"):
            with pytest.raises(UnknownCurrency):
                normalize_currency(code)
        with pytest.raises(UnknownCurrency):
            exponent("eur")


class TestMinorUnits:
    @given(minor=minor_units, currency=currencies)
    def test_round_trip(self, minor, currency):
        assert to_minor(from_minor(minor, currency), currency) == minor

    @given(minor=minor_units, currency=currencies)
    def test_format_always_has_the_currency_scale(self, minor, currency):
        text = format_minor(minor, currency)
        digits = exponent(currency)

        if digits == 0:
            assert "." not in text
        else:
            assert len(text.split(".")[1]) == digits
        assert Decimal(text) == from_minor(minor, currency)
        assert "E" not in text.upper()

    def test_examples(self):
        assert format_minor(1250, "EUR") == "12.50"
        assert format_minor(-5, "EUR") == "-0.05"
        assert format_minor(0, "KWD") == "0.000"
        assert format_minor(1000, "JPY") == "1000"
        assert format_minor(1, "CLF") == "0.0001"
        assert to_minor(Decimal("12.5"), "EUR") == 1250

    def test_finer_than_the_minor_unit_is_refused(self):
        for amount, currency in ((Decimal("0.001"), "EUR"), (Decimal("1.5"), "JPY")):
            with pytest.raises(ValueError, match="decimals"):
                to_minor(amount, currency)

    def test_beyond_bigint_is_refused(self):
        with pytest.raises(ValueError):
            to_minor(Decimal(MINOR_UNITS_MAX + 1), "JPY")
        with pytest.raises(ValueError):
            to_minor(Decimal("1" + "0" * 40), "EUR")
        with pytest.raises(ValueError):
            to_minor(Decimal("NaN"), "EUR")


class TestRounding:
    @pytest.mark.parametrize(
        ("amount", "currency", "expected"),
        [
            ("0.125", "EUR", "0.13"),
            ("0.124", "EUR", "0.12"),
            ("-0.125", "EUR", "-0.13"),
            ("2.5", "JPY", "3"),
            ("-2.5", "JPY", "-3"),
            ("0.0005", "KWD", "0.001"),
            ("-0.001", "EUR", "0.00"),
        ],
    )
    def test_half_up_examples(self, amount, currency, expected):
        rounded = round_money(Decimal(amount), currency)

        assert str(rounded) == expected

    @given(
        units=st.integers(min_value=-(10**12), max_value=10**12),
        extra=st.integers(min_value=0, max_value=9),
        currency=currencies,
    )
    def test_half_up_property(self, units, extra, currency):
        """One more digit than the currency has: 0 to 4 round toward zero, 5 to 9 away from it."""
        digits = exponent(currency)
        magnitude = Decimal(abs(units)).scaleb(-digits) + Decimal(extra).scaleb(-digits - 1)
        amount = -magnitude if units < 0 else magnitude
        step = Decimal(1).scaleb(-digits)
        toward_zero = Decimal(abs(units)).scaleb(-digits)
        expected_magnitude = toward_zero + step if extra >= 5 else toward_zero

        rounded = round_money(amount, currency)

        assert abs(rounded) == expected_magnitude
        assert rounded.as_tuple().exponent == -digits
        assert round_to_minor(amount, currency) == to_minor(rounded, currency)

    def test_huge_amounts_are_a_value_error(self):
        with pytest.raises(ValueError):
            round_to_minor(Decimal("1" + "0" * 40), "EUR")

    def test_every_documented_digit_is_rounded_exactly(self):
        assert round_money(Decimal("99999999999999999999999999.994999999999"), "EUR") == Decimal(
            "99999999999999999999999999.99"
        )


class TestParseDecimal:
    @pytest.mark.parametrize(
        ("raw", "expected"),
        [
            ("12.50", Decimal("12.50")),
            ("-3", Decimal("-3")),
            ("0", Decimal("0")),
            ("-0.00", Decimal("0.00")),
            ("0.000000000001", Decimal("0.000000000001")),
        ],
    )
    def test_accepted(self, raw, expected):
        parsed = parse_decimal(raw)

        assert parsed == expected
        assert str(parsed) == str(expected)

    @pytest.mark.parametrize(
        "raw",
        [
            12.5,
            12,
            True,
            None,
            "1e3",
            "1E-2",
            "NaN",
            "nan",
            "Infinity",
            "-Infinity",
            "+1",
            ".5",
            "-.5",
            "5.",
            " 5",
            "1_000",
            "١٢",
            "0x10",
            "",
            "-",
            "1.0000000000001",
            "1" * 27,
            Decimal("NaN"),
            Decimal("Infinity"),
        ],
    )
    def test_refused(self, raw):
        with pytest.raises(ValueError):
            parse_decimal(raw)

    @given(st.decimals(places=4, min_value=-(10**20), max_value=10**20))
    def test_plain_strings_round_trip(self, value):
        text = format(value, "f")

        assert parse_decimal(text) == value

    @given(st.floats(allow_nan=True, allow_infinity=True))
    def test_floats_are_always_refused(self, value):
        with pytest.raises(ValueError):
            parse_decimal(value)


class Priced(BaseModel):
    amount: DecimalString
    currency: CurrencyCode


class TestWireTypes:
    def test_decimal_string_in_and_out(self):
        priced = Priced.model_validate({"amount": "12.50", "currency": "eur"})

        assert priced.amount == Decimal("12.50")
        assert priced.currency == "EUR"
        assert priced.model_dump(mode="json") == {"amount": "12.50", "currency": "EUR"}
        assert Priced.model_validate_json('{"amount": "7", "currency": "JPY"}').amount == 7

    @pytest.mark.parametrize(
        "document", ['{"amount": 12.5, "currency": "EUR"}', '{"amount": "1e2", "currency": "EUR"}']
    )
    def test_json_numbers_and_exponents_are_refused(self, document):
        with pytest.raises(ValidationError):
            Priced.model_validate_json(document)

    def test_schema_says_string(self):
        schema = Priced.model_json_schema()["properties"]["amount"]

        assert schema["type"] == "string"


class TestAllocate:
    @given(
        total=st.integers(min_value=-(10**12), max_value=10**12),
        weights=st.lists(st.integers(min_value=0, max_value=10**9), min_size=1, max_size=30).filter(
            any
        ),
    )
    def test_parts_add_up_and_stay_proportional(self, total, weights):
        parts = allocate(total, weights)

        assert sum(parts) == total
        weight_sum = sum(weights)
        for part, weight in zip(parts, weights, strict=True):
            exact = Fraction(abs(total) * weight, weight_sum)
            assert abs(abs(part) - exact) < 1
            if weight == 0:
                assert part == 0

    def test_examples(self):
        assert allocate(100, [1, 1, 1]) == [34, 33, 33]
        assert allocate(-100, [1, 1, 1]) == [-34, -33, -33]
        assert allocate(10, [Decimal("0.5"), Decimal("0.25"), Decimal("0.25")]) == [5, 3, 2]
        assert allocate(0, [3, 4]) == [0, 0]

    @pytest.mark.parametrize("weights", [[], [0, 0], [1, -1]])
    def test_refused(self, weights):
        with pytest.raises(ValueError):
            allocate(10, weights)


def _half_up(exact: Fraction) -> int:
    """Reference rounding for the tests: the integer nearest `exact`, ties away from zero."""
    magnitude = abs(exact)
    rounded = magnitude.numerator * 2 // magnitude.denominator
    rounded = (rounded + 1) // 2
    return rounded if exact >= 0 else -rounded


class TestShareOfMinor:
    @given(
        minor=minor_units,
        whole=st.integers(min_value=1, max_value=10**8),
        data=st.data(),
    )
    def test_is_the_exact_share_rounded_half_up(self, minor, whole, data):
        part = data.draw(st.integers(min_value=0, max_value=whole))

        assert share_of_minor(minor, part, whole) == _half_up(Fraction(minor * part, whole))

    @given(
        minor=minor_units,
        twos=st.integers(min_value=0, max_value=6),
        fives=st.integers(min_value=0, max_value=6),
        data=st.data(),
        currency=currencies,
    )
    def test_rounds_as_round_to_minor_where_the_share_is_a_finite_decimal(
        self, minor, twos, fives, data, currency
    ):
        whole = 2**twos * 5**fives
        part = data.draw(st.integers(min_value=0, max_value=whole))
        with decimal.localcontext(DECIMAL_CONTEXT):
            exact = from_minor(minor, currency) * part / whole

        assert share_of_minor(minor, part, whole) == round_to_minor(exact, currency)

    @pytest.mark.parametrize(("minor", "part", "whole", "share"), [(1, 1, 2, 1), (-1, 1, 2, -1)])
    def test_ties_go_away_from_zero(self, minor, part, whole, share):
        assert share_of_minor(minor, part, whole) == share

    @pytest.mark.parametrize(("part", "whole"), [(1, 0), (-1, 2)])
    def test_refuses_what_is_no_share(self, part, whole):
        with pytest.raises(ValueError):
            share_of_minor(100, part, whole)


class TestRoundUnitPrice:
    @pytest.mark.parametrize(
        ("value", "rounded"),
        [
            ("0.0000000000005", "0.000000000001"),
            ("-0.0000000000005", "-0.000000000001"),
            ("0.0000000000004999", "0"),
            ("1.50", "1.5"),
            ("1E+2", "100"),
            ("12.3456789012344999", "12.345678901234"),
        ],
    )
    def test_half_up_to_the_stored_places_written_plain(self, value, rounded):
        assert format(round_unit_price(Decimal(value)), "f") == rounded

    @given(
        value=st.decimals(allow_nan=False, allow_infinity=False, places=20).filter(
            lambda d: abs(d) < 10**20
        )
    )
    def test_never_more_places_than_stored(self, value):
        rounded = round_unit_price(value)

        assert -int(rounded.as_tuple().exponent) <= UNIT_PRICE_PLACES
        assert abs(rounded - value) <= Decimal(1).scaleb(-UNIT_PRICE_PLACES) / 2


class TestAbsorbDifference:
    @given(
        pairs=st.lists(st.tuples(minor_units, minor_units), min_size=1, max_size=20),
        total=minor_units,
    )
    def test_the_largest_part_takes_the_difference(self, pairs, total):
        parts, weights = [p for p, _ in pairs], [w for _, w in pairs]
        settled = absorb_difference(parts, total, weights)

        assert sum(settled) == total
        changed = [i for i, (a, b) in enumerate(zip(parts, settled, strict=True)) if a != b]
        assert len(changed) <= 1
        if changed:
            largest = max(abs(w) for w in weights)
            assert changed[0] == next(i for i, w in enumerate(weights) if abs(w) == largest)

    def test_by_magnitude_earliest_among_equals(self):
        assert absorb_difference([3, 3, 3], 10, [5, -7, 7]) == [3, 4, 3]


class TestAtLeastPlaces:
    @pytest.mark.parametrize(
        ("value", "places", "shown"),
        [
            ("0.190000000000", 2, "0.19"),
            ("0.2", 2, "0.20"),
            ("0.255", 2, "0.255"),
            ("1E+1", 2, "10.00"),
            ("100", 0, "100"),
        ],
    )
    def test_pads_but_never_rounds(self, value, places, shown):
        assert format(at_least_places(Decimal(value), places), "f") == shown
