"""Listing promotions over HTTP: every filter of the interface document's table, search ranked
exact, then prefix, then substring, the derived_status filter, counts and pagination."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from tests.promotions.helpers import active_promotion, create_promotion
from tests.support import Tenant, every, problem


def _names(tenant: Tenant, **params: Any) -> list[str]:
    return [p["name"] for p in every(tenant.live, "/v1/promotions", **params)]


@pytest.fixture
def catalog(tenant: Tenant, frozen_clock) -> dict[str, dict[str, Any]]:
    """Five promotions made a minute apart, oldest first, on 2026-06-01."""
    minutes = iter(range(10))

    def at_next_minute() -> None:
        frozen_clock(datetime(2026, 6, 1, 0, next(minutes), tzinfo=UTC))

    made: dict[str, dict[str, Any]] = {}
    at_next_minute()
    made["draft"] = create_promotion(
        tenant.live,
        name="Summer coupon",
        distribution="COUPON",
        code="SUMMER",
        archetype="coupon_discount",
    )
    at_next_minute()
    made["running"] = active_promotion(
        tenant.live, name="Autumn", stacking_group="seasonal", stacking_mode="exclusive"
    )
    at_next_minute()
    made["upcoming"] = active_promotion(tenant.live, name="Winter", valid_from="2026-12-01")
    at_next_minute()
    made["expired"] = active_promotion(
        tenant.live,
        name="Spring summer",
        valid_from="2026-03-01",
        valid_to="2026-05-31",
        archetype="free_trial",
    )
    at_next_minute()
    archived = active_promotion(tenant.live, name="summer")
    made["archived"] = tenant.live.post(
        f"/v1/promotions/{archived['id']}/archive", idempotency_key=True
    ).json()["data"]
    at_next_minute()
    return made


class TestFilters:
    def test_status_and_enums(self, tenant: Tenant, catalog):
        assert _names(tenant) == ["summer", "Spring summer", "Winter", "Autumn", "Summer coupon"]
        assert _names(tenant, status="draft") == ["Summer coupon"]
        assert _names(tenant, **{"status.in": "draft,archived"}) == ["summer", "Summer coupon"]
        assert _names(tenant, distribution="COUPON") == ["Summer coupon"]
        assert _names(tenant, archetype="free_trial,coupon_discount") == [
            "Spring summer",
            "Summer coupon",
        ]
        assert _names(tenant, stacking_group="seasonal") == ["Autumn"]
        assert _names(tenant, stacking_mode="exclusive") == ["Autumn"]

    def test_text_and_dates(self, tenant: Tenant, catalog):
        assert _names(tenant, code="SUMMER") == ["Summer coupon"]
        assert _names(tenant, **{"code.contains": "umm"}) == ["Summer coupon"]
        assert _names(tenant, name="Winter") == ["Winter"]
        assert _names(tenant, **{"name.contains": "SUMMER"}) == [
            "summer",
            "Spring summer",
            "Summer coupon",
        ]
        assert _names(tenant, **{"valid_from.gt": "2026-01-01"}) == ["Spring summer", "Winter"]
        assert _names(tenant, **{"valid_to.lte": "2026-06-01"}) == ["Spring summer"]
        created = catalog["upcoming"]["created_at"]
        assert _names(tenant, **{"created_at.gte": created}) == [
            "summer",
            "Spring summer",
            "Winter",
        ]
        assert _names(tenant, **{"updated_at.lt": "2026-01-01T00:00:00Z"}) == []

    @pytest.mark.parametrize(
        "params",
        [
            {"status": "paused"},
            {"unknown": "1"},
            {"name.gt": "a"},
            {"valid_from": "soon"},
            {"derived_status": "sleeping"},
            {"counts": "name"},
        ],
    )
    def test_bad_filters_answer_400(self, tenant: Tenant, params):
        problem(tenant.live.get("/v1/promotions", params=params), 400, "INVALID_FILTER")


class TestDerivedStatus:
    def test_each_promotion_reads_its_derived_status(self, tenant: Tenant, catalog):
        derived = {p["name"]: p["derived_status"] for p in every(tenant.live, "/v1/promotions")}
        assert derived == {
            "Summer coupon": "draft",
            "Autumn": "running",
            "Winter": "upcoming",
            "Spring summer": "expired",
            "summer": "archived",
        }

    def test_the_filter_matches_what_is_read(self, tenant: Tenant, catalog):
        assert _names(tenant, derived_status="running") == ["Autumn"]
        assert _names(tenant, derived_status="upcoming,expired") == ["Spring summer", "Winter"]
        assert _names(tenant, derived_status="budget_exhausted") == []

    def test_it_is_judged_against_now(self, tenant: Tenant, catalog, frozen_clock):
        frozen_clock(datetime(2026, 12, 1, tzinfo=UTC))
        assert _names(tenant, derived_status="running") == ["Winter", "Autumn"]


class TestSearch:
    def test_exact_then_prefix_then_substring(self, tenant: Tenant, catalog):
        assert _names(tenant, search="summer") == ["summer", "Summer coupon", "Spring summer"]
        assert _names(tenant, search="SUMM") == ["summer", "Summer coupon", "Spring summer"]
        assert _names(tenant, search="summer", status="active") == ["Spring summer"]

    def test_the_code_counts_and_wildcards_are_literal(self, tenant: Tenant, catalog):
        create_promotion(tenant.live, name="Percent", distribution="COUPON", code="SAVE_100")
        assert _names(tenant, search="save_1") == ["Percent"]
        assert _names(tenant, search="%") == []

    def test_pages_follow_the_ranking(self, tenant: Tenant, catalog):
        first = tenant.live.get("/v1/promotions", params={"search": "summer", "limit": 2}).json()
        second = tenant.live.get(
            "/v1/promotions",
            params={"search": "summer", "limit": 2, "cursor": first["pagination"]["cursor"]},
        ).json()
        names = [p["name"] for p in first["data"] + second["data"]]
        assert names == ["summer", "Summer coupon", "Spring summer"]
        assert second["pagination"] == {"cursor": None, "has_more": False}
        other = tenant.live.get(
            "/v1/promotions",
            params={"search": "winter", "cursor": first["pagination"]["cursor"]},
        )
        problem(other, 400, "INVALID_CURSOR")


class TestCounts:
    def test_counts_by_status_and_archetype(self, tenant: Tenant, catalog):
        response = tenant.live.get(
            "/v1/promotions", params={"counts": "status,archetype", "limit": 1}
        )
        counts = response.json()["pagination"]["counts"]
        assert counts["status"] == {"active": 3, "archived": 1, "draft": 1, "scheduled": 0}
        assert counts["archetype"]["free_trial"] == 1
        assert counts["archetype"]["coupon_discount"] == 1
        assert counts["archetype"]["null"] == 3

    def test_counts_follow_search_and_filters(self, tenant: Tenant, catalog):
        response = tenant.live.get(
            "/v1/promotions", params={"counts": "status", "search": "summer"}
        )
        assert response.json()["pagination"]["counts"]["status"] == {
            "active": 1,
            "archived": 1,
            "draft": 1,
            "scheduled": 0,
        }

    def test_the_other_workspace_is_not_listed(self, tenant: Tenant, catalog):
        create_promotion(tenant.sandbox, name="Sandbox only")
        assert "Sandbox only" not in _names(tenant)
