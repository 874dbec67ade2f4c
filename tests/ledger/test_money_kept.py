"""What the ledger says a customer owes must match what happened to the customer's money: no
payment, credit or refund may vanish or be counted in the wrong invoice or currency.

Each test here is a sequence that lost money before it was fixed, found while testing the
ledger (the gateway state machine of test_invariant_stateful.py found the first two).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from tests.collection.payment_helpers import (
    attempt,
    invoice,
    open_invoice,
    pay,
    payments_of,
    refund,
    void,
    with_card,
)
from tests.customers.helpers import create_customer
from tests.ledger.helpers import (
    applied,
    apply,
    credit_balance,
    issued_note,
    note_line,
    summary,
)
from tests.payments.helpers import attach, sepa
from tests.support import pointers, problem

START = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)
EXEMPT = {
    "tax_category_code": "E",
    "tax_rate": "0",
    "tax_exemption_reason": "Exempt under the applicable provision",
}


def test_a_payment_recorded_while_a_sepa_debit_is_pending_keeps_the_ledger_equal_to_the_invoices(
    tenant, run_jobs, frozen_clock
):
    api = tenant.sandbox
    frozen_clock(START)
    inv = open_invoice(api)
    attach(api, inv["customer_id"], sepa("3000", set_default=True))
    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    [debit] = payments_of(api, inv["id"])
    assert debit["status"] == "pending"

    frozen_clock(START + timedelta(minutes=1))
    manual = pay(api, inv["id"], "50.00")
    frozen_clock(START + timedelta(minutes=3))
    run_jobs()

    if manual.status_code != 200:
        problem(manual, 409, "INVALID_STATE")
    after = invoice(api, inv["id"])
    line = summary(api, inv["customer_id"])["EUR"]
    credit = Decimal(credit_balance(api, inv["customer_id"]).get("EUR", "0"))
    assert line["open_invoices"] == after["amount_due"]
    assert Decimal(line["unapplied_credit"]) == credit
    assert Decimal(line["balance"]) == Decimal(after["amount_due"]) - credit


def test_a_note_is_never_refunded_onto_a_charge_in_another_currency(tenant, run_jobs):
    api = tenant.sandbox
    customer = create_customer(api, address={"country": "DE"})
    eur = open_invoice(api, customer=customer)
    method_id = with_card(api, eur)
    assert attempt(api, eur["id"]).status_code == 202
    run_jobs()
    note = issued_note(api, customer["id"], [note_line("50.00")], currency="USD")

    response = apply(api, note["id"], {"refund": {"payment_method_id": method_id}})

    assert pointers(response) == ["/refund/payment_method_id"]
    assert invoice(api, eur["id"])["amount_refunded"] == "0.00"
    assert [p["kind"] for p in payments_of(api, eur["id"])] == ["payment"]


def test_a_note_refunded_to_a_card_leaves_the_invoice_of_that_charge_fully_refundable(
    tenant, run_jobs
):
    api = tenant.sandbox
    inv = open_invoice(api)
    method_id = with_card(api, inv)
    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    goodwill = issued_note(api, inv["customer_id"], [note_line("100.00", **EXEMPT)])
    applied(api, goodwill["id"], {"refund": {"payment_method_id": method_id}})

    response = refund(api, inv["id"])

    assert response.status_code == 200, response.text
    result = response.json()["data"]
    assert result["invoice"]["status"] == "void"
    assert result["credit_note"]["total"] == "119.00"
    assert summary(api, inv["customer_id"])["EUR"]["balance"] == "0.00"


def test_voiding_an_invoice_gives_back_the_credit_applied_to_it_from_another_note(tenant):
    api = tenant.live
    inv = open_invoice(api)
    goodwill = issued_note(api, inv["customer_id"], [note_line("20.00")])
    applied(api, goodwill["id"], {"invoice_id": inv["id"]})

    response = void(api, inv["id"])

    if response.status_code != 200:
        problem(response, 409, "INVALID_STATE")
        return
    assert credit_balance(api, inv["customer_id"]) == {"EUR": "23.80"}
    assert summary(api, inv["customer_id"])["EUR"] == {
        "currency": "EUR",
        "balance": "-23.80",
        "open_invoices": "0.00",
        "unapplied_credit": "23.80",
    }
