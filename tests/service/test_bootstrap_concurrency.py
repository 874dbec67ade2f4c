"""Two first starts at once (two `serve` processes, or `serve` and `bootstrap`) create exactly one
organization: bootstrap serializes itself on PostgreSQL with an advisory lock, and SQLite
serializes writers."""

from __future__ import annotations

import asyncio
import os
import uuid
from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url

from billing.cli import migrate, run_bootstrap
from billing.config import Settings
from billing.models.tenancy import Organization
from billing.platform.db import Database
from tests.conftest import _postgres_database

STARTS = 4


@pytest.fixture
def empty_database_url(tmp_path):
    """A database of its own, migrated and with no organization yet."""
    admin_url = os.environ.get("BILLING_TEST_DATABASE_URL", "").strip()
    if not admin_url:
        url = f"sqlite+aiosqlite:///{tmp_path / 'first-start.db'}"
        migrate(url)
        yield url
        return
    name = f"billing_first_start_{uuid.uuid4().hex[:12]}"
    _postgres_database(admin_url, name, create=True)
    try:
        url = make_url(admin_url).set(database=name).render_as_string(hide_password=False)
        migrate(url)
        yield url
    finally:
        _postgres_database(admin_url, name, create=False)


async def _organizations(url: str) -> int:
    db = Database(url, pool_size=1)
    try:
        async with db.session(readonly=True) as session, session.begin():
            return int((await session.execute(select(func.count(Organization.id)))).scalar_one())
    finally:
        await db.dispose()


def test_simultaneous_first_starts_create_one_organization(empty_database_url):
    settings = Settings(
        database_url=empty_database_url, password_hash_time_cost=1, password_hash_memory_kib=64
    )
    barrier = Barrier(STARTS)

    def start(_: int):
        barrier.wait()
        return asyncio.run(run_bootstrap(settings))

    with ThreadPoolExecutor(STARTS) as pool:
        results = list(pool.map(start, range(STARTS)))

    assert sum(result.created for result in results) == 1
    assert len({result.organization_id for result in results}) == 1
    assert asyncio.run(_organizations(empty_database_url)) == 1
