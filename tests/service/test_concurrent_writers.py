"""Many writers at once through one real server (uvicorn on 127.0.0.1, the worker loop inside it,
as `billing serve` runs on SQLite): every request answers 2xx, invoice numbers stay gapless, and
nothing anywhere says `database is locked`. On SQLite the writers queue in the application for
the one write lock; the busy timeout is lowered here so that writers contending inside SQLite
would fail fast, as they did under load with the default one."""

from __future__ import annotations

import asyncio
import logging
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import httpx
import pytest
import uvicorn
from sqlalchemy import update

from billing.app import create_app
from billing.cli import migrate, run_bootstrap
from billing.config import Settings
from billing.invoices.document_requests import RENDER_PDF_JOB
from billing.models.platform import Job
from billing.platform import db as db_module
from billing.platform.db import Database
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line, put_settings, set_tax_profile
from tests.support import Api, every

CLIENTS = 30
LOW_BUSY_TIMEOUT_MS = 50
LOCKED = "database is locked"


@dataclass
class Server:
    api: Api
    log: list[logging.LogRecord]

    def at_once(self, calls: list[Callable[[Api], httpx.Response]]) -> list[Timed]:
        """Run each call from its own thread and connection, released together."""
        barrier = threading.Barrier(len(calls))

        def run(call: Callable[[Api], httpx.Response]) -> Timed:
            with httpx.Client(base_url=str(self.api.client.base_url), timeout=60) as own:
                api = Api(own, self.api.token)  # type: ignore[arg-type]
                barrier.wait()
                started = time.perf_counter()
                response = call(api)
                return Timed(response, time.perf_counter() - started)

        with ThreadPoolExecutor(max_workers=len(calls)) as pool:
            return list(pool.map(run, calls))

    def locked_messages(self) -> list[str]:
        texts = []
        for record in self.log:
            text = record.getMessage()
            if record.exc_info and record.exc_info[1] is not None:
                text += f" {record.exc_info[1]}"
            if LOCKED in text:
                texts.append(text)
        return texts


@dataclass
class Timed:
    response: httpx.Response
    seconds: float


class _Collect(logging.Handler):
    def __init__(self, into: list[logging.LogRecord]) -> None:
        super().__init__(logging.DEBUG)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        self.into.append(record)


@pytest.fixture
def server(
    empty_database_url: str, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> Iterator[Server]:
    """A migrated, bootstrapped database and a uvicorn server on an ephemeral port, with the
    worker loop running in it (every finalization enqueues a PDF render) unless the test's
    parameter says `{"worker": False}`."""
    monkeypatch.setattr(db_module, "SQLITE_BUSY_TIMEOUT_MS", LOW_BUSY_TIMEOUT_MS)
    options = getattr(request, "param", {})
    settings = Settings(
        database_url=empty_database_url,
        password_hash_time_cost=1,
        password_hash_memory_kib=64,
        run_worker_in_process=options.get("worker", True),
        worker_poll_seconds=0.05,
    )
    migrate(empty_database_url)
    key = next(
        workspace.api_key
        for workspace in asyncio.run(run_bootstrap(settings)).workspaces
        if workspace.mode == "live"
    )
    records: list[logging.LogRecord] = []
    collector = _Collect(records)
    logging.getLogger().addHandler(collector)
    config = uvicorn.Config(
        create_app(settings), host="127.0.0.1", port=0, log_config=None, access_log=False
    )
    uvicorn_server = uvicorn.Server(config)
    thread = threading.Thread(target=uvicorn_server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 30
        while not uvicorn_server.started:
            assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
            time.sleep(0.02)
        port = uvicorn_server.servers[0].sockets[0].getsockname()[1]
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
            yield Server(Api(client, key or ""), records)  # type: ignore[arg-type]
    finally:
        uvicorn_server.should_exit = True
        thread.join(timeout=30)
        logging.getLogger().removeHandler(collector)


def _finalize(invoice_id: str) -> Callable[[Api], httpx.Response]:
    return lambda api: api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)


def _create(customer_id: str, n: int) -> Callable[[Api], httpx.Response]:
    body = {"customer_id": customer_id, "lines": [line(f"Item {n}", unit_price=f"{n}.00")]}
    return lambda api: api.post("/v1/invoices", json=body, idempotency_key=True)


def _wait_for_pdfs(api: Api, invoice_ids: list[str], *, seconds: float = 60) -> dict[str, int]:
    """The worker renders every finalized invoice's PDF; the status of each download."""
    deadline = time.monotonic() + seconds
    statuses: dict[str, int] = {}
    while time.monotonic() < deadline:
        statuses = {i: api.get(f"/v1/invoices/{i}/pdf").status_code for i in invoice_ids}
        if all(status == 200 for status in statuses.values()):
            break
        time.sleep(0.2)
    return statuses


def _report(label: str, timed: list[Timed]) -> None:
    seconds = sorted(t.seconds for t in timed)
    p99 = seconds[min(len(seconds) - 1, round(0.99 * (len(seconds) - 1)))]
    print(f"{label}: p50 {statistics.median(seconds):.3f}s p99 {p99:.3f}s max {seconds[-1]:.3f}s")


def test_concurrent_finalizations_and_creations_all_succeed_with_gapless_numbers(server):
    api = server.api
    set_tax_profile(api, "DE", vat_id="DE123456788")  # a complete seller: finalize needs one
    put_settings(api, invoice_number_format="{SEQ}")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    drafts = [
        create_draft(api, customer["id"], [line(f"Item {n}", unit_price=f"{n}.00")])
        for n in range(1, CLIENTS + 1)
    ]

    calls = [_finalize(draft["id"]) for draft in drafts] + [
        _create(customer["id"], n) for n in range(CLIENTS)
    ]
    timed = server.at_once(calls)
    _report("finalize", timed[:CLIENTS])
    _report("create", timed[CLIENTS:])

    answers = [(t.response.status_code, t.response.text) for t in timed]
    assert [status for status, _ in answers] == [200] * CLIENTS + [201] * CLIENTS, answers
    numbers = sorted(int(t.response.json()["data"]["invoice_number"]) for t in timed[:CLIENTS])
    assert numbers == list(range(1, CLIENTS + 1))
    assert len(every(api, "/v1/invoices")) == 2 * CLIENTS
    finalized = [draft["id"] for draft in drafts]
    assert set(_wait_for_pdfs(api, finalized).values()) == {200}
    assert every(api, "/v1/events", type="job.failed") == []
    assert server.locked_messages() == []


@pytest.mark.parametrize("server", [{"worker": False}], indirect=True)
def test_downloads_that_archive_missing_pdfs_while_writers_queue(server, empty_database_url):
    """GETs that write (a legal PDF whose render job is gone is rendered and archived by its
    first download) run among finalizations: all answer 200, and each PDF is archived."""
    api = server.api
    set_tax_profile(api, "DE", vat_id="DE123456788")  # a complete seller: finalize needs one
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    drafts = [create_draft(api, customer["id"], [line()]) for _ in range(CLIENTS)]
    first, rest = drafts[: CLIENTS // 2], drafts[CLIENTS // 2 :]
    timed = server.at_once([_finalize(draft["id"]) for draft in first])
    assert [t.response.status_code for t in timed] == [200] * len(first)
    asyncio.run(_fail_render_jobs(empty_database_url))

    downloads = [(lambda api, i=draft["id"]: api.get(f"/v1/invoices/{i}/pdf")) for draft in first]
    timed = server.at_once([_finalize(draft["id"]) for draft in rest] + downloads)

    answers = [(t.response.status_code, t.response.text[:300]) for t in timed]
    assert [status for status, _ in answers] == [200] * len(timed), answers
    for draft, download in zip(first, timed[len(rest) :], strict=True):
        stored = api.get(f"/v1/invoices/{draft['id']}").json()["data"]
        assert stored["document_sha256"] == download.response.headers["X-Document-SHA256"]
    assert server.locked_messages() == []


async def _fail_render_jobs(url: str) -> None:
    """The render jobs give up (as after a long outage), so a download renders the PDF."""
    db = Database(url, pool_size=1)
    try:
        async with db.session() as session, session.begin():
            await session.execute(
                update(Job).where(Job.kind == RENDER_PDF_JOB).values(status="failed")
            )
    finally:
        await db.dispose()
