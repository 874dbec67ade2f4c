"""Billing-run throughput: the period-end run of many subscriptions by the worker, against one
set-based `INSERT ... SELECT` of the same rows, and a rerun that must create nothing.

Set-up (not measured): a live workspace with a German seller, one plan of `--items` prices billed
in arrears (so the run at the end of a period bills that period: one invoice per subscription),
then `-n` customers and as many subscriptions bulk-inserted with SQLAlchemy core, each with its
billing-run job exactly as `subscriptions.scheduling.schedule_run` makes it at the subscription's
start (kind, payload, dedup key, run time); a PostgreSQL database is analyzed
(`bench.finalize.analyze`). The clock (`platform.clock.utcnow`) is then pinned an
hour past the end of the first period.

- billing: workers (`--workers`, on one engine) restricted to the billing-run job kind run until
  idle, in batches of `BILLING_RUN_BATCH_SIZE` runs: per subscription, under its row lock, the
  invoice of the ended period with its lines (prices in force, VAT), finalization (gapless
  number, snapshots, ledger postings, events, the PDF request) and collection (no payment method
  here: the `invoice.collection_skipped` event), then the next period and its run. The PDFs
  themselves are the document worker's, measured by `python -m bench documents`. The statements
  sent meanwhile are counted (per subscription).
- set-based SQL: one `INSERT INTO invoices ... SELECT` over the subscriptions and one
  `INSERT INTO invoice_lines ... SELECT` over the new invoices write as many invoice and line rows
  (copies of one invoice the service made, per subscription), in one transaction; they are
  deleted afterwards. It runs `BASELINE_REPEATS` times on freshly vacuumed tables, and its
  median time is the floor.
- rerun: every run is enqueued again (same kind and payload, as a retried or replayed job) and the
  workers run until idle again. It must create no invoice and no line: the benchmark exits with
  an error if it does.

The rates are rows (invoices + lines) per second. Nothing else is asserted; numbers depend on the
machine. The default is 1,000 subscriptions (under a minute on two cores), so that `make bench`
stays short; `-n 10000` is a fuller measure (a minute or two since runs are batched).

The database: `--database-url`, else `BILLING_BENCH_DATABASE_URL`, else a new SQLite file. A
PostgreSQL URL names a server: the benchmark creates its own database there (migrated, dropped
afterwards).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
from sqlalchemy import (
    String,
    cast,
    delete,
    event,
    func,
    insert,
    literal,
    literal_column,
    select,
    text,
)
from sqlalchemy.ext.asyncio import AsyncConnection

from bench.finalize import URL_VARIABLE, Api, add_database_option, analyze, database
from bench.workspaces import provision
from billing.app import create_app
from billing.config import Settings
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.platform import Job
from billing.models.subscription import Subscription
from billing.models.tenancy import Workspace
from billing.platform import clock, heap
from billing.platform.db import Database
from billing.platform.worker import Worker
from billing.subscriptions.scheduling import BILLING_RUN_JOB, run_dedup_key

START = datetime(2031, 1, 1, tzinfo=UTC)
PERIOD_END = datetime(2031, 2, 1, tzinfo=UTC)
RUN_AT = PERIOD_END + timedelta(hours=1)
BATCH = 1000
BASELINE_PREFIX = "SQL-"


@contextmanager
def pinned(moment: datetime) -> Iterator[None]:
    """`clock.utcnow()`, the service's one source of now, answers `moment` meanwhile."""
    real: Callable[[], datetime] = clock.utcnow
    clock.utcnow = lambda: moment
    try:
        yield
    finally:
        clock.utcnow = real


async def create_catalog(db: Database, database_url: str, key: str, items: int) -> uuid.UUID:
    """Through the API: a German seller and a monthly EUR plan of `items` prices, billed in
    arrears; returns the plan's id."""
    app = create_app(Settings(database_url=database_url, run_worker_in_process=False), database=db)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
        api = Api(client, key)
        await api.call(
            "PATCH",
            "/v1/tax/profile",
            200,
            json={
                "legal_name": "Bench Seller GmbH",
                "vat_id": "DE136695976",
                "legal_address": {
                    "line1": "Hauptstrasse 1",
                    "city": "Berlin",
                    "postal_code": "10115",
                    "country": "DE",
                },
            },
        )
        prices = []
        for n in range(1, items + 1):
            product = await api.call("POST", "/v1/products", 201, json={"name": f"Seat {n}"})
            price = await api.call(
                "POST",
                "/v1/prices",
                201,
                json={
                    "product_id": product["data"]["id"],
                    "currency": "EUR",
                    "unit_amount": f"{9 + n}.99",
                },
            )
            prices.append(price["data"]["id"])
        plan = await api.call(
            "POST",
            "/v1/plans",
            201,
            json={
                "name": "Bench monthly",
                "currency": "EUR",
                "interval": "month",
                "billing_timing": "in_arrears",
                "items": [{"price_id": price, "quantity": 1} for price in prices],
            },
        )
    return uuid.UUID(plan["data"]["id"])


def month_after(moment: datetime) -> datetime:
    """The same instant a month later (`moment` on the first of a month, as the starts here)."""
    return moment.replace(year=moment.year + moment.month // 12, month=moment.month % 12 + 1)


def run_jobs(
    organization_id: uuid.UUID,
    workspace_id: uuid.UUID,
    subscriptions: list[uuid.UUID],
    start: datetime = START,
) -> list[dict[str, Any]]:
    """The billing-run jobs at the subscriptions' start, as `scheduling.schedule_run` makes
    them (each its dedup key)."""
    return [
        {
            "id": uuid.uuid4(),
            "organization_id": organization_id,
            "workspace_id": workspace_id,
            "kind": BILLING_RUN_JOB,
            "payload": {"subscription_id": str(subscription_id), "at": start.isoformat()},
            "status": "pending",
            "run_at": start,
            "attempts": 0,
            "max_attempts": 8,
            "dedup_key": run_dedup_key(subscription_id, start),
            "created_at": start,
            "updated_at": start,
        }
        for subscription_id in subscriptions
    ]


async def create_subscriptions(
    db: Database, workspace_id: uuid.UUID, plan_id: uuid.UUID, count: int, start: datetime = START
) -> list[uuid.UUID]:
    """`count` German customers with one subscription each (first period: the month from
    `start`), and their billing-run jobs, bulk-inserted in batches."""
    async with db.engine.begin() as conn:
        organization_id = (
            await conn.execute(
                select(Workspace.organization_id).where(Workspace.id == workspace_id)
            )
        ).scalar_one()
    tenant = {"organization_id": organization_id, "workspace_id": workspace_id}
    stamps = {"created_at": start, "updated_at": start}
    created: list[uuid.UUID] = []
    for first in range(0, count, BATCH):
        numbers = range(first, min(first + BATCH, count))
        customers = [
            {
                **tenant,
                **stamps,
                "id": uuid.uuid4(),
                "name": f"Kunde {n} GmbH",
                "currency": "EUR",
                "address_line1": f"Weg {n}",
                "address_city": "Hamburg",
                "address_postal_code": "20095",
                "address_country": "DE",
                "tax_exempt": False,
                "metadata": {},
            }
            for n in numbers
        ]
        subscriptions = [
            {
                **tenant,
                **stamps,
                "id": uuid.uuid4(),
                "customer_id": customer["id"],
                "plan_id": plan_id,
                "currency": "EUR",
                "quantity": 1,
                "status": "active",
                "start_date": start.date(),
                "billing_anchor": start,
                "current_period_start": start,
                "current_period_end": month_after(start),
                "cancel_at_period_end": False,
                "metadata": {},
            }
            for customer in customers
        ]
        ids = [row["id"] for row in subscriptions]
        async with db.engine.begin() as conn:
            await conn.execute(insert(Customer.__table__), customers)
            await conn.execute(insert(Subscription.__table__), subscriptions)
            jobs = run_jobs(organization_id, workspace_id, ids, start)
            await conn.execute(insert(Job.__table__), jobs)
        created.extend(ids)
    return created


async def count_rows(db: Database, workspace_id: uuid.UUID) -> tuple[int, int]:
    """Invoices and invoice lines of the workspace."""
    async with db.engine.connect() as conn:
        invoices = await conn.scalar(
            select(func.count()).select_from(Invoice).where(Invoice.workspace_id == workspace_id)
        )
        lines = await conn.scalar(
            select(func.count())
            .select_from(InvoiceLine)
            .where(InvoiceLine.workspace_id == workspace_id)
        )
    return int(invoices or 0), int(lines or 0)


@contextmanager
def counted_statements(db: Database) -> Iterator[list[int]]:
    """Counts the statements the engine sends to the database meanwhile (in the one item of
    the list it yields): every statement a cursor executes (savepoints included) and commits."""
    count = [0]

    def one_more(*_: Any) -> None:
        count[0] += 1

    engine = db.engine.sync_engine
    events = ("before_cursor_execute", "commit")
    for name in events:
        event.listen(engine, name, one_more)
    try:
        yield count
    finally:
        for name in events:
            event.remove(engine, name, one_more)


async def run_workers(db: Database, workers: int) -> int:
    """Workers on the billing-run kind only, until none finds a due job; how many jobs ran.
    The heap is settled first, as `billing worker` does at its start."""
    heap.settle()
    counts = await asyncio.gather(
        *(
            Worker(db, kinds={BILLING_RUN_JOB}).run_until_idle(max_jobs=10**9)
            for _ in range(workers)
        )
    )
    return sum(counts)


async def failed_runs(db: Database, workspace_id: uuid.UUID) -> int:
    """Billing-run jobs that failed (a failure is retried later, so it would be a silent hole)."""
    async with db.engine.connect() as conn:
        found = await conn.scalar(
            select(func.count())
            .select_from(Job)
            .where(
                Job.workspace_id == workspace_id,
                Job.kind == BILLING_RUN_JOB,
                Job.attempts > 0,
                Job.status != "succeeded",
            )
        )
    return int(found or 0)


def new_id(conn: AsyncConnection) -> Any:
    """A new UUID per row in SQL, stored as the `Uuid` type stores it on that database."""
    if conn.dialect.name == "postgresql":
        return literal_column("gen_random_uuid()")
    return literal_column("lower(hex(randomblob(16)))")


BASELINE_REPEATS = 3
"""How many times the set-based insert runs; the floor is its median time. One run takes a
fraction of a second on 1,000 subscriptions, and its time alone moved the ratio by a third from
one run of the benchmark to the next."""


async def set_based_floor(db: Database, workspace_id: uuid.UUID) -> tuple[int, int, float]:
    """`set_based_insert` `BASELINE_REPEATS` times, each on the invoice tables vacuumed just
    before (so that every repetition starts from the same state: no dead rows, neither the
    billing run's updates nor the last repetition's deletes); its rows and median seconds."""
    timings = []
    for _ in range(BASELINE_REPEATS):
        await vacuum(db, ("invoices", "invoice_lines"))
        invoices, lines, seconds = await set_based_insert(db, workspace_id)
        timings.append(seconds)
    await vacuum(db, ("invoices", "invoice_lines"))
    return invoices, lines, statistics.median(timings)


async def vacuum(db: Database, tables: tuple[str, ...]) -> None:
    """VACUUM `tables` on PostgreSQL (the server here runs without autovacuum)."""
    if db.is_sqlite:
        return
    async with db.engine.connect() as conn:
        autocommit = await conn.execution_options(isolation_level="AUTOCOMMIT")
        await autocommit.execute(text(f"VACUUM {', '.join(tables)}"))


async def set_based_insert(db: Database, workspace_id: uuid.UUID) -> tuple[int, int, float]:
    """One INSERT ... SELECT per table, in one transaction: an invoice per subscription of the
    workspace (a copy of one the service made, with its own id, number, customer and
    subscription) and its lines (copies of that invoice's lines). Returns the rows written and
    the seconds it took; the rows are deleted afterwards."""
    invoices, lines = Invoice.__table__, InvoiceLine.__table__
    subscriptions = Subscription.__table__
    async with db.engine.connect() as conn:
        template = (
            await conn.execute(
                select(invoices.c.id)
                .where(invoices.c.workspace_id == workspace_id)
                .order_by(invoices.c.created_at, invoices.c.id)
                .limit(1)
            )
        ).scalar_one()
    model = invoices.alias("model")
    model_lines = lines.alias("model_lines")
    started = time.perf_counter()
    async with db.engine.begin() as conn:
        number = func.row_number().over(order_by=subscriptions.c.id)
        invoice_values = {
            "id": new_id(conn),
            "customer_id": subscriptions.c.customer_id,
            "subscription_id": subscriptions.c.id,
            "invoice_number": literal(BASELINE_PREFIX, String(64)) + cast(number, String(64)),
        }
        invoice_columns = [column.name for column in invoices.columns]
        await conn.execute(
            insert(invoices).from_select(
                invoice_columns,
                select(
                    *(
                        invoice_values[name].label(name)
                        if name in invoice_values
                        else model.c[name]
                        for name in invoice_columns
                    )
                )
                .select_from(subscriptions.join(model, model.c.id == template))
                .where(subscriptions.c.workspace_id == workspace_id),
            )
        )
        copies = invoices.alias("copies")
        line_values = {"id": new_id(conn), "invoice_id": copies.c.id}
        line_columns = [column.name for column in lines.columns]
        await conn.execute(
            insert(lines).from_select(
                line_columns,
                select(
                    *(
                        line_values[name].label(name)
                        if name in line_values
                        else model_lines.c[name]
                        for name in line_columns
                    )
                )
                .select_from(copies.join(model_lines, model_lines.c.invoice_id == template))
                .where(
                    copies.c.workspace_id == workspace_id,
                    copies.c.invoice_number.startswith(BASELINE_PREFIX),
                ),
            )
        )
    elapsed = time.perf_counter() - started
    async with db.engine.begin() as conn:
        copied = select(invoices.c.id).where(
            invoices.c.workspace_id == workspace_id,
            invoices.c.invoice_number.startswith(BASELINE_PREFIX),
        )
        written_invoices = await conn.scalar(select(func.count()).select_from(copied.subquery()))
        written_lines = await conn.scalar(
            select(func.count()).select_from(lines).where(lines.c.invoice_id.in_(copied))
        )
        await conn.execute(delete(lines).where(lines.c.invoice_id.in_(copied)))
        await conn.execute(delete(invoices).where(invoices.c.id.in_(copied)))
    return int(written_invoices or 0), int(written_lines or 0), elapsed


async def enqueue_again(
    db: Database, workspace_id: uuid.UUID, subscriptions: list[uuid.UUID]
) -> None:
    """Every run once more, as a retried or replayed job (same kind and payload; a dedup key
    of its own, since the first job keeps the one `schedule_run` gives)."""
    async with db.engine.connect() as conn:
        organization_id = (
            await conn.execute(
                select(Workspace.organization_id).where(Workspace.id == workspace_id)
            )
        ).scalar_one()
    for first in range(0, len(subscriptions), BATCH):
        rows = run_jobs(organization_id, workspace_id, subscriptions[first : first + BATCH])
        for row in rows:
            row["dedup_key"] = f"{row['dedup_key']}:rerun"
        async with db.engine.begin() as conn:
            await conn.execute(insert(Job.__table__), rows)


async def set_up(
    db: Database, database_url: str, subscriptions: int, items: int, start: datetime = START
) -> tuple[uuid.UUID, list[uuid.UUID]]:
    """A workspace with the catalog and `subscriptions` subscriptions of a plan of `items`
    prices, each with its billing-run job, made at `start` (the first of a month); the
    workspace's and the subscriptions' ids."""
    with pinned(start):
        key, workspace_id = await provision(db)
        plan_id = await create_catalog(db, database_url, key, items)
        created = await create_subscriptions(db, workspace_id, plan_id, subscriptions, start)
    await analyze(db)
    return workspace_id, created


async def bench(args: argparse.Namespace, database_url: str) -> dict[str, Any]:
    db = Database(database_url)
    try:
        workspace_id, subscriptions = await set_up(db, database_url, args.subscriptions, args.items)
        with pinned(RUN_AT), counted_statements(db) as statements:
            started = time.perf_counter()
            runs = await run_workers(db, args.workers)
            billing_seconds = time.perf_counter() - started
        with pinned(RUN_AT):
            invoices, lines = await count_rows(db, workspace_id)
            if invoices != len(subscriptions) or await failed_runs(db, workspace_id):
                raise SystemExit(
                    f"the run made {invoices} invoices for {len(subscriptions)} subscriptions"
                    f" ({await failed_runs(db, workspace_id)} runs failed)"
                )
            base_invoices, base_lines, base_seconds = await set_based_floor(db, workspace_id)
            if (base_invoices, base_lines) != (invoices, lines):
                raise SystemExit(
                    f"the baseline wrote {base_invoices} invoices and {base_lines} lines, "
                    f"the run {invoices} and {lines}"
                )
            await enqueue_again(db, workspace_id, subscriptions)
            started = time.perf_counter()
            reruns = await run_workers(db, args.workers)
            rerun_seconds = time.perf_counter() - started
            after = await count_rows(db, workspace_id)
    finally:
        await db.dispose()
    return {
        "runs": runs,
        "statements": statements[0],
        "invoices": invoices,
        "lines": lines,
        "billing_seconds": billing_seconds,
        "baseline_seconds": base_seconds,
        "reruns": reruns,
        "rerun_seconds": rerun_seconds,
        "rerun_invoices": after[0] - invoices,
        "rerun_lines": after[1] - lines,
    }


def parse_run_options(
    parser: argparse.ArgumentParser, argv: list[str] | None, *, workers: str
) -> argparse.Namespace:
    """The options of a billing-run benchmark besides its `-n`: `--items`, `-w` (described by
    `workers`) and `--database-url`, parsed and checked."""
    parser.add_argument(
        "--items", type=int, default=2, help="prices of the plan: lines per invoice"
    )
    parser.add_argument("-w", "--workers", type=int, default=1, help=workers)
    add_database_option(parser)
    args = parser.parse_args(argv)
    if min(args.subscriptions, args.items, args.workers) < 1:
        parser.error("--subscriptions, --items and --workers must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench billing_run", description=__doc__)
    parser.add_argument(
        "-n",
        "--subscriptions",
        type=int,
        default=int(os.environ.get("BILLING_BENCH_SUBSCRIPTIONS", "1000")),
        help="subscriptions billed (default 1000, or $BILLING_BENCH_SUBSCRIPTIONS; 10000 for the "
        "full measure)",
    )
    args = parse_run_options(parser, argv, workers="workers on one engine")
    with database(args.database_url) as url:
        result = asyncio.run(bench(args, url))
    kind = url.split(":", 1)[0]
    rows = result["invoices"] + result["lines"]
    billing = rows / result["billing_seconds"]
    baseline = rows / result["baseline_seconds"]
    print(
        f"Billing run, {args.subscriptions} subscriptions of {args.items} prices, "
        f"{args.workers} worker(s), database {kind}"
    )
    if kind.startswith("sqlite"):
        print(f"  (SQLite: set {URL_VARIABLE} to a PostgreSQL server for the real measure)")
    print(
        f"  billing run        {result['invoices']} invoices + {result['lines']} lines in "
        f"{result['billing_seconds']:.1f} s: {billing:10.1f} rows/s "
        f"({result['invoices'] / result['billing_seconds']:.1f} invoices/s)"
    )
    print(
        f"  set-based SQL      {result['invoices']} invoices + {result['lines']} lines in "
        f"{result['baseline_seconds']:.2f} s: {baseline:10.1f} rows/s "
        f"(median of {BASELINE_REPEATS})"
    )
    print(f"  ratio billing / set-based SQL: {billing / baseline:.4f}")
    print(
        f"  statements         {result['statements']} during the run: "
        f"{result['statements'] / args.subscriptions:.1f} per subscription"
    )
    print(
        f"  rerun              {result['reruns']} runs in {result['rerun_seconds']:.1f} s "
        f"({result['reruns'] / result['rerun_seconds']:.1f} runs/s): created "
        f"{result['rerun_invoices']} invoices and {result['rerun_lines']} lines"
    )
    if result["rerun_invoices"] or result["rerun_lines"]:
        print("  FAILED: a rerun of the same billing runs must create nothing")
        return 1
    return 0
