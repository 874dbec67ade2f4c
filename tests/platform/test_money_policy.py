"""Rounding is audited in one file: no module but `platform/money.py` chooses how to round.

Outside it, code may compute inside `money.DECIMAL_CONTEXT` / `EXACT_CONTEXT` and call the
rounding functions of the money module, but never pass a rounding mode to `quantize`, name a
`ROUND_*` mode, or build, fetch or change a decimal context of its own.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import billing

SOURCE = Path(billing.__file__).parent
MONEY = SOURCE / "platform" / "money.py"

_CONTEXT_BUILDERS = frozenset(
    {"Context", "getcontext", "setcontext", "BasicContext", "ExtendedContext", "DefaultContext"}
)


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def rounding_policy_breaches(source: str) -> list[tuple[int, str]]:
    """(line, what) for every place in `source` that picks its own rounding or context."""
    breaches: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module == "decimal":
            for alias in node.names:
                if alias.name.startswith("ROUND_") or alias.name in _CONTEXT_BUILDERS:
                    breaches.append((node.lineno, f"imports decimal.{alias.name}"))
        elif isinstance(node, ast.Call):
            called = _name(node.func)
            keywords = {k.arg for k in node.keywords}
            if called == "quantize" and (len(node.args) > 1 or "rounding" in keywords):
                breaches.append((node.lineno, "quantize with a rounding mode"))
            elif called in _CONTEXT_BUILDERS:
                breaches.append((node.lineno, f"calls {called}"))
            elif called == "localcontext" and (node.keywords or not node.args):
                breaches.append((node.lineno, "localcontext without a money context"))
        elif isinstance(node, ast.Attribute) and node.attr.startswith("ROUND_"):
            breaches.append((node.lineno, f"names {node.attr}"))
        elif isinstance(node, ast.Name) and node.id.startswith("ROUND_"):
            breaches.append((node.lineno, f"names {node.id}"))
    return breaches


def test_no_module_but_money_rounds_or_builds_a_context() -> None:
    found = [
        f"{path.relative_to(SOURCE.parent)}:{line}: {what}"
        for path in sorted(SOURCE.rglob("*.py"))
        if path != MONEY
        for line, what in rounding_policy_breaches(path.read_text(encoding="utf-8"))
    ]

    assert found == [], "round in billing.platform.money instead:\n" + "\n".join(found)


def test_the_money_module_itself_is_where_rounding_happens() -> None:
    assert rounding_policy_breaches(MONEY.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "source",
    [
        "x.quantize(q, rounding=decimal.ROUND_HALF_UP)",
        "x.quantize(q, ROUND_DOWN)",
        "x.quantize(q, rounding=mode)",
        "from decimal import ROUND_HALF_EVEN",
        "mode = decimal.ROUND_CEILING",
        "ctx = decimal.Context(prec=50)",
        "ctx = Context()",
        "decimal.getcontext().prec = 50",
        "decimal.setcontext(ctx)",
        "with decimal.localcontext(prec=50): pass",
        "with decimal.localcontext() as ctx: pass",
        "from decimal import getcontext",
    ],
)
def test_catches(source: str) -> None:
    assert rounding_policy_breaches(source)


@pytest.mark.parametrize(
    "source",
    [
        "x.quantize(quantum(currency))",
        "with decimal.localcontext(DECIMAL_CONTEXT): y = a / b",
        "from decimal import Decimal, InvalidOperation",
        "round_money(amount, currency)",
    ],
)
def test_lets_pass(source: str) -> None:
    assert rounding_policy_breaches(source) == []
