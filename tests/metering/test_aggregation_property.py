"""Properties of the pure usage aggregation and rating: every event is billed at most once over
consecutive periods, exactly when it arrived within the grace after its own period ended; and
graduated and volume rating agree on one tier and are exact."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from billing.pricing import aggregation, rating

START = datetime(2031, 1, 1, tzinfo=UTC)
DAY = timedelta(days=1)
BOUNDS = [START + n * 3 * DAY for n in range(6)]
"""Five consecutive three-day periods."""

events = st.lists(
    st.tuples(
        st.integers(min_value=0, max_value=15 * 24 - 1),  # hour of the timestamp
        st.integers(min_value=0, max_value=72),  # hours until it is received
    ),
    max_size=30,
)


@settings(deadline=None)
@given(events, st.integers(min_value=0, max_value=24))
def test_an_event_is_billed_once_exactly_when_it_arrived_in_time(found, grace_hours):
    grace = timedelta(hours=grace_hours)
    windows = [aggregation.Window(start, end, START, grace) for start, end in pairwise(BOUNDS)]
    for n, (hour, delay) in enumerate(found):
        stamped = START + timedelta(hours=hour)
        reading = aggregation.Reading(str(n), Decimal(1), stamped, stamped + timedelta(hours=delay))
        own_end = next(end for end in BOUNDS[1:] if stamped < end)
        in_time = reading.received_at < own_end + grace and reading.received_at < BOUNDS[-1]
        billed = [w for w in windows if aggregation.counts_in(w, reading)]
        assert len(billed) == (1 if in_time else 0), (reading, billed)


@given(
    st.decimals(min_value=0, max_value=10**6, places=3),
    st.decimals(min_value=0, max_value=1000, places=6),
)
def test_one_tier_rates_alike_in_both_modes_and_exactly(quantity, rate):
    tiers = [rating.ResolvedTier(None, rate)]
    graduated = rating.total(rating.charges(rating.GRADUATED, tiers, quantity))
    volume = rating.total(rating.charges(rating.VOLUME, tiers, quantity))
    assert graduated == volume == quantity * rate


@given(st.decimals(min_value=0, max_value=10**6, places=3))
def test_graduated_tiers_split_the_quantity(quantity):
    tiers = [
        rating.ResolvedTier(Decimal(100), Decimal("0.5")),
        rating.ResolvedTier(Decimal(1000), Decimal("0.25")),
        rating.ResolvedTier(None, Decimal("0.125")),
    ]
    charged = rating.charges(rating.GRADUATED, tiers, quantity)
    assert sum((c.units for c in charged), Decimal(0)) == quantity
    assert all(c.units > 0 for c in charged)
