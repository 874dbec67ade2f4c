"""Mark uncollectible: POST /v1/invoices/{id}/mark-uncollectible."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.collection.payment_helpers import (
    events_of,
    invoice,
    open_invoice,
    paid,
    taxed_line,
    void,
)
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft
from tests.support import problem


def _mark(api, invoice_id: str):
    return api.post(f"/v1/invoices/{invoice_id}/mark-uncollectible", idempotency_key=True)


def test_finalized_invoice_becomes_uncollectible(tenant, frozen_clock):
    api = tenant.live
    now = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
    frozen_clock(now)
    inv = open_invoice(api)

    response = _mark(api, inv["id"])

    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert data["status"] == "uncollectible"
    assert datetime.fromisoformat(data["marked_uncollectible_at"]) == now
    assert data["amount_due"] == "119.00"
    assert invoice(api, inv["id"])["status"] == "uncollectible"
    assert any(
        e["resource_id"] == inv["id"] for e in events_of(api, "invoice.marked_uncollectible")
    )


def test_overdue_invoice_becomes_uncollectible(tenant, frozen_clock):
    api = tenant.live
    start = datetime(2026, 1, 2, 9, 0, tzinfo=UTC)
    frozen_clock(start)
    inv = open_invoice(api)
    frozen_clock(start + timedelta(days=45))
    assert invoice(api, inv["id"])["status"] == "overdue"

    data = _mark(api, inv["id"]).json()["data"]

    assert data["status"] == "uncollectible"


def test_uncollectible_invoice_still_takes_payments(tenant):
    api = tenant.live
    inv = open_invoice(api)
    _mark(api, inv["id"])

    part = paid(api, inv["id"], "19.00")
    assert part["invoice"]["status"] == "uncollectible"
    rest = paid(api, inv["id"], "100.00")
    assert rest["invoice"]["status"] == "paid"


def test_other_states_are_refused(tenant):
    api = tenant.live
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    draft = create_draft(api, customer["id"], lines=[taxed_line("10.00")], currency="EUR")
    problem(_mark(api, draft["id"]), 409, "INVALID_STATE")

    settled = open_invoice(api)
    paid(api, settled["id"], "119.00")
    problem(_mark(api, settled["id"]), 409, "INVALID_STATE")

    voided = open_invoice(api)
    assert void(api, voided["id"]).status_code == 200
    problem(_mark(api, voided["id"]), 409, "INVALID_STATE")

    twice = open_invoice(api)
    assert _mark(api, twice["id"]).status_code == 200
    problem(_mark(api, twice["id"]), 409, "INVALID_STATE")
    assert invoice(api, settled["id"])["status"] == "paid"


def test_idempotency_key_is_required(tenant):
    api = tenant.live
    inv = open_invoice(api)

    problem(
        api.post(f"/v1/invoices/{inv['id']}/mark-uncollectible"), 400, "IDEMPOTENCY_KEY_REQUIRED"
    )
    assert invoice(api, inv["id"])["status"] == "finalized"
