"""Budgets under real concurrency (PostgreSQL): 200 invoices finalized from 8 threads against a
budget that covers 50 benefits consume exactly the budget, never more, SKIP and PARTIAL."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.invoices.subscription_helpers import generated, period, subscribe
from tests.promotions.engine_helpers import (
    MARCH,
    T0,
    finalized_from_threads,
    get_promotion,
    promotion,
    setup,
)

pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, so concurrent finalizations cannot overlap: "
    "the proof needs PostgreSQL"
)

INVOICES, THREADS = 200, 8


@pytest.mark.parametrize(
    ("behavior", "budget", "expected"),
    [
        ("SKIP", "500.00", {"10.00": 50, "0.00": 150}),
        ("PARTIAL", "495.00", {"10.00": 49, "5.00": 1, "0.00": 150}),
    ],
)
def test_finalizing_200_invoices_from_8_threads_consumes_exactly_the_budget(
    tenant, frozen_clock, behavior, budget, expected
):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        effects=[{"type": "fixed_discount", "amount": "10.00", "currency": "EUR"}],
        max_budget=budget,
        budget_currency="EUR",
        budget_behavior=behavior,
    )
    drafts = [s.subscription] + [
        subscribe(s.api, s.customer["id"], s.plan["id"]) for _ in range(INVOICES - 1)
    ]
    ids = [generated(s.api, sub["id"], **period(*MARCH))["id"] for sub in drafts]

    invoices = finalized_from_threads(s.api, ids, THREADS)
    assert Counter(invoice["discount_amount"] for invoice in invoices) == expected
    consumed = sum(
        int(entry["budget_consumed"].replace(".", ""))
        for invoice in invoices
        for entry in invoice["applied_promotions"]
        if entry["status"] == "applied"
    )
    assert consumed == int(budget.replace(".", ""))
    after = get_promotion(s.api, promo["id"])
    assert after["remaining_budget"] == "0.00"
    assert after["derived_status"] == "budget_exhausted"
