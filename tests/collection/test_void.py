"""Void: POST /v1/invoices/{id}/void and the credit note that cancels the invoice."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.collection.payment_helpers import (
    REDUCED,
    attempt,
    events_of,
    invoice,
    open_invoice,
    paid,
    refund,
    rollup,
    taxed_line,
    void,
    with_card,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft
from tests.support import problem

CREDIT_NOTE_FIELDS = {
    "id",
    "organization_id",
    "customer_id",
    "invoice_id",
    "credit_note_number",
    "currency",
    "reason",
    "reason_code",
    "status",
    "template_id",
    "locale",
    "metadata",
    "tags",
    "subtotal",
    "tax_amount",
    "total",
    "amount_applied",
    "amount_remaining",
    "tax_breakdown",
    "lines",
    "issued_at",
    "voided_at",
    "deleted_at",
    "created_at",
    "updated_at",
}


def _voided(api, invoice_id: str) -> dict:
    response = void(api, invoice_id)
    assert response.status_code == 200, response.text
    data: dict = response.json()["data"]
    return data


def test_void_issues_a_credit_note_mirroring_the_lines(tenant):
    api = tenant.live
    inv = open_invoice(api, [taxed_line("100.00"), taxed_line("12.50", "4", rate=REDUCED)])
    lines = api.get(f"/v1/invoices/{inv['id']}/lines").json()["data"]

    result = _voided(api, inv["id"])

    after = result["invoice"]
    assert after["status"] == "void"
    assert after["voided_at"] is not None
    assert after["amount_due"] == "0.00"
    assert after["amount_credited"] == inv["total"] == "172.50"
    note = result["credit_note"]
    assert set(note) == CREDIT_NOTE_FIELDS
    assert note["status"] == "applied"
    assert note["reason_code"] == "void"
    assert note["credit_note_number"].startswith("CN-")
    assert note["issued_at"] is not None
    assert (note["subtotal"], note["tax_amount"], note["total"]) == (
        inv["subtotal"],
        inv["tax_amount"],
        inv["total"],
    )
    assert (note["amount_applied"], note["amount_remaining"]) == ("172.50", "0.00")
    mirrored = [
        (n["invoice_line_id"], n["description"], n["quantity"], n["unit_price"], n["tax_rate"])
        for n in note["lines"]
    ]
    assert mirrored == [
        (line["id"], line["description"], line["quantity"], line["unit_price"], line["tax_rate"])
        for line in lines
    ]
    assert [(n["amount"], n["tax_amount"]) for n in note["lines"]] == [
        (line["amount"], line["tax_amount"]) for line in lines
    ]
    assert invoice(api, inv["id"])["status"] == "void"
    for type_ in ("invoice.voided",):
        assert any(e["resource_id"] == inv["id"] for e in events_of(api, type_))
    for type_ in ("creditnotepkg.issued", "creditnotepkg.applied"):
        assert any(e["resource_id"] == note["id"] for e in events_of(api, type_))


def test_credit_note_numbers_follow_the_setting(tenant):
    api = tenant.live
    put = api.put("/v1/settings", json={"settings": {"credit_note_number_format": "GS-{SEQ:04}"}})
    assert put.status_code == 200, put.text
    first = _voided(api, open_invoice(api)["id"])["credit_note"]
    second = _voided(api, open_invoice(api)["id"])["credit_note"]

    assert (first["credit_note_number"], second["credit_note_number"]) == ("GS-0001", "GS-0002")


def test_paid_or_partly_paid_invoices_are_refunded_instead(tenant):
    api = tenant.live
    partly = open_invoice(api)
    paid(api, partly["id"], "1.00")
    body = problem(void(api, partly["id"]), 409, "INVALID_STATE")
    assert "refund" in body["detail"]

    fully = open_invoice(api)
    paid(api, fully["id"], "119.00")
    problem(void(api, fully["id"]), 409, "INVALID_STATE")
    assert invoice(api, fully["id"])["status"] == "paid"
    assert rollup(api, partly["id"])["data"] == []


def test_drafts_and_void_invoices_cannot_be_voided(tenant):
    api = tenant.live
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    draft = create_draft(api, customer["id"], lines=[taxed_line("10.00")], currency="EUR")
    problem(void(api, draft["id"]), 409, "INVALID_STATE")

    inv = open_invoice(api)
    _voided(api, inv["id"])
    problem(void(api, inv["id"]), 409, "INVALID_STATE")
    assert len(rollup(api, inv["id"])["data"]) == 1


def test_overdue_and_uncollectible_invoices_can_be_voided(tenant, frozen_clock):
    api = tenant.live
    start = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    frozen_clock(start)
    overdue = open_invoice(api)
    uncollectible = open_invoice(api)
    frozen_clock(start + timedelta(days=90))
    assert invoice(api, overdue["id"])["status"] == "overdue"
    marked = api.post(
        f"/v1/invoices/{uncollectible['id']}/mark-uncollectible", idempotency_key=True
    )
    assert marked.status_code == 200, marked.text

    assert _voided(api, overdue["id"])["invoice"]["status"] == "void"
    assert _voided(api, uncollectible["id"])["invoice"]["status"] == "void"


def test_void_after_refunding_every_payment_credits_the_rest(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "40.00")
    assert refund(api, inv["id"]).status_code == 200

    result = _voided(api, inv["id"])

    assert result["credit_note"]["total"] == "79.00"
    assert result["credit_note"]["lines"][0]["invoice_line_id"] is None
    after = result["invoice"]
    assert (after["status"], after["amount_due"], after["amount_credited"]) == (
        "void",
        "0.00",
        "79.00",
    )
    summary = rollup(api, inv["id"])["summary"]
    assert (summary["total_credited"], summary["remaining_creditable"]) == ("119.00", "0.00")


def test_void_waits_for_a_pending_payment_attempt(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    with_card(api, inv)
    attempt(api, inv["id"])

    problem(void(api, inv["id"]), 409, "INVALID_STATE")
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"


def test_replayed_void_issues_one_credit_note(tenant):
    api = tenant.live
    inv = open_invoice(api)
    path = f"/v1/invoices/{inv['id']}/void"

    first = api.post(path, idempotency_key="void-once")
    again = api.post(path, idempotency_key="void-once")

    assert first.status_code == again.status_code == 200
    assert again.json()["data"]["credit_note"]["id"] == first.json()["data"]["credit_note"]["id"]
    assert len(rollup(api, inv["id"])["data"]) == 1
    problem(api.post(path), 400, "IDEMPOTENCY_KEY_REQUIRED")
