"""The one source of "now".

Two questions, two functions:

- `now(db, ctx, test_clock_id=...)` is the time of a tenant's object: the real now, or, for an
  object bound to a sandbox test clock (a customer and everything billed to it), where that
  clock stands. Every business rule that compares or stamps a time of the object (a period's
  end, a due date, a payment's `settled_at`, "today" on a document) asks this.
- `wall_now()` is the real time, for what no test clock may move: audit stamps (`created_at`,
  `updated_at`), session, token and idempotency expiry, the backoff of real jobs, maintenance.

`earliest_now(db, ctx)` serves timelines that belong to no one clock (a price's versions): the
earliest now of any object of the workspace. The platform knows no domain table: the sandbox
registers how test clocks are read (`register_clock_reader`). Nothing else calls
`datetime.now` (tests/test_architecture.py).
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import TYPE_CHECKING, Protocol

from sqlalchemy import Select
from sqlalchemy.ext.asyncio import AsyncSession

from billing.config import get_settings

if TYPE_CHECKING:
    from billing.models.platform import Job


class Tenant(Protocol):
    """Whose time is asked: a request's context, or a background job (which names its own)."""

    @property
    def organization_id(self) -> uuid.UUID | None: ...

    @property
    def workspace_id(self) -> uuid.UUID | None: ...


@dataclass(frozen=True)
class ClockReader:
    """How the domain that owns test clocks (the sandbox) reads them."""

    now: Callable[[AsyncSession, Tenant, uuid.UUID], Awaitable[datetime | None]]
    """Where the tenant's clock stands (None for a clock that no longer exists)."""
    earliest: Callable[[AsyncSession, Tenant], Awaitable[datetime | None]]
    """The earliest time any of the tenant workspace's clocks stands at (None without one)."""
    due_jobs: Callable[[], Select[Job]]
    """Pending jobs of the clocks that run by themselves (not advancing), due in their time."""


_registered: list[ClockReader] = []


def register_clock_reader(reader: ClockReader) -> None:
    _registered[:] = [reader]


def clock_reader() -> ClockReader | None:
    """The registered reader; None before the sandbox is imported (then no job of a test
    clock is due)."""
    return _registered[0] if _registered else None


def utcnow() -> datetime:
    """The system clock, read only here: `wall_now` and `now` build on it, and tests pin it
    (the `frozen_clock` fixture) to move every clock of the service at once."""
    return datetime.now(UTC)


def wall_now() -> datetime:
    """The real time. Right for what is not a tenant object's time: audit stamps, expiry of
    sessions, tokens and idempotency keys, backoff of jobs of no test clock, maintenance slots.
    Anything a sandbox customer's test clock should move asks `now` instead."""
    return utcnow()


async def now(db: AsyncSession, ctx: Tenant, *, test_clock_id: uuid.UUID | None = None) -> datetime:
    """The time of a tenant's object bound to `test_clock_id` (a customer's): the clock's
    pinned time, else the real now. A clock that no longer exists means the real now
    (deleting a clock first unbinds its customers)."""
    if test_clock_id is None:
        return wall_now()
    reader = clock_reader()
    if reader is None:
        raise RuntimeError("no reader of test clocks is registered (import billing.sandbox)")
    found = await reader.now(db, ctx, test_clock_id)
    return found if found is not None else wall_now()


async def earliest_now(db: AsyncSession, ctx: Tenant) -> datetime:
    """The earliest now of any object of the workspace: the real now, or the time of its
    earliest test clock when that stands before it (a sandbox that simulates the past).
    What is not bound to one clock (a price's timeline) is judged against this now."""
    real = wall_now()
    reader = clock_reader()
    earliest = await reader.earliest(db, ctx) if reader is not None else None
    return min(real, earliest) if earliest is not None else real


def max_backdate_days() -> int:
    """How far in the past a back-dated input (a subscription's start, a price version's
    effective_from) may lie: `BILLING_MAX_BACKDATE_DAYS`, judged on the object's clock."""
    return get_settings().max_backdate_days


def earliest_backdate(now: datetime) -> datetime:
    """The earliest instant a back-dated input may name, `now` being its object's clock: the
    start (00:00 UTC) of the day `max_backdate_days` before, so that dates and instants agree."""
    day = (now.astimezone(UTC) - timedelta(days=max_backdate_days())).date()
    return datetime.combine(day, time(0), UTC)
