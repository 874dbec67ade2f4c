"""Billing runs of metered subscriptions: at the period's end each run bills its usage line,
and a batch reads the usage events of all its subscriptions in one statement."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from billing.pricing import usage
from tests.billing_runs.test_run_idempotency import invoices_of
from tests.invoices.subscription_helpers import german_customer, subscribe
from tests.metering.helpers import metered_setup, report
from tests.support import problem

T0 = datetime(2031, 1, 1, 9, 0, tzinfo=UTC)
FEBRUARY = datetime(2031, 2, 1, tzinfo=UTC)


def _traced_reads(monkeypatch: Any) -> list[int]:
    """How many customers each read of usage events covered, in order."""
    reads: list[int] = []
    real = usage.events_in_span

    async def traced(db: Any, ctx: Any, meter_ids: Any, customer_ids: Any, span: Any) -> Any:
        reads.append(len(customer_ids))
        return await real(db, ctx, meter_ids, customer_ids, span)

    monkeypatch.setattr(usage, "events_in_span", traced)
    return reads


def test_a_batch_bills_every_metered_period_from_one_read(
    tenant, frozen_clock, run_jobs, monkeypatch
):
    api = tenant.live
    frozen_clock(T0)
    made = metered_setup(api)
    customer = german_customer(api)
    subscriptions = [
        subscribe(api, german_customer(api)["id"] if n else customer["id"], made["plan"]["id"])
        for n in range(3)
    ]
    frozen_clock(T0 + timedelta(days=1))
    for n, subscription in enumerate(subscriptions):
        report(api, subscription["id"], str(1000 * (n + 1)), T0 + timedelta(hours=n + 1))
    reads = _traced_reads(monkeypatch)
    frozen_clock(FEBRUARY + timedelta(hours=1))

    run_jobs()

    assert reads == [3]
    amounts = []
    for subscription in subscriptions:
        [invoice] = invoices_of(api, subscription["id"])
        assert invoice["status"] != "draft", invoice
        [line] = api.get(f"/v1/invoices/{invoice['id']}").json()["data"]["lines"]
        amounts.append((line["line_type"], line["usage"]["quantity"], line["amount"]))
    # 1,000 x 0.01; + 1,000 x 0.006; + 2,000 x 0.006
    assert amounts == [
        ("USAGE", "1000", "10.00"),
        ("USAGE", "2000", "16.00"),
        ("USAGE", "3000", "22.00"),
    ]


def test_metered_prices_bill_through_in_arrears_plan_items_only(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(T0)
    made = metered_setup(api)
    price_id = made["price"]["id"]
    in_advance = api.post(
        "/v1/plans",
        json={
            "name": "Ahead",
            "currency": "EUR",
            "interval": "month",
            "items": [{"price_id": price_id}],
        },
    )
    assert problem(in_advance, 422, "VALIDATION_ERROR")["errors"][0]["pointer"] == (
        "/items/0/price_id"
    )
    plan_id = made["plan"]["id"]
    flipped = api.patch(f"/v1/plans/{plan_id}", json={"billing_timing": "in_advance"})
    assert problem(flipped, 422, "VALIDATION_ERROR")["errors"][0]["pointer"] == "/billing_timing"
    seats = api.post(
        "/v1/prices",
        json={
            "product_id": made["price"]["product_id"],
            "currency": "EUR",
            "unit_amount": "5.00",
        },
    ).json()["data"]
    plain_plan = api.post(
        "/v1/plans",
        json={
            "name": "Seats",
            "currency": "EUR",
            "interval": "month",
            "items": [{"price_id": seats["id"]}],
        },
    ).json()["data"]
    customer = german_customer(api)
    with_add_on = api.post(
        "/v1/subscriptions",
        json={
            "customer_id": customer["id"],
            "plan_id": plain_plan["id"],
            "add_ons": [{"price_id": price_id, "quantity": 1}],
        },
    )
    assert problem(with_add_on, 422, "VALIDATION_ERROR")["errors"][0]["pointer"] == (
        "/add_ons/0/price_id"
    )
