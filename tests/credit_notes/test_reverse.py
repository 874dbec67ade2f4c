"""Reversing an application: POST /v1/credit-notes/{id}/applications/{application_id}/reverse.

An application to an invoice is taken back: the note's balance and the invoice's amount due
grow back, a paid-by-credit invoice is open again, the ledger posts the reversal and the
application stays listed with `reversed_at`. A refund cannot be reversed (its money has left),
nor an application twice. A note is voidable once all its applications are reversed.
"""

from __future__ import annotations

from tests.collection.payment_helpers import invoice, open_invoice, paid, rollup, void
from tests.credit_notes.helpers import (
    applications_of,
    applied,
    apply,
    credit_balance,
    draft,
    events_about,
    exempt_line,
    get_note,
    issued,
    issued_note,
    ledger_types,
    note_line,
    reverse,
    reversed_,
    void_note,
)
from tests.support import problem

UNKNOWN = "00000000-0000-4000-8000-000000000000"


def _state(api, note_id: str, invoice_id: str) -> tuple:
    note, inv = get_note(api, note_id), invoice(api, invoice_id)
    return (
        note["status"],
        note["amount_applied"],
        inv["status"],
        inv["amount_credited"],
        inv["amount_due"],
        ledger_types(api, inv["customer_id"]),
        [a["reversed_at"] for a in applications_of(api, note_id)],
    )


class TestReverse:
    def test_takes_the_credit_back_off_an_open_invoice(self, tenant):
        api = tenant.live
        inv = open_invoice(api)  # 119.00
        note = issued_note(api, inv["customer_id"])  # 100.00
        application = applied(api, note["id"], invoice_id=inv["id"], amount="30.00")

        result = reversed_(api, note["id"], application["id"])

        assert result["id"] == application["id"]
        assert result["reversed_at"] is not None
        assert (result["kind"], result["amount"]) == ("invoice", "30.00")
        after = result["credit_note"]
        assert (after["status"], after["amount_applied"], after["amount_remaining"]) == (
            "issued",
            "0.00",
            "100.00",
        )
        inv_after = invoice(api, inv["id"])
        assert (inv_after["status"], inv_after["amount_credited"], inv_after["amount_due"]) == (
            "finalized",
            "0.00",
            "119.00",
        )
        [listed] = applications_of(api, note["id"])
        assert listed["reversed_at"] == result["reversed_at"]
        assert rollup(api, inv["id"])["data"] == []
        assert ledger_types(api, inv["customer_id"])[-1] == "credit_application_reversed"
        [event] = events_about(api, "creditnotepkg.application_reversed", note["id"])
        assert event["data"]["application_id"] == application["id"]
        assert event["data"]["amount"] == "30.00"
        assert credit_balance(api, inv["customer_id"]) == [
            {"currency": "EUR", "amount": "100.00", "credit_notes": 1}
        ]

    def test_an_invoice_paid_by_the_credit_is_open_again(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        paid(api, inv["id"], "19.00")
        note = issued_note(api, inv["customer_id"])
        application = applied(api, note["id"], invoice_id=inv["id"])
        assert invoice(api, inv["id"])["status"] == "paid"

        reversed_(api, note["id"], application["id"])

        after = invoice(api, inv["id"])
        assert (after["status"], after["amount_due"], after["paid_at"]) == (
            "finalized",
            "100.00",
            None,
        )
        assert get_note(api, note["id"])["status"] == "issued"
        again = applied(api, note["id"], invoice_id=inv["id"])
        assert again["amount"] == "100.00"
        assert invoice(api, inv["id"])["status"] == "paid"

    def test_the_note_keeps_what_else_stays_applied(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        first = applied(api, note["id"], invoice_id=inv["id"], amount="60.00")
        applied(api, note["id"], invoice_id=inv["id"], amount="40.00")
        assert get_note(api, note["id"])["status"] == "applied"

        after = reversed_(api, note["id"], first["id"])["credit_note"]

        assert (after["status"], after["amount_applied"]) == ("partially_applied", "40.00")
        assert invoice(api, inv["id"])["amount_credited"] == "40.00"
        assert [a["amount"] for a in rollup(api, inv["id"])["data"]] == ["40.00"]


class TestRefused:
    def test_a_refund_cannot_be_reversed(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        refunded = applied(api, note["id"], refund={"method": "cash"}, amount="10.00")
        before = _state(api, note["id"], inv["id"])

        body = problem(reverse(api, note["id"], refunded["id"]), 409, "INVALID_STATE")

        assert "refund" in body["detail"]
        assert _state(api, note["id"], inv["id"]) == before

    def test_an_application_is_reversed_once(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        application = applied(api, note["id"], invoice_id=inv["id"], amount="10.00")
        reversed_(api, note["id"], application["id"])
        before = _state(api, note["id"], inv["id"])

        problem(reverse(api, note["id"], application["id"]), 409, "INVALID_STATE")

        assert _state(api, note["id"], inv["id"]) == before

    def test_credit_on_a_void_invoice_stays(self, tenant):
        """The void took other notes' credit back itself, and keeps its own notes' credit."""
        api = tenant.live
        inv = open_invoice(api)
        general = issued_note(api, inv["customer_id"], exempt_line("10.00"))
        taken = applied(api, general["id"], invoice_id=inv["id"])
        own = issued(api, draft(api, invoice_id=inv["id"], lines=[note_line("10.00")])["id"])
        kept = applied(api, own["id"], invoice_id=inv["id"])
        assert void(api, inv["id"]).status_code == 200
        assert applications_of(api, general["id"])[0]["reversed_at"] is not None
        before = _state(api, own["id"], inv["id"])

        problem(reverse(api, general["id"], taken["id"]), 409, "INVALID_STATE")
        body = problem(reverse(api, own["id"], kept["id"]), 409, "INVALID_STATE")

        assert "void" in body["detail"]
        assert _state(api, own["id"], inv["id"]) == before

    def test_unknown_or_another_notes_application_is_not_found(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        other = issued_note(api, inv["customer_id"])
        application = applied(api, note["id"], invoice_id=inv["id"], amount="10.00")

        problem(reverse(api, note["id"], UNKNOWN), 404, "NOT_FOUND")
        problem(reverse(api, other["id"], application["id"]), 404, "NOT_FOUND")
        problem(reverse(api, UNKNOWN, application["id"]), 404, "NOT_FOUND")
        assert get_note(api, note["id"])["amount_applied"] == "10.00"

    def test_the_idempotency_key_is_required(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        application = applied(api, note["id"], invoice_id=inv["id"], amount="10.00")

        problem(
            reverse(api, note["id"], application["id"], key=None), 400, "IDEMPOTENCY_KEY_REQUIRED"
        )

        assert applications_of(api, note["id"])[0]["reversed_at"] is None

    def test_a_replay_does_not_reverse_again(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        application = applied(api, note["id"], invoice_id=inv["id"], amount="10.00")
        first = reverse(api, note["id"], application["id"], key="reverse-once")

        replay = reverse(api, note["id"], application["id"], key="reverse-once")

        assert replay.status_code == 200
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json() == first.json()
        assert ledger_types(api, inv["customer_id"]).count("credit_application_reversed") == 1


class TestVoidAfterReversal:
    def test_an_applied_note_is_voided_once_its_applications_are_reversed(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        first = applied(api, note["id"], invoice_id=inv["id"], amount="70.00")
        second = applied(api, note["id"], invoice_id=inv["id"], amount="30.00")
        problem(void_note(api, note["id"]), 409, "INVALID_STATE")
        reversed_(api, note["id"], first["id"])
        body = problem(void_note(api, note["id"]), 409, "INVALID_STATE")
        assert [a["id"] for a in body["applications"]] == [second["id"]]
        reversed_(api, note["id"], second["id"])

        response = void_note(api, note["id"])

        assert response.status_code == 200, response.text
        assert response.json()["data"]["status"] == "void"
        assert credit_balance(api, inv["customer_id"]) == []
        assert invoice(api, inv["id"])["amount_due"] == "119.00"
        assert ledger_types(api, inv["customer_id"])[-1] == "credit_note_voided"

    def test_a_note_with_a_refund_is_never_voided(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        note = issued_note(api, inv["customer_id"])
        applied(api, note["id"], refund={"method": "cash"}, amount="10.00")
        application = applied(api, note["id"], invoice_id=inv["id"], amount="10.00")
        reversed_(api, note["id"], application["id"])

        body = problem(void_note(api, note["id"]), 409, "INVALID_STATE")

        assert [a["kind"] for a in body["applications"]] == ["refund"]
        assert apply(api, note["id"], invoice_id=inv["id"], amount="1.00").status_code == 201
