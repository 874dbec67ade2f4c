"""Versions over HTTP: edits of an active promotion (published now, staged for the scheduler at
effective_at, saved as drafts), optimistic concurrency, the audience outside versions, and the
version list, snapshot, rules and referrers."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
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

TWENTY_OFF = {"type": "percentage_discount", "percent": "20"}
NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def _get(tenant: Tenant, promotion_id: str) -> dict[str, Any]:
    data: dict[str, Any] = tenant.live.get(f"/v1/promotions/{promotion_id}").json()["data"]
    return data


def _rules(tenant: Tenant, promotion_id: str, version: int) -> dict[str, Any]:
    response = tenant.live.get(f"/v1/promotions/{promotion_id}/versions/{version}/rules")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def _statuses(tenant: Tenant, promotion_id: str) -> list[tuple[int, str, str | None]]:
    every = "draft,scheduled,published,archived"
    return [
        (v["version"], v["status"], v["archived_reason"])
        for v in versions(tenant.live, promotion_id, status=every)
    ]


class TestEditsOfAnActivePromotion:
    def test_an_edit_publishes_a_new_version_at_once(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)

        response = patch(tenant.live, promotion["id"], name="Summer", effects=[TWENTY_OFF])

        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert (data["version"], data["live_version"], data["name"]) == (2, 2, "Summer")
        assert data["effects"] == [TWENTY_OFF]
        assert _statuses(tenant, promotion["id"]) == [
            (2, "published", None),
            (1, "archived", "superseded"),
        ]
        assert _rules(tenant, promotion["id"], 1)["effects"] == [PERCENT_OFF]
        assert _rules(tenant, promotion["id"], 2)["effects"] == [TWENTY_OFF]

    def test_save_as_draft_leaves_the_live_version_until_published(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)

        saved = patch(tenant.live, promotion["id"], effects=[TWENTY_OFF], save_as_draft=True)

        data = saved.json()["data"]
        assert (data["version"], data["live_version"], data["effects"]) == (2, 1, [PERCENT_OFF])
        assert _statuses(tenant, promotion["id"]) == [(2, "draft", None), (1, "published", None)]
        assert [v["version"] for v in versions(tenant.live, promotion["id"])] == [1]

        published = publish(tenant.live, promotion["id"])

        assert (published["live_version"], published["effects"]) == (2, [TWENTY_OFF])
        assert _statuses(tenant, promotion["id"]) == [
            (2, "published", None),
            (1, "archived", "superseded"),
        ]

    def test_a_staged_edit_is_published_by_the_scheduler_at_effective_at(
        self, tenant: Tenant, frozen_clock, run_jobs
    ):
        frozen_clock(NOW)
        promotion = active_promotion(tenant.live)
        at = NOW + timedelta(hours=2)

        staged = patch(
            tenant.live, promotion["id"], effects=[TWENTY_OFF], effective_at=at.isoformat()
        )

        data = staged.json()["data"]
        assert (data["version"], data["live_version"], data["effects"]) == (2, 1, [PERCENT_OFF])
        snapshot = tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/2").json()["data"]
        assert (snapshot["status"], snapshot["effective_at"]) == (
            "scheduled",
            "2026-06-01T14:00:00Z",
        )

        frozen_clock(at - timedelta(seconds=1))
        run_jobs()
        assert _get(tenant, promotion["id"])["live_version"] == 1

        frozen_clock(at)
        run_jobs()

        after = _get(tenant, promotion["id"])
        assert (after["live_version"], after["effects"]) == (2, [TWENTY_OFF])
        assert _statuses(tenant, promotion["id"]) == [
            (2, "published", None),
            (1, "archived", "superseded"),
        ]
        events = tenant.live.get("/v1/events", params={"type": "promotion.published"}).json()
        assert [e["data"]["live_version"] for e in events["data"]] == [2, 1]

    def test_a_later_publication_cancels_an_older_staged_version(
        self, tenant: Tenant, frozen_clock, run_jobs
    ):
        frozen_clock(NOW)
        promotion = active_promotion(tenant.live)
        at = NOW + timedelta(days=1)
        patch(tenant.live, promotion["id"], name="Staged", effective_at=at.isoformat())

        patch(tenant.live, promotion["id"], name="Now")
        frozen_clock(at + timedelta(minutes=1))
        run_jobs()

        assert _get(tenant, promotion["id"])["name"] == "Now"
        assert _statuses(tenant, promotion["id"]) == [
            (3, "published", None),
            (2, "archived", "canceled"),
            (1, "archived", "superseded"),
        ]


class TestEditsBeforePublication:
    def test_a_draft_is_edited_in_place(self, tenant: Tenant):
        draft = create_promotion(tenant.live)

        patch(tenant.live, draft["id"], name="Two")
        patch(tenant.live, draft["id"], name="Three", save_as_draft=True)

        assert _statuses(tenant, draft["id"]) == [(3, "draft", None)]
        assert (
            tenant.live.get(f"/v1/promotions/{draft['id']}/versions/3").json()["data"]["name"]
            == "Three"
        )

    def test_a_staged_draft_becomes_scheduled_then_active(
        self, tenant: Tenant, frozen_clock, run_jobs
    ):
        frozen_clock(NOW)
        draft = create_promotion(tenant.live)
        at = NOW + timedelta(hours=1)

        staged = patch(tenant.live, draft["id"], effective_at=at.isoformat())

        assert staged.json()["data"]["status"] == "scheduled"
        assert staged.json()["data"]["derived_status"] == "scheduled"
        frozen_clock(at)
        run_jobs()
        after = _get(tenant, draft["id"])
        assert (after["status"], after["live_version"]) == ("active", 2)

    def test_a_scheduled_promotion_may_be_published_early_or_unscheduled(
        self, tenant: Tenant, frozen_clock, run_jobs
    ):
        frozen_clock(NOW)
        early = create_promotion(tenant.live)
        back = create_promotion(tenant.live)
        at = (NOW + timedelta(hours=1)).isoformat()
        patch(tenant.live, early["id"], effective_at=at)
        patch(tenant.live, back["id"], effective_at=at)

        assert publish(tenant.live, early["id"])["status"] == "active"
        unscheduled = patch(tenant.live, back["id"], save_as_draft=True).json()["data"]
        frozen_clock(NOW + timedelta(hours=2))
        run_jobs()

        assert unscheduled["status"] == "draft"
        assert _get(tenant, back["id"])["status"] == "draft"
        assert _statuses(tenant, early["id"]) == [(2, "published", None)]


class TestOptimisticConcurrency:
    def test_a_stale_expected_version_answers_409_and_changes_nothing(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        first = patch(tenant.live, promotion["id"], name="First", expected_version=1)

        stale = patch(tenant.live, promotion["id"], name="Second", expected_version=1)

        assert first.status_code == 200
        problem(stale, 409, "CONFLICT")
        after = _get(tenant, promotion["id"])
        assert (after["name"], after["version"]) == ("First", 2)
        assert len(_statuses(tenant, promotion["id"])) == 2

    def test_without_expected_version_the_last_write_wins(self, tenant: Tenant):
        draft = create_promotion(tenant.live)
        patch(tenant.live, draft["id"], name="One")
        patch(tenant.live, draft["id"], name="Two")
        assert _get(tenant, draft["id"])["name"] == "Two"

    def test_the_current_version_is_accepted(self, tenant: Tenant):
        draft = create_promotion(tenant.live)
        assert patch(tenant.live, draft["id"], name="X", expected_version=1).status_code == 200
        assert patch(tenant.live, draft["id"], name="Y", expected_version=2).status_code == 200


class TestAudience:
    def test_an_audience_edit_replaces_it_without_a_version(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        audience = {
            "segment_ids": ["00000000-0000-4000-8000-000000000001"],
            "customer_tag_ids": [],
            "customer_ids": [],
        }

        response = patch(tenant.live, promotion["id"], audience=audience, expected_version=1)

        data = response.json()["data"]
        assert (data["audience"], data["version"], data["live_version"]) == (audience, 1, 1)
        assert len(_statuses(tenant, promotion["id"])) == 1
        cleared = patch(tenant.live, promotion["id"], audience=None).json()["data"]
        assert cleared["audience"] is None
        problem(
            patch(tenant.live, promotion["id"], audience=None, expected_version=7), 409, "CONFLICT"
        )

    def test_an_empty_patch_changes_nothing(self, tenant: Tenant):
        draft = create_promotion(tenant.live)
        response = patch(tenant.live, draft["id"])
        assert response.json()["data"] == _get(tenant, draft["id"]) == draft
        events = tenant.live.get("/v1/events", params={"resource_id": draft["id"]}).json()
        assert [e["type"] for e in events["data"]] == ["promotion.created"]


class TestVersionReads:
    def test_the_list_filters_by_status_and_reason_and_pages(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        for name in ("B", "C", "D"):
            patch(tenant.live, promotion["id"], name=name)
        patch(tenant.live, promotion["id"], name="E", save_as_draft=True)
        path = f"/v1/promotions/{promotion['id']}/versions"

        assert [v["version"] for v in versions(tenant.live, promotion["id"])] == [4, 3, 2, 1]
        repeated = tenant.live.get(f"{path}?status=draft&status=published").json()["data"]
        assert [v["version"] for v in repeated] == [5, 4]
        reason = versions(tenant.live, promotion["id"], archived_reason="superseded")
        assert [v["version"] for v in reason] == [3, 2, 1]
        first = tenant.live.get(path, params={"limit": 2}).json()
        second = tenant.live.get(
            path, params={"limit": 2, "cursor": first["pagination"]["cursor"]}
        ).json()
        assert [v["version"] for v in first["data"] + second["data"]] == [4, 3, 2, 1]
        assert second["pagination"]["has_more"] is False
        problem(tenant.live.get(path, params={"status": "gone"}), 400, "INVALID_FILTER")
        problem(tenant.live.get(path, params={"include": "secrets"}), 400, "INVALID_FILTER")

    def test_usage_count_is_included_on_request(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        plain = versions(tenant.live, promotion["id"])
        counted = versions(tenant.live, promotion["id"], include="usage_count")
        assert "usage_count" not in plain[0]
        assert counted[0]["usage_count"] == 0

    def test_the_usage_summary_counts_referrers_by_type(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        response = tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/1/usage")
        assert response.json()["data"] == {
            "promotion_id": promotion["id"],
            "version": 1,
            "usage_count": 0,
            "by_type": {"redemption": 0, "invoice": 0},
        }
        missing = tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/2/usage")
        problem(missing, 404, "NOT_FOUND")

    def test_a_snapshot_carries_the_fields_of_its_version(self, tenant: Tenant):
        promotion = active_promotion(
            tenant.live,
            distribution="COUPON",
            code="SNAP",
            stacking_group="g",
            max_budget="12.30",
            budget_currency="EUR",
            valid_to="2026-12-31",
        )
        patch(tenant.live, promotion["id"], code="SNAP2", max_budget="20")

        one = tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/1").json()["data"]
        two = tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/2").json()["data"]

        assert (one["code"], one["max_budget"], one["stacking_group"]) == ("SNAP", "12.30", "g")
        assert (one["valid_from"], one["valid_to"], one["distribution"]) == (
            "2026-01-01",
            "2026-12-31",
            "COUPON",
        )
        assert (two["code"], two["max_budget"]) == ("SNAP2", "20.00")
        assert "effects" not in one
        problem(tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/3"), 404, "NOT_FOUND")
        assert pointers(tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/0")) == [
            "/path/version"
        ]

    def test_referrers_are_offset_paginated_by_type(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        path = f"/v1/promotions/{promotion['id']}/versions/1/referrers"

        response = tenant.live.get(path, params={"type": "redemption", "offset": 5, "limit": 999})

        assert response.status_code == 200, response.text
        assert response.json() == {
            "data": [],
            "pagination": {"limit": 200, "offset": 5, "total": 0},
        }
        assert pointers(tenant.live.get(path)) == ["/query/type"]
        assert pointers(tenant.live.get(path, params={"type": "coupon"})) == ["/query/type"]
        problem(
            tenant.live.get(f"/v1/promotions/{promotion['id']}/versions/9/referrers?type=invoice"),
            404,
            "NOT_FOUND",
        )


class TestStagedCodes:
    def test_a_staged_code_taken_meanwhile_is_archived_as_errored(
        self, tenant: Tenant, frozen_clock, run_jobs
    ):
        frozen_clock(NOW)
        coupon = active_promotion(tenant.live, distribution="COUPON", code="FIRST")
        at = NOW + timedelta(hours=1)
        staged = patch(tenant.live, coupon["id"], code="NEXT", effective_at=at.isoformat())
        assert staged.status_code == 200, staged.text
        create_promotion(tenant.live, distribution="COUPON", code="next")

        frozen_clock(at)
        run_jobs()

        after = _get(tenant, coupon["id"])
        assert (after["code"], after["live_version"]) == ("FIRST", 1)
        assert _statuses(tenant, coupon["id"]) == [
            (2, "archived", "errored"),
            (1, "published", None),
        ]

    def test_publishing_a_draft_version_whose_code_was_taken_is_refused(self, tenant: Tenant):
        coupon = active_promotion(tenant.live, distribution="COUPON", code="MINE")
        patch(tenant.live, coupon["id"], code="THEIRS", save_as_draft=True)
        create_promotion(tenant.live, distribution="COUPON", code="theirs")

        refused = tenant.live.post(f"/v1/promotions/{coupon['id']}/publish", idempotency_key=True)

        problem(refused, 409, "INVALID_STATE")
        assert _get(tenant, coupon["id"])["code"] == "MINE"
