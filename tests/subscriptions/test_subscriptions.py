"""Subscriptions over HTTP: create with trials and add-ons, currency guard, changes recorded for
proration, cancellation now or at period end, lists."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.customers.helpers import create_customer
from tests.subscriptions.helpers import create_plan, create_price, subscribe
from tests.support import Tenant, pointers, problem

NOW = datetime(2026, 3, 10, 15, 30, tzinfo=UTC)


@pytest.fixture
def now(frozen_clock) -> datetime:
    frozen_clock(NOW)
    return NOW


class TestCreateSubscription:
    def test_monthly_plan_starts_today_at_midnight_utc(self, tenant: Tenant, now):
        customer = create_customer(tenant.live, currency="EUR")
        plan = create_plan(tenant.live)

        data = subscribe(tenant.live, customer["id"], plan["id"], metadata={"deal": "7"})

        assert data["status"] == "active"
        assert data["currency"] == "EUR"
        assert data["quantity"] == 1
        assert data["start_date"] == "2026-03-10"
        assert data["current_period_start"].startswith("2026-03-10T00:00:00")
        assert data["current_period_end"].startswith("2026-04-10T00:00:00")
        assert data["billing_anchor"] == data["current_period_start"]
        assert data["trial_end"] is None
        assert data["cancel_at_period_end"] is False
        assert data["metadata"] == {"deal": "7"}
        assert data["add_ons"] == [] and data["tags"] == []
        assert tenant.live.get(f"/v1/subscriptions/{data['id']}").json()["data"] == data
        events = tenant.live.get(f"/v1/events?resource_id={data['id']}").json()["data"]
        assert [e["type"] for e in events] == ["subscription.created"]

    def test_plan_trial_days_make_a_trialing_period(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live, trial_days=14)

        data = subscribe(tenant.live, customer["id"], plan["id"], start_date="2026-03-01")

        assert data["status"] == "trialing"
        assert data["trial_end"].startswith("2026-03-15T00:00:00")
        assert data["current_period_end"] == data["trial_end"]
        assert data["billing_anchor"] == data["trial_end"]

    def test_explicit_trial_end_overrides_the_plan(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live, trial_days=14)
        data = subscribe(tenant.live, customer["id"], plan["id"], trial_end="2026-03-20T12:00:00Z")
        assert data["trial_end"].startswith("2026-03-20T12:00:00")

    def test_trial_end_before_start_is_refused(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live)
        response = tenant.live.post(
            "/v1/subscriptions",
            json={
                "customer_id": customer["id"],
                "plan_id": plan["id"],
                "start_date": "2026-03-10",
                "trial_end": "2026-03-01T00:00:00Z",
            },
        )
        assert "/trial_end" in pointers(response)

    def test_yearly_plan_with_interval_count(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live, interval="week", interval_count=2)
        data = subscribe(tenant.live, customer["id"], plan["id"], start_date="2026-03-02")
        assert data["current_period_end"].startswith("2026-03-16T00:00:00")

    def test_currency_must_match_the_customer(self, tenant: Tenant, now):
        customer = create_customer(tenant.live, currency="USD")
        plan = create_plan(tenant.live, currency="EUR")
        response = tenant.live.post(
            "/v1/subscriptions", json={"customer_id": customer["id"], "plan_id": plan["id"]}
        )
        problem(response, 409, "CURRENCY_MISMATCH")
        assert tenant.live.get("/v1/subscriptions").json()["data"] == []

    def test_customer_without_currency_accepts_any_plan(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live, currency="JPY")
        assert subscribe(tenant.live, customer["id"], plan["id"])["currency"] == "JPY"

    def test_add_ons(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live)
        extra = create_price(tenant.live, unit_amount="2.50")
        data = subscribe(
            tenant.live,
            customer["id"],
            plan["id"],
            quantity=3,
            add_ons=[{"price_id": extra["id"], "quantity": 4}],
        )
        assert data["quantity"] == 3
        assert data["add_ons"] == [{"price_id": extra["id"], "quantity": 4}]

    @pytest.mark.parametrize(
        ("fields", "pointer"),
        [
            ({"quantity": -1}, "/quantity"),
            ({"quantity": 0}, "/quantity"),
            ({"start_date": "yesterday"}, "/start_date"),
            ({"customer_id": "00000000-0000-4000-8000-000000000000"}, "/customer_id"),
            ({"plan_id": "00000000-0000-4000-8000-000000000000"}, "/plan_id"),
            (
                {"add_ons": [{"price_id": "00000000-0000-4000-8000-000000000000"}]},
                "/add_ons/0/price_id",
            ),
            ({"add_ons": [{"price_id": "PLAN_PRICE"}]}, "/add_ons/0/price_id"),
            ({"add_ons": [{"price_id": "USD_PRICE"}]}, "/add_ons/0/price_id"),
            ({"status": "active"}, "/status"),
        ],
    )
    def test_bad_input_names_the_field(self, tenant: Tenant, now, fields, pointer):
        customer = create_customer(tenant.live)
        price = create_price(tenant.live)
        plan = create_plan(tenant.live, prices=[price])
        usd = create_price(tenant.live, currency="USD")
        body = {"customer_id": customer["id"], "plan_id": plan["id"], **fields}
        for add_on in body.get("add_ons", []):
            add_on["price_id"] = {"PLAN_PRICE": price["id"], "USD_PRICE": usd["id"]}.get(
                add_on["price_id"], add_on["price_id"]
            )
        response = tenant.live.post("/v1/subscriptions", json=body)
        assert pointer in pointers(response)
        assert tenant.live.get("/v1/subscriptions").json()["data"] == []

    def test_archived_plan_takes_no_new_subscriptions(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live)
        assert (
            tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False}).status_code == 200
        )
        response = tenant.live.post(
            "/v1/subscriptions", json={"customer_id": customer["id"], "plan_id": plan["id"]}
        )
        assert "/plan_id" in pointers(response)

    def test_start_date_defaults_to_the_customers_test_clock(self, tenant: Tenant, now):
        test_clock = tenant.sandbox.post(
            "/v1/test-clocks", json={"frozen_at": "2030-07-04T09:00:00Z"}
        ).json()["data"]
        customer = create_customer(tenant.sandbox, test_clock_id=test_clock["id"])
        plan = create_plan(tenant.sandbox)
        data = subscribe(tenant.sandbox, customer["id"], plan["id"])
        assert data["start_date"] == "2030-07-04"
        assert data["current_period_end"].startswith("2030-08-04T00:00:00")


class TestChangeSubscription:
    def _changes(self, tenant: Tenant, subscription_id: str) -> list[dict]:
        response = tenant.live.get(f"/v1/subscriptions/{subscription_id}/changes")
        assert response.status_code == 200, response.text
        return response.json()["data"]

    def test_quantity_change_is_recorded_with_before_and_after(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        plan = create_plan(tenant.live)
        sub = subscribe(tenant.live, customer["id"], plan["id"], quantity=2)

        response = tenant.live.patch(f"/v1/subscriptions/{sub['id']}", json={"quantity": 5})

        assert response.status_code == 200, response.text
        assert response.json()["data"]["quantity"] == 5
        [change] = self._changes(tenant, sub["id"])
        assert change["kind"] == "quantity"
        assert change["before"]["quantity"] == 2 and change["after"]["quantity"] == 5
        assert change["effective_at"].startswith("2026-03-10T15:30:00")
        assert change["period_start"] == sub["current_period_start"]
        assert change["period_end"] == sub["current_period_end"]
        assert change["invoiced_at"] is None

    def test_plan_change_within_the_same_cycle_keeps_the_period(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        basic, pro = create_plan(tenant.live), create_plan(tenant.live)
        sub = subscribe(tenant.live, customer["id"], basic["id"])

        data = tenant.live.patch(
            f"/v1/subscriptions/{sub['id']}", json={"plan_id": pro["id"]}
        ).json()["data"]

        assert data["plan_id"] == pro["id"]
        assert data["current_period_end"] == sub["current_period_end"]
        [change] = self._changes(tenant, sub["id"])
        assert change["kind"] == "plan"
        assert (change["before"]["plan_id"], change["after"]["plan_id"]) == (basic["id"], pro["id"])

    def test_plan_change_to_another_interval_starts_a_new_cycle(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        monthly, yearly = create_plan(tenant.live), create_plan(tenant.live, interval="year")
        sub = subscribe(tenant.live, customer["id"], monthly["id"])

        data = tenant.live.patch(
            f"/v1/subscriptions/{sub['id']}", json={"plan_id": yearly["id"]}
        ).json()["data"]

        assert data["current_period_start"].startswith("2026-03-10T15:30:00")
        assert data["current_period_end"].startswith("2027-03-10T15:30:00")
        [change] = self._changes(tenant, sub["id"])
        assert change["period_end"] == sub["current_period_end"]

    def test_plan_of_another_currency_is_refused(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        usd = create_plan(tenant.live, currency="USD")
        response = tenant.live.patch(f"/v1/subscriptions/{sub['id']}", json={"plan_id": usd["id"]})
        problem(response, 409, "CURRENCY_MISMATCH")
        assert self._changes(tenant, sub["id"]) == []

    def test_add_on_changes_are_recorded(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        extra = create_price(tenant.live)
        data = tenant.live.patch(
            f"/v1/subscriptions/{sub['id']}",
            json={"add_ons": [{"price_id": extra["id"], "quantity": 2}]},
        ).json()["data"]
        assert data["add_ons"] == [{"price_id": extra["id"], "quantity": 2}]
        [change] = self._changes(tenant, sub["id"])
        assert change["kind"] == "add_ons"
        assert change["after"]["add_ons"] == [{"price_id": extra["id"], "quantity": 2}]

    def test_metadata_only_change_records_nothing(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        response = tenant.live.patch(
            f"/v1/subscriptions/{sub['id']}", json={"metadata": {"a": "b"}}
        )
        assert response.json()["data"]["metadata"] == {"a": "b"}
        assert self._changes(tenant, sub["id"]) == []

    def test_null_quantity_is_refused(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        response = tenant.live.patch(f"/v1/subscriptions/{sub['id']}", json={"quantity": None})
        assert "/quantity" in pointers(response)


class TestCancelSubscription:
    def test_cancel_at_period_end_only_flags_it(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        response = tenant.live.post(
            f"/v1/subscriptions/{sub['id']}/cancel",
            json={"at_period_end": True, "reason": "too expensive"},
        )
        data = response.json()["data"]
        assert data["status"] == "active"
        assert data["cancel_at_period_end"] is True
        assert data["cancellation_reason"] == "too expensive"
        undone = tenant.live.patch(
            f"/v1/subscriptions/{sub['id']}", json={"cancel_at_period_end": False}
        )
        assert undone.json()["data"]["cancel_at_period_end"] is False

    def test_cancel_now_ends_it_and_records_the_unused_rest(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])

        data = tenant.live.post(f"/v1/subscriptions/{sub['id']}/cancel").json()["data"]

        assert data["status"] == "canceled"
        assert data["canceled_at"].startswith("2026-03-10T15:30:00")
        assert data["ended_at"] == data["canceled_at"]
        changes = tenant.live.get(f"/v1/subscriptions/{sub['id']}/changes").json()["data"]
        assert [c["kind"] for c in changes] == ["cancel"]
        problem(tenant.live.post(f"/v1/subscriptions/{sub['id']}/cancel"), 409, "INVALID_STATE")
        problem(
            tenant.live.patch(f"/v1/subscriptions/{sub['id']}", json={"quantity": 2}),
            409,
            "INVALID_STATE",
        )

    def test_a_customer_with_an_open_subscription_cannot_be_deleted(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        sub = subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        problem(tenant.live.delete(f"/v1/customers/{customer['id']}"), 409, "REFERENCED")
        tenant.live.post(f"/v1/subscriptions/{sub['id']}/cancel")
        assert tenant.live.delete(f"/v1/customers/{customer['id']}").status_code == 204

    def test_preferred_currency_cannot_contradict_open_subscriptions(self, tenant: Tenant, now):
        customer = create_customer(tenant.live)
        subscribe(tenant.live, customer["id"], create_plan(tenant.live)["id"])
        response = tenant.live.patch(f"/v1/customers/{customer['id']}", json={"currency": "USD"})
        problem(response, 409, "CURRENCY_MISMATCH")
        ok = tenant.live.patch(f"/v1/customers/{customer['id']}", json={"currency": "EUR"})
        assert ok.status_code == 200


class TestListSubscriptions:
    def test_filters_and_counts(self, tenant: Tenant, now):
        anna, bob = create_customer(tenant.live), create_customer(tenant.live)
        plan = create_plan(tenant.live)
        first = subscribe(tenant.live, anna["id"], plan["id"])
        subscribe(tenant.live, bob["id"], plan["id"])
        tenant.live.post(f"/v1/subscriptions/{first['id']}/cancel")

        mine = tenant.live.get(f"/v1/subscriptions?customer_id={anna['id']}").json()["data"]
        assert [s["id"] for s in mine] == [first["id"]]
        body = tenant.live.get("/v1/subscriptions?status=active&counts=status").json()
        assert len(body["data"]) == 1
        assert body["pagination"]["counts"]["status"] == {
            "active": 1,
            "canceled": 0,
            "past_due": 0,
            "trialing": 0,
        }
        bad = tenant.live.get("/v1/subscriptions?status=paused")
        assert bad.status_code == 400 and bad.json()["code"] == "INVALID_FILTER"
