"""POST /v1/invoices/{id}/regenerate-preview: the invoice recomputed at its pinned price
versions (with the changes it billed and its manual lines), a line-by-line diff against the
stored invoice, and nothing persisted."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.invoices.helpers import create_draft, finalize, get_invoice, line
from tests.invoices.subscription_helpers import (
    amounts,
    generated,
    german_customer,
    iso,
    period,
    plan,
    preview,
    price,
    regenerate,
    subscribe,
)
from tests.support import problem

T0 = datetime(2031, 3, 1, 9, 0, tzinfo=UTC)
APRIL = (datetime(2031, 4, 1, tzinfo=UTC), datetime(2031, 5, 1, tzinfo=UTC))


def _subscription_invoice(api, amount: str = "10.00", **plan_fields) -> tuple[dict, dict]:
    customer = german_customer(api)
    seats = price(api, amount, name="Seats")
    subscription = subscribe(api, customer["id"], plan(api, (seats, 1), **plan_fields)["id"])
    return seats, generated(api, subscription["id"])


def test_an_unchanged_invoice_regenerates_identically(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    seats, invoice = _subscription_invoice(api)

    found = regenerate(api, invoice["id"])

    assert found["diff"] == []
    assert found["summary"] == {
        "original_total": "11.90",
        "regenerated_total": "11.90",
        "difference": "0.00",
    }
    proforma = found["proforma"]
    assert proforma["id"] is None
    assert [(ln["id"], ln["price_version_id"]) for ln in proforma["lines"]] == [
        (None, seats["active_version"]["id"])
    ]


def test_a_hand_edited_price_shows_as_changed_against_the_pinned_version(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    _, invoice = _subscription_invoice(api)
    [seats_line] = invoice["lines"]
    edited = api.patch(
        f"/v1/invoices/{invoice['id']}/lines/{seats_line['id']}", json={"unit_price": "12.00"}
    )
    assert edited.status_code == 200, edited.text

    found = regenerate(api, invoice["id"])

    [entry] = found["diff"]
    assert entry["change"] == "changed"
    assert entry["line_id"] == seats_line["id"]
    assert entry["key"] == f"SUBSCRIPTION/{seats_line['price_id']}"
    assert entry["fields"]["unit_price"] == {"before": "12.00", "after": "10.00"}
    assert entry["fields"]["amount"] == {"before": "12.00", "after": "10.00"}
    assert entry["fields"]["tax_amount"] == {"before": "2.28", "after": "1.90"}
    assert set(entry["fields"]) == {"unit_price", "amount", "tax_amount"}
    assert found["summary"] == {
        "original_total": "14.28",
        "regenerated_total": "11.90",
        "difference": "-2.38",
    }
    stored = get_invoice(api, invoice["id"])
    assert stored["total"] == "14.28"
    assert stored["lines"][0]["unit_price"] == "12.00"


def test_a_new_price_version_does_not_change_the_pinned_regeneration(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    seats, invoice = _subscription_invoice(api)
    frozen_clock(datetime(2031, 3, 10, tzinfo=UTC))
    draft = api.post(
        f"/v1/prices/{seats['id']}/versions",
        json={"unit_amount": "15.00", "effective_from": iso(datetime(2031, 3, 1, tzinfo=UTC))},
    )
    assert draft.status_code == 201, draft.text
    published = api.post(f"/v1/prices/{seats['id']}/versions/{draft.json()['data']['id']}/publish")
    assert published.status_code == 200, published.text

    found = regenerate(api, invoice["id"])
    unpinned = preview(api, invoice["subscription_id"])

    assert found["diff"] == []
    assert amounts(found["proforma"]) == [("SUBSCRIPTION", "10.00")]
    assert amounts(unpinned) == [("SUBSCRIPTION", "15.00")]


def test_manual_lines_are_carried_over_and_deleted_generated_lines_come_back(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    customer = german_customer(api)
    seats = price(api, "10.00", name="Seats")
    storage = price(api, "3.00", name="Storage")
    subscription = subscribe(api, customer["id"], plan(api, (seats, 1), (storage, 1))["id"])
    invoice = generated(api, subscription["id"])
    storage_line = invoice["lines"][1]
    added = api.post(
        f"/v1/invoices/{invoice['id']}/lines",
        json=line("Onboarding", unit_price="50.00", line_type="MILESTONE"),
        idempotency_key=True,
    )
    assert added.status_code == 201, added.text
    deleted = api.delete(f"/v1/invoices/{invoice['id']}/lines/{storage_line['id']}")
    assert deleted.status_code == 204, deleted.text

    found = regenerate(api, invoice["id"])

    assert [(ln["description"], ln["amount"]) for ln in found["proforma"]["lines"]] == [
        ("Seats", "10.00"),
        ("Storage", "3.00"),
        ("Onboarding", "50.00"),
    ]
    [entry] = found["diff"]
    assert entry["change"] == "added"
    assert entry["line_id"] is None
    assert entry["key"] == f"SUBSCRIPTION/{storage['id']}"
    assert entry["line"]["amount"] == "3.00"
    assert found["summary"]["difference"] == "3.57"


def test_prorations_are_recomputed_from_the_changes_the_invoice_billed(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    customer = german_customer(api)
    basic = plan(api, (price(api, "10.00", name="Basic"), 1))
    pro = plan(api, (price(api, "25.00", name="Pro"), 1))
    subscription = subscribe(api, customer["id"], basic["id"])
    frozen_clock(datetime(2031, 3, 11, 12, 34, 56, tzinfo=UTC))
    api.patch(f"/v1/subscriptions/{subscription['id']}", json={"plan_id": pro["id"]})
    april = generated(api, subscription["id"], **period(*APRIL))
    credit = april["lines"][1]

    edited = api.patch(f"/v1/invoices/{april['id']}/lines/{credit['id']}", json={"quantity": "2"})
    assert edited.status_code == 200, edited.text
    found = regenerate(api, april["id"])

    assert amounts(found["proforma"]) == amounts(april)
    [entry] = found["diff"]
    assert entry["key"] == (
        f"PRORATION/{credit['price_id']}/{credit['subscription_change_id']}/credit"
    )
    assert entry["fields"]["amount"] == {"before": "-13.22", "after": "-6.61"}


def test_a_finalized_one_off_invoice_shows_the_tax_a_changed_customer_would_get(
    tenant, frozen_clock
):
    frozen_clock(T0)
    api = tenant.live
    customer = german_customer(api)
    draft = create_draft(api, customer["id"], lines=[line("Consulting", unit_price="100.00")])
    finalized = finalize(api, draft["id"])
    changed = api.patch(
        f"/v1/customers/{customer['id']}",
        json={"tax_exempt": True, "tax_exemption_reason": "Charity"},
    )
    assert changed.status_code == 200, changed.text

    found = regenerate(api, finalized["id"])

    [entry] = found["diff"]
    assert entry["change"] == "changed"
    assert entry["key"] == f"line/{draft['lines'][0]['id']}"
    assert entry["fields"]["tax_category_code"] == {"before": "S", "after": "E"}
    assert entry["fields"]["tax_amount"] == {"before": "19.00", "after": "0.00"}
    assert found["summary"] == {
        "original_total": "119.00",
        "regenerated_total": "100.00",
        "difference": "-19.00",
    }
    assert get_invoice(api, finalized["id"])["total"] == "119.00"


def test_a_finalized_subscription_invoice_regenerates_at_its_pins(tenant, frozen_clock):
    frozen_clock(T0)
    api = tenant.live
    _, invoice = _subscription_invoice(api)
    finalized = finalize(api, invoice["id"])

    found = regenerate(api, finalized["id"])

    assert found["diff"] == []
    assert found["summary"]["regenerated_total"] == "11.90"


def test_an_unknown_invoice_is_not_found(tenant):
    response = tenant.live.post(
        "/v1/invoices/5d1b3c4e-0000-4000-8000-000000000000/regenerate-preview"
    )

    problem(response, 404, "NOT_FOUND")
