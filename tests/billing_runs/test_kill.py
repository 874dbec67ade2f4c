"""A `billing worker` killed with SIGKILL in the middle of a period-end run leaves nothing
half-written, and a restarted worker finishes the run (PostgreSQL).

On a database of its own, 500 German customers each have a subscription of a two-price plan
billed in arrears whose first month has ended in real time (the benchmark's set-up,
`bench.billing_run.set_up`). A `billing worker` process, in batches of 20, is killed once a
given share of the invoices exists (early, half way, late); then:

- what it committed came in whole batches (a multiple of 20 invoices), each invoice with its
  two lines, its ledger posting and its number: the batch in flight was rolled back whole;
- a second `billing worker` finishes the run: exactly one invoice per subscription and period,
  numbers 1..500 without a gap or a repeat, every invoice finalized with its two lines and one
  ledger posting, one `invoice.created` event each, every subscription moved to its next
  period, and every period-end job succeeded at its first recorded attempt (the killed batch's
  jobs were rolled back to pending, not left claimed or failed).
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest
from bench.billing_run import month_after, set_up
from bench.finalize import database
from sqlalchemy.engine import make_url

from billing.platform.db import Database
from billing.subscriptions.scheduling import BILLING_RUN_JOB

pytestmark = pytest.mark.postgres_only(
    reason="SIGKILL of a worker process on a server database; SQLite runs in the test process"
)

SUBSCRIPTIONS = 500
BATCH_SIZE = 20
ITEMS = 2
WAIT_SECONDS = 300
BILLING = str(Path(sys.executable).with_name("billing"))


def _start_of_last_month() -> datetime:
    """The first of the month before this one: its period has ended in real time."""
    now = datetime.now(UTC)
    first = now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    return first.replace(year=first.year - (first.month == 1), month=(first.month - 2) % 12 + 1)


@pytest.fixture
def scratch_url() -> Iterator[str]:
    """A migrated database of its own on the test server (dropped afterwards)."""
    with database(os.environ["BILLING_TEST_DATABASE_URL"]) as url:
        yield url


def _conninfo(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@contextmanager
def _worker(url: str, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """A `billing worker` process on the database, in batches of `BATCH_SIZE`."""
    env = {
        **os.environ,
        "BILLING_DATABASE_URL": url,
        "BILLING_RUN_BATCH_SIZE": str(BATCH_SIZE),
        "BILLING_WORKER_POLL_SECONDS": "0.2",
    }
    with log.open("ab") as output:
        process = subprocess.Popen(
            [BILLING, "worker"], env=env, stdout=output, stderr=subprocess.STDOUT
        )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def _scalar(conn: psycopg.Connection[Any], sql: str, *params: Any) -> Any:
    row = conn.execute(sql, params).fetchone()
    assert row is not None
    return row[0]


def _wait_for(conn: psycopg.Connection[Any], sql: str, at_least: int, log: Path) -> int:
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        found = int(_scalar(conn, sql))
        if found >= at_least:
            return found
        time.sleep(0.02)
    pytest.fail(f"waited {WAIT_SECONDS} s for {at_least} rows: {log.read_text()[-3000:]}")


INVOICES = "SELECT count(*) FROM invoices"
DUE_RUNS = "SELECT count(*) FROM jobs WHERE kind = %s AND status = 'pending' AND run_at <= now()"


def _assert_whole(conn: psycopg.Connection[Any]) -> None:
    """Every invoice has its two lines, one ledger posting and a number."""
    incomplete = conn.execute(
        """
        SELECT i.id, i.invoice_number,
               (SELECT count(*) FROM invoice_lines l WHERE l.invoice_id = i.id),
               (SELECT count(*) FROM ledger_entries e WHERE e.invoice_id = i.id)
        FROM invoices i
        """
    ).fetchall()
    assert [row for row in incomplete if row[1] is None or row[2:] != (ITEMS, 1)] == []


@pytest.mark.parametrize("kill_at", [0.05, 0.5, 0.9], ids=["early", "middle", "late"])
def test_a_worker_killed_mid_run_and_restarted_bills_each_period_once(
    scratch_url: str, tmp_path: Path, kill_at: float
) -> None:
    start = _start_of_last_month()

    async def prepare() -> list[Any]:
        db = Database(scratch_url)
        try:
            _, subscriptions = await set_up(db, scratch_url, SUBSCRIPTIONS, ITEMS, start)
        finally:
            await db.dispose()
        return subscriptions

    subscriptions = asyncio.run(prepare())
    log = tmp_path / "workers.log"
    with psycopg.connect(_conninfo(scratch_url), autocommit=True) as conn:
        with _worker(scratch_url, log) as first:
            _wait_for(conn, INVOICES, max(1, int(SUBSCRIPTIONS * kill_at)), log)
            first.send_signal(signal.SIGKILL)
            first.wait()
        committed = int(_scalar(conn, INVOICES))
        assert committed % BATCH_SIZE == 0, f"{committed} invoices: a batch was half-written"
        assert committed < SUBSCRIPTIONS, "the kill came after the run: nothing was cut short"
        _assert_whole(conn)

        with _worker(scratch_url, log) as second:
            _wait_for(conn, INVOICES, SUBSCRIPTIONS, log)
            deadline = time.monotonic() + WAIT_SECONDS
            while int(_scalar(conn, DUE_RUNS, BILLING_RUN_JOB)) and time.monotonic() < deadline:
                time.sleep(0.05)
            second.send_signal(signal.SIGTERM)
            assert second.wait(timeout=WAIT_SECONDS) == 0

        billed = conn.execute(
            """
            SELECT subscription_id, billing_period_start, billing_period_end, status,
                   invoice_number
            FROM invoices WHERE status <> 'void'
            """
        ).fetchall()
        assert sorted((row[0], row[1], row[2]) for row in billed) == sorted(
            (subscription_id, start, month_after(start)) for subscription_id in subscriptions
        ), "one invoice per subscription and period"
        assert {row[3] for row in billed} == {"finalized"}
        sequence = sorted(int(re.findall(r"\d+", row[4])[-1]) for row in billed)
        assert sequence == list(range(1, SUBSCRIPTIONS + 1)), "gapless numbers"
        _assert_whole(conn)
        assert _scalar(conn, "SELECT count(*) FROM events WHERE type = 'invoice.created'") == (
            SUBSCRIPTIONS
        )
        moved = conn.execute(
            "SELECT current_period_start, count(*) FROM subscriptions GROUP BY 1"
        ).fetchall()
        assert moved == [(month_after(start), SUBSCRIPTIONS)]
        runs = conn.execute(
            "SELECT status, attempts, count(*) FROM jobs WHERE kind = %s AND payload->>'at' = %s"
            " GROUP BY 1, 2",
            (BILLING_RUN_JOB, start.isoformat()),
        ).fetchall()
        assert runs == [("succeeded", 1, SUBSCRIPTIONS)]
