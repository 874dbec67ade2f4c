"""Dunning on a test clock, observed over HTTP: the retry schedule of `dunning_retry_days`, the
final action (`past_due` or `cancel`) and `dunning_mark_uncollectible`, retryable outcomes,
customers without a payment method, manual payments and API-requested attempts during dunning,
refunds on a method with a simulated outcome, and the `invoice.overdue` notice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

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
from tests.payments.helpers import attach, card, sepa
from tests.support import Api, Tenant, problem

RunJobs = Callable[[], int]
JAN_1 = "2026-01-01T00:00:00Z"


def _day(day: int, month: int = 1) -> str:
    return f"2026-{month:02d}-{day:02d}T00:00:00Z"


def _failing(
    api: Api, run_jobs: RunJobs, outcome: str = "decline", **settings: Any
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]]:
    """A monthly 10.00 EUR subscription from 2026-01-01 whose card answers `outcome`, after its
    first run (the January invoice finalized and charged once): (clock, customer, card,
    subscription, invoice)."""
    if settings:
        set_settings(api, **settings)
    clock, customer, method = clock_customer(api, JAN_1)
    assert method is not None
    simulate(api, method["id"], outcome)
    plan = create_plan(api, "10.00")
    subscription = subscribe(api, customer["id"], plan["id"])
    run_jobs()
    [invoice] = invoices_of(api, subscription["id"])
    return clock, customer, method, subscription, invoice


def _invoice(api: Api, invoice_id: str) -> dict[str, Any]:
    return get(api, f"/v1/invoices/{invoice_id}")


def _dunning(invoice: dict[str, Any]) -> tuple[Any, ...]:
    return (
        invoice["status"],
        invoice["amount_due"],
        invoice["attempt_count"],
        invoice["dunning_status"],
        invoice["next_payment_attempt_at"],
    )


def _status(api: Api, subscription_id: str) -> str:
    status: str = get(api, f"/v1/subscriptions/{subscription_id}")["status"]
    return status


def _attempts(api: Api, invoice_id: str) -> list[tuple[Any, ...]]:
    """(dunning_step, status, outcome, retryable, amount, settled_at) of the invoice's payment
    rows, oldest first."""
    return [
        (p["dunning_step"], p["status"], p["outcome"], p["retryable"], p["amount"], p["settled_at"])
        for p in reversed(payments_of(api, invoice_id))
    ]


def _declined(step: int, at: str) -> tuple[Any, ...]:
    return (step, "failed", "decline", False, "10.00", at)


def _event_data(api: Api, resource_id: str, type_: str) -> list[dict[str, Any]]:
    return [e["data"] for e in events_of(api, [resource_id]) if e["type"] == type_]


# --- the retry schedule ----------------------------------------------------------------------


def test_the_default_schedule_retries_on_days_1_3_and_7_then_leaves_the_subscription_past_due(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, subscription, invoice = _failing(api, run_jobs)
    sub_id, inv_id = subscription["id"], invoice["id"]
    assert _dunning(invoice) == ("finalized", "10.00", 1, "retrying", _day(2))
    assert _status(api, sub_id) == "past_due"

    advance(api, clock["id"], _day(2), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 2, "retrying", _day(4))
    advance(api, clock["id"], _day(4), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 3, "retrying", _day(8))
    advance(api, clock["id"], _day(8), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 4, "exhausted", None)
    assert _status(api, sub_id) == "past_due"
    assert _attempts(api, inv_id) == [
        _declined(0, _day(1)),
        _declined(1, _day(2)),
        _declined(2, _day(4)),
        _declined(3, _day(8)),
    ]
    assert _event_data(api, inv_id, "invoice.dunning_exhausted") == [
        {
            "invoice_number": invoice["invoice_number"],
            "attempt_count": 4,
            "last_outcome": "decline",
            "final_action": "past_due",
            "marked_uncollectible": False,
        }
    ]

    # A past_due subscription goes on billing: February's invoice goes into dunning as well.
    advance(api, clock["id"], _day(1, 2), run_jobs)
    january, february = invoices_of(api, sub_id)
    assert _dunning(january) == ("overdue", "10.00", 4, "exhausted", None)
    assert _dunning(february) == ("finalized", "10.00", 1, "retrying", _day(2, 2))
    assert _status(api, sub_id) == "past_due"
    assert event_types(api, sub_id) == [
        "subscription.created",
        "subscription.past_due",
        "subscription.period_advanced",
    ]


def test_retries_are_counted_from_the_first_failure_on_the_days_of_the_setting(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, _, invoice = _failing(api, run_jobs, dunning_retry_days=[2, 9])
    inv_id = invoice["id"]
    assert _dunning(invoice) == ("finalized", "10.00", 1, "retrying", _day(3))
    # Nothing happens before the retry's instant.
    advance(api, clock["id"], "2026-01-02T23:59:59Z", run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 1, "retrying", _day(3))
    advance(api, clock["id"], _day(3), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 2, "retrying", _day(10))
    advance(api, clock["id"], _day(20), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("overdue", "10.00", 3, "exhausted", None)
    assert _attempts(api, inv_id) == [
        _declined(0, _day(1)),
        _declined(1, _day(3)),
        _declined(2, _day(10)),
    ]
    scheduled = _event_data(api, inv_id, "invoice.payment_retry_scheduled")
    assert [(s["retry"], s["of_retries"], s["next_payment_attempt_at"]) for s in scheduled] == [
        (1, 2, "2026-01-03T00:00:00+00:00"),
        (2, 2, "2026-01-10T00:00:00+00:00"),
    ]


# --- the final action ------------------------------------------------------------------------


def test_final_action_cancel_cancels_the_subscription_and_it_bills_no_more(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, subscription, invoice = _failing(
        api, run_jobs, dunning_retry_days=[1], dunning_final_action="cancel"
    )
    sub_id, inv_id = subscription["id"], invoice["id"]
    assert _status(api, sub_id) == "past_due"

    advance(api, clock["id"], _day(2), run_jobs)
    state = get(api, f"/v1/subscriptions/{sub_id}")
    assert (
        state["status"],
        state["canceled_at"],
        state["ended_at"],
        state["cancellation_reason"],
    ) == ("canceled", _day(2), _day(2), "payment failed after the last retry")
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 2, "exhausted", None)
    assert _event_data(api, sub_id, "subscription.canceled") == [
        {"status": "canceled", "reason": "dunning_exhausted", "invoice_id": inv_id}
    ]

    advance(api, clock["id"], "2026-04-15T00:00:00Z", run_jobs)
    assert [i["id"] for i in invoices_of(api, sub_id)] == [inv_id]
    assert get(api, f"/v1/subscriptions/{sub_id}")["status"] == "canceled"
    assert event_types(api, sub_id) == [
        "subscription.created",
        "subscription.past_due",
        "subscription.canceled",
    ]


def test_mark_uncollectible_setting_marks_the_exhausted_invoice_which_still_takes_payment(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, subscription, invoice = _failing(
        api, run_jobs, dunning_retry_days=[1], dunning_mark_uncollectible=True
    )
    sub_id, inv_id = subscription["id"], invoice["id"]
    advance(api, clock["id"], _day(3), run_jobs)
    current = _invoice(api, inv_id)
    assert _dunning(current) == ("uncollectible", "10.00", 2, "exhausted", None)
    assert current["marked_uncollectible_at"] == _day(2)
    assert _status(api, sub_id) == "past_due"
    assert event_types(api, inv_id)[-2:] == [
        "invoice.dunning_exhausted",
        "invoice.marked_uncollectible",
    ]
    assert _event_data(api, inv_id, "invoice.dunning_exhausted")[0]["marked_uncollectible"] is True

    # Paid in the end (a bank transfer): recovered, and the subscription is active again.
    response = api.post(
        f"/v1/invoices/{inv_id}/payments",
        json={"amount": "10.00", "source": "bank_transfer"},
        idempotency_key=True,
    )
    assert response.status_code == 200, response.text
    paid = _invoice(api, inv_id)
    assert (paid["status"], paid["paid_at"], paid["dunning_status"]) == (
        "paid",
        _day(3),
        "recovered",
    )
    assert _status(api, sub_id) == "active"
    assert event_types(api, sub_id)[-1] == "subscription.recovered"


def test_without_the_setting_an_exhausted_invoice_is_not_marked_uncollectible(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, _, invoice = _failing(api, run_jobs, dunning_retry_days=[1])
    advance(api, clock["id"], _day(3), run_jobs)
    current = _invoice(api, invoice["id"])
    assert (current["status"], current["marked_uncollectible_at"]) == ("finalized", None)
    assert "invoice.marked_uncollectible" not in event_types(api, invoice["id"])


# --- outcomes --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("outcome", "message"),
    [
        ("processing_error", "an error occurred while processing; try again later"),
        ("network_error", "the gateway could not be reached; try again later"),
    ],
)
def test_a_retryable_outcome_is_flagged_and_goes_to_dunning(
    tenant: Tenant, run_jobs: RunJobs, outcome: str, message: str
) -> None:
    api = tenant.sandbox
    clock, _, method, subscription, invoice = _failing(api, run_jobs, outcome)
    sub_id, inv_id = subscription["id"], invoice["id"]
    [attempt] = payments_of(api, inv_id)
    assert (
        attempt["status"],
        attempt["outcome"],
        attempt["retryable"],
        attempt["failure_message"],
        attempt["dunning_step"],
    ) == ("failed", outcome, True, message, 0)
    [failed] = _event_data(api, inv_id, "invoice.payment_failed")
    assert (failed["outcome"], failed["retryable"]) == (outcome, True)
    assert _dunning(invoice) == ("finalized", "10.00", 1, "retrying", _day(2))
    assert _status(api, sub_id) == "past_due"

    # The gateway is back: the first retry collects.
    [simulation] = api.get("/v1/test-payment-simulations").json()["data"]
    assert simulation["payment_method_id"] == method["id"]
    response = api.delete(f"/v1/test-payment-simulations/{simulation['id']}")
    assert response.status_code == 204
    advance(api, clock["id"], _day(2), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("paid", "0.00", 2, "recovered", None)
    assert _status(api, sub_id) == "active"
    assert _attempts(api, inv_id) == [
        (0, "failed", outcome, True, "10.00", _day(1)),
        (1, "succeeded", "success", False, "10.00", _day(2)),
    ]


# --- no payment method -----------------------------------------------------------------------


def _unpaid_subscription(
    api: Api, run_jobs: RunJobs
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]]:
    """A subscription from 2026-01-01 of a clock customer with no payment method, after its
    first run: (clock, customer, subscription, January invoice)."""
    clock, customer, _ = clock_customer(api, JAN_1, with_card=False)
    plan = create_plan(api, "10.00")
    subscription = subscribe(api, customer["id"], plan["id"])
    run_jobs()
    [invoice] = invoices_of(api, subscription["id"])
    return clock, customer, subscription, invoice


def test_without_a_payment_method_the_invoice_stays_open_and_the_subscription_active(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, subscription, invoice = _unpaid_subscription(api, run_jobs)
    sub_id, inv_id = subscription["id"], invoice["id"]
    assert _dunning(invoice) == ("finalized", "10.00", 0, None, None)
    assert (invoice["issued_at"], invoice["due_date"]) == (JAN_1, "2026-01-15")
    assert payments_of(api, inv_id) == []
    assert _event_data(api, inv_id, "invoice.collection_skipped") == [
        {
            "invoice_number": invoice["invoice_number"],
            "reason": "no_payment_method",
            "amount_due": "10.00",
            "currency": "EUR",
        }
    ]
    assert "invoice.payment_attempt_created" not in event_types(api, inv_id)
    assert _status(api, sub_id) == "active"

    advance(api, clock["id"], _day(1, 2), run_jobs)
    january, february = invoices_of(api, sub_id)
    assert _dunning(january) == ("overdue", "10.00", 0, None, None)
    assert _dunning(february) == ("finalized", "10.00", 0, None, None)
    assert len(_event_data(api, february["id"], "invoice.collection_skipped")) == 1
    assert _status(api, sub_id) == "active"
    assert event_types(api, sub_id) == ["subscription.created", "subscription.period_advanced"]


def test_invoice_overdue_event_the_day_after_the_due_date_only_while_unpaid(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, subscription, invoice = _unpaid_subscription(api, run_jobs)
    inv_id = invoice["id"]
    # payment_terms_days defaults to 14: due on January 15, overdue from January 16.
    advance(api, clock["id"], "2026-01-15T23:59:59Z", run_jobs)
    assert _invoice(api, inv_id)["status"] == "finalized"
    assert "invoice.overdue" not in event_types(api, inv_id)

    advance(api, clock["id"], _day(16), run_jobs)
    assert _invoice(api, inv_id)["status"] == "overdue"
    assert _event_data(api, inv_id, "invoice.overdue") == [
        {
            "invoice_number": invoice["invoice_number"],
            "due_date": "2026-01-15",
            "amount_due": "10.00",
            "currency": "EUR",
        }
    ]

    # February's invoice is paid before its due date: no notice when the date passes.
    advance(api, clock["id"], _day(5, 2), run_jobs)
    february = invoices_of(api, subscription["id"])[1]
    response = api.post(
        f"/v1/invoices/{february['id']}/payments",
        json={"amount": "10.00", "source": "bank_transfer"},
        idempotency_key=True,
    )
    assert response.status_code == 200, response.text
    advance(api, clock["id"], _day(20, 2), run_jobs)
    assert _invoice(api, february["id"])["status"] == "paid"
    assert "invoice.overdue" not in event_types(api, february["id"])
    assert len(_event_data(api, inv_id, "invoice.overdue")) == 1


# --- money from elsewhere during dunning -----------------------------------------------------


def test_a_manual_payment_during_dunning_recovers_and_the_pending_retry_does_nothing(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, subscription, invoice = _failing(api, run_jobs)
    sub_id, inv_id = subscription["id"], invoice["id"]
    assert _status(api, sub_id) == "past_due"

    response = api.post(
        f"/v1/invoices/{inv_id}/payments",
        json={"amount": "10.00", "source": "bank_transfer", "reference": "TRX-1"},
        idempotency_key=True,
    )
    assert response.status_code == 200, response.text
    payment = response.json()["data"]
    assert (payment["channel"], payment["received_at"], payment["dunning_step"]) == (
        "manual",
        JAN_1,
        None,
    )
    assert _dunning(payment["invoice"]) == ("paid", "0.00", 1, "recovered", None)
    assert _status(api, sub_id) == "active"
    assert _event_data(api, sub_id, "subscription.recovered") == [
        {"status": "active", "invoice_id": inv_id}
    ]
    events_before = event_types(api, inv_id)

    # The retry of January 2 finds the invoice paid: no charge, no event.
    advance(api, clock["id"], _day(10), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("paid", "0.00", 1, "recovered", None)
    assert _attempts(api, inv_id) == [
        _declined(0, JAN_1),
        (None, "succeeded", None, False, "10.00", JAN_1),
    ]
    assert event_types(api, inv_id) == events_before
    assert _status(api, sub_id) == "active"
    assert event_types(api, sub_id) == [
        "subscription.created",
        "subscription.past_due",
        "subscription.recovered",
    ]


def test_a_partial_manual_payment_keeps_dunning_and_the_retry_charges_the_rest(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, method, subscription, invoice = _failing(api, run_jobs)
    sub_id, inv_id = subscription["id"], invoice["id"]
    response = api.post(
        f"/v1/invoices/{inv_id}/payments",
        json={"amount": "4.00", "source": "cash"},
        idempotency_key=True,
    )
    assert response.status_code == 200, response.text
    assert _dunning(response.json()["data"]["invoice"]) == (
        "finalized",
        "6.00",
        1,
        "retrying",
        _day(2),
    )
    assert _status(api, sub_id) == "past_due"

    [simulation] = api.get("/v1/test-payment-simulations").json()["data"]
    assert simulation["payment_method_id"] == method["id"]
    assert api.delete(f"/v1/test-payment-simulations/{simulation['id']}").status_code == 204
    advance(api, clock["id"], _day(2), run_jobs)
    assert _dunning(_invoice(api, inv_id)) == ("paid", "0.00", 2, "recovered", None)
    assert _attempts(api, inv_id)[-1] == (1, "succeeded", "success", False, "6.00", _day(2))
    assert _status(api, sub_id) == "active"


def test_a_retry_charges_the_card_that_is_the_default_at_the_time(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, customer, _, subscription, invoice = _failing(api, run_jobs)
    new_card = attach(api, customer["id"], card("mastercard", "4444"))
    response = api.patch(
        f"/v1/customers/{customer['id']}", json={"default_payment_method_id": new_card["id"]}
    )
    assert response.status_code == 200, response.text
    advance(api, clock["id"], _day(2), run_jobs)
    last = payments_of(api, invoice["id"])[0]
    assert (last["dunning_step"], last["status"], last["payment_method_id"]) == (
        1,
        "succeeded",
        new_card["id"],
    )
    assert _dunning(_invoice(api, invoice["id"])) == ("paid", "0.00", 2, "recovered", None)
    assert _status(api, subscription["id"]) == "active"


# --- attempts requested through the API ------------------------------------------------------


def _request_attempt(api: Api, invoice_id: str, run_jobs: RunJobs) -> dict[str, Any]:
    response = api.post(
        f"/v1/invoices/{invoice_id}/payment-attempts", json={}, idempotency_key=True
    )
    assert response.status_code == 202, response.text
    started = response.json()["data"]
    assert started["status"] == "pending"
    run_jobs()
    [row] = [p for p in payments_of(api, invoice_id) if p["id"] == started["id"]]
    return row


def test_a_failed_api_attempt_outside_dunning_starts_no_dunning(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    _, customer, subscription, invoice = _unpaid_subscription(api, run_jobs)
    method = attach(api, customer["id"], card())
    simulate(api, method["id"], "decline")
    row = _request_attempt(api, invoice["id"], run_jobs)
    assert (row["status"], row["outcome"], row["dunning_step"], row["settled_at"]) == (
        "failed",
        "decline",
        None,
        JAN_1,
    )
    assert _dunning(_invoice(api, invoice["id"])) == ("finalized", "10.00", 0, None, None)
    assert _status(api, subscription["id"]) == "active"
    assert "invoice.payment_retry_scheduled" not in event_types(api, invoice["id"])
    assert event_types(api, subscription["id"]) == ["subscription.created"]


def test_a_failed_api_attempt_during_dunning_changes_neither_the_schedule_nor_the_status(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, subscription, invoice = _failing(api, run_jobs)
    inv_id = invoice["id"]
    row = _request_attempt(api, inv_id, run_jobs)
    assert (row["status"], row["outcome"], row["dunning_step"]) == ("failed", "decline", None)
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 1, "retrying", _day(2))
    assert len(_event_data(api, inv_id, "invoice.payment_retry_scheduled")) == 1
    assert _status(api, subscription["id"]) == "past_due"

    # The schedule goes on as before.
    advance(api, clock["id"], _day(2), run_jobs)
    assert [a[0] for a in _attempts(api, inv_id)] == [0, None, 1]
    assert _dunning(_invoice(api, inv_id)) == ("finalized", "10.00", 2, "retrying", _day(4))


def test_a_succeeded_api_attempt_during_dunning_recovers(tenant: Tenant, run_jobs: RunJobs) -> None:
    api = tenant.sandbox
    _, customer, _, subscription, invoice = _failing(api, run_jobs)
    good = attach(api, customer["id"], card("visa", "1881"))
    response = api.post(
        f"/v1/invoices/{invoice['id']}/payment-attempts",
        json={"payment_method_id": good["id"]},
        idempotency_key=True,
    )
    assert response.status_code == 202, response.text
    run_jobs()
    assert payments_of(api, invoice["id"])[0]["dunning_step"] is None
    assert _dunning(_invoice(api, invoice["id"])) == ("paid", "0.00", 1, "recovered", None)
    assert _status(api, subscription["id"]) == "active"


# --- refunds on a simulated method -----------------------------------------------------------


def _paid_invoice(
    api: Api, run_jobs: RunJobs, method_body: dict[str, Any] | None = None
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """(clock, payment method, January invoice) of a subscription paid by its first charge."""
    clock, customer, method = clock_customer(api, JAN_1, payment_method=method_body)
    assert method is not None
    plan = create_plan(api, "10.00")
    subscription = subscribe(api, customer["id"], plan["id"])
    run_jobs()
    [invoice] = invoices_of(api, subscription["id"])
    return clock, method, invoice


def _notes_of(api: Api, invoice_id: str) -> list[tuple[str, str]]:
    """(id, total) of the invoice's credit notes."""
    response = api.get("/v1/credit-notes", params={"invoice_id": invoice_id})
    assert response.status_code == 200, response.text
    return [(note["id"], note["total"]) for note in response.json()["data"]]


def test_a_card_refund_fails_with_the_simulated_decline_and_nothing_is_kept(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    _, method, invoice = _paid_invoice(api, run_jobs)
    inv_id = invoice["id"]
    assert invoice["status"] == "paid"
    simulation = simulate(api, method["id"], "decline")

    body = problem(
        api.post(f"/v1/invoices/{inv_id}/refund", json={}, idempotency_key=True),
        402,
        "GATEWAY_DECLINED",
    )
    assert body["outcome"] == "decline"
    assert body["retryable"] is False
    after = _invoice(api, inv_id)
    assert (after["status"], after["amount_refunded"], after["amount_credited"]) == (
        "paid",
        "0.00",
        "0.00",
    )
    assert [p["kind"] for p in payments_of(api, inv_id)] == ["payment"]
    assert _notes_of(api, inv_id) == []

    unsimulate(api, simulation["id"])
    response = api.post(f"/v1/invoices/{inv_id}/refund", json={}, idempotency_key=True)
    assert response.status_code == 200, response.text
    refunded = response.json()["data"]
    assert refunded["status"] == "refunded"
    assert (refunded["invoice"]["status"], refunded["invoice"]["amount_refunded"]) == (
        "void",
        "10.00",
    )
    assert [(r["status"], r["outcome"]) for r in refunded["refunds"]] == [("succeeded", "success")]
    assert _notes_of(api, inv_id) == [(refunded["credit_note"]["id"], "10.00")]


def test_a_sepa_refund_fails_when_it_settles_with_the_simulated_decline(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, method, invoice = _paid_invoice(api, run_jobs, sepa("3000"))
    inv_id = invoice["id"]
    # The debit settles on the first poll, a minute later on the clock.
    assert _invoice(api, inv_id)["status"] == "finalized"
    advance(api, clock["id"], "2026-01-01T00:02:00Z", run_jobs)
    assert _invoice(api, inv_id)["status"] == "paid"

    simulate(api, method["id"], "decline")
    response = api.post(f"/v1/invoices/{inv_id}/refund", json={}, idempotency_key=True)
    assert response.status_code == 202, response.text
    assert response.json()["data"]["status"] == "refund_pending"
    advance(api, clock["id"], "2026-01-01T00:05:00Z", run_jobs)
    after = _invoice(api, inv_id)
    assert (after["status"], after["amount_paid"], after["amount_refunded"]) == (
        "paid",
        "10.00",
        "0.00",
    )
    [refund] = [p for p in payments_of(api, inv_id) if p["kind"] == "refund"]
    assert (refund["status"], refund["outcome"], refund["settled_at"]) == (
        "failed",
        "decline",
        "2026-01-01T00:03:00Z",
    )
    [(note_id, _)] = _notes_of(api, inv_id)
    assert get(api, f"/v1/credit-notes/{note_id}")["status"] == "void"


# --- leaving collection -----------------------------------------------------------------------


def test_marking_an_invoice_uncollectible_during_dunning_stops_the_retries(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, _, invoice = _failing(api, run_jobs)
    inv_id = invoice["id"]
    response = api.post(f"/v1/invoices/{inv_id}/mark-uncollectible", idempotency_key=True)
    assert response.status_code == 200, response.text
    assert response.json()["data"]["next_payment_attempt_at"] is None
    advance(api, clock["id"], _day(10), run_jobs)
    assert _attempts(api, inv_id) == [_declined(0, JAN_1)]
    assert _invoice(api, inv_id)["attempt_count"] == 1
    assert _invoice(api, inv_id)["dunning_status"] == "exhausted"


def test_voiding_an_invoice_during_dunning_stops_the_retries_and_recovers_the_subscription(
    tenant: Tenant, run_jobs: RunJobs
) -> None:
    api = tenant.sandbox
    clock, _, _, subscription, invoice = _failing(api, run_jobs)
    inv_id = invoice["id"]
    assert get(api, f"/v1/subscriptions/{subscription['id']}")["status"] == "past_due"

    response = api.post(f"/v1/invoices/{inv_id}/void", idempotency_key=True)
    assert response.status_code == 200, response.text
    advance(api, clock["id"], _day(10), run_jobs)

    voided = _invoice(api, inv_id)
    assert (voided["status"], voided["dunning_status"], voided["next_payment_attempt_at"]) == (
        "void",
        "exhausted",
        None,
    )
    assert _attempts(api, inv_id) == [_declined(0, JAN_1)]
    assert get(api, f"/v1/subscriptions/{subscription['id']}")["status"] == "active"
