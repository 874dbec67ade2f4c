"""`db.execute_core`: a Core statement of a hot path, run on the psycopg connection on
PostgreSQL, answers what `session.execute` answers (values through the column types), in the
session's transaction, with SQLAlchemy's exceptions; on SQLite it is `session.execute`."""

from __future__ import annotations

import enum
import uuid
from collections.abc import Awaitable, Callable, Iterator
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import (
    Column,
    Enum,
    MetaData,
    Numeric,
    String,
    Table,
    Uuid,
    bindparam,
    event,
    insert,
    literal_column,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from billing.config import Settings
from billing.models.access import ApiKey
from billing.platform import clock, db
from billing.platform.db import (
    Database,
    DriverContext,
    ExactDecimal,
    JsonDoc,
    UTCDateTime,
    WriteInReadOnlyTransaction,
    execute_core,
)
from tests.conftest import run


class State(enum.Enum):
    open = "open"
    closed = "closed"


_METADATA = MetaData()
PROBES = Table(
    "execute_core_probes",
    _METADATA,
    Column("id", Uuid, primary_key=True),
    Column("label", String(40), unique=True, nullable=False),
    Column("document", JsonDoc),
    Column("amount", Numeric(12, 4)),
    Column("price", ExactDecimal),
    Column("state", Enum(State, native_enum=False, length=10)),
    Column("due_at", UTCDateTime),
    Column("created_at", UTCDateTime, default=clock.wall_now),
    Column("updated_at", UTCDateTime, default=clock.wall_now, onupdate=clock.wall_now),
)

ADD = insert(PROBES).returning(*PROBES.c)
ADD_QUIETLY = insert(PROBES)
BY_ID = select(*PROBES.c).where(PROBES.c.id == bindparam("probe_id"))
CLOSE = (
    update(PROBES)
    .where(PROBES.c.id == bindparam("probe_id"), PROBES.c.state == State.open)
    .values(state=State.closed, amount=bindparam("new_amount"))
)


def _probe(label: str) -> dict[str, Any]:
    return {
        "id": uuid.uuid4(),
        "label": label,
        "document": {"lines": [{"amount": "12.50", "tags": ["a", "ü"]}], "count": 3},
        "amount": Decimal("1234.5678"),
        "price": Decimal("0.000125"),
        "state": State.open,
        "due_at": datetime(2026, 3, 1, 12, 30, tzinfo=UTC) + timedelta(microseconds=5),
    }


@pytest.fixture
def database(settings: Settings) -> Iterator[Callable[[Callable[[Database], Awaitable[Any]]], Any]]:
    """Runs a coroutine function with a fresh `Database` whose probe table exists."""

    async def with_table(work: Callable[[Database], Awaitable[Any]]) -> Any:
        database = Database(settings.database_url, pool_size=2)
        try:
            async with database.engine.begin() as connection:
                await connection.run_sync(_METADATA.create_all)
            return await work(database)
        finally:
            async with database.engine.begin() as connection:
                await connection.run_sync(_METADATA.drop_all)
            await database.dispose()

    yield lambda work: run(with_table(work))


def _label() -> str:
    return f"probe-{uuid.uuid4().hex[:12]}"


async def _stored(database: Database, probe_id: uuid.UUID) -> Any:
    async with database.session() as session:
        return (await session.execute(BY_ID, {"probe_id": probe_id})).first()


def test_values_are_those_session_execute_gives(database: Any) -> None:
    async def work(database: Database) -> None:
        given = _probe(_label())
        async with database.session() as session, session.begin():
            added = (await execute_core(session, ADD, given)).first()
            read = (await execute_core(session, BY_ID, {"probe_id": given["id"]})).rows
            expected = (await session.execute(BY_ID, {"probe_id": given["id"]})).all()

        assert added is not None
        assert [tuple(row) for row in read] == [tuple(row) for row in expected] == [tuple(added)]
        for ours, theirs in zip(read[0], expected[0], strict=True):
            assert type(ours) is type(theirs)
        row = dict(zip(PROBES.c.keys(), added, strict=True))
        assert {key: row[key] for key in given} == given
        assert isinstance(row["id"], uuid.UUID)
        assert row["due_at"].tzinfo is not None and row["due_at"].utcoffset() == timedelta(0)
        assert row["created_at"].utcoffset() == timedelta(0)
        assert row["updated_at"] - row["created_at"] < timedelta(seconds=1)

    database(work)


def test_percent_signs_and_a_parameter_used_twice(database: Any) -> None:
    """Placeholders become PostgreSQL's `$n` on the driver; a literal `%` stays a `%`."""
    probe_id = bindparam("probe_id")
    statement = select(
        PROBES.c.label, literal_column("'100%'").label("whole"), text("'%(label)s' AS shown")
    ).where(
        PROBES.c.label.like(literal_column("'probe-%'")),
        or_(PROBES.c.id == probe_id, PROBES.c.id == probe_id),
        PROBES.c.label != bindparam("other"),
    )

    async def work(database: Database) -> None:
        given = _probe(_label())
        parameters = {"probe_id": given["id"], "other": "x"}
        async with database.session() as session, session.begin():
            await execute_core(session, ADD_QUIETLY, given)
            ours = (await execute_core(session, statement, parameters)).rows
            theirs = (await session.execute(statement, parameters)).all()

        assert [tuple(row) for row in ours] == [tuple(row) for row in theirs]
        assert [tuple(row) for row in ours] == [(given["label"], "100%", "%(label)s")]

    database(work)


def test_python_side_defaults_and_the_row_count(database: Any) -> None:
    async def work(database: Database) -> None:
        given = _probe(_label())
        async with database.session() as session, session.begin():
            await execute_core(session, ADD_QUIETLY, given)
        before = await _stored(database, given["id"])

        async with database.session() as session, session.begin():
            closed = await execute_core(
                session, CLOSE, {"probe_id": given["id"], "new_amount": Decimal("7.0001")}
            )
            again = await execute_core(
                session, CLOSE, {"probe_id": given["id"], "new_amount": Decimal("8")}
            )
        after = await _stored(database, given["id"])

        assert (closed.rowcount, closed.rows, again.rowcount) == (1, (), 0)
        assert (after.state, after.amount) == (State.closed, Decimal("7.0001"))
        assert after.created_at == before.created_at
        assert after.updated_at > before.updated_at

    database(work)


def test_a_rollback_undoes_a_write_and_a_commit_keeps_it(database: Any) -> None:
    async def work(database: Database) -> None:
        undone, kept = _probe(_label()), _probe(_label())
        with pytest.raises(RuntimeError):
            async with database.session() as session, session.begin():
                await execute_core(session, ADD_QUIETLY, undone)
                assert (await execute_core(session, BY_ID, {"probe_id": undone["id"]})).rows
                raise RuntimeError("the request failed")
        async with database.session() as session, session.begin():
            await execute_core(session, ADD_QUIETLY, kept)

        assert await _stored(database, undone["id"]) is None
        assert await _stored(database, kept["id"]) is not None

    database(work)


def test_a_constraint_violation_raises_integrity_error(database: Any) -> None:
    async def work(database: Database) -> None:
        first = _probe(_label())
        async with database.autocommit() as connection:
            await execute_core(connection, ADD_QUIETLY, first)
        with pytest.raises(IntegrityError):
            async with database.autocommit() as connection:
                await execute_core(connection, ADD_QUIETLY, {**_probe(first["label"])})
        async with database.session() as session:
            with pytest.raises(IntegrityError):
                async with session.begin():
                    await execute_core(session, ADD_QUIETLY, {**_probe(first["label"])})
            async with session.begin():  # the session is usable again after its rollback
                assert (await execute_core(session, BY_ID, {"probe_id": first["id"]})).rows

    database(work)


def test_several_parameter_sets_run_as_one_executemany(database: Any) -> None:
    async def work(database: Database) -> None:
        given = [_probe(_label()) for _ in range(3)]
        async with database.session() as session, session.begin():
            result = await execute_core(session, ADD_QUIETLY, given)
            read = await execute_core(session, BY_ID, {"probe_id": given[1]["id"]})
        assert result.rowcount == 3
        assert [row[1] for row in read.rows] == [given[1]["label"]]
        for probe in given:
            stored = await _stored(database, probe["id"])
            assert (stored.label, stored.document) == (probe["label"], probe["document"])

    database(work)


def test_a_read_connection_refuses_a_write(database: Any) -> None:
    async def work(database: Database) -> None:
        probe = _probe(_label())
        connection: AsyncConnection
        async with database.connect(readonly=True) as connection:
            with pytest.raises(WriteInReadOnlyTransaction):
                await execute_core(connection, ADD_QUIETLY, probe)
        assert await _stored(database, probe["id"]) is None

    database(work)


def test_a_read_session_refuses_a_write_and_a_write_session_makes_it(database: Any) -> None:
    async def work(database: Database) -> None:
        probe = _probe(_label())
        async with database.session(readonly=True) as session:
            with pytest.raises(WriteInReadOnlyTransaction, match="INSERT"):
                await execute_core(session, ADD_QUIETLY, probe)
            with pytest.raises(WriteInReadOnlyTransaction, match="UPDATE"):
                await execute_core(session, CLOSE, {"probe_id": probe["id"], "new_amount": 1})
        assert await _stored(database, probe["id"]) is None
        async with database.session() as session, session.begin():
            await execute_core(session, ADD_QUIETLY, probe)
        assert await _stored(database, probe["id"]) is not None

    database(work)


@pytest.mark.postgres_only(reason="only PostgreSQL's readers run in autocommit, without locks")
def test_a_read_connection_refuses_a_row_lock(database: Any) -> None:
    async def work(database: Database) -> None:
        locking = BY_ID.with_for_update()
        async with database.connect(readonly=True) as connection:
            with pytest.raises(WriteInReadOnlyTransaction, match="SELECT"):
                await execute_core(connection, locking, {"probe_id": uuid.uuid4()})
            found = await execute_core(connection, BY_ID, {"probe_id": uuid.uuid4()})
            assert found.rows == []

    database(work)


def test_cursor_listeners_see_every_statement(database: Any) -> None:
    """What a statement counter (`bench.billing_run.counted_statements`) relies on."""

    async def work(database: Database) -> None:
        before: list[tuple[str, bool]] = []
        after: list[tuple[str, bool]] = []

        def seen_by(found: list[tuple[str, bool]]) -> Callable[..., None]:
            def record(
                _conn: Any, _cursor: Any, statement: str, _p: Any, _c: Any, many: bool
            ) -> None:
                if PROBES.name in statement:
                    found.append((statement.split(None, 1)[0], many))

            return record

        engine = database.engine.sync_engine
        listeners = {
            "before_cursor_execute": seen_by(before),
            "after_cursor_execute": seen_by(after),
        }
        for name, listener in listeners.items():
            event.listen(engine, name, listener)
        try:
            given = [_probe(_label()) for _ in range(3)]
            async with database.session() as session, session.begin():
                await execute_core(session, ADD_QUIETLY, given[0])
                await execute_core(session, ADD_QUIETLY, given[1:])
                await execute_core(session, BY_ID, {"probe_id": given[0]["id"]})
            async with database.connect() as connection:
                await execute_core(connection, BY_ID, {"probe_id": given[1]["id"]})
        finally:
            for name, listener in listeners.items():
                event.remove(engine, name, listener)

        expected = [("INSERT", False), ("INSERT", True), ("SELECT", False), ("SELECT", False)]
        assert before == after == expected

    database(work)


def test_statements_on_entities_are_refused(database: Any) -> None:
    async def work(database: Database) -> None:
        async with database.session() as session:
            with pytest.raises(TypeError):
                await execute_core(session, select(ApiKey.id).where(ApiKey.key_hash == "x"))

    database(work)


@pytest.mark.postgres_only(reason="SQLite runs the statement through SQLAlchemy")
def test_on_postgresql_it_runs_on_the_driver_compiled_once(database: Any) -> None:
    async def work(database: Database) -> None:
        seen: list[Any] = []

        def record(
            _conn: Any, _cursor: Any, _statement: str, _params: Any, context: Any, *_: Any
        ) -> None:
            seen.append(context)

        given = _probe(_label())
        statement = select(PROBES.c.label).where(PROBES.c.id == bindparam("probe_id"))
        event.listen(database.engine.sync_engine, "before_cursor_execute", record)
        try:
            async with database.session() as session, session.begin():
                await execute_core(session, ADD_QUIETLY, given)
                for _ in range(3):
                    found = await execute_core(session, statement, {"probe_id": given["id"]})
                    assert found.scalar() == given["label"]
        finally:
            event.remove(database.engine.sync_engine, "before_cursor_execute", record)

        assert len(seen) == 4 and all(isinstance(context, DriverContext) for context in seen)
        assert sum(1 for key in db._DRIVER_STATEMENTS if key[0] is statement) == 1

    database(work)


def test_the_compiled_statements_kept_are_bounded(
    database: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(db, "_DRIVER_STATEMENTS", {})
    monkeypatch.setattr(db, "_DRIVER_STATEMENTS_LIMIT", 2)

    async def work(database: Database) -> None:
        given = _probe(_label())
        async with database.session() as session, session.begin():
            await execute_core(session, ADD_QUIETLY, given)
            for _ in range(2):
                for column in ("label", "amount", "price"):
                    statement = select(PROBES.c[column]).where(PROBES.c.id == given["id"])
                    assert (await execute_core(session, statement)).scalar() == given[column]
        assert len(db._DRIVER_STATEMENTS) <= 2

    database(work)


@pytest.mark.postgres_only(reason="only PostgreSQL reads in autocommit")
def test_a_session_bound_to_an_autocommit_connection_is_not_begun(database: Any) -> None:
    async def work(database: Database) -> None:
        given = _probe(_label())
        async with database.autocommit() as connection:
            await execute_core(connection, ADD_QUIETLY, given)
        async with database.connect(readonly=True) as connection:
            session = AsyncSession(connection)
            found = await execute_core(session, BY_ID, {"probe_id": given["id"]})
            assert found.first() is not None
            assert not session.in_transaction()

    database(work)
