"""Refunds: POST /v1/invoices/{id}/refund, its credit note, the gateway and the pending case."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from billing.payments.gateway import RefundRequest
from tests.collection.payment_helpers import (
    REDUCED,
    attempt,
    events_of,
    invoice,
    open_invoice,
    paid,
    payments_of,
    refund,
    rollup,
    taxed_line,
    with_card,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft
from tests.payments.helpers import attach, sepa, with_gateway
from tests.support import pointers, problem

START = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)


def _refunded(api, invoice_id: str, body: dict[str, Any] | None = None, **kwargs: Any) -> Any:
    response = refund(api, invoice_id, body, **kwargs)
    assert response.status_code == 200, response.text
    return response.json()["data"]


def _paid_by_card(api, run_jobs, lines=None) -> tuple[dict[str, Any], dict[str, Any]]:
    """A sandbox invoice paid in full by a card payment attempt, and that charge's row."""
    inv = open_invoice(api, lines)
    with_card(api, inv)
    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    [charge] = payments_of(api, inv["id"])
    assert charge["status"] == "succeeded"
    return inv, charge


def _simulate(api, method_id: str, outcome: str) -> None:
    response = api.post(
        "/v1/test-payment-simulations", json={"payment_method_id": method_id, "outcome": outcome}
    )
    assert response.status_code == 201, response.text


def test_partial_then_full_refund_of_a_manual_payment(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")

    partial = _refunded(api, inv["id"], {"amount": "19.00"})

    assert partial["status"] == "refunded"
    assert partial["invoice"]["status"] == "paid"
    assert partial["invoice"]["amount_refunded"] == "19.00"
    assert partial["invoice"]["amount_paid"] == "119.00"
    assert partial["invoice"]["amount_due"] == "0.00"
    note = partial["credit_note"]
    assert note["credit_note_number"].startswith("CN-")
    assert note["status"] == "applied"
    assert note["reason_code"] == "requested_by_customer"
    assert (note["subtotal"], note["tax_amount"], note["total"]) == ("15.97", "3.03", "19.00")
    assert (note["amount_applied"], note["amount_remaining"]) == ("19.00", "0.00")
    assert note["invoice_id"] == inv["id"]
    assert [
        (t["category"], t["rate"], t["taxable_amount"], t["tax_amount"])
        for t in note["tax_breakdown"]
    ] == [("S", "0.19", "15.97", "3.03")]
    [row] = partial["refunds"]
    assert (row["kind"], row["channel"], row["status"], row["amount"]) == (
        "refund",
        "manual",
        "succeeded",
        "19.00",
    )
    assert row["credit_note_id"] == note["id"]
    assert row["reason"] == "requested_by_customer"

    full = _refunded(api, inv["id"])

    assert full["invoice"]["status"] == "void"
    assert full["invoice"]["voided_at"] is not None
    assert full["invoice"]["amount_refunded"] == "119.00"
    assert full["credit_note"]["total"] == "100.00"
    assert full["credit_note"]["credit_note_number"] != note["credit_note_number"]
    problem(refund(api, inv["id"]), 409, "INVALID_STATE")
    refunds = payments_of(api, inv["id"], "?kind=refund")
    assert sorted(r["amount"] for r in refunds) == ["100.00", "19.00"]
    assert any(e["resource_id"] == inv["id"] for e in events_of(api, "invoice.voided"))


def test_refund_is_split_over_the_vat_groups(tenant):
    api = tenant.live
    inv = open_invoice(api, [taxed_line("100.00"), taxed_line("50.00", rate=REDUCED)])
    assert inv["total"] == "172.50"
    paid(api, inv["id"], "172.50")

    note = _refunded(api, inv["id"], {"amount": "50.00", "reason": "service_issue"})["credit_note"]

    assert note["reason_code"] == "service_issue"
    groups = [(t["rate"], t["taxable_amount"], t["tax_amount"]) for t in note["tax_breakdown"]]
    assert groups == [("0.19", "28.98", "5.51"), ("0.07", "14.50", "1.01")]
    assert [(line["amount"], line["tax_amount"]) for line in note["lines"]] == [
        ("28.98", "5.51"),
        ("14.50", "1.01"),
    ]
    assert note["total"] == "50.00"


@pytest.mark.parametrize("amount", ["0", "-5.00", "119.01", "0.001"])
def test_refund_beyond_the_refundable_is_refused(tenant, amount):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")

    assert pointers(refund(api, inv["id"], {"amount": amount})) == ["/amount"]
    assert invoice(api, inv["id"])["amount_refunded"] == "0.00"
    assert rollup(api, inv["id"])["data"] == []


def test_refund_after_a_partial_refund_is_capped_at_what_remains(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")
    _refunded(api, inv["id"], {"amount": "100.00"})

    assert pointers(refund(api, inv["id"], {"amount": "19.01"})) == ["/amount"]
    assert _refunded(api, inv["id"], {"amount": "19.00"})["invoice"]["status"] == "void"


def test_reason_and_currency_rules(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")

    problem(refund(api, inv["id"], {"amount": "1.00", "currency": "USD"}), 409, "CURRENCY_MISMATCH")
    assert "/reason" in pointers(refund(api, inv["id"], {"reason": "changed_mind"}))
    empty = _refunded(api, inv["id"], {"amount": "1.00", "reason": "", "currency": "EUR"})
    assert empty["credit_note"]["reason_code"] == "requested_by_customer"
    fraud = _refunded(api, inv["id"], {"amount": "1.00", "reason": "fraudulent"})
    assert fraud["refunds"][0]["reason"] == "fraudulent"


def test_only_invoices_with_money_paid_are_refunded(tenant):
    api = tenant.live
    inv = open_invoice(api)
    problem(refund(api, inv["id"]), 409, "INVALID_STATE")

    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    draft = create_draft(api, customer["id"], lines=[taxed_line("10.00")], currency="EUR")
    problem(refund(api, draft["id"]), 409, "INVALID_STATE")


def test_partly_paid_invoice_refunded_stays_open(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "40.00")

    result = _refunded(api, inv["id"])

    assert result["credit_note"]["total"] == "40.00"
    after = result["invoice"]
    assert (after["status"], after["amount_refunded"], after["amount_due"]) == (
        "finalized",
        "40.00",
        "79.00",
    )


def test_gateway_refund_goes_back_to_the_charge_with_the_idempotency_key(tenant, run_jobs):
    api = tenant.sandbox
    inv, charge = _paid_by_card(api, run_jobs)

    result = _refunded(api, inv["id"], {"amount": "50.00"}, key="refund-key-1")

    [row] = result["refunds"]
    assert (row["channel"], row["status"], row["outcome"]) == ("gateway", "succeeded", "success")
    assert row["refunded_payment_id"] == charge["id"]
    assert row["payment_method_id"] == charge["payment_method_id"]
    assert row["source"] == "card"

    async def same_token(gateway):
        return await gateway.refund(
            RefundRequest(
                charge_reference=charge["gateway_reference"],
                amount=5000,
                currency="EUR",
                dedup_token=f"refund-key-1:{charge['id']}",
            )
        )

    first_answer = with_gateway(tenant, same_token)
    assert first_answer.reference == row["gateway_reference"]


def test_replayed_refund_does_not_refund_twice(tenant, run_jobs):
    api = tenant.sandbox
    inv, _ = _paid_by_card(api, run_jobs)

    first = refund(api, inv["id"], {"amount": "10.00"}, key="refund-once")
    again = refund(api, inv["id"], {"amount": "10.00"}, key="refund-once")

    assert first.status_code == again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["data"]["credit_note"]["id"] == first.json()["data"]["credit_note"]["id"]
    assert invoice(api, inv["id"])["amount_refunded"] == "10.00"
    assert len(payments_of(api, inv["id"], "?kind=refund")) == 1
    problem(
        refund(api, inv["id"], {"amount": "20.00"}, key="refund-once"),
        422,
        "IDEMPOTENCY_KEY_REUSED",
    )


def test_refund_covers_gateway_charges_first_then_the_manual_rest(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    paid(api, inv["id"], "19.00")
    with_card(api, inv)
    attempt(api, inv["id"])
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"

    result = _refunded(api, inv["id"])

    assert [(r["channel"], r["amount"]) for r in result["refunds"]] == [
        ("gateway", "100.00"),
        ("manual", "19.00"),
    ]
    assert result["invoice"]["status"] == "void"
    applications = rollup(api, inv["id"])["data"]
    assert sorted((a["kind"], a["amount"]) for a in applications) == [
        ("refund", "100.00"),
        ("refund", "19.00"),
    ]


def test_gateway_refusing_synchronously_persists_nothing(tenant, run_jobs):
    api = tenant.sandbox
    inv, charge = _paid_by_card(api, run_jobs)
    _simulate(api, charge["payment_method_id"], "expired_card")

    response = refund(api, inv["id"], {"amount": "10.00"})

    body = problem(response, 402, "GATEWAY_DECLINED")
    assert body["outcome"] == "expired_card"
    assert body["retryable"] is False
    after = invoice(api, inv["id"])
    assert (after["status"], after["amount_refunded"]) == ("paid", "0.00")
    assert payments_of(api, inv["id"], "?kind=refund") == []
    assert rollup(api, inv["id"])["data"] == []


def _paid_by_sepa(api, run_jobs, frozen_clock) -> dict[str, Any]:
    inv = open_invoice(api)
    attach(api, inv["customer_id"], sepa("3000", set_default=True))
    attempt(api, inv["id"])
    run_jobs()
    frozen_clock(START + timedelta(minutes=1))
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"
    return inv


def test_sepa_refund_answers_202_and_settles_later(tenant, run_jobs, frozen_clock):
    api = tenant.sandbox
    frozen_clock(START)
    inv = _paid_by_sepa(api, run_jobs, frozen_clock)

    response = refund(api, inv["id"])

    assert response.status_code == 202, response.text
    data = response.json()["data"]
    assert data["status"] == "refund_pending"
    assert data["invoice"]["status"] == "paid"
    assert data["invoice"]["amount_refunded"] == "119.00"
    assert data["credit_note"]["status"] == "applied"
    assert [r["status"] for r in data["refunds"]] == ["pending"]
    problem(refund(api, inv["id"]), 409, "INVALID_STATE")

    frozen_clock(START + timedelta(minutes=2))
    run_jobs()

    [row] = payments_of(api, inv["id"], "?kind=refund")
    assert row["status"] == "succeeded"
    assert invoice(api, inv["id"])["status"] == "void"
    assert any(e["resource_id"] == inv["id"] for e in events_of(api, "invoice.refunded"))


def test_sepa_refund_failing_later_gives_the_amount_back(tenant, run_jobs, frozen_clock):
    api = tenant.sandbox
    frozen_clock(START)
    inv = _paid_by_sepa(api, run_jobs, frozen_clock)
    [charge] = payments_of(api, inv["id"])
    _simulate(api, charge["payment_method_id"], "processing_error")

    pending = refund(api, inv["id"], {"amount": "30.00"})
    assert pending.status_code == 202, pending.text
    note_id = pending.json()["data"]["credit_note"]["id"]
    frozen_clock(START + timedelta(minutes=2))
    run_jobs()

    [row] = payments_of(api, inv["id"], "?kind=refund")
    assert (row["status"], row["outcome"], row["retryable"]) == ("failed", "processing_error", True)
    after = invoice(api, inv["id"])
    assert (after["status"], after["amount_refunded"]) == ("paid", "0.00")
    credits = rollup(api, inv["id"])
    assert credits["data"] == []
    assert credits["summary"]["total_credited"] == "0.00"
    [event] = [e for e in events_of(api, "invoice.refund_failed") if e["resource_id"] == inv["id"]]
    assert event["data"]["credit_note_id"] == note_id
    voided = [e for e in events_of(api, "creditnotepkg.voided") if e["resource_id"] == note_id]
    assert len(voided) == 1


def test_concurrent_refunds_never_exceed_what_was_paid(tenant):
    """Eight refunds of 20.00 against 119.00 paid, released together: the invoice's row lock
    (PostgreSQL) or the single writer (SQLite) lets exactly five through."""
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")
    barrier = threading.Barrier(8)

    def one_refund(_: int) -> int:
        barrier.wait()
        return int(refund(api, inv["id"], {"amount": "20.00"}).status_code)

    with ThreadPoolExecutor(max_workers=8) as pool:
        statuses = list(pool.map(one_refund, range(8)))

    assert sorted(statuses) == [200] * 5 + [422] * 3
    after = invoice(api, inv["id"])
    assert (after["amount_refunded"], after["status"]) == ("100.00", "paid")
    assert len(payments_of(api, inv["id"], "?kind=refund")) == 5
    summary = rollup(api, inv["id"])["summary"]
    assert summary["total_credited"] == "100.00"
