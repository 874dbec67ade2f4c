"""The issue's "done when": one monthly subscription driven through a year on a test clock, with
a simulated decline in month three and the recovery at a dunning retry in month four.

Everything is read back over HTTP: the twelve invoices (numbers, periods, clock-time issue and
payment instants, amounts, dunning), the March invoice's attempts, the subscription's status at
each checkpoint and the exact sequence of events of the subscription and the March invoice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.billing_runs.helpers import (
    advance,
    clock_customer,
    create_plan,
    event_types,
    events_of,
    get,
    invoices_of,
    payments_of,
    set_settings,
    simulate,
    subscribe,
    unsimulate,
)
from tests.support import Tenant

MONTHS = [f"2026-{month:02d}" for month in range(1, 13)]


def _start(month: int) -> str:
    """The first instant of month `month` of 2026 (13 is January 2027)."""
    return "2027-01-01T00:00:00Z" if month == 13 else f"2026-{month:02d}-01T00:00:00Z"


def _invoice_view(invoice: dict[str, Any]) -> dict[str, Any]:
    keys = (
        "invoice_number",
        "type",
        "billing_period_start",
        "billing_period_end",
        "issued_at",
        "due_date",
        "paid_at",
        "status",
        "currency",
        "subtotal",
        "total",
        "amount_paid",
        "amount_due",
        "attempt_count",
        "dunning_status",
        "next_payment_attempt_at",
    )
    return {key: invoice[key] for key in keys}


def _paid_month(month: int) -> dict[str, Any]:
    """A month's invoice as expected when its first charge succeeded at the period's start."""
    return {
        "invoice_number": f"INV-2026-{month:06d}",
        "type": "subscription",
        "billing_period_start": _start(month),
        "billing_period_end": _start(month + 1),
        "issued_at": _start(month),
        "due_date": f"2026-{month:02d}-15",
        "paid_at": _start(month),
        "status": "paid",
        "currency": "EUR",
        "subtotal": "10.00",
        "total": "10.00",
        "amount_paid": "10.00",
        "amount_due": "0.00",
        "attempt_count": 1,
        "dunning_status": None,
        "next_payment_attempt_at": None,
    }


def _attempt_view(payment: dict[str, Any]) -> dict[str, Any]:
    keys = (
        "kind",
        "channel",
        "source",
        "status",
        "amount",
        "currency",
        "outcome",
        "failure_message",
        "retryable",
        "dunning_step",
        "received_at",
        "settled_at",
        "payment_method_id",
    )
    return {key: payment[key] for key in keys}


def _attempt(step: int, at: str, method_id: str, *, succeeded: bool) -> dict[str, Any]:
    return {
        "kind": "payment",
        "channel": "gateway",
        "source": "card",
        "status": "succeeded" if succeeded else "failed",
        "amount": "10.00",
        "currency": "EUR",
        "outcome": "success" if succeeded else "decline",
        "failure_message": None if succeeded else "the payment was declined",
        "retryable": False,
        "dunning_step": step,
        "received_at": at if succeeded else None,
        "settled_at": at,
        "payment_method_id": method_id,
    }


def _subscription(api: Any, subscription_id: str) -> dict[str, Any]:
    return get(api, f"/v1/subscriptions/{subscription_id}")


def test_a_year_of_monthly_billing_with_a_decline_in_march_and_recovery_in_april(
    tenant: Tenant, run_jobs: Callable[[], int]
) -> None:
    api = tenant.sandbox
    settings = set_settings(api, dunning_retry_days=[5, 10, 20, 40])
    assert settings["dunning_retry_days"] == [5, 10, 20, 40], settings
    clock, customer, card = clock_customer(api, "2026-01-01T00:00:00Z")
    assert card is not None
    assert get(api, f"/v1/customers/{customer['id']}")["default_payment_method_id"] == card["id"]
    plan = create_plan(api, "10.00")
    subscription = subscribe(api, customer["id"], plan["id"])
    sub_id = subscription["id"]
    assert subscription["status"] == "active"
    assert subscription["current_period_start"] == _start(1)
    assert subscription["current_period_end"] == _start(2)

    # January: the run at the subscription's start is due on the clock at once.
    run_jobs()
    assert [_invoice_view(i) for i in invoices_of(api, sub_id)] == [_paid_month(1)]
    assert _subscription(api, sub_id)["status"] == "active"

    # February, then a decline pinned on the card before the clock reaches March.
    advance(api, clock["id"], "2026-02-15T00:00:00Z", run_jobs)
    assert [_invoice_view(i) for i in invoices_of(api, sub_id)] == [
        _paid_month(1),
        _paid_month(2),
    ]
    state = _subscription(api, sub_id)
    assert (state["status"], state["current_period_start"]) == ("active", _start(2))
    simulation = simulate(api, card["id"], "decline")

    # March: the charge at the period's start and the retries of days 5, 10 and 20 fail; the
    # retry of day 40 (April 10) is pending.
    advance(api, clock["id"], "2026-03-25T00:00:00Z", run_jobs)
    state = _subscription(api, sub_id)
    assert (state["status"], state["current_period_start"]) == ("past_due", _start(3))
    invoices = invoices_of(api, sub_id)
    assert len(invoices) == 3
    march = invoices[2]
    march_id = march["id"]
    assert _invoice_view(march) == {
        **_paid_month(3),
        "paid_at": None,
        "status": "overdue",  # due 2026-03-15, unpaid on the clock's 2026-03-25
        "amount_paid": "0.00",
        "amount_due": "10.00",
        "attempt_count": 4,
        "dunning_status": "retrying",
        "next_payment_attempt_at": "2026-04-10T00:00:00Z",
    }
    failed = [
        _attempt(0, "2026-03-01T00:00:00Z", card["id"], succeeded=False),
        _attempt(1, "2026-03-06T00:00:00Z", card["id"], succeeded=False),
        _attempt(2, "2026-03-11T00:00:00Z", card["id"], succeeded=False),
        _attempt(3, "2026-03-21T00:00:00Z", card["id"], succeeded=False),
    ]
    assert [_attempt_view(p) for p in reversed(payments_of(api, march_id))] == failed

    # The card works again; April's own invoice is paid at once, but March is still in
    # dunning, so the subscription stays past_due until the retry of April 10.
    unsimulate(api, simulation["id"])
    advance(api, clock["id"], "2026-04-05T00:00:00Z", run_jobs)
    state = _subscription(api, sub_id)
    assert (state["status"], state["current_period_start"]) == ("past_due", _start(4))
    invoices = invoices_of(api, sub_id)
    assert [_invoice_view(i) for i in invoices[3:]] == [_paid_month(4)]
    assert _invoice_view(invoices[2])["dunning_status"] == "retrying"

    advance(api, clock["id"], "2026-04-15T00:00:00Z", run_jobs)
    assert _subscription(api, sub_id)["status"] == "active"

    # The rest of the year.
    advance(api, clock["id"], "2026-12-31T00:00:00Z", run_jobs)
    state = _subscription(api, sub_id)
    assert (
        state["status"],
        state["current_period_start"],
        state["current_period_end"],
        state["canceled_at"],
        state["ended_at"],
    ) == ("active", _start(12), _start(13), None, None)

    recovered_march = {
        **_paid_month(3),
        "paid_at": "2026-04-10T00:00:00Z",
        "attempt_count": 5,
        "dunning_status": "recovered",
    }
    expected = [_paid_month(m) if m != 3 else recovered_march for m in range(1, 13)]
    invoices = invoices_of(api, sub_id)
    assert [_invoice_view(i) for i in invoices] == expected
    assert [i["customer_id"] for i in invoices] == [customer["id"]] * 12
    assert [i["id"] for i in invoices][2] == march_id

    assert [_attempt_view(p) for p in reversed(payments_of(api, march_id))] == [
        *failed,
        _attempt(4, "2026-04-10T00:00:00Z", card["id"], succeeded=True),
    ]
    for month, invoice in enumerate(invoices, start=1):
        if month == 3:
            continue
        assert [_attempt_view(p) for p in payments_of(api, invoice["id"])] == [
            _attempt(0, _start(month), card["id"], succeeded=True)
        ], MONTHS[month - 1]

    assert event_types(api, sub_id) == [
        "subscription.created",
        "subscription.period_advanced",  # to February
        "subscription.period_advanced",  # to March
        "subscription.past_due",
        "subscription.period_advanced",  # to April
        "subscription.recovered",
        *["subscription.period_advanced"] * 8,  # to May ... December
    ]
    failed_attempt = ["invoice.payment_attempt_created", "invoice.payment_failed"]
    assert event_types(api, march_id) == [
        "invoice.created",
        "invoice.finalized",
        "document.requested",
        *failed_attempt,
        "invoice.payment_retry_scheduled",  # retry 1 on March 6
        *failed_attempt,
        "invoice.payment_retry_scheduled",  # retry 2 on March 11
        *failed_attempt,
        "invoice.payment_retry_scheduled",  # retry 3 on March 21
        "invoice.overdue",  # March 16: due on March 15
        *failed_attempt,
        "invoice.payment_retry_scheduled",  # retry 4 on April 10
        "invoice.payment_attempt_created",
        "invoice.payment_recorded",
        "invoice.paid",
    ]

    by_type = [(e["type"], e["data"]) for e in events_of(api, [sub_id])]
    assert [data for type_, data in by_type if type_ == "subscription.past_due"] == [
        {"status": "past_due", "invoice_id": march_id}
    ]
    assert [data for type_, data in by_type if type_ == "subscription.recovered"] == [
        {"status": "active", "invoice_id": march_id}
    ]
    march_events = events_of(api, [march_id])
    retries = [e["data"] for e in march_events if e["type"] == "invoice.payment_retry_scheduled"]
    assert [
        (r["retry"], r["of_retries"], r["next_payment_attempt_at"], r["attempt_count"])
        for r in retries
    ] == [
        (1, 4, "2026-03-06T00:00:00+00:00", 1),
        (2, 4, "2026-03-11T00:00:00+00:00", 2),
        (3, 4, "2026-03-21T00:00:00+00:00", 3),
        (4, 4, "2026-04-10T00:00:00+00:00", 4),
    ]
    assert {r["last_outcome"] for r in retries} == {"decline"}
    steps = [
        e["data"]["dunning_step"]
        for e in march_events
        if e["type"] == "invoice.payment_attempt_created"
    ]
    assert steps == [0, 1, 2, 3, 4]
