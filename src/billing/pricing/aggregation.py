"""A meter's aggregate for a billing period, from its usage events (pure, no I/O).

An event counts in the period its `timestamp` falls in when it was received (`created_at`)
before that period ended. An event received later is late: received within the grace period
after its period ended, it lands in the period open when it arrived (the next one), so that an
invoice once issued never changes; received later still, it is never billed. The grace is at
most a day, the shortest billing period, so a late event always belongs to the period right
before the one it lands in. Events before the subscription's first period never count.
"""

from __future__ import annotations

import decimal
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from billing.platform.money import DECIMAL_CONTEXT

AGGREGATIONS = ("sum", "max", "count", "last")
MAX_GRACE = timedelta(hours=24)


@dataclass(frozen=True)
class Window:
    """The period [start, end) of a subscription that began at `opens_at`."""

    start: datetime
    end: datetime
    opens_at: datetime
    grace: timedelta

    @property
    def late_until(self) -> datetime:
        """Late events received before this instant land in this period."""
        return min(self.end, self.start + self.grace)


@dataclass(frozen=True)
class Reading:
    event_id: str
    quantity: Decimal
    timestamp: datetime
    received_at: datetime


@dataclass(frozen=True)
class Aggregate:
    value: Decimal
    events: int
    late_events: int


def is_late(window: Window, reading: Reading) -> bool:
    return (
        window.opens_at <= reading.timestamp < window.start
        and window.start <= reading.received_at < window.late_until
    )


def counts_in(window: Window, reading: Reading) -> bool:
    on_time = window.start <= reading.timestamp < window.end and reading.received_at < window.end
    return on_time or is_late(window, reading)


def aggregate(aggregation: str, window: Window, readings: Iterable[Reading]) -> Aggregate:
    """The period's value of `sum`, `max`, `count` or `last` (the latest by timestamp, then by
    receipt, then by event id); 0 without events."""
    counted = [reading for reading in readings if counts_in(window, reading)]
    late = sum(1 for reading in counted if is_late(window, reading))
    with decimal.localcontext(DECIMAL_CONTEXT):
        if not counted:
            value = Decimal(0)
        elif aggregation == "sum":
            value = sum((reading.quantity for reading in counted), Decimal(0))
        elif aggregation == "max":
            value = max(reading.quantity for reading in counted)
        elif aggregation == "count":
            value = Decimal(len(counted))
        elif aggregation == "last":
            value = max(counted, key=lambda r: (r.timestamp, r.received_at, r.event_id)).quantity
        else:
            raise ValueError(f"unknown aggregation {aggregation!r}")
    return Aggregate(value, len(counted), late)
