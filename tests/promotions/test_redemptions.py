"""Redeem over HTTP: the refusals in the order the issue lists them, the first status per
application timing and ladder, and the caps."""

from __future__ import annotations

from tests.customers.helpers import create_customer
from tests.promotions.helpers import (
    active_promotion,
    create_promotion,
    redeem,
    redeemed,
)
from tests.sandbox.helpers import create_clock
from tests.segments.helpers import tag_customer
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import problem


def direct(api, **fields):
    return active_promotion(api, distribution="DIRECT", **fields)


class TestRedeem:
    def test_creates_a_redemption_pinned_to_the_live_version(self, tenant):
        api = tenant.live
        promotion = direct(api, application_timing="IMMEDIATE")
        api.patch(f"/v1/promotions/{promotion['id']}", json={"priority": 5})
        customer = create_customer(api)

        redemption = redeemed(api, promotion["id"], customer["id"])

        assert redemption["promotion_id"] == promotion["id"]
        assert redemption["customer_id"] == customer["id"]
        assert (redemption["version"], redemption["status"]) == (2, "active")
        assert redemption["channel"] == "redeem"
        after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
        assert after["remaining_redemptions"] is None

    def test_next_cycle_starts_pending(self, tenant):
        api = tenant.live
        promotion = direct(api)
        assert promotion["application_timing"] == "NEXT_CYCLE"
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        assert redemption["status"] == "pending"

    def test_a_ladder_whose_first_rung_is_not_reached_is_dormant(self, tenant):
        api = tenant.live
        phases = [
            {
                "name": "Gold",
                "conditions": {"all": [{"type": "billing_cycle", "from": 6}]},
                "effects": [{"type": "percentage_discount", "percent": "15"}],
            }
        ]
        promotion = direct(api, effects=[], phases=phases, application_timing="IMMEDIATE")
        customer = create_customer(api)
        plan = create_plan(api)
        subscription = subscribe(api, customer["id"], plan["id"])

        redemption = redeemed(
            api, promotion["id"], customer["id"], subscription_id=subscription["id"]
        )

        assert redemption["status"] == "dormant"
        assert redemption["subscription_id"] == subscription["id"]

    def test_a_reachable_rung_is_active(self, tenant):
        api = tenant.live
        promotion = direct(
            api, archetype="loyalty_ladder", effects=None, application_timing="RETROACTIVE"
        )
        customer = create_customer(api)
        subscription = subscribe(api, customer["id"], create_plan(api)["id"])
        redemption = redeemed(
            api, promotion["id"], customer["id"], subscription_id=subscription["id"]
        )
        assert redemption["status"] == "active"

    def test_coupon_needs_its_code_case_insensitively(self, tenant):
        api = tenant.live
        promotion = active_promotion(api, distribution="COUPON", code="SPRING")
        customer = create_customer(api)

        missing = redeem(api, promotion["id"], customer["id"])
        wrong = redeem(api, promotion["id"], customer["id"], coupon_code="AUTUMN")

        for response in (missing, wrong):
            problem(response, 422, "VALIDATION_ERROR")
            assert [e["pointer"] for e in response.json()["errors"]] == ["/coupon_code"]
        assert redeemed(api, promotion["id"], customer["id"], coupon_code="spring")

    def test_a_code_for_a_promotion_without_one_is_refused(self, tenant):
        api = tenant.live
        promotion = direct(api)
        response = redeem(api, promotion["id"], create_customer(api)["id"], coupon_code="X")
        problem(response, 422, "VALIDATION_ERROR")

    def test_unknown_customer_or_foreign_subscription_is_422(self, tenant):
        api = tenant.live
        promotion = direct(api)
        unknown = redeem(api, promotion["id"], "00000000-0000-4000-8000-000000000000")
        assert [e["pointer"] for e in problem(unknown, 422, "VALIDATION_ERROR")["errors"]] == [
            "/customer_id"
        ]
        other = create_customer(api)
        subscription = subscribe(api, other["id"], create_plan(api)["id"])
        foreign = redeem(
            api, promotion["id"], create_customer(api)["id"], subscription_id=subscription["id"]
        )
        assert [e["pointer"] for e in problem(foreign, 422, "VALIDATION_ERROR")["errors"]] == [
            "/subscription_id"
        ]

    def test_unknown_promotion_is_404_and_nothing_is_written(self, tenant):
        api = tenant.live
        customer = create_customer(api)
        response = redeem(api, "00000000-0000-4000-8000-000000000000", customer["id"])
        problem(response, 404, "NOT_FOUND")
        listed = api.get(f"/v1/customers/{customer['id']}/promotion-redemptions").json()
        assert listed["data"] == []


class TestLifecycleRefusals:
    def test_draft_and_archived_are_invalid_state(self, tenant):
        api = tenant.live
        customer = create_customer(api)
        draft = create_promotion(api, distribution="DIRECT")
        problem(redeem(api, draft["id"], customer["id"]), 409, "INVALID_STATE")
        archived = direct(api)
        api.post(f"/v1/promotions/{archived['id']}/archive", idempotency_key=True)
        problem(redeem(api, archived["id"], customer["id"]), 409, "INVALID_STATE")

    def test_not_yet_valid_and_expired_are_invalid_state(self, tenant):
        api = tenant.live
        customer = create_customer(api)
        future = direct(api, valid_from="2199-01-01")
        past = direct(api, valid_from="2020-01-01", valid_to="2020-12-31")
        for promotion in (future, past):
            problem(redeem(api, promotion["id"], customer["id"]), 409, "INVALID_STATE")

    def test_validity_is_judged_on_the_customers_test_clock(self, tenant):
        api = tenant.sandbox
        promotion = direct(api, valid_from="2026-01-01", valid_to="2026-01-31")
        inside = create_clock(api, frozen_at="2026-01-15T12:00:00Z")
        after = create_clock(api, frozen_at="2026-02-01T00:00:00Z")

        redemption = redeemed(
            api, promotion["id"], create_customer(api, test_clock_id=inside["id"])["id"]
        )
        late = redeem(api, promotion["id"], create_customer(api, test_clock_id=after["id"])["id"])

        assert redemption["redeemed_at"].startswith("2026-01-15T12:00:00")
        problem(late, 409, "INVALID_STATE")

    def test_auto_apply_takes_no_redemptions(self, tenant):
        api = tenant.live
        promotion = active_promotion(api)
        response = redeem(api, promotion["id"], create_customer(api)["id"])
        problem(response, 409, "INVALID_STATE")


class TestCaps:
    def test_max_redemptions_is_limit_reached(self, tenant):
        api = tenant.live
        promotion = direct(api, max_redemptions=2)
        for _ in range(2):
            redeemed(api, promotion["id"], create_customer(api)["id"])

        response = redeem(api, promotion["id"], create_customer(api)["id"])

        problem(response, 409, "LIMIT_REACHED")
        after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
        assert (after["remaining_redemptions"], after["derived_status"]) == (0, "cap_reached")

    def test_max_redemptions_per_customer(self, tenant):
        api = tenant.live
        promotion = direct(api, max_redemptions=10, max_redemptions_per_customer=2)
        customer = create_customer(api)
        redeemed(api, promotion["id"], customer["id"])
        redeemed(api, promotion["id"], customer["id"])

        problem(redeem(api, promotion["id"], customer["id"]), 409, "LIMIT_REACHED")

        redeemed(api, promotion["id"], create_customer(api)["id"])
        after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
        assert after["remaining_redemptions"] == 7, "the refused one gave its count back"

    def test_a_replayed_redeem_counts_once(self, tenant):
        api = tenant.live
        promotion = direct(api, max_redemptions=5)
        body = {"customer_id": create_customer(api)["id"]}
        path = f"/v1/promotions/{promotion['id']}/redeem"

        first = api.post(path, json=body, idempotency_key="redeem-once")
        replay = api.post(path, json=body, idempotency_key="redeem-once")

        assert (first.status_code, replay.status_code) == (201, 201)
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json() == first.json()
        after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
        assert after["remaining_redemptions"] == 4


class TestEligibility:
    def test_failing_conditions_are_named(self, tenant):
        api = tenant.live
        plan, other_plan = create_plan(api), create_plan(api)
        eligibility = {
            "all": [
                {"type": "plans", "plan_ids": [plan["id"]]},
                {"type": "date_range", "from": "2026-01-01"},
            ]
        }
        promotion = direct(api, eligibility=eligibility)
        customer = create_customer(api)
        subscription = subscribe(api, customer["id"], other_plan["id"])

        response = redeem(api, promotion["id"], customer["id"], subscription_id=subscription["id"])

        body = problem(response, 422, "VALIDATION_ERROR")
        assert body["failing_conditions"] == [
            {
                "path": "/eligibility/all/0",
                "type": "plans",
                "detail": "the subscription is on another plan",
            }
        ]

    def test_plans_without_a_subscription_and_min_spend_wait_for_the_invoice(self, tenant):
        api = tenant.live
        plan = create_plan(api)
        eligibility = {
            "all": [
                {"type": "plans", "plan_ids": [plan["id"]]},
                {"type": "min_spend", "amount": "100.00", "currency": "EUR"},
            ]
        }
        promotion = direct(api, eligibility=eligibility)
        assert redeemed(api, promotion["id"], create_customer(api)["id"])

    def test_customer_tags_and_first_purchase(self, tenant):
        api = tenant.live
        tagged, untagged = create_customer(api), create_customer(api)
        tag_id = tag_customer(tenant, "live", tagged["id"])
        eligibility = {
            "all": [
                {"type": "customer_tags", "tag_ids": [tag_id]},
                {"type": "first_purchase"},
            ]
        }
        promotion = direct(api, eligibility=eligibility)

        assert redeemed(api, promotion["id"], tagged["id"])
        body = problem(redeem(api, promotion["id"], untagged["id"]), 422, "VALIDATION_ERROR")
        assert [f["type"] for f in body["failing_conditions"]] == ["customer_tags"]

    def test_segments(self, tenant):
        api = tenant.live
        inside = create_customer(api, currency="EUR")
        outside = create_customer(api, currency="USD")
        segment = api.post(
            "/v1/segments",
            json={
                "name": "Euro payers",
                "match": "all",
                "rules": [{"field": "currency", "op": "eq", "value": "EUR"}],
            },
        ).json()["data"]
        eligibility = {"any": [{"type": "segments", "segment_ids": [segment["id"]]}]}
        promotion = direct(api, eligibility=eligibility)

        assert redeemed(api, promotion["id"], inside["id"])
        body = problem(redeem(api, promotion["id"], outside["id"]), 422, "VALIDATION_ERROR")
        assert body["failing_conditions"][0]["path"] == "/eligibility/any/0"
