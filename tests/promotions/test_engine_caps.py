"""Caps of AUTO_APPLY promotions in the engine: `max_redemptions` counts the customers who got
the benefit on an issued invoice; past the cap, new customers are traced `cap_reached`, holders
keep the benefit; previews, drafts and simulations consume nothing. Plan: 100.00 EUR a month."""

from __future__ import annotations

from tests.invoices.subscription_helpers import period, preview
from tests.promotions.engine_helpers import (
    APRIL,
    MARCH,
    T0,
    applied,
    finalized,
    get_promotion,
    promotion,
    setup,
    skipped,
)
from tests.promotions.helpers import redeemed

TEN_OFF = [{"type": "fixed_discount", "amount": "10.00", "currency": "EUR"}]


def test_the_third_customer_is_past_a_cap_of_two_and_holders_keep_the_benefit(tenant, frozen_clock):
    frozen_clock(T0)
    first, second, third = (setup(tenant.live) for _ in range(3))
    promo = promotion(first.api, effects=TEN_OFF, max_redemptions=2, max_redemptions_per_customer=1)

    march = [finalized(s.api, s.subscription["id"], *MARCH) for s in (first, second, third)]

    assert [invoice["discount_amount"] for invoice in march] == ["10.00", "10.00", "0.00"]
    assert [e["promotion_id"] for e in applied(march[0])] == [promo["id"]]
    assert skipped(march[2]) == {promo["id"]: "cap_reached"}
    assert march[2]["discounts"] == []
    after = get_promotion(first.api, promo["id"])
    assert after["remaining_redemptions"] == 0
    assert after["derived_status"] == "cap_reached"

    april = [finalized(s.api, s.subscription["id"], *APRIL) for s in (first, second, third)]

    assert [invoice["discount_amount"] for invoice in april] == ["10.00", "10.00", "0.00"]
    assert skipped(april[2]) == {promo["id"]: "cap_reached"}
    assert get_promotion(first.api, promo["id"])["remaining_redemptions"] == 0


def test_previews_drafts_and_simulations_judge_the_count_without_consuming(tenant, frozen_clock):
    frozen_clock(T0)
    first, second = setup(tenant.live), setup(tenant.live)
    promo = promotion(first.api, effects=TEN_OFF, max_redemptions=1)

    for s in (first, second):
        assert preview(s.api, s.subscription["id"], **period(*MARCH))["discount_amount"] == "10.00"
    assert get_promotion(first.api, promo["id"])["remaining_redemptions"] == 1

    issued = finalized(second.api, second.subscription["id"], *MARCH)
    assert issued["discount_amount"] == "10.00"
    assert get_promotion(first.api, promo["id"])["remaining_redemptions"] == 0

    late = preview(first.api, first.subscription["id"], **period(*MARCH))
    assert late["discount_amount"] == "0.00"
    assert skipped(late) == {promo["id"]: "cap_reached"}
    simulated = first.api.post(
        "/v1/promotions/simulate",
        json={
            "customer_id": first.customer["id"],
            "subscription_id": first.subscription["id"],
            "promotion_ids": [promo["id"]],
            **period(*MARCH),
        },
    )
    assert simulated.status_code == 200, simulated.text
    assert skipped(simulated.json()["data"]["invoice"]) == {promo["id"]: "cap_reached"}
    held = preview(second.api, second.subscription["id"], **period(*APRIL))
    assert held["discount_amount"] == "10.00"


def test_redeemed_promotions_keep_their_caps_at_redeem(tenant, frozen_clock):
    frozen_clock(T0)
    first, second = setup(tenant.live), setup(tenant.live)
    direct = promotion(first.api, distribution="DIRECT", effects=TEN_OFF, max_redemptions=1)
    redeemed(first.api, direct["id"], first.customer["id"])

    refused = first.api.post(
        f"/v1/promotions/{direct['id']}/redeem",
        json={"customer_id": second.customer["id"]},
        idempotency_key=True,
    )
    assert refused.status_code == 409, refused.text
    invoice = finalized(first.api, first.subscription["id"], *MARCH)
    assert invoice["discount_amount"] == "10.00"
    assert get_promotion(first.api, direct["id"])["remaining_redemptions"] == 0
