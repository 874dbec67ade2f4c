"""The filter grammar of every list: `field.op=value`, per-resource allow lists, `counts=`.

A bare `field=value` means `eq`, a bare comma list means `in`, `status=` is sugar for
`status.eq`. Unknown fields or operators and values of the wrong type answer 400 INVALID_FILTER.
A field named several times must hold for each (`tag=a&tag=b`: carries both tags).
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, Select, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from billing.platform.errors import FieldError, InvalidFilter
from billing.platform.money import DECIMAL_TEXT

ALL_OPS = frozenset({"eq", "ne", "gt", "gte", "lt", "lte", "in", "contains"})
RESERVED_PARAMS = frozenset({"limit", "cursor", "counts", "search", "include", "expand"})
MAX_IN_VALUES = 100
MAX_REPEATS = 20
"""How often one field may be named in a query (each is one more condition in the SQL)."""
_BIGINT = 2**63


def _parse_string(raw: str) -> str:
    if "\x00" in raw:
        raise ValueError("NUL characters are not allowed")
    return raw


def _parse_uuid(raw: str) -> uuid.UUID:
    return uuid.UUID(raw)


def _parse_uuid_text(raw: str) -> str:
    """A UUID held in a text column (e.g. an event's resource_id), compared in canonical form."""
    return str(uuid.UUID(raw))


def _parse_datetime(raw: str) -> datetime:
    """RFC 3339 date-time (or a bare date, meaning its UTC midnight), normalized to UTC.

    A `+` in an offset arrives as a space when the client did not percent-encode it.
    """
    text = raw.strip().replace(" ", "+") if "T" in raw else raw.strip()
    if len(text) == 10:
        parsed_date = date.fromisoformat(text)
        return datetime(parsed_date.year, parsed_date.month, parsed_date.day, tzinfo=UTC)
    value = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def _parse_bool(raw: str) -> bool:
    lowered = raw.strip().lower()
    if lowered in ("true", "1"):
        return True
    if lowered in ("false", "0"):
        return False
    raise ValueError("expected true or false")


def _parse_int(raw: str) -> int:
    value = int(raw)
    if not -_BIGINT <= value < _BIGINT:
        raise ValueError("out of range")
    return value


def _parse_decimal(raw: str) -> Decimal:
    if not DECIMAL_TEXT.fullmatch(raw):
        raise ValueError("expected a decimal")
    return Decimal(raw)


PARSERS: dict[str, Callable[[str], Any]] = {
    "string": _parse_string,
    "uuid": _parse_uuid,
    "uuid_text": _parse_uuid_text,
    "datetime": _parse_datetime,
    "date": date.fromisoformat,
    "bool": _parse_bool,
    "int": _parse_int,
    "decimal": _parse_decimal,
}


EXPECTED = {
    "string": "a string without NUL characters",
    "uuid": "a UUID",
    "uuid_text": "a UUID",
    "datetime": "an RFC 3339 date-time",
    "date": "a date (YYYY-MM-DD)",
    "bool": "true or false",
    "int": "a 64-bit integer",
    "decimal": "a decimal string",
}


def _invalid(name: str, detail: str, message: str) -> InvalidFilter:
    return InvalidFilter(message, errors=[FieldError((name,), detail, "query")])


@dataclass(frozen=True)
class Field:
    """One filterable field of a list: its column, value type, operators and enum choices.

    A field that is no column of the listed rows (a tag, carried through a join table) gives
    `match` instead: the condition that a row matches one value; `in` matches any of them.
    """

    column: InstrumentedAttribute[Any] | ColumnElement[Any] | None = None
    kind: str = "string"
    ops: frozenset[str] = frozenset({"eq", "in"})
    choices: frozenset[str] | None = None
    countable: bool = False
    match: Callable[[Any], ColumnElement[bool]] | None = None
    description: str | None = None
    """What the bare `field=value` means, for the OpenAPI document, when not plain equality."""

    def __post_init__(self) -> None:
        if (self.column is None) == (self.match is None):
            raise ValueError("a filter field has either a column or a match")
        if self.match is not None and (self.ops - {"eq", "in"} or self.countable):
            raise ValueError("a matched field takes eq and in only, and is not countable")
        if self.kind not in PARSERS:
            raise ValueError(f"unknown filter kind {self.kind!r}")
        if not self.ops <= ALL_OPS:
            raise ValueError(f"unknown operators {sorted(self.ops - ALL_OPS)}")
        if "contains" in self.ops and self.kind != "string":
            raise ValueError("contains applies to string fields only")

    def parse(self, name: str, raw: str) -> Any:
        if raw == "":
            raise _invalid(name, "empty value", f"{name} needs a value")
        if self.choices is not None and raw not in self.choices:
            raise _invalid(
                name,
                "unknown value",
                f"{name}: {raw!r} is not one of {', '.join(sorted(self.choices))}",
            )
        try:
            return PARSERS[self.kind](raw)
        except (ValueError, TypeError, OverflowError):
            expected = EXPECTED[self.kind]
            raise _invalid(
                name, f"expected {expected}", f"{name}: {raw!r} is not {expected}"
            ) from None


@dataclass(frozen=True)
class Condition:
    field: str
    op: str
    value: Any


@dataclass(frozen=True)
class FilterSpec:
    """The filters one list accepts. `extra_params` are query parameters of the list that are
    not filters (they are neither parsed nor rejected here)."""

    fields: Mapping[str, Field]
    extra_params: frozenset[str] = field(default_factory=frozenset)

    def parse(self, params: Iterable[tuple[str, str]]) -> list[Condition]:
        conditions = [
            self._condition(name, raw)
            for name, raw in params
            if name not in RESERVED_PARAMS and name not in self.extra_params
        ]
        named = Counter(condition.field for condition in conditions)
        for field_name, times in named.items():
            if times > MAX_REPEATS:
                raise _invalid(
                    field_name,
                    "named too often",
                    f"{field_name} may be named at most {MAX_REPEATS} times",
                )
        return conditions

    def _condition(self, name: str, raw: str) -> Condition:
        field_name, dot, op = name.partition(".")
        spec = self.fields.get(field_name)
        if spec is None:
            raise _invalid(name, "unknown field", f"unknown filter field {field_name!r}")
        if not dot:
            # `field=value` is eq (so `status=paid` is `status.eq=paid`); a comma list is in.
            op = "in" if "," in raw and "in" in spec.ops else "eq"
        if op not in spec.ops:
            raise _invalid(
                name, "unsupported operator", f"operator {op!r} is not supported for {field_name!r}"
            )
        if op == "in":
            parts = [p for p in raw.split(",") if p != ""]
            if not parts or len(parts) > MAX_IN_VALUES:
                raise _invalid(
                    name, "bad list", f"{name} needs 1 to {MAX_IN_VALUES} comma-separated values"
                )
            return Condition(field_name, op, [spec.parse(name, p) for p in parts])
        if op == "contains":
            if raw == "" or "\x00" in raw:
                raise _invalid(name, "empty value", f"{name} needs a value")
            return Condition(field_name, op, raw)
        return Condition(field_name, op, spec.parse(name, raw))

    def where(self, conditions: Sequence[Condition]) -> list[ColumnElement[bool]]:
        return [self._clause(c) for c in conditions]

    def counted_fields(self, raw: str | None) -> list[str]:
        if not raw:
            return []
        names = [n.strip() for n in raw.split(",") if n.strip()]
        for name in names:
            spec = self.fields.get(name)
            if spec is None or not spec.countable:
                raise InvalidFilter(
                    f"counts: {name!r} is not a countable field",
                    errors=[FieldError(("counts",), "not countable", "query")],
                )
        return list(dict.fromkeys(names))

    def _clause(self, condition: Condition) -> ColumnElement[bool]:
        spec = self.fields[condition.field]
        if spec.match is not None:
            values = condition.value if condition.op == "in" else [condition.value]
            return or_(*(spec.match(value) for value in values))
        return compare(spec.column, condition.op, condition.value)


def compare(column: Any, op: str, value: Any) -> ColumnElement[bool]:
    """`column op value` for the grammar's operators (and `not_in`). The "not" operators include
    the rows that have no value at all, as a reader of "country is not DE" expects."""
    match op:
        case "eq":
            return column == value
        case "ne":
            return or_(column != value, column.is_(None))
        case "gt":
            return column > value
        case "gte":
            return column >= value
        case "lt":
            return column < value
        case "lte":
            return column <= value
        case "in":
            return column.in_(value)
        case "not_in":
            return or_(column.not_in(value), column.is_(None))
        case "contains":
            # Case-insensitive substring; `%`, `_` and `\` match themselves.
            escaped = value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            return func.lower(column).like(f"%{escaped.lower()}%", escape="\\")
    raise ValueError(f"unsupported operator {op!r}")


async def count_by(
    session: AsyncSession, base: Select[Any], spec: FilterSpec, names: Sequence[str]
) -> dict[str, dict[str, int]]:
    """Per-value counts of each countable field over the filtered set (ignoring the cursor).

    Fields with fixed choices list every choice, with 0 for those absent; NULL counts as "null".
    A field's column may be an expression (a status derived from today), not only a column.
    """
    counts: dict[str, dict[str, int]] = {}
    for name in names:
        field_spec = spec.fields[name]
        counted = base.order_by(None).add_columns(_counted(field_spec)).subquery().c.counted
        rows = await session.execute(select(counted, func.count()).group_by(counted))
        found = {"null" if value is None else str(value): int(n) for value, n in rows.all()}
        zeros = dict.fromkeys(sorted(field_spec.choices or ()), 0)
        counts[name] = {**zeros, **found}
    return counts


def _counted(field_spec: Field) -> ColumnElement[Any]:
    assert field_spec.column is not None, "a countable field has a column"
    return field_spec.column.label("counted")
