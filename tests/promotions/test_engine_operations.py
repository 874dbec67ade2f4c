"""Simulate, validate, eligibility preview, and the usage scopes refused until usage billing."""

from __future__ import annotations

from tests.invoices.subscription_helpers import period
from tests.promotions.engine_helpers import MARCH, T0, get_promotion, promotion, setup
from tests.promotions.helpers import create_promotion, redeem
from tests.support import problem

MIN_SPEND = {"all": [{"type": "min_spend", "amount": "150.00", "currency": "EUR"}]}


def _simulate(s, *promotion_ids: str):
    body = {
        "customer_id": s.customer["id"],
        "subscription_id": s.subscription["id"],
        "promotion_ids": list(promotion_ids),
        **period(*MARCH),
    }
    return s.api.post("/v1/promotions/simulate", json=body)


def test_simulate_shows_the_proforma_and_budget_impact_and_consumes_nothing(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    coupon = promotion(
        s.api,
        distribution="COUPON",
        code="SAVE25",
        effects=[{"type": "fixed_discount", "amount": "25.00", "currency": "EUR"}],
        max_budget="40.00",
        budget_currency="EUR",
    )

    response = _simulate(s, coupon["id"])

    assert response.status_code == 200, response.text
    body = response.json()["data"]
    assert body["invoice"]["id"] is None
    assert body["invoice"]["discount_amount"] == "25.00"
    assert body["budget_impact"] == [
        {
            "promotion_id": coupon["id"],
            "budget_currency": "EUR",
            "would_consume": "25.00",
            "remaining_budget": "40.00",
        }
    ]
    assert get_promotion(s.api, coupon["id"])["remaining_budget"] == "40.00"
    invoices = s.api.get("/v1/invoices", params={"customer_id": s.customer["id"]})
    assert invoices.json()["data"] == []


def test_simulate_refuses_unknown_promotions_and_subscriptions_of_others(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    other = setup(tenant.live)
    promo = promotion(s.api)

    unknown = _simulate(s, "00000000-0000-4000-8000-000000000000")
    problem(unknown, 422, "VALIDATION_ERROR")
    body = {
        "customer_id": s.customer["id"],
        "subscription_id": other.subscription["id"],
        "promotion_ids": [promo["id"]],
        **period(*MARCH),
    }
    problem(s.api.post("/v1/promotions/simulate", json=body), 422, "VALIDATION_ERROR")
    problem(
        s.api.post("/v1/promotions/simulate", json={**body, "promotion_ids": []}),
        422,
        "VALIDATION_ERROR",
    )


def test_validate_lists_what_the_customer_is_eligible_for(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    open_to_all = promotion(s.api)
    big_spenders = promotion(s.api, eligibility=MIN_SPEND)
    coupon = promotion(s.api, distribution="COUPON", code="HELLO")

    def valid(**body):
        response = s.api.post(
            "/v1/promotions/validate", json={"customer_id": s.customer["id"], **body}
        )
        assert response.status_code == 200, response.text
        return {p["promotion_id"] for p in response.json()["data"]}

    assert {open_to_all["id"], big_spenders["id"]} <= valid()
    on_subscription = {"subscription_id": s.subscription["id"]}
    assert big_spenders["id"] not in valid(invoice_subtotal="100.00", **on_subscription)
    assert big_spenders["id"] in valid(invoice_subtotal="150.00", **on_subscription)
    unknown_currency = s.api.post(
        "/v1/promotions/validate",
        json={"customer_id": s.customer["id"], "invoice_subtotal": "150.00"},
    )
    problem(unknown_currency, 422, "VALIDATION_ERROR")
    assert coupon["id"] not in valid()
    assert coupon["id"] in valid(coupon_code="hello")


def test_eligibility_preview_judges_each_condition(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        eligibility={
            "all": [
                {"type": "plans", "plan_ids": [s.plan["id"]]},
                {"type": "billing_cycle", "from": 3},
                {"type": "min_spend", "amount": "10.00", "currency": "EUR"},
            ]
        },
    )

    response = s.api.post(
        f"/v1/promotions/{promo['id']}/eligibility/preview",
        json={"customer_id": s.customer["id"], "subscription_id": s.subscription["id"]},
    )

    assert response.status_code == 200, response.text
    body = response.json()["data"]
    assert body["eligible"] is False
    assert [(c["path"], c["outcome"]) for c in body["conditions"]] == [
        ("/eligibility/all/0", "pass"),
        ("/eligibility/all/1", "fail"),
        ("/eligibility/all/2", "unknown"),
    ]


def test_usage_scopes_are_stored_but_refused_at_publish_redeem_and_simulate(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    draft = create_promotion(s.api, valid_from="2031-01-01", evaluation_scope="usage_event")
    assert draft["evaluation_scope"] == "usage_event"

    refused = s.api.post(f"/v1/promotions/{draft['id']}/publish", idempotency_key=True)

    body = problem(refused, 422, "VALIDATION_ERROR")
    assert "usage billing" in body["detail"]
    problem(_simulate(s, draft["id"]), 422, "VALIDATION_ERROR")
    problem(redeem(s.api, draft["id"], s.customer["id"]), 409, "INVALID_STATE")


def test_validate_and_eligibility_read_segments_of_unredeemed_promotions(tenant, frozen_clock):
    """No AUTO_APPLY promotion and no redemption: the customer's facts (its segments among
    them) are still read for the promotions being judged."""
    frozen_clock(T0)
    s = setup(tenant.live)
    segment = s.api.post(
        "/v1/segments",
        json={
            "name": "German customers",
            "match": "all",
            "rules": [{"field": "country", "op": "eq", "value": "DE"}],
        },
    ).json()["data"]
    in_segment = {"any": [{"type": "segments", "segment_ids": [segment["id"]]}]}
    coupon = promotion(s.api, distribution="COUPON", code="EURO", eligibility=in_segment)
    direct = promotion(s.api, distribution="DIRECT", eligibility=in_segment)

    validated = s.api.post(
        "/v1/promotions/validate", json={"customer_id": s.customer["id"], "coupon_code": "euro"}
    )
    preview = s.api.post(
        f"/v1/promotions/{direct['id']}/eligibility/preview",
        json={"customer_id": s.customer["id"]},
    )

    assert validated.status_code == 200, validated.text
    assert {p["promotion_id"] for p in validated.json()["data"]} >= {coupon["id"], direct["id"]}
    assert preview.status_code == 200, preview.text
    assert preview.json()["data"]["eligible"] is True
    assert [c["outcome"] for c in preview.json()["data"]["conditions"]] == ["pass"]


def test_validate_without_any_active_promotion_answers_an_empty_list(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)

    response = s.api.post(
        "/v1/promotions/validate",
        json={
            "customer_id": s.customer["id"],
            "subscription_id": s.subscription["id"],
            "invoice_subtotal": "120.00",
        },
    )

    assert response.status_code == 200, response.text
    assert response.json()["data"] == []
