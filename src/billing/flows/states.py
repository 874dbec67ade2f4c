"""The lifecycles of a flow and of its steps, as tables of allowed moves (409 INVALID_STATE
for any other)."""

from __future__ import annotations

from billing.platform.lifecycle import Lifecycle

FLOW = Lifecycle(
    "schedule flow",
    {
        "draft": frozenset({"scheduled", "cancelled"}),
        "scheduled": frozenset({"draft", "running", "paused", "cancelled"}),
        "running": frozenset({"paused", "completed", "completed_with_failures", "cancelled"}),
        "paused": frozenset({"running", "scheduled", "cancelled"}),
        "completed_with_failures": frozenset({"running"}),
        "completed": frozenset(),
        "cancelled": frozenset(),
    },
    operations={
        "update": frozenset({"draft"}),
        "activate": frozenset({"draft"}),
        "decide on a step of": frozenset({"running", "paused"}),
        "retry a step of": frozenset({"running", "paused", "completed_with_failures"}),
        "skip a step of": frozenset(
            {"draft", "scheduled", "running", "paused", "completed_with_failures"}
        ),
    },
)
"""`completed_with_failures` is where a flow stops when nothing more can run and a step has
failed; retrying (or skipping) that step runs the flow again."""

STEP = Lifecycle(
    "step",
    {
        "pending": frozenset({"running", "awaiting_approval", "succeeded", "skipped", "cancelled"}),
        "rearmed": frozenset({"running", "skipped", "cancelled"}),
        "running": frozenset({"succeeded", "failed", "skipped", "cancelled"}),
        "awaiting_approval": frozenset({"succeeded", "cancelled", "skipped"}),
        "failed": frozenset({"rearmed", "skipped", "cancelled"}),
        "succeeded": frozenset(),
        "skipped": frozenset(),
        "cancelled": frozenset(),
    },
)

DONE = frozenset({"succeeded", "skipped"})
"""A step in one of these lets its dependents run."""
READY = frozenset({"pending", "rearmed"})
"""A step in one of these starts once its prerequisites are done."""
OPEN_STEP = frozenset({"pending", "rearmed", "running", "awaiting_approval", "failed"})
"""What cancelling a flow cancels."""
EDITABLE_FLOW = "draft"
ACTIVE_FLOW = frozenset({"scheduled", "running"})
"""Statuses the engine advances."""
