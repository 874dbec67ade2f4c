"""Voiding a credit note: POST /v1/credit-notes/{id}/void.

A draft is voided in place; an issued note without applications is voided and its credit
taken back; a note with applications is refused with the list of them; a void note stays void.
"""

from __future__ import annotations

from tests.collection.payment_helpers import open_invoice, rollup
from tests.credit_notes.helpers import (
    add_line,
    applied,
    apply,
    credit_balance,
    draft,
    events_about,
    exempt_line,
    german_customer,
    get_note,
    issue,
    issued,
    issued_note,
    ledger_types,
    note_line,
    void_note,
)
from tests.support import problem


def _voided(api, note_id: str) -> dict:
    response = void_note(api, note_id)
    assert response.status_code == 200, response.text
    data: dict = response.json()["data"]
    return data


def test_a_draft_is_voided_in_place(tenant):
    api = tenant.live
    customer = german_customer(api)
    note = draft(api, customer_id=customer["id"], lines=[exempt_line("10.00")])

    after = _voided(api, note["id"])

    assert after["status"] == "void"
    assert after["voided_at"] is not None
    assert after["credit_note_number"] is None
    assert (after["total"], after["amount_remaining"]) == ("10.00", "0.00")
    assert get_note(api, note["id"]) == after
    assert ledger_types(api, customer["id"]) == []
    [event] = events_about(api, "creditnotepkg.voided", note["id"])
    assert event["data"]["credit_note_number"] is None
    assert event["data"]["total"] == "10.00"
    problem(issue(api, note["id"]), 409, "INVALID_STATE")
    problem(add_line(api, note["id"], exempt_line("1.00")), 409, "INVALID_STATE")


def test_an_issued_note_without_applications_is_voided(tenant):
    api = tenant.live
    inv = open_invoice(api)
    note = issued(api, draft(api, invoice_id=inv["id"], lines=[note_line("50.00")])["id"])
    assert rollup(api, inv["id"])["summary"]["remaining_creditable"] == "59.50"

    after = _voided(api, note["id"])

    assert after["status"] == "void"
    assert after["credit_note_number"] == note["credit_note_number"]
    assert after["amount_remaining"] == "0.00"
    assert credit_balance(api, inv["customer_id"]) == []
    assert ledger_types(api, inv["customer_id"]) == [
        "invoice_finalized",
        "credit_note_issued",
        "credit_note_voided",
    ]
    [event] = events_about(api, "creditnotepkg.voided", note["id"])
    assert event["data"] == {
        "credit_note_number": note["credit_note_number"],
        "invoice_id": inv["id"],
        "customer_id": inv["customer_id"],
        "total": "59.50",
        "currency": "EUR",
    }
    assert rollup(api, inv["id"])["summary"]["remaining_creditable"] == "119.00"
    problem(apply(api, note["id"], invoice_id=inv["id"]), 409, "INVALID_STATE")


def test_a_note_with_applications_is_not_voided(tenant):
    api = tenant.live
    inv = open_invoice(api)
    note = issued_note(api, inv["customer_id"])  # 100.00
    onto_invoice = applied(api, note["id"], invoice_id=inv["id"], amount="30.00")
    cash = applied(api, note["id"], refund={"method": "cash"}, amount="20.00")

    body = problem(void_note(api, note["id"]), 409, "INVALID_STATE")

    assert body["applications"] == [
        {"id": onto_invoice["id"], "kind": "invoice", "invoice_id": inv["id"], "amount": "30.00"},
        {"id": cash["id"], "kind": "refund", "invoice_id": None, "amount": "20.00"},
    ]
    after = get_note(api, note["id"])
    assert (after["status"], after["amount_applied"], after["amount_remaining"]) == (
        "partially_applied",
        "50.00",
        "50.00",
    )
    assert events_about(api, "creditnotepkg.voided", note["id"]) == []
    assert credit_balance(api, inv["customer_id"])[0]["amount"] == "50.00"


def test_voiding_twice_is_refused(tenant):
    api = tenant.live
    customer = german_customer(api)
    note = issued_note(api, customer["id"])
    _voided(api, note["id"])

    problem(void_note(api, note["id"]), 409, "INVALID_STATE")

    assert len(events_about(api, "creditnotepkg.voided", note["id"])) == 1
    assert ledger_types(api, customer["id"]) == ["credit_note_issued", "credit_note_voided"]
