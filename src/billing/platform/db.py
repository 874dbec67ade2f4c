"""Engine, sessions and the column types every table shares.

SQLite is set up for a billing system's durability (WAL, synchronous=FULL, foreign keys, a busy
timeout, `BEGIN IMMEDIATE` for writers); PostgreSQL runs at READ COMMITTED with row locks and
conditional UPDATEs where the rules need them, and its readers in autocommit.

SQLite has one write lock per database. Its busy handler is no queue (a waiting writer sleeps and
polls, so under load some writers wait for seconds and one gives up with `database is locked`),
so the writers of a process queue for it in the application instead: a write transaction waits
for its turn (one asyncio lock per engine and event loop, first come first served) just before
its `BEGIN IMMEDIATE`, that is at its first statement, and the turn passes on when its connection
returns to the pool, after the commit or rollback. Readers take no turn (WAL readers never wait
for a writer) and may not write (`WriteInReadOnlyTransaction`). The busy timeout remains for
writers of other processes (`billing worker`, the CLI).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import re
import select
import uuid
import weakref
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from inspect import signature as inspect_signature
from typing import Any, cast

import psycopg
from sqlalchemy import (
    ClauseElement,
    DateTime,
    Executable,
    MetaData,
    Numeric,
    String,
    TypeDecorator,
    Uuid,
    event,
    inspect,
    text,
)
from sqlalchemy.engine import Connection, Dialect, make_url
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import (
    AsyncConnection,
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
from sqlalchemy.pool import PoolResetState
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.util import await_

from billing.platform import clock
from billing.platform.money import UNIT_PRICE_DIGITS, UNIT_PRICE_PLACES, plain

SQLITE_BUSY_TIMEOUT_MS = 10_000

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class ExactDecimal(TypeDecorator[Decimal]):
    """Unit prices and quantities: NUMERIC on PostgreSQL, TEXT on SQLite, never summed in SQL."""

    impl = String
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> Any:
        if dialect.name == "postgresql":
            return dialect.type_descriptor(Numeric(UNIT_PRICE_DIGITS, UNIT_PRICE_PLACES))
        return dialect.type_descriptor(String(64))

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if not isinstance(value, Decimal):
            raise TypeError(f"ExactDecimal needs a Decimal, got {type(value).__name__}")
        if dialect.name == "postgresql":
            return value
        return format(plain(value), "f") if value == value.to_integral() else str(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return value if isinstance(value, Decimal) else Decimal(str(value))


class UTCDateTime(TypeDecorator[datetime]):
    """Timestamps stored and returned as aware UTC datetimes on both databases."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetimes are not stored; use clock.wall_now()")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {
        datetime: UTCDateTime(),
        Decimal: ExactDecimal(),
        uuid.UUID: Uuid(),
    }


def new_id() -> uuid.UUID:
    return uuid.uuid4()


class IdMixin:
    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=new_id)


@event.listens_for(Session, "transient_to_pending")
def _assign_defaults_when_added(_session: Session, instance: Any) -> None:
    """A row added to a session gets its id, and the value of a column the server would
    default, when it is added rather than when it is flushed: rows whose insert needs nothing
    back from the database are written by one executemany (psycopg's pipeline, one short
    prepared statement) instead of a multi-row VALUES statement per table and flush, whose
    thousands of placeholders psycopg parses in Python on every batch (a third of a billing
    run's time). A row never added (a preview) keeps no id."""
    values = instance.__dict__
    for key, default in _flush_defaults(type(instance)):
        if values.get(key) is None:
            setattr(instance, key, default())


_defaults_by_class: dict[type, tuple[tuple[str, Any], ...]] = {}


def _flush_defaults(cls: type) -> tuple[tuple[str, Any], ...]:
    known = _defaults_by_class.get(cls)
    if known is None:
        found: list[tuple[str, Any]] = []
        if issubclass(cls, IdMixin):
            found.append(("id", new_id))
        mapper: Any = inspect(cls)
        for attribute in mapper.column_attrs:
            column = attribute.columns[0]
            default = column.default
            if column.server_default is not None and default is not None and default.is_scalar:
                found.append((attribute.key, functools.partial(_same, default.arg)))
        known = _defaults_by_class[cls] = tuple(found)
    return known


def _same(value: Any) -> Any:
    return value


class TimestampMixin:
    """`updated_at` is set by the UPDATE of any of the row's columns (ORM or Core `update()`
    alike), never by hand; `touch` counts a row as updated when only its lines changed.
    `created_at` has no index of its own: lists walk a composite index that leads with the
    tenant or the parent (`(workspace_id, created_at, id)`), and the few tables purged by age
    declare one."""

    created_at: Mapped[datetime] = mapped_column(default=clock.wall_now)
    updated_at: Mapped[datetime] = mapped_column(default=clock.wall_now, onupdate=clock.wall_now)


def touch(row: TimestampMixin) -> None:
    """Count `row` as updated although none of its own columns may have changed: one of its
    lines did (the mixin's `onupdate` sees only the row's own columns)."""
    row.updated_at = clock.wall_now()


class OrganizationScoped:
    """Rows that belong to an organization as a whole (members, settings, tags). The column is
    indexed only by the tables that some query reads by organization alone: every index costs
    each insert its upkeep."""

    organization_id: Mapped[uuid.UUID] = mapped_column()


class WorkspaceScoped(OrganizationScoped):
    """Rows that belong to one workspace; every query filters on both columns, and on a key
    that some index of the table leads with (its `(workspace_id, created_at, id)` list index,
    its parent's id, a unique key), so neither tenant column has an index of its own."""

    workspace_id: Mapped[uuid.UUID] = mapped_column()


class WorkspaceIndexed(WorkspaceScoped):
    """Workspace rows that some query reads by workspace and no other indexed key (a list of the
    workspace's test clocks, API keys, webhook endpoints), on a table with no index leading
    with `workspace_id`."""

    workspace_id: Mapped[uuid.UUID] = mapped_column(index=True)


class WriteInReadOnlyTransaction(Exception):
    """A read-only transaction was about to write: run the work again in a write session.

    Upgrading a WAL read transaction to a writer fails at once (`database is locked`) when
    another connection committed since it began, so a read session never writes; the statement
    is refused before it runs and nothing was written.
    """


_WRITE = re.compile(r"\s*(INSERT|UPDATE|DELETE|REPLACE)\b", re.IGNORECASE)


def create_engine(
    url: str, *, pool_size: int = 10, readonly: bool = False, autocommit: bool = False
) -> AsyncEngine:
    """Bound parameters never appear in error messages, so no secret can reach a log line.

    On SQLite, `readonly` makes an engine of readers (plain `BEGIN`, writes refused); the other
    engine's transactions are writers that wait for their turn (see the module's docstring).
    On PostgreSQL, `autocommit` makes a pool whose connections are put in autocommit once, when
    they are opened, rather than at every checkout and back at every return, and whose commits
    do not wait for the write-ahead log to reach the disk (`Database.autocommit` says which
    writes may run there).
    """
    if url.startswith("sqlite"):
        # Writers waiting for their turn each hold a connection; beyond twice the pool size
        # they wait for one instead, as long as it takes, as they would for the turn. (An
        # in-memory database has a single connection, and no pool to size.)
        pooled = make_url(url).database not in (None, "", ":memory:")
        pool = {"pool_size": pool_size, "max_overflow": pool_size, "pool_timeout": None}
        engine = create_async_engine(
            url,
            connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000},
            hide_parameters=True,
            **(pool if pooled else {}),
        )
        _configure_sqlite(engine, readonly=readonly)
        return engine
    engine = create_async_engine(
        url,
        pool_size=pool_size,
        max_overflow=pool_size,
        hide_parameters=True,
        pool_reset_on_return=None,
        **(
            {
                "isolation_level": "AUTOCOMMIT",
                "connect_args": {"options": _with_option(url, ASYNCHRONOUS_COMMIT)},
            }
            if autocommit
            else {}
        ),
    )
    event.listen(engine.sync_engine.pool, "checkout", _refuse_closed_by_server)
    event.listen(engine.sync_engine.pool, "reset", _roll_back_unless_idle)
    return engine


ASYNCHRONOUS_COMMIT = "-c synchronous_commit=off"
"""The server setting of the autocommit pool's connections (libpq's `options`)."""


def _with_option(url: str, option: str) -> str:
    """libpq's `options` of `url` (its query string may carry some) followed by `option`."""
    given = make_url(url).query.get("options", ())
    return " ".join([*((given,) if isinstance(given, str) else given), option])


def _roll_back_unless_idle(dbapi_connection: Any, _record: Any, state: PoolResetState) -> None:
    """The pool's reset of a PostgreSQL connection coming back: a rollback only when the
    server says a transaction is open (or failed). SQLAlchemy's own reset rolls back every
    connection whose transaction it did not end itself, which is every connection in
    autocommit (the read requests', the idempotency claims'): a no-op for the server, but a
    greenlet switch and the driver's lock in the request's CPU. A connection being discarded
    (`terminate_only`, or outside the event loop) is closed without one, as SQLAlchemy does."""
    if state.terminate_only or not state.asyncio_safe or state.transaction_was_reset:
        return
    status = dbapi_connection.driver_connection.info.transaction_status
    if status != psycopg.pq.TransactionStatus.IDLE:
        dbapi_connection.rollback()


def _refuse_closed_by_server(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
    """The pool's check of a PostgreSQL connection before lending it, without a round trip.

    An idle connection has nothing to read: a readable socket means the server closed it
    (restart, failover, `pg_terminate_backend`, idle timeout; it sends a FATAL then EOF) or sent
    something unasked, and either way the pool opens a new connection instead (raising
    DisconnectionError makes it retry). A ping (`pool_pre_ping`) would cost a round trip per
    checkout, two or three per request. A server that vanished without closing is found by
    the first statement, as it would be by a ping that waits for its timeout.
    """
    connection = dbapi_connection.driver_connection
    try:
        if connection.closed or connection.broken:
            raise DisconnectionError("the connection is closed")
        readable, _, _ = select.select([connection.pgconn.socket], [], [], 0)
    except (OSError, ValueError, psycopg.Error) as exc:
        raise DisconnectionError("the connection's socket is unusable") from exc
    if readable:
        raise DisconnectionError("the server closed the idle connection or sent unasked data")


def _configure_sqlite(engine: AsyncEngine, *, readonly: bool) -> None:
    sync_engine = engine.sync_engine

    @event.listens_for(sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take over transaction control from the driver so that BEGIN IMMEDIATE is ours to emit.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.close()

    if readonly:
        event.listen(sync_engine, "begin", _begin_reader)
        event.listen(sync_engine, "before_cursor_execute", _refuse_writes)
        return
    turns = _WriterTurns()

    @event.listens_for(sync_engine, "begin")
    def _begin_writer(connection: Connection) -> None:
        if _TURN not in connection.info:
            connection.info[_TURN] = turns.wait_for_turn()
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    @event.listens_for(sync_engine.pool, "checkin")
    def _end_turn(_dbapi_connection: Any, record: Any) -> None:
        turn = record.info.pop(_TURN, None)
        if turn is not None:
            turn.end()


def _begin_reader(connection: Connection) -> None:
    connection.exec_driver_sql("BEGIN")


def _refuse_writes(
    _connection: Connection,
    _cursor: Any,
    statement: str,
    _parameters: Any,
    context: Any,
    _executemany: bool,
) -> None:
    if context.isinsert or context.isupdate or context.isdelete or _WRITE.match(statement):
        raise WriteInReadOnlyTransaction(statement.split(None, 1)[0])


_NEEDS_TRANSACTION = re.compile(
    r"\bFOR\s+(NO\s+KEY\s+)?(UPDATE|SHARE)\b|\bpg_advisory|^\s*SAVEPOINT\b", re.IGNORECASE
)
"""Row and advisory locks, which autocommit would release at once, and savepoints."""


def _autocommit_reader(engine: AsyncEngine) -> AsyncEngine:
    """PostgreSQL's readers run in autocommit, which spares each read request its BEGIN and
    COMMIT round trips and changes nothing it sees: at READ COMMITTED every statement has its
    own snapshot anyway. Like SQLite's readers they refuse to write, and to do what needs a
    transaction (`_NEEDS_TRANSACTION`), so that such work runs again in a write session.
    `engine` is the pool of autocommit connections; the reader shares it. The refusal is a
    listener, so it sees what `execute_core` runs on the driver as well."""
    reader = engine.execution_options()
    event.listen(reader.sync_engine, "before_cursor_execute", _refuse_writes_and_transactions)
    return reader


def _refuse_writes_and_transactions(
    connection: Connection,
    cursor: Any,
    statement: str,
    parameters: Any,
    context: Any,
    executemany: bool,
) -> None:
    if context.isinsert or context.isupdate or context.isdelete or _refused_by_reader(statement):
        raise WriteInReadOnlyTransaction(statement.split(None, 1)[0])


@functools.lru_cache(maxsize=4096)
def _refused_by_reader(statement: str) -> bool:
    """Whether an autocommit reader refuses this statement's text: a write, a lock or a
    savepoint. Cached by text: a process runs few distinct statements, every request again."""
    return bool(_WRITE.match(statement) or _NEEDS_TRANSACTION.search(statement))


_TURN = "billing_writer_turn"
"""Where a writer connection keeps its turn (in its pool record's info) until it is checked in."""


class _WriterTurns:
    """The queue of one engine's SQLite writers: one lock per event loop (an asyncio lock serves
    one loop; writers of other loops or processes meet SQLite's busy timeout instead)."""

    def __init__(self) -> None:
        self._turns: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Turn] = (
            weakref.WeakKeyDictionary()
        )

    def wait_for_turn(self) -> _Turn:
        """Called from SQLAlchemy's synchronous code inside the async session's greenlet."""
        loop = asyncio.get_running_loop()
        turn = self._turns.get(loop)
        if turn is None:
            turn = self._turns[loop] = _Turn()
        await_(turn.begin())
        return turn


class _Turn:
    def __init__(self) -> None:
        self._lock = asyncio.Lock()
        self._holder: asyncio.Task[Any] | None = None

    async def begin(self) -> None:
        task = asyncio.current_task()
        if task is not None and task is self._holder:
            raise RuntimeError(
                "a write transaction was begun inside another one of the same task; on SQLite "
                "it would wait for itself forever"
            )
        await self._lock.acquire()
        self._holder = task

    def end(self) -> None:
        self._holder = None
        self._lock.release()


def autocommit_pool_size(pool_size: int) -> int:
    """The PostgreSQL autocommit pool's size beside a writer pool of `pool_size`: half of it
    (at least one), with as many again in overflow. A process then holds at most
    `2 * pool_size` writer connections and `2 * autocommit_pool_size(pool_size)` autocommit
    ones (30 in all for the default 10), and opens them only as concurrent requests need."""
    return max(1, pool_size // 2)


class Database:
    """The engine and the two session factories: writers, and readers that take no write lock.

    On SQLite the readers have an engine of their own, so that no reader waits for a connection
    that a writer holds while it waits for its turn. On PostgreSQL the readers and the short
    autocommit writes (`autocommit`) share a pool of connections that stay in autocommit: a
    connection of the writers' pool switched to autocommit for one read, and back at its
    return, cost two driver calls per request.
    """

    def __init__(self, url: str, *, pool_size: int = 10) -> None:
        self.url = url
        self.engine = create_engine(url, pool_size=pool_size)
        self.is_sqlite = url.startswith("sqlite")
        if self.is_sqlite:
            self.reader_engine = create_engine(url, pool_size=pool_size, readonly=True)
            self.autocommit_engine = self.engine.execution_options(isolation_level="AUTOCOMMIT")
        else:
            self.autocommit_engine = create_engine(
                url, pool_size=autocommit_pool_size(pool_size), autocommit=True
            )
            self.reader_engine = _autocommit_reader(self.autocommit_engine)
        self.writer = async_sessionmaker(self.engine, expire_on_commit=False)
        self.reader = async_sessionmaker(self.reader_engine, expire_on_commit=False)

    def session(self, *, readonly: bool = False) -> AsyncSession:
        return (self.reader if readonly else self.writer)()

    @contextlib.asynccontextmanager
    async def autocommit(self) -> AsyncIterator[AsyncConnection]:
        """A connection for one short write that commits on its own: in autocommit on
        PostgreSQL, which spares the BEGIN and COMMIT round trips; on SQLite a write
        transaction (with its turn among the writers) committed at the end of the block.

        On PostgreSQL its commit does not wait for the write-ahead log to reach the disk
        (`synchronous_commit` off): the write is visible to every other session at once, but a
        crash of the server in the next moments may lose it. So only a write whose loss then
        loses nothing belongs here, such as an idempotency claim: the server's crash aborts
        the request's own transaction too, and a later commit that waits for the disk (the
        request's) makes the claim durable first, since the log is written in order. It
        spares the request a wait for the disk (about 1 ms on this machine)."""
        if self.is_sqlite:
            async with self.engine.begin() as connection:
                yield connection
            return
        async with self.autocommit_engine.connect() as connection:
            yield connection

    def connect(self, *, readonly: bool = False) -> AsyncConnection:
        """A plain connection without an ORM session, for the hot paths whose few statements
        need none (authentication); used as `async with db.connect(readonly=True) as conn`."""
        return (self.reader_engine if readonly else self.engine).connect()

    async def answers(self) -> None:
        """One round trip (`SELECT 1`) in a reader session, which waits for no writer; raises
        what the driver raises when the database does not answer."""
        async with self.session(readonly=True) as session:
            await session.execute(text("SELECT 1"))

    async def dispose(self) -> None:
        await self.engine.dispose()
        await (self.reader_engine if self.is_sqlite else self.autocommit_engine).dispose()


Parameters = Mapping[str, Any] | Sequence[Mapping[str, Any]] | None
"""One set of parameters, several (executemany), or none."""


@dataclass(frozen=True, slots=True)
class CoreResult:
    """What `execute_core` answers: the rows, with the values `session.execute` gives, in the
    order of the statement's columns, and the number of rows the statement matched."""

    rows: Sequence[Sequence[Any]]
    rowcount: int

    def first(self) -> Sequence[Any] | None:
        return self.rows[0] if self.rows else None

    def scalar(self) -> Any:
        return self.rows[0][0] if self.rows else None


async def execute_core(
    bind: AsyncSession | AsyncConnection, statement: Executable, parameters: Parameters = None
) -> CoreResult:
    """Run a Core statement (on tables, not entities) of a hot path, as `bind.execute` would.

    On PostgreSQL it runs on the psycopg connection beneath `bind`: SQLAlchemy's work per
    execution (the statement's cache key, an execution context, result metadata) costs about
    as much CPU as the round trip. The statement is compiled once (per statement object,
    parameter names and dialect), its parameters go through the bind processors of its types
    and its rows through their result processors, and a failure is raised as SQLAlchemy raises
    it (`IntegrityError` ...), so callers see what `session.execute` gives them. The engine's
    `before_cursor_execute` and `after_cursor_execute` listeners (statement counters, the
    readers' refusal to write) see it as they see any statement, when there are any: with the
    psycopg cursor, the parameters as sent, and a `DriverContext` as the context (called outside
    SQLAlchemy's greenlet, so a listener may not run statements of its own). In a session
    it runs in the session's transaction (begun first, so that its commit or rollback covers
    the statement); on a connection in autocommit it commits at once. On SQLite, and for what
    the driver path leaves to SQLAlchemy (expanding parameters, defaults that need an
    execution context, RETURNING with several parameter sets), it is `bind.execute`.
    """
    if statement._propagate_attrs.get("compile_state_plugin") == "orm":
        raise TypeError("execute_core runs Core statements on tables, not on ORM entities")
    if isinstance(bind, AsyncSession):
        if bind.get_bind().dialect.name != "postgresql":
            return _result_of(await bind.execute(statement, parameters))
        connection = await _connection_in_transaction(bind)
    else:
        connection = bind
    first, many = _parameter_sets(parameters)
    sync = connection.sync_connection
    prepared = None
    if sync is not None and sync.dialect.name == "postgresql" and _driver_may_run(sync):
        prepared = _prepared_for_driver(statement, sync.dialect, first, many)
    if prepared is None or sync is None:
        return _result_of(await connection.execute(statement, parameters))
    cursor = _driver_cursor(sync)
    if not cursor.connection.autocommit and not sync.in_transaction():
        await connection.begin()
    sql = prepared.sql
    try:
        sent: Any = (
            [_driver_parameters(prepared, given) for given in cast(Sequence[Any], parameters)]
            if many
            else _driver_parameters(prepared, first)
        )
    except BaseException as error:
        await _raise_as_sqlalchemy(connection, error, sql, parameters)
        raise
    observed = sync._has_events or sync.engine._has_events
    if observed:
        for listener in sync.dispatch.before_cursor_execute:
            sql, sent = listener(sync, cursor, sql, sent, prepared.context, many)
    try:
        result = await _run_on_driver(cursor, prepared, sync.dialect, sql, sent, many)
    except BaseException as error:
        await _raise_as_sqlalchemy(connection, error, sql, parameters)
        raise
    if observed:
        sync.dispatch.after_cursor_execute(sync, cursor, sql, sent, prepared.context, many)
    return result


async def _connection_in_transaction(session: AsyncSession) -> AsyncConnection:
    """The session's connection, its transaction begun; a connection in autocommit that the
    session is bound to needs none (and a read session that never began needs no closing)."""
    bound = session.bind
    if isinstance(bound, AsyncConnection) and _in_autocommit(bound.sync_connection):
        return bound
    return await session.connection()


def _in_autocommit(sync: Connection | None) -> bool:
    if sync is None or sync.closed or sync.invalidated:
        return False
    driver: Any = sync.connection.driver_connection
    return bool(driver.autocommit)


def _driver_may_run(sync: Connection) -> bool:
    """Whether the connection is usable as it stands; if not, SQLAlchemy's execution raises
    what it raises (a closed connection, a transaction that must be rolled back first)."""
    if sync.closed or sync.invalidated:
        return False
    transaction = sync.get_transaction()
    return transaction is None or transaction.is_active


def _parameter_sets(parameters: Parameters) -> tuple[Mapping[str, Any] | None, bool]:
    """The first (or only) set of parameters, and whether there are several."""
    if parameters is None or isinstance(parameters, dict | Mapping):
        return parameters, False
    return (parameters[0] if parameters else None), len(parameters) > 1


def _result_of(result: Any) -> CoreResult:
    return CoreResult(result.all() if result.returns_rows else (), int(result.rowcount))


@dataclass(frozen=True, slots=True)
class DriverContext:
    """The `context` that cursor listeners get for a statement `execute_core` runs on the
    driver: what SQLAlchemy's execution context tells about the statement (its compiled form,
    whether it inserts, updates or deletes, executemany), so that a listener decides about it
    as about any other; nothing of an execution (no cursor, result or current parameters)."""

    compiled: SQLCompiler
    isinsert: bool
    isupdate: bool
    isdelete: bool
    executemany: bool


@dataclass(slots=True)
class _DriverStatement:
    """A statement compiled for psycopg, with what its parameters and rows need."""

    sql: str
    """In PostgreSQL's own form: `$1`, `$2` ... for the parameters of `positions`."""
    positions: tuple[str, ...]
    """The parameter keys (as `construct_params` names them) of `$1`, `$2` ..."""
    compiled: SQLCompiler
    bind_processors: Mapping[str, Callable[[Any], Any]]
    defaults: tuple[tuple[str, Callable[[], Any]], ...]
    returns_rows: bool
    context: DriverContext
    result_processors: tuple[tuple[int, Callable[[Any], Any]], ...] | None = None
    """Found at the first execution, from the types of the columns the server answers."""


_DRIVER_STATEMENTS_LIMIT = 1_000
_DRIVER_STATEMENTS: dict[tuple[Any, ...], _DriverStatement | None] = {}
"""By statement object, dialect, parameter names and executemany (None: left to SQLAlchemy).
The hot statements are module constants or built once per tenant; past
`_DRIVER_STATEMENTS_LIMIT` entries (about 5 KiB each) the oldest goes, which bounds the memory
whatever the number of tenants."""


def _prepared_for_driver(
    statement: Executable, dialect: Dialect, first: Mapping[str, Any] | None, many: bool
) -> _DriverStatement | None:
    key = (statement, dialect, tuple(first) if first else (), many)
    try:
        return _DRIVER_STATEMENTS[key]
    except KeyError:
        pass
    if len(_DRIVER_STATEMENTS) >= _DRIVER_STATEMENTS_LIMIT:
        del _DRIVER_STATEMENTS[next(iter(_DRIVER_STATEMENTS))]
    found = _DRIVER_STATEMENTS[key] = _compiled_for_driver(statement, dialect, key[2], many)
    return found


def _compiled_for_driver(
    statement: Executable, dialect: Dialect, names: tuple[str, ...], many: bool
) -> _DriverStatement | None:
    """The statement compiled as SQLAlchemy compiles it for these parameter names, or None
    when its execution needs SQLAlchemy's machinery."""
    compiled = cast(
        SQLCompiler,
        cast(ClauseElement, statement).compile(
            dialect=dialect, column_keys=sorted(names), for_executemany=many
        ),
    )
    if (
        compiled.positional
        or compiled.literal_execute_params
        or compiled.post_compile_params
        or compiled.schema_translate_map
        or (many and compiled._result_columns)
    ):
        return None
    defaults = _prefetched_defaults(compiled)
    native = _native_placeholders(compiled.string)
    if defaults is None or native is None:
        return None
    sql, escaped_positions = native
    unescaped = {escaped: key for key, escaped in compiled.escaped_bind_names.items()}
    return _DriverStatement(
        sql=sql,
        positions=tuple(unescaped.get(name, name) for name in escaped_positions),
        compiled=compiled,
        bind_processors=cast(Mapping[str, Callable[[Any], Any]], compiled._bind_processors),
        defaults=defaults,
        returns_rows=bool(compiled._result_columns),
        context=DriverContext(
            compiled=compiled,
            isinsert=compiled.isinsert,
            isupdate=compiled.isupdate,
            isdelete=compiled.isdelete,
            executemany=many,
        ),
    )


_PYFORMAT_TOKEN = re.compile(r"%(?:%|\(([^()%]+)\)s)?")
"""What a `%` starts in SQL compiled for psycopg: `%%` (a percent sign), `%(name)s` (a
parameter), or nothing else."""


def _native_placeholders(sql: str) -> tuple[str, tuple[str, ...]] | None:
    """`sql` as SQLAlchemy compiles it for psycopg (`%(name)s`, `%%`) in PostgreSQL's own form
    (`$1`, `%`), and the parameter names of `$1`, `$2` ...; None if it holds a `%` of neither
    kind. Run through a raw cursor, the statement skips psycopg's parse of the placeholders at
    every execution, which psycopg caches only for statements under 4 KiB and 50 parameters:
    a finalize's lock, its write and a new draft's insert are longer (0.3 ms of CPU each)."""
    order: dict[str, int] = {}
    stray = False

    def native(match: re.Match[str]) -> str:
        nonlocal stray
        found, name = match.group(0), match.group(1)
        if found == "%%":
            return "%"
        if name is None:
            stray = True
            return found
        return f"${order.setdefault(name, len(order) + 1)}"

    converted = _PYFORMAT_TOKEN.sub(native, sql)
    return None if stray else (converted, tuple(order))


def _prefetched_defaults(
    compiled: SQLCompiler,
) -> tuple[tuple[str, Callable[[], Any]], ...] | None:
    """The Python-side defaults (`default=`, `onupdate=`) of the columns the parameters leave
    out, as SQLAlchemy's execution computes them; None for a sequence, a SQL expression or a
    function of the execution context, which only SQLAlchemy's execution computes."""
    inserting = bool(compiled.insert_prefetch)
    columns = compiled.insert_prefetch if inserting else compiled.update_prefetch
    if not columns:
        return ()
    key_of = compiled._within_exec_param_key_getter
    found = []
    for column in columns:
        default = column.default if inserting else column.onupdate
        if default is None:
            continue
        if default.is_scalar:
            found.append((key_of(column), functools.partial(_same, default.arg)))  # type: ignore[attr-defined]
            continue
        produce = getattr(default.arg, "__wrapped__", None) if default.is_callable else None  # type: ignore[attr-defined]
        if produce is None or getattr(default, "is_sentinel", False) or _takes_arguments(produce):
            return None
        found.append((key_of(column), produce))
    return tuple(found)


def _takes_arguments(function: Callable[..., Any]) -> bool:
    try:
        parameters = inspect_signature(function).parameters.values()
    except (TypeError, ValueError):
        return True
    return any(
        p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        for p in parameters
    )


def _driver_parameters(prepared: _DriverStatement, given: Mapping[str, Any] | None) -> list[Any]:
    """The parameters as SQLAlchemy's execution hands them to psycopg, in the order of the
    statement's `$1`, `$2` ...: the statement's own values and the given ones, the columns'
    defaults, each through its type's bind processor."""
    values = prepared.compiled.construct_params(given, escape_names=False)
    for key, produce in prepared.defaults:
        values[key] = produce()
    processors = prepared.bind_processors
    return [
        processors[key](values[key]) if key in processors else values[key]
        for key in prepared.positions
    ]


async def _run_on_driver(
    cursor: Any,
    prepared: _DriverStatement,
    dialect: Dialect,
    sql: str,
    sent: Any,
    many: bool,
) -> CoreResult:
    """`sent`: the driver's parameters, one set, or a sequence of them when `many`."""
    if many:
        await cursor.executemany(sql, sent)
        return CoreResult((), cursor.rowcount)
    await cursor.execute(sql, sent)
    if not prepared.returns_rows:
        return CoreResult((), cursor.rowcount)
    rows = await cursor.fetchall()
    processors = prepared.result_processors
    if processors is None:
        processors = prepared.result_processors = _result_processors(
            prepared.compiled, dialect, cursor.description
        )
    if processors:
        rows = [_processed(row, processors) for row in rows]
    return CoreResult(rows, cursor.rowcount)


_CURSOR = "billing_driver_cursor"


def _driver_cursor(sync: Connection) -> Any:
    """The psycopg cursor `execute_core` reuses on this connection (a new cursor costs about
    as much as compiling parameters), kept with the pooled connection (its `info` is cleared
    when the connection is replaced). It keeps its last result until its next statement. A
    raw cursor: the statements come with `$1`, `$2` ... and their parameters in that order."""
    pooled = sync.connection
    cursor = pooled.info.get(_CURSOR)
    if cursor is None:
        driver = cast(psycopg.AsyncConnection[Any], pooled.driver_connection)
        cursor = pooled.info[_CURSOR] = psycopg.AsyncRawCursor(driver)
    return cursor


def _result_processors(
    compiled: SQLCompiler, dialect: Dialect, description: Sequence[Any]
) -> tuple[tuple[int, Callable[[Any], Any]], ...]:
    """The result processors of the statement's columns, by position, as SQLAlchemy chooses
    them from the column types the server answered."""
    columns = compiled._result_columns
    if len(columns) != len(description):
        raise RuntimeError(f"{len(description)} columns answered for {len(columns)} compiled")
    found = []
    for position, (column, answered) in enumerate(zip(columns, description, strict=True)):
        processor = column.type._cached_result_processor(dialect, answered.type_code)
        if processor is not None:
            found.append((position, processor))
    return tuple(found)


def _processed(
    row: Sequence[Any], processors: tuple[tuple[int, Callable[[Any], Any]], ...]
) -> tuple[Any, ...]:
    values = list(row)
    for position, processor in processors:
        values[position] = processor(values[position])
    return tuple(values)


async def _raise_as_sqlalchemy(
    connection: AsyncConnection, error: BaseException, sql: str, parameters: Parameters
) -> None:
    """Raise what SQLAlchemy's execution raises for `error`: its own exception for a driver
    error (`IntegrityError` ...), the connection invalidated after a disconnect or a
    cancellation, as `Connection` handles a failed execution."""

    def handle(sync: Connection) -> None:
        try:
            raise error
        except BaseException as current:
            sync._handle_dbapi_exception(current, sql, parameters, None, None)

    await connection.run_sync(handle)


class JsonDoc(TypeDecorator[Any]):
    """A JSON document column: JSONB on PostgreSQL, JSON text on SQLite."""

    impl = String
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> Any:
        from sqlalchemy import JSON
        from sqlalchemy.dialects.postgresql import JSONB

        if dialect.name == "postgresql":
            return dialect.type_descriptor(JSONB())
        return dialect.type_descriptor(JSON())
