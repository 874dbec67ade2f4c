"""Clocks other than the real one that jobs can run on.

A job with a `test_clock_id` is due in its clock's time, not in real time. The platform stores
only that id: the domain that owns the clocks (the sandbox) registers how the worker finds the
jobs due on them and what a clock's now is, so that the platform knows no domain table. Without
a registration no job of a clock is due, and a job's now is the real now.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.platform import Job


@dataclass(frozen=True)
class JobClocks:
    due: Callable[[], Select[Job]]
    """Pending jobs of the clocks that run by themselves (not advancing), due in their time."""
    now: Callable[[AsyncSession, uuid.UUID], Awaitable[datetime | None]]
    """The clock's now (None for a clock that no longer exists)."""


_registered: list[JobClocks] = []


def register_job_clocks(clocks: JobClocks) -> None:
    _registered[:] = [clocks]


def job_clocks() -> JobClocks | None:
    return _registered[0] if _registered else None
