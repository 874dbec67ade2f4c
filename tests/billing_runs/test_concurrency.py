"""Billing runs of the same subscriptions at once never bill a period twice (PostgreSQL).

- Two workers, each in its own thread with its own event loop and its own engine, run the
  period-end jobs of 20 subscriptions in batches of 4, every job there twice (a replayed copy
  next to it in the queue): the two copies are claimed by the two workers at once (`SKIP
  LOCKED`), so the runs of one subscription really overlap and queue on its row lock, which
  each batch takes for all its subscriptions in primary-key order.
- `billing_runs.service.run_subscription` for one subscription and instant, from two threads in
  two transactions at once: the first to lock the row holds it until PostgreSQL shows the other
  waiting for it; the second takes the row lock only after the first committed, and finds
  nothing left to do.
- `POST /v1/invoices/generate` for a period while the run bills it: one invoice for the period,
  whoever comes first.

Over HTTP: one invoice per (subscription, period), gapless numbers, each invoice charged once.
SQLite runs one writer at a time, so nothing can overlap there: these tests need PostgreSQL.
Order is read from a shared sequence of steps, never from clock stamps, and nothing waits a
fixed time to make an order happen.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
import time
import uuid
from datetime import timedelta
from typing import Any

import psycopg
import pytest
from sqlalchemy import func, select, text
from sqlalchemy.engine import make_url

from billing.billing_runs import batch, service
from billing.collection.attempts import EXECUTE_ATTEMPT_JOB
from billing.models.platform import Job
from billing.platform.db import Database
from billing.platform.worker import Worker
from billing.subscriptions import cycle
from billing.subscriptions.scheduling import BILLING_RUN_JOB, run_dedup_key
from tests.billing_runs.test_run_idempotency import (
    AFTER_JANUARY,
    FEBRUARY,
    JANUARY,
    MARCH,
    T0,
    assert_charged_once,
    db_of,
    events_about,
    every,
    invoices_of,
    iso,
    period_of,
    periods,
    sandbox_context,
    subscribed,
)
from tests.invoices.helpers import put_settings
from tests.subscriptions.helpers import create_plan

SUBSCRIPTIONS = 20
BATCH_SIZE = 4
KINDS = frozenset({BILLING_RUN_JOB, EXECUTE_ATTEMPT_JOB})
"""What the racing workers run: the billing runs and the charges they make."""


pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, "
    "so billing runs cannot overlap: the proof needs PostgreSQL"
)


def in_threads(database_url: str, count: int, work: Any) -> list[Any]:
    """`await work(db, index)` in `count` threads, each with its own event loop and its own
    Database (engine and connections), released together."""
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count
    errors: list[BaseException] = []

    def thread(index: int) -> None:
        async def main() -> Any:
            db = Database(database_url, pool_size=2)
            try:
                barrier.wait()
                return await work(db, index)
            finally:
                await db.dispose()

        try:
            results[index] = asyncio.run(main())
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=thread, args=(index,)) for index in range(count)]
    for each in threads:
        each.start()
    for each in threads:
        each.join(timeout=300)
    assert not any(each.is_alive() for each in threads), "a thread hung"
    assert errors == []
    return results


def wait_until_someone_waits_for(database_url: str, backend_pid: int) -> None:
    """Return once another connection is waiting for a lock that `backend_pid` holds."""
    conninfo = make_url(database_url).set(drivername="postgresql")
    deadline = time.monotonic() + 60
    with psycopg.connect(conninfo.render_as_string(hide_password=False), autocommit=True) as conn:
        while True:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE %s = ANY(pg_blocking_pids(pid))",
                (backend_pid,),
            ).fetchone()
            if row is not None and row[0] > 0:
                return
            assert time.monotonic() < deadline, "the other transaction never asked for the lock"
            time.sleep(0.01)


async def due_jobs_left(db: Database, workspace_id: uuid.UUID) -> int:
    async with db.session() as session:
        count = await session.scalar(
            select(func.count())
            .select_from(Job)
            .where(
                Job.workspace_id == workspace_id,
                Job.kind.in_(KINDS),
                Job.status == "pending",
                Job.test_clock_id.is_(None),
                Job.run_at <= AFTER_JANUARY,
            )
        )
    return int(count or 0)


def duplicate_period_end_runs(
    tenant: Any, subscription_ids: list[str], batch_size: int
) -> list[uuid.UUID]:
    """Next to each subscription's run at the end of January, a replayed copy (same kind and
    payload), queued so that two workers claim the pair at once: each `batch_size`
    subscriptions' runs are followed by their copies, so while one worker's batch holds the
    runs the other's claims the copies. Returns the copies' ids."""
    db = db_of(tenant)
    base = AFTER_JANUARY - timedelta(minutes=30)

    async def duplicate() -> list[uuid.UUID]:
        copies = []
        async with db.session() as session, session.begin():
            for index, subscription_id in enumerate(subscription_ids):
                key = run_dedup_key(uuid.UUID(subscription_id), FEBRUARY)
                original = (
                    await session.execute(select(Job).where(Job.dedup_key == key))
                ).scalar_one()
                assert (original.status, original.run_at) == ("pending", FEBRUARY)
                group, place = divmod(index, batch_size)
                original.created_at = base + timedelta(milliseconds=index)
                original.run_at = base + timedelta(milliseconds=2 * group * batch_size + place)
                copy = Job(
                    organization_id=original.organization_id,
                    workspace_id=original.workspace_id,
                    kind=original.kind,
                    payload=dict(original.payload),
                    status="pending",
                    run_at=original.run_at + timedelta(milliseconds=batch_size),
                    dedup_key=f"{key}:replayed",
                    max_attempts=original.max_attempts,
                    created_at=original.created_at,
                )
                session.add(copy)
                await session.flush()
                copies.append(copy.id)
        return copies

    copies: list[uuid.UUID] = tenant.client.portal.call(duplicate)
    return copies


def test_two_workers_running_the_same_period_end_jobs_bill_each_period_once(
    tenant, database_url, frozen_clock, run_jobs, monkeypatch, operator_settings
):
    frozen_clock(T0)
    api = tenant.sandbox
    put_settings(api, invoice_number_format="{SEQ}")
    plan = create_plan(api, currency="EUR")
    subscriptions = [subscribed(api, plan)["id"] for _ in range(SUBSCRIPTIONS)]
    run_jobs()
    assert len(every(api, "/v1/invoices")) == SUBSCRIPTIONS, "January, billed in advance"
    frozen_clock(AFTER_JANUARY)
    copies = duplicate_period_end_runs(tenant, subscriptions, BATCH_SIZE)
    workspace_id = tenant.workspace("sandbox").id

    operator_settings(run_batch_size=BATCH_SIZE)
    # Per subscription, each run's span from its batch asking for the row lock to the run's
    # end, with the thread it ran in.
    spans: dict[str, list[tuple[int, int, int]]] = {}
    asked: dict[tuple[str, int], int] = {}
    step = itertools.count()  # one sequence for both threads: the order the steps happened in
    real_load, real_run = batch.load, service.run_subscription

    async def traced_load(db: Any, ctx: Any, subscription_ids: Any) -> Any:
        started = next(step)
        for subscription_id in subscription_ids:
            asked[(str(subscription_id), threading.get_ident())] = started
        return await real_load(db, ctx, subscription_ids)

    async def traced_run(db: Any, ctx: Any, subscription_id: uuid.UUID, *rest: Any) -> Any:
        thread = threading.get_ident()
        try:
            return await real_run(db, ctx, subscription_id, *rest)
        finally:
            started = asked[(str(subscription_id), thread)]
            spans.setdefault(str(subscription_id), []).append((started, next(step), thread))

    monkeypatch.setattr(batch, "load", traced_load)
    monkeypatch.setattr(service, "run_subscription", traced_run)

    async def work(db: Database, index: int) -> int:
        # Only this test's jobs: earlier tests of this database leave due jobs of these kinds.
        worker = Worker(db, kinds=KINDS, organization_ids=[tenant.org.organization_id])
        ran = 0
        while True:
            if count := await worker.run_next():
                ran += count
            elif await due_jobs_left(db, workspace_id):
                await asyncio.sleep(0.01)  # the other worker holds them: wait, don't stop
            else:
                return ran

    ran = in_threads(database_url, 2, work)
    monkeypatch.setattr(batch, "load", real_load)
    monkeypatch.setattr(service, "run_subscription", real_run)
    run_jobs()

    assert sum(ran) == 3 * SUBSCRIPTIONS, "each run, each copy and each February charge once"
    assert min(ran) > 0, f"both workers ran jobs: {ran}"
    assert sorted(spans) == sorted(subscriptions)
    overlapping = [
        subscription_id
        for subscription_id, ((start_a, end_a, in_a), (start_b, end_b, in_b)) in spans.items()
        if in_a != in_b and start_a < end_b and start_b < end_a
    ]
    assert overlapping, "no subscription had its two runs at once: the workers did not contend"
    invoices = every(api, "/v1/invoices")
    assert len(invoices) == 2 * SUBSCRIPTIONS
    billed = {(i["subscription_id"], i["billing_period_start"]) for i in invoices}
    assert billed == {
        (subscription_id, iso(start))
        for subscription_id in subscriptions
        for start in (JANUARY, FEBRUARY)
    }
    numbers = sorted(int(i["invoice_number"]) for i in invoices)
    assert numbers == list(range(1, 2 * SUBSCRIPTIONS + 1))
    for invoice in invoices:
        assert_charged_once(api, invoice)
    for subscription_id in subscriptions:
        assert period_of(api, subscription_id) == ("active", iso(FEBRUARY), iso(MARCH))
    assert len(events_about(api, "invoice.created", {i["id"] for i in invoices})) == (
        2 * SUBSCRIPTIONS
    )
    assert len(events_about(api, "subscription.period_advanced", set(subscriptions))) == (
        SUBSCRIPTIONS
    )

    async def outcome() -> list[tuple[str, int, str | None]]:
        async with db_of(tenant).session() as session:
            found = await session.execute(
                select(Job.status, Job.attempts, Job.last_error).where(Job.id.in_(copies))
            )
            return [tuple(row) for row in found]  # type: ignore[misc]

    outcomes = tenant.client.portal.call(outcome)
    assert outcomes == [("succeeded", 1, None)] * SUBSCRIPTIONS, "no copy failed or deadlocked"


def test_the_same_run_in_two_transactions_at_once_is_serialized_by_the_row_lock(
    tenant, database_url, frozen_clock, run_jobs, monkeypatch
):
    """The run at the start of January, late (the clock stands after January): the first to
    take the subscription's lock keeps it until PostgreSQL shows the other transaction waiting
    for it, then bills January and February; the other gets the lock after that commit and
    finds the period billed and the subscription moved on."""
    frozen_clock(T0)
    api = tenant.sandbox
    put_settings(api, invoice_number_format="{SEQ}")
    plan = create_plan(api, currency="EUR")
    subscription_id = subscribed(api, plan)["id"]
    frozen_clock(AFTER_JANUARY)
    ctx = sandbox_context(tenant)
    real_lock = cycle.lock_many
    steps: list[tuple[str, int]] = []  # (step, thread index), in the order they happened
    index_of: dict[int, int] = {}  # thread ident → thread index
    first_to_lock: list[int] = []
    guard = threading.Lock()

    async def lock_until_the_other_waits(db: Any, ctx: Any, subscription_ids: Any) -> Any:
        locked = await real_lock(db, ctx, subscription_ids)
        index = index_of[threading.get_ident()]
        with guard:
            steps.append(("locked", index))
            first = not first_to_lock
            first_to_lock.append(index)
        if first:
            backend_pid = int(await db.scalar(text("SELECT pg_backend_pid()")))
            wait_until_someone_waits_for(database_url, backend_pid)
        return locked

    monkeypatch.setattr(cycle, "lock_many", lock_until_the_other_waits)

    async def work(db: Database, index: int) -> service.RunResult:
        index_of[threading.get_ident()] = index
        async with db.session() as session, session.begin():
            steps.append(("asked", index))
            result = await service.run_subscription(
                session, ctx, uuid.UUID(subscription_id), JANUARY
            )
            steps.append(("done", index))  # before the commit, which releases the lock
        return result

    results = in_threads(database_url, 2, work)

    made = sorted((len(r.invoices), r.periods_closed) for r in results)
    assert made == [(0, 0), (2, 1)]
    winner = first_to_lock[0]
    loser = 1 - winner
    assert results[winner].invoices, "the first to lock billed"
    assert first_to_lock == [winner, loser]
    assert steps.index(("asked", loser)) < steps.index(("done", winner)), "both in the run"
    assert steps.index(("done", winner)) < steps.index(("locked", loser)), "it waited"

    monkeypatch.setattr(cycle, "lock_many", real_lock)
    run_jobs()  # the January job itself (now with nothing to do) and the charges
    billed = invoices_of(api, subscription_id)
    assert periods(billed) == [
        (iso(JANUARY), iso(FEBRUARY)),
        (iso(FEBRUARY), iso(MARCH)),
    ]
    assert [i["invoice_number"] for i in billed] == ["1", "2"]
    for invoice in billed:
        assert_charged_once(api, invoice)
    assert period_of(api, subscription_id) == ("active", iso(FEBRUARY), iso(MARCH))


def test_a_generate_request_during_the_run_never_makes_a_second_invoice_for_a_period(
    tenant, database_url, frozen_clock, run_jobs
):
    """`POST /v1/invoices/generate` for January while the late January run bills January and
    February: whichever takes the subscription's lock first makes January's invoice, the other
    finds it (the request answers 409, or the run leaves January alone)."""
    frozen_clock(T0)
    api = tenant.sandbox
    put_settings(api, invoice_number_format="{SEQ}")
    plan = create_plan(api, currency="EUR")
    rounds = 4
    subscriptions = [subscribed(api, plan)["id"] for _ in range(rounds)]
    frozen_clock(AFTER_JANUARY)
    ctx = sandbox_context(tenant)

    for subscription_id in subscriptions:

        async def work(db: Database, index: int, subscription_id: str = subscription_id) -> Any:
            if index == 0:  # the run, as its job does it
                async with db.session() as session, session.begin():
                    return await service.run_subscription(
                        session, ctx, uuid.UUID(subscription_id), JANUARY
                    )
            return api.post(
                "/v1/invoices/generate",
                json={
                    "subscription_id": subscription_id,
                    "billing_period_start": iso(JANUARY),
                    "billing_period_end": iso(FEBRUARY),
                },
                idempotency_key=True,
            )

        run, generated = in_threads(database_url, 2, work)
        assert generated.status_code in (201, 409), generated.text
        invoices = invoices_of(api, subscription_id)
        assert periods(invoices) == [
            (iso(JANUARY), iso(FEBRUARY)),
            (iso(FEBRUARY), iso(MARCH)),
        ], generated.text
        january = invoices[0]
        if generated.status_code == 201:
            assert generated.json()["data"]["id"] == january["id"]
            assert january["status"] == "draft", "the run left the requested draft alone"
            assert [i.id for i in run.invoices] == [uuid.UUID(invoices[1]["id"])]
        else:
            assert generated.json()["code"] == "INVALID_STATE"
            assert january["status"] in ("finalized", "paid")
            assert [i.id for i in run.invoices] == [uuid.UUID(i["id"]) for i in invoices]
    run_jobs()
    issued = [i["invoice_number"] for i in every(api, "/v1/invoices") if i["invoice_number"]]
    assert sorted(int(number) for number in issued) == list(range(1, len(issued) + 1))
