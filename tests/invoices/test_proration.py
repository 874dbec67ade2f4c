"""Proration by seconds (`invoices.proration`, pure): properties over random periods, moments
and amounts, checked against an oracle in exact fractions, and the edge cases by example."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from billing.invoices.proration import Billed, prorate, remaining_seconds, share

START = datetime(2031, 1, 1, tzinfo=UTC)
MONTH_END = datetime(2031, 2, 1, tzinfo=UTC)

lengths = st.integers(min_value=1, max_value=400 * 86_400)
full_amounts = st.integers(min_value=0, max_value=10**12)


def oracle(full: int, remaining: int, total: int) -> int:
    """full x remaining / total, ties away from zero, by integer arithmetic alone."""
    numerator, denominator = full * remaining, total
    quotient, rest = divmod(numerator, denominator)
    return quotient + (1 if 2 * rest >= denominator else 0)


@st.composite
def moments(draw: st.DrawFn) -> tuple[datetime, datetime, datetime]:
    """A period and a moment inside it (to the microsecond)."""
    seconds = draw(lengths)
    end = START + timedelta(seconds=seconds)
    offset = draw(st.integers(min_value=0, max_value=seconds * 1_000_000))
    return START, end, START + timedelta(microseconds=offset)


class TestProperties:
    @given(moments(), full_amounts)
    def test_credit_and_charge_of_an_unchanged_price_cancel_out(self, when, full):
        start, end, effective = when
        remaining = remaining_seconds(effective, start, end)
        total = int((end - start).total_seconds())

        assert -share(full, remaining, total) + share(full, remaining, total) == 0
        same = Billed("price", full)
        assert prorate([same], [same], effective, start, end) == []

    @given(lengths, full_amounts)
    def test_a_change_at_the_period_start_credits_the_full_amount(self, seconds, full):
        end = START + timedelta(seconds=seconds)

        lines = prorate([Billed("old", full)], None, START, START, end)

        assert sum(line.amount for line in lines) == -full

    @given(moments(), full_amounts, full_amounts)
    def test_amounts_never_exceed_the_full_period_amount(self, when, old, new):
        start, end, effective = when

        lines = prorate([Billed("a", old)], [Billed("b", new)], effective, start, end)

        for line in lines:
            assert abs(line.amount) <= line.billed.full_amount
            assert line.is_credit == (line.billed.key == "a")

    @given(moments(), full_amounts, full_amounts)
    def test_each_line_is_the_remaining_share_rounded_half_up_once(self, when, old, new):
        start, end, effective = when
        total = (end - start) // timedelta(seconds=1)
        whole_seconds_left = (end - effective) // timedelta(seconds=1)

        lines = prorate([Billed("a", old)], [Billed("b", new)], effective, start, end)

        expected = {"a": -oracle(old, whole_seconds_left, total)}
        expected["b"] = oracle(new, whole_seconds_left, total)
        assert {line.billed.key: line.amount for line in lines} == {
            key: amount for key, amount in expected.items() if amount != 0
        }


class TestExamples:
    def test_an_upgrade_eleven_and_a_half_days_into_january(self):
        effective = datetime(2031, 1, 11, 12, 0, tzinfo=UTC)
        # 20.5 of 31 days remain: 10.00 -> 6.6129.. -> 6.61; 25.00 -> 16.532.. -> 16.53
        lines = prorate([Billed("basic", 1000)], [Billed("pro", 2500)], effective, START, MONTH_END)

        assert [(line.billed.key, line.amount) for line in lines] == [
            ("basic", -661),
            ("pro", 1653),
        ]

    def test_a_cancellation_only_credits(self):
        effective = datetime(2031, 1, 16, 12, 0, tzinfo=UTC)

        lines = prorate([Billed("basic", 3100)], None, effective, START, MONTH_END)

        assert [(line.billed.key, line.amount) for line in lines] == [("basic", -1550)]

    def test_half_a_minor_unit_rounds_away_from_zero(self):
        end = START + timedelta(seconds=2)
        effective = START + timedelta(seconds=1)

        lines = prorate([Billed("old", 1)], [Billed("new", 3)], effective, START, end)

        assert [line.amount for line in lines] == [-1, 2]

    def test_a_started_second_counts_as_used(self):
        effective = START + timedelta(microseconds=1)

        assert remaining_seconds(effective, START, MONTH_END) == 31 * 86_400 - 1

    def test_a_change_at_the_period_end_prorates_nothing(self):
        assert prorate([Billed("a", 1000)], [Billed("b", 2000)], MONTH_END, START, MONTH_END) == []

    def test_only_the_prices_whose_amount_changes_are_prorated(self):
        effective = datetime(2031, 1, 16, 12, 0, tzinfo=UTC)
        before = [Billed("seats", 2000), Billed("storage", 300)]
        after = [Billed("seats", 5000), Billed("storage", 300)]

        lines = prorate(before, after, effective, START, MONTH_END)

        assert [(line.billed.key, line.amount) for line in lines] == [
            ("seats", -1000),
            ("seats", 2500),
        ]

    def test_moments_outside_the_period_are_clamped(self):
        before = START - timedelta(days=3)

        assert remaining_seconds(before, START, MONTH_END) == 31 * 86_400
        assert remaining_seconds(MONTH_END + timedelta(days=1), START, MONTH_END) == 0

    def test_an_empty_period_is_refused(self):
        with pytest.raises(ValueError):
            prorate([Billed("a", 1)], None, START, START, START)
