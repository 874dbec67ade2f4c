"""Applying a credit note to an invoice: POST /v1/credit-notes/{id}/apply with invoice_id.

Partial then full applications (note and invoice statuses and amounts), the default amount,
every refusal, the creditnotepkg.applied event, the note's applications list and the
invoice's credit-note rollup.
"""

from __future__ import annotations

import uuid

import pytest

from tests.collection.payment_helpers import (
    attempt,
    invoice,
    open_invoice,
    paid,
    rollup,
    taxed_line,
    void,
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
    note_line,
    void_note,
)
from tests.invoices.helpers import create_draft
from tests.support import pointers, problem

APPLICATION_FIELDS = {
    "id",
    "reversed_at",
    "organization_id",
    "credit_note_id",
    "kind",
    "invoice_id",
    "amount",
    "currency",
    "refund_method",
    "payment_method_id",
    "refund_payment_id",
    "refund_status",
    "applied_at",
    "created_at",
}


def _amounts(api, invoice_id: str) -> tuple[str, str, str, str]:
    after = invoice(api, invoice_id)
    return after["status"], after["amount_credited"], after["amount_due"], after["amount_paid"]


def test_partial_then_full_application(tenant):
    api = tenant.live
    inv = open_invoice(api)  # 119.00
    note = issued_note(api, inv["customer_id"])  # 100.00

    first = applied(api, note["id"], invoice_id=inv["id"], amount="30.00")

    assert set(first) == APPLICATION_FIELDS | {"credit_note"}
    assert (first["kind"], first["invoice_id"], first["amount"], first["currency"]) == (
        "invoice",
        inv["id"],
        "30.00",
        "EUR",
    )
    assert (first["credit_note_id"], first["organization_id"]) == (
        note["id"],
        tenant.organization_id,
    )
    assert (first["refund_method"], first["refund_payment_id"], first["refund_status"]) == (
        None,
        None,
        None,
    )
    state = first["credit_note"]
    assert (state["status"], state["amount_applied"], state["amount_remaining"]) == (
        "partially_applied",
        "30.00",
        "70.00",
    )
    assert _amounts(api, inv["id"]) == ("finalized", "30.00", "89.00", "0.00")

    rest = applied(api, note["id"], invoice_id=inv["id"])  # default: all that remains

    assert rest["amount"] == "70.00"
    state = rest["credit_note"]
    assert (state["status"], state["amount_applied"], state["amount_remaining"]) == (
        "applied",
        "100.00",
        "0.00",
    )
    assert get_note(api, note["id"]) == state
    assert _amounts(api, inv["id"]) == ("finalized", "100.00", "19.00", "0.00")
    events = events_about(api, "creditnotepkg.applied", note["id"])
    assert sorted((e["data"]["amount"], e["data"]["status"]) for e in events) == [
        ("30.00", "partially_applied"),
        ("70.00", "applied"),
    ]
    assert {e["data"]["application_id"] for e in events} == {first["id"], rest["id"]}
    assert all(e["data"]["invoice_id"] == inv["id"] for e in events)
    listed = applications_of(api, note["id"])
    assert [(a["id"], a["amount"]) for a in listed] == [
        (first["id"], "30.00"),
        (rest["id"], "70.00"),
    ]
    assert all(set(a) == APPLICATION_FIELDS for a in listed)
    problem(apply(api, note["id"], invoice_id=inv["id"]), 409, "INVALID_STATE")


def test_the_default_amount_is_capped_at_the_amount_due_and_settles_the_invoice(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "100.00")  # 19.00 due
    note = issued_note(api, inv["customer_id"], exempt_line("50.00"))

    result = applied(api, note["id"], invoice_id=inv["id"])

    assert result["amount"] == "19.00"
    assert result["credit_note"]["status"] == "partially_applied"
    assert result["credit_note"]["amount_remaining"] == "31.00"
    assert _amounts(api, inv["id"]) == ("paid", "19.00", "0.00", "100.00")
    assert invoice(api, inv["id"])["paid_at"] is not None
    [paid_event] = events_about(api, "invoice.paid", inv["id"])
    assert paid_event["data"]["amount_credited"] == "19.00"
    problem(apply(api, note["id"], invoice_id=inv["id"]), 409, "INVALID_STATE")
    assert credit_balance(api, inv["customer_id"]) == [
        {"currency": "EUR", "amount": "31.00", "credit_notes": 1}
    ]


def test_the_invoice_rollup_lists_the_applications(tenant):
    api = tenant.live
    inv = open_invoice(api)
    own = issued(
        api,
        draft(
            api,
            invoice_id=inv["id"],
            reason="Late delivery",
            reason_code="service_issue",
            lines=[note_line("20.00")],
        )["id"],
    )  # 23.80, anchored
    general = issued_note(api, inv["customer_id"], exempt_line("10.00"))
    first = applied(api, own["id"], invoice_id=inv["id"])
    second = applied(api, general["id"], invoice_id=inv["id"], amount="4.00")

    body = rollup(api, inv["id"])

    assert [(a["id"], a["credit_note_id"], a["amount"]) for a in body["data"]] == [
        (first["id"], own["id"], "23.80"),
        (second["id"], general["id"], "4.00"),
    ]
    entry = body["data"][0]
    assert entry["credit_note_number"] == own["credit_note_number"]
    assert (entry["credit_note_reason"], entry["credit_note_reason_code"]) == (
        "Late delivery",
        "service_issue",
    )
    assert (entry["credit_note_status"], entry["kind"], entry["invoice_id"]) == (
        "applied",
        "invoice",
        inv["id"],
    )
    assert body["data"][1]["credit_note_status"] == "partially_applied"
    assert body["pagination"] == {"cursor": None, "has_more": False, "total": 2}
    # the summary totals the list; only the invoice's own notes count against what can
    # still be credited on it
    assert body["summary"] == {
        "currency": "EUR",
        "total_credited": "27.80",
        "issued_against_invoice": "23.80",
        "remaining_creditable": "95.20",
    }
    assert _amounts(api, inv["id"]) == ("finalized", "27.80", "91.20", "0.00")


def test_a_refused_application_changes_nothing(tenant):
    api = tenant.live
    customer = german_customer(api, currency=None)
    inv = open_invoice(api, customer=customer, lines=[taxed_line("10.00")])  # 11.90
    note = issued_note(api, customer["id"])  # 100.00 EUR
    stranger_invoice = open_invoice(api)
    usd_invoice = open_invoice(api, customer=customer, currency="USD")
    draft_invoice = create_draft(api, customer["id"], [taxed_line("10.00")], currency="EUR")
    void_invoice = open_invoice(api, customer=customer)
    assert void(api, void_invoice["id"]).status_code == 200
    paid_invoice = open_invoice(api, customer=customer)
    paid(api, paid_invoice["id"], "119.00")
    sandbox_invoice = open_invoice(tenant.sandbox)

    def refused(**body):
        return apply(api, note["id"], **body)

    assert pointers(refused(invoice_id=stranger_invoice["id"])) == ["/invoice_id"]
    assert pointers(refused(invoice_id=str(uuid.uuid4()))) == ["/invoice_id"]
    assert pointers(refused(invoice_id=sandbox_invoice["id"])) == ["/invoice_id"]
    mismatch = problem(refused(invoice_id=usd_invoice["id"]), 409, "CURRENCY_MISMATCH")
    assert mismatch["expected_currency"] == "EUR"
    problem(refused(invoice_id=inv["id"], currency="USD"), 409, "CURRENCY_MISMATCH")
    for closed in (draft_invoice, void_invoice, paid_invoice):
        problem(refused(invoice_id=closed["id"]), 409, "INVALID_STATE")
    assert pointers(refused(invoice_id=inv["id"], amount="100.01")) == ["/amount"]
    assert pointers(refused(invoice_id=inv["id"], amount="11.91")) == ["/amount"]  # > due
    for amount in ("0", "-1.00", "0.001", "ten"):
        assert pointers(refused(invoice_id=inv["id"], amount=amount)) == ["/amount"], amount
    assert pointers(refused(invoice_id=inv["id"], bogus=True)) == ["/bogus"]

    after = get_note(api, note["id"])
    assert (after["status"], after["amount_applied"]) == ("issued", "0.00")
    assert applications_of(api, note["id"]) == []
    assert events_about(api, "creditnotepkg.applied", note["id"]) == []
    assert _amounts(api, inv["id"]) == ("finalized", "0.00", "11.90", "0.00")
    assert applied(api, note["id"], invoice_id=inv["id"], currency="EUR")["amount"] == "11.90"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"amount": "1.00"},
        {"invoice_id": "INVOICE", "refund": {"method": "cash"}},
    ],
    ids=["neither", "amount-only", "both"],
)
def test_exactly_one_of_invoice_and_refund(tenant, body):
    api = tenant.live
    inv = open_invoice(api)
    note = issued_note(api, inv["customer_id"])
    if body.get("invoice_id") == "INVOICE":
        body = {**body, "invoice_id": inv["id"]}

    problem(apply(api, note["id"], **body), 422, "VALIDATION_ERROR")

    assert get_note(api, note["id"])["amount_applied"] == "0.00"


def test_the_refund_target_is_checked(tenant):
    api = tenant.live
    customer = german_customer(api)
    note = issued_note(api, customer["id"])

    assert pointers(apply(api, note["id"], refund={})) == ["/refund"]
    both = {"method": "cash", "payment_method_id": str(uuid.uuid4())}
    assert pointers(apply(api, note["id"], refund=both)) == ["/refund"]
    assert pointers(apply(api, note["id"], refund={"method": "cheque"})) == ["/refund/method"]
    assert pointers(apply(api, note["id"], refund={"method": "cash", "x": 1})) == ["/refund/x"]
    problem(
        apply(api, note["id"], refund={"method": "cash"}, currency="USD"), 409, "CURRENCY_MISMATCH"
    )
    assert get_note(api, note["id"])["amount_applied"] == "0.00"


def test_draft_void_and_applied_notes_cannot_be_applied(tenant):
    api = tenant.live
    inv = open_invoice(api)
    customer_id = inv["customer_id"]
    a_draft = draft(api, customer_id=customer_id, lines=[exempt_line("5.00")])
    a_void = issued_note(api, customer_id, exempt_line("5.00"))
    assert void_note(api, a_void["id"]).status_code == 200
    used_up = issued_note(api, customer_id, exempt_line("5.00"))
    applied(api, used_up["id"], invoice_id=inv["id"])

    for note in (a_draft, a_void, used_up):
        problem(apply(api, note["id"], invoice_id=inv["id"]), 409, "INVALID_STATE")
        problem(apply(api, note["id"], refund={"method": "cash"}), 409, "INVALID_STATE")
    problem(apply(api, str(uuid.uuid4()), invoice_id=inv["id"]), 404, "NOT_FOUND")

    assert _amounts(api, inv["id"]) == ("finalized", "5.00", "114.00", "0.00")


def test_an_overdue_and_an_uncollectible_invoice_take_credit(tenant):
    api = tenant.live
    customer = german_customer(api)
    overdue = open_invoice(api, customer=customer, due_date="2020-01-01")
    assert overdue["status"] == "overdue"
    written_off = open_invoice(api, customer=customer)
    response = api.post(
        f"/v1/invoices/{written_off['id']}/mark-uncollectible", idempotency_key=True
    )
    assert response.status_code == 200, response.text
    note = issued_note(api, customer["id"], exempt_line("200.00"))

    applied(api, note["id"], invoice_id=overdue["id"])
    applied(api, note["id"], invoice_id=written_off["id"], amount="50.00")

    assert _amounts(api, overdue["id"]) == ("paid", "119.00", "0.00", "0.00")
    assert _amounts(api, written_off["id"]) == ("uncollectible", "50.00", "69.00", "0.00")


def test_an_invoice_with_a_pending_payment_attempt_takes_no_credit(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    with_card(api, inv)
    assert attempt(api, inv["id"]).status_code == 202
    note = issued_note(api, inv["customer_id"])

    problem(apply(api, note["id"], invoice_id=inv["id"]), 409, "INVALID_STATE")

    assert get_note(api, note["id"])["amount_applied"] == "0.00"
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"


def test_an_idempotency_key_makes_an_application_safe_to_retry(tenant):
    api = tenant.live
    inv = open_invoice(api)
    note = issued_note(api, inv["customer_id"])
    path = f"/v1/credit-notes/{note['id']}/apply"
    body = {"invoice_id": inv["id"], "amount": "10.00"}

    first = api.post(path, json=body, idempotency_key="apply-once")
    again = api.post(path, json=body, idempotency_key="apply-once")

    assert first.status_code == again.status_code == 201, again.text
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["data"]["id"] == first.json()["data"]["id"]
    assert len(applications_of(api, note["id"])) == 1
    assert _amounts(api, inv["id"]) == ("finalized", "10.00", "109.00", "0.00")
    problem(
        api.post(path, json={**body, "amount": "11.00"}, idempotency_key="apply-once"),
        422,
        "IDEMPOTENCY_KEY_REUSED",
    )
