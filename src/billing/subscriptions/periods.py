"""Billing periods: pure calendar arithmetic over a billing anchor.

The n-th period boundary is computed from the anchor directly (never from the previous
boundary), so month ends do not drift: an anchor on January 31 gives February 28 (or 29), then
March 31. Periods are half-open intervals [start, end).
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

Interval = Literal["day", "week", "month", "year"]
INTERVALS: tuple[Interval, ...] = ("day", "week", "month", "year")


@dataclass(frozen=True, slots=True)
class Period:
    start: datetime
    end: datetime

    def contains(self, moment: datetime) -> bool:
        return self.start <= moment < self.end

    @property
    def seconds(self) -> int:
        return int((self.end - self.start).total_seconds())


def _add_months(moment: datetime, months: int) -> datetime:
    month_index = moment.month - 1 + months
    year = moment.year + month_index // 12
    month = month_index % 12 + 1
    day = min(moment.day, calendar.monthrange(year, month)[1])
    return moment.replace(year=year, month=month, day=day)


def boundary(anchor: datetime, interval: Interval, count: int, n: int) -> datetime:
    """The anchor moved forward by n periods of `count` intervals (n may be negative)."""
    steps = n * count
    match interval:
        case "day":
            return anchor + timedelta(days=steps)
        case "week":
            return anchor + timedelta(weeks=steps)
        case "month":
            return _add_months(anchor, steps)
        case "year":
            return _add_months(anchor, 12 * steps)
    raise ValueError(f"unknown interval {interval!r}")


def period_at(anchor: datetime, interval: Interval, count: int, n: int) -> Period:
    """The n-th period after the anchor (n = 0 starts at the anchor)."""
    return Period(boundary(anchor, interval, count, n), boundary(anchor, interval, count, n + 1))


def period_containing(anchor: datetime, interval: Interval, count: int, moment: datetime) -> Period:
    """The period of the anchor's cycle that contains `moment` (before the anchor: the first)."""
    if moment < anchor:
        return period_at(anchor, interval, count, 0)
    days = (moment - anchor).days
    approximate = {"day": 1, "week": 7, "month": 28, "year": 365}[interval] * count
    n = max(days // approximate - 1, 0)
    while boundary(anchor, interval, count, n + 1) <= moment:
        n += 1
    while n > 0 and boundary(anchor, interval, count, n) > moment:
        n -= 1
    return period_at(anchor, interval, count, n)
