"""Throughput of authenticated `GET /v1/workspaces` against bare FastAPI endpoints.

Everything runs in one process through the same httpx client over `httpx.ASGITransport`, on the
same database file, so the ratio is the cost of the platform (authentication, middleware,
request transaction, envelopes) over FastAPI itself:

- billing: the real app, an API key, the full middleware stack;
- bare (same query): a plain FastAPI app reading the same workspace rows, no auth, no middleware;
- bare (static): a plain FastAPI app returning a constant, the ceiling of the setup.

Nothing is asserted; numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from billing.access.provisioning import provision_organization
from billing.access.secrets import Passwords
from billing.app import create_app
from billing.cli import migrate
from billing.config import Settings
from billing.models.tenancy import Workspace
from billing.platform.db import Database


async def provision(db: Database) -> tuple[str, uuid.UUID]:
    """A fresh organization; returns its live key and live workspace id."""
    async with db.session() as session, session.begin():
        org = await provision_organization(
            session,
            Passwords(time_cost=1, memory_kib=64),
            name="Bench organization",
            admin_email=f"bench-{uuid.uuid4().hex[:8]}@example.com",
        )
    live = next(w for w in org.workspaces if w.mode == "live")
    return live.api_key or "", live.id


def bare_apps(db: Database, workspace_id: uuid.UUID) -> tuple[FastAPI, FastAPI]:
    query_app = FastAPI()

    @query_app.get("/v1/workspaces")
    async def workspaces() -> dict[str, Any]:
        async with db.session(readonly=True) as session, session.begin():
            rows = (
                await session.execute(
                    select(Workspace).where(
                        Workspace.organization_id
                        == select(Workspace.organization_id)
                        .where(Workspace.id == workspace_id)
                        .scalar_subquery()
                    )
                )
            ).scalars()
            data = [{"id": str(w.id), "slug": w.slug, "mode": w.mode} for w in rows]
        return {"data": data, "pagination": {"cursor": None, "has_more": False}}

    static_app = FastAPI()

    @static_app.get("/v1/workspaces")
    async def constant() -> dict[str, Any]:
        return {"data": [], "pagination": {"cursor": None, "has_more": False}}

    return query_app, static_app


async def measure(
    app: FastAPI, headers: dict[str, str], *, requests: int, warmup: int, concurrency: int
) -> float:
    """Requests per second for `GET /v1/workspaces`; every response must be 200."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:

        async def one() -> None:
            response = await client.get("/v1/workspaces", headers=headers)
            if response.status_code != 200:
                raise SystemExit(f"unexpected {response.status_code}: {response.text}")

        async def run(count: int) -> None:
            remaining = iter(range(count))

            async def lane() -> None:
                for _ in remaining:
                    await one()

            await asyncio.gather(*(lane() for _ in range(concurrency)))

        await run(warmup)
        started = time.perf_counter()
        await run(requests)
        return requests / (time.perf_counter() - started)


async def bench(args: argparse.Namespace, database_url: str) -> None:
    db = Database(database_url)
    try:
        key, workspace_id = await provision(db)
        billing_app = create_app(
            Settings(database_url=database_url, run_worker_in_process=False), database=db
        )
        query_app, static_app = bare_apps(db, workspace_id)
        options = {
            "requests": args.requests,
            "warmup": args.warmup,
            "concurrency": args.concurrency,
        }
        runs: list[tuple[str, Callable[[], Awaitable[float]]]] = [
            (
                "billing",
                lambda: measure(billing_app, {"Authorization": f"Bearer {key}"}, **options),
            ),
            ("bare (same query)", lambda: measure(query_app, {}, **options)),
            ("bare (static)", lambda: measure(static_app, {}, **options)),
        ]
        results = {}
        for name, run in runs:
            results[name] = await run()
    finally:
        await db.dispose()
    print(
        f"GET /v1/workspaces, {args.requests} requests each, concurrency {args.concurrency}, "
        f"database {database_url.split(':', 1)[0]}"
    )
    for name, rate in results.items():
        print(f"  {name:<18} {rate:10.1f} requests/s")
    billing = results["billing"]
    print(f"  ratio billing / bare (same query): {billing / results['bare (same query)']:.2f}")
    print(f"  ratio billing / bare (static):     {billing / results['bare (static)']:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("-n", "--requests", type=int, default=1000, help="requests per endpoint")
    parser.add_argument("--warmup", type=int, default=100, help="unmeasured requests first")
    parser.add_argument("-c", "--concurrency", type=int, default=1, help="requests in flight")
    parser.add_argument(
        "--database-url", default=None, help="default: a new SQLite file in a temporary folder"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        url = args.database_url or f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}"
        migrate(url)
        asyncio.run(bench(args, url))
    return 0
