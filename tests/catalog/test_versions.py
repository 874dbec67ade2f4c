"""Price versions: drafts, PUT, publish (active or scheduled), the date rules, discard, get,
and the timeline (ordering, include=all, effective_until)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from billing.platform import clock
from tests.catalog.helpers import make_draft, make_price, statuses, timeline
from tests.support import pointers

T0 = datetime(2030, 1, 1, 12, 0, tzinfo=UTC)


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def publish(api, price_id: str, version_id: str, effective_from: datetime | None = None):
    body = {"effective_from": effective_from.isoformat()} if effective_from else None
    return api.post(f"/v1/prices/{price_id}/versions/{version_id}/publish", json=body)


@pytest.fixture
def now(frozen_clock):
    frozen_clock(T0)
    return T0


class TestCreateDraft:
    def test_draft_gets_the_next_number(self, tenant):
        price = make_price(tenant.live)

        response = tenant.live.post(
            f"/v1/prices/{price['id']}/versions",
            json={"unit_amount": "11", "effective_from": "2031-01-01T00:00:00+01:00"},
        )

        assert response.status_code == 201, response.text
        draft = response.json()["data"]
        assert draft["version"] == 2
        assert draft["status"] == "draft"
        assert draft["unit_amount"] == "11.00"
        assert draft["effective_from"] == "2030-12-31T23:00:00Z"
        assert draft["published_at"] is None
        assert tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["latest_version"] == 2
        assert make_draft(tenant.live, price["id"])["version"] == 3

    def test_tiered_price_takes_tiers(self, tenant):
        price = make_price(tenant.live, tiers=[{"up_to": None, "unit_amount": "1"}])

        refused = tenant.live.post(f"/v1/prices/{price['id']}/versions", json={"unit_amount": "1"})
        draft = make_draft(tenant.live, price["id"], tiers=[{"up_to": None, "unit_amount": "2"}])

        assert set(pointers(refused)) == {"/unit_amount", "/tiers"}
        assert draft["tiers"] == [{"up_to": None, "unit_amount": "2.00", "flat_amount": None}]

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({}, "/unit_amount"),
            ({"unit_amount": "-0.01"}, "/unit_amount"),
            ({"tiers": [{"up_to": None, "unit_amount": "1"}]}, "/tiers"),
            ({"unit_amount": "1", "effective_from": "2030-01-01"}, "/effective_from"),
            ({"unit_amount": "1", "status": "active"}, "/status"),
        ],
    )
    def test_invalid(self, tenant, body, pointer):
        price = make_price(tenant.live)

        response = tenant.live.post(f"/v1/prices/{price['id']}/versions", json=body)

        assert pointer in pointers(response)
        assert tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["latest_version"] == 1

    def test_flat_amount_within_the_currency(self, tenant):
        price = make_price(tenant.live, pricing_model="flat", unit_amount="10")

        response = tenant.live.post(
            f"/v1/prices/{price['id']}/versions", json={"unit_amount": "10.001"}
        )

        assert pointers(response) == ["/unit_amount"]

    def test_unknown_price(self, tenant):
        response = tenant.live.post(
            f"/v1/prices/{uuid.uuid4()}/versions", json={"unit_amount": "1"}
        )

        assert response.status_code == 404

    def test_archived_price_refuses_new_versions(self, tenant):
        price = make_price(tenant.live)
        tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        response = tenant.live.post(f"/v1/prices/{price['id']}/versions", json={"unit_amount": "1"})

        assert response.status_code == 409
        assert response.json()["code"] == "INVALID_STATE"

    def test_archived_product_still_allows_new_versions(self, tenant):
        price = make_price(tenant.live)
        tenant.live.patch(f"/v1/products/{price['product_id']}", json={"active": False})

        draft = make_draft(tenant.live, price["id"])

        assert publish(tenant.live, price["id"], draft["id"]).status_code == 200


class TestPublish:
    def test_effective_now_supersedes_the_active_version(self, tenant, now):
        price = make_price(tenant.live, effective_from=now - timedelta(days=10))
        draft = make_draft(tenant.live, price["id"], unit_amount="15")

        response = publish(tenant.live, price["id"], draft["id"])

        assert response.status_code == 200, response.text
        published = response.json()["data"]
        assert published["status"] == "active"
        assert published["effective_from"] == iso(now)
        assert published["published_at"] == iso(now)
        assert published["activated_at"] == iso(now)
        assert statuses(tenant.live, price["id"]) == [(1, "archived"), (2, "active")]
        first = timeline(tenant.live, price["id"], "all")[0]
        assert first["archived_reason"] == "superseded"
        assert first["effective_until"] == iso(now)
        current = tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["active_version"]
        assert current["id"] == draft["id"]
        assert current["unit_amount"] == "15.00"

    def test_effective_in_the_past_after_the_active_one(self, tenant, now):
        price = make_price(tenant.live, effective_from=now - timedelta(days=10))
        draft = make_draft(tenant.live, price["id"])

        response = publish(tenant.live, price["id"], draft["id"], now - timedelta(days=2))

        assert response.json()["data"]["status"] == "active"
        assert statuses(tenant.live, price["id"]) == [(1, "archived"), (2, "active")]

    def test_future_effective_from_schedules(self, tenant, now):
        price = make_price(tenant.live)
        later = now + timedelta(days=5)
        draft = make_draft(tenant.live, price["id"], effective_from=later)

        response = publish(tenant.live, price["id"], draft["id"])

        assert response.status_code == 200
        scheduled = response.json()["data"]
        assert scheduled["status"] == "scheduled"
        assert scheduled["effective_from"] == iso(later)
        assert scheduled["activated_at"] is None
        assert statuses(tenant.live, price["id"]) == [(1, "active"), (2, "scheduled")]
        assert timeline(tenant.live, price["id"])[0]["effective_until"] == iso(later)
        events = tenant.live.get(f"/v1/events?resource_id={draft['id']}").json()["data"]
        assert sorted(e["type"] for e in events) == [
            "price_version.created",
            "price_version.scheduled",
        ]

    def test_body_overrides_the_drafts_date(self, tenant, now):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"], effective_from=now + timedelta(days=5))

        response = publish(tenant.live, price["id"], draft["id"], now + timedelta(days=9))

        assert response.json()["data"]["effective_from"] == iso(now + timedelta(days=9))

    def test_only_drafts(self, tenant, now):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"], effective_from=now + timedelta(days=1))
        publish(tenant.live, price["id"], draft["id"])

        for version_id in (price["active_version"]["id"], draft["id"]):
            response = publish(tenant.live, price["id"], version_id)
            assert response.status_code == 409
            assert response.json()["code"] == "INVALID_STATE"
        assert statuses(tenant.live, price["id"]) == [(1, "active"), (2, "scheduled")]

    def test_same_instant_as_another_published_version(self, tenant, now):
        price = make_price(tenant.live, effective_from=now - timedelta(days=1))
        later = now + timedelta(days=3)
        first = make_draft(tenant.live, price["id"], effective_from=later)
        publish(tenant.live, price["id"], first["id"])
        second = make_draft(tenant.live, price["id"])

        for moment in (later, now - timedelta(days=1)):
            response = publish(tenant.live, price["id"], second["id"], moment)
            assert pointers(response) == ["/effective_from"]
        assert statuses(tenant.live, price["id"])[-1] == (3, "draft")

    def test_before_the_version_in_force_rewrites_history(self, tenant, now):
        price = make_price(tenant.live, effective_from=now - timedelta(days=1))
        draft = make_draft(tenant.live, price["id"], effective_from=now - timedelta(days=2))

        response = publish(tenant.live, price["id"], draft["id"])

        assert pointers(response) == ["/effective_from"]
        assert statuses(tenant.live, price["id"]) == [(2, "draft"), (1, "active")]

    def test_bad_body(self, tenant):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"])

        response = tenant.live.post(
            f"/v1/prices/{price['id']}/versions/{draft['id']}/publish",
            json={"effective_from": "soon"},
        )

        assert pointers(response) == ["/effective_from"]

    def test_archived_price(self, tenant):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"])
        tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        response = publish(tenant.live, price["id"], draft["id"])

        assert response.status_code == 409
        assert statuses(tenant.live, price["id"]) == [(1, "active"), (2, "draft")]

    def test_version_of_another_price_is_not_found(self, tenant):
        price = make_price(tenant.live)
        other = make_price(tenant.live)
        draft = make_draft(tenant.live, other["id"])

        for method, suffix in (("post", "/publish"), ("post", "/reconfirm"), ("get", "")):
            path = f"/v1/prices/{price['id']}/versions/{draft['id']}{suffix}"
            assert getattr(tenant.live, method)(path).status_code == 404
        put = tenant.live.put(
            f"/v1/prices/{price['id']}/versions/{draft['id']}", json={"unit_amount": "1"}
        )
        assert put.status_code == 404
        assert statuses(tenant.live, other["id"]) == [(1, "active"), (2, "draft")]


class TestReplace:
    def test_replaces_a_drafts_whole_payload(self, tenant, now):
        price = make_price(tenant.live)
        draft = make_draft(
            tenant.live, price["id"], unit_amount="12", effective_from=now + timedelta(days=1)
        )

        response = tenant.live.put(
            f"/v1/prices/{price['id']}/versions/{draft['id']}", json={"unit_amount": "13.5"}
        )

        assert response.status_code == 200, response.text
        replaced = response.json()["data"]
        assert replaced["unit_amount"] == "13.50"
        assert replaced["effective_from"] is None
        assert replaced["status"] == "draft"

    def test_moves_a_scheduled_version(self, tenant, now):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"], effective_from=now + timedelta(days=1))
        publish(tenant.live, price["id"], draft["id"])

        response = tenant.live.put(
            f"/v1/prices/{price['id']}/versions/{draft['id']}",
            json={"unit_amount": "20", "effective_from": (now + timedelta(days=7)).isoformat()},
        )

        assert response.status_code == 200, response.text
        moved = response.json()["data"]
        assert moved["status"] == "scheduled"
        assert moved["effective_from"] == iso(now + timedelta(days=7))
        assert moved["unit_amount"] == "20.00"

    @pytest.mark.parametrize("days", [0, -1, None])
    def test_scheduled_version_stays_in_the_future(self, tenant, now, days):
        price = make_price(tenant.live, effective_from=now - timedelta(days=3))
        draft = make_draft(tenant.live, price["id"], effective_from=now + timedelta(days=1))
        publish(tenant.live, price["id"], draft["id"])
        body: dict = {"unit_amount": "20"}
        if days is not None:
            body["effective_from"] = (now + timedelta(days=days)).isoformat()

        response = tenant.live.put(f"/v1/prices/{price['id']}/versions/{draft['id']}", json=body)

        assert pointers(response) == ["/effective_from"]
        after = tenant.live.get(f"/v1/prices/{price['id']}/versions/{draft['id']}").json()
        assert after["data"]["unit_amount"] == "12.00"

    def test_scheduled_version_cannot_share_an_instant(self, tenant, now):
        price = make_price(tenant.live)
        ids = []
        for day in (1, 2):
            draft = make_draft(tenant.live, price["id"], effective_from=now + timedelta(days=day))
            publish(tenant.live, price["id"], draft["id"])
            ids.append(draft["id"])

        response = tenant.live.put(
            f"/v1/prices/{price['id']}/versions/{ids[1]}",
            json={"unit_amount": "1", "effective_from": (now + timedelta(days=1)).isoformat()},
        )

        assert pointers(response) == ["/effective_from"]

    def test_active_and_archived_versions_are_immutable(self, tenant, now):
        price = make_price(tenant.live, effective_from=now - timedelta(days=1))
        draft = make_draft(tenant.live, price["id"])
        assert publish(tenant.live, price["id"], draft["id"]).status_code == 200

        for version_id in (price["active_version"]["id"], draft["id"]):
            response = tenant.live.put(
                f"/v1/prices/{price['id']}/versions/{version_id}", json={"unit_amount": "1"}
            )
            assert response.status_code == 409
            assert response.json()["code"] == "INVALID_STATE"

    def test_payload_rules(self, tenant):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"])

        response = tenant.live.put(
            f"/v1/prices/{price['id']}/versions/{draft['id']}",
            json={"tiers": [{"up_to": None, "unit_amount": "1"}]},
        )

        assert set(pointers(response)) == {"/tiers", "/unit_amount"}


class TestDiscard:
    def test_discards_a_draft(self, tenant):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"])

        response = tenant.live.post(f"/v1/prices/{price['id']}/versions/{draft['id']}/discard")

        assert response.status_code == 200
        assert response.json()["data"]["status"] == "archived"
        assert response.json()["data"]["archived_reason"] == "discarded"
        again = tenant.live.post(f"/v1/prices/{price['id']}/versions/{draft['id']}/discard")
        assert again.status_code == 409
        assert publish(tenant.live, price["id"], draft["id"]).status_code == 409

    def test_only_drafts(self, tenant):
        price = make_price(tenant.live)

        response = tenant.live.post(
            f"/v1/prices/{price['id']}/versions/{price['active_version']['id']}/discard"
        )

        assert response.status_code == 409
        assert statuses(tenant.live, price["id"]) == [(1, "active")]


class TestTimeline:
    def test_order_default_and_include_all(self, tenant, now):
        api = tenant.live
        price = make_price(api, effective_from=now - timedelta(days=30))
        superseded_by = make_draft(api, price["id"], effective_from=now - timedelta(days=10))
        publish(api, price["id"], superseded_by["id"])
        late = make_draft(api, price["id"], effective_from=now + timedelta(days=20))
        publish(api, price["id"], late["id"])
        soon = make_draft(api, price["id"], effective_from=now + timedelta(days=5))
        publish(api, price["id"], soon["id"])
        undated = make_draft(api, price["id"])
        dated = make_draft(api, price["id"], effective_from=now + timedelta(days=1))
        discarded = make_draft(api, price["id"])
        api.post(f"/v1/prices/{price['id']}/versions/{discarded['id']}/discard")

        default = timeline(api, price["id"])
        everything = timeline(api, price["id"], "all")

        assert [(v["version"], v["status"]) for v in default] == [
            (2, "active"),
            (4, "scheduled"),
            (3, "scheduled"),
        ]
        assert [v["effective_until"] for v in default] == [
            iso(now + timedelta(days=5)),
            iso(now + timedelta(days=20)),
            None,
        ]
        assert [(v["version"], v["status"]) for v in everything] == [
            (1, "archived"),
            (2, "active"),
            (6, "draft"),
            (4, "scheduled"),
            (3, "scheduled"),
            (5, "draft"),
            (7, "archived"),
        ]
        assert everything[0]["effective_until"] == iso(now - timedelta(days=10))
        assert everything[2]["effective_until"] is None
        assert dated["id"] == everything[2]["id"] and undated["id"] == everything[5]["id"]

    @pytest.mark.parametrize("include", ["draft", "ALL", "all,archived", ""])
    def test_other_include_values(self, tenant, include):
        price = make_price(tenant.live)

        response = tenant.live.get(f"/v1/prices/{price['id']}/timeline?include={include}")

        assert response.status_code == 400
        assert response.json()["code"] == "INVALID_FILTER"
        assert response.json()["errors"][0]["pointer"] == "/query/include"

    def test_unknown_price(self, tenant):
        assert tenant.live.get(f"/v1/prices/{uuid.uuid4()}/timeline").status_code == 404


class TestGetVersion:
    def test_get(self, tenant):
        price = make_price(tenant.live)
        draft = make_draft(tenant.live, price["id"])

        response = tenant.live.get(f"/v1/prices/{price['id']}/versions/{draft['id']}")

        assert response.status_code == 200
        assert response.json()["data"] == draft
        unknown = tenant.live.get(f"/v1/prices/{price['id']}/versions/{uuid.uuid4()}")
        assert unknown.status_code == 404


def test_clock_is_the_only_source_of_now(tenant, frozen_clock):
    frozen_clock(T0)
    price = make_price(tenant.live)

    assert price["active_version"]["effective_from"] == iso(T0)
    assert clock.utcnow() == T0


def test_own_price_with_a_version_of_another_tenant_is_not_found(tenant, other_tenant):
    own = make_price(tenant.live)
    foreign = make_price(other_tenant.live)
    draft = make_draft(other_tenant.live, foreign["id"])

    for suffix in ("/publish", "/discard", "/reconfirm"):
        response = tenant.live.post(f"/v1/prices/{own['id']}/versions/{draft['id']}{suffix}")
        assert response.status_code == 404
    assert tenant.live.get(f"/v1/prices/{own['id']}/versions/{draft['id']}").status_code == 404
    assert statuses(other_tenant.live, foreign["id"]) == [(1, "active"), (2, "draft")]
