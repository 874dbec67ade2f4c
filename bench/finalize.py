"""Finalize throughput: invoices per second through the service against a raw-SQL baseline.

Both sides run in one process on the same database and the same engine:

- billing: `POST /v1/invoices/{id}/finalize` on the real app over `httpx.ASGITransport`, with an
  API key and an Idempotency-Key, the full middleware stack and the whole finalization (VAT
  resolved again, approval threshold read, gapless number, seller and buyer snapshots, the
  `invoice.finalized` event, the idempotency record);
- raw SQL: per invoice, one transaction of hand-written statements that takes the next value of
  the same gapless counter (`UPDATE document_sequences ... RETURNING`) and inserts a copy of an
  invoice the service finalized (its number, totals, VAT breakdown and snapshots) with its lines.

With `--batch N`, as many drafts again are finalized with `finalization.finalize_many`, N per
transaction (what a batched billing run calls; no HTTP). The drafts are created beforehand through
the API (not measured), and a PostgreSQL database is then analyzed (`analyze`). The ratio is the
price of the service over writing the finished rows. Nothing is asserted; numbers depend on the
machine.

The database: `--database-url`, else `BILLING_BENCH_DATABASE_URL`, else a new SQLite file. A
PostgreSQL URL names a server: the benchmark creates its own database there (migrated, dropped
afterwards), as the test suite does with BILLING_TEST_DATABASE_URL.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import psycopg
from fastapi import FastAPI
from sqlalchemy import Row, bindparam, select, text
from sqlalchemy.engine import URL, make_url

from bench.cpu import postgres_cpu_seconds
from bench.workspaces import provision
from billing.app import create_app
from billing.cli import migrate
from billing.config import Settings
from billing.invoices import finalization
from billing.models.invoice import DocumentSequence, Invoice, InvoiceLine
from billing.platform import heap
from billing.platform.db import Database
from billing.platform.outbox import workspace_context

URL_VARIABLE = "BILLING_BENCH_DATABASE_URL"


async def in_lanes(
    items: Sequence[Any], lanes: int, work: Callable[[Any], Awaitable[None]]
) -> None:
    """Run `work` on every item, `lanes` at a time."""
    remaining = iter(items)

    async def lane() -> None:
        for item in remaining:
            await work(item)

    await asyncio.gather(*(lane() for _ in range(lanes)))


async def timed(items: Sequence[Any], lanes: int, work: Callable[[Any], Awaitable[None]]) -> float:
    """Items per second."""
    started = time.perf_counter()
    await in_lanes(items, lanes, work)
    return len(items) / (time.perf_counter() - started)


async def accounted(
    items: Sequence[Any], lanes: int, work: Callable[[Any], Awaitable[None]], spent: dict[str, Any]
) -> float:
    """Items per second (`timed`), recording in `spent` the milliseconds per item of wall time,
    of this process's CPU and of PostgreSQL's (None when it runs elsewhere)."""
    process_before, postgres_before = time.process_time(), postgres_cpu_seconds()
    rate = await timed(items, lanes, work)
    postgres_after = postgres_cpu_seconds()
    spent["wall"] = 1000 / rate
    spent["process"] = (time.process_time() - process_before) * 1000 / len(items)
    spent["postgres"] = (
        None
        if postgres_before is None or postgres_after is None
        else (postgres_after - postgres_before) * 1000 / len(items)
    )
    return rate


class Api:
    def __init__(self, client: httpx.AsyncClient, key: str) -> None:
        self.client = client
        self.headers = {"Authorization": f"Bearer {key}"}

    async def call(
        self, method: str, path: str, expected: int, *, idempotent: bool = False, **kwargs: Any
    ) -> dict[str, Any]:
        headers = dict(self.headers)
        if idempotent:
            headers["Idempotency-Key"] = uuid.uuid4().hex
        response = await self.client.request(method, path, headers=headers, **kwargs)
        if response.status_code != expected:
            raise SystemExit(f"{method} {path}: unexpected {response.status_code}: {response.text}")
        body: dict[str, Any] = response.json()
        return body


async def create_customer(api: Api) -> str:
    """A German seller (the tax profile) and a German EUR customer; returns the customer's id."""
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
    customer = await api.call(
        "POST",
        "/v1/customers",
        201,
        json={
            "name": "Bench Kunde AG",
            "currency": "EUR",
            "address": {
                "line1": "Weg 2",
                "city": "Hamburg",
                "postal_code": "20095",
                "country": "DE",
            },
        },
    )
    customer_id: str = customer["data"]["id"]
    return customer_id


def draft_body(customer_id: str, lines: int) -> dict[str, Any]:
    """`POST /v1/invoices`: an EUR draft of `lines` lines at the domestic VAT rate."""
    return {
        "customer_id": customer_id,
        "lines": [
            {"description": f"Service {n}", "quantity": f"{n}.5", "unit_price": "19.99"}
            for n in range(1, lines + 1)
        ],
    }


async def create_drafts(api: Api, count: int, lines: int, lanes: int) -> list[str]:
    """`count` drafts of `lines` lines each for the customer of `create_customer`."""
    body = draft_body(await create_customer(api), lines)
    ids: list[str] = []

    async def one(_: int) -> None:
        draft = await api.call("POST", "/v1/invoices", 201, idempotent=True, json=body)
        ids.append(draft["data"]["id"])

    await in_lanes(range(count), lanes, one)
    return ids


def typed_insert(model: type[Invoice | InvoiceLine]) -> Any:
    """`INSERT INTO table (...) VALUES (...)` as text, with the columns' types for the values
    (JSON documents, exact decimals) so both drivers bind them as the service does."""
    table = model.__table__
    names = [column.name for column in table.columns]
    quoted = ", ".join(f'"{name}"' for name in names)
    placeholders = ", ".join(f":{name}" for name in names)
    statement = text(f"INSERT INTO {model.__tablename__} ({quoted}) VALUES ({placeholders})")
    return statement.bindparams(*(bindparam(c.name, type_=c.type) for c in table.columns))


NEXT_NUMBER = text(
    "UPDATE document_sequences SET last_value = last_value + 1 "
    "WHERE workspace_id = :workspace_id AND kind = 'invoice' RETURNING last_value"
).bindparams(bindparam("workspace_id", type_=DocumentSequence.__table__.c.workspace_id.type))


async def finalized_rows(
    db: Database, invoice_ids: Sequence[str]
) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """The service's finalized invoices and their lines, as column dictionaries."""
    ids = [uuid.UUID(i) for i in invoice_ids]
    invoices, lines = Invoice.__table__, InvoiceLine.__table__
    async with db.engine.connect() as conn:
        invoice_rows = (await conn.execute(select(invoices).where(invoices.c.id.in_(ids)))).all()
        line_rows = (await conn.execute(select(lines).where(lines.c.invoice_id.in_(ids)))).all()
    by_invoice: dict[uuid.UUID, list[Row[Any]]] = {}
    for line in line_rows:
        by_invoice.setdefault(line.invoice_id, []).append(line)
    return [
        (dict(row._mapping), [dict(line._mapping) for line in by_invoice[row.id]])
        for row in invoice_rows
    ]


async def raw_sql_rate(
    db: Database,
    templates: list[tuple[dict[str, Any], list[dict[str, Any]]]],
    count: int,
    lanes: int,
    spent: dict[str, Any],
) -> float:
    """Per invoice, one transaction: the next counter value, the invoice row, its lines."""
    insert_invoice = typed_insert(Invoice)
    insert_line = typed_insert(InvoiceLine)

    async def one(index: int) -> None:
        invoice, lines = templates[index % len(templates)]
        invoice_id = uuid.uuid4()
        async with db.engine.begin() as conn:
            value = (
                await conn.execute(NEXT_NUMBER, {"workspace_id": invoice["workspace_id"]})
            ).scalar_one()
            year = invoice["issued_at"].year
            await conn.execute(
                insert_invoice,
                {**invoice, "id": invoice_id, "invoice_number": f"INV-{year}-{value:06d}"},
            )
            await conn.execute(
                insert_line,
                [{**line, "id": uuid.uuid4(), "invoice_id": invoice_id} for line in lines],
            )

    return await accounted(range(count), lanes, one, spent)


async def batched_rate(
    db: Database, invoice_ids: Sequence[str], batch: int, workspace: tuple[uuid.UUID, uuid.UUID]
) -> float:
    """`finalization.finalize_many` (what a batched billing run calls) on `batch` drafts per
    transaction: lock them in id order, finalize, commit. No HTTP, no idempotency record."""
    async with db.session() as session, session.begin():
        ctx = await workspace_context(session, *workspace)
    ids = [uuid.UUID(invoice_id) for invoice_id in invoice_ids]
    chunks = [ids[start : start + batch] for start in range(0, len(ids), batch)]

    async def one(chunk: list[uuid.UUID]) -> None:
        async with db.session() as session, session.begin():
            locked = select(Invoice).where(Invoice.id.in_(chunk)).order_by(Invoice.id)
            invoices = (await session.scalars(locked.with_for_update())).all()
            outcomes = await finalization.finalize_many(session, ctx, invoices)
            if any(outcome.invoice.status != "finalized" for outcome in outcomes):
                raise SystemExit("finalize_many left a bench draft unfinalized")

    started = time.perf_counter()
    await in_lanes(chunks, 1, one)
    return len(ids) / (time.perf_counter() - started)


ANALYZE_THRESHOLD = 50
"""PostgreSQL's `autovacuum_analyze_threshold`: a table never analyzed is analyzed once more rows
than this were written to it."""


async def analyze(db: Database) -> None:
    """Gather the planner's statistics of the tables the set-up filled, as autovacuum does within
    a minute on a server that runs it (the one on this machine runs with autovacuum off): every
    table holding more than `ANALYZE_THRESHOLD` rows. Without them PostgreSQL plans on the
    estimates of tables never analyzed and may look an invoice up through the index of its
    workspace rather than its primary key, reading every draft the set-up wrote (measured: a
    finalize 11.6 ms of wall time before, 7.9 after). The tables still (nearly) empty are left
    as autovacuum would leave them: statistics taken while a table is empty make the plans of
    its rows written during the measure worse than none (measured: PostgreSQL's CPU per
    POST /v1/invoices 0.9-1.2 ms without, 1.8 ms with)."""
    if db.is_sqlite:
        return
    async with db.engine.connect() as connection:
        names = (
            await connection.execute(
                text("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
            )
        ).scalars()
        filled = []
        for name in names:
            quoted = connection.dialect.identifier_preparer.quote(name)
            found = await connection.execute(
                text(f"SELECT EXISTS (SELECT 1 FROM {quoted} OFFSET {ANALYZE_THRESHOLD})")
            )
            if found.scalar():
                filled.append(quoted)
        if filled:
            await connection.execute(text(f"ANALYZE {', '.join(filled)}"))
        await connection.commit()


async def check_numbers(db: Database, workspace_id: uuid.UUID, expected: int) -> None:
    """Both sides did the whole work: every invoice finalized, numbered 1..expected."""
    invoices = Invoice.__table__
    async with db.engine.connect() as conn:
        numbers = (
            await conn.execute(
                select(invoices.c.invoice_number).where(
                    invoices.c.workspace_id == workspace_id, invoices.c.status == "finalized"
                )
            )
        ).scalars()
        values = sorted(int(number.rsplit("-", 1)[1]) for number in numbers)
    if values != list(range(1, expected + 1)):
        raise SystemExit(f"expected invoices numbered 1..{expected}, found {len(values)}")


async def bench(
    args: argparse.Namespace, database_url: str
) -> tuple[dict[str, float], dict[str, dict[str, Any]]]:
    """Invoices per second by side, and where each measured side's time went (`accounted`)."""
    spent: dict[str, dict[str, Any]] = {"billing": {}, "raw SQL": {}}
    db = Database(database_url)
    try:
        key, _ = await provision(db)
        app: FastAPI = create_app(
            Settings(database_url=database_url, run_worker_in_process=False), database=db
        )
        heap.settle()  # as the app's lifespan does, which ASGITransport does not run
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            api = Api(client, key)
            drafts = await create_drafts(
                api, args.warmup + args.invoices, args.lines, max(args.concurrency, 4)
            )
            await analyze(db)

            async def finalize(invoice_id: str) -> None:
                await api.call("POST", f"/v1/invoices/{invoice_id}/finalize", 200, idempotent=True)

            await in_lanes(drafts[: args.warmup], args.concurrency, finalize)
            measured = drafts[args.warmup :]
            billing = await accounted(measured, args.concurrency, finalize, spent["billing"])
            batch_drafts = []
            if args.batch:
                batch_drafts = await create_drafts(api, args.invoices, args.lines, 4)
        templates = await finalized_rows(db, measured)
        rates = {"billing": billing}
        if args.batch:
            tenant = (templates[0][0]["organization_id"], templates[0][0]["workspace_id"])
            batched = await batched_rate(db, batch_drafts, args.batch, tenant)
            rates[f"finalize_many/{args.batch}"] = batched
        rates["raw SQL"] = await raw_sql_rate(
            db, templates, args.invoices, args.concurrency, spent["raw SQL"]
        )
        finalized = args.warmup + 2 * args.invoices + len(batch_drafts)
        await check_numbers(db, templates[0][0]["workspace_id"], finalized)
    finally:
        await db.dispose()
    return rates, spent


def print_spent(spent: dict[str, Any]) -> None:
    """Where one invoice's time went: wall time, this process's CPU (the app and its in-process
    HTTP client, or the raw-SQL loop) and PostgreSQL's; the rest is waiting, as for the disk."""
    postgres = "" if spent["postgres"] is None else f", PostgreSQL {spent['postgres']:.2f} ms"
    print(
        f"    per invoice: {spent['wall']:.2f} ms, of which CPU: this process "
        f"{spent['process']:.2f} ms{postgres}"
    )


@contextmanager
def database(requested: str | None) -> Iterator[str]:
    """A migrated database for one run: a new SQLite file, or a new database on the
    PostgreSQL server of `requested`, dropped afterwards."""
    if not requested or requested.startswith("sqlite"):
        with tempfile.TemporaryDirectory() as folder:
            url = requested or f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}"
            migrate(url)
            yield url
        return
    with scratch_database(make_url(requested), "billing_bench") as scratch:
        url = scratch.render_as_string(hide_password=False)
        migrate(url)
        yield url


@contextmanager
def scratch_database(server: URL, prefix: str) -> Iterator[URL]:
    """A new, empty database on the PostgreSQL server of `server`, named `prefix` and a random
    suffix, dropped afterwards (with any session still connected)."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = server.set(drivername="postgresql", database=server.database or "postgres")
    conninfo = admin.render_as_string(hide_password=False)
    with psycopg.connect(conninfo, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield server.set(database=name)
    finally:
        with psycopg.connect(conninfo, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def add_database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database-url",
        default=os.environ.get(URL_VARIABLE) or None,
        help=f"default: ${URL_VARIABLE}, else a new SQLite file in a temporary folder",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench finalize", description=__doc__)
    parser.add_argument("-n", "--invoices", type=int, default=300, help="invoices per side")
    parser.add_argument("--lines", type=int, default=3, help="lines per invoice")
    parser.add_argument("--warmup", type=int, default=20, help="unmeasured finalizations first")
    parser.add_argument("-c", "--concurrency", type=int, default=1, help="finalizations in flight")
    parser.add_argument(
        "--batch",
        type=int,
        default=0,
        help="also finalize N more drafts with finalize_many, this many per transaction",
    )
    add_database_option(parser)
    args = parser.parse_args(argv)
    with database(args.database_url) as url:
        results, spent = asyncio.run(bench(args, url))
    kind = url.split(":", 1)[0]
    print(
        f"Finalize, {args.invoices} invoices of {args.lines} lines each, "
        f"concurrency {args.concurrency}, database {kind}"
    )
    if kind.startswith("sqlite"):
        print(f"  (SQLite: set {URL_VARIABLE} to a PostgreSQL server for the real measure)")
    for name, rate in results.items():
        print(f"  {name:<18} {rate:10.1f} invoices/s")
        if name in spent:
            print_spent(spent[name])
    for name, rate in results.items():
        if name != "raw SQL":
            print(f"  ratio {name} / raw SQL: {rate / results['raw SQL']:.2f}")
    return 0
