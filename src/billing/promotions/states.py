"""The promotion and version lifecycles (the interface document's tables), as data.

A promotion is created `draft`; an edit with `effective_at` stages it `scheduled`; publish makes
a draft or scheduled promotion `active`; archive retires an active one for good. Its versions
are `draft`, `scheduled`, `published` or `archived` (with a reason).
"""

from __future__ import annotations

from billing.platform.lifecycle import Lifecycle

DRAFT, SCHEDULED, ACTIVE, ARCHIVED = "draft", "scheduled", "active", "archived"
PUBLISHED = "published"
CANCELED, DISCARDED, ERRORED, SUPERSEDED = "canceled", "discarded", "errored", "superseded"
ARCHIVED_REASONS = (CANCELED, DISCARDED, ERRORED, SUPERSEDED)

PROMOTION = Lifecycle(
    "promotion",
    transitions={
        DRAFT: frozenset({SCHEDULED, ACTIVE}),
        SCHEDULED: frozenset({DRAFT, ACTIVE}),
        ACTIVE: frozenset({ARCHIVED}),
        ARCHIVED: frozenset(),
    },
    operations={
        "delete": frozenset({DRAFT}),
        "edit": frozenset({DRAFT, SCHEDULED, ACTIVE}),
    },
)
STATUSES = tuple(PROMOTION.transitions)

VERSION = Lifecycle(
    "promotion version",
    transitions={
        DRAFT: frozenset({SCHEDULED, PUBLISHED, ARCHIVED}),
        SCHEDULED: frozenset({DRAFT, PUBLISHED, ARCHIVED}),
        PUBLISHED: frozenset({ARCHIVED}),
        ARCHIVED: frozenset(),
    },
)
VERSION_STATUSES = tuple(VERSION.transitions)
PENDING_VERSION = frozenset({DRAFT, SCHEDULED})
