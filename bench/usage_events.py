"""Usage-event ingestion: events per second through `POST /v1/usage-events` against a raw bulk
insert of the same rows.

Both sides run in one process on the same database and engine:

- billing: batches of `--batch` events (default 1,000) posted to the real app over
  `httpx.ASGITransport` with an API key and the full middleware stack: each event validated,
  its meter and customer looked up, its event id checked against the workspace's, and the
  batch written with one INSERT … ON CONFLICT DO NOTHING;
- raw SQL: per batch, one transaction with one INSERT of rows shaped like the service's (new
  event ids), sent as the service sends them (executemany, multi-row VALUES), nothing
  validated or deduplicated.

The ratio is the price of the service over writing the rows. Nothing is asserted. The
database: as `bench finalize` (`--database-url`, else BILLING_BENCH_DATABASE_URL, else a new
SQLite file); the issue asks for the measure on PostgreSQL.
"""

from __future__ import annotations

import argparse
import asyncio
import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import func, insert, select

from bench.finalize import Api, add_database_option, create_customer, database, in_lanes, timed
from bench.workspaces import provision
from billing.app import create_app
from billing.config import Settings
from billing.models.pricing import UsageEvent
from billing.platform.db import Database

START = datetime(2026, 11, 1, tzinfo=UTC)


def batch_body(customer_id: str, batch: int, size: int) -> dict[str, Any]:
    return {
        "events": [
            {
                "event_id": f"b{batch}-e{n}",
                "customer_id": customer_id,
                "meter": "api_calls",
                "quantity": f"{n % 97}.25",
                "timestamp": (START + timedelta(seconds=batch * size + n)).isoformat(),
            }
            for n in range(size)
        ]
    }


async def raw_rate(db: Database, template: dict[str, Any], batches: int, size: int) -> float:
    """Per batch, one transaction with one INSERT of `size` rows."""
    table = UsageEvent.__table__

    def rows(batch: int) -> list[dict[str, Any]]:
        now = datetime.now(UTC)
        return [
            {
                **template,
                "id": uuid.uuid4(),
                "event_id": f"raw{batch}-e{n}",
                "quantity": Decimal(f"{n % 97}.25"),
                "timestamp": START + timedelta(seconds=batch * size + n),
                "created_at": now,
                "updated_at": now,
            }
            for n in range(size)
        ]

    async def one(batch: int) -> None:
        async with db.engine.begin() as conn:
            await conn.execute(insert(table), rows(batch))

    return size * await timed(range(batches), 1, one)


async def bench(args: argparse.Namespace, database_url: str) -> dict[str, float]:
    db = Database(database_url)
    try:
        key, _ = await provision(db)
        app: FastAPI = create_app(
            Settings(database_url=database_url, run_worker_in_process=False), database=db
        )
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            api = Api(client, key)
            customer_id = await create_customer(api)
            meter = {"key": "api_calls", "name": "API calls", "aggregation": "sum", "unit": "call"}
            await api.call("POST", "/v1/meters", 201, idempotent=True, json=meter)
            size = args.batch

            async def post(batch: int) -> None:
                done = await api.call(
                    "POST", "/v1/usage-events", 200, json=batch_body(customer_id, batch, size)
                )
                if done["data"]["accepted"] != size:
                    raise SystemExit(f"batch {batch}: {done['data']}")

            await in_lanes(range(-args.warmup, 0), 1, post)
            billing = size * await timed(range(args.batches), 1, post)
        table = UsageEvent.__table__
        async with db.engine.connect() as conn:
            row = (await conn.execute(select(table).limit(1))).one()
        template = {
            name: row._mapping[name]
            for name in ("organization_id", "workspace_id", "meter_id", "customer_id", "properties")
        }
        template["subscription_id"] = None
        raw = await raw_rate(db, template, args.batches, size)
        async with db.engine.connect() as conn:
            total = (await conn.execute(select(func.count()).select_from(table))).scalar_one()
        expected = (args.warmup + 2 * args.batches) * size
        if total != expected:
            raise SystemExit(f"expected {expected} usage events, found {total}")
    finally:
        await db.dispose()
    return {"billing": billing, "raw bulk insert": raw}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench usage_events", description=__doc__)
    parser.add_argument("-n", "--batches", type=int, default=20, help="batches per side")
    parser.add_argument("--batch", type=int, default=1000, help="events per batch (1 to 1,000)")
    parser.add_argument("--warmup", type=int, default=2, help="unmeasured batches first")
    add_database_option(parser)
    args = parser.parse_args(argv)
    with database(args.database_url) as url:
        results = asyncio.run(bench(args, url))
    kind = url.split(":", 1)[0]
    print(f"Usage events, {args.batches} batches of {args.batch} per side, database {kind}")
    for name, rate in results.items():
        print(f"  {name:<18} {rate:10.1f} events/s")
    print(
        f"  ratio billing / raw bulk insert: {results['billing'] / results['raw bulk insert']:.2f}"
    )
    return 0
