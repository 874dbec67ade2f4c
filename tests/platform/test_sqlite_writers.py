"""Writers of one process queue for SQLite's write lock in the application instead of polling
for it inside SQLite: none fails with `database is locked`, reads never wait for a writer, the
worker renders a PDF before it takes its turn, and a read request that turns out to write runs
again as a writer. The tests on the suite's database pass on PostgreSQL too, where nothing of
this is needed; those of SQLite's own behaviour use a SQLite file of their own."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select, text, update

from billing.documents import pdf
from billing.invoices.document_requests import render_key
from billing.models.platform import Event, Job
from billing.platform import clock
from billing.platform import db as db_module
from billing.platform.db import Database, WriteInReadOnlyTransaction
from billing.platform.outbox import enqueue_job, prepared_job_handler
from billing.platform.worker import Worker
from tests.customers.helpers import create_customer
from tests.documents.http_helpers import finalized_invoice

WRITERS = 20


def _run(url: str, scenario: Callable[[Database], Awaitable[Any]]) -> Any:
    async def main() -> Any:
        db = Database(url, pool_size=WRITERS)
        try:
            return await scenario(db)
        finally:
            await db.dispose()

    return asyncio.run(main())


def _marker(type_: str) -> Event:
    return Event(
        organization_id=uuid.uuid4(),
        workspace_id=uuid.uuid4(),
        type=type_,
        resource_type="test",
        resource_id="x",
        data={},
        created_at=clock.utcnow(),
    )


async def _count(db: Database, type_: str) -> int:
    async with db.session(readonly=True) as session, session.begin():
        found = await session.scalar(select(func.count()).where(Event.type == type_))
        return int(found or 0)


@pytest.fixture
def own_sqlite(tmp_path: Path) -> str:
    """An empty SQLite file with one table, for SQLite's own behaviour."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'own.db'}"

    async def create(db: Database) -> None:
        async with db.session() as session, session.begin():
            await session.execute(text("CREATE TABLE notes (body TEXT)"))

    _run(url, create)
    return url


def test_twenty_writers_at_once_all_commit_even_with_a_tiny_busy_timeout(database_url, monkeypatch):
    """Each writer holds its transaction across an await (as a request does); with a busy
    timeout of 1 ms, writers that met inside SQLite would fail at once."""
    monkeypatch.setattr(db_module, "SQLITE_BUSY_TIMEOUT_MS", 1)
    type_ = f"test.writers.{uuid.uuid4().hex[:8]}"

    async def scenario(db: Database) -> int:
        async def write() -> None:
            async with db.session() as session, session.begin():
                session.add(_marker(type_))
                await session.flush()
                await asyncio.sleep(0.005)

        await asyncio.gather(*(write() for _ in range(WRITERS)))
        return await _count(db, type_)

    assert _run(database_url, scenario) == WRITERS


def test_a_reader_does_not_wait_for_a_writer(database_url):
    type_ = f"test.reader.{uuid.uuid4().hex[:8]}"

    async def scenario(db: Database) -> int:
        written, release = asyncio.Event(), asyncio.Event()

        async def writer() -> None:
            async with db.session() as session, session.begin():
                session.add(_marker(type_))
                await session.flush()
                written.set()
                await release.wait()

        task = asyncio.create_task(writer())
        await written.wait()
        try:
            return await asyncio.wait_for(_count(db, type_), timeout=5)
        finally:
            release.set()
            await task

    assert _run(database_url, scenario) == 0, "the reader saw nothing uncommitted, at once"


def test_a_read_session_is_stopped_before_it_writes(own_sqlite):
    async def scenario(db: Database) -> int:
        with pytest.raises(WriteInReadOnlyTransaction):
            async with db.session(readonly=True) as session, session.begin():
                await session.execute(text("INSERT INTO notes (body) VALUES ('read')"))
        async with db.session(readonly=True) as session, session.begin():
            return int(await session.scalar(text("SELECT count(*) FROM notes")) or 0)

    assert _run(own_sqlite, scenario) == 0


def test_a_write_session_inside_another_of_the_same_task_fails_instead_of_hanging(own_sqlite):
    async def scenario(db: Database) -> None:
        async with db.session() as outer, outer.begin():
            await outer.execute(text("INSERT INTO notes (body) VALUES ('outer')"))
            with pytest.raises(RuntimeError, match="wait for itself"):
                async with db.session() as inner, inner.begin():
                    await inner.execute(text("INSERT INTO notes (body) VALUES ('inner')"))

    _run(own_sqlite, scenario)


def _when_rendering(monkeypatch, during: Callable[[], None]) -> list[int]:
    """Make the first PDF rendering call `during` (in the rendering thread) first; returns the
    list that counts the renderings."""
    renderings: list[int] = []
    real_render = pdf.render

    def render(document: Any) -> bytes:
        renderings.append(1)
        if len(renderings) == 1:
            during()
        return real_render(document)

    monkeypatch.setattr(pdf, "render", render)
    return renderings


def test_requests_write_while_the_worker_renders_a_pdf(tenant, run_jobs, monkeypatch):
    """The worker renders before it claims the job: a customer created during the rendering is
    created at once, rather than waiting for the worker's write transaction."""
    api = tenant.live
    invoice = finalized_invoice(api)
    created: list[dict[str, Any]] = []
    _when_rendering(monkeypatch, lambda: created.append(create_customer(api)))

    assert run_jobs() >= 1

    assert len(created) == 1, "the customer was created while the PDF rendered"
    downloaded = api.get(f"/v1/invoices/{invoice['id']}/pdf")
    assert downloaded.status_code == 200, downloaded.text
    assert downloaded.content.startswith(b"%PDF-")


def test_a_download_that_renders_the_missing_pdf_while_others_write_answers_200(
    tenant, monkeypatch
):
    """A legal PDF whose render job is gone is rendered and archived by its first download, a
    GET that writes; another request commits while it renders."""
    api = tenant.live
    invoice = finalized_invoice(api)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    async def forget_render_job() -> None:
        async with db.session() as session, session.begin():
            await session.execute(
                update(Job)
                .where(Job.dedup_key.startswith(render_key(uuid.UUID(invoice["id"]))))
                .values(status="failed")
            )

    tenant.client.portal.call(forget_render_job)  # type: ignore[union-attr]
    created: list[dict[str, Any]] = []
    _when_rendering(monkeypatch, lambda: created.append(create_customer(api)))

    downloaded = api.get(f"/v1/invoices/{invoice['id']}/pdf")

    assert downloaded.status_code == 200, downloaded.text
    assert downloaded.content.startswith(b"%PDF-")
    assert len(created) == 1
    stored = api.get(f"/v1/invoices/{invoice['id']}").json()["data"]
    assert stored["document_sha256"] == downloaded.headers["X-Document-SHA256"]


def test_a_prepared_job_gets_what_its_preparation_returned(database_url):
    kind = f"test.prepared.{uuid.uuid4().hex[:8]}"

    async def prepare(session: Any, job: Job) -> str:
        return f"rendered {job.payload['n']}"

    @prepared_job_handler(kind, prepare=prepare)
    async def handle(session: Any, job: Job, rendered: str) -> None:
        event = _marker(kind)
        event.data = {"rendered": rendered}
        session.add(event)

    async def scenario(db: Database) -> list[Any]:
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind, {"n": 7})
        assert await Worker(db, kinds={kind}).run_until_idle() == 1
        async with db.session(readonly=True) as session, session.begin():
            found = await session.execute(select(Event.data).where(Event.type == kind))
            return [row[0] for row in found]

    assert _run(database_url, scenario) == [{"rendered": "rendered 7"}]


def test_a_failed_preparation_is_the_jobs_failure_and_its_handler_does_not_run(database_url):
    kind = f"test.prepared.{uuid.uuid4().hex[:8]}"

    async def prepare(session: Any, job: Job) -> bytes:
        raise ValueError("the template is broken")

    @prepared_job_handler(kind, prepare=prepare)
    async def handle(session: Any, job: Job, rendered: bytes) -> None:
        session.add(_marker(kind))

    async def scenario(db: Database) -> tuple[Any, ...]:
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind)
        assert await Worker(db, kinds={kind}).run_until_idle() == 1
        async with db.session(readonly=True) as session, session.begin():
            job = (await session.execute(select(Job).where(Job.kind == kind))).scalar_one()
            handled = await session.scalar(select(func.count()).where(Event.type == kind))
            return job.status, job.attempts, job.last_error, handled

    assert _run(database_url, scenario) == (
        "pending",
        1,
        "ValueError: the template is broken",
        0,
    )


@pytest.mark.postgres_only(reason="PostgreSQL's readers run in autocommit")
def test_an_autocommit_reader_refuses_locks_and_writes_every_time(database_url):
    """The reader's verdict on a statement's text is cached; a refused text stays refused."""
    refused = (
        "SELECT id FROM events FOR UPDATE",
        "SELECT pg_advisory_xact_lock(1)",
        "UPDATE events SET type = type",
    )

    async def scenario(db: Database) -> int:
        for _ in range(2):
            for statement in refused:
                with pytest.raises(WriteInReadOnlyTransaction):
                    async with db.session(readonly=True) as session, session.begin():
                        await session.execute(text(statement))
            async with db.session(readonly=True) as session, session.begin():
                await session.execute(text("SELECT id FROM events LIMIT 1"))
        return 0

    assert _run(database_url, scenario) == 0
