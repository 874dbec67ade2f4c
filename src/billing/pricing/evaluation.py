"""Evaluating a checked price-formula expression (pure): exact `Decimal` arithmetic in the one
money context (`platform.money.DECIMAL_CONTEXT`), each intermediate step recorded.

`if`, `and` and `or` evaluate only what decides them, so that `if(units == 0, 0, cost / units)`
never divides by zero. A variable without a value and without a default is an error only when
the evaluation reads it. Errors carry the position of the node they happened at.
"""

from __future__ import annotations

import decimal
from dataclasses import dataclass, field
from decimal import Decimal

from billing.platform import money
from billing.platform.money import DECIMAL_CONTEXT, UNIT_PRICE_PLACES
from billing.pricing.language import (
    BOOLEAN,
    COST,
    Binary,
    Boolean,
    Call,
    ExpressionError,
    Name,
    Node,
    Number,
    Type,
    Unary,
    check,
)

Value = Decimal | bool
MAX_PLACES = UNIT_PRICE_PLACES
"""`round(x, n)` takes 0 ≤ n ≤ 12: the places a unit price is stored with."""


class EvaluationError(ExpressionError):
    """Division by zero, a variable without a value, a result too large, at a position."""


@dataclass(frozen=True)
class Step:
    text: str
    """The sub-expression, as written."""
    value: Value
    type: Type
    start: int


@dataclass(frozen=True)
class Result:
    value: Value
    type: Type
    steps: list[Step]


@dataclass
class _Run:
    source: str
    values: dict[str, Value]
    types: dict[str, Type]
    steps: list[Step] = field(default_factory=list)

    def record(self, node: Node, value: Value) -> Value:
        """A step for every node but a literal (whose value is what it says)."""
        if not isinstance(node, Number | Boolean):
            type_ = _type_of(value, node, self.types)
            self.steps.append(Step(self.source[node.start : node.end], value, type_, node.start))
        return value


def _type_of(value: Value, node: Node, types: dict[str, Type]) -> Type:
    """A boolean tells its type; a number's (integer or decimal) is its node's."""
    return BOOLEAN if isinstance(value, bool) else check(node, types)


def evaluate(source: str, tree: Node, types: dict[str, Type], values: dict[str, Value]) -> Result:
    """The value of a tree that `check` accepted with `types`; `values` holds the variables
    that have one (inputs over defaults) and `cost`."""
    run = _Run(source, values, types)
    with decimal.localcontext(DECIMAL_CONTEXT):
        try:
            value = _value(tree, run)
        except (decimal.Overflow, decimal.InvalidOperation):
            raise EvaluationError("a number grew too large", tree.start) from None
    return Result(value, check(tree, types), run.steps)


def _value(node: Node, run: _Run) -> Value:
    match node:
        case Number():
            return node.value
        case Boolean():
            return node.value
        case Name():
            if node.name not in run.values:
                what = "the cost" if node.name == COST else f"the variable {node.name}"
                raise EvaluationError(f"{what} has no value and no default", node.start)
            return run.record(node, run.values[node.name])
        case Unary(op="-"):
            return run.record(node, -_number(node.operand, run))
        case Unary():
            return run.record(node, not _truth(node.operand, run))
        case Binary(op="and"):
            return run.record(node, _truth(node.left, run) and _truth(node.right, run))
        case Binary(op="or"):
            return run.record(node, _truth(node.left, run) or _truth(node.right, run))
        case Binary():
            return run.record(node, _binary(node, run))
        case Call():
            return run.record(node, _call(node, run))
    raise AssertionError(f"unknown node {node!r}")


def _binary(node: Binary, run: _Run) -> Value:
    if node.op in ("==", "!="):
        left, right = _value(node.left, run), _value(node.right, run)
        return (left == right) == (node.op == "==")
    left_number, right_number = _number(node.left, run), _number(node.right, run)
    match node.op:
        case "+":
            return left_number + right_number
        case "-":
            return left_number - right_number
        case "*":
            return left_number * right_number
        case "/":
            if right_number.is_zero():
                raise EvaluationError("division by zero", node.right.start)
            return left_number / right_number
        case "<":
            return left_number < right_number
        case "<=":
            return left_number <= right_number
        case ">":
            return left_number > right_number
    return left_number >= right_number


def _call(node: Call, run: _Run) -> Value:
    args = node.args
    match node.function:
        case "if":
            return _value(args[1] if _truth(args[0], run) else args[2], run)
        case "round":
            number, places = _number(args[0], run), _number(args[1], run)
            if not 0 <= places <= MAX_PLACES:
                raise EvaluationError(
                    f"round takes 0 to {MAX_PLACES} places, not {places}", args[1].start
                )
            return money.round_places(number, int(places))
        case "ceil":
            return money.ceiling(_number(args[0], run))
        case "floor":
            return money.floor(_number(args[0], run))
        case "abs":
            return abs(_number(args[0], run))
    numbers = [_number(arg, run) for arg in args]
    return min(numbers) if node.function == "min" else max(numbers)


def _number(node: Node, run: _Run) -> Decimal:
    value = _value(node, run)
    assert isinstance(value, Decimal), "the type checker lets only numbers here"
    return value


def _truth(node: Node, run: _Run) -> bool:
    value = _value(node, run)
    assert isinstance(value, bool), "the type checker lets only booleans here"
    return value
