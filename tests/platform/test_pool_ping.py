"""A pooled PostgreSQL connection that the server ended while it sat idle is replaced before use."""

from __future__ import annotations

import psycopg
import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url

from billing.platform import db as db_module
from billing.platform.db import Database
from tests.conftest import run

pytestmark = pytest.mark.postgres_only(reason="the server ends a pooled connection")


def test_a_connection_ended_while_idle_is_replaced(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(db_module, "PING_AFTER_IDLE_SECONDS", 0.0)
    database = Database(database_url, pool_size=1)
    libpq_url = make_url(database_url).set(drivername="postgresql").render_as_string(False)

    async def backend_pid() -> int:
        async with database.session() as session:
            return int((await session.execute(text("SELECT pg_backend_pid()"))).scalar_one())

    async def scenario() -> tuple[int, int]:
        try:
            first = await backend_pid()
            with psycopg.connect(libpq_url, autocommit=True) as admin:
                admin.execute("SELECT pg_terminate_backend(%s)", (first,))
            return first, await backend_pid()
        finally:
            await database.dispose()

    first, second = run(scenario())
    assert second != first
