"""The one source of "now".

Every rule reads time through this module so that sandbox test clocks can later pin the time of
the objects bound to them; nothing else calls `datetime.now`.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

from billing.config import get_settings


def utcnow() -> datetime:
    return datetime.now(UTC)


def max_backdate_days() -> int:
    """How far in the past a back-dated input (a subscription's start, a price version's
    effective_from) may lie: `BILLING_MAX_BACKDATE_DAYS`, judged on the object's clock."""
    return get_settings().max_backdate_days


def earliest_backdate(now: datetime) -> datetime:
    """The earliest instant a back-dated input may name, `now` being its object's clock: the
    start (00:00 UTC) of the day `max_backdate_days` before, so that dates and instants agree."""
    day = (now.astimezone(UTC) - timedelta(days=max_backdate_days())).date()
    return datetime.combine(day, time(0), UTC)
