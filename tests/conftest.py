"""Test fixtures: one migrated database per test run (and per xdist worker), one app, and a
fresh organization per test, so that tests are isolated by tenancy instead of by truncation.

SQLite always; PostgreSQL when BILLING_TEST_DATABASE_URL is set (an unreachable server fails
the run: it never silently skips).
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import uuid
import warnings
from collections.abc import Callable, Generator, Iterator
from datetime import datetime
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import make_url

from billing.app import create_app
from billing.cli import migrate
from billing.config import Settings
from billing.documents import cii
from billing.documents.model import Document
from billing.platform import clock
from billing.platform.worker import Worker
from tests import official_xrechnung
from tests.official_xrechnung import INVALID_MARKER, NOT_CONFIGURED, OfficialValidator, Recorder
from tests.support import PROVISIONED_IN_TEST, Tenant, provision_tenant

RECORDER = pytest.StashKey[Recorder]()
POSTGRES_ONLY = "postgres_only"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{INVALID_MARKER}: the test builds invalid XRechnung on purpose; "
        "its documents are not checked against the official rules",
    )


def _admin_database_url() -> str:
    """BILLING_TEST_DATABASE_URL: the PostgreSQL server to test on; empty means SQLite."""
    return os.environ.get("BILLING_TEST_DATABASE_URL", "").strip()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the `postgres_only` tests on SQLite, each saying why (its marker's reason)."""
    if _admin_database_url():
        return
    for item in items:
        marker = item.get_closest_marker(POSTGRES_ONLY)
        if marker is not None:
            reason = marker.kwargs.get("reason", "needs PostgreSQL")
            item.add_marker(pytest.mark.skip(reason=f"{reason} (BILLING_TEST_DATABASE_URL)"))


def pytest_report_header(config: pytest.Config) -> str:
    folder = official_xrechnung.artifacts_folder()
    if folder is None:
        return f"XRechnung: {NOT_CONFIGURED}; documents are NOT officially validated"
    return f"XRechnung: every document the tests build is validated with {folder}"


def _postgres_database(admin_url: str, name: str, *, create: bool) -> None:
    import psycopg

    url = make_url(admin_url)
    conninfo = url.set(drivername="postgresql", database=url.database or "postgres")
    with psycopg.connect(conninfo.render_as_string(hide_password=False), autocommit=True) as conn:
        if create:
            conn.execute(f'CREATE DATABASE "{name}"')
            # Commits need not wait for the WAL to reach the disk: a test database needs no
            # durability, and locking and visibility are the same.
            conn.execute(f'ALTER DATABASE "{name}" SET synchronous_commit TO off')
        else:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


MEMORY_FOLDER = Path("/dev/shm")
"""Where the SQLite test database lives when the system has it (Linux): memory, so that the
`synchronous=FULL` fsync of every commit costs nothing; a test database needs no durability."""


@pytest.fixture(scope="session")
def database_url() -> Iterator[str]:
    admin_url = _admin_database_url()
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    if not admin_url:
        folder = MEMORY_FOLDER if MEMORY_FOLDER.is_dir() else None
        with tempfile.TemporaryDirectory(prefix="billing-test-", dir=folder) as scratch:
            url = f"sqlite+aiosqlite:///{Path(scratch) / f'billing-{worker}.db'}"
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
def official_validator() -> OfficialValidator | None:
    """The official XRechnung validator of this process (xdist worker), or None when the
    artifacts are not configured."""
    return official_xrechnung.official_validator()


@pytest.fixture
def xrechnung_validator(official_validator: OfficialValidator | None) -> OfficialValidator:
    """For a test that exists to check official validity: it skips, saying why, without it."""
    if official_validator is None:
        pytest.skip(NOT_CONFIGURED)
    return official_validator


_UNVALIDATED_WARNED: list[bool] = []


@pytest.fixture(autouse=True)
def _record_xrechnung(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Record every CII document the service's builder produces in this test; the
    `pytest_runtest_call` hook below validates them when the test body has run."""
    if request.node.get_closest_marker(INVALID_MARKER) is not None:
        return
    recorder = Recorder()
    request.node.stash[RECORDER] = recorder
    build = cii.build

    def recording_build(document: Document) -> bytes:
        xml = build(document)
        recorder.record(f"{document.kind} {document.number or '(no number)'}", xml)
        return xml

    monkeypatch.setattr(cii, "build", recording_build)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    """Fail a test (not its teardown) when an XRechnung document it built is rejected."""
    result = yield
    recorder = item.stash.get(RECORDER, None)
    if recorder is None or not recorder.built:
        return result
    validator = official_xrechnung.official_validator()
    if validator is None:
        if not _UNVALIDATED_WARNED:
            _UNVALIDATED_WARNED.append(True)
            warnings.warn(f"{NOT_CONFIGURED}: XRechnung not validated", stacklevel=1)
        return result
    rejected = recorder.rejections(validator)
    if rejected:
        pytest.fail("\n".join(rejected), pytrace=False)
    return result


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
