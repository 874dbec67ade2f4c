"""Fixtures for the command-line tests: an empty database of the backend under test."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from tests.conftest import _postgres_database


@pytest.fixture
def empty_database_url(tmp_path: Path) -> Iterator[str]:
    """A database nothing has touched: a new SQLite file, or a new PostgreSQL database."""
    admin_url = os.environ.get("BILLING_TEST_DATABASE_URL", "").strip()
    if not admin_url:
        yield f"sqlite+aiosqlite:///{tmp_path / 'var' / 'billing.db'}"
        return
    name = f"billing_cli_{uuid.uuid4().hex[:12]}"
    _postgres_database(admin_url, name, create=True)
    try:
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        _postgres_database(admin_url, name, create=False)


@pytest.fixture
def cli_env(empty_database_url: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The environment of a `billing` process pointed at the empty database, with cheap hashing."""
    values = {
        "BILLING_DATABASE_URL": empty_database_url,
        "BILLING_PASSWORD_HASH_TIME_COST": "1",
        "BILLING_PASSWORD_HASH_MEMORY_KIB": "64",
        "BILLING_LOG_LEVEL": "INFO",
    }
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    return {**os.environ, **values}
