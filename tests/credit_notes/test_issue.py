"""Issuing a credit note: POST /v1/credit-notes/{id}/issue.

The gapless CN-{YYYY}-{SEQ:06} series (shared with the notes that voiding and refunding an
invoice create), the creditnotepkg.issued event, immutability after issue, and the refusals
(empty draft, re-issue, an invoice whose remaining_creditable shrank or that was voided).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.collection.payment_helpers import (
    open_invoice,
    paid,
    refund,
    rollup,
    taxed_line,
    void,
)
from tests.credit_notes.helpers import (
    NOTES,
    add_line,
    draft,
    events_about,
    exempt_line,
    german_customer,
    get_note,
    issue,
    issued,
    ledger_types,
    note_line,
)
from tests.invoices.helpers import put_settings
from tests.support import problem, provision_tenant

MARCH_2027 = datetime(2027, 3, 1, 9, 30, tzinfo=UTC)


def test_issue_numbers_the_note_posts_it_and_announces_it(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(MARCH_2027)
    customer = german_customer(api)
    note = draft(
        api, customer_id=customer["id"], reason_code="duplicate", lines=[note_line("10.00")]
    )

    after = issued(api, note["id"])

    assert after["status"] == "issued"
    assert after["credit_note_number"] == "CN-2027-000001"
    assert after["issued_at"] == "2027-03-01T09:30:00Z"
    assert (after["total"], after["amount_applied"], after["amount_remaining"]) == (
        "11.90",
        "0.00",
        "11.90",
    )
    assert get_note(api, note["id"]) == after
    assert ledger_types(api, customer["id"]) == ["credit_note_issued"]
    [event] = events_about(api, "creditnotepkg.issued", note["id"])
    assert event["resource_type"] == "credit_note"
    assert event["data"] == {
        "credit_note_number": "CN-2027-000001",
        "invoice_id": None,
        "customer_id": customer["id"],
        "currency": "EUR",
        "total": "11.90",
        "reason_code": "duplicate",
    }


def test_numbers_are_gapless_and_shared_with_invoice_voids_and_refunds(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(MARCH_2027)
    customer = german_customer(api)
    to_void = open_invoice(api, customer=customer)
    to_refund = open_invoice(api, customer=customer)
    paid(api, to_refund["id"], "119.00")
    abandoned = draft(api, customer_id=customer["id"], lines=[exempt_line("1.00")])
    empty = draft(api, customer_id=customer["id"])
    first = draft(api, customer_id=customer["id"], lines=[exempt_line("1.00")])
    last = draft(api, customer_id=customer["id"], lines=[exempt_line("2.00")])

    assert issued(api, first["id"])["credit_note_number"] == "CN-2027-000001"
    assert api.post(f"{NOTES}/{abandoned['id']}/void").status_code == 200
    problem(issue(api, empty["id"]), 409, "INVALID_STATE")
    void_note = void(api, to_void["id"]).json()["data"]["credit_note"]
    refund_response = refund(api, to_refund["id"], {"amount": "10.00"})
    assert refund_response.status_code == 200, refund_response.text
    refund_note = refund_response.json()["data"]["credit_note"]
    final = issued(api, last["id"])

    assert void_note["credit_note_number"] == "CN-2027-000002"
    assert refund_note["credit_note_number"] == "CN-2027-000003"
    assert final["credit_note_number"] == "CN-2027-000004"
    assert get_note(api, abandoned["id"])["credit_note_number"] is None
    assert get_note(api, empty["id"])["credit_note_number"] is None
    numbers = [n["credit_note_number"] for n in api.get(NOTES).json()["data"]]
    assert sorted(n for n in numbers if n) == [f"CN-2027-00000{i}" for i in range(1, 5)]


def test_the_number_format_is_a_setting(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(MARCH_2027)
    customer = german_customer(api)
    put_settings(api, credit_note_number_format="GS-{YYYY}/{SEQ:04}")

    note = issued(api, draft(api, customer_id=customer["id"], lines=[exempt_line("1.00")])["id"])

    assert note["credit_note_number"] == "GS-2027/0001"


def test_an_issued_note_is_immutable(tenant):
    api = tenant.live
    customer = german_customer(api)
    note = issued(api, draft(api, customer_id=customer["id"], lines=[exempt_line("5.00")])["id"])

    problem(add_line(api, note["id"], exempt_line("1.00")), 409, "INVALID_STATE")
    problem(issue(api, note["id"]), 409, "INVALID_STATE")

    after = get_note(api, note["id"])
    assert (after["total"], len(after["lines"])) == ("5.00", 1)
    assert after["credit_note_number"] == note["credit_note_number"]
    assert len(events_about(api, "creditnotepkg.issued", note["id"])) == 1
    assert ledger_types(api, customer["id"]) == ["credit_note_issued"]


def test_a_draft_crediting_nothing_is_not_issued(tenant):
    api = tenant.live
    customer = german_customer(api, currency="JPY")
    empty = draft(api, customer_id=customer["id"])
    nothing = draft(api, customer_id=customer["id"], lines=[exempt_line("0.4")])  # rounds to 0

    problem(issue(api, empty["id"]), 409, "INVALID_STATE")
    problem(issue(api, nothing["id"]), 409, "INVALID_STATE")

    assert get_note(api, empty["id"])["status"] == "draft"
    assert get_note(api, nothing["id"])["status"] == "draft"
    assert ledger_types(api, customer["id"]) == []
    assert events_about(api, "creditnotepkg.issued", empty["id"]) == []


def test_issue_rechecks_the_invoice_remaining_creditable(tenant, frozen_clock):
    """Two drafts each within the invoice's 119.00: the first issued leaves 59.50, so the
    second (71.40) is refused and takes no number; once it fits, it is issued with the next."""
    api = tenant.live
    frozen_clock(MARCH_2027)
    inv = open_invoice(api)
    first = draft(api, invoice_id=inv["id"], lines=[note_line("50.00")])  # 59.50
    second = draft(api, invoice_id=inv["id"], lines=[note_line("60.00")])  # 71.40
    issued(api, first["id"])

    body = problem(issue(api, second["id"]), 409, "INVALID_STATE")

    assert body["remaining_creditable"] == "59.50"
    still = get_note(api, second["id"])
    assert (still["status"], still["credit_note_number"]) == ("draft", None)
    assert rollup(api, inv["id"])["summary"] == {
        "currency": "EUR",
        "total_credited": "0.00",  # nothing of it is applied or refunded: nothing listed
        "issued_against_invoice": "59.50",
        "remaining_creditable": "59.50",
    }
    smaller = draft(api, invoice_id=inv["id"], lines=[note_line("50.00")])
    assert issued(api, smaller["id"])["credit_note_number"] == "CN-2027-000002"
    assert rollup(api, inv["id"])["summary"]["remaining_creditable"] == "0.00"


def test_issue_rechecks_what_other_notes_credited_on_an_invoice_line(tenant):
    """Two drafts each correcting all of one 100.00 line of a 238.00 invoice: the first issued
    credits the line in full, so the second is refused at issue (409) and stays a draft."""
    api = tenant.live
    inv = open_invoice(api, [taxed_line("100.00"), taxed_line("100.00")])
    correcting = [{"invoice_line_id": inv["lines"][0]["id"]}]
    first = draft(api, invoice_id=inv["id"], lines=correcting)
    second = draft(api, invoice_id=inv["id"], lines=correcting)
    issued(api, first["id"])

    body = problem(issue(api, second["id"]), 409, "INVALID_STATE")

    assert inv["lines"][0]["id"] in body["detail"]
    assert get_note(api, second["id"])["status"] == "draft"


def test_a_draft_of_an_invoice_voided_meanwhile_is_not_issued(tenant):
    api = tenant.live
    inv = open_invoice(api)
    note = draft(api, invoice_id=inv["id"], lines=[note_line("10.00")])
    assert void(api, inv["id"]).status_code == 200

    problem(issue(api, note["id"]), 409, "INVALID_STATE")

    assert get_note(api, note["id"])["status"] == "draft"


def test_an_anchored_note_is_issued_and_counts_against_its_invoice(tenant):
    api = tenant.live
    inv = open_invoice(api)
    note = draft(api, invoice_id=inv["id"], lines=[{"invoice_line_id": inv["lines"][0]["id"]}])

    after = issued(api, note["id"])

    assert (after["total"], after["invoice_id"]) == ("119.00", inv["id"])
    [event] = events_about(api, "creditnotepkg.issued", note["id"])
    assert event["data"]["invoice_id"] == inv["id"]
    assert rollup(api, inv["id"])["summary"]["remaining_creditable"] == "0.00"
    problem(
        api.post(NOTES, json={"invoice_id": inv["id"], "lines": [note_line("0.01")]}),
        422,
        "VALIDATION_ERROR",
    )


def test_each_workspace_has_its_own_series(tenant, frozen_clock):
    frozen_clock(MARCH_2027)
    for api in (tenant.live, tenant.sandbox):
        customer = german_customer(api)
        note = draft(api, customer_id=customer["id"], lines=[exempt_line("1.00")])
        assert issued(api, note["id"])["credit_note_number"] == "CN-2027-000001"


def test_an_issue_refused_after_taking_a_number_gives_it_back(tenant):
    """`{SEQ}2` issues "12"; `1{SEQ}` renders the next value, 2, as "12" again: that issue is
    refused after taking 2, and its rollback returns it, so the next issue gets 2."""
    api = tenant.live
    customer = german_customer(api)
    first, second = (
        draft(api, customer_id=customer["id"], lines=[exempt_line("1.00")]) for _ in range(2)
    )
    put_settings(api, credit_note_number_format="{SEQ}2")
    assert issued(api, first["id"])["credit_note_number"] == "12"

    put_settings(api, credit_note_number_format="1{SEQ}")
    problem(issue(api, second["id"]), 409, "CONFLICT")

    still = get_note(api, second["id"])
    assert (still["status"], still["credit_note_number"]) == ("draft", None)
    assert ledger_types(api, customer["id"]) == ["credit_note_issued"]
    put_settings(api, credit_note_number_format="{SEQ}")
    assert issued(api, second["id"])["credit_note_number"] == "2"


def test_an_idempotency_key_is_honoured_on_create_and_issue(tenant):
    api = tenant.live
    customer = german_customer(api)
    body = {"customer_id": customer["id"], "lines": [exempt_line("3.00")]}

    first = api.post(NOTES, json=body, idempotency_key="create-once")
    again = api.post(NOTES, json=body, idempotency_key="create-once")

    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["data"]["id"] == first.json()["data"]["id"]
    assert len(api.get(NOTES).json()["data"]) == 1
    path = f"{NOTES}/{first.json()['data']['id']}/issue"
    issue_first = api.post(path, idempotency_key="issue-once")
    issue_again = api.post(path, idempotency_key="issue-once")
    assert issue_first.status_code == issue_again.status_code == 200
    assert (
        issue_again.json()["data"]["credit_note_number"]
        == issue_first.json()["data"]["credit_note_number"]
    )
    assert len(events_about(api, "creditnotepkg.issued", first.json()["data"]["id"])) == 1


def test_issue_is_refused_while_the_seller_profile_is_incomplete(client, settings, frozen_clock):
    """A credit note is a legal document like an invoice: no seller, no number."""
    api = provision_tenant(client, settings, seller=False).live
    frozen_clock(MARCH_2027)
    customer = german_customer(api)
    note = draft(api, customer_id=customer["id"], lines=[note_line("10.00")])

    answer = issue(api, note["id"])

    body = problem(answer, 409, "INVALID_STATE")
    # german_customer sets a German seller with a name and address but neither tax id
    assert body["missing_fields"] == ["tax_profile.vat_id"]
    assert get_note(api, note["id"])["status"] == "draft"
    assert get_note(api, note["id"])["credit_note_number"] is None
    assert ledger_types(api, customer["id"]) == []
    assert events_about(api, "creditnotepkg.issued", note["id"]) == []
