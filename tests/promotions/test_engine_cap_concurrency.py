"""An AUTO_APPLY promotion's cap under real concurrency (PostgreSQL): the invoices of 40
customers finalized from 8 threads against max_redemptions = 10 give the benefit to exactly
10 customers; every other invoice is traced `cap_reached`."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.invoices.subscription_helpers import generated, german_customer, period, subscribe
from tests.promotions.engine_helpers import (
    MARCH,
    T0,
    finalized_from_threads,
    get_promotion,
    promotion,
    setup,
    skipped,
)

pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, so concurrent finalizations cannot overlap: "
    "the proof needs PostgreSQL"
)

CUSTOMERS, THREADS, CAP = 40, 8, 10


def test_finalizing_40_customers_from_8_threads_gives_a_cap_of_10_to_exactly_10(
    tenant, frozen_clock
):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        effects=[{"type": "fixed_discount", "amount": "10.00", "currency": "EUR"}],
        max_redemptions=CAP,
    )
    subscriptions = [s.subscription] + [
        subscribe(s.api, german_customer(s.api)["id"], s.plan["id"]) for _ in range(CUSTOMERS - 1)
    ]
    ids = [generated(s.api, sub["id"], **period(*MARCH))["id"] for sub in subscriptions]

    invoices = finalized_from_threads(s.api, ids, THREADS)

    assert Counter(invoice["discount_amount"] for invoice in invoices) == {
        "10.00": CAP,
        "0.00": CUSTOMERS - CAP,
    }
    assert len({i["customer_id"] for i in invoices if i["discount_amount"] == "10.00"}) == CAP
    refused = [i for i in invoices if i["discount_amount"] == "0.00"]
    assert all(skipped(i) == {promo["id"]: "cap_reached"} for i in refused)
    after = get_promotion(s.api, promo["id"])
    assert after["remaining_redemptions"] == 0
    assert after["derived_status"] == "cap_reached"
