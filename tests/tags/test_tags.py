"""The tags API over HTTP: create (normalized, unique per organization and entity type
ignoring case), get, update, soft delete (refused while referenced), and the list's filters."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from billing.tags.repository import TagRepository
from tests.customers.helpers import create_customer
from tests.promotions.helpers import create_promotion
from tests.support import Api, Tenant, every, pointers, problem
from tests.tags.helpers import add_tags, make_tag


def _create(api: Api, **body: object) -> object:
    return api.post("/v1/tags", json=body, idempotency_key=True)


class TestCreateTag:
    def test_the_name_is_normalized(self, tenant: Tenant):
        response = _create(
            tenant.live,
            name="  \uff36\uff29\uff30 \t  gold\u3000club ",
            entity_type="CUSTOMER",
            color="#ff8800",
            description="Top customers",
        )

        assert response.status_code == 201, response.text
        tag = response.json()["data"]
        assert tag["name"] == "VIP gold club"
        assert tag["entity_type"] == "CUSTOMER"
        assert tag["color"] == "#FF8800"
        assert tag["description"] == "Top customers"
        assert tag["archived"] is False
        assert "usage_count" not in tag
        assert tenant.live.get(f"/v1/tags/{tag['id']}").json()["data"] == tag

    def test_names_clash_ignoring_case_within_an_entity_type(self, tenant: Tenant):
        make_tag(tenant.live, "CUSTOMER", name="Straße")

        problem(_create(tenant.live, name="STRASSE", entity_type="CUSTOMER"), 409, "CONFLICT")
        problem(_create(tenant.live, name=" straße ", entity_type="CUSTOMER"), 409, "CONFLICT")
        assert _create(tenant.live, name="Straße", entity_type="INVOICE").status_code == 201

    def test_names_are_unique_across_the_organizations_workspaces_only(
        self, tenant: Tenant, other_tenant: Tenant
    ):
        make_tag(tenant.live, "PLAN", name="Legacy")

        problem(_create(tenant.sandbox, name="legacy", entity_type="PLAN"), 409, "CONFLICT")
        assert _create(other_tenant.live, name="Legacy", entity_type="PLAN").status_code == 201

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"name": " \t ", "entity_type": "CUSTOMER"}, "/name"),
            ({"name": "x" * 101, "entity_type": "CUSTOMER"}, "/name"),
            ({"name": "A", "entity_type": "ORDER"}, "/entity_type"),
            ({"name": "A", "entity_type": "CUSTOMER", "color": "red"}, "/color"),
            ({"name": "A", "entity_type": "CUSTOMER", "color": "#12345"}, "/color"),
            ({"name": "A", "entity_type": "CUSTOMER", "archived": True}, "/archived"),
            ({"entity_type": "CUSTOMER"}, "/name"),
        ],
    )
    def test_bad_input_is_refused_and_creates_nothing(self, tenant: Tenant, body, pointer):
        assert pointer in pointers(_create(tenant.live, **body))
        assert every(tenant.live, "/v1/tags", archived="true") == []

    def test_an_idempotency_key_is_required(self, tenant: Tenant):
        response = tenant.live.post("/v1/tags", json={"name": "A", "entity_type": "PLAN"})

        problem(response, 400, "IDEMPOTENCY_KEY_REQUIRED")

    def test_a_tag_of_another_organization_is_not_found(self, tenant, other_tenant):
        tag = make_tag(other_tenant.live)

        problem(tenant.live.get(f"/v1/tags/{tag['id']}"), 404, "NOT_FOUND")


class TestUpdateTag:
    def test_omitted_fields_stay_and_empty_strings_clear(self, tenant: Tenant):
        tag = make_tag(tenant.live, color="#000000", description="Old")

        renamed = tenant.live.patch(f"/v1/tags/{tag['id']}", json={"name": " New  name "})
        assert renamed.status_code == 200, renamed.text
        assert renamed.json()["data"] | {"updated_at": None} == tag | {
            "name": "New name",
            "updated_at": None,
        }

        cleared = tenant.live.patch(
            f"/v1/tags/{tag['id']}", json={"color": "", "description": ""}
        ).json()["data"]
        assert (cleared["name"], cleared["color"], cleared["description"]) == (
            "New name",
            None,
            None,
        )

    def test_archive_and_unarchive(self, tenant: Tenant):
        tag = make_tag(tenant.live)

        archived = tenant.live.patch(f"/v1/tags/{tag['id']}", json={"archived": True})
        assert archived.json()["data"]["archived"] is True
        restored = tenant.live.patch(f"/v1/tags/{tag['id']}", json={"archived": False})
        assert restored.json()["data"]["archived"] is False

    def test_a_rename_onto_another_tags_name_is_a_conflict(self, tenant: Tenant):
        make_tag(tenant.live, name="Taken")
        tag = make_tag(tenant.live, name="Mine")

        problem(tenant.live.patch(f"/v1/tags/{tag['id']}", json={"name": "TAKEN"}), 409, "CONFLICT")
        assert tenant.live.get(f"/v1/tags/{tag['id']}").json()["data"]["name"] == "Mine"
        recased = tenant.live.patch(f"/v1/tags/{tag['id']}", json={"name": "MINE"})
        assert recased.json()["data"]["name"] == "MINE"

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"name": None}, "/name"),
            ({"name": ""}, "/name"),
            ({"archived": None}, "/archived"),
            ({"color": "#GGGGGG"}, "/color"),
            ({"entity_type": "PLAN"}, "/entity_type"),
        ],
    )
    def test_bad_input_changes_nothing(self, tenant: Tenant, body, pointer):
        tag = make_tag(tenant.live, color="#ABCDEF")

        assert pointer in pointers(tenant.live.patch(f"/v1/tags/{tag['id']}", json=body))
        assert tenant.live.get(f"/v1/tags/{tag['id']}").json()["data"] == tag


class TestDeleteTag:
    def test_delete_drops_every_tagging_and_frees_the_name(self, tenant: Tenant):
        tag = make_tag(tenant.live, name="Gone")
        live_customer = create_customer(tenant.live)
        sandbox_customer = create_customer(tenant.sandbox)
        add_tags(tenant.live, "customers", live_customer["id"], tag["id"])
        add_tags(tenant.sandbox, "customers", sandbox_customer["id"], tag["id"])

        response = tenant.live.delete(f"/v1/tags/{tag['id']}")

        assert response.status_code == 204
        problem(tenant.live.get(f"/v1/tags/{tag['id']}"), 404, "NOT_FOUND")
        live = tenant.live.get(f"/v1/customers/{live_customer['id']}").json()["data"]
        sandbox = tenant.sandbox.get(f"/v1/customers/{sandbox_customer['id']}").json()["data"]
        assert live["tags"] == sandbox["tags"] == []
        assert every(tenant.live, "/v1/customers", tag=tag["id"]) == []
        assert _create(tenant.live, name="gone", entity_type="CUSTOMER").status_code == 201
        problem(tenant.live.delete(f"/v1/tags/{tag['id']}"), 404, "NOT_FOUND")

    def test_a_tag_named_by_a_segment_rule_is_referenced(self, tenant: Tenant):
        tag = make_tag(tenant.live)
        customer = create_customer(tenant.live)
        add_tags(tenant.live, "customers", customer["id"], tag["id"])
        created = tenant.sandbox.post(
            "/v1/segments",
            json={"name": "S", "rules": [{"field": "tag", "op": "any", "value": [tag["id"]]}]},
        )
        assert created.status_code == 201, created.text

        problem(tenant.live.delete(f"/v1/tags/{tag['id']}"), 409, "REFERENCED")
        shown = tenant.live.get(f"/v1/customers/{customer['id']}").json()["data"]["tags"]
        assert [t["id"] for t in shown] == [tag["id"]]

        tenant.sandbox.delete(f"/v1/segments/{created.json()['data']['id']}")
        assert tenant.live.delete(f"/v1/tags/{tag['id']}").status_code == 204

    def test_a_tag_named_by_a_promotion_condition_is_referenced(self, tenant: Tenant):
        tag = make_tag(tenant.live)
        create_promotion(
            tenant.live, eligibility={"all": [{"type": "customer_tags", "tag_ids": [tag["id"]]}]}
        )

        problem(tenant.live.delete(f"/v1/tags/{tag['id']}"), 409, "REFERENCED")
        assert tenant.live.get(f"/v1/tags/{tag['id']}").status_code == 200


class TestListTags:
    @pytest.fixture
    def tags(self, tenant: Tenant, frozen_clock) -> dict[str, dict]:
        frozen_clock(datetime(2026, 1, 1, tzinfo=UTC))
        gold = make_tag(tenant.live, "CUSTOMER", name="Gold", color="#FFD700")
        frozen_clock(datetime(2026, 2, 1, tzinfo=UTC))
        silver = make_tag(tenant.live, "CUSTOMER", name="Silver", color="#C0C0C0")
        frozen_clock(datetime(2026, 3, 1, tzinfo=UTC))
        legacy = make_tag(tenant.live, "PLAN", name="Legacy plan")
        frozen_clock(datetime(2026, 3, 2, tzinfo=UTC))
        old = make_tag(tenant.live, "INVOICE", name="Old gold")
        tenant.live.patch(f"/v1/tags/{old['id']}", json={"archived": True})
        return {"gold": gold, "silver": silver, "legacy": legacy, "old": old}

    @staticmethod
    def _names(api: Api, **params: str) -> list[str]:
        return [tag["name"] for tag in every(api, "/v1/tags", **params)]

    def test_archived_absent_true_only(self, tenant: Tenant, tags):
        assert self._names(tenant.live) == ["Legacy plan", "Silver", "Gold"]
        assert self._names(tenant.live, archived="false") == ["Legacy plan", "Silver", "Gold"]
        assert self._names(tenant.live, archived="true") == [
            "Old gold",
            "Legacy plan",
            "Silver",
            "Gold",
        ]
        assert self._names(tenant.live, archived="only") == ["Old gold"]
        problem(tenant.live.get("/v1/tags", params={"archived": "maybe"}), 400, "INVALID_FILTER")

    def test_filters(self, tenant: Tenant, tags):
        api = tenant.live
        assert self._names(api, name="Gold") == ["Gold"]
        assert self._names(api, **{"name.contains": "GOLD", "archived": "true"}) == [
            "Old gold",
            "Gold",
        ]
        assert self._names(api, entity_type="PLAN") == ["Legacy plan"]
        assert self._names(api, entity_type="PLAN,CUSTOMER") == ["Legacy plan", "Silver", "Gold"]
        assert self._names(api, color="#FFD700") == ["Gold"]
        assert self._names(api, color="#FFD700,#C0C0C0") == ["Silver", "Gold"]
        assert self._names(api, **{"created_at.lt": "2026-02-01T00:00:00Z"}) == ["Gold"]
        assert self._names(api, **{"created_at.gte": "2026-02-01T00:00:00Z"}) == [
            "Legacy plan",
            "Silver",
        ]
        assert self._names(api, **{"updated_at.gte": "2026-03-01"}) == ["Legacy plan"]
        assert self._names(api, **{"updated_at.gte": "2026-03-01", "archived": "only"}) == [
            "Old gold"
        ]
        assert self._names(tenant.sandbox) == ["Legacy plan", "Silver", "Gold"]
        problem(api.get("/v1/tags", params={"colour": "#FFFFFF"}), 400, "INVALID_FILTER")

    def test_usage_count_counts_this_workspaces_resources(self, tenant: Tenant, tags):
        for _ in range(2):
            add_tags(
                tenant.live, "customers", create_customer(tenant.live)["id"], tags["gold"]["id"]
            )
        add_tags(
            tenant.sandbox, "customers", create_customer(tenant.sandbox)["id"], tags["gold"]["id"]
        )

        listed = every(tenant.live, "/v1/tags", include="usage_count")
        sandbox = every(tenant.sandbox, "/v1/tags", include="usage_count")

        assert [(t["name"], t["usage_count"]) for t in listed] == [
            ("Legacy plan", 0),
            ("Silver", 0),
            ("Gold", 2),
        ]
        assert [t["usage_count"] for t in sandbox] == [0, 0, 1]
        problem(
            tenant.live.get("/v1/tags", params={"include": "everything"}), 400, "INVALID_FILTER"
        )

    def test_pages_follow_one_another(self, tenant: Tenant, tags):
        first = tenant.live.get("/v1/tags", params={"limit": 2, "archived": "true"}).json()
        second = tenant.live.get(
            "/v1/tags",
            params={"limit": 2, "archived": "true", "cursor": first["pagination"]["cursor"]},
        ).json()

        assert [t["name"] for t in first["data"] + second["data"]] == [
            "Old gold",
            "Legacy plan",
            "Silver",
            "Gold",
        ]
        assert second["pagination"]["has_more"] is False


def test_a_name_taken_by_a_concurrent_request_is_a_conflict_too(tenant: Tenant, monkeypatch):
    """The unique index decides when two requests pass the check at once (simulated by a
    check that sees nothing)."""
    make_tag(tenant.live, "CUSTOMER", name="Race")

    async def sees_nothing(*args: object, **kwargs: object) -> bool:
        return False

    monkeypatch.setattr(TagRepository, "name_taken", sees_nothing)

    problem(_create(tenant.live, name="race", entity_type="CUSTOMER"), 409, "CONFLICT")
    assert [t["name"] for t in every(tenant.live, "/v1/tags")] == ["Race"]
