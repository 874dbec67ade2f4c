"""The credit-note rollup of an invoice: GET /v1/invoices/{id}/credit-note-applications."""

from __future__ import annotations

from tests.collection.payment_helpers import (
    REDUCED,
    invoice,
    open_invoice,
    paid,
    payments_of,
    refund,
    rollup,
    taxed_line,
    void,
)
from tests.credit_notes.helpers import (
    applied,
    draft,
    exempt_line,
    issued,
    issued_note,
    note_line,
)
from tests.support import problem


def test_invoice_without_credit(tenant):
    api = tenant.live
    inv = open_invoice(api)

    body = rollup(api, inv["id"])

    assert body == {
        "data": [],
        "pagination": {"cursor": None, "has_more": False, "total": 0},
        "summary": {
            "currency": "EUR",
            "total_credited": "0.00",
            "issued_against_invoice": "0.00",
            "remaining_creditable": "119.00",
        },
    }


def test_void_shows_its_invoice_application(tenant):
    api = tenant.live
    inv = open_invoice(api)
    note = void(api, inv["id"]).json()["data"]["credit_note"]

    body = rollup(api, inv["id"])

    [application] = body["data"]
    assert application["credit_note_id"] == note["id"]
    assert application["credit_note_number"] == note["credit_note_number"]
    assert application["credit_note_reason"] == note["reason"]
    assert application["credit_note_reason_code"] == "void"
    assert application["credit_note_status"] == "applied"
    assert application["kind"] == "invoice"
    assert application["invoice_id"] == inv["id"]
    assert application["refund_payment_id"] is None
    assert (application["amount"], application["currency"]) == ("119.00", "EUR")
    assert application["organization_id"] == tenant.organization_id
    assert body["pagination"] == {"cursor": None, "has_more": False, "total": 1}
    assert body["summary"]["total_credited"] == "119.00"
    assert body["summary"]["remaining_creditable"] == "0.00"


def test_refunds_show_as_refund_applications(tenant):
    api = tenant.live
    inv = open_invoice(api, [taxed_line("100.00"), taxed_line("50.00", rate=REDUCED)])
    paid(api, inv["id"], "172.50")
    first = refund(api, inv["id"], {"amount": "20.00", "reason": "duplicate"}).json()["data"]
    second = refund(api, inv["id"], {"amount": "30.00"}).json()["data"]

    body = rollup(api, inv["id"])

    rows = [(a["kind"], a["amount"], a["credit_note_reason_code"]) for a in body["data"]]
    assert rows == [
        ("refund", "20.00", "duplicate"),
        ("refund", "30.00", "requested_by_customer"),
    ]
    refund_rows = {r["id"] for r in payments_of(api, inv["id"], "?kind=refund")}
    assert {a["refund_payment_id"] for a in body["data"]} == refund_rows
    assert [a["credit_note_id"] for a in body["data"]] == [
        first["credit_note"]["id"],
        second["credit_note"]["id"],
    ]
    assert body["summary"] == {
        "currency": "EUR",
        "total_credited": "50.00",
        "issued_against_invoice": "50.00",
        "remaining_creditable": "122.50",
    }


def test_unknown_invoice_is_not_found(tenant):
    api = tenant.live

    response = api.get("/v1/invoices/00000000-0000-4000-8000-000000000000/credit-note-applications")

    problem(response, 404, "NOT_FOUND")


def test_credit_from_a_customer_level_note_is_totalled(tenant):
    """The summary totals what the list shows: 10.00 applied from a note of no invoice is
    credited on this invoice (its amount_credited says so too); it does not use up what notes
    issued against the invoice may still credit."""
    api = tenant.live
    inv = open_invoice(api)  # 119.00
    general = issued_note(api, inv["customer_id"], exempt_line("100.00"))
    application = applied(api, general["id"], invoice_id=inv["id"], amount="10.00")

    body = rollup(api, inv["id"])

    assert [(a["id"], a["amount"]) for a in body["data"]] == [(application["id"], "10.00")]
    assert body["summary"] == {
        "currency": "EUR",
        "total_credited": "10.00",
        "issued_against_invoice": "0.00",
        "remaining_creditable": "119.00",
    }
    assert invoice(api, inv["id"])["amount_credited"] == "10.00"


def test_the_summary_totals_the_list_whatever_the_notes(tenant):
    """Applied credit of the invoice's own note and of a note of no invoice, an own note
    standing unapplied, and a cash refund of the invoice: total_credited is the list's sum, the
    invoice's amount_credited the sum of its `invoice` rows, and remaining_creditable the total
    less the notes issued against the invoice."""
    api = tenant.live
    inv = open_invoice(api)  # 119.00
    paid(api, inv["id"], "50.00")
    own = issued(api, draft(api, invoice_id=inv["id"], lines=[note_line("20.00")])["id"])
    applied(api, own["id"], invoice_id=inv["id"])  # 23.80
    general = issued_note(api, inv["customer_id"], exempt_line("10.00"))
    applied(api, general["id"], invoice_id=inv["id"], amount="4.00")
    issued(api, draft(api, invoice_id=inv["id"], lines=[note_line("10.00")])["id"])  # 11.90
    assert refund(api, inv["id"], {"amount": "5.00"}).status_code == 200

    body = rollup(api, inv["id"])

    amounts = {(a["kind"], a["amount"]) for a in body["data"]}
    assert amounts == {("invoice", "23.80"), ("invoice", "4.00"), ("refund", "5.00")}
    assert body["summary"] == {
        "currency": "EUR",
        "total_credited": "32.80",
        "issued_against_invoice": "40.70",
        "remaining_creditable": "78.30",
    }
    assert invoice(api, inv["id"])["amount_credited"] == "27.80"
