"""Refunding a credit note: POST /v1/credit-notes/{id}/apply with `refund`.

In cash, or through the gateway back onto a card or SEPA charge of the customer (sandbox):
the refund row in the charged invoice's payments list (not the invoice's own refund: its
amount_refunded stays), the charge the refund goes to, a gateway refusal (402, nothing
changed) and a SEPA refund settled or failed later by the poll job.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from tests.collection.payment_helpers import (
    attempt,
    invoice,
    open_invoice,
    payments_of,
    rollup,
    with_card,
)
from tests.credit_notes.helpers import (
    applications_of,
    applied,
    apply,
    credit_balance,
    draft,
    events_about,
    exempt_line,
    german_customer,
    get_note,
    issued,
    issued_note,
    ledger_types,
    note_line,
)
from tests.payments.helpers import attach, card, sepa
from tests.support import pointers, problem

START = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)


def _paid_by_card(api, run_jobs, customer=None) -> tuple[dict[str, Any], dict[str, Any]]:
    """A sandbox invoice of 119.00 paid by a card payment attempt, and that charge's row."""
    inv = open_invoice(api, customer=customer)
    if customer is None:
        with_card(api, inv)
    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    [charge] = payments_of(api, inv["id"])
    assert (charge["status"], charge["amount"]) == ("succeeded", "119.00")
    return inv, charge


def _simulate(api, method_id: str, outcome: str) -> None:
    response = api.post(
        "/v1/test-payment-simulations", json={"payment_method_id": method_id, "outcome": outcome}
    )
    assert response.status_code == 201, response.text


def test_cash_refund(tenant):
    api = tenant.live
    customer = german_customer(api)
    note = issued_note(api, customer["id"])

    part = applied(api, note["id"], refund={"method": "cash"}, amount="25.00")

    assert (part["kind"], part["invoice_id"], part["amount"]) == ("refund", None, "25.00")
    assert (part["refund_method"], part["refund_status"]) == ("cash", "succeeded")
    assert (part["payment_method_id"], part["refund_payment_id"]) == (None, None)
    assert part["credit_note"]["status"] == "partially_applied"
    assert credit_balance(api, customer["id"])[0]["amount"] == "75.00"

    assert pointers(apply(api, note["id"], refund={"method": "cash"}, amount="75.01")) == [
        "/amount"
    ]
    rest = applied(api, note["id"], refund={"method": "cash"})  # default: what remains

    assert rest["amount"] == "75.00"
    assert (rest["credit_note"]["status"], rest["credit_note"]["amount_remaining"]) == (
        "applied",
        "0.00",
    )
    assert credit_balance(api, customer["id"]) == []
    assert [a["refund_method"] for a in applications_of(api, note["id"])] == ["cash", "cash"]
    events = events_about(api, "creditnotepkg.applied", note["id"])
    assert sorted(
        (e["data"]["kind"], e["data"]["refund_method"], e["data"]["amount"]) for e in events
    ) == [
        ("refund", "cash", "25.00"),
        ("refund", "cash", "75.00"),
    ]
    assert ledger_types(api, customer["id"]) == ["credit_note_issued", "refund", "refund"]
    problem(apply(api, note["id"], refund={"method": "cash"}, amount="0.01"), 409, "INVALID_STATE")


def test_refund_to_a_card_goes_back_onto_the_customers_charge(tenant, run_jobs):
    api = tenant.sandbox
    inv, charge = _paid_by_card(api, run_jobs)
    method_id = charge["payment_method_id"]
    unanchored = issued_note(api, inv["customer_id"], exempt_line("30.00"))

    result = applied(api, unanchored["id"], refund={"payment_method_id": method_id}, amount="30.00")

    assert (result["kind"], result["refund_method"], result["refund_status"]) == (
        "refund",
        "payment_method",
        "succeeded",
    )
    assert result["payment_method_id"] == method_id
    assert result["invoice_id"] is None
    assert result["credit_note"]["status"] == "applied"
    [row] = payments_of(api, inv["id"], "?kind=refund")
    assert row["id"] == result["refund_payment_id"]
    assert (row["channel"], row["status"], row["amount"]) == ("gateway", "succeeded", "30.00")
    assert row["refunded_payment_id"] == charge["id"]
    assert row["credit_note_id"] == unanchored["id"]
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"

    anchored = issued(
        api,
        draft(
            api,
            invoice_id=inv["id"],
            lines=[{"invoice_line_id": inv["lines"][0]["id"], "unit_price": "50.00"}],
        )["id"],
    )  # 59.50
    second = applied(api, anchored["id"], refund={"payment_method_id": method_id})

    assert second["amount"] == "59.50"
    refunds = payments_of(api, inv["id"], "?kind=refund")
    assert sorted(r["amount"] for r in refunds) == ["30.00", "59.50"]
    after = invoice(api, inv["id"])
    assert (after["amount_refunded"], after["status"]) == ("0.00", "paid")
    assert [a["refund_status"] for a in applications_of(api, anchored["id"])] == ["succeeded"]
    summary = rollup(api, inv["id"])
    assert {a["credit_note_id"] for a in summary["data"]} == {unanchored["id"], anchored["id"]}

    # 29.50 is left on the charge: a note of 30.00 finds no charge that can take it whole
    too_big = issued_note(api, inv["customer_id"], exempt_line("30.00"))
    assert pointers(apply(api, too_big["id"], refund={"payment_method_id": method_id})) == [
        "/refund/payment_method_id"
    ]
    assert get_note(api, too_big["id"])["amount_applied"] == "0.00"
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"


def test_the_charge_of_the_notes_own_invoice_is_refunded_first(tenant, run_jobs):
    api = tenant.sandbox
    first, first_charge = _paid_by_card(api, run_jobs)
    customer = {"id": first["customer_id"]}
    second, second_charge = _paid_by_card(api, run_jobs, customer=customer)
    method_id = first_charge["payment_method_id"]
    assert second_charge["payment_method_id"] == method_id
    anchored = issued(api, draft(api, invoice_id=first["id"], lines=[note_line("10.00")])["id"])
    unanchored = issued_note(api, first["customer_id"], exempt_line("10.00"))

    applied(api, anchored["id"], refund={"payment_method_id": method_id})
    applied(api, unanchored["id"], refund={"payment_method_id": method_id})

    [to_first] = payments_of(api, first["id"], "?kind=refund")
    [to_second] = payments_of(api, second["id"], "?kind=refund")
    assert (to_first["credit_note_id"], to_first["amount"]) == (anchored["id"], "11.90")
    assert (to_second["credit_note_id"], to_second["amount"]) == (unanchored["id"], "10.00")
    assert to_second["refunded_payment_id"] == second_charge["id"]  # the newest charge


def test_no_suitable_charge_is_refused(tenant, run_jobs):
    api = tenant.sandbox
    customer = german_customer(api)
    method = attach(api, customer["id"], card(set_default=True))
    note = issued_note(api, customer["id"])
    stranger_inv, stranger_charge = _paid_by_card(api, run_jobs)

    assert pointers(apply(api, note["id"], refund={"payment_method_id": method["id"]})) == [
        "/refund/payment_method_id"
    ]
    for foreign in (stranger_charge["payment_method_id"], str(uuid.uuid4())):
        assert pointers(apply(api, note["id"], refund={"payment_method_id": foreign})) == [
            "/refund/payment_method_id"
        ]
    assert get_note(api, note["id"])["amount_applied"] == "0.00"
    assert payments_of(api, stranger_inv["id"], "?kind=refund") == []


def test_a_gateway_refusal_answers_402_and_changes_nothing(tenant, run_jobs):
    api = tenant.sandbox
    inv, charge = _paid_by_card(api, run_jobs)
    note = issued_note(api, inv["customer_id"], exempt_line("40.00"))
    _simulate(api, charge["payment_method_id"], "expired_card")

    response = apply(api, note["id"], refund={"payment_method_id": charge["payment_method_id"]})

    body = problem(response, 402, "GATEWAY_DECLINED")
    assert (body["outcome"], body["retryable"]) == ("expired_card", False)
    after = get_note(api, note["id"])
    assert (after["status"], after["amount_applied"], after["amount_remaining"]) == (
        "issued",
        "0.00",
        "40.00",
    )
    assert applications_of(api, note["id"]) == []
    assert events_about(api, "creditnotepkg.applied", note["id"]) == []
    assert payments_of(api, inv["id"], "?kind=refund") == []
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"
    assert credit_balance(api, inv["customer_id"])[0]["amount"] == "40.00"
    assert ledger_types(api, inv["customer_id"]).count("refund") == 0


def test_a_retried_refund_with_the_same_key_refunds_once(tenant, run_jobs):
    api = tenant.sandbox
    inv, charge = _paid_by_card(api, run_jobs)
    note = issued_note(api, inv["customer_id"], exempt_line("40.00"))
    path = f"/v1/credit-notes/{note['id']}/apply"
    body = {"refund": {"payment_method_id": charge["payment_method_id"]}, "amount": "15.00"}

    first = api.post(path, json=body, idempotency_key="refund-note-once")
    again = api.post(path, json=body, idempotency_key="refund-note-once")

    assert first.status_code == again.status_code == 201, again.text
    assert again.json()["data"]["refund_payment_id"] == first.json()["data"]["refund_payment_id"]
    assert len(payments_of(api, inv["id"], "?kind=refund")) == 1
    assert get_note(api, note["id"])["amount_applied"] == "15.00"


def _paid_by_sepa(api, run_jobs, frozen_clock) -> tuple[dict[str, Any], dict[str, Any]]:
    inv = open_invoice(api)
    attach(api, inv["customer_id"], sepa("3000", set_default=True))
    attempt(api, inv["id"])
    run_jobs()
    frozen_clock(START + timedelta(minutes=1))
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"
    [charge] = payments_of(api, inv["id"])
    return inv, charge


def test_a_sepa_refund_is_pending_until_the_poll_settles_it(tenant, run_jobs, frozen_clock):
    api = tenant.sandbox
    frozen_clock(START)
    inv, charge = _paid_by_sepa(api, run_jobs, frozen_clock)
    note = issued_note(api, inv["customer_id"], exempt_line("50.00"))

    pending = applied(api, note["id"], refund={"payment_method_id": charge["payment_method_id"]})

    assert pending["refund_status"] == "pending"
    assert pending["credit_note"]["status"] == "applied"
    [row] = payments_of(api, inv["id"], "?kind=refund")
    assert (row["status"], row["amount"]) == ("pending", "50.00")
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"

    frozen_clock(START + timedelta(minutes=2))
    run_jobs()

    [row] = payments_of(api, inv["id"], "?kind=refund")
    assert row["status"] == "succeeded"
    [application] = applications_of(api, note["id"])
    assert application["refund_status"] == "succeeded"
    [event] = events_about(api, "creditnotepkg.refund_succeeded", note["id"])
    assert event["data"]["amount"] == "50.00"
    assert get_note(api, note["id"])["status"] == "applied"
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"


def test_a_sepa_refund_failing_later_puts_the_amount_back_on_the_note(
    tenant, run_jobs, frozen_clock
):
    api = tenant.sandbox
    frozen_clock(START)
    inv, charge = _paid_by_sepa(api, run_jobs, frozen_clock)
    note = issued_note(api, inv["customer_id"], exempt_line("50.00"))
    _simulate(api, charge["payment_method_id"], "processing_error")

    pending = applied(
        api, note["id"], refund={"payment_method_id": charge["payment_method_id"]}, amount="20.00"
    )
    assert pending["refund_status"] == "pending"
    frozen_clock(START + timedelta(minutes=2))
    run_jobs()

    [row] = payments_of(api, inv["id"], "?kind=refund")
    assert row["status"] == "failed"
    after = get_note(api, note["id"])
    assert (after["status"], after["amount_applied"], after["amount_remaining"]) == (
        "issued",
        "0.00",
        "50.00",
    )
    [reversed_refund] = applications_of(api, note["id"])
    assert (reversed_refund["id"], reversed_refund["refund_status"]) == (pending["id"], "failed")
    assert reversed_refund["reversed_at"] is not None
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"
    [event] = events_about(api, "creditnotepkg.refund_failed", note["id"])
    assert (event["data"]["amount"], event["data"]["amount_remaining"]) == ("20.00", "50.00")
    assert credit_balance(api, inv["customer_id"])[0]["amount"] == "50.00"
