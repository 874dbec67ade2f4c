"""The amount of a price version for a quantity (pure), with properties checked by hypothesis."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from billing.catalog.pricing import Rate, Tier, amount, check_payload
from billing.platform.money import unit_amount_out

D = Decimal

rates = st.decimals(min_value=0, max_value=10_000, places=4, allow_nan=False)
flat_fees = st.none() | st.decimals(min_value=0, max_value=1_000, places=2, allow_nan=False)
quantities = st.decimals(min_value=0, max_value=100_000, places=3, allow_nan=False)


@st.composite
def tier_lists(draw: st.DrawFn) -> tuple[Tier, ...]:
    bounds = sorted(
        draw(st.sets(st.integers(min_value=1, max_value=10_000), min_size=0, max_size=5))
    )
    uppers: list[Decimal | None] = [D(b) for b in bounds] + [None]
    return tuple(Tier(up, draw(rates), draw(flat_fees)) for up in uppers)


TIERS = (Tier(D(10), D("2"), None), Tier(D(100), D("1"), D("5")), Tier(None, D("0.5"), D("1")))


class TestExamples:
    def test_flat_ignores_the_quantity(self):
        rate = Rate("flat", unit_amount=D("49.00"))

        assert amount(rate, D(0)) == amount(rate, D(7)) == D("49.00")

    def test_per_unit(self):
        assert amount(Rate("per_unit", unit_amount=D("0.0125")), D(3)) == D("0.0375")

    @pytest.mark.parametrize(
        ("quantity", "expected"),
        [
            (0, D(0)),
            (5, D(10)),
            (10, D(20)),
            (11, D(20) + D(1) + D(5)),
            (100, D(20) + D(90) + D(5)),
            (150, D(20) + D(90) + D(5) + D(25) + D(1)),
        ],
    )
    def test_graduated(self, quantity, expected):
        assert amount(Rate("tiered", "graduated", tiers=TIERS), D(quantity)) == expected

    @pytest.mark.parametrize(
        ("quantity", "expected"),
        [
            (0, D(0)),
            (10, D(20)),
            (11, D(11) + D(5)),
            (100, D(100) + D(5)),
            (150, D(75) + D(1)),
        ],
    )
    def test_volume(self, quantity, expected):
        assert amount(Rate("tiered", "volume", tiers=TIERS), D(quantity)) == expected

    def test_first_tiers_flat_fee_is_a_base_fee(self):
        tiers = (Tier(D(5), D(0), D("9.99")), Tier(None, D(1), None))

        assert amount(Rate("tiered", "graduated", tiers=tiers), D(0)) == D("9.99")
        assert amount(Rate("tiered", "volume", tiers=tiers), D(0)) == D("9.99")

    def test_unrounded_and_exact_for_large_values(self):
        rate = Rate("per_unit", unit_amount=D("12345678901234567890123456.123456789012"))

        exact = D(f"{12345678901234567890123456123456789012 * 3333}E-15")

        result = amount(rate, D("3.333"))

        assert result == exact
        assert len(result.as_tuple().digits) > 28  # beyond the default context's precision

    def test_negative_quantity_is_refused(self):
        with pytest.raises(ValueError):
            amount(Rate("per_unit", unit_amount=D(1)), D(-1))


class TestProperties:
    @given(tiers=st.builds(lambda r, f: (Tier(None, r, f),), rates, flat_fees), q=quantities)
    def test_graduated_equals_volume_for_a_single_tier(self, tiers, q):
        graduated = amount(Rate("tiered", "graduated", tiers=tiers), q)

        assert graduated == amount(Rate("tiered", "volume", tiers=tiers), q)
        assert graduated == q * tiers[0].unit_amount + (tiers[0].flat_amount or 0)

    @given(tiers=tier_lists(), a=quantities, b=quantities)
    def test_graduated_is_monotone_for_non_negative_rates(self, tiers, a, b):
        rate = Rate("tiered", "graduated", tiers=tiers)
        low, high = sorted((a, b))

        assert amount(rate, low) <= amount(rate, high)

    @given(tiers=tier_lists(), q=quantities)
    def test_graduated_never_exceeds_the_dearest_tier_for_all_units(self, tiers, q):
        dearest = max(t.unit_amount for t in tiers)
        fees = sum((t.flat_amount or D(0)) for t in tiers)

        assert amount(Rate("tiered", "graduated", tiers=tiers), q) <= q * dearest + fees

    @given(tiers=tier_lists(), q=quantities)
    def test_volume_charges_all_units_at_one_tiers_rate(self, tiers, q):
        total = amount(Rate("tiered", "volume", tiers=tiers), q)

        assert any(total == q * t.unit_amount + (t.flat_amount or 0) for t in tiers)

    @given(rate=rates, q=quantities)
    def test_per_unit_is_linear(self, rate, q):
        per_unit = Rate("per_unit", unit_amount=rate)

        assert amount(per_unit, q + q) == amount(per_unit, q) * 2

    @given(tiers=tier_lists())
    def test_generated_tiers_are_valid(self, tiers):
        assert check_payload("tiered", "EUR", None, tiers) == []


class TestDisplay:
    @pytest.mark.parametrize(
        ("value", "currency", "shown"),
        [
            ("10", "EUR", "10.00"),
            ("10.500000000000", "EUR", "10.50"),
            ("0.000100000000", "EUR", "0.0001"),
            ("100", "JPY", "100"),
            ("1.5", "KWD", "1.500"),
            ("0", "EUR", "0.00"),
        ],
    )
    def test_the_same_on_both_databases(self, value, currency, shown):
        assert format(unit_amount_out(D(value), currency), "f") == shown
