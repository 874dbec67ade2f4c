"""Creating and updating promotions over HTTP: defaults, rule shapes, the cross-field rules of
the field table (on create, and on update against the merged state) with JSON pointers, unique
codes, archetype presets, and what a refused request leaves unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from tests.promotions.helpers import (
    PERCENT_OFF,
    active_promotion,
    create_promotion,
    patch,
    promotion_body,
)
from tests.support import Api, Tenant, pointers, problem


def _create(api: Api, **fields: Any) -> Any:
    return api.post("/v1/promotions", json=promotion_body(**fields), idempotency_key=True)


def _get(api: Api, promotion_id: str) -> dict[str, Any]:
    response = api.get(f"/v1/promotions/{promotion_id}")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


class TestCreate:
    def test_a_new_promotion_is_a_draft_with_defaults(self, tenant: Tenant):
        created = create_promotion(tenant.live)

        assert created["status"] == "draft"
        assert created["derived_status"] == "draft"
        assert created["version"] == 1
        assert created["live_version"] is None
        assert created["stacking_mode"] == "stack"
        assert created["evaluation_scope"] == "invoice"
        assert created["application_timing"] == "NEXT_CYCLE"
        assert created["budget_behavior"] == "SKIP"
        assert created["priority"] == 0
        assert created["effects"] == [PERCENT_OFF]
        assert created["audience"] is None
        assert created["remaining_budget"] is None
        assert created["remaining_redemptions"] is None
        assert _get(tenant.live, created["id"]) == created

    def test_every_writable_field_is_answered_as_sent(self, tenant: Tenant):
        fields = {
            "name": "Loyal",
            "description": "internal",
            "public_description": "For you",
            "localizations": {"de": {"name": "Treue", "public_description": "Für dich"}},
            "distribution": "COUPON",
            "code": "SAVE-10",
            "valid_from": "2026-02-01",
            "valid_to": "2026-03-31",
            "application_timing": "IMMEDIATE",
            "evaluation_scope": "subscription",
            "stacking_mode": "exclusive",
            "stacking_group": "seasonal",
            "priority": 7,
            "max_budget": "1000.50",
            "budget_currency": "EUR",
            "budget_behavior": "PARTIAL",
            "max_redemptions": 100,
            "max_redemptions_per_customer": 2,
            "effects": [
                {"type": "fixed_discount", "amount": "5.00", "currency": "EUR"},
                {
                    "type": "credit_grant",
                    "amount": "3",
                    "currency": "EUR",
                    "expires_after_days": 30,
                },
            ],
            "eligibility": {
                "any": [
                    {"type": "min_spend", "amount": "20", "currency": "USD"},
                    {
                        "all": [
                            {"type": "first_purchase"},
                            {"type": "date_range", "from": "2026-02-01"},
                        ]
                    },
                ]
            },
            "archetype": "coupon_discount",
            "audience": {"segment_ids": [], "customer_tag_ids": [], "customer_ids": []},
        }
        created = create_promotion(tenant.live, **fields)

        assert {name: created[name] for name in fields} == fields
        assert created["remaining_budget"] == "1000.50"
        assert created["remaining_redemptions"] == 100

    def test_the_idempotency_key_is_required_and_replays(self, tenant: Tenant):
        missing = tenant.live.post("/v1/promotions", json=promotion_body())
        problem(missing, 400, "IDEMPOTENCY_KEY_REQUIRED")

        first = tenant.live.post("/v1/promotions", json=promotion_body(), idempotency_key="k-1")
        again = tenant.live.post("/v1/promotions", json=promotion_body(), idempotency_key="k-1")
        assert again.headers["Idempotent-Replayed"] == "true"
        assert again.json() == first.json()

    @pytest.mark.parametrize(
        ("fields", "pointer"),
        [
            ({"distribution": "COUPON"}, "/code"),
            ({"code": "SPRING"}, "/code"),
            ({"max_budget": "100"}, "/budget_currency"),
            ({"budget_currency": "EUR"}, "/budget_currency"),
            ({"max_budget": "0", "budget_currency": "EUR"}, "/max_budget"),
            ({"max_budget": "10.005", "budget_currency": "EUR"}, "/max_budget"),
            ({"valid_to": "2025-12-31"}, "/valid_to"),
            (
                {"max_redemptions": 1, "max_redemptions_per_customer": 2},
                "/max_redemptions_per_customer",
            ),
            (
                {"phases": [{"name": "One", "effects": [PERCENT_OFF]}]},
                "/phases",
            ),
            (
                {
                    "effects": [],
                    "eligibility": {"all": [{"type": "first_purchase"}]},
                    "phases": [{"name": "One", "effects": [PERCENT_OFF]}],
                },
                "/phases",
            ),
            (
                {
                    "max_budget": "100",
                    "budget_currency": "EUR",
                    "effects": [{"type": "fixed_discount", "amount": "5", "currency": "USD"}],
                },
                "/effects/0/currency",
            ),
            (
                {
                    "max_budget": "100",
                    "budget_currency": "EUR",
                    "effects": [],
                    "phases": [
                        {"name": "A", "effects": [PERCENT_OFF]},
                        {
                            "name": "B",
                            "effects": [{"type": "credit_grant", "amount": "1", "currency": "GBP"}],
                        },
                    ],
                },
                "/phases/1/effects/0/currency",
            ),
            (
                {"effects": [{"type": "fixed_discount", "amount": "5.5", "currency": "JPY"}]},
                "/effects/0/amount",
            ),
            (
                {
                    "eligibility": {
                        "all": [{"type": "min_spend", "amount": "0.001", "currency": "EUR"}]
                    }
                },
                "/eligibility/all/0/amount",
            ),
            (
                {
                    "eligibility": {
                        "all": [
                            {"all": [{"all": [{"all": [{"any": [{"type": "first_purchase"}]}]}]}]}
                        ]
                    }
                },
                "/eligibility/all/0/all/0/all/0/all/0",
            ),
        ],
    )
    def test_cross_field_rules_answer_422_at_the_field(self, tenant: Tenant, fields, pointer):
        response = _create(tenant.live, **fields)

        assert pointer in pointers(response)
        assert tenant.live.get("/v1/promotions").json()["data"] == []

    @pytest.mark.parametrize(
        ("fields", "pointer"),
        [
            (
                {"effects": [{"type": "percentage_discount", "percent": "100.01"}]},
                "/effects/0/percent",
            ),
            ({"effects": [{"type": "percentage_discount", "percent": 10}]}, "/effects/0/percent"),
            (
                {"effects": [{"type": "fixed_discount", "amount": "-1", "currency": "EUR"}]},
                "/effects/0/amount",
            ),
            ({"effects": [{"type": "free_trial_extension", "days": 0}]}, "/effects/0/days"),
            ({"effects": [{"type": "teleport"}]}, "/effects/0"),
            (
                {"effects": [{"type": "credit_grant", "amount": "1", "currency": "XXQ"}]},
                "/effects/0/currency",
            ),
            ({"eligibility": {"all": [], "any": []}}, "/eligibility/any"),
            ({"eligibility": {}}, "/eligibility/any"),
            (
                {"eligibility": {"all": [{"type": "plans", "plan_ids": []}]}},
                "/eligibility/all/0/plan_ids",
            ),
            (
                {
                    "eligibility": {
                        "all": [{"type": "date_range", "from": "2026-02-02", "to": "2026-02-01"}]
                    }
                },
                "/eligibility/all/0/to",
            ),
            ({"eligibility": {"all": [{"type": "date_range"}]}}, "/eligibility/all/0/to"),
            ({"eligibility": {"any": [{"all": [], "any": []}]}}, "/eligibility/any/0/any"),
            (
                {"eligibility": {"all": [{"type": "billing_cycle", "from": 0}]}},
                "/eligibility/all/0/from",
            ),
            ({"localizations": {"xx": {"name": "?"}}}, "/localizations"),
            ({"audience": {"segment_ids": ["nope"]}}, "/audience/segment_ids/0"),
            ({"code": "has space", "distribution": "COUPON"}, "/code"),
            ({"stacking_mode": "sometimes"}, "/stacking_mode"),
            ({"mystery": 1}, "/mystery"),
            ({"application_timing": None}, "/application_timing"),
            ({"priority": None}, "/priority"),
        ],
    )
    def test_bad_shapes_answer_422_at_the_field(self, tenant: Tenant, fields, pointer):
        assert pointer in pointers(_create(tenant.live, **fields))

    def test_required_fields(self, tenant: Tenant):
        response = tenant.live.post("/v1/promotions", json={}, idempotency_key=True)
        assert set(pointers(response)) == {"/name", "/distribution", "/valid_from"}


class TestCodes:
    def test_codes_are_unique_case_insensitively_among_promotions_in_use(self, tenant: Tenant):
        first = create_promotion(tenant.live, distribution="COUPON", code="SPRING")

        clash = _create(tenant.live, distribution="COUPON", code="spring")
        assert pointers(clash) == ["/code"]
        other = create_promotion(tenant.live, distribution="COUPON", code="SUMMER")
        assert pointers(patch(tenant.live, other["id"], code="Spring")) == ["/code"]

        tenant.live.post(f"/v1/promotions/{first['id']}/publish", idempotency_key=True)
        tenant.live.post(f"/v1/promotions/{first['id']}/archive", idempotency_key=True)
        assert (
            create_promotion(tenant.live, distribution="COUPON", code="spring")["code"] == "spring"
        )

    def test_a_deleted_draft_frees_its_code_and_workspaces_do_not_share(self, tenant: Tenant):
        draft = create_promotion(tenant.live, distribution="COUPON", code="WELCOME")
        create_promotion(tenant.sandbox, distribution="COUPON", code="WELCOME")
        assert tenant.live.delete(f"/v1/promotions/{draft['id']}").status_code == 204

        assert create_promotion(tenant.live, distribution="COUPON", code="WELCOME")


class TestUpdate:
    def test_merge_patch_keeps_what_is_omitted(self, tenant: Tenant):
        draft = create_promotion(tenant.live, description="keep", stacking_group="g1")

        response = patch(tenant.live, draft["id"], name="Renamed", stacking_group="")

        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["name"] == "Renamed"
        assert data["description"] == "keep"
        assert data["stacking_group"] is None
        assert data["effects"] == [PERCENT_OFF]
        assert data["version"] == 2
        assert data["status"] == "draft"

    def test_rules_are_checked_on_the_merged_state(self, tenant: Tenant):
        coupon = create_promotion(tenant.live, distribution="COUPON", code="MERGE")
        plain = create_promotion(tenant.live)
        budgeted = create_promotion(tenant.live, max_budget="50", budget_currency="EUR")

        assert pointers(patch(tenant.live, coupon["id"], distribution="AUTO_APPLY")) == ["/code"]
        assert pointers(patch(tenant.live, coupon["id"], code=None)) == ["/code"]
        assert pointers(patch(tenant.live, plain["id"], distribution="COUPON")) == ["/code"]
        assert pointers(patch(tenant.live, plain["id"], valid_to="2025-01-01")) == ["/valid_to"]
        assert pointers(patch(tenant.live, budgeted["id"], budget_currency=None)) == [
            "/budget_currency"
        ]
        assert pointers(
            patch(
                tenant.live,
                budgeted["id"],
                effects=[{"type": "fixed_discount", "amount": "1", "currency": "USD"}],
            )
        ) == ["/effects/0/currency"]
        assert pointers(
            patch(tenant.live, plain["id"], phases=[{"name": "P", "effects": [PERCENT_OFF]}])
        ) == ["/phases"]
        assert _get(tenant.live, coupon["id"]) == coupon
        assert _get(tenant.live, plain["id"]) == plain
        assert _get(tenant.live, budgeted["id"]) == budgeted

    def test_a_valid_merged_state_passes(self, tenant: Tenant):
        plain = create_promotion(tenant.live)

        coupon = patch(tenant.live, plain["id"], distribution="COUPON", code="NOW")
        ladder = patch(
            tenant.live,
            plain["id"],
            effects=None,
            phases=[{"name": "P", "effects": [PERCENT_OFF], "duration_cycles": 3}],
        )
        cleared = patch(tenant.live, plain["id"], max_budget="5", budget_currency="JPY")

        assert coupon.status_code == ladder.status_code == cleared.status_code == 200
        data = cleared.json()["data"]
        assert (data["code"], data["effects"], data["max_budget"]) == ("NOW", [], "5")
        assert data["phases"] == [{"name": "P", "effects": [PERCENT_OFF], "duration_cycles": 3}]

    def test_required_fields_cannot_be_cleared(self, tenant: Tenant):
        draft = create_promotion(tenant.live)
        assert set(pointers(patch(tenant.live, draft["id"], name=None, valid_from=None))) == {
            "/name",
            "/valid_from",
        }

    def test_effective_at_and_save_as_draft_are_mutually_exclusive(self, tenant: Tenant):
        promotion = active_promotion(tenant.live)
        response = patch(
            tenant.live,
            promotion["id"],
            name="X",
            effective_at="2100-01-01T00:00:00Z",
            save_as_draft=True,
        )
        assert pointers(response) == ["/save_as_draft"]
        assert pointers(
            patch(tenant.live, promotion["id"], effective_at="2020-01-01T00:00:00Z")
        ) == ["/effective_at"]

    def test_unknown_promotion_is_not_found(self, tenant: Tenant):
        missing = "00000000-0000-4000-8000-000000000000"
        problem(patch(tenant.live, missing, name="X"), 404, "NOT_FOUND")
        problem(tenant.live.get(f"/v1/promotions/{missing}"), 404, "NOT_FOUND")


class TestArchetypes:
    @pytest.mark.parametrize(
        ("archetype", "effects"),
        [
            ("free_trial", [{"type": "free_trial_extension", "days": 14}]),
            ("coupon_discount", [{"type": "percentage_discount", "percent": "10"}]),
            ("cross_sell_free", [{"type": "percentage_discount", "percent": "100"}]),
            ("generic", []),
        ],
    )
    def test_an_archetype_without_effects_gets_its_preset(self, tenant: Tenant, archetype, effects):
        created = create_promotion(tenant.live, archetype=archetype, effects=None)
        assert created["archetype"] == archetype
        assert created["effects"] == effects

    def test_ladders_preset_phases(self, tenant: Tenant):
        created = create_promotion(tenant.live, archetype="loyalty_ladder", effects=None)
        assert [phase["name"] for phase in created["phases"]] == ["Bronze", "Silver", "Gold"]
        assert created["effects"] == []

    def test_first_purchase_credit_uses_the_budget_currency(self, tenant: Tenant):
        created = create_promotion(
            tenant.live,
            archetype="first_purchase_credit",
            effects=None,
            max_budget="100",
            budget_currency="EUR",
        )
        assert created["eligibility"] == {"all": [{"type": "first_purchase"}]}
        assert created["effects"] == [{"type": "credit_grant", "amount": "10", "currency": "EUR"}]

    def test_the_caller_overrides_the_preset(self, tenant: Tenant):
        created = create_promotion(tenant.live, archetype="free_trial", effects=[PERCENT_OFF])
        assert created["effects"] == [PERCENT_OFF]
