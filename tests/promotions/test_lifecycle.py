"""The promotion lifecycle over HTTP: publish, archive, delete and copy, and the transitions the
table does not list (409 INVALID_STATE, nothing changed)."""

from __future__ import annotations

from typing import Any

from tests.promotions.helpers import (
    PERCENT_OFF,
    active_promotion,
    create_promotion,
    patch,
    publish,
    versions,
)
from tests.support import Tenant, pointers, problem


def _post(tenant: Tenant, promotion_id: str, action: str, **kwargs: Any) -> Any:
    return tenant.live.post(
        f"/v1/promotions/{promotion_id}/{action}", idempotency_key=True, **kwargs
    )


def _status(tenant: Tenant, promotion_id: str) -> str:
    return str(tenant.live.get(f"/v1/promotions/{promotion_id}").json()["data"]["status"])


class TestPublish:
    def test_a_draft_becomes_active(self, tenant: Tenant):
        draft = create_promotion(tenant.live)

        active = publish(tenant.live, draft["id"])

        assert active["status"] == "active"
        assert active["derived_status"] == "running"
        assert active["live_version"] == 1
        assert active["published_at"] is not None
        assert [(v["version"], v["status"]) for v in versions(tenant.live, draft["id"])] == [
            (1, "published")
        ]

    def test_an_active_promotion_without_a_pending_version_is_refused(self, tenant: Tenant):
        active = active_promotion(tenant.live)
        problem(_post(tenant, active["id"], "publish"), 409, "INVALID_STATE")

    def test_publish_needs_an_idempotency_key(self, tenant: Tenant):
        draft = create_promotion(tenant.live)
        response = tenant.live.post(f"/v1/promotions/{draft['id']}/publish")
        problem(response, 400, "IDEMPOTENCY_KEY_REQUIRED")
        assert _status(tenant, draft["id"]) == "draft"


class TestArchive:
    def test_an_active_promotion_is_archived_for_good(self, tenant: Tenant):
        active = active_promotion(tenant.live)
        patch(tenant.live, active["id"], name="Later", save_as_draft=True)

        archived = _post(tenant, active["id"], "archive")

        assert archived.status_code == 200, archived.text
        data = archived.json()["data"]
        assert (data["status"], data["derived_status"]) == ("archived", "archived")
        assert data["archived_at"] is not None
        assert [
            (v["version"], v["status"], v["archived_reason"])
            for v in versions(tenant.live, active["id"], status="draft,published,archived")
        ] == [(2, "archived", "discarded"), (1, "published", None)]
        problem(_post(tenant, active["id"], "publish"), 409, "INVALID_STATE")
        problem(_post(tenant, active["id"], "archive"), 409, "INVALID_STATE")
        problem(patch(tenant.live, active["id"], name="Back"), 409, "INVALID_STATE")
        assert _status(tenant, active["id"]) == "archived"

    def test_a_draft_cannot_be_archived(self, tenant: Tenant):
        draft = create_promotion(tenant.live)
        problem(_post(tenant, draft["id"], "archive"), 409, "INVALID_STATE")
        assert _status(tenant, draft["id"]) == "draft"


class TestDelete:
    def test_a_draft_is_soft_deleted(self, tenant: Tenant):
        draft = create_promotion(tenant.live)

        assert tenant.live.delete(f"/v1/promotions/{draft['id']}").status_code == 204

        problem(tenant.live.get(f"/v1/promotions/{draft['id']}"), 404, "NOT_FOUND")
        assert tenant.live.get("/v1/promotions").json()["data"] == []
        problem(tenant.live.delete(f"/v1/promotions/{draft['id']}"), 404, "NOT_FOUND")

    def test_only_drafts_are_deleted(self, tenant: Tenant):
        active = active_promotion(tenant.live)
        problem(tenant.live.delete(f"/v1/promotions/{active['id']}"), 409, "INVALID_STATE")
        assert _status(tenant, active["id"]) == "active"


class TestCopy:
    def test_a_copy_is_a_new_draft_with_the_rules_duplicated(self, tenant: Tenant):
        phases = [
            {
                "name": "First",
                "conditions": {"all": [{"type": "billing_cycle", "from": 1, "to": 3}]},
                "effects": [PERCENT_OFF],
            }
        ]
        source = active_promotion(
            tenant.live,
            effects=[],
            phases=phases,
            audience={"segment_ids": [], "customer_tag_ids": [], "customer_ids": []},
            max_budget="10",
            budget_currency="EUR",
        )

        response = _post(tenant, source["id"], "copy", json={"valid_from": "2026-07-01"})

        assert response.status_code == 201, response.text
        copy = response.json()["data"]
        assert copy["id"] != source["id"]
        assert (copy["status"], copy["version"], copy["live_version"]) == ("draft", 1, None)
        assert copy["name"] == "Spring sale (copy)"
        assert (copy["valid_from"], copy["valid_to"]) == ("2026-07-01", None)
        for name in ("phases", "effects", "eligibility", "audience", "max_budget"):
            assert copy[name] == source[name]
        assert _status(tenant, source["id"]) == "active"

    def test_the_code_of_a_coupon_copy_comes_from_the_request(self, tenant: Tenant):
        source = create_promotion(tenant.live, distribution="COUPON", code="ORIGINAL")

        missing = _post(tenant, source["id"], "copy", json={"valid_from": "2026-07-01"})
        taken = _post(
            tenant, source["id"], "copy", json={"valid_from": "2026-07-01", "code": "original"}
        )
        copied = _post(
            tenant,
            source["id"],
            "copy",
            json={
                "valid_from": "2026-07-01",
                "code": "SECOND",
                "name": "Second",
                "valid_to": "2026-08-01",
            },
        )

        assert pointers(missing) == ["/code"]
        assert pointers(taken) == ["/code"]
        assert copied.status_code == 201, copied.text
        data = copied.json()["data"]
        assert (data["code"], data["name"], data["valid_to"]) == ("SECOND", "Second", "2026-08-01")

    def test_a_code_is_refused_unless_the_source_is_a_coupon(self, tenant: Tenant):
        source = create_promotion(tenant.live)
        response = _post(
            tenant, source["id"], "copy", json={"valid_from": "2026-07-01", "code": "X"}
        )
        assert pointers(response) == ["/code"]

    def test_valid_from_is_required_and_validity_is_checked(self, tenant: Tenant):
        source = create_promotion(tenant.live)
        assert pointers(_post(tenant, source["id"], "copy", json={})) == ["/valid_from"]
        backwards = _post(
            tenant,
            source["id"],
            "copy",
            json={"valid_from": "2026-07-01", "valid_to": "2026-06-01"},
        )
        assert pointers(backwards) == ["/valid_to"]

    def test_a_long_name_keeps_its_copy_suffix(self, tenant: Tenant):
        source = create_promotion(tenant.live, name="N" * 200)
        copy = _post(tenant, source["id"], "copy", json={"valid_from": "2026-07-01"})
        assert copy.json()["data"]["name"] == "N" * 193 + " (copy)"
