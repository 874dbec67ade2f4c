"""The trigger instant, pure: a wall-clock `trigger_local` read in the IANA zone `trigger_tz`.

A local time that a DST gap skips moves forward by the gap's length (02:30 on a spring-forward
night in Berlin is 03:30 CEST); a local time that a fall-back hour repeats is its first
occurrence (the earlier instant, still on summer time). Both are what Python's `fold=0` gives,
written out here so that the rule reads off the code.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from billing.platform.schemas import EARLIEST_DATE, LATEST_DATE

LOCAL_FORMAT = "YYYY-MM-DDTHH:MM[:SS]"


def parse_local(text: str) -> datetime:
    """A wall-clock time without offset; ValueError otherwise."""
    value = datetime.fromisoformat(text)
    if value.tzinfo is not None:
        raise ValueError("trigger_local is a wall-clock time: give no offset, use trigger_tz")
    if not EARLIEST_DATE <= value.date() <= LATEST_DATE:
        raise ValueError(f"must lie between {EARLIEST_DATE} and {LATEST_DATE}")
    return value


def zone(name: str) -> ZoneInfo:
    """The IANA zone `name`; ValueError for anything else."""
    if not name or name.startswith(("/", ".")) or ".." in name or "\x00" in name:
        raise ValueError(f"{name!r} is not an IANA time zone")
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise ValueError(f"{name!r} is not an IANA time zone") from None


def resolve(local: datetime, tz: ZoneInfo) -> datetime:
    """The UTC instant of the wall-clock `local` in `tz` (gap: forward; repeat: first)."""
    return local.replace(tzinfo=tz, fold=0).astimezone(UTC)


def _wall(instant: datetime, tz: ZoneInfo) -> datetime:
    return instant.astimezone(tz).replace(tzinfo=None)


def _is_gap(local: datetime, tz: ZoneInfo) -> bool:
    """True when no instant shows `local` on the zone's clocks (a spring-forward gap): fold=0
    then reads it with the offset before the gap, which lands the gap's length later."""
    return _wall(local.replace(tzinfo=tz, fold=0).astimezone(UTC), tz) != local


def is_gap(local: datetime, tz: ZoneInfo) -> bool:
    return _is_gap(local, tz)


def is_ambiguous(local: datetime, tz: ZoneInfo) -> bool:
    """True when the zone's clocks show `local` twice (a fall-back hour)."""
    first = local.replace(tzinfo=tz, fold=0).astimezone(UTC)
    second = local.replace(tzinfo=tz, fold=1).astimezone(UTC)
    return first != second and not _is_gap(local, tz)
