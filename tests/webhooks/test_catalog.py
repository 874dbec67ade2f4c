"""The event catalog names every event type the code emits, and nothing it never emits.

The emitted types are read off the source: every `emit_event(db, ctx, TYPE, …)` call and every
`NewEvents.add_event(ctx, TYPE, …)`, where TYPE is a literal, a conditional of literals, a local
variable assigned literals, or a parameter of the enclosing function, which makes that function
an emitting helper whose own callers are then read the same way (`releasing.emit(db, ctx,
"published", …)` with its `f"promotion.{type_}"`). A TYPE the reader cannot resolve fails the
test, so a new way of emitting cannot slip past the catalog.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from billing.webhooks.catalog import EVENT_TYPES, data_schema

SRC = Path(__file__).resolve().parents[2] / "src" / "billing"


@dataclass(frozen=True)
class Helper:
    """A function that passes one of its parameters on as (part of) an event type."""

    module: Path
    name: str
    position: int
    template: str
    """The type with `{}` where the parameter's value goes."""


Calls = list[tuple[ast.FunctionDef | ast.AsyncFunctionDef | None, ast.Call]]


@dataclass
class Reader:
    calls: dict[Path, Calls]
    found: set[str]
    helpers: set[Helper]
    unresolved: list[str]

    def resolve(
        self, node: ast.expr, function: ast.FunctionDef | ast.AsyncFunctionDef | None, where: str
    ) -> list[tuple[str, int | None]]:
        """The (type or template, parameter position or None) a TYPE expression stands for."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [(node.value, None)]
        if isinstance(node, ast.IfExp):
            return [
                *self.resolve(node.body, function, where),
                *self.resolve(node.orelse, function, where),
            ]
        if isinstance(node, ast.JoinedStr) and function is not None:
            parts, position = [], None
            for value in node.values:
                if isinstance(value, ast.Constant):
                    parts.append(str(value.value).replace("{", "{{").replace("}", "}}"))
                elif isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.Name):
                    position = _parameter_position(function, value.value.id)
                    parts.append("{}")
            if position is not None:
                return [("".join(parts), position)]
        if isinstance(node, ast.Name) and function is not None:
            position = _parameter_position(function, node.id)
            if position is not None:
                return [("{}", position)]
            assigned = [
                self.resolve(assign.value, function, where)
                for assign in ast.walk(function)
                if isinstance(assign, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == node.id for t in assign.targets)
            ]
            if assigned:
                return [item for items in assigned for item in items]
        self.unresolved.append(f"{where}: {ast.unparse(node)}")
        return []

    def read_calls(self, callee_matches: object, position: int, template: str) -> None:
        """Read every call that `callee_matches` (module, call) at the TYPE argument."""
        for path, calls in self.calls.items():
            for function, call in calls:
                if not callee_matches(path, call):  # type: ignore[operator]
                    continue
                argument = _argument(call, position)
                where = f"{path.relative_to(SRC)}:{call.lineno}"
                if argument is None:
                    self.unresolved.append(f"{where}: no event type argument")
                    continue
                for value, param in self.resolve(argument, function, where):
                    if param is None:
                        self.found.add(template.format(value))
                    elif function is not None:
                        helper = Helper(path, function.name, param, template.format(value))
                        if helper not in self.helpers:
                            self.helpers.add(helper)
                            self.read_calls(_calls_to(helper), param, helper.template)


def _parameter_position(function: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> int | None:
    names = [a.arg for a in [*function.args.posonlyargs, *function.args.args]]
    return names.index(name) if name in names else None


def _argument(call: ast.Call, position: int) -> ast.expr | None:
    if len(call.args) > position and not isinstance(call.args[position], ast.Starred):
        return call.args[position]
    keywords = [k.value for k in call.keywords if k.arg == "type_"]
    return keywords[0] if keywords else None


def _calls(tree: ast.Module) -> Calls:
    """Every call with the function it is in (None at module level)."""
    found: Calls = []
    inner: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and id(call) not in inner:
                    inner.add(id(call))
                    found.append((node, call))
    found.extend(
        (None, call)
        for call in ast.walk(tree)
        if isinstance(call, ast.Call) and id(call) not in inner
    )
    return found


def _callee(call: ast.Call) -> tuple[str | None, str | None]:
    """(the module name it is called through or None, the function's name)."""
    if isinstance(call.func, ast.Name):
        return None, call.func.id
    if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name):
        return call.func.value.id, call.func.attr
    return None, None


def _is_emit_event(path: Path, call: ast.Call) -> bool:
    return _callee(call)[1] == "emit_event"


def _is_collected_event(path: Path, call: ast.Call) -> bool:
    """`NewEvents.add_event(ctx, TYPE, …)`: an event collected as a row."""
    return _callee(call)[1] == "add_event"


def _calls_to(helper: Helper) -> object:
    def matches(path: Path, call: ast.Call) -> bool:
        through, name = _callee(call)
        if name != helper.name:
            return False
        return path == helper.module if through is None else through == helper.module.stem

    return matches


def emitted_types() -> tuple[set[str], list[str]]:
    calls = {
        path: _calls(ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(SRC.rglob("*.py"))
        if path.name != "outbox.py"  # defines emit_event
    }
    reader = Reader(calls, set(), set(), [])
    reader.read_calls(_is_emit_event, 2, "{}")
    reader.read_calls(_is_collected_event, 1, "{}")
    return reader.found, reader.unresolved


def test_every_emitted_event_type_is_in_the_catalog_and_every_listed_one_is_emitted():
    emitted, unresolved = emitted_types()

    assert unresolved == []
    assert len(emitted) > 90
    assert sorted(emitted - set(EVENT_TYPES)) == []
    assert sorted(set(EVENT_TYPES) - emitted) == []


def test_every_event_type_has_a_closed_schema_of_an_object():
    for event_type in EVENT_TYPES:
        schema = data_schema(event_type, exact=True)
        assert schema["type"] == "object", event_type
        open_ended = event_type == "invoice.finalization_blocked"
        assert schema["additionalProperties"] is open_ended, event_type
