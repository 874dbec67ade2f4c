"""The period-end billing run in worker processes of its own: invoices per second and the peak
memory (RSS) of each worker.

The set-up is `python -m bench billing_run`'s (not measured): a German seller, a monthly plan of
`--items` prices billed in arrears, `-n` subscriptions bulk-inserted with their billing-run jobs.
Then `-w` worker processes (`bench/worker_process.py`: the loop of `billing worker` on the
billing-run jobs, with the clock pinned an hour past the period's end) start together and run
until nothing is due. Each reports its peak RSS after its first 100 jobs and at the end (a
difference that grows with `-n` is memory the run keeps); the rate runs from the first claim
of any worker to the end of the last one. The benchmark fails (exit status 1) unless every
subscription got exactly one invoice and no run failed.

`-n 100000` is the measure of issue 16 (the peak must stay well under 1 GiB; billed in under 10
minutes); with batched runs it takes about ten minutes here, set-up included. Run it with `-w 1`
and `-w 2` to compare one worker process with two.

The database: `--database-url`, else `BILLING_BENCH_DATABASE_URL`, else a new SQLite file. A
PostgreSQL URL names a server: the benchmark creates its own database there (migrated, dropped
afterwards).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import uuid
from typing import Any

from bench.billing_run import count_rows, failed_runs, parse_run_options, set_up
from bench.finalize import database
from bench.http import child_environment
from bench.worker_process import WARM_JOBS
from billing.platform.db import Database


async def prepare(args: argparse.Namespace, database_url: str) -> uuid.UUID:
    db = Database(database_url)
    try:
        workspace_id, _ = await set_up(db, database_url, args.subscriptions, args.items)
    finally:
        await db.dispose()
    return workspace_id


async def outcome(database_url: str, workspace_id: uuid.UUID) -> tuple[int, int, int]:
    """Invoices, lines and failed billing runs of the workspace."""
    db = Database(database_url, pool_size=1)
    try:
        invoices, lines = await count_rows(db, workspace_id)
        return invoices, lines, await failed_runs(db, workspace_id)
    finally:
        await db.dispose()


def run_workers(database_url: str, processes: int) -> list[dict[str, Any]]:
    """Start `processes` workers together; what each reported once nothing was due."""
    command = [sys.executable, "-m", "bench.worker_process", database_url]
    workers = [
        subprocess.Popen(command, env=child_environment(), stdout=subprocess.PIPE, text=True)
        for _ in range(processes)
    ]
    reports = []
    for worker in workers:
        output, _ = worker.communicate()
        if worker.returncode:
            raise SystemExit(f"a worker process exited with status {worker.returncode}")
        reports.append(json.loads(output))
    return reports


def mib(kib: int | None) -> str:
    return "-" if kib is None else f"{kib / 1024:.0f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench billing_run_memory", description=__doc__)
    parser.add_argument(
        "-n", "--subscriptions", type=int, default=500, help="subscriptions billed (default 500)"
    )
    args = parse_run_options(parser, argv, workers="worker processes")
    with database(args.database_url) as url:
        workspace_id = asyncio.run(prepare(args, url))
        reports = run_workers(url, args.workers)
        invoices, lines, failed = asyncio.run(outcome(url, workspace_id))
    seconds = max(r["finished"] for r in reports) - min(r["started"] for r in reports)
    print(
        f"Billing run in {args.workers} worker process(es), {args.subscriptions} subscriptions "
        f"of {args.items} prices, database {url.split(':', 1)[0]}"
    )
    print(
        f"  {invoices} invoices + {lines} lines in {seconds:.1f} s: "
        f"{invoices / seconds:.1f} invoices/s"
    )
    for number, report in enumerate(reports, 1):
        print(
            f"  worker {number}: {report['jobs']} runs, peak RSS {mib(report['peak_rss_kib'])} "
            f"(after its first {WARM_JOBS} runs: {mib(report['warm_peak_rss_kib'])})"
        )
    if invoices != args.subscriptions or failed:
        print(
            f"  FAILED: {invoices} invoices for {args.subscriptions} subscriptions, "
            f"{failed} billing runs failed"
        )
        return 1
    return 0
