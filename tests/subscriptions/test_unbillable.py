"""A subscription that could never be billed is refused.

Every price a subscription bills must have a version in force during the first period it bills
it for (the pipeline prices a period at the version in force at its start, else at its end):
otherwise each run would stop on it. Creating such a subscription, or changing one's plan or
add-ons into such a state, answers 422 naming the price and the period, at the field to change;
nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from tests.catalog.helpers import make_price
from tests.customers.helpers import create_customer
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant, every, pointers

NOW = datetime(2026, 3, 10, 15, 30, tzinfo=UTC)
"""The first period of a monthly subscription starting today is 2026-03-10 to 2026-04-10."""


@pytest.fixture
def now(frozen_clock: Callable[[datetime], None]) -> datetime:
    frozen_clock(NOW)
    return NOW


def _refused(response: Any, pointer: str, price_id: str, *dates: str) -> None:
    """422 at `pointer` alone, its detail naming the price and the dates."""
    assert pointers(response) == [pointer], response.text
    detail = response.json()["detail"]
    assert price_id in detail, detail
    for day in dates:
        assert day in detail, detail


def _nothing_subscribed(api: Api, customer_id: str) -> None:
    assert every(api, "/v1/subscriptions", customer_id=customer_id) == []
    assert every(api, "/v1/events", type="subscription.created") == []


class TestCreate:
    def test_a_start_before_the_prices_first_version_is_refused(self, tenant: Tenant, now):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        price = make_price(api, effective_from="2026-03-01T00:00:00Z")
        plan = create_plan(api, prices=[price])
        body = {"customer_id": customer["id"], "plan_id": plan["id"], "start_date": "2026-01-15"}

        response = api.post("/v1/subscriptions", json=body)

        _refused(response, "/start_date", price["id"], "2026-01-15", "2026-03-01")
        _nothing_subscribed(api, customer["id"])
        # A start from which the version covers the first period is accepted.
        assert subscribe(api, customer["id"], plan["id"], start_date="2026-02-15")["status"]

    def test_a_price_first_in_force_after_the_first_period_is_refused_at_the_plan(
        self, tenant: Tenant, now
    ):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        price = make_price(api, effective_from="2026-06-01T00:00:00Z")
        plan = create_plan(api, prices=[price])
        body = {"customer_id": customer["id"], "plan_id": plan["id"]}

        _refused(api.post("/v1/subscriptions", json=body), "/plan_id", price["id"], "2026-06-01")

        _nothing_subscribed(api, customer["id"])

    def test_a_price_first_in_force_during_the_first_period_is_accepted(self, tenant: Tenant, now):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        plan = create_plan(api, prices=[make_price(api, effective_from="2026-04-09T00:00:00Z")])

        assert subscribe(api, customer["id"], plan["id"])["status"] == "active"

    def test_an_add_on_without_a_version_in_force_is_refused_at_the_add_on(
        self, tenant: Tenant, now
    ):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        plan = create_plan(api)
        later = make_price(api, effective_from="2026-05-01T00:00:00Z")
        body = {
            "customer_id": customer["id"],
            "plan_id": plan["id"],
            "add_ons": [{"price_id": later["id"], "quantity": 2}],
        }

        response = api.post("/v1/subscriptions", json=body)

        _refused(response, "/add_ons/0/price_id", later["id"], "2026-05-01")
        _nothing_subscribed(api, customer["id"])

    def test_a_trial_needs_the_price_in_force_during_the_first_paid_period(
        self, tenant: Tenant, now
    ):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        # A 30-day trial to 2026-04-09; the first paid period is 2026-04-09 to 2026-05-09.
        during_price = make_price(api, effective_from="2026-04-20T00:00:00Z")
        during = create_plan(api, prices=[during_price], trial_days=30)
        after_price = make_price(api, effective_from="2026-05-09T00:00:00Z")
        after = create_plan(api, prices=[after_price], trial_days=30)

        assert subscribe(api, customer["id"], during["id"])["status"] == "trialing"
        response = api.post(
            "/v1/subscriptions", json={"customer_id": customer["id"], "plan_id": after["id"]}
        )
        _refused(response, "/plan_id", after_price["id"], "2026-04-09", "2026-05-09")


class TestChange:
    def _subscription(self, api: Api) -> dict[str, Any]:
        customer = create_customer(api, currency="EUR")
        return subscribe(api, customer["id"], create_plan(api)["id"])

    def _unchanged(self, api: Api, before: dict[str, Any]) -> None:
        after = api.get(f"/v1/subscriptions/{before['id']}").json()["data"]
        assert (after["plan_id"], after["add_ons"], after["updated_at"]) == (
            before["plan_id"],
            before["add_ons"],
            before["updated_at"],
        )
        changes = api.get(f"/v1/subscriptions/{before['id']}/changes").json()["data"]
        assert changes == []

    def test_a_plan_whose_price_is_not_in_force_this_period_is_refused(self, tenant: Tenant, now):
        api = tenant.live
        subscription = self._subscription(api)
        # the current period ends at 2026-04-10
        later = make_price(api, effective_from="2026-04-10T00:00:00Z")
        plan = create_plan(api, prices=[later])

        response = api.patch(
            f"/v1/subscriptions/{subscription['id']}", json={"plan_id": plan["id"]}
        )

        _refused(response, "/plan_id", later["id"], "2026-04-10")
        self._unchanged(api, subscription)

    def test_an_add_on_not_in_force_this_period_is_refused(self, tenant: Tenant, now):
        api = tenant.live
        subscription = self._subscription(api)
        in_force = make_price(api, effective_from="2026-03-01T00:00:00Z")
        later = make_price(api, effective_from="2026-07-01T00:00:00Z")
        add_ons = [{"price_id": in_force["id"]}, {"price_id": later["id"]}]

        response = api.patch(f"/v1/subscriptions/{subscription['id']}", json={"add_ons": add_ons})

        _refused(response, "/add_ons/1/price_id", later["id"], "2026-07-01")
        self._unchanged(api, subscription)
