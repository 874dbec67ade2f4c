"""POST /v1/invoices/preview: the proforma generate would create, and nothing persisted."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.invoices.subscription_helpers import (
    changes,
    generated,
    german_customer,
    period,
    plan,
    preview,
    price,
    subscribe,
)
from tests.support import pointers

T0 = datetime(2031, 3, 1, 9, 0, tzinfo=UTC)
APRIL = (datetime(2031, 4, 1, tzinfo=UTC), datetime(2031, 5, 1, tzinfo=UTC))
COMPARED = ("line_type", "description", "quantity", "unit_price", "amount", "tax_amount")


def _upgraded_subscription(tenant, frozen_clock) -> dict:
    frozen_clock(T0)
    api = tenant.live
    customer = german_customer(api)
    basic = plan(api, (price(api, "10.00", name="Basic"), 1))
    pro = plan(api, (price(api, "25.00", name="Pro"), 1))
    subscription = subscribe(api, customer["id"], basic["id"])
    frozen_clock(datetime(2031, 3, 11, 12, 34, 56, tzinfo=UTC))
    api.patch(f"/v1/subscriptions/{subscription['id']}", json={"plan_id": pro["id"]})
    return subscription


def test_the_proforma_has_no_ids_and_matches_what_generate_then_persists(tenant, frozen_clock):
    subscription = _upgraded_subscription(tenant, frozen_clock)
    api = tenant.live

    proforma = preview(api, subscription["id"], **period(*APRIL))
    invoice = generated(api, subscription["id"], **period(*APRIL))

    assert proforma["id"] is None
    assert proforma["status"] == "draft"
    assert {(line["id"], line["invoice_id"]) for line in proforma["lines"]} == {(None, None)}
    assert [tuple(line[f] for f in COMPARED) for line in proforma["lines"]] == [
        tuple(line[f] for f in COMPARED) for line in invoice["lines"]
    ]
    assert [line["line_type"] for line in proforma["lines"]] == [
        "SUBSCRIPTION",
        "PRORATION",
        "PRORATION",
    ]
    for field in ("subtotal", "tax_amount", "total", "amount_due", "tax_breakdown"):
        assert proforma[field] == invoice[field]


def test_a_preview_persists_no_invoice_and_marks_no_change(tenant, frozen_clock):
    subscription = _upgraded_subscription(tenant, frozen_clock)
    api = tenant.live

    preview(api, subscription["id"], **period(*APRIL))
    preview(api, subscription["id"], **period(*APRIL))

    assert api.get(f"/v1/invoices?subscription_id={subscription['id']}").json()["data"] == []
    assert [change["invoiced_at"] for change in changes(api, subscription["id"])] == [None]
    assert api.get("/v1/events?type=invoice.created").json()["data"] == []
    invoice = generated(api, subscription["id"], **period(*APRIL))
    assert [line["line_type"] for line in invoice["lines"]].count("PRORATION") == 2
    created = api.get("/v1/events?type=invoice.created").json()["data"]
    assert [event["resource_id"] for event in created] == [invoice["id"]]


def test_a_preview_needs_no_idempotency_key(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    customer = german_customer(api)
    subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

    response = api.post("/v1/invoices/preview", json={"subscription_id": subscription["id"]})

    assert response.status_code == 200, response.text
    assert response.json()["data"]["total"] == "11.90"


def test_a_period_already_invoiced_can_still_be_previewed(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    customer = german_customer(api)
    subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])
    invoice = generated(api, subscription["id"])

    again = preview(api, subscription["id"])

    assert again["total"] == invoice["total"]
    assert len(api.get(f"/v1/invoices?subscription_id={subscription['id']}").json()["data"]) == 1


def test_a_preview_validates_like_generate(tenant, other_tenant, frozen_clock):
    frozen_clock(T0)
    theirs = other_tenant.live
    customer = german_customer(theirs)
    subscription = subscribe(
        theirs, customer["id"], plan(theirs, (price(theirs, "10.00"), 1))["id"]
    )

    foreign = tenant.live.post("/v1/invoices/preview", json={"subscription_id": subscription["id"]})
    half = theirs.post(
        "/v1/invoices/preview",
        json={
            "subscription_id": subscription["id"],
            "billing_period_start": "2031-04-01T00:00:00Z",
        },
    )

    assert pointers(foreign) == ["/subscription_id"]
    assert pointers(half) == ["/billing_period_end"]
