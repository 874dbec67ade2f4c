"""Promotions in period-end billing runs: the worker's batches apply them to every invoice and
consume budgets when the batch finalizes (both databases)."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.invoices.subscription_helpers import subscribe
from tests.promotions.engine_helpers import T0, get_promotion, promotion, setup
from tests.support import every


def test_a_billing_run_applies_promotions_and_consumes_the_budget(tenant, frozen_clock, run_jobs):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        effects=[{"type": "fixed_discount", "amount": "10.00", "currency": "EUR"}],
        max_budget="30.00",
        budget_currency="EUR",
        budget_behavior="SKIP",
    )
    for _ in range(4):
        subscribe(s.api, s.customer["id"], s.plan["id"])
    run_jobs()

    frozen_clock(datetime(2031, 4, 1, 1, tzinfo=UTC))
    run_jobs()

    invoices = [
        i
        for i in every(s.api, "/v1/invoices", customer_id=s.customer["id"])
        if i["status"] != "draft"
    ]
    discounted = [i for i in invoices if i["discount_amount"] == "10.00"]
    assert len(discounted) == 3
    assert {i["discount_amount"] for i in invoices} <= {"10.00", "0.00"}
    for invoice in discounted:
        [entry] = [e for e in invoice["applied_promotions"] if e["status"] == "applied"]
        assert entry["budget_consumed"] == "10.00"
    fetched = get_promotion(s.api, promo["id"])
    assert fetched["remaining_budget"] == "0.00"
    assert fetched["derived_status"] == "budget_exhausted"
