"""Rows written from one JSON document (PostgreSQL): the rows of a table go as one bound
value read by `jsonb_populate_recordset`, so a statement's text and its parameters stay the
same whatever the number of rows (psycopg keeps its parsing), and the writes of several
tables can be the data-modifying CTEs of one statement: one round trip, all written or none.

`NewRows` are rows to insert, every column given (`with_defaults` gives the ones a caller
leaves to the model); elsewhere than PostgreSQL they are written by one executemany
(`NewRows.insert`). `new_row` builds a transient ORM row without the
bookkeeping of a tracked one, for rows whose insert writes what they hold; `read_row` builds
one from the columns of a Core statement (`row_columns`), for rows a hot path only reads, and
`loaded_row` one that the session tracks as if it had loaded it, for rows the path changes.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, TypeVar

import orjson
from sqlalchemy import (
    Column,
    Table,
    Text,
    bindparam,
    cast,
    func,
    insert,
    inspect,
    literal_column,
    select,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import make_transient_to_detached
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.sql.dml import Insert

from billing.platform.db import Base, JsonDoc


@dataclass(frozen=True)
class NewRows:
    """Rows to insert into `table`, each with every column of the table (ids, times and
    defaults given by the caller: the insert adds none)."""

    table: Table
    rows: Sequence[dict[str, Any]]

    async def insert(self, session: AsyncSession) -> None:
        """Insert the rows with one executemany (in the caller's transaction)."""
        if self.rows:
            await session.execute(self.table.insert(), list(self.rows))

    def document(self) -> str:
        """The rows as the JSON document `insert_from_document(table)` reads."""
        names = _column_names(self.table)
        for row in self.rows:
            if row.keys() != names:
                raise ValueError(f"a row of {self.table.name} must give exactly its columns")
        return document(self.rows)


def column_default(column: Column[Any]) -> Any:
    """What the unit of work writes in `column` when a new row leaves it unset: its Python-side
    default, None without one. A column only the server defaults is refused: a row written
    with every column given would store NULL in it."""
    default = column.default
    if default is None:
        if column.server_default is not None:
            raise TypeError(f"{column} has a server default but no default a written row carries")
        return None
    return default.arg(None) if default.is_callable else default.arg  # type: ignore[attr-defined]


def with_defaults(table: Table, values: dict[str, Any]) -> dict[str, Any]:
    """`values` (by column name) with every other column of `table` at `column_default`."""
    row = dict(values)
    for column in table.columns:
        if column.name not in row:
            row[column.name] = column_default(column)
    return row


@functools.cache
def _column_names(table: Table) -> frozenset[str]:
    return frozenset(table.c.keys())


def document(rows: Sequence[dict[str, Any]]) -> str:
    """Rows as one JSON document, each value in the text its column reads (orjson writes
    datetimes, dates and UUIDs as their `isoformat()` and `str()`, as `_json_value` does for
    the standard library's encoder, in a tenth of its time)."""
    return orjson.dumps(rows, default=_json_value, option=orjson.OPT_NON_STR_KEYS).decode()


def _json_value(value: Any) -> Any:
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, (uuid.UUID, Decimal)):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not a column value")


def _rows_of_document(table: Table, names: Sequence[str]) -> Any:
    """The rows of the JSON document bound as `table.name`, as a table of the columns `names`
    typed as `table`'s (a JSON document's None in a `JsonDoc` column reads as JSON null, as a
    bound None is written, not SQL NULL)."""
    document = cast(bindparam(table.name, type_=Text), JSONB)
    rows = func.jsonb_populate_recordset(literal_column(f"NULL::{table.name}"), document)
    return rows.table_valued(*names).alias(f"{table.name}_rows")


def _as_bound(table: Table, rows: Any, name: str) -> Any:
    """Column `name` of `_rows_of_document(table, ...)` as a bound value would write it."""
    if isinstance(table.c[name].type, JsonDoc):
        return func.coalesce(rows.c[name], literal_column("'null'::jsonb"))
    return rows.c[name]


@functools.cache
def insert_from_document(table: Table) -> Insert:
    """The insert of `NewRows(table, ...)` from their document (bound as `table.name`)."""
    names = sorted(_column_names(table))
    rows = _rows_of_document(table, names)
    return insert(table).from_select(names, select(*(_as_bound(table, rows, n) for n in names)))


def documents_of(inserts: Sequence[NewRows]) -> dict[str, str]:
    """The parameters of `insert_from_document` statements of `inserts`, by table name."""
    return {new.table.name: new.document() for new in inserts}


Row = TypeVar("Row", bound=Base)


def new_row(model: type[Row], **values: Any) -> Row:
    """`model(**values)` for column values: a new transient row, built without the attribute
    event that the constructor fires for each value (tracking changes means nothing before a
    row is written, and its insert writes what it holds). A draft's invoice and lines are built
    this way: those events cost more than the rest of building them."""
    unknown = values.keys() - _column_keys(model)
    if unknown:
        raise TypeError(f"{model.__name__} has no column attribute {sorted(unknown)}")
    row: Row = model.__mapper__.class_manager.new_instance()
    row.__dict__.update(values)
    return row


@functools.cache
def row_columns(model: type[Base]) -> tuple[Column[Any], ...]:
    """The columns of `model`'s table that its column attributes map, in the mapper's order:
    what a Core statement selects for `read_row`."""
    return tuple(attribute.columns[0] for attribute in model.__mapper__.column_attrs)  # type: ignore[misc]


@functools.cache
def _attribute_keys(model: type[Base]) -> tuple[str, ...]:
    return tuple(attribute.key for attribute in model.__mapper__.column_attrs)


def split_row(
    values: Sequence[Any], *models: type[Base]
) -> tuple[list[Sequence[Any]], Sequence[Any]]:
    """The values of a Core row that selected each model's `row_columns` in turn, then other
    columns: each model's part, and the rest."""
    parts, start = [], 0
    for model in models:
        end = start + len(row_columns(model))
        parts.append(values[start:end])
        start = end
    return parts, values[start:]


def read_row(model: type[Row], values: Sequence[Any]) -> Row:
    """A row of `model` from the values of its `row_columns` as a Core statement read them
    (`execute_core`, whose values are the ones the session would load): detached, that is
    known to be stored but tracked by no session, and built without the ORM's loading (its
    execution and identity map cost several times the statement's own Python). For a row a
    path only reads; one to change belongs in the session (`loaded_row`)."""
    row: Row = model.__mapper__.class_manager.new_instance()
    row.__dict__.update(zip(_attribute_keys(model), values, strict=True))
    make_transient_to_detached(row)
    return row


def outer_row_found(model: type[Base], values: Sequence[Any]) -> bool:
    """Whether the values of `model`'s `row_columns` hold a row: an outer join that found none
    gives a NULL primary key, for which the ORM answers None."""
    return not all(values[position] is None for position in _key_positions(model))


def read_outer_row(model: type[Row], values: Sequence[Any]) -> Row | None:
    """`read_row`, or None when an outer join found no row (`outer_row_found`)."""
    return read_row(model, values) if outer_row_found(model, values) else None


def loaded_row(session: AsyncSession, model: type[Row], values: Sequence[Any]) -> Row:
    """A row of `model` from the values of its `row_columns`, in `session` as the ORM would
    have loaded it there: tracked (a change of it is flushed), or the object the session already
    holds for that key, whose attributes it had not loaded taken from `values` (as a query
    without `populate_existing` leaves the loaded ones alone). For a hot path's reads run with
    `execute_core`, whose rows hold the values the session would load; the caller flushes first
    if the session may hold unwritten changes (no autoflush happens here)."""
    row = read_row(model, values)
    identity = inspect(row).key
    held = session.identity_map.get(identity) if identity is not None else None
    if not isinstance(held, model):
        session.add(row)
        return row
    unloaded = inspect(held).unloaded
    if unloaded:
        for name, value in zip(_attribute_keys(model), values, strict=True):
            if name in unloaded:
                set_committed_value(held, name, value)
    return held


def assign_changed(target: Base, values: dict[str, Any]) -> None:
    """Set the attributes of `target` whose values differ from `values` (compared as the unit
    of work compares them, with `==`), and only those: setting an equal value flags the row
    modified anyway, and every flush and the commit then compare each of its attributes to
    write nothing (a finalize's flush of three unchanged lines cost ~6% of its CPU)."""
    held = target.__dict__
    for name, value in values.items():
        if name not in held or held[name] != value:
            setattr(target, name, value)


def mark_written(session: AsyncSession, row: Base, written: Sequence[str]) -> None:
    """`row` as the unit of work leaves it after an UPDATE of the attributes `written`, which
    a statement of its own (`execute_core`) stored: those values now committed and, when they
    are all the row's changes, the row no longer flagged modified, so no flush or commit
    looks at it again. A change not written (an attribute outside `written`) stays pending."""
    state = inspect(row)
    if state.committed_state.keys() <= set(written):
        state._commit_all(state.dict, session.sync_session.identity_map)
        return
    values = row.__dict__
    for key in written:
        set_committed_value(row, key, values[key])


@functools.cache
def _key_positions(model: type[Base]) -> tuple[int, ...]:
    keys = set(model.__mapper__.primary_key)
    return tuple(i for i, column in enumerate(row_columns(model)) if column in keys)


@functools.cache
def _column_keys(model: type[Base]) -> frozenset[str]:
    """Only columns: a relationship set this way would skip its bookkeeping."""
    return frozenset(model.__mapper__.column_attrs.keys())
