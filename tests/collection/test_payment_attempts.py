"""Gateway payment attempts: POST /v1/invoices/{id}/payment-attempts and the jobs that charge
and settle them (sandbox gateway, payment simulations, SEPA debits that settle later)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from billing.payments.gateway import NOT_CONFIGURED
from tests.collection.payment_helpers import (
    attempt,
    events_of,
    invoice,
    open_invoice,
    paid,
    payments_of,
    taxed_line,
    with_card,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft
from tests.payments.helpers import attach, card, sepa
from tests.support import pointers, problem

START = datetime(2026, 4, 1, 8, 0, tzinfo=UTC)


def _simulate(api, method_id: str, outcome: str) -> None:
    response = api.post(
        "/v1/test-payment-simulations",
        json={"payment_method_id": method_id, "outcome": outcome},
    )
    assert response.status_code == 201, response.text


def test_card_attempt_answers_202_and_pays_the_invoice_when_the_job_runs(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    method_id = with_card(api, inv)

    response = attempt(api, inv["id"])

    assert response.status_code == 202, response.text
    data = response.json()["data"]
    assert data == {
        "id": data["id"],
        "status": "pending",
        "invoice_id": inv["id"],
        "amount": "119.00",
        "currency": "EUR",
        "payment_method_id": method_id,
        "hosted_checkout_url": None,
    }
    [pending] = payments_of(api, inv["id"])
    assert (pending["id"], pending["status"], pending["channel"]) == (
        data["id"],
        "pending",
        "gateway",
    )
    assert invoice(api, inv["id"])["amount_paid"] == "0.00"

    run_jobs()

    [settled] = payments_of(api, inv["id"])
    assert settled["status"] == "succeeded"
    assert settled["outcome"] == "success"
    assert settled["source"] == "card"
    assert settled["payment_method_id"] == method_id
    assert settled["settled_at"] is not None
    after = invoice(api, inv["id"])
    assert (after["status"], after["amount_paid"], after["amount_due"]) == (
        "paid",
        "119.00",
        "0.00",
    )
    assert any(e["resource_id"] == inv["id"] for e in events_of(api, "invoice.paid"))


def test_declined_attempt_fails_visibly_and_another_may_follow(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    method_id = with_card(api, inv)
    _simulate(api, method_id, "decline")

    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()

    [failed] = payments_of(api, inv["id"])
    assert failed["status"] == "failed"
    assert failed["outcome"] == "decline"
    assert failed["failure_message"] == "the payment was declined"
    assert failed["retryable"] is False
    assert invoice(api, inv["id"])["amount_paid"] == "0.00"
    [event] = [e for e in events_of(api, "invoice.payment_failed") if e["resource_id"] == inv["id"]]
    assert event["data"]["outcome"] == "decline"

    _simulate(api, method_id, "success")
    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"


def test_transient_failure_is_retryable(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    _simulate(api, with_card(api, inv), "processing_error")

    attempt(api, inv["id"])
    run_jobs()

    [failed] = payments_of(api, inv["id"])
    assert (failed["status"], failed["outcome"], failed["retryable"]) == (
        "failed",
        "processing_error",
        True,
    )


def test_sepa_debit_stays_pending_then_settles_when_polled(tenant, run_jobs, frozen_clock):
    api = tenant.sandbox
    frozen_clock(START)
    inv = open_invoice(api)
    attach(api, inv["customer_id"], sepa("3003", set_default=True))

    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    [charged] = payments_of(api, inv["id"])
    assert charged["status"] == "pending"
    assert charged["source"] == "sepa_debit"
    problem(attempt(api, inv["id"]), 409, "INVALID_STATE")

    frozen_clock(START + timedelta(minutes=1))
    run_jobs()
    assert payments_of(api, inv["id"])[0]["status"] == "pending"
    assert invoice(api, inv["id"])["amount_paid"] == "0.00"

    for minute in (2, 3):
        frozen_clock(START + timedelta(minutes=minute))
        run_jobs()

    [settled] = payments_of(api, inv["id"])
    assert settled["status"] == "succeeded"
    after = invoice(api, inv["id"])
    assert (after["status"], after["amount_paid"]) == ("paid", "119.00")


def test_sepa_debit_that_fails_later_fails_the_attempt(tenant, run_jobs, frozen_clock):
    api = tenant.sandbox
    frozen_clock(START)
    inv = open_invoice(api)
    attach(api, inv["customer_id"], sepa("3004", set_default=True))

    attempt(api, inv["id"])
    for minute in range(4):
        frozen_clock(START + timedelta(minutes=minute))
        run_jobs()

    [failed] = payments_of(api, inv["id"])
    assert (failed["status"], failed["outcome"]) == ("failed", "decline")
    assert invoice(api, inv["id"])["status"] == "finalized"


def test_second_attempt_while_one_is_pending_is_refused(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    with_card(api, inv)

    assert attempt(api, inv["id"]).status_code == 202
    problem(attempt(api, inv["id"]), 409, "INVALID_STATE")
    run_jobs()

    assert [p["status"] for p in payments_of(api, inv["id"])] == ["succeeded"]
    assert invoice(api, inv["id"])["amount_paid"] == "119.00"


def test_attempt_charges_only_what_is_still_due(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    with_card(api, inv)

    assert attempt(api, inv["id"]).json()["data"]["amount"] == "119.00"
    paid(api, inv["id"], "19.00")
    run_jobs()

    gateway = [p for p in payments_of(api, inv["id"]) if p["channel"] == "gateway"]
    assert [(p["status"], p["amount"]) for p in gateway] == [("succeeded", "100.00")]
    after = invoice(api, inv["id"])
    assert (after["status"], after["amount_paid"]) == ("paid", "119.00")


def test_attempt_charges_nothing_when_nothing_is_due_any_more(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    with_card(api, inv)

    attempt(api, inv["id"])
    paid(api, inv["id"], "119.00")
    run_jobs()

    gateway = [p for p in payments_of(api, inv["id"]) if p["channel"] == "gateway"]
    assert [p["status"] for p in gateway] == ["failed"]
    assert "nothing was charged" in gateway[0]["failure_message"]
    assert invoice(api, inv["id"])["amount_paid"] == "119.00"


def test_payment_method_rules(tenant):
    api = tenant.sandbox
    inv = open_invoice(api)

    problem(attempt(api, inv["id"]), 409, "INVALID_STATE")

    stranger = create_customer(api, currency="EUR")
    foreign_method = attach(api, stranger["id"], card())["id"]
    assert pointers(attempt(api, inv["id"], {"payment_method_id": foreign_method})) == [
        "/payment_method_id"
    ]
    own = attach(api, inv["customer_id"], card())["id"]
    second = attach(api, inv["customer_id"], card("mastercard", "4444"))["id"]
    detached = api.delete(f"/v1/customers/{inv['customer_id']}/payment-methods/{second}")
    assert detached.status_code == 200, detached.text
    assert pointers(attempt(api, inv["id"], {"payment_method_id": second})) == [
        "/payment_method_id"
    ]
    chosen = attempt(api, inv["id"], {"payment_method_id": own})
    assert chosen.status_code == 202
    assert chosen.json()["data"]["payment_method_id"] == own


def test_only_open_invoices_with_something_due(tenant):
    api = tenant.sandbox
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    attach(api, customer["id"], card())
    draft = create_draft(api, customer["id"], lines=[taxed_line("10.00")], currency="EUR")
    problem(attempt(api, draft["id"]), 409, "INVALID_STATE")

    inv = open_invoice(api, customer=customer)
    paid(api, inv["id"], "119.00")
    problem(attempt(api, inv["id"]), 409, "INVALID_STATE")


def test_replayed_request_starts_one_attempt(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    with_card(api, inv)
    path = f"/v1/invoices/{inv['id']}/payment-attempts"

    first = api.post(path, idempotency_key="attempt-once")
    again = api.post(path, idempotency_key="attempt-once")

    assert first.status_code == again.status_code == 202
    assert again.json()["data"]["id"] == first.json()["data"]["id"]
    run_jobs()
    assert len(payments_of(api, inv["id"])) == 1


def test_live_gateway_refuses_and_the_attempt_fails_visibly(tenant, run_jobs):
    api = tenant.live
    inv = open_invoice(api)
    with_card(api, inv)

    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()

    [failed] = payments_of(api, inv["id"])
    assert failed["status"] == "failed"
    assert failed["failure_message"] == NOT_CONFIGURED
    assert invoice(api, inv["id"])["amount_paid"] == "0.00"
