"""Customer segments over HTTP: rules by tag, country, currency, created_at and metadata,
evaluated live; preview of unsaved selectors; validation; soft delete."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.customers.helpers import create_customer
from tests.segments.helpers import tag_customer
from tests.support import Tenant, pointers, problem


@pytest.fixture
def people(tenant: Tenant, frozen_clock) -> dict[str, dict]:
    frozen_clock(datetime(2026, 1, 10, tzinfo=UTC))
    anna = create_customer(
        tenant.live,
        name="Anna",
        currency="EUR",
        address={"country": "DE"},
        metadata={"tier": "gold"},
    )
    frozen_clock(datetime(2026, 2, 10, tzinfo=UTC))
    bob = create_customer(
        tenant.live,
        name="Bob",
        currency="USD",
        address={"country": "US"},
        metadata={"tier": "silver"},
    )
    frozen_clock(datetime(2026, 3, 10, tzinfo=UTC))
    chloe = create_customer(tenant.live, name="Chloé", currency="EUR", address={"country": "FR"})
    create_customer(tenant.sandbox, name="Sandy", currency="EUR", address={"country": "DE"})
    return {"anna": anna, "bob": bob, "chloe": chloe}


def _members(tenant: Tenant, rules: list[dict], match: str = "all") -> list[str]:
    created = tenant.live.post("/v1/segments", json={"name": "S", "match": match, "rules": rules})
    assert created.status_code == 201, created.text
    response = tenant.live.get(f"/v1/segments/{created.json()['data']['id']}/customers")
    assert response.status_code == 200, response.text
    return sorted(c["name"] for c in response.json()["data"])


class TestSegmentMembers:
    def test_country_and_currency(self, tenant: Tenant, people):
        assert _members(tenant, [{"field": "country", "op": "eq", "value": "de"}]) == ["Anna"]
        assert _members(tenant, [{"field": "country", "op": "in", "value": ["DE", "FR"]}]) == [
            "Anna",
            "Chloé",
        ]
        assert _members(tenant, [{"field": "currency", "op": "ne", "value": "EUR"}]) == ["Bob"]
        assert _members(
            tenant,
            [
                {"field": "currency", "op": "eq", "value": "EUR"},
                {"field": "country", "op": "not_in", "value": ["DE"]},
            ],
        ) == ["Chloé"]

    def test_any_of_the_rules(self, tenant: Tenant, people):
        rules = [
            {"field": "country", "op": "eq", "value": "US"},
            {"field": "country", "op": "eq", "value": "FR"},
        ]
        assert _members(tenant, rules, match="any") == ["Bob", "Chloé"]
        assert _members(tenant, rules, match="all") == []

    def test_created_at(self, tenant: Tenant, people):
        rules = [{"field": "created_at", "op": "gte", "value": "2026-02-01T00:00:00Z"}]
        assert _members(tenant, rules) == ["Bob", "Chloé"]
        rules = [{"field": "created_at", "op": "lt", "value": "2026-02-01T00:00:00+01:00"}]
        assert _members(tenant, rules) == ["Anna"]

    def test_metadata(self, tenant: Tenant, people):
        assert _members(tenant, [{"field": "metadata.tier", "op": "eq", "value": "gold"}]) == [
            "Anna"
        ]
        assert _members(tenant, [{"field": "metadata.tier", "op": "exists", "value": False}]) == [
            "Chloé"
        ]
        assert _members(tenant, [{"field": "metadata.tier", "op": "ne", "value": "gold"}]) == [
            "Bob",
            "Chloé",
        ]

    def test_tags(self, tenant: Tenant, people):
        vip = tag_customer(tenant, "live", people["anna"]["id"])
        tag_customer(tenant, "live", people["bob"]["id"], vip)
        late = tag_customer(tenant, "live", people["bob"]["id"])
        assert _members(tenant, [{"field": "tag", "op": "any", "value": [vip]}]) == ["Anna", "Bob"]
        assert _members(tenant, [{"field": "tag", "op": "all", "value": [vip, late]}]) == ["Bob"]
        assert _members(tenant, [{"field": "tag", "op": "none", "value": [late]}]) == [
            "Anna",
            "Chloé",
        ]
        customer = tenant.live.get(f"/v1/customers/{people['bob']['id']}").json()["data"]
        assert {t["id"] for t in customer["tags"]} == {vip, late}

    def test_membership_is_live(self, tenant: Tenant, people):
        segment = tenant.live.post(
            "/v1/segments",
            json={"name": "DE", "rules": [{"field": "country", "op": "eq", "value": "DE"}]},
        ).json()["data"]
        tenant.live.patch(
            f"/v1/customers/{people['chloe']['id']}", json={"address": {"country": "DE"}}
        )
        names = [
            c["name"]
            for c in tenant.live.get(f"/v1/segments/{segment['id']}/customers").json()["data"]
        ]
        assert sorted(names) == ["Anna", "Chloé"]

    def test_deleted_customers_leave_the_segment(self, tenant: Tenant, people):
        tenant.live.delete(f"/v1/customers/{people['anna']['id']}")
        assert _members(tenant, [{"field": "country", "op": "eq", "value": "DE"}]) == []

    def test_no_rules_selects_everyone_in_the_workspace(self, tenant: Tenant, people):
        assert _members(tenant, []) == ["Anna", "Bob", "Chloé"]


class TestPreview:
    def test_preview_counts_without_saving(self, tenant: Tenant, people):
        response = tenant.live.post(
            "/v1/segments/preview",
            json={"rules": [{"field": "currency", "op": "eq", "value": "EUR"}]},
        )
        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["count"] == 2
        assert [c["name"] for c in data["sample"]] == ["Chloé", "Anna"]
        assert tenant.live.get("/v1/segments").json()["data"] == []


class TestValidation:
    @pytest.mark.parametrize(
        ("rule", "pointer"),
        [
            ({"field": "shoe_size", "op": "eq", "value": "42"}, "/rules/0/field"),
            ({"field": "country", "op": "gt", "value": "DE"}, "/rules/0"),
            ({"field": "country", "op": "eq", "value": "XX"}, "/rules/0"),
            ({"field": "currency", "op": "in", "value": "EUR"}, "/rules/0"),
            ({"field": "created_at", "op": "gt", "value": "last week"}, "/rules/0"),
            ({"field": "metadata.a b", "op": "eq", "value": "x"}, "/rules/0/field"),
            ({"field": "metadata.k", "op": "exists", "value": "yes"}, "/rules/0"),
            ({"field": "tag", "op": "any", "value": ["not-a-uuid"]}, "/rules/0"),
            (
                {"field": "tag", "op": "any", "value": ["00000000-0000-4000-8000-000000000000"]},
                "/rules/0/value/0",
            ),
            ({"field": "country", "op": "eq", "value": "DE", "extra": 1}, "/rules/0/extra"),
        ],
    )
    def test_bad_rules_name_the_rule(self, tenant: Tenant, rule, pointer):
        response = tenant.live.post("/v1/segments", json={"name": "Bad", "rules": [rule]})
        assert pointer in pointers(response)
        assert tenant.live.get("/v1/segments").json()["data"] == []

    def test_match_must_be_all_or_any(self, tenant: Tenant):
        response = tenant.live.post("/v1/segments", json={"name": "Bad", "match": "most"})
        assert "/match" in pointers(response)


class TestSegmentLifecycle:
    def test_update_and_soft_delete(self, tenant: Tenant):
        segment = tenant.live.post("/v1/segments", json={"name": "Old"}).json()["data"]
        assert segment["match"] == "all" and segment["rules"] == []

        updated = tenant.live.patch(
            f"/v1/segments/{segment['id']}",
            json={"name": "New", "rules": [{"field": "currency", "op": "eq", "value": "usd"}]},
        )
        assert updated.status_code == 200, updated.text
        assert updated.json()["data"]["name"] == "New"
        assert updated.json()["data"]["rules"] == [
            {"field": "currency", "op": "eq", "value": "USD"}
        ]
        assert "/name" in pointers(
            tenant.live.patch(f"/v1/segments/{segment['id']}", json={"name": None})
        )

        assert tenant.live.delete(f"/v1/segments/{segment['id']}").status_code == 204
        problem(tenant.live.get(f"/v1/segments/{segment['id']}"), 404, "NOT_FOUND")
        assert tenant.live.get("/v1/segments").json()["data"] == []
        types = [
            e["type"]
            for e in tenant.live.get(f"/v1/events?resource_id={segment['id']}").json()["data"]
        ]
        assert types == ["segment.deleted", "segment.updated", "segment.created"]
