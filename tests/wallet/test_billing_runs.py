"""Wallet credit in background work: the batch that finalizes a billing run's invoices spends
the customer's credit before it charges the card (only what is left is charged), and a grant
lapses when the customer's test clock passes its expiry."""

from __future__ import annotations

from decimal import Decimal

from tests.billing_runs.helpers import advance, clock_customer
from tests.billing_runs.test_run_idempotency import (
    AFTER_JANUARY,
    invoices_of,
    payments_of,
    sandbox_at_t0,
    subscribed,
)
from tests.subscriptions.helpers import create_plan
from tests.wallet.helpers import balance, granted, transactions, wallet


def test_a_billing_run_spends_the_credit_before_charging_the_card(tenant, frozen_clock, run_jobs):
    sandbox = sandbox_at_t0(tenant, frozen_clock)
    plan = create_plan(sandbox, currency="EUR")
    subscription = subscribed(sandbox, plan)
    customer_id = subscription["customer_id"]
    granted(sandbox, customer_id, "15.00")

    run_jobs()
    frozen_clock(AFTER_JANUARY)
    run_jobs()

    january, february = invoices_of(sandbox, subscription["id"])
    amounts = [
        (i["total"], i["amount_wallet_applied"], i["amount_paid"], i["status"])
        for i in (january, february)
    ]
    assert amounts == [
        ("10.00", "10.00", "0.00", "paid"),
        ("10.00", "5.00", "5.00", "paid"),
    ]
    assert payments_of(sandbox, january["id"]) == []
    [charge] = payments_of(sandbox, february["id"])
    assert Decimal(charge["amount"]) == Decimal("5.00")
    assert balance(sandbox, customer_id) == "0.00"
    spent = transactions(sandbox, customer_id, type="invoice_application")
    assert [(t["invoice_id"], t["amount"]) for t in spent] == [
        (february["id"], "-5.00"),
        (january["id"], "-10.00"),
    ]


def test_credit_lapses_on_the_customers_test_clock(tenant, run_jobs):
    sandbox = tenant.sandbox
    clock, customer, _ = clock_customer(sandbox, "2026-01-01T00:00:00Z", with_card=False)
    grant = granted(sandbox, customer["id"], "20.00", expires_at="2026-01-15T00:00:00Z")
    assert wallet(sandbox, customer["id"])["EUR"]["balance"] == "20.00"

    advance(sandbox, clock["id"], "2026-01-14T23:59:59Z", run_jobs)
    assert balance(sandbox, customer["id"]) == "20.00"
    advance(sandbox, clock["id"], "2026-01-16T00:00:00Z", run_jobs)

    expiry = transactions(sandbox, customer["id"])[0]
    assert (expiry["type"], expiry["amount"], expiry["grant_ids"]) == (
        "expiry",
        "-20.00",
        [grant["id"]],
    )
    assert expiry["posted_at"] == "2026-01-15T00:00:00Z"
    assert balance(sandbox, customer["id"]) == "0.00"
