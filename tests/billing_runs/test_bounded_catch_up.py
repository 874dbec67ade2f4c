"""A subscription far behind is caught up a bounded number of periods per job.

A subscription back-dated by eleven months on its customer's clock owes twelve monthly periods
at its first run. With `BILLING_MAX_PERIODS_PER_RUN=3`, each billing-run job closes at most
three periods and queues its continuation at the clock's now (behind what is already due), and
after all the jobs every period is billed exactly once, with gapless numbers; both databases.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select

from billing.models.platform import Job
from billing.platform.worker import Worker
from billing.subscriptions.scheduling import BILLING_RUN_JOB
from tests.billing_runs.helpers import (
    clock_customer,
    create_plan,
    event_types,
    get,
    invoices_of,
    subscribe,
)
from tests.invoices.helpers import set_tax_profile
from tests.support import Api, Tenant

CLOCK = "2026-12-01T00:00:00Z"
START = "2026-01-01"
MONTHS = [f"2026-{month:02d}-01T00:00:00Z" for month in range(1, 13)] + ["2027-01-01T00:00:00Z"]


def _price(api: Api) -> dict[str, Any]:
    """A 10.00 EUR price in force from the subscription's start."""
    product = api.post("/v1/products", json={"name": "Seats"}).json()["data"]
    body = {
        "product_id": product["id"],
        "currency": "EUR",
        "unit_amount": "10.00",
        "effective_from": MONTHS[0],
    }
    response = api.post("/v1/prices", json=body)
    assert response.status_code == 201, response.text
    price: dict[str, Any] = response.json()["data"]
    return price


def _billing_runs(tenant: Tenant) -> Worker:
    """A worker of this organization's billing runs only, to run them one job at a time."""
    return Worker(
        tenant.client.app.state.db,  # type: ignore[attr-defined]
        kinds=[BILLING_RUN_JOB],
        organization_ids=[tenant.org.organization_id],
    )


def _run_one(tenant: Tenant, worker: Worker) -> bool:
    return bool(tenant.client.portal.call(worker.run_once))  # type: ignore[union-attr]


def _pending_runs(tenant: Tenant) -> list[Job]:
    async def pending() -> list[Job]:
        async with tenant.client.app.state.db.session() as session:  # type: ignore[attr-defined]
            stmt = select(Job).where(
                Job.organization_id == tenant.org.organization_id,
                Job.kind == BILLING_RUN_JOB,
                Job.status == "pending",
            )
            return list((await session.scalars(stmt)).all())

    return list(tenant.client.portal.call(pending))  # type: ignore[union-attr]


def _periods(api: Api, subscription_id: str) -> list[tuple[str, str]]:
    return sorted(
        (i["billing_period_start"], i["billing_period_end"])
        for i in invoices_of(api, subscription_id)
    )


def test_eleven_months_behind_are_billed_three_periods_per_job_exactly_once(
    tenant: Tenant, run_jobs: Callable[[], int], operator_settings: Callable[..., None]
) -> None:
    operator_settings(max_periods_per_run=3)
    api = tenant.sandbox
    set_tax_profile(api, "DE")
    _, customer, _ = clock_customer(api, CLOCK, address={"country": "DE"})
    plan = create_plan(api, prices=[_price(api)])
    subscription = subscribe(api, customer["id"], plan["id"], start_date=START)
    sub_id = subscription["id"]
    worker = _billing_runs(tenant)

    # The first job bills January in advance and closes three periods (to April).
    assert _run_one(tenant, worker)
    assert _periods(api, sub_id) == list(itertools.pairwise(MONTHS[:5]))
    state = get(api, f"/v1/subscriptions/{sub_id}")
    assert (state["current_period_start"], state["current_period_end"]) == (MONTHS[3], MONTHS[4])
    [continuation] = _pending_runs(tenant)
    assert continuation.payload["at"] == datetime(2026, 5, 1, tzinfo=UTC).isoformat()
    assert continuation.run_at == datetime(2026, 12, 1, tzinfo=UTC)  # the clock's now

    # Three more jobs: to July, to October, then the last two periods (to December).
    for upto in (7, 10, 12):
        assert _run_one(tenant, worker)
        assert _periods(api, sub_id) == list(itertools.pairwise(MONTHS[: upto + 1]))
    assert not _run_one(tenant, worker)  # the next run is at 2027-01-01, not due yet
    [next_run] = _pending_runs(tenant)
    assert next_run.run_at == datetime(2027, 1, 1, tzinfo=UTC)

    run_jobs()  # finalization, collection and documents of the twelve invoices
    invoices = invoices_of(api, sub_id)
    assert _periods(api, sub_id) == list(itertools.pairwise(MONTHS))
    assert sorted(i["invoice_number"] for i in invoices) == [
        f"INV-2026-{n:06d}" for n in range(1, 13)
    ]
    assert {(i["status"], i["total"]) for i in invoices} == {("paid", "11.90")}
    assert event_types(api, sub_id).count("subscription.period_advanced") == 11


def test_the_default_bound_closes_twelve_periods_per_job(
    tenant: Tenant, run_jobs: Callable[[], int]
) -> None:
    api = tenant.sandbox
    _, customer, _ = clock_customer(api, CLOCK)
    plan = create_plan(api, prices=[_price(api)])
    subscription = subscribe(api, customer["id"], plan["id"], start_date=START)

    assert _run_one(tenant, _billing_runs(tenant))

    assert len(_periods(api, subscription["id"])) == 12
    assert [job.run_at for job in _pending_runs(tenant)] == [datetime(2027, 1, 1, tzinfo=UTC)]
