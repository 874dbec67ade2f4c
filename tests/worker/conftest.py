"""Fixtures of the worker tests: a database of one's own per test, and unique job kinds.

Worker tests run the outbox and the worker directly (they have no HTTP surface). Each test
registers its handlers under kinds of its own and runs workers restricted to them, so jobs
that other tests leave in the shared database never interfere.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from billing.platform.db import Database

T = TypeVar("T")

RunWithDb = Callable[[Callable[[Database], Awaitable[T]]], T]


@pytest.fixture
def with_db(database_url: str) -> RunWithDb[Any]:
    """Run `async def fn(db)` on a fresh event loop with its own Database on the test URL."""

    def run(fn: Callable[[Database], Awaitable[T]]) -> T:
        async def main() -> T:
            db = Database(database_url, pool_size=2)
            try:
                return await fn(db)
            finally:
                await db.dispose()

        return asyncio.run(main())

    return run


@pytest.fixture
def kind() -> str:
    return f"test.worker.{uuid.uuid4().hex[:12]}"
