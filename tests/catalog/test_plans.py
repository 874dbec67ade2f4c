"""Plans: create with items (currency, usability and duplicates checked with pointers), get,
list with filters, merge-patch, the billing terms frozen by open subscriptions, archive and
restore."""

from __future__ import annotations

import uuid

import pytest

from tests.catalog.helpers import make_plan, make_price, make_product
from tests.catalog.subscriptions import open_subscription, set_status
from tests.support import pointers

PLAN_FIELDS = {
    "id",
    "name",
    "description",
    "currency",
    "interval",
    "interval_count",
    "trial_days",
    "billing_timing",
    "items",
    "metadata",
    "active",
    "archived_at",
    "tags",
    "created_at",
    "updated_at",
}


class TestCreatePlan:
    def test_defaults(self, tenant):
        price = make_price(tenant.live)

        response = tenant.live.post(
            "/v1/plans",
            json={
                "name": "Pro",
                "currency": "eur",
                "interval": "month",
                "items": [{"price_id": price["id"]}],
            },
        )

        assert response.status_code == 201, response.text
        plan = response.json()["data"]
        assert set(plan) == PLAN_FIELDS
        assert plan["currency"] == "EUR"
        assert plan["interval_count"] == 1
        assert plan["trial_days"] == 0
        assert plan["billing_timing"] == "in_advance"
        assert plan["items"] == [{"price_id": price["id"], "quantity": 1}]
        assert plan["active"] is True
        assert plan["tags"] == []
        assert tenant.live.get(f"/v1/plans/{plan['id']}").json()["data"] == plan

    def test_every_field(self, tenant):
        prices = [make_price(tenant.live, currency="USD") for _ in range(3)]
        body = {
            "name": "Team yearly",
            "description": "Billed each year",
            "currency": "USD",
            "interval": "year",
            "interval_count": 2,
            "trial_days": 14,
            "billing_timing": "in_arrears",
            "items": [{"price_id": p["id"], "quantity": n + 1} for n, p in enumerate(prices)],
            "metadata": {"tier": "team"},
        }

        response = tenant.live.post("/v1/plans", json=body)

        assert response.status_code == 201, response.text
        plan = response.json()["data"]
        assert {k: plan[k] for k in body} == body

    @pytest.mark.parametrize(
        ("fields", "pointer"),
        [
            ({"currency": "ABC"}, "/currency"),
            ({"interval": "quarter"}, "/interval"),
            ({"interval_count": 0}, "/interval_count"),
            ({"interval": "month", "interval_count": 37}, "/interval_count"),
            ({"interval": "week", "interval_count": 157}, "/interval_count"),
            ({"interval": "year", "interval_count": 4}, "/interval_count"),
            ({"interval": "day", "interval_count": 1096}, "/interval_count"),
            ({"trial_days": -1}, "/trial_days"),
            ({"billing_timing": "later"}, "/billing_timing"),
            ({"items": []}, "/items"),
            ({"name": ""}, "/name"),
        ],
    )
    def test_invalid_fields(self, tenant, fields, pointer):
        price = make_price(tenant.live)
        body = {
            "name": "P",
            "currency": "EUR",
            "interval": "month",
            "items": [{"price_id": price["id"]}],
            **fields,
        }

        assert pointer in pointers(tenant.live.post("/v1/plans", json=body))
        assert tenant.live.get("/v1/plans").json()["data"] == []

    def test_three_years_is_the_longest_period(self, tenant):
        for interval, count in (("day", 1095), ("week", 156), ("month", 36), ("year", 3)):
            plan = make_plan(tenant.live, interval=interval, interval_count=count)
            assert plan["interval_count"] == count

    def test_item_rules(self, tenant, other_tenant):
        api = tenant.live
        eur = make_price(api)
        usd = make_price(api, currency="USD")
        archived = make_price(api)
        api.patch(f"/v1/prices/{archived['id']}", json={"active": False})
        product = make_product(api)
        of_archived_product = make_price(api, product["id"])
        api.patch(f"/v1/products/{product['id']}", json={"active": False})
        foreign = make_price(other_tenant.live)

        def refused(*price_ids: str, quantity: object = 1) -> list[str]:
            items = [{"price_id": p, "quantity": quantity} for p in price_ids]
            body = {"name": "P", "currency": "EUR", "interval": "month", "items": items}
            return pointers(api.post("/v1/plans", json=body))

        assert refused(eur["id"], usd["id"]) == ["/items/1/price_id"]
        assert refused(archived["id"]) == ["/items/0/price_id"]
        assert refused(of_archived_product["id"]) == ["/items/0/price_id"]
        assert refused(eur["id"], str(uuid.uuid4())) == ["/items/1/price_id"]
        assert refused(foreign["id"]) == ["/items/0/price_id"]
        assert refused(eur["id"], eur["id"]) == ["/items/1/price_id"]
        assert refused(eur["id"], quantity=0) == ["/items/0/quantity"]
        assert refused(eur["id"], quantity=1.5) == ["/items/0/quantity"]
        assert api.get("/v1/plans").json()["data"] == []


class TestListPlans:
    def test_filters(self, tenant):
        api = tenant.live
        monthly = make_plan(api, name="Basic monthly")
        yearly = make_plan(api, name="Basic yearly", interval="year")
        usd = make_plan(api, make_price(api, currency="USD")["id"], name="Pro", currency="USD")
        api.patch(f"/v1/plans/{yearly['id']}", json={"active": False})

        def ids(query: str = "") -> list[str]:
            response = api.get(f"/v1/plans{query}")
            assert response.status_code == 200, response.text
            return [p["id"] for p in response.json()["data"]]

        assert ids() == [usd["id"], yearly["id"], monthly["id"]]
        assert ids("?name.contains=BASIC") == [yearly["id"], monthly["id"]]
        assert ids("?currency=USD") == [usd["id"]]
        assert ids("?interval=year") == [yearly["id"]]
        assert ids("?active=true") == [usd["id"], monthly["id"]]
        assert ids(f"?created_at.gt={monthly['created_at'].replace('+', '%2B')}") == [
            usd["id"],
            yearly["id"],
        ]
        assert api.get("/v1/plans").json()["data"][0]["items"] == usd["items"]
        assert api.get("/v1/plans?interval=fortnight").status_code == 400


class TestUpdatePlan:
    def test_merge_patch(self, tenant):
        plan = make_plan(tenant.live, description="Old", metadata={"a": "1"}, trial_days=7)

        response = tenant.live.patch(
            f"/v1/plans/{plan['id']}",
            json={"name": "New", "description": None, "trial_days": 30},
        )

        assert response.status_code == 200, response.text
        updated = response.json()["data"]
        assert updated["name"] == "New"
        assert updated["description"] is None
        assert updated["trial_days"] == 30
        assert updated["metadata"] == {"a": "1"}
        assert updated["items"] == plan["items"]

    def test_items_replace_the_list(self, tenant):
        first, second, third = (make_price(tenant.live) for _ in range(3))
        plan = make_plan(tenant.live, first["id"], second["id"])

        response = tenant.live.patch(
            f"/v1/plans/{plan['id']}",
            json={"items": [{"price_id": third["id"], "quantity": 2}, {"price_id": first["id"]}]},
        )

        assert response.status_code == 200, response.text
        expected = [
            {"price_id": third["id"], "quantity": 2},
            {"price_id": first["id"], "quantity": 1},
        ]
        assert response.json()["data"]["items"] == expected
        assert tenant.live.get(f"/v1/plans/{plan['id']}").json()["data"]["items"] == expected

    def test_item_rules_on_update(self, tenant):
        plan = make_plan(tenant.live)
        usd = make_price(tenant.live, currency="USD")

        response = tenant.live.patch(
            f"/v1/plans/{plan['id']}", json={"items": [{"price_id": usd["id"]}]}
        )

        assert pointers(response) == ["/items/0/price_id"]
        assert tenant.live.get(f"/v1/plans/{plan['id']}").json()["data"] == plan

    def test_currency_changes_with_items_in_it(self, tenant):
        plan = make_plan(tenant.live)
        usd = make_price(tenant.live, currency="USD")

        alone = tenant.live.patch(f"/v1/plans/{plan['id']}", json={"currency": "USD"})
        both = tenant.live.patch(
            f"/v1/plans/{plan['id']}", json={"currency": "USD", "items": [{"price_id": usd["id"]}]}
        )

        assert pointers(alone) == ["/currency"]
        assert both.status_code == 200, both.text
        assert both.json()["data"]["currency"] == "USD"

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"name": None}, "/name"),
            ({"items": None}, "/items"),
            ({"currency": None}, "/currency"),
            ({"items": []}, "/items"),
            ({"interval_count": 40}, "/interval_count"),
            ({"trial_days": 10_000}, "/trial_days"),
        ],
    )
    def test_invalid(self, tenant, body, pointer):
        plan = make_plan(tenant.live)

        assert pointer in pointers(tenant.live.patch(f"/v1/plans/{plan['id']}", json=body))

    @pytest.mark.parametrize(
        "change",
        [
            {"interval": "year"},
            {"interval_count": 3},
            {"billing_timing": "in_arrears"},
            {"items": "replace"},
            {"currency": "USD"},
        ],
    )
    def test_billing_terms_are_frozen_while_open_subscriptions_use_the_plan(self, tenant, change):
        plan = make_plan(tenant.live)
        subscription = open_subscription(tenant, plan)
        if "items" in change:
            change = {"items": [{"price_id": make_price(tenant.live)["id"]}]}
        if "currency" in change:
            usd = make_price(tenant.live, currency="USD")
            change = {"currency": "USD", "items": [{"price_id": usd["id"]}]}

        refused = tenant.live.patch(f"/v1/plans/{plan['id']}", json=change)
        assert refused.status_code == 409
        assert refused.json()["code"] == "INVALID_STATE"
        assert tenant.live.get(f"/v1/plans/{plan['id']}").json()["data"] == plan

        set_status(tenant, subscription, "canceled")
        assert tenant.live.patch(f"/v1/plans/{plan['id']}", json=change).status_code == 200

    def test_other_fields_change_while_subscribed(self, tenant):
        plan = make_plan(tenant.live)
        open_subscription(tenant, plan)

        response = tenant.live.patch(
            f"/v1/plans/{plan['id']}",
            json={
                "name": "Renamed",
                "trial_days": 3,
                "metadata": {"x": "y"},
                "items": plan["items"],
                "interval": plan["interval"],
            },
        )

        assert response.status_code == 200, response.text

    def test_archive_and_restore(self, tenant):
        plan = make_plan(tenant.live)

        archived = tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False})
        assert archived.json()["data"]["active"] is False
        assert archived.json()["data"]["archived_at"] is not None

        restored = tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": True})
        assert restored.json()["data"]["active"] is True
        assert restored.json()["data"]["archived_at"] is None

    def test_restore_needs_usable_prices(self, tenant):
        price = make_price(tenant.live)
        plan = make_plan(tenant.live, price["id"])
        tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False})
        tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        refused = tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": True})
        assert refused.status_code == 409
        assert refused.json()["code"] == "INVALID_STATE"

        other = make_price(tenant.live)
        replaced = tenant.live.patch(
            f"/v1/plans/{plan['id']}", json={"active": True, "items": [{"price_id": other["id"]}]}
        )
        assert replaced.status_code == 200, replaced.text
        assert replaced.json()["data"]["active"] is True

    def test_unknown_plan(self, tenant):
        assert tenant.live.get(f"/v1/plans/{uuid.uuid4()}").status_code == 404
        assert tenant.live.patch(f"/v1/plans/{uuid.uuid4()}", json={"name": "x"}).status_code == 404

    def test_events(self, tenant):
        plan = make_plan(tenant.live)
        tenant.live.patch(f"/v1/plans/{plan['id']}", json={"name": "x"})
        tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False})

        found = tenant.live.get(f"/v1/events?resource_id={plan['id']}").json()["data"]
        assert [e["type"] for e in found] == ["plan.archived", "plan.updated", "plan.created"]
        assert found[1]["data"] == {"fields": ["name"]}
