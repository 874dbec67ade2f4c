"""The event catalog names every event type the code emits with a literal name."""

from __future__ import annotations

import ast
from pathlib import Path

from billing.webhooks.catalog import EVENT_TYPES

SRC = Path(__file__).resolve().parents[2] / "src" / "billing"


def _emitted_literals() -> set[str]:
    """The string literals passed as an event type: `emit_event(db, ctx, "x.y", ...)`, and the
    literal type of a module's own emitting helper (`_event(db, ctx, "x.y", ...)`). Types
    built at run time (promotions' `promotion.<name>`) are listed in the catalog by hand."""
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 3:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            third = node.args[2]
            literal = isinstance(third, ast.Constant) and isinstance(third.value, str)
            if name in ("emit_event", "_event") and literal and "." in third.value:
                found.add(third.value)
    return found


def test_every_literal_event_type_is_in_the_catalog():
    emitted = _emitted_literals()

    assert len(emitted) > 30
    assert sorted(emitted - set(EVENT_TYPES)) == []
