"""Billing runs are claimed and run in batches, and one failing subscription does not block
the others.

A worker takes the due billing-run jobs of one workspace together: it locks their
subscriptions and reads what their runs need once, runs each, then finalizes and collects
their invoices together, all in one transaction. When a subscription's run raises, or its
collection in the batch's finish, the batch is rolled back and its jobs run one by one: the
rest of the batch is billed and committed, the failing job is retried with backoff (its error
on the job), and once it gives up a `job.failed` event names it. Jobs of other workspaces are
never in the same batch.
The subscriptions are in real time with `clock.utcnow()` pinned; both databases.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select, update

from billing.billing_runs import batch
from billing.collection import service as collection
from billing.invoices import generation
from billing.models.platform import Job
from billing.platform.worker import Worker, backoff
from billing.subscriptions.scheduling import BILLING_RUN_JOB
from tests.billing_runs.helpers import get
from tests.billing_runs.test_run_idempotency import (
    AFTER_JANUARY,
    FEBRUARY,
    JANUARY,
    MARCH,
    T0,
    db_of,
    events_about,
    invoices_of,
    iso,
    period_of,
    periods,
    run_jobs_of,
    sandbox_at_t0,
    subscribed,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import put_settings
from tests.subscriptions.helpers import create_plan, create_price, subscribe
from tests.support import Api, Tenant, every

SUBSCRIPTIONS = 5


def _traced_loads(monkeypatch: Any) -> list[int]:
    """The number of subscriptions each batch read (`batch.load`), in order."""
    sizes: list[int] = []
    real = batch.load

    async def traced(db: Any, ctx: Any, subscription_ids: Sequence[uuid.UUID]) -> Any:
        sizes.append(len(subscription_ids))
        return await real(db, ctx, subscription_ids)

    monkeypatch.setattr(batch, "load", traced)
    return sizes


def _fail_billing_of(monkeypatch: Any, subscription_id: str) -> None:
    """Billing any period of this subscription raises, during its run."""
    real = generation.bill_period

    async def failing(db: Any, ctx: Any, subscription: Any, *args: Any) -> Any:
        if str(subscription.id) == subscription_id:
            raise RuntimeError("this subscription's data is broken")
        return await real(db, ctx, subscription, *args)

    monkeypatch.setattr(generation, "bill_period", failing)


def _fail_collecting_of(monkeypatch: Any, subscription_id: str) -> None:
    """Collecting an invoice of this subscription raises, in the batch's finish (after every
    run of the batch was done)."""
    real = collection.collect

    async def failing(db: Any, ctx: Any, invoice: Any, *args: Any) -> Any:
        if str(invoice.subscription_id) == subscription_id:
            raise RuntimeError("this subscription's data is broken")
        return await real(db, ctx, invoice, *args)

    monkeypatch.setattr(collection, "collect", failing)


def _period_end_runs(tenant: Tenant, subscription_id: str) -> list[Job]:
    return [
        job
        for job in run_jobs_of(tenant, subscription_id)
        if job.payload["at"] == FEBRUARY.isoformat()
    ]


def _give_up_next_time(tenant: Tenant, job_id: uuid.UUID) -> None:
    """The job's next attempt is its last one, and it is due now."""

    async def change() -> None:
        async with db_of(tenant).session() as session, session.begin():
            await session.execute(
                update(Job)
                .where(Job.id == job_id)
                .values(max_attempts=Job.attempts + 1, run_at=AFTER_JANUARY)
            )

    tenant.client.portal.call(change)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "break_",
    [
        pytest.param(_fail_billing_of, id="in-its-run"),
        pytest.param(_fail_collecting_of, id="in-the-batch-finish"),
    ],
)
def test_a_batch_bills_the_others_when_one_subscription_fails(
    tenant, frozen_clock, run_jobs, monkeypatch, break_
):
    sandbox = sandbox_at_t0(tenant, frozen_clock)
    plan = create_plan(sandbox, currency="EUR")
    subscriptions = [subscribed(sandbox, plan)["id"] for _ in range(SUBSCRIPTIONS)]
    run_jobs()  # January, billed in advance
    broken, *healthy = subscriptions
    frozen_clock(AFTER_JANUARY)
    sizes = _traced_loads(monkeypatch)
    break_(monkeypatch, broken)
    run_jobs()

    assert sizes == [SUBSCRIPTIONS] + [1] * SUBSCRIPTIONS, "one batch, then each job alone"
    for subscription_id in healthy:
        assert periods(invoices_of(sandbox, subscription_id)) == [
            (iso(JANUARY), iso(FEBRUARY)),
            (iso(FEBRUARY), iso(MARCH)),
        ]
        assert period_of(sandbox, subscription_id) == ("active", iso(FEBRUARY), iso(MARCH))
    assert periods(invoices_of(sandbox, broken)) == [(iso(JANUARY), iso(FEBRUARY))]
    assert period_of(sandbox, broken) == ("active", iso(JANUARY), iso(FEBRUARY))
    assert events_about(sandbox, "subscription.period_advanced", {broken}) == []
    numbers = sorted(int(i["invoice_number"]) for i in every(sandbox, "/v1/invoices"))
    assert numbers == list(range(1, 2 * SUBSCRIPTIONS)), "no number taken by the rolled back run"
    [period_end_run] = _period_end_runs(tenant, broken)
    assert (period_end_run.status, period_end_run.attempts, period_end_run.last_error) == (
        "pending",
        1,
        "RuntimeError: this subscription's data is broken",
    )
    assert period_end_run.run_at == AFTER_JANUARY + backoff(1)

    _give_up_next_time(tenant, period_end_run.id)
    run_jobs()
    [failed] = every(sandbox, "/v1/events", type="job.failed")
    assert failed["resource_id"] == str(period_end_run.id)
    assert failed["data"]["payload"]["subscription_id"] == broken
    assert failed["data"]["error"] == "RuntimeError: this subscription's data is broken"
    assert [job.status for job in _period_end_runs(tenant, broken)] == ["failed"]
    assert periods(invoices_of(sandbox, broken)) == [(iso(JANUARY), iso(FEBRUARY))]


def test_a_batch_holds_the_jobs_of_one_workspace(tenant, frozen_clock, run_jobs, monkeypatch):
    """Due runs of the live and the sandbox workspace at once: two batches, each billing its
    own workspace's subscriptions with its own numbers."""
    sizes = _traced_loads(monkeypatch)
    frozen_clock(JANUARY)
    by_workspace: dict[str, list[str]] = {}
    apis = {"live": tenant.live, "sandbox": tenant.sandbox}
    for mode, api in apis.items():
        plan = create_plan(api, currency="EUR")
        by_workspace[mode] = [
            subscribe(api, create_customer(api, currency="EUR")["id"], plan["id"])["id"]
            for _ in range(3)
        ]
    sizes.clear()
    frozen_clock(AFTER_JANUARY)
    run_jobs()

    assert sorted(size for size in sizes) == [3, 3]
    for mode, subscriptions in by_workspace.items():
        api = apis[mode]
        for subscription_id in subscriptions:
            assert periods(invoices_of(api, subscription_id))[-1] == (iso(FEBRUARY), iso(MARCH))

    async def open_runs() -> list[Job]:
        async with db_of(tenant).session() as session:
            found = await session.scalars(
                select(Job).where(
                    Job.kind == BILLING_RUN_JOB,
                    Job.organization_id == tenant.org.organization_id,
                    Job.status != "pending",
                    Job.status != "succeeded",
                )
            )
            return list(found)

    assert tenant.client.portal.call(open_runs) == []  # type: ignore[union-attr]


# --- a batch bills as one by one -------------------------------------------------------------

MID_JANUARY = datetime(2031, 1, 15, 12, 0, tzinfo=UTC)
AFTER_FEBRUARY = MARCH + timedelta(hours=1)


def _mixed_subscriptions(api: Api) -> list[str]:
    """In advance with a card, in arrears, a trial, canceled at period end, a quantity change
    and a plan change in the middle of January (made at `MID_JANUARY`, see `_change`)."""
    in_advance = create_plan(api, currency="EUR")
    in_arrears = api.post(
        "/v1/plans",
        json={
            "name": "Arrears",
            "currency": "EUR",
            "interval": "month",
            "billing_timing": "in_arrears",
            "items": [{"price_id": create_price(api, "EUR", "7.00")["id"], "quantity": 1}],
        },
    ).json()["data"]
    trial = create_plan(api, currency="EUR", trial_days=14)

    def plain(plan: dict[str, Any]) -> str:
        return str(subscribe(api, create_customer(api, currency="EUR")["id"], plan["id"])["id"])

    subscriptions = [
        subscribed(api, in_advance)["id"],
        plain(in_arrears),
        plain(trial),
        plain(in_advance),
        plain(in_advance),
        plain(in_advance),
    ]
    path = f"/v1/subscriptions/{subscriptions[3]}/cancel"
    assert api.post(path, json={"at_period_end": True}).status_code == 200
    return subscriptions


def _change(api: Api, subscriptions: list[str]) -> None:
    pro = create_plan(api, currency="EUR", prices=[create_price(api, "EUR", "25.00")])
    path = "/v1/subscriptions/{}"
    assert api.patch(path.format(subscriptions[4]), json={"quantity": 3}).status_code == 200
    assert api.patch(path.format(subscriptions[5]), json={"plan_id": pro["id"]}).status_code == 200


def _outcome(api: Api, subscriptions: list[str]) -> list[Any]:
    """What the runs made of each subscription, without ids and names (which differ between
    tenants): its state, its invoices with their lines, and the events about both."""
    found = []
    for subscription_id in subscriptions:
        subscription = get(api, f"/v1/subscriptions/{subscription_id}")
        invoices = []
        for listed in invoices_of(api, subscription_id):
            invoice = get(api, f"/v1/invoices/{listed['id']}")
            lines = [
                (line["quantity"], line["unit_price"], line["amount"], line["tax_amount"])
                for line in invoice["lines"]
            ]
            invoices.append(
                (
                    invoice["billing_period_start"],
                    invoice["billing_period_end"],
                    invoice["status"],
                    invoice["total"],
                    invoice["amount_due"],
                    lines,
                )
            )
        about = {subscription_id} | {listed["id"] for listed in invoices_of(api, subscription_id)}
        events = sorted(e["type"] for e in every(api, "/v1/events") if e["resource_id"] in about)
        state = (
            subscription["status"],
            subscription["current_period_start"],
            subscription["current_period_end"],
        )
        found.append((state, invoices, events))
    return found


def _run_jobs_of(tenant: Tenant) -> int:
    worker = Worker(db_of(tenant), organization_ids=[tenant.org.organization_id])
    return int(tenant.client.portal.call(worker.run_until_idle))  # type: ignore[union-attr]


def test_a_batch_bills_mixed_subscriptions_as_one_by_one(
    tenant, other_tenant, frozen_clock, operator_settings, monkeypatch
):
    """The same subscriptions in two tenants: one's runs in batches of 100, the other's one
    job at a time, through January, a mid-January change and two period ends; the same
    invoices, lines, numbers, events and subscription states."""
    sizes = _traced_loads(monkeypatch)
    frozen_clock(T0)
    made = {}
    for each in (tenant, other_tenant):
        put_settings(each.sandbox, invoice_number_format="{SEQ}")
        made[each.organization_id] = _mixed_subscriptions(each.sandbox)
    steps = [(MID_JANUARY, _change), (AFTER_JANUARY, None), (AFTER_FEBRUARY, None)]
    for moment, change in [(T0, None), *steps]:
        frozen_clock(moment)
        for each, batch_size in ((tenant, 100), (other_tenant, 1)):
            if change is not None:
                change(each.sandbox, made[each.organization_id])
            operator_settings(run_batch_size=batch_size)
            _run_jobs_of(each)

    assert max(sizes) > 1, "the first tenant's runs ran in batches"
    batched = _outcome(tenant.sandbox, made[tenant.organization_id])
    alone = _outcome(other_tenant.sandbox, made[other_tenant.organization_id])
    assert batched == alone
    assert sum(len(invoices) for _, invoices, _ in batched) >= 10
    for api in (tenant.sandbox, other_tenant.sandbox):
        numbers = [i["invoice_number"] for i in every(api, "/v1/invoices") if i["invoice_number"]]
        assert sorted(int(n) for n in numbers) == list(range(1, len(numbers) + 1))
