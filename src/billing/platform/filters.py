"""The filter grammar of every list: `field.op=value`, per-resource allow lists, `counts=`.

A bare `field=value` means `eq`, a bare comma list means `in`, `status=` is sugar for
`status.eq`. Unknown fields or operators and values of the wrong type answer 400 INVALID_FILTER.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from sqlalchemy import ColumnElement, Select, and_, func, not_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from billing.platform.errors import InvalidFilter

COMPARISON_OPS = frozenset({"eq", "gt", "gte", "lt", "lte"})
ALL_OPS = frozenset({"eq", "ne", "gt", "gte", "lt", "lte", "in", "contains"})
RESERVED_PARAMS = frozenset({"limit", "cursor", "counts", "search", "include", "expand"})
MAX_IN_VALUES = 100


def _parse_uuid(raw: str) -> uuid.UUID:
    return uuid.UUID(raw)


def _parse_datetime(raw: str) -> datetime:
    text = raw.strip().replace(" ", "+") if "T" in raw else raw.strip()
    if len(text) == 10:
        parsed_date = date.fromisoformat(text)
        return datetime(parsed_date.year, parsed_date.month, parsed_date.day, tzinfo=UTC)
    value = datetime.fromisoformat(text.replace("Z", "+00:00"))
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


def _parse_decimal(raw: str) -> Decimal:
    try:
        value = Decimal(raw)
    except InvalidOperation:
        raise ValueError("expected a decimal") from None
    if not value.is_finite():
        raise ValueError("expected a decimal")
    return value


PARSERS: dict[str, Callable[[str], Any]] = {
    "string": str,
    "uuid": _parse_uuid,
    "datetime": _parse_datetime,
    "date": date.fromisoformat,
    "bool": _parse_bool,
    "int": int,
    "decimal": _parse_decimal,
}


@dataclass(frozen=True)
class Field:
    """One filterable field of a list: its column, value type, operators and enum choices."""

    column: InstrumentedAttribute[Any] | ColumnElement[Any]
    kind: str = "string"
    ops: frozenset[str] = frozenset({"eq", "in"})
    choices: frozenset[str] | None = None
    countable: bool = False

    def parse(self, name: str, raw: str) -> Any:
        if self.choices is not None and raw not in self.choices:
            raise InvalidFilter(
                f"{name}: {raw!r} is not one of {', '.join(sorted(self.choices))}",
                errors=[{"pointer": f"/query/{name}", "detail": "unknown value"}],
            )
        try:
            return PARSERS[self.kind](raw)
        except (ValueError, TypeError):
            raise InvalidFilter(
                f"{name}: {raw!r} is not a valid {self.kind}",
                errors=[{"pointer": f"/query/{name}", "detail": f"expected a {self.kind}"}],
            ) from None


@dataclass(frozen=True)
class Condition:
    field: str
    op: str
    value: Any


@dataclass(frozen=True)
class FilterSpec:
    fields: Mapping[str, Field]
    extra_params: frozenset[str] = field(default_factory=frozenset)

    def parse(self, params: Iterable[tuple[str, str]]) -> list[Condition]:
        conditions: list[Condition] = []
        for name, raw in params:
            if name in RESERVED_PARAMS or name in self.extra_params:
                continue
            field_name, _, op = name.partition(".")
            spec = self.fields.get(field_name)
            if spec is None:
                raise InvalidFilter(
                    f"unknown filter field {field_name!r}",
                    errors=[{"pointer": f"/query/{name}", "detail": "unknown field"}],
                )
            if not op:
                op = "in" if "," in raw and "in" in spec.ops else "eq"
            if op not in ALL_OPS or op not in spec.ops:
                raise InvalidFilter(
                    f"operator {op!r} is not supported for {field_name!r}",
                    errors=[{"pointer": f"/query/{name}", "detail": "unsupported operator"}],
                )
            if op == "in":
                parts = [p for p in raw.split(",") if p != ""]
                if not parts or len(parts) > MAX_IN_VALUES:
                    raise InvalidFilter(
                        f"{name} needs 1 to {MAX_IN_VALUES} comma-separated values",
                        errors=[{"pointer": f"/query/{name}", "detail": "bad list"}],
                    )
                value: Any = [spec.parse(name, p) for p in parts]
            elif op == "contains":
                if raw == "":
                    raise InvalidFilter(
                        f"{name} needs a value",
                        errors=[{"pointer": f"/query/{name}", "detail": "empty"}],
                    )
                value = raw
            else:
                value = spec.parse(name, raw)
            conditions.append(Condition(field_name, op, value))
        return conditions

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
                    errors=[{"pointer": "/query/counts", "detail": "not countable"}],
                )
        return list(dict.fromkeys(names))

    def _clause(self, condition: Condition) -> ColumnElement[bool]:
        column: Any = self.fields[condition.field].column
        value = condition.value
        match condition.op:
            case "eq":
                return column == value
            case "ne":
                return column != value
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
            case "contains":
                escaped = value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
                return func.lower(column).like(f"%{escaped.lower()}%", escape="\\")
        raise InvalidFilter(f"unsupported operator {condition.op!r}")


def negate(clause: ColumnElement[bool]) -> ColumnElement[bool]:
    return not_(clause)


def conjunction(clauses: Sequence[ColumnElement[bool]]) -> ColumnElement[bool] | None:
    return and_(*clauses) if clauses else None


async def count_by(
    session: AsyncSession, base: Select[Any], spec: FilterSpec, names: Sequence[str]
) -> dict[str, dict[str, int]]:
    """Per-value counts of each countable field over the filtered set (ignoring the cursor)."""
    counts: dict[str, dict[str, int]] = {}
    subquery = base.order_by(None).subquery()
    for name in names:
        column: Any = spec.fields[name].column
        key = getattr(column, "key", name)
        col = subquery.c[key]
        rows = await session.execute(select(col, func.count()).group_by(col))
        counts[name] = {str(value): int(n) for value, n in rows.all()}
    return counts
