"""How requests use pooled connections.

PostgreSQL connections that the server closed are replaced before a request uses them: the pool
checks a connection without a round trip (`db._refuse_closed_by_server`); the tests close the
service's idle connections from the server side, as a restart or failover would. A read request
authenticates and reads on one connection (`auth.AuthenticationMiddleware`).
"""

from __future__ import annotations

import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, text
from sqlalchemy.engine import make_url

from billing.config import Settings
from billing.platform.db import Database
from tests.conftest import run
from tests.support import Tenant


def close_connections_from_the_server(database_url: str) -> int:
    """Terminates every other session of the test database, waiting until each has ended
    (so its socket is closed); returns how many."""
    server = make_url(database_url).set(drivername="postgresql")
    with psycopg.connect(server.render_as_string(hide_password=False), autocommit=True) as conn:
        closed = conn.execute(
            "SELECT count(pg_terminate_backend(pid, 10000)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    return int(closed[0]) if closed else 0


@pytest.fixture
def postgres_url(settings: Settings) -> str:
    if settings.database_url.startswith("sqlite"):
        pytest.skip("SQLite has no server that closes connections")
    return settings.database_url


def test_reads_and_writes_answer_after_the_server_closed_the_pooled_connections(
    tenant: Tenant, client: TestClient, postgres_url: str
) -> None:
    assert tenant.live.get("/v1/workspaces").status_code == 200
    assert close_connections_from_the_server(postgres_url) >= 1

    reads = [tenant.live.get("/v1/workspaces").status_code for _ in range(4)]
    created = tenant.live.post(
        "/v1/customers", json={"name": "After the restart", "currency": "EUR"}
    )

    assert reads == [200] * 4
    assert created.status_code == 201, created.text
    found = tenant.live.get(f"/v1/customers/{created.json()['data']['id']}")
    assert found.json()["data"]["name"] == "After the restart"


class CheckoutCounter:
    """Counts the connections the app's pools lend while it is attached."""

    def __init__(self, db: Database) -> None:
        self.pools = {
            id(e.sync_engine.pool): e.sync_engine.pool for e in (db.engine, db.reader_engine)
        }
        self.count = 0

    def _checked_out(self, *_: object) -> None:
        self.count += 1

    def __enter__(self) -> CheckoutCounter:
        for pool in self.pools.values():
            event.listen(pool, "checkout", self._checked_out)
        return self

    def __exit__(self, *_: object) -> None:
        for pool in self.pools.values():
            event.remove(pool, "checkout", self._checked_out)


def test_a_read_request_authenticates_and_reads_on_one_connection(
    tenant: Tenant, client: TestClient
) -> None:
    tenant.live.get("/v1/workspaces")
    with CheckoutCounter(client.app.state.db) as counter:  # type: ignore[attr-defined]
        listed = tenant.live.get("/v1/workspaces")

    assert listed.status_code == 200
    assert counter.count == 1, counter.count


def test_a_user_sessions_read_request_also_takes_one_connection(
    tenant: Tenant, client: TestClient
) -> None:
    """Its credential lookup runs on the request's connection: a second checkout while the
    request holds the first could wait forever on a pool that such requests hold whole."""
    user = tenant.login()
    user.get("/v1/workspaces")
    with CheckoutCounter(client.app.state.db) as counter:  # type: ignore[attr-defined]
        listed = user.get("/v1/workspaces")

    assert listed.status_code == 200
    assert counter.count == 1, counter.count


def test_only_the_autocommit_pool_commits_without_waiting_for_the_disk(postgres_url: str) -> None:
    """Idempotency claims commit in the autocommit pool without waiting for the write-ahead
    log (`Database.autocommit`); the writers keep the server's setting, here one that the URL's
    own `options` ask for, which the autocommit pool keeps beside its own."""
    url = make_url(postgres_url).update_query_dict(
        {"options": "-c synchronous_commit=on -c application_name=billing-options-probe"}
    )

    async def settings_seen() -> tuple[list[str], list[str]]:
        database = Database(url.render_as_string(hide_password=False), pool_size=1)
        query = text(
            "SELECT current_setting('synchronous_commit'), current_setting('application_name')"
        )
        try:
            async with database.autocommit() as connection:
                claims = list((await connection.execute(query)).one())
            async with database.session() as session, session.begin():
                writers = list((await session.execute(query)).one())
        finally:
            await database.dispose()
        return claims, writers

    claims, writers = run(settings_seen())

    assert claims == ["off", "billing-options-probe"]
    assert writers == ["on", "billing-options-probe"]
