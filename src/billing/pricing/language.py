"""The price-formula expression language: tokens, parser and type checker (pure, no I/O).

A small hand-written recursive-descent parser over a whitelist of tokens: nothing is ever
handed to `eval`, and numbers are `Decimal` from the first character (never `float`). Every
node keeps its span in the source, so that each problem names the character it is at.

Grammar (lowest precedence first; comparisons do not chain):

    expression  := or
    or          := and ("or" and)*
    and         := not ("and" not)*
    not         := "not" not | comparison
    comparison  := additive (("==" | "!=" | "<" | "<=" | ">" | ">=") additive)?
    additive    := term (("+" | "-") term)*
    term        := unary (("*" | "/") unary)*
    unary       := "-" unary | primary
    primary     := NUMBER | "true" | "false" | NAME | CALL | "(" expression ")"
    CALL        := FUNCTION "(" expression ("," expression)* ")"

Types are `integer`, `decimal` and `boolean`; an integer widens to decimal where a decimal is
expected, a boolean never mixes with numbers.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal, get_args

Type = Literal["integer", "decimal", "boolean"]
TYPES: tuple[str, ...] = get_args(Type)
INTEGER: Type = "integer"
DECIMAL: Type = "decimal"
BOOLEAN: Type = "boolean"

COST = "cost"
"""Always available: the tier's cost basis, a decimal."""
MAX_LENGTH = 2000
MAX_DEPTH = 50
KEYWORDS = frozenset({"and", "or", "not", "true", "false"})
FUNCTIONS = frozenset({"if", "min", "max", "abs", "round", "ceil", "floor"})
RESERVED = KEYWORDS | FUNCTIONS | {COST}
NAME_PATTERN = r"[A-Za-z_][A-Za-z0-9_]{0,62}"
_ARITY = {"if": (3, 3), "abs": (1, 1), "ceil": (1, 1), "floor": (1, 1), "round": (2, 2)}
_VARIADIC = (2, 100)
_COMPARISONS = ("==", "!=", "<=", ">=", "<", ">")
_TOKEN = re.compile(
    r"(?P<space>\s+)"
    r"|(?P<number>[0-9]+(?:\.[0-9]+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op>==|!=|<=|>=|[<>+\-*/(),])"
)
_INTEGER_DIGITS = 26
_FRACTION_DIGITS = 12


class ExpressionError(Exception):
    """A problem at `position`, the 0-based index of a character in the expression."""

    def __init__(self, message: str, position: int) -> None:
        super().__init__(f"{message} (at position {position})")
        self.message = message
        self.position = position


@dataclass(frozen=True)
class Token:
    kind: str
    """`number`, `name`, `op` or `end`."""
    text: str
    start: int


@dataclass(frozen=True)
class Node:
    start: int
    end: int
    """The node's span in the source: `source[start:end]`."""


@dataclass(frozen=True)
class Number(Node):
    value: Decimal
    type: Type


@dataclass(frozen=True)
class Boolean(Node):
    value: bool


@dataclass(frozen=True)
class Name(Node):
    name: str


@dataclass(frozen=True)
class Unary(Node):
    op: str
    """`-` or `not`."""
    operand: Node


@dataclass(frozen=True)
class Binary(Node):
    op: str
    left: Node
    right: Node


@dataclass(frozen=True)
class Call(Node):
    function: str
    args: tuple[Node, ...]


def tokenize(source: str) -> list[Token]:
    tokens: list[Token] = []
    position = 0
    while position < len(source):
        match = _TOKEN.match(source, position)
        if match is None:
            raise ExpressionError(f"unexpected character {source[position]!r}", position)
        kind = match.lastgroup or ""
        if kind != "space":
            tokens.append(Token(kind, match.group(), position))
        position = match.end()
    tokens.append(Token("end", "", len(source)))
    return tokens


def parse(source: str) -> Node:
    """The syntax tree of `source`, or `ExpressionError` at the first character it fails at."""
    if len(source) > MAX_LENGTH:
        raise ExpressionError(f"the expression is longer than {MAX_LENGTH} characters", 0)
    if not source.strip():
        raise ExpressionError("the expression is empty", 0)
    return _Parser(tokenize(source)).expression_to_end()


class _Parser:
    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens
        self.index = 0
        self.depth = 0

    @property
    def token(self) -> Token:
        return self.tokens[self.index]

    def take(self) -> Token:
        token = self.token
        self.index += 1
        return token

    def at(self, *texts: str) -> bool:
        return self.token.kind in ("op", "name") and self.token.text in texts

    def expect(self, text: str) -> Token:
        if not self.at(text):
            raise ExpressionError(
                f"expected {text!r}, found {_shown(self.token)}", self.token.start
            )
        return self.take()

    def expression_to_end(self) -> Node:
        node = self.expression()
        if self.token.kind != "end":
            raise ExpressionError(f"unexpected {_shown(self.token)}", self.token.start)
        return node

    def expression(self) -> Node:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ExpressionError(f"nested deeper than {MAX_DEPTH} levels", self.token.start)
        node = self.left_associative(("or",), self.conjunction)
        self.depth -= 1
        return node

    def conjunction(self) -> Node:
        return self.left_associative(("and",), self.negation)

    def negation(self) -> Node:
        if self.at("not"):
            start = self.take().start
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise ExpressionError(f"nested deeper than {MAX_DEPTH} levels", start)
            operand = self.negation()
            self.depth -= 1
            return Unary(start, operand.end, "not", operand)
        return self.comparison()

    def comparison(self) -> Node:
        left = self.additive()
        if not self.at(*_COMPARISONS):
            return left
        op = self.take().text
        right = self.additive()
        if self.at(*_COMPARISONS):
            raise ExpressionError("comparisons do not chain: join them with and", self.token.start)
        return Binary(left.start, right.end, op, left, right)

    def additive(self) -> Node:
        return self.left_associative(("+", "-"), self.term)

    def term(self) -> Node:
        return self.left_associative(("*", "/"), self.unary)

    def left_associative(self, ops: tuple[str, ...], operand: Callable[[], Node]) -> Node:
        node = operand()
        while self.at(*ops):
            op = self.take().text
            right = operand()
            node = Binary(node.start, right.end, op, node, right)
        return node

    def unary(self) -> Node:
        if self.at("-"):
            start = self.take().start
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise ExpressionError(f"nested deeper than {MAX_DEPTH} levels", start)
            operand = self.unary()
            self.depth -= 1
            return Unary(start, operand.end, "-", operand)
        return self.primary()

    def primary(self) -> Node:
        token = self.token
        if token.kind == "number":
            self.take()
            return _number(token)
        if token.kind == "name" and token.text in ("true", "false"):
            self.take()
            return Boolean(token.start, token.start + len(token.text), token.text == "true")
        if token.kind == "name" and token.text in FUNCTIONS:
            return self.call()
        if token.kind == "name" and token.text not in KEYWORDS:
            self.take()
            return Name(token.start, token.start + len(token.text), token.text)
        if self.at("("):
            self.take()
            inner = self.expression()
            close = self.expect(")")
            return _spanned(inner, token.start, close.start + 1)
        raise ExpressionError(f"expected a value, found {_shown(token)}", token.start)

    def call(self) -> Node:
        name = self.take()
        self.expect("(")
        args = [self.expression()]
        while self.at(","):
            self.take()
            args.append(self.expression())
        close = self.expect(")")
        low, high = _ARITY.get(name.text, _VARIADIC)
        if not low <= len(args) <= high:
            wanted = str(low) if low == high else f"{low} or more"
            raise ExpressionError(
                f"{name.text} takes {wanted} arguments, not {len(args)}", name.start
            )
        return Call(name.start, close.start + 1, name.text, tuple(args))


def _spanned(node: Node, start: int, end: int) -> Node:
    """The node with its parentheses included in its span."""
    return dataclasses.replace(node, start=start, end=end)


def _shown(token: Token) -> str:
    return "the end of the expression" if token.kind == "end" else repr(token.text)


def _number(token: Token) -> Number:
    whole, _, fraction = token.text.partition(".")
    if len(whole.lstrip("0")) > _INTEGER_DIGITS or len(fraction) > _FRACTION_DIGITS:
        raise ExpressionError(
            f"a number has at most {_INTEGER_DIGITS} integer and {_FRACTION_DIGITS} "
            "fractional digits",
            token.start,
        )
    end = token.start + len(token.text)
    return Number(token.start, end, Decimal(token.text), DECIMAL if fraction else INTEGER)


def check(node: Node, declared: dict[str, Type]) -> Type:
    """The type of `node` with the `declared` variables (and `cost`), or `ExpressionError` at
    the node whose types do not fit."""
    match node:
        case Number():
            return node.type
        case Boolean():
            return BOOLEAN
        case Name():
            if node.name == COST:
                return DECIMAL
            if node.name not in declared:
                raise ExpressionError(f"{node.name} is not a declared variable", node.start)
            return declared[node.name]
        case Unary(op="-"):
            return _numeric(node.operand, declared, "-")
        case Unary():
            _boolean(node.operand, declared, "not")
            return BOOLEAN
        case Binary(op="and" | "or"):
            _boolean(node.left, declared, node.op)
            _boolean(node.right, declared, node.op)
            return BOOLEAN
        case Binary(op="==" | "!="):
            left, right = check(node.left, declared), check(node.right, declared)
            if (left == BOOLEAN) != (right == BOOLEAN):
                raise ExpressionError(
                    f"{node.op} compares {_a(left)} with {_a(right)}", node.right.start
                )
            return BOOLEAN
        case Binary(op="<" | "<=" | ">" | ">="):
            _numeric(node.left, declared, node.op)
            _numeric(node.right, declared, node.op)
            return BOOLEAN
        case Binary():
            left = _numeric(node.left, declared, node.op)
            right = _numeric(node.right, declared, node.op)
            return INTEGER if node.op != "/" and left == right == INTEGER else DECIMAL
        case Call():
            return _check_call(node, declared)
    raise AssertionError(f"unknown node {node!r}")


def _check_call(node: Call, declared: dict[str, Type]) -> Type:
    args = node.args
    if node.function == "if":
        _boolean(args[0], declared, "the condition of if")
        then, otherwise = check(args[1], declared), check(args[2], declared)
        if (then == BOOLEAN) != (otherwise == BOOLEAN):
            raise ExpressionError(
                f"the branches of if have different types ({then} and {otherwise})",
                args[2].start,
            )
        return then if then == otherwise else DECIMAL
    if node.function == "round":
        _numeric(args[0], declared, "round")
        if check(args[1], declared) != INTEGER:
            raise ExpressionError("the places of round must be an integer", args[1].start)
        return DECIMAL
    types = [_numeric(arg, declared, node.function) for arg in args]
    if node.function in ("ceil", "floor"):
        return INTEGER
    return INTEGER if all(type_ == INTEGER for type_ in types) else DECIMAL


def _numeric(node: Node, declared: dict[str, Type], where: str) -> Type:
    type_ = check(node, declared)
    if type_ == BOOLEAN:
        raise ExpressionError(f"{where} needs a number, not a boolean", node.start)
    return type_


def _boolean(node: Node, declared: dict[str, Type], where: str) -> None:
    type_ = check(node, declared)
    if type_ != BOOLEAN:
        raise ExpressionError(f"{where} needs a boolean, not {_a(type_)}", node.start)


def _a(type_: Type) -> str:
    return f"an {type_}" if type_ == INTEGER else f"a {type_}"


def names(node: Node) -> set[str]:
    """Every variable name the expression reads (`cost` included)."""
    match node:
        case Name():
            return {node.name}
        case Unary():
            return names(node.operand)
        case Binary():
            return names(node.left) | names(node.right)
        case Call():
            return set().union(*(names(arg) for arg in node.args))
    return set()
