"""Proration of a mid-period subscription change, by seconds. Pure: no I/O.

A change at `effective_at` inside its period [start, end) leaves `end - effective_at` of the
period unused by the old state. Time is counted in whole seconds: the remaining seconds are the
whole seconds from `effective_at` to the period's end (a started second counts as used), the
period's seconds its whole length. For every price whose full-period amount the change alters,
the old state is credited and the new one charged for that remaining share:

    full-period amount x remaining seconds / period seconds

computed exactly and rounded half-up to the minor unit once per line (`money.share_of_minor`).
A price billing the same amount before and after nets to nothing and yields no line; a
cancellation (no state after) only credits.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from billing.platform.money import share_of_minor

_SECOND = timedelta(seconds=1)


@dataclass(frozen=True, slots=True)
class Billed:
    """What one price bills for a whole period in one state of the subscription."""

    key: Hashable
    """Identifies the price across the two states (the price id)."""
    full_amount: int
    """The full-period amount in minor units."""


@dataclass(frozen=True, slots=True)
class Prorated:
    billed: Billed
    amount: int
    """Minor units: negative for the credit of the old state, positive for the new charge."""

    @property
    def is_credit(self) -> bool:
        return self.amount < 0


def period_seconds(start: datetime, end: datetime) -> int:
    if end <= start:
        raise ValueError("a period ends after it starts")
    return (end - start) // _SECOND


def remaining_seconds(effective_at: datetime, start: datetime, end: datetime) -> int:
    """Whole seconds from `effective_at` to the period's end, within [0, period seconds]."""
    moment = min(max(effective_at, start), end)
    return (end - moment) // _SECOND


def share(full_amount: int, remaining: int, total: int) -> int:
    """`full_amount x remaining / total`, rounded half-up (away from zero) to a minor unit."""
    if total <= 0 or not 0 <= remaining <= total:
        raise ValueError("remaining must be between 0 and the period's length")
    return share_of_minor(full_amount, remaining, total)


def prorate(
    before: Sequence[Billed],
    after: Sequence[Billed] | None,
    effective_at: datetime,
    start: datetime,
    end: datetime,
) -> list[Prorated]:
    """The credit and charge lines of one change: credits in the order of `before`, then charges
    in the order of `after` (`None` for a cancellation, which only credits). Zero amounts are
    left out."""
    total = period_seconds(start, end)
    remaining = remaining_seconds(effective_at, start, end)
    new = {billed.key: billed for billed in after or ()}
    old = {billed.key: billed for billed in before}
    lines: list[Prorated] = []
    for billed in before:
        unchanged = billed.key in new and new[billed.key].full_amount == billed.full_amount
        if not unchanged:
            lines.append(Prorated(billed, -share(billed.full_amount, remaining, total)))
    for billed in after or ():
        unchanged = billed.key in old and old[billed.key].full_amount == billed.full_amount
        if not unchanged:
            lines.append(Prorated(billed, share(billed.full_amount, remaining, total)))
    return [line for line in lines if line.amount != 0]
