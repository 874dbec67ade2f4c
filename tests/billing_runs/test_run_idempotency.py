"""A billing run is idempotent and atomic.

Run again for the same instant (called twice, or its job replayed), it creates nothing; a crash
in the middle of a run (finalization or collection raising) rolls the whole run back (no
invoice, no number taken, the subscription's period unchanged) and the job's retry completes it
once. The subscriptions are in real time (a sandbox customer of no test clock) with
`clock.utcnow()` pinned; both databases.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from billing.billing_runs import service
from billing.collection import service as collection
from billing.invoices import finalization
from billing.models.platform import Job
from billing.platform.context import system_context
from billing.platform.db import Database
from billing.platform.outbox import enqueue_job
from billing.platform.worker import backoff
from billing.subscriptions.scheduling import BILLING_RUN_JOB, run_dedup_key
from tests.customers.helpers import create_customer
from tests.invoices.helpers import put_settings
from tests.payments.helpers import attach
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant, every

T0 = datetime(2031, 1, 1, 9, 0, tzinfo=UTC)
"""Subscriptions start on 1 January 2031: the first period is January."""
JANUARY = datetime(2031, 1, 1, tzinfo=UTC)
FEBRUARY = datetime(2031, 2, 1, tzinfo=UTC)
MARCH = datetime(2031, 3, 1, tzinfo=UTC)
AFTER_JANUARY = FEBRUARY + timedelta(hours=1)


# --- helpers (the concurrency tests use them too) -------------------------------------------


def db_of(tenant: Tenant) -> Database:
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    return db


def sandbox_context(tenant: Tenant) -> Any:
    """The context the run job gets (`job_context`): the workspace, as the system."""
    return system_context(tenant.org.organization_id, tenant.workspace("sandbox").id, "sandbox")


def subscribed(api: Api, plan: dict[str, Any]) -> dict[str, Any]:
    """A customer paying by a sandbox test card (it succeeds) and its subscription."""
    customer = create_customer(api, currency="EUR")
    attach(api, customer["id"])
    return subscribe(api, customer["id"], plan["id"])


def invoices_of(api: Api, subscription_id: str) -> list[dict[str, Any]]:
    """The subscription's invoices, oldest period first."""
    found = every(api, "/v1/invoices", subscription_id=subscription_id)
    return sorted(found, key=lambda invoice: invoice["billing_period_start"])


def periods(invoices: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(i["billing_period_start"], i["billing_period_end"]) for i in invoices]


def payments_of(api: Api, invoice_id: str) -> list[dict[str, Any]]:
    response = api.get(f"/v1/invoices/{invoice_id}/payments")
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data


def assert_charged_once(api: Api, invoice: dict[str, Any]) -> None:
    """Paid by exactly one successful charge of its total, the automatic one."""
    payments = payments_of(api, invoice["id"])
    assert [(p["status"], p["amount"], p["dunning_step"]) for p in payments] == [
        ("succeeded", invoice["total"], 0)
    ], payments
    assert (invoice["status"], invoice["amount_paid"], invoice["amount_due"]) == (
        "paid",
        invoice["total"],
        "0.00",
    )


def period_of(api: Api, subscription_id: str) -> tuple[str, str, str]:
    response = api.get(f"/v1/subscriptions/{subscription_id}")
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    return data["status"], data["current_period_start"], data["current_period_end"]


def events_about(api: Api, type_: str, resource_ids: set[str]) -> list[dict[str, Any]]:
    return [e for e in every(api, "/v1/events", type=type_) if e["resource_id"] in resource_ids]


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def run_service(tenant: Tenant, subscription_id: str, at: datetime) -> service.RunResult:
    """`billing_runs.service.run_subscription` in one committed transaction, as its job does."""
    db = db_of(tenant)
    ctx = sandbox_context(tenant)

    async def run() -> service.RunResult:
        async with db.session() as session, session.begin():
            return await service.run_subscription(session, ctx, uuid.UUID(subscription_id), at)

    result: service.RunResult = tenant.client.portal.call(run)  # type: ignore[union-attr]
    return result


def run_jobs_of(tenant: Tenant, subscription_id: str) -> list[Job]:
    """The billing-run jobs of the subscription, oldest first."""
    db = db_of(tenant)

    async def read() -> list[Job]:
        async with db.session() as session:
            found = await session.execute(
                select(Job)
                .where(Job.kind == BILLING_RUN_JOB, Job.dedup_key.contains(subscription_id))
                .order_by(Job.created_at, Job.id)
            )
            return list(found.scalars())

    jobs: list[Job] = tenant.client.portal.call(read)  # type: ignore[union-attr]
    return jobs


# --- fixtures --------------------------------------------------------------------------------


def sandbox_at_t0(tenant: Tenant, frozen_clock: Callable[[datetime], None]) -> Api:
    """The tenant's sandbox at T0, invoices numbered by a bare counter."""
    frozen_clock(T0)
    put_settings(tenant.sandbox, invoice_number_format="{SEQ}")
    return tenant.sandbox


@pytest.fixture
def sandbox(tenant: Tenant, frozen_clock: Callable[[datetime], None]) -> Api:
    return sandbox_at_t0(tenant, frozen_clock)


# --- tests -----------------------------------------------------------------------------------


def test_a_run_called_again_for_the_same_instant_creates_nothing(
    tenant, sandbox, frozen_clock, run_jobs
):
    plan = create_plan(sandbox, currency="EUR")
    subscription = subscribed(sandbox, plan)
    run_jobs()
    frozen_clock(AFTER_JANUARY)
    run_jobs()
    billed = invoices_of(sandbox, subscription["id"])
    assert periods(billed) == [
        (iso(JANUARY), iso(FEBRUARY)),
        (iso(FEBRUARY), iso(MARCH)),
    ]

    again_at_start = run_service(tenant, subscription["id"], JANUARY)
    again_at_end = run_service(tenant, subscription["id"], FEBRUARY)
    run_jobs()

    assert (again_at_start.invoices, again_at_start.periods_closed) == ([], 0)
    assert (again_at_end.invoices, again_at_end.periods_closed) == ([], 0)
    assert invoices_of(sandbox, subscription["id"]) == billed
    assert [i["invoice_number"] for i in billed] == ["1", "2"]
    for invoice in billed:
        assert_charged_once(sandbox, invoice)
    assert period_of(sandbox, subscription["id"]) == ("active", iso(FEBRUARY), iso(MARCH))
    ids = {i["id"] for i in billed}
    assert len(events_about(sandbox, "invoice.created", ids)) == 2
    assert len(events_about(sandbox, "subscription.period_advanced", {subscription["id"]})) == 1


def test_a_replayed_run_job_creates_nothing(tenant, sandbox, frozen_clock, run_jobs):
    plan = create_plan(sandbox, currency="EUR")
    subscription = subscribed(sandbox, plan)
    run_jobs()
    frozen_clock(AFTER_JANUARY)
    run_jobs()
    billed = invoices_of(sandbox, subscription["id"])
    assert len(billed) == 2
    ctx = sandbox_context(tenant)
    db = db_of(tenant)
    payload = {"subscription_id": subscription["id"], "at": FEBRUARY.isoformat()}

    async def enqueue_again() -> tuple[Job | None, Job | None]:
        async with db.session() as session, session.begin():
            same_key = await enqueue_job(
                session,
                BILLING_RUN_JOB,
                payload,
                ctx=ctx,
                run_at=FEBRUARY,
                dedup_key=run_dedup_key(uuid.UUID(subscription["id"]), FEBRUARY),
            )
            replay = await enqueue_job(
                session,
                BILLING_RUN_JOB,
                payload,
                ctx=ctx,
                run_at=FEBRUARY,
                dedup_key=f"{run_dedup_key(uuid.UUID(subscription['id']), FEBRUARY)}:replay",
            )
            return same_key, replay

    same_key, replay = tenant.client.portal.call(enqueue_again)
    assert same_key is None, "the run of an instant is scheduled at most once"
    assert replay is not None
    run_jobs()

    [replayed] = [job for job in run_jobs_of(tenant, subscription["id"]) if job.id == replay.id]
    assert (replayed.status, replayed.attempts, replayed.last_error) == ("succeeded", 1, None)
    assert invoices_of(sandbox, subscription["id"]) == billed
    for invoice in billed:
        assert_charged_once(sandbox, invoice)
    assert period_of(sandbox, subscription["id"]) == ("active", iso(FEBRUARY), iso(MARCH))
    assert len(events_about(sandbox, "invoice.created", {i["id"] for i in billed})) == 2
    next_runs = [
        job.run_at for job in run_jobs_of(tenant, subscription["id"]) if job.status == "pending"
    ]
    assert next_runs == [MARCH], "one next run, whatever the replays"


@pytest.mark.parametrize(
    ("module", "name", "failing_call"),
    [
        pytest.param(finalization, "finalize_many", 1, id="finalizing-the-invoices"),
        pytest.param(collection, "collect", 2, id="collecting-the-second-invoice"),
    ],
)
def test_a_crash_in_the_middle_rolls_the_run_back_and_its_retry_completes_it_once(
    tenant, sandbox, frozen_clock, run_jobs, monkeypatch, module, name, failing_call
):
    """The run at the start of January is late: the clock already stands after January, so
    the one run bills January, closes it and bills February, then finalizes both together. A
    crash at its `failing_call`-th call of `module.name` (after both were finalized and January
    collected, for the second case) leaves nothing behind; the retry after the backoff bills
    both periods once."""
    plan = create_plan(sandbox, currency="EUR")
    subscription = subscribed(sandbox, plan)
    frozen_clock(AFTER_JANUARY)
    real = getattr(module, name)
    calls: list[int] = []

    async def crashing(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == failing_call:
            raise RuntimeError("the process died here")
        return await real(*args, **kwargs)

    monkeypatch.setattr(module, name, crashing)
    run_jobs()

    assert len(calls) == failing_call
    assert invoices_of(sandbox, subscription["id"]) == []
    assert period_of(sandbox, subscription["id"]) == ("active", iso(JANUARY), iso(FEBRUARY))
    assert events_about(sandbox, "subscription.period_advanced", {subscription["id"]}) == []
    assert [e for e in every(sandbox, "/v1/events", type="invoice.created")] == []
    [job] = run_jobs_of(tenant, subscription["id"])
    assert (job.status, job.attempts, job.last_error) == (
        "pending",
        1,
        "RuntimeError: the process died here",
    )
    assert job.run_at == AFTER_JANUARY + backoff(1)

    monkeypatch.setattr(module, name, real)
    run_jobs()
    assert invoices_of(sandbox, subscription["id"]) == [], "not before the backoff"
    frozen_clock(AFTER_JANUARY + backoff(1))
    run_jobs()

    billed = invoices_of(sandbox, subscription["id"])
    assert periods(billed) == [
        (iso(JANUARY), iso(FEBRUARY)),
        (iso(FEBRUARY), iso(MARCH)),
    ]
    assert [i["invoice_number"] for i in billed] == ["1", "2"], "no number was lost"
    for invoice in billed:
        assert_charged_once(sandbox, invoice)
    assert period_of(sandbox, subscription["id"]) == ("active", iso(FEBRUARY), iso(MARCH))
    assert len(events_about(sandbox, "invoice.created", {i["id"] for i in billed})) == 2
    assert len(events_about(sandbox, "subscription.period_advanced", {subscription["id"]})) == 1
    first, *rest = run_jobs_of(tenant, subscription["id"])
    assert (first.status, first.attempts, first.last_error) == ("succeeded", 2, None)
    assert [(job.status, job.run_at) for job in rest] == [("pending", MARCH)]
