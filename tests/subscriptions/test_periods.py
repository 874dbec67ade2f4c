"""Billing periods: contiguous, anchored, and free of month-end drift."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from billing.subscriptions.periods import INTERVALS, boundary, period_at, period_containing

anchors = st.datetimes(
    min_value=datetime(2000, 1, 1), max_value=datetime(2090, 12, 31), timezones=st.just(UTC)
)


def test_month_end_anchor_does_not_drift():
    anchor = datetime(2026, 1, 31, tzinfo=UTC)
    ends = [boundary(anchor, "month", 1, n).date().isoformat() for n in range(1, 5)]
    assert ends == ["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]


def test_leap_day_yearly_anchor():
    anchor = datetime(2024, 2, 29, tzinfo=UTC)
    assert boundary(anchor, "year", 1, 1).date().isoformat() == "2025-02-28"
    assert boundary(anchor, "year", 1, 4).date().isoformat() == "2028-02-29"


def test_interval_counts():
    anchor = datetime(2026, 3, 15, 12, tzinfo=UTC)
    assert period_at(anchor, "week", 2, 1).start == anchor + timedelta(weeks=2)
    assert period_at(anchor, "month", 3, 0).end == datetime(2026, 6, 15, 12, tzinfo=UTC)
    assert period_at(anchor, "day", 1, 0).seconds == 86400


@given(
    anchor=anchors,
    interval=st.sampled_from(INTERVALS),
    count=st.integers(1, 12),
    n=st.integers(0, 40),
)
def test_periods_are_contiguous_and_increasing(anchor, interval, count, n):
    first, second = period_at(anchor, interval, count, n), period_at(anchor, interval, count, n + 1)
    assert first.start < first.end == second.start < second.end


@given(
    anchor=anchors,
    interval=st.sampled_from(INTERVALS),
    count=st.integers(1, 6),
    offset=st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=3000)),
)
def test_period_containing_contains_the_moment(anchor, interval, count, offset):
    moment = anchor + offset
    period = period_containing(anchor, interval, count, moment)
    assert period.contains(moment)
    assert period.start >= anchor
