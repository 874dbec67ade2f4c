"""The price-formula version lifecycle (the interface document's statuses), as data.

A formula has no `scheduled` versions (no edit carries `effective_at`): a version is a `draft`
parked by `save_as_draft`, the `published` one in force, or `archived` with a reason.
"""

from __future__ import annotations

from billing.platform.lifecycle import Lifecycle

DRAFT, PUBLISHED, ARCHIVED = "draft", "published", "archived"
DISCARDED, SUPERSEDED = "discarded", "superseded"
ARCHIVED_REASONS = (DISCARDED, SUPERSEDED)

VERSION = Lifecycle(
    "price formula version",
    transitions={
        DRAFT: frozenset({PUBLISHED, ARCHIVED}),
        PUBLISHED: frozenset({ARCHIVED}),
        ARCHIVED: frozenset(),
    },
)
VERSION_STATUSES = tuple(VERSION.transitions)
