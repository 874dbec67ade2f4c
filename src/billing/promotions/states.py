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

ACTIVE_REDEMPTION, PENDING, DORMANT, EXPIRED = "active", "pending", "dormant", "expired"
REVOKED, OPTED_OUT = "revoked", "opted_out"
LIVE_REDEMPTION = frozenset({ACTIVE_REDEMPTION, PENDING, DORMANT})
"""A redemption that gives (or will give) benefits: its customer is enrolled."""

REDEMPTION = Lifecycle(
    "redemption",
    transitions={
        ACTIVE_REDEMPTION: frozenset({EXPIRED, REVOKED, OPTED_OUT}),
        PENDING: frozenset({ACTIVE_REDEMPTION, EXPIRED, REVOKED, OPTED_OUT}),
        DORMANT: frozenset({ACTIVE_REDEMPTION, EXPIRED, REVOKED, OPTED_OUT}),
        EXPIRED: frozenset({REVOKED, OPTED_OUT}),
        OPTED_OUT: frozenset({REVOKED}),
        REVOKED: frozenset({OPTED_OUT}),
    },
    operations={
        "opt out": frozenset({ACTIVE_REDEMPTION, PENDING, DORMANT, EXPIRED}),
        "unblock": frozenset({REVOKED}),
    },
)
"""Revoke from any status but revoked; unblock only revoked (to opted_out); opt-out from any
status but opted_out and revoked (a revoked customer is unblocked, not opted out)."""
REDEMPTION_STATUSES = tuple(REDEMPTION.transitions)
