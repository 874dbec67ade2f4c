"""The promotions engine's cost in a billing run: the same period-end run of `-n`
subscriptions, once in a workspace without promotions and once in one with `--promotions`
AUTO_APPLY promotions that apply to every invoice (percentage and fixed discounts, one pair in
a stacking group, one with a budget that finalization consumes under its row lock).

Set-up (not measured) is `bench.billing_run`'s: a German seller, a plan of `--items` prices
billed in arrears, customers and subscriptions bulk-inserted with their billing-run jobs; the
promotions are made and published through the API. The run is the worker's, as in
`bench.billing_run`; what is printed is the time and the statements per invoice of each run and
their ratio (with / without), which is what the engine adds: one more set-based read per batch
(candidates, facts) at generation and at finalization, the budget row locks, the ledger insert.

The database: `--database-url`, else `BILLING_BENCH_DATABASE_URL`, else a new SQLite file.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from typing import Any

import httpx

from bench.billing_run import (
    RUN_AT,
    START,
    count_rows,
    counted_statements,
    create_catalog,
    create_subscriptions,
    failed_runs,
    parse_run_options,
    pinned,
    run_workers,
)
from bench.finalize import URL_VARIABLE, Api, database
from bench.workspaces import provision
from billing.app import create_app
from billing.config import Settings
from billing.platform.db import Database


def promotion_bodies(count: int) -> list[dict[str, Any]]:
    """`count` AUTO_APPLY promotions: alternately percentage and fixed discounts, the first two
    in one stacking group, the last with a budget large enough never to run out."""
    bodies = []
    for n in range(count):
        effect: dict[str, Any] = (
            {"type": "percentage_discount", "percent": "5"}
            if n % 2 == 0
            else {"type": "fixed_discount", "amount": "0.50", "currency": "EUR"}
        )
        body: dict[str, Any] = {
            "name": f"Bench promotion {n}",
            "distribution": "AUTO_APPLY",
            "valid_from": START.date().isoformat(),
            "priority": n,
            "effects": [effect],
        }
        if n < 2:
            body["stacking_group"] = "bench"
        if n == count - 1:
            body.update(max_budget="100000000.00", budget_currency="EUR")
        bodies.append(body)
    return bodies


async def create_promotions(db: Database, database_url: str, key: str, count: int) -> None:
    app = create_app(Settings(database_url=database_url, run_worker_in_process=False), database=db)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
        api = Api(client, key)
        for body in promotion_bodies(count):
            created = await api.call("POST", "/v1/promotions", 201, idempotent=True, json=body)
            promotion_id = created["data"]["id"]
            await api.call("POST", f"/v1/promotions/{promotion_id}/publish", 200, idempotent=True)


async def one_run(
    db: Database, database_url: str, args: argparse.Namespace, promotions: int
) -> dict[str, Any]:
    with pinned(START):
        key, workspace_id = await provision(db)
        plan_id = await create_catalog(db, database_url, key, args.items)
        if promotions:
            await create_promotions(db, database_url, key, promotions)
        subscriptions = await create_subscriptions(db, workspace_id, plan_id, args.subscriptions)
    with pinned(RUN_AT), counted_statements(db) as statements:
        started = time.perf_counter()
        await run_workers(db, args.workers)
        seconds = time.perf_counter() - started
    with pinned(RUN_AT):
        invoices, _ = await count_rows(db, workspace_id)
        failed = await failed_runs(db, workspace_id)
    if invoices != len(subscriptions) or failed:
        raise SystemExit(f"{invoices} invoices for {len(subscriptions)} subscriptions ({failed=})")
    return {"seconds": seconds, "statements": statements[0], "invoices": invoices}


async def bench(args: argparse.Namespace, database_url: str) -> tuple[dict[str, Any], ...]:
    db = Database(database_url)
    try:
        without = await one_run(db, database_url, args, 0)
        with_promotions = await one_run(db, database_url, args, args.promotions)
    finally:
        await db.dispose()
    return without, with_promotions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench promotions_engine", description=__doc__)
    parser.add_argument(
        "-n",
        "--subscriptions",
        type=int,
        default=int(os.environ.get("BILLING_BENCH_SUBSCRIPTIONS", "500")),
        help="subscriptions billed in each run (default 500)",
    )
    parser.add_argument(
        "--promotions", type=int, default=4, help="AUTO_APPLY promotions (default 4)"
    )
    args = parse_run_options(parser, argv, workers="workers on one engine")
    if args.promotions < 1:
        parser.error("--promotions must be at least 1")
    with database(args.database_url) as url:
        without, with_promotions = asyncio.run(bench(args, url))
    kind = url.split(":", 1)[0]
    print(
        f"Promotions engine in a billing run, {args.subscriptions} subscriptions of "
        f"{args.items} prices, {args.promotions} promotions, database {kind}"
    )
    if kind.startswith("sqlite"):
        print(f"  (SQLite: set {URL_VARIABLE} to a PostgreSQL server for the real measure)")
    per_invoice = []
    for label, result in (("without promotions", without), ("with promotions", with_promotions)):
        ms = 1000 * result["seconds"] / result["invoices"]
        statements = result["statements"] / result["invoices"]
        per_invoice.append((ms, statements))
        print(f"  {label:20} {ms:8.2f} ms and {statements:6.1f} statements per invoice")
    print(
        f"  ratio with / without: {per_invoice[1][0] / per_invoice[0][0]:.3f} (time), "
        f"{per_invoice[1][1] / per_invoice[0][1]:.3f} (statements)"
    )
    return 0
