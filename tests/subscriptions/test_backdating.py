"""How far in the past a subscription may start and a price version take effect.

`BILLING_MAX_BACKDATE_DAYS` (365 by default) on the customer's clock for a start date; for a
price version, on the workspace's earliest clock (the real now, or its earliest test clock).
Anything earlier is 422 with the pointer of the field, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from tests.customers.helpers import create_customer
from tests.sandbox.helpers import create_clock
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant, every, pointers

NOW = datetime(2026, 3, 10, 15, 30, tzinfo=UTC)


@pytest.fixture
def now(frozen_clock: Callable[[datetime], None]) -> datetime:
    frozen_clock(NOW)
    return NOW


def _refused(response: Any, pointer: str) -> dict[str, Any]:
    """A 422 VALIDATION_ERROR at `pointer` alone; its problem document."""
    assert pointers(response) == [pointer], response.text
    body: dict[str, Any] = response.json()
    return body


def _product(api: Api) -> str:
    response = api.post("/v1/products", json={"name": "Seats"})
    assert response.status_code == 201, response.text
    return str(response.json()["data"]["id"])


def _price_body(api: Api, effective_from: str) -> dict[str, Any]:
    return {
        "product_id": _product(api),
        "currency": "EUR",
        "unit_amount": "10.00",
        "effective_from": effective_from,
    }


class TestStartDate:
    def test_a_start_more_than_a_year_back_is_refused(self, tenant: Tenant, now):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        plan = create_plan(api)
        body = {"customer_id": customer["id"], "plan_id": plan["id"], "start_date": "2000-01-01"}

        body_of_problem = _refused(api.post("/v1/subscriptions", json=body), "/start_date")

        assert "365 days" in body_of_problem["detail"]
        assert "2025-03-10" in body_of_problem["detail"]
        assert every(api, "/v1/subscriptions", customer_id=customer["id"]) == []

    def test_a_start_exactly_the_bound_back_is_accepted(self, tenant: Tenant, now):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        price = api.post("/v1/prices", json=_price_body(api, "2025-03-10T00:00:00Z"))
        assert price.status_code == 201, price.text
        plan = create_plan(api, prices=[price.json()["data"]])
        body = {"customer_id": customer["id"], "plan_id": plan["id"]}

        late = api.post("/v1/subscriptions", json={**body, "start_date": "2025-03-09"})
        _refused(late, "/start_date")
        accepted = subscribe(api, customer["id"], plan["id"], start_date="2025-03-10")
        assert accepted["start_date"] == "2025-03-10"

    def test_the_bound_is_on_the_customers_test_clock(self, tenant: Tenant, now):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2030-07-04T10:00:00Z")
        customer = create_customer(api, currency="EUR", test_clock_id=clock["id"])
        plan = create_plan(api)  # in force from the real now (2026-03-10)
        body = {"customer_id": customer["id"], "plan_id": plan["id"]}

        # 2026-06-01 is within a year of the real now, but four years before the clock.
        _refused(
            api.post("/v1/subscriptions", json={**body, "start_date": "2026-06-01"}), "/start_date"
        )
        assert every(api, "/v1/subscriptions", customer_id=customer["id"]) == []
        assert subscribe(api, customer["id"], plan["id"], start_date="2029-08-01")["status"]

    def test_the_bound_is_an_operator_setting(
        self, tenant: Tenant, now, operator_settings: Callable[..., None]
    ):
        operator_settings(max_backdate_days=30)
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        plan = create_plan(api)
        body = {"customer_id": customer["id"], "plan_id": plan["id"], "start_date": "2026-01-10"}

        refused = _refused(api.post("/v1/subscriptions", json=body), "/start_date")

        assert "30 days" in refused["detail"]


class TestEffectiveFrom:
    def test_a_price_in_force_since_year_one_is_refused(self, tenant: Tenant, now):
        api = tenant.live
        body = _price_body(api, "0001-01-01T00:00:00Z")

        _refused(api.post("/v1/prices", json=body), "/effective_from")

        assert every(api, "/v1/prices", product_id=body["product_id"]) == []

    def test_versions_more_than_a_year_back_are_refused_at_draft_and_publish(
        self, tenant: Tenant, now
    ):
        api = tenant.live
        price = api.post("/v1/prices", json=_price_body(api, "2026-01-01T00:00:00Z"))
        assert price.status_code == 201, price.text
        versions = f"/v1/prices/{price.json()['data']['id']}/versions"
        old = {"unit_amount": "12.00", "effective_from": "2024-01-01T00:00:00Z"}

        _refused(api.post(versions, json=old), "/effective_from")
        draft = api.post(versions, json={"unit_amount": "12.00"})
        assert draft.status_code == 201, draft.text
        publish = f"{versions}/{draft.json()['data']['id']}/publish"
        _refused(
            api.post(publish, json={"effective_from": "2025-03-09T00:00:00Z"}),
            "/effective_from",
        )

        timeline = api.get(f"/v1/prices/{price.json()['data']['id']}/timeline?include=all")
        assert timeline.status_code == 200, timeline.text
        assert sorted(v["status"] for v in timeline.json()["data"]) == ["active", "draft"]

    def test_a_sandbox_price_is_judged_on_its_earliest_test_clock(self, tenant: Tenant, now):
        api = tenant.sandbox
        two_years_back = "2024-06-01T00:00:00Z"
        _refused(api.post("/v1/prices", json=_price_body(api, two_years_back)), "/effective_from")

        create_clock(api, frozen_at="2024-09-01T00:00:00Z")

        accepted = api.post("/v1/prices", json=_price_body(api, two_years_back))
        assert accepted.status_code == 201, accepted.text
