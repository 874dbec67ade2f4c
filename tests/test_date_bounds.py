"""Every date and timestamp a request carries lies between 1900-01-01 and 2200-12-31 (issue 14,
item 4): beyond it, 422 with the pointer and nothing written; at its edge, every period, due
date and test-clock step computed from it still works."""

from __future__ import annotations

import pytest

from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line, set_tax_profile
from tests.sandbox.helpers import create_clock
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Tenant, every, pointers


@pytest.mark.parametrize("start_date", ["9999-12-31", "2201-01-01", "1899-12-31"])
def test_a_subscription_start_date_out_of_range_is_refused(tenant: Tenant, start_date: str):
    api = tenant.live
    customer = create_customer(api)
    plan = create_plan(api, interval="year")

    response = api.post(
        "/v1/subscriptions",
        json={"customer_id": customer["id"], "plan_id": plan["id"], "start_date": start_date},
    )

    assert pointers(response) == ["/start_date"]
    assert every(api, "/v1/subscriptions") == []


@pytest.mark.parametrize("frozen_at", ["9999-12-20T00:00:00Z", "2200-12-31T23:00:00-01:00"])
def test_a_test_clock_out_of_range_is_refused(tenant: Tenant, frozen_at: str):
    api = tenant.sandbox
    clock = create_clock(api, frozen_at="2200-12-01T00:00:00Z")

    created = api.post("/v1/test-clocks", json={"frozen_at": frozen_at})
    advanced = api.post(f"/v1/test-clocks/{clock['id']}/advance", json={"frozen_at": frozen_at})

    assert pointers(created) == ["/frozen_at"]
    assert pointers(advanced) == ["/frozen_at"]
    assert [c["id"] for c in every(api, "/v1/test-clocks")] == [clock["id"]]
    assert api.get(f"/v1/test-clocks/{clock['id']}").json()["data"]["status"] == "active"


def test_invoice_dates_out_of_range_are_refused(tenant: Tenant):
    api = tenant.live
    customer = create_customer(api)
    draft = create_draft(api, customer["id"], [line()])

    due = api.patch(f"/v1/invoices/{draft['id']}", json={"due_date": "9999-12-31"})
    period = api.post(
        f"/v1/invoices/{draft['id']}/lines",
        json=line(period_start="0001-01-01", period_end="9999-12-31"),
        idempotency_key=True,
    )

    assert pointers(due) == ["/due_date"]
    assert sorted(pointers(period)) == ["/period_end", "/period_start"]
    assert api.get(f"/v1/invoices/{draft['id']}").json()["data"] == draft


def test_the_latest_dates_still_bill_and_finalize(tenant: Tenant):
    """A clock at the last accepted day: the invoice's due date and the next yearly period lie
    past 2200 and are computed without overflow."""
    api = tenant.sandbox
    set_tax_profile(api)
    clock = create_clock(api, frozen_at="2200-12-31T12:00:00Z")
    customer = create_customer(api, test_clock_id=clock["id"], address={"country": "DE"})
    plan = create_plan(api, interval="year")

    subscription = subscribe(api, customer["id"], plan["id"], start_date="2200-12-31")
    invoice = finalize(api, create_draft(api, customer["id"], [line()])["id"])

    assert subscription["current_period_end"].startswith("2201-12-31")
    assert invoice["due_date"] == "2201-01-14"
