"""Fixtures of the operator-command tests: an empty database of the backend under test (the
command-line tests' own), migrated, and a way to run async code against it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from billing.cli import main
from billing.platform.db import Database
from tests.service.conftest import cli_env, empty_database_url

__all__ = ["cli_env", "empty_database_url"]

T = TypeVar("T")


@pytest.fixture
def migrated(cli_env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> dict[str, str]:
    """`cli_env` with the schema migrated (nothing bootstrapped)."""
    assert main(["migrate"]) == 0
    capsys.readouterr()
    return cli_env


@pytest.fixture
def on_database(empty_database_url: str) -> Callable[[Callable[[Database], Awaitable[T]]], T]:
    """Run `async def fn(db)` against the test's own database."""

    def run(fn: Callable[[Database], Awaitable[Any]]) -> Any:
        async def body() -> Any:
            db = Database(empty_database_url, pool_size=2)
            try:
                return await fn(db)
            finally:
                await db.dispose()

        return asyncio.run(body())

    return run
