"""Manual payments: POST /v1/invoices/{id}/payments and the payments list."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from billing.platform import clock
from tests.collection.payment_helpers import (
    events_of,
    invoice,
    open_invoice,
    paid,
    pay,
    payments_of,
    taxed_line,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft
from tests.support import pointers, problem


def test_partial_then_full_payment_marks_the_invoice_paid(tenant):
    api = tenant.live
    inv = open_invoice(api)
    assert inv["total"] == "119.00"

    first = paid(api, inv["id"], "19.00", reference="TRX-1", note="first part")

    assert first["kind"] == "payment"
    assert first["channel"] == "manual"
    assert first["source"] == "bank_transfer"
    assert first["status"] == "succeeded"
    assert first["amount"] == "19.00"
    assert first["currency"] == "EUR"
    assert first["reference"] == "TRX-1"
    assert first["note"] == "first part"
    assert first["invoice"]["amount_paid"] == "19.00"
    assert first["invoice"]["amount_due"] == "100.00"
    assert first["invoice"]["status"] == "finalized"
    assert first["invoice"]["partially_paid"] is True
    assert first["invoice"].get("lines") is None

    second = paid(api, inv["id"], "100.00", source="cash")

    after = second["invoice"]
    assert after["status"] == "paid"
    assert after["amount_paid"] == "119.00"
    assert after["amount_due"] == "0.00"
    assert after["partially_paid"] is False
    assert after["paid_at"] is not None
    assert invoice(api, inv["id"])["status"] == "paid"
    recorded = [
        e for e in events_of(api, "invoice.payment_recorded") if e["resource_id"] == inv["id"]
    ]
    assert len(recorded) == 2
    paid_events = [e for e in events_of(api, "invoice.paid") if e["resource_id"] == inv["id"]]
    assert len(paid_events) == 1


def test_paid_invoice_takes_no_more_payments(tenant):
    api = tenant.live
    inv = open_invoice(api)
    paid(api, inv["id"], "119.00")

    problem(pay(api, inv["id"], "1.00"), 409, "INVALID_STATE")


@pytest.mark.parametrize("amount", ["0", "0.00", "-1.00", "119.01", "1.001"])
def test_amount_must_be_positive_at_most_due_and_in_minor_units(tenant, amount):
    api = tenant.live
    inv = open_invoice(api)

    assert pointers(pay(api, inv["id"], amount)) == ["/amount"]
    assert invoice(api, inv["id"])["amount_paid"] == "0.00"


def test_body_is_validated(tenant):
    api = tenant.live
    inv = open_invoice(api)
    path = f"/v1/invoices/{inv['id']}/payments"

    missing = api.post(path, json={"amount": "1.00"}, idempotency_key=True)
    assert "/source" in pointers(missing)
    unknown_source = api.post(
        path, json={"amount": "1.00", "source": "crypto"}, idempotency_key=True
    )
    assert "/source" in pointers(unknown_source)
    number = api.post(path, json={"amount": 1, "source": "cash"}, idempotency_key=True)
    assert "/amount" in pointers(number)
    extra = api.post(
        path, json={"amount": "1.00", "source": "cash", "status": "paid"}, idempotency_key=True
    )
    assert "/status" in pointers(extra)


def test_idempotency_key_is_required(tenant):
    api = tenant.live
    inv = open_invoice(api)

    response = api.post(
        f"/v1/invoices/{inv['id']}/payments", json={"amount": "1.00", "source": "cash"}
    )

    problem(response, 400, "IDEMPOTENCY_KEY_REQUIRED")


def test_replay_records_the_payment_once(tenant):
    api = tenant.live
    inv = open_invoice(api)
    body = {"amount": "10.00", "source": "check"}
    path = f"/v1/invoices/{inv['id']}/payments"

    first = api.post(path, json=body, idempotency_key="pay-once")
    again = api.post(path, json=body, idempotency_key="pay-once")

    assert first.status_code == again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["data"]["id"] == first.json()["data"]["id"]
    assert invoice(api, inv["id"])["amount_paid"] == "10.00"
    assert len(payments_of(api, inv["id"])) == 1


def test_currency_echo_guard(tenant):
    api = tenant.live
    inv = open_invoice(api)

    problem(pay(api, inv["id"], "1.00", currency="USD"), 409, "CURRENCY_MISMATCH")
    assert paid(api, inv["id"], "1.00", currency="EUR")["amount"] == "1.00"


def test_draft_takes_no_payment(tenant):
    api = tenant.live
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    draft = create_draft(api, customer["id"], lines=[taxed_line("10.00")], currency="EUR")

    problem(pay(api, draft["id"], "1.00"), 409, "INVALID_STATE")


def test_received_at_defaults_to_now_and_is_never_in_the_future(tenant, frozen_clock):
    api = tenant.live
    now = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
    frozen_clock(now)
    inv = open_invoice(api)

    default = paid(api, inv["id"], "1.00")
    assert datetime.fromisoformat(default["received_at"]) == now
    earlier = paid(api, inv["id"], "1.00", received_at="2026-03-01T09:30:00+01:00")
    assert datetime.fromisoformat(earlier["received_at"]) == datetime(2026, 3, 1, 8, 30, tzinfo=UTC)
    future = (now + timedelta(minutes=1)).isoformat()
    assert pointers(pay(api, inv["id"], "1.00", received_at=future)) == ["/received_at"]
    assert pointers(pay(api, inv["id"], "1.00", received_at="2026-03-01T09:30:00")) == [
        "/received_at"
    ]


def test_received_at_follows_the_customers_test_clock(tenant):
    api = tenant.sandbox
    frozen = clock.utcnow() - timedelta(days=30)
    clock_id = api.post("/v1/test-clocks", json={"frozen_at": frozen.isoformat()}).json()["data"][
        "id"
    ]
    customer = create_customer(
        api, currency="EUR", address={"country": "DE"}, test_clock_id=clock_id
    )
    inv = open_invoice(api, customer=customer)

    yesterday_for_real = (clock.utcnow() - timedelta(days=1)).isoformat()
    assert pointers(pay(api, inv["id"], "1.00", received_at=yesterday_for_real)) == ["/received_at"]
    payment = paid(api, inv["id"], "1.00")
    assert abs(datetime.fromisoformat(payment["received_at"]) - frozen) < timedelta(seconds=1)


def test_overdue_and_uncollectible_invoices_take_payments(tenant, frozen_clock):
    api = tenant.live
    start = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)
    frozen_clock(start)
    inv = open_invoice(api)
    frozen_clock(start + timedelta(days=60))
    assert invoice(api, inv["id"])["status"] == "overdue"

    overdue_payment = paid(api, inv["id"], "10.00")
    assert overdue_payment["invoice"]["status"] == "overdue"

    marked = api.post(f"/v1/invoices/{inv['id']}/mark-uncollectible", idempotency_key=True)
    assert marked.json()["data"]["status"] == "uncollectible"
    last = paid(api, inv["id"], "109.00")
    assert last["invoice"]["status"] == "paid"


def test_payments_list_newest_first_with_every_row(tenant, frozen_clock):
    api = tenant.live
    start = datetime(2026, 2, 1, 9, 0, tzinfo=UTC)
    frozen_clock(start)
    inv = open_invoice(api)
    for minute, amount in enumerate(("1.00", "2.00", "3.00"), start=1):
        frozen_clock(start + timedelta(minutes=minute))
        paid(api, inv["id"], amount)

    rows = payments_of(api, inv["id"])

    assert [r["amount"] for r in rows] == ["3.00", "2.00", "1.00"]
    assert set(rows[0]) >= {
        "id",
        "kind",
        "channel",
        "source",
        "status",
        "amount",
        "currency",
        "outcome",
        "failure_message",
        "reference",
        "note",
        "received_at",
        "settled_at",
        "payment_method_id",
        "credit_note_id",
        "created_at",
    }
    first_page = api.get(f"/v1/invoices/{inv['id']}/payments?limit=2").json()
    assert [r["amount"] for r in first_page["data"]] == ["3.00", "2.00"]
    assert first_page["pagination"]["has_more"] is True
    cursor = first_page["pagination"]["cursor"]
    rest = api.get(f"/v1/invoices/{inv['id']}/payments?limit=2&cursor={cursor}").json()
    assert [r["amount"] for r in rest["data"]] == ["1.00"]
    assert payments_of(api, inv["id"], "?kind=refund") == []


def test_unknown_invoice_is_not_found(tenant):
    api = tenant.live
    unknown = "00000000-0000-4000-8000-000000000000"

    problem(pay(api, unknown, "1.00"), 404, "NOT_FOUND")
    problem(api.get(f"/v1/invoices/{unknown}/payments"), 404, "NOT_FOUND")
