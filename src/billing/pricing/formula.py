"""A price formula as authored: its expression and typed variables, judged as a whole (pure).

`compile_formula` parses and type-checks the expression against the declared variables and
answers every problem at a field (`expression`, `variables/<i>/…`) with, for the expression, the
position of the character it is at. `bind` turns evaluate inputs into values.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from billing.platform.errors import FieldPath
from billing.platform.money import parse_decimal
from billing.pricing.evaluation import Result, Value, evaluate
from billing.pricing.language import (
    BOOLEAN,
    COST,
    INTEGER,
    NAME_PATTERN,
    RESERVED,
    ExpressionError,
    Node,
    Type,
    check,
    names,
    parse,
)

_NAME = re.compile(NAME_PATTERN)
MAX_INTEGER = 10**26
"""Integers stay below 10^26 in magnitude, as the integer digits of a stored decimal."""


@dataclass(frozen=True)
class Variable:
    name: str
    type: Type
    default: Value | None


class FormulaProblem(Exception):
    """What is wrong at a field; `position` is the character of the expression it is at."""

    def __init__(self, field: FieldPath, detail: str, position: int | None = None) -> None:
        super().__init__(detail)
        self.field = field
        self.detail = detail
        self.position = position


@dataclass(frozen=True)
class Compiled:
    source: str
    tree: Node
    variables: tuple[Variable, ...]

    @property
    def types(self) -> dict[str, Type]:
        return {variable.name: variable.type for variable in self.variables}


def typed_value(type_: Type, raw: object) -> Value:
    """A JSON value of the type: a decimal string, a JSON integer, or true/false. Raises
    `ValueError` with what was expected."""
    if type_ == BOOLEAN:
        if isinstance(raw, bool):
            return raw
        raise ValueError("must be true or false")
    if type_ == INTEGER:
        if isinstance(raw, int) and not isinstance(raw, bool) and abs(raw) < MAX_INTEGER:
            return Decimal(raw)
        raise ValueError("must be a JSON integer smaller than 10^26 in magnitude")
    return parse_decimal(raw)


def wire_value(value: Value, type_: Type) -> bool | int | str:
    """How a value is answered and stored: booleans and integers as JSON, decimals as strings
    (plain notation, trailing zeros kept as computed, never `-0`)."""
    if isinstance(value, bool):
        return value
    if value.is_zero():
        value = value.copy_abs()
    return int(value) if type_ == INTEGER else format(value, "f")


def compile_formula(expression: str, declared: Sequence[Mapping[str, Any]]) -> Compiled:
    """The checked formula, or the first `FormulaProblem` (variables before the expression)."""
    variables = tuple(_variable(index, entry, declared) for index, entry in enumerate(declared))
    try:
        tree = parse(expression)
        result_type = check(tree, {variable.name: variable.type for variable in variables})
    except ExpressionError as exc:
        raise FormulaProblem(("expression",), str(exc), exc.position) from None
    if result_type == BOOLEAN:
        raise FormulaProblem(
            ("expression",), "a formula yields a number (the tier rate), not a boolean", 0
        )
    used = names(tree)
    for index, variable in enumerate(variables):
        if variable.name not in used:
            raise FormulaProblem(
                ("variables", index, "name"), f"{variable.name} is declared but never used"
            )
    return Compiled(expression, tree, variables)


def _variable(
    index: int, entry: Mapping[str, Any], declared: Sequence[Mapping[str, Any]]
) -> Variable:
    name, type_ = str(entry["name"]), entry["type"]
    if not _NAME.fullmatch(name):
        raise FormulaProblem(
            ("variables", index, "name"),
            "must be a letter or _ followed by letters, digits or _ (at most 63)",
        )
    if name in RESERVED:
        raise FormulaProblem(("variables", index, "name"), f"{name} is a reserved word")
    if any(str(other["name"]) == name for other in declared[:index]):
        raise FormulaProblem(("variables", index, "name"), f"{name} is declared twice")
    default = entry.get("default")
    if default is None:
        return Variable(name, type_, None)
    try:
        return Variable(name, type_, typed_value(type_, default))
    except ValueError as exc:
        raise FormulaProblem(("variables", index, "default"), f"a {type_} default {exc}") from None


def stored_variables(compiled: Compiled) -> list[dict[str, Any]]:
    return [
        {
            "name": variable.name,
            "type": variable.type,
            "default": None
            if variable.default is None
            else wire_value(variable.default, variable.type),
        }
        for variable in compiled.variables
    ]


def bind(
    compiled: Compiled, inputs: Mapping[str, object], cost: Decimal | None
) -> dict[str, Value]:
    """Inputs over defaults, and the cost; an unknown or ill-typed input is a problem at
    `variables/<name>`. A variable left without a value fails only if the evaluation reads it."""
    by_name = {variable.name: variable for variable in compiled.variables}
    values: dict[str, Value] = {}
    for name, raw in inputs.items():
        variable = by_name.get(name)
        if variable is None:
            raise FormulaProblem(("variables", name), f"{name} is not a variable of the formula")
        try:
            values[name] = typed_value(variable.type, raw)
        except ValueError as exc:
            raise FormulaProblem(("variables", name), f"a {variable.type} {exc}") from None
    for variable in compiled.variables:
        if variable.name not in values and variable.default is not None:
            values[variable.name] = variable.default
    if cost is not None:
        values[COST] = cost
    return values


def run(compiled: Compiled, values: dict[str, Value]) -> Result:
    """Evaluate; an evaluation error is a problem at `expression` with its position."""
    try:
        return evaluate(compiled.source, compiled.tree, compiled.types, values)
    except ExpressionError as exc:
        raise FormulaProblem(("expression",), str(exc), exc.position) from None
