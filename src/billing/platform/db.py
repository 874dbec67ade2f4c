"""Engine, sessions and the column types every table shares.

SQLite is set up for a billing system's durability (WAL, synchronous=FULL, foreign keys, a busy
timeout, `BEGIN IMMEDIATE` for writers); PostgreSQL runs at READ COMMITTED with row locks and
conditional UPDATEs where the rules need them.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import DateTime, MetaData, Numeric, String, TypeDecorator, Uuid, event
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from billing.platform import clock

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
            return dialect.type_descriptor(Numeric(38, 12))
        return dialect.type_descriptor(String(64))

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if not isinstance(value, Decimal):
            raise TypeError(f"ExactDecimal needs a Decimal, got {type(value).__name__}")
        if dialect.name == "postgresql":
            return value
        return format(value.normalize(), "f") if value == value.to_integral() else str(value)

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
            raise ValueError("naive datetimes are not stored; use clock.utcnow()")
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


def _utcnow() -> datetime:
    return clock.utcnow()


class IdMixin:
    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=new_id)


class TimestampMixin:
    created_at: Mapped[datetime] = mapped_column(default=_utcnow, index=True)
    updated_at: Mapped[datetime] = mapped_column(default=_utcnow, onupdate=_utcnow)


class OrganizationScoped:
    """Rows that belong to an organization as a whole (members, settings, tags)."""

    organization_id: Mapped[uuid.UUID] = mapped_column(index=True)


class WorkspaceScoped(OrganizationScoped):
    """Rows that belong to one workspace; every query filters on both columns."""

    workspace_id: Mapped[uuid.UUID] = mapped_column(index=True)


def create_engine(url: str, *, pool_size: int = 10) -> AsyncEngine:
    """Bound parameters never appear in error messages, so no secret can reach a log line."""
    if url.startswith("sqlite"):
        engine = create_async_engine(
            url,
            connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000},
            hide_parameters=True,
        )
        _configure_sqlite(engine)
        return engine
    return create_async_engine(
        url,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_pre_ping=True,
        hide_parameters=True,
    )


def _configure_sqlite(engine: AsyncEngine) -> None:
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

    @event.listens_for(sync_engine, "begin")
    def _on_begin(connection: Any) -> None:
        readonly = connection.get_execution_options().get("readonly", False)
        connection.exec_driver_sql("BEGIN" if readonly else "BEGIN IMMEDIATE")


class Database:
    """The engine and the two session factories: writers, and readers that take no write lock."""

    def __init__(self, url: str, *, pool_size: int = 10) -> None:
        self.url = url
        self.engine = create_engine(url, pool_size=pool_size)
        self.is_sqlite = url.startswith("sqlite")
        self.writer = async_sessionmaker(self.engine, expire_on_commit=False)
        self.reader = async_sessionmaker(
            self.engine.execution_options(readonly=True), expire_on_commit=False
        )

    def session(self, *, readonly: bool = False) -> AsyncSession:
        return (self.reader if readonly else self.writer)()

    async def dispose(self) -> None:
        await self.engine.dispose()


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
