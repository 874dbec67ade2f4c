"""Prices: create (with version 1), the payload rules and their pointers, get, list, patch,
archive (refused while referenced) and restore."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from billing.platform import clock
from tests.catalog.helpers import make_plan, make_price, make_product, timeline
from tests.catalog.subscriptions import open_subscription, set_status
from tests.platform.helpers import add_api_key

PRICE_FIELDS = {
    "id",
    "product_id",
    "currency",
    "pricing_model",
    "tiers_mode",
    "nickname",
    "metadata",
    "active",
    "archived_at",
    "latest_version",
    "rate_table_id",
    "meter",
    "active_version",
    "created_at",
    "updated_at",
}
VERSION_FIELDS = {
    "id",
    "price_id",
    "version",
    "status",
    "unit_amount",
    "tiers",
    "effective_from",
    "effective_until",
    "warnings",
    "published_at",
    "activated_at",
    "reconfirmed_at",
    "archived_at",
    "archived_reason",
    "created_at",
}
TIERS = [
    {"up_to": "10", "unit_amount": "1.50"},
    {"up_to": "100", "unit_amount": "1.00", "flat_amount": "5.00"},
    {"up_to": None, "unit_amount": "0.5"},
]


def tier(up_to: str | None, unit: str = "1", flat: str | None = None) -> dict[str, object]:
    return {"up_to": up_to, "unit_amount": unit, **({"flat_amount": flat} if flat else {})}


def errors(response) -> dict[str, str]:
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "VALIDATION_ERROR"
    return {e["pointer"]: e["detail"] for e in response.json()["errors"]}


class TestCreatePrice:
    def test_per_unit_with_version_1_active_now(self, tenant):
        product = make_product(tenant.live)
        response = tenant.live.post(
            "/v1/prices",
            json={
                "product_id": product["id"],
                "currency": "eur",
                "unit_amount": "9.9",
                "nickname": "Seat",
                "metadata": {"k": "v"},
            },
        )

        assert response.status_code == 201, response.text
        price = response.json()["data"]
        assert set(price) == PRICE_FIELDS
        assert price["currency"] == "EUR"
        assert price["pricing_model"] == "per_unit"
        assert price["tiers_mode"] is None
        assert price["nickname"] == "Seat"
        assert price["metadata"] == {"k": "v"}
        assert price["active"] is True
        assert price["latest_version"] == 1
        version = price["active_version"]
        assert set(version) == VERSION_FIELDS
        assert version["version"] == 1
        assert version["status"] == "active"
        assert version["unit_amount"] == "9.90"
        assert version["tiers"] is None
        assert version["effective_until"] is None
        assert version["warnings"] == []
        assert tenant.live.get(f"/v1/prices/{price['id']}").json()["data"] == price

    def test_flat(self, tenant):
        price = make_price(tenant.live, pricing_model="flat", unit_amount="49")

        assert price["pricing_model"] == "flat"
        assert price["active_version"]["unit_amount"] == "49.00"

    def test_unit_amount_may_carry_more_decimals_than_the_currency(self, tenant):
        price = make_price(tenant.live, unit_amount="0.000123456789", currency="JPY")

        assert price["active_version"]["unit_amount"] == "0.000123456789"

    def test_tiered_defaults_to_graduated(self, tenant):
        price = make_price(tenant.live, tiers=TIERS)

        assert price["pricing_model"] == "tiered"
        assert price["tiers_mode"] == "graduated"
        assert price["active_version"]["unit_amount"] is None
        assert price["active_version"]["tiers"] == [
            {"up_to": "10", "unit_amount": "1.50", "flat_amount": None},
            {"up_to": "100", "unit_amount": "1.00", "flat_amount": "5.00"},
            {"up_to": None, "unit_amount": "0.50", "flat_amount": None},
        ]

    def test_volume(self, tenant):
        price = make_price(tenant.live, pricing_model="tiered", tiers_mode="volume", tiers=TIERS)

        assert price["tiers_mode"] == "volume"

    def test_effective_from_in_the_past(self, tenant):
        moment = clock.utcnow() - timedelta(days=3)

        price = make_price(tenant.live, effective_from=moment.isoformat())

        assert price["active_version"]["status"] == "active"
        assert price["active_version"]["effective_from"] == moment.isoformat().replace(
            "+00:00", "Z"
        )

    def test_effective_from_in_the_future_schedules_version_1(self, tenant):
        moment = clock.utcnow() + timedelta(days=3)

        price = make_price(tenant.live, effective_from=moment.isoformat())

        assert price["active_version"] is None
        assert [(v["version"], v["status"]) for v in timeline(tenant.live, price["id"])] == [
            (1, "scheduled")
        ]

    def test_events(self, tenant):
        price = make_price(tenant.live)

        events = tenant.live.get("/v1/events").json()["data"]
        assert [e["type"] for e in events[:2]] == ["price_version.activated", "price.created"]
        assert events[1]["resource_id"] == price["id"]
        assert events[0]["resource_id"] == price["active_version"]["id"]

    @pytest.mark.parametrize(
        ("fields", "pointer"),
        [
            ({"currency": "XXY"}, "/currency"),
            ({"currency": "EURO"}, "/currency"),
            ({"unit_amount": "-1"}, "/unit_amount"),
            ({"unit_amount": 10}, "/unit_amount"),
            ({"unit_amount": "1e3"}, "/unit_amount"),
            ({"unit_amount": None}, "/unit_amount"),
            ({"pricing_model": "flat", "unit_amount": "1.001"}, "/unit_amount"),
            ({"pricing_model": "per_unit", "unit_amount": "1.0000000000001"}, "/unit_amount"),
            ({"pricing_model": "stairstep"}, "/pricing_model"),
            ({"tiers_mode": "volume"}, "/tiers_mode"),
            ({"pricing_model": "tiered"}, "/tiers"),
            ({"tiers": TIERS}, "/tiers"),
            ({"effective_from": "2030-01-01T00:00:00"}, "/effective_from"),
            ({"effective_from": "tomorrow"}, "/effective_from"),
            ({"nickname": "x" * 201}, "/nickname"),
            ({"interval": "month"}, "/interval"),
        ],
    )
    def test_invalid_payload(self, tenant, fields, pointer):
        product = make_product(tenant.live)
        body = {"product_id": product["id"], "currency": "EUR", "unit_amount": "1", **fields}

        assert pointer in errors(tenant.live.post("/v1/prices", json=body))
        assert tenant.live.get("/v1/prices").json()["data"] == []

    @pytest.mark.parametrize(
        ("tiers", "pointer"),
        [
            ([], "/tiers"),
            ([tier("10")], "/tiers/0/up_to"),
            ([tier(None), tier(None)], "/tiers/0/up_to"),
            ([tier("10"), tier("10"), tier(None)], "/tiers/1/up_to"),
            ([tier("10"), tier("5"), tier(None)], "/tiers/1/up_to"),
            ([tier("0"), tier(None)], "/tiers/0/up_to"),
            ([tier("10", "-1"), tier(None)], "/tiers/0/unit_amount"),
            ([tier("10"), tier(None, flat="-2")], "/tiers/1/flat_amount"),
            ([tier("10"), tier(None, flat="2.005")], "/tiers/1/flat_amount"),
            ([{"unit_amount": "1"}], "/tiers/0/up_to"),
            ([{**tier(None), "extra": 1}], "/tiers/0/extra"),
        ],
    )
    def test_invalid_tiers(self, tenant, tiers, pointer):
        product = make_product(tenant.live)
        body = {"product_id": product["id"], "currency": "EUR", "tiers": tiers}

        assert pointer in errors(tenant.live.post("/v1/prices", json=body))

    def test_flat_amounts_follow_the_currency(self, tenant):
        tiers = [{"up_to": None, "unit_amount": "1.5", "flat_amount": "3.5"}]
        product = make_product(tenant.live)

        jpy = tenant.live.post(
            "/v1/prices", json={"product_id": product["id"], "currency": "JPY", "tiers": tiers}
        )
        kwd_tiers = [tier(None, flat="1.005")]
        kwd = make_price(tenant.live, product["id"], currency="KWD", tiers=kwd_tiers)

        assert "/tiers/0/flat_amount" in errors(jpy)
        assert kwd["active_version"]["tiers"][0]["flat_amount"] == "1.005"

    def test_unknown_product(self, tenant, other_tenant):
        foreign = make_product(other_tenant.live)
        for product_id in (str(uuid.uuid4()), foreign["id"]):
            response = tenant.live.post(
                "/v1/prices", json={"product_id": product_id, "currency": "EUR", "unit_amount": "1"}
            )
            assert "/product_id" in errors(response)

    def test_archived_product(self, tenant):
        product = make_product(tenant.live)
        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})

        response = tenant.live.post(
            "/v1/prices", json={"product_id": product["id"], "currency": "EUR", "unit_amount": "1"}
        )

        assert "/product_id" in errors(response)

    def test_requires_prices_write(self, tenant):
        product = make_product(tenant.live)
        reader = add_api_key(tenant, scopes=["prices:read", "products:write"])

        response = reader.post(
            "/v1/prices", json={"product_id": product["id"], "currency": "EUR", "unit_amount": "1"}
        )

        assert response.status_code == 403


class TestGetAndListPrices:
    def test_unknown_is_not_found(self, tenant):
        assert tenant.live.get(f"/v1/prices/{uuid.uuid4()}").status_code == 404

    def test_filters(self, tenant):
        api = tenant.live
        product = make_product(api)
        eur = make_price(api, product["id"])
        usd = make_price(api, product["id"], currency="USD", pricing_model="flat")
        tiered = make_price(api, tiers=TIERS)
        make_plan(api, eur["id"])
        api.patch(f"/v1/prices/{usd['id']}", json={"active": False})

        def ids(query: str = "") -> list[str]:
            response = api.get(f"/v1/prices{query}")
            assert response.status_code == 200, response.text
            return [p["id"] for p in response.json()["data"]]

        assert ids() == [tiered["id"], usd["id"], eur["id"]]
        assert ids(f"?product_id={product['id']}") == [usd["id"], eur["id"]]
        assert ids("?currency=USD") == [usd["id"]]
        assert ids("?active=true") == [tiered["id"], eur["id"]]
        assert ids("?pricing_model=tiered") == [tiered["id"]]
        assert ids("?pricing_model=flat,per_unit") == [usd["id"], eur["id"]]
        assert ids(f"?created_at.lte={eur['created_at'].replace('+', '%2B')}") == [eur["id"]]
        listed = api.get("/v1/prices").json()["data"]
        assert listed[2] == api.get(f"/v1/prices/{eur['id']}").json()["data"]

    def test_bad_filter_value(self, tenant):
        response = tenant.live.get("/v1/prices?pricing_model=stairstep")

        assert response.status_code == 400
        assert response.json()["code"] == "INVALID_FILTER"


class TestUpdatePrice:
    def test_nickname_and_metadata(self, tenant):
        price = make_price(tenant.live, nickname="Old", metadata={"a": "1"})

        response = tenant.live.patch(
            f"/v1/prices/{price['id']}", json={"nickname": None, "metadata": {"b": "2"}}
        )

        assert response.status_code == 200, response.text
        updated = response.json()["data"]
        assert updated["nickname"] is None
        assert updated["metadata"] == {"b": "2"}
        assert updated["active_version"] == price["active_version"]

    @pytest.mark.parametrize(
        "body",
        [{"currency": "USD"}, {"unit_amount": "5"}, {"active": None}, {"metadata": None}],
    )
    def test_invalid(self, tenant, body):
        price = make_price(tenant.live)

        response = tenant.live.patch(f"/v1/prices/{price['id']}", json=body)

        assert response.status_code == 422
        assert tenant.live.get(f"/v1/prices/{price['id']}").json()["data"] == price

    def test_archive_and_restore(self, tenant):
        price = make_price(tenant.live)

        archived = tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})
        assert archived.status_code == 200, archived.text
        assert archived.json()["data"]["active"] is False
        assert archived.json()["data"]["archived_at"] is not None
        assert archived.json()["data"]["active_version"]["status"] == "active"

        restored = tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": True})
        assert restored.json()["data"]["active"] is True
        assert restored.json()["data"]["archived_at"] is None

    def test_archive_refused_while_an_active_plan_uses_it(self, tenant):
        price = make_price(tenant.live)
        make_plan(tenant.live, price["id"])

        response = tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        assert response.status_code == 409
        assert response.json()["code"] == "REFERENCED"
        assert tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["active"] is True

    def test_archive_allowed_once_the_plan_is_archived(self, tenant):
        price = make_price(tenant.live)
        plan = make_plan(tenant.live, price["id"])
        tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False})

        response = tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        assert response.status_code == 200

    def test_archive_refused_while_open_subscriptions_use_its_archived_plan(self, tenant):
        price = make_price(tenant.live)
        plan = make_plan(tenant.live, price["id"])
        open_subscription(tenant, plan)
        tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False})

        response = tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        assert response.status_code == 409
        assert response.json()["code"] == "REFERENCED"

    def test_archive_refused_while_an_open_subscription_has_it_as_add_on(self, tenant):
        add_on = make_price(tenant.live)
        plan = make_plan(tenant.live)
        subscription = open_subscription(tenant, plan, add_on_price_id=add_on["id"])

        refused = tenant.live.patch(f"/v1/prices/{add_on['id']}", json={"active": False})
        assert refused.status_code == 409
        assert refused.json()["code"] == "REFERENCED"

        set_status(tenant, subscription, "canceled")
        allowed = tenant.live.patch(f"/v1/prices/{add_on['id']}", json={"active": False})
        assert allowed.status_code == 200

    def test_restore_refused_while_the_product_is_archived(self, tenant):
        product = make_product(tenant.live)
        price = make_price(tenant.live, product["id"])
        tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})
        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})

        response = tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": True})

        assert response.status_code == 409
        assert response.json()["code"] == "INVALID_STATE"
        assert tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["active"] is False


def test_create_honours_an_idempotency_key(tenant):
    product = make_product(tenant.live)
    body = {"product_id": product["id"], "currency": "EUR", "unit_amount": "3"}

    first = tenant.live.post("/v1/prices", json=body, idempotency_key="price-1")
    replay = tenant.live.post("/v1/prices", json=body, idempotency_key="price-1")

    assert first.status_code == replay.status_code == 201
    assert replay.headers["Idempotent-Replayed"] == "true"
    assert replay.json() == first.json()
    assert len(tenant.live.get("/v1/prices").json()["data"]) == 1
