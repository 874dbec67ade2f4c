"""The credit-note lifecycle as the interface document states it.

A draft is issued (numbered, posted) or voided in place; applying credit moves an issued note to
`partially_applied` and then `applied`, and reversing an application moves it back; a note is
voided only while none of its applications stands. Nothing leaves `void`.
"""

from __future__ import annotations

from billing.platform.lifecycle import Lifecycle

CREDIT_NOTE = Lifecycle(
    "credit note",
    {
        "draft": frozenset({"issued", "void"}),
        "issued": frozenset({"partially_applied", "applied", "void"}),
        "partially_applied": frozenset({"issued", "applied"}),
        "applied": frozenset({"issued", "partially_applied"}),
        "void": frozenset(),
    },
    operations={
        "add lines to": frozenset({"draft"}),
        "apply": frozenset({"issued", "partially_applied"}),
    },
)
"""A move or an operation not listed here answers 409 INVALID_STATE."""

STATUSES = CREDIT_NOTE.statuses
STANDING_STATUSES = frozenset({"issued", "partially_applied", "applied"})
"""Issued and not void: the notes that credit their invoice and count in the ledger."""
