"""One ledger posting per operation: GET /v1/customers/{id}/ledger after finalizing, paying,
issuing, applying, refunding and voiding, with the exact amounts of both sub-balances, the
running balance and the ids each posting points to."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from billing.platform import clock
from tests.collection.payment_helpers import (
    attempt,
    invoice,
    open_invoice,
    paid,
    payments_of,
    refund,
    taxed_line,
    void,
    with_card,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft
from tests.ledger.helpers import (
    applied,
    draft_note,
    entry,
    eur_entry,
    eur_summary,
    issue,
    issued_note,
    ledger,
    new_postings,
    note_line,
    postings,
    summary,
    void_note,
)
from tests.payments.helpers import attach, sepa
from tests.sandbox.helpers import create_clock, simulate
from tests.support import Api

ALL_SETTLED = eur_summary("0.00", "0.00", "0.00")


def _applications(api: Api, note_id: str) -> list[dict[str, Any]]:
    response = api.get(f"/v1/credit-notes/{note_id}/applications")
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data


def _ok(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def _invoice_with_goodwill_note(api: Api) -> tuple[dict[str, Any], dict[str, Any]]:
    """An open invoice of 119.00 and an issued, unanchored note of 11.90 for its customer."""
    inv = open_invoice(api)
    return inv, issued_note(api, inv["customer_id"], [note_line("10.00")])


def _fully_paid_invoice(api: Api) -> dict[str, Any]:
    """An invoice of 119.00 paid in full by a manual payment."""
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")
    return inv


def _refund_of(
    api: Api, inv: dict[str, Any], note: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The invoice's one refund payment and the note's one application."""
    [refund_row] = payments_of(api, inv["id"], "?kind=refund")
    [application] = _applications(api, note["id"])
    return refund_row, application


def test_finalizing_an_invoice_claims_its_total(tenant):
    api = tenant.live
    inv = open_invoice(api)

    [posting] = postings(api, inv["customer_id"])

    assert entry(posting) == eur_entry(
        "invoice_finalized", "119.00", "119.00", "0.00", "119.00", invoice=inv["id"]
    )
    assert posting["customer_id"] == inv["customer_id"]
    assert posting["description"] == f"Invoice {inv['invoice_number']}"
    assert posting["posted_at"] == inv["issued_at"]
    assert summary(api, inv["customer_id"]) == {"EUR": eur_summary("119.00", "119.00", "0.00")}


def test_a_draft_invoice_posts_nothing(tenant):
    api = tenant.live
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    create_draft(api, customer["id"], lines=[taxed_line("100.00")])

    body = ledger(api, customer["id"])

    assert body["data"] == []
    assert body["summary"] == []
    assert body["pagination"] == {"cursor": None, "has_more": False}


def test_an_invoice_totalling_zero_posts_zero_and_is_paid_without_a_payment(tenant):
    api = tenant.live
    inv = open_invoice(api, [taxed_line("50.00"), {**taxed_line("50.00"), "line_type": "CREDIT"}])
    assert (inv["total"], inv["status"]) == ("0.00", "paid")

    [posting] = postings(api, inv["customer_id"])

    assert entry(posting) == eur_entry(
        "invoice_finalized", "0.00", "0.00", "0.00", "0.00", invoice=inv["id"]
    )


def test_a_manual_payment_settles_part_of_the_claim(tenant):
    api = tenant.live
    inv = open_invoice(api)
    seen = postings(api, inv["customer_id"])

    payment = paid(api, inv["id"], "19.00")

    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "payment", "-19.00", "-19.00", "0.00", "100.00", invoice=inv["id"], payment=payment["id"]
    )
    assert posting["description"] == (
        f"Payment for invoice {inv['invoice_number']} (bank_transfer)"
    )
    assert summary(api, inv["customer_id"])["EUR"]["open_invoices"] == "100.00"


def test_a_failed_gateway_attempt_posts_nothing_and_a_succeeded_one_posts_the_payment(
    tenant, run_jobs
):
    api = tenant.sandbox
    inv = open_invoice(api)
    method_id = with_card(api, inv)
    simulate(api, method_id, "decline")
    seen = postings(api, inv["customer_id"])

    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()

    [failed] = payments_of(api, inv["id"])
    assert failed["status"] == "failed"
    assert new_postings(api, inv["customer_id"], seen) == []

    simulate(api, method_id, "success")
    assert attempt(api, inv["id"]).status_code == 202
    assert new_postings(api, inv["customer_id"], seen) == []
    run_jobs()

    [charge] = [p for p in payments_of(api, inv["id"]) if p["status"] == "succeeded"]
    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "payment", "-119.00", "-119.00", "0.00", "0.00", invoice=inv["id"], payment=charge["id"]
    )
    assert posting["description"] == f"Payment for invoice {inv['invoice_number']} (card)"


def test_issuing_a_credit_note_adds_its_total_to_the_credit_and_a_draft_posts_nothing(tenant):
    api = tenant.live
    inv = open_invoice(api)
    seen = postings(api, inv["customer_id"])
    draft = draft_note(api, inv["customer_id"], [note_line("10.00")])
    assert new_postings(api, inv["customer_id"], seen) == []

    note = issue(api, draft["id"])

    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "credit_note_issued", "-11.90", "0.00", "11.90", "107.10", note=note["id"]
    )
    assert posting["description"] == f"Credit note {note['credit_note_number']}"
    assert posting["posted_at"] == note["issued_at"]
    assert summary(api, inv["customer_id"])["EUR"] == eur_summary("107.10", "119.00", "11.90")


def test_a_note_anchored_to_an_invoice_posts_with_that_invoice_id(tenant):
    api = tenant.live
    inv = open_invoice(api)

    note = issued_note(api, None, [note_line("20.00")], invoice_id=inv["id"])

    last = postings(api, inv["customer_id"])[-1]
    assert entry(last) == eur_entry(
        "credit_note_issued",
        "-23.80",
        "0.00",
        "23.80",
        "95.20",
        invoice=inv["id"],
        note=note["id"],
    )


def test_applying_credit_moves_both_sub_balances_and_leaves_the_balance(tenant):
    api = tenant.live
    inv, note = _invoice_with_goodwill_note(api)
    seen = postings(api, inv["customer_id"])

    application = applied(api, note["id"], {"invoice_id": inv["id"], "amount": "5.00"})

    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "credit_applied",
        "0.00",
        "-5.00",
        "-5.00",
        "107.10",
        invoice=inv["id"],
        note=note["id"],
        application=application["id"],
    )
    assert posting["description"] == (
        f"Credit note {note['credit_note_number']}: 5.00 EUR applied to invoice "
        f"{inv['invoice_number']}"
    )
    assert posting["posted_at"] == application["applied_at"]
    assert summary(api, inv["customer_id"])["EUR"] == eur_summary("107.10", "114.00", "6.90")


def test_a_cash_refund_of_a_note_pays_the_credit_out(tenant):
    api = tenant.live
    inv, note = _invoice_with_goodwill_note(api)
    seen = postings(api, inv["customer_id"])

    application = applied(api, note["id"], {"refund": {"method": "cash"}, "amount": "4.00"})

    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "refund",
        "4.00",
        "0.00",
        "-4.00",
        "111.10",
        note=note["id"],
        application=application["id"],
    )
    assert posting["description"] == (
        f"Refund of 4.00 EUR from credit note {note['credit_note_number']} (cash)"
    )
    assert summary(api, inv["customer_id"])["EUR"]["unapplied_credit"] == "7.90"


def test_voiding_an_issued_note_takes_its_credit_back_and_a_voided_draft_posts_nothing(tenant):
    api = tenant.live
    inv, note = _invoice_with_goodwill_note(api)
    draft = draft_note(api, inv["customer_id"], [note_line("30.00")])
    seen = postings(api, inv["customer_id"])

    assert void_note(api, draft["id"]).status_code == 200
    assert new_postings(api, inv["customer_id"], seen) == []
    voided = _ok(void_note(api, note["id"]))

    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "credit_note_voided", "11.90", "0.00", "-11.90", "119.00", note=note["id"]
    )
    assert posting["description"] == f"Credit note {note['credit_note_number']} voided"
    assert posting["posted_at"] == voided["voided_at"]
    assert summary(api, inv["customer_id"])["EUR"]["unapplied_credit"] == "0.00"


def test_voiding_an_invoice_issues_and_applies_its_void_note_then_releases_nothing(tenant):
    api = tenant.live
    inv = open_invoice(api)
    seen = postings(api, inv["customer_id"])

    result = _ok(void(api, inv["id"]))

    note = result["credit_note"]
    [application] = _applications(api, note["id"])
    issued, credited, voided = new_postings(api, inv["customer_id"], seen)
    assert entry(issued) == eur_entry(
        "credit_note_issued",
        "-119.00",
        "0.00",
        "119.00",
        "0.00",
        invoice=inv["id"],
        note=note["id"],
    )
    assert entry(credited) == eur_entry(
        "credit_applied",
        "0.00",
        "-119.00",
        "-119.00",
        "0.00",
        invoice=inv["id"],
        note=note["id"],
        application=application["id"],
    )
    assert entry(voided) == eur_entry(
        "invoice_voided", "0.00", "0.00", "0.00", "0.00", invoice=inv["id"]
    )
    assert voided["description"] == f"Invoice {inv['invoice_number']} voided"
    assert summary(api, inv["customer_id"])["EUR"] == ALL_SETTLED


def test_voiding_an_invoice_applies_its_own_standing_credit_before_the_void_note(tenant):
    api = tenant.live
    inv = open_invoice(api)
    own = issued_note(api, None, [note_line("20.00")], invoice_id=inv["id"])
    seen = postings(api, inv["customer_id"])

    result = _ok(void(api, inv["id"]))

    note = result["credit_note"]
    assert note["total"] == "95.20"
    [own_application] = _applications(api, own["id"])
    [void_application] = _applications(api, note["id"])
    on_invoice = {"invoice": inv["id"]}
    assert [entry(p) for p in new_postings(api, inv["customer_id"], seen)] == [
        eur_entry(
            "credit_applied",
            "0.00",
            "-23.80",
            "-23.80",
            "95.20",
            **on_invoice,
            note=own["id"],
            application=own_application["id"],
        ),
        eur_entry(
            "credit_note_issued", "-95.20", "0.00", "95.20", "0.00", **on_invoice, note=note["id"]
        ),
        eur_entry(
            "credit_applied",
            "0.00",
            "-95.20",
            "-95.20",
            "0.00",
            **on_invoice,
            note=note["id"],
            application=void_application["id"],
        ),
        eur_entry("invoice_voided", "0.00", "0.00", "0.00", "0.00", **on_invoice),
    ]


def test_a_partial_refund_of_a_paid_invoice_issues_and_pays_out_its_note(tenant):
    api = tenant.live
    inv = _fully_paid_invoice(api)
    seen = postings(api, inv["customer_id"])

    response = refund(api, inv["id"], {"amount": "19.00"})

    result = _ok(response)
    assert result["invoice"]["status"] == "paid"
    note = result["credit_note"]
    refund_row, application = _refund_of(api, inv, note)
    assert application["refund_payment_id"] == refund_row["id"]
    issued, paid_out = new_postings(api, inv["customer_id"], seen)
    assert entry(issued) == eur_entry(
        "credit_note_issued",
        "-19.00",
        "0.00",
        "19.00",
        "-19.00",
        invoice=inv["id"],
        note=note["id"],
    )
    assert entry(paid_out) == eur_entry(
        "refund",
        "19.00",
        "0.00",
        "-19.00",
        "0.00",
        invoice=inv["id"],
        note=note["id"],
        payment=refund_row["id"],
        application=application["id"],
    )
    assert summary(api, inv["customer_id"])["EUR"] == ALL_SETTLED


def test_a_full_refund_voids_the_invoice_with_nothing_left_to_release(tenant):
    api = tenant.live
    inv = _fully_paid_invoice(api)
    seen = postings(api, inv["customer_id"])

    result = _ok(refund(api, inv["id"]))

    assert result["invoice"]["status"] == "void"
    note = result["credit_note"]
    refund_row, application = _refund_of(api, inv, note)
    of_note = {"invoice": inv["id"], "note": note["id"]}
    assert [entry(p) for p in new_postings(api, inv["customer_id"], seen)] == [
        eur_entry("credit_note_issued", "-119.00", "0.00", "119.00", "-119.00", **of_note),
        eur_entry(
            "refund",
            "119.00",
            "0.00",
            "-119.00",
            "0.00",
            **of_note,
            payment=refund_row["id"],
            application=application["id"],
        ),
        eur_entry("invoice_voided", "0.00", "0.00", "0.00", "0.00", invoice=inv["id"]),
    ]


def test_postings_are_dated_on_the_customers_test_clock(tenant):
    api = tenant.sandbox
    frozen = (clock.utcnow() - timedelta(days=30)).replace(microsecond=0)
    test_clock = create_clock(api, frozen_at=frozen.isoformat())
    customer = create_customer(
        api, currency="EUR", address={"country": "DE"}, test_clock_id=test_clock["id"]
    )
    inv = open_invoice(api, customer=customer)
    paid(api, inv["id"], "19.00")
    issued_note(api, customer["id"], [note_line("10.00")])

    found = postings(api, customer["id"])

    assert [p["type"] for p in found] == ["invoice_finalized", "payment", "credit_note_issued"]
    assert {datetime.fromisoformat(p["posted_at"]) for p in found} == {frozen}
    assert all(datetime.fromisoformat(p["created_at"]) > frozen for p in found)
    assert datetime.fromisoformat(found[0]["posted_at"]).tzinfo == UTC
    assert invoice(api, inv["id"])["amount_due"] == "100.00"


def test_a_note_refunded_to_a_card_posts_the_gateway_refund_row(tenant, run_jobs):
    api = tenant.sandbox
    inv = open_invoice(api)
    method_id = with_card(api, inv)
    assert attempt(api, inv["id"]).status_code == 202
    run_jobs()
    note = issued_note(api, inv["customer_id"], [note_line("10.00")])
    seen = postings(api, inv["customer_id"])

    application = applied(api, note["id"], {"refund": {"payment_method_id": method_id}})

    [refund_row] = payments_of(api, inv["id"], "?kind=refund")
    assert application["refund_payment_id"] == refund_row["id"]
    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "refund",
        "11.90",
        "0.00",
        "-11.90",
        "0.00",
        note=note["id"],
        payment=refund_row["id"],
        application=application["id"],
    )
    assert posting["description"] == (
        f"Refund of 11.90 EUR from credit note {note['credit_note_number']} (payment_method)"
    )


START = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)


def _paid_by_sepa(api: Api, run_jobs: Any, frozen_clock: Any) -> dict[str, Any]:
    """An invoice paid by a SEPA debit; the clock moves a minute per step, so that every
    posting has its own created_at."""
    frozen_clock(START)
    inv = open_invoice(api)
    attach(api, inv["customer_id"], sepa("3000", set_default=True))
    attempt(api, inv["id"])
    run_jobs()
    frozen_clock(START + timedelta(minutes=1))
    run_jobs()
    assert invoice(api, inv["id"])["status"] == "paid"
    frozen_clock(START + timedelta(minutes=2))
    return inv


def test_a_sepa_refund_of_a_note_failing_later_gives_the_credit_back(
    tenant, run_jobs, frozen_clock
):
    api = tenant.sandbox
    inv = _paid_by_sepa(api, run_jobs, frozen_clock)
    [charge] = payments_of(api, inv["id"])
    note = issued_note(api, inv["customer_id"], [note_line("10.00")])
    simulate(api, charge["payment_method_id"], "processing_error")
    frozen_clock(START + timedelta(minutes=3))
    application = applied(
        api, note["id"], {"refund": {"payment_method_id": charge["payment_method_id"]}}
    )
    assert application["refund_status"] == "pending"
    seen = postings(api, inv["customer_id"])
    assert entry(seen[-1])[:6] == ("refund", "EUR", "11.90", "0.00", "-11.90", "0.00")

    frozen_clock(START + timedelta(minutes=5))
    run_jobs()

    [posting] = new_postings(api, inv["customer_id"], seen)
    assert entry(posting) == eur_entry(
        "refund_reversed",
        "-11.90",
        "0.00",
        "11.90",
        "-11.90",
        note=note["id"],
        payment=application["refund_payment_id"],
        application=application["id"],
    )
    assert posting["description"] == (
        f"Refund of 11.90 EUR from credit note {note['credit_note_number']} failed"
    )
    assert summary(api, inv["customer_id"])["EUR"]["unapplied_credit"] == "11.90"


def test_a_sepa_refund_of_an_invoice_failing_later_reverses_and_voids_its_note(
    tenant, run_jobs, frozen_clock
):
    api = tenant.sandbox
    inv = _paid_by_sepa(api, run_jobs, frozen_clock)
    [charge] = payments_of(api, inv["id"])
    simulate(api, charge["payment_method_id"], "processing_error")
    pending = refund(api, inv["id"], {"amount": "30.00"})
    assert pending.status_code == 202, pending.text
    note = pending.json()["data"]["credit_note"]
    refund_row, application = _refund_of(api, inv, note)
    seen = postings(api, inv["customer_id"])
    assert [entry(p)[:6] for p in seen[-2:]] == [
        ("credit_note_issued", "EUR", "-30.00", "0.00", "30.00", "-30.00"),
        ("refund", "EUR", "30.00", "0.00", "-30.00", "0.00"),
    ]

    frozen_clock(START + timedelta(minutes=4))
    run_jobs()

    of_note = {"invoice": inv["id"], "note": note["id"]}
    assert [entry(p) for p in new_postings(api, inv["customer_id"], seen)] == [
        eur_entry(
            "refund_reversed",
            "-30.00",
            "0.00",
            "30.00",
            "-30.00",
            **of_note,
            payment=refund_row["id"],
            application=application["id"],
        ),
        eur_entry("credit_note_voided", "30.00", "0.00", "-30.00", "0.00", **of_note),
    ]
    assert summary(api, inv["customer_id"])["EUR"] == ALL_SETTLED
