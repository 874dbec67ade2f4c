"""free_trial_extension: redeeming for a subscription in its trial moves the trial's end."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.invoices.subscription_helpers import subscribe
from tests.promotions.engine_helpers import T0, promotion, setup
from tests.promotions.helpers import redeemed


def test_a_free_trial_extension_moves_the_trial_end_once(tenant, frozen_clock, run_jobs):
    frozen_clock(T0)
    s = setup(tenant.live)
    trialing = subscribe(s.api, s.customer["id"], s.plan["id"], trial_end="2031-03-15T00:00:00Z")
    promo = promotion(
        s.api, distribution="DIRECT", effects=[{"type": "free_trial_extension", "days": 10}]
    )

    redeemed(s.api, promo["id"], s.customer["id"], subscription_id=trialing["id"])

    after = s.api.get(f"/v1/subscriptions/{trialing['id']}").json()["data"]
    assert after["trial_end"] == "2031-03-25T00:00:00Z"
    assert after["current_period_end"] == "2031-03-25T00:00:00Z"
    frozen_clock(datetime(2031, 3, 16, tzinfo=UTC))
    run_jobs()
    still = s.api.get(f"/v1/subscriptions/{trialing['id']}").json()["data"]
    assert (still["status"], still["trial_end"]) == ("trialing", "2031-03-25T00:00:00Z")
    frozen_clock(datetime(2031, 3, 25, 1, tzinfo=UTC))
    run_jobs()
    paid = s.api.get(f"/v1/subscriptions/{trialing['id']}").json()["data"]
    assert paid["status"] == "active"
    assert paid["current_period_start"] == "2031-03-25T00:00:00Z"


def test_a_free_trial_extension_leaves_a_subscription_out_of_trial_alone(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api, distribution="DIRECT", effects=[{"type": "free_trial_extension", "days": 10}]
    )
    redeemed(s.api, promo["id"], s.customer["id"], subscription_id=s.subscription["id"])
    after = s.api.get(f"/v1/subscriptions/{s.subscription['id']}").json()["data"]
    assert (after["trial_end"], after["current_period_end"]) == (None, "2031-04-01T00:00:00Z")
