"""Test fixtures: one migrated database per test run (and per xdist worker), one app, and a
fresh organization per test, so that tests are isolated by tenancy instead of by truncation.

SQLite always; PostgreSQL when BILLING_TEST_DATABASE_URL is set (an unreachable server fails
the run: it never silently skips).
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import make_url

from billing.app import create_app
from billing.cli import migrate
from billing.config import Settings
from billing.platform import clock
from billing.platform.worker import Worker
from tests.support import PROVISIONED_IN_TEST, Tenant, provision_tenant


def _postgres_database(admin_url: str, name: str, *, create: bool) -> None:
    import psycopg

    url = make_url(admin_url)
    conninfo = url.set(drivername="postgresql", database=url.database or "postgres")
    with psycopg.connect(conninfo.render_as_string(hide_password=False), autocommit=True) as conn:
        if create:
            conn.execute(f'CREATE DATABASE "{name}"')
        else:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    admin_url = os.environ.get("BILLING_TEST_DATABASE_URL", "").strip()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    if not admin_url:
        path: Path = tmp_path_factory.mktemp("db") / f"billing-{worker}.db"
        url = f"sqlite+aiosqlite:///{path}"
        migrate(url)
        yield url
        return
    name = f"billing_test_{uuid.uuid4().hex[:12]}_{worker}"
    _postgres_database(admin_url, name, create=True)
    url = make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    try:
        migrate(url)
        yield url
    finally:
        _postgres_database(admin_url, name, create=False)


@pytest.fixture(autouse=True)
def _forget_provisioned_tenants() -> None:
    PROVISIONED_IN_TEST.clear()


@pytest.fixture(scope="session")
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url,
        run_worker_in_process=False,
        password_hash_time_cost=1,
        password_hash_memory_kib=64,
        db_pool_size=5,
    )


@pytest.fixture(scope="session")
def client(settings: Settings) -> Iterator[TestClient]:
    app = create_app(settings)
    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.fixture
def tenant(client: TestClient, settings: Settings) -> Tenant:
    """A fresh organization with live and sandbox workspaces, an admin and one key each."""
    return provision_tenant(client, settings)


@pytest.fixture
def other_tenant(client: TestClient, settings: Settings) -> Tenant:
    return provision_tenant(client, settings)


@pytest.fixture
def frozen_clock(monkeypatch: pytest.MonkeyPatch) -> Callable[[datetime], None]:
    """Pin `clock.utcnow()` (the only source of now) to a moment; call again to move it."""

    def set_now(moment: datetime) -> None:
        monkeypatch.setattr(clock, "utcnow", lambda: moment)

    return set_now


@pytest.fixture
def run_jobs(client: TestClient) -> Callable[[], int]:
    """Run every due job with the service's worker, as `billing worker` would; returns how many.

    Only the jobs of the organizations this test provisioned run (all jobs when it provisioned
    none): earlier tests leave subscriptions whose billing runs would otherwise catch up here,
    for years when a test pins the clock in the future."""

    def run_until_idle() -> int:
        organizations = list(PROVISIONED_IN_TEST) or None
        worker = Worker(client.app.state.db, organization_ids=organizations)  # type: ignore[attr-defined]
        return int(client.portal.call(worker.run_until_idle))  # type: ignore[union-attr]

    return run_until_idle


def run(coro):  # type: ignore[no-untyped-def]
    return asyncio.run(coro)
