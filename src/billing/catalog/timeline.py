"""The rules of a price's version timeline, over plain version records. Pure.

Statuses: `draft` (not published), `scheduled` (published, effective later), `active` (the one in
force now), `archived` (`superseded` once a later version took over, or a `discarded` draft).
A published version is in force from its `effective_from` until the next published one's.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Protocol, TypeVar

from billing.platform.lifecycle import Lifecycle

DRAFT, SCHEDULED, ACTIVE, ARCHIVED = "draft", "scheduled", "active", "archived"
SUPERSEDED, DISCARDED = "superseded", "discarded"
STATUSES = (DRAFT, SCHEDULED, ACTIVE, ARCHIVED)
DEFAULT_TIMELINE = frozenset({ACTIVE, SCHEDULED})

VERSION = Lifecycle(
    "price version",
    {
        DRAFT: frozenset({SCHEDULED, ARCHIVED}),
        SCHEDULED: frozenset({ACTIVE, ARCHIVED}),
        ACTIVE: frozenset({ARCHIVED}),
        ARCHIVED: frozenset(),
    },
    operations={
        "publish": frozenset({DRAFT}),
        "replace": frozenset({DRAFT, SCHEDULED}),
        "reconfirm": frozenset({SCHEDULED}),
        "discard": frozenset({DRAFT}),
    },
)
"""The state machine (anything else is 409). Publishing moves a draft to scheduled (and at
once on to active when its date has passed), discarding to archived; the clock moves scheduled
to active, and active or an overtaken scheduled version to archived; nothing leaves archived."""


class VersionLike(Protocol):
    @property
    def id(self) -> uuid.UUID: ...
    @property
    def status(self) -> str: ...
    @property
    def effective_from(self) -> datetime | None: ...
    @property
    def archived_reason(self) -> str | None: ...


V = TypeVar("V", bound=VersionLike)


def is_published(version: VersionLike) -> bool:
    """Active, scheduled, or archived after having been in force (superseded)."""
    return version.status in (ACTIVE, SCHEDULED) or (
        version.status == ARCHIVED and version.archived_reason == SUPERSEDED
    )


def _starts(version: VersionLike) -> datetime:
    if version.effective_from is None:
        raise ValueError("a published version has an effective_from")
    return version.effective_from


def in_force(versions: Iterable[V], at: datetime) -> V | None:
    """The published version with the latest effective_from not after `at`."""
    candidates = [v for v in versions if is_published(v) and _starts(v) <= at]
    return max(candidates, key=_starts, default=None)


def settle(versions: Sequence[V], now: datetime) -> tuple[V | None, list[V]]:
    """The version to activate (None if the active one stays) and those to archive, so that the
    version in force now is the only active one. Nothing in the future is touched."""
    live = [v for v in versions if v.status in (ACTIVE, SCHEDULED)]
    current = in_force(live, now)
    if current is None:
        return None, []
    start = _starts(current)
    overtaken = [v for v in live if v is not current and _starts(v) < start]
    return (current if current.status != ACTIVE else None), overtaken


def effective_until(versions: Sequence[V]) -> dict[uuid.UUID, datetime | None]:
    """For each published version (by id), the next published one's effective_from."""
    published = sorted((v for v in versions if is_published(v)), key=_starts)
    until: dict[uuid.UUID, datetime | None] = {}
    for index, version in enumerate(published):
        following = published[index + 1] if index + 1 < len(published) else None
        until[version.id] = None if following is None else _starts(following)
    return until


def date_conflict(
    versions: Sequence[V], candidate: V, effective_from: datetime, now: datetime
) -> str | None:
    """Why `candidate` may not take effect at `effective_from`, or None.

    Two published versions never share an effective_from, and a version never takes effect
    before the one in force now started (history is not rewritten).
    """
    for other in versions:
        if other is candidate or other.status not in (ACTIVE, SCHEDULED):
            continue
        if _starts(other) == effective_from:
            return "another published version takes effect at the same instant"
    current = in_force([v for v in versions if v is not candidate], now)
    if current is not None and effective_from < _starts(current):
        return (
            "must not be earlier than the effective_from of the version in force "
            f"({_starts(current).isoformat()})"
        )
    return None
