"""Budgets, redemptions and ladders in the engine: consumption at finalization only (SKIP and
PARTIAL), redemption statuses it drives, credit grants, clawback. Plan: 100.00 EUR a month."""

from __future__ import annotations

from datetime import UTC, datetime

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
from tests.promotions.helpers import redeemed, redemption_action
from tests.wallet.helpers import balance

MAY = (datetime(2031, 5, 1, tzinfo=UTC), datetime(2031, 6, 1, tzinfo=UTC))
JUNE = (datetime(2031, 6, 1, tzinfo=UTC), datetime(2031, 7, 1, tzinfo=UTC))
TEN_OFF = [{"type": "fixed_discount", "amount": "30.00", "currency": "EUR"}]


def _budgeted(api, behavior: str) -> dict:
    return promotion(
        api,
        effects=TEN_OFF,
        max_budget="50.00",
        budget_currency="EUR",
        budget_behavior=behavior,
    )


def test_previews_never_consume_and_finalizing_consumes_exactly(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = _budgeted(s.api, "SKIP")

    for _ in range(3):
        assert preview(s.api, s.subscription["id"], **period(*MARCH))["discount_amount"] == "30.00"
    assert get_promotion(s.api, promo["id"])["remaining_budget"] == "50.00"

    invoice = finalized(s.api, s.subscription["id"], *MARCH)

    assert invoice["discount_amount"] == "30.00"
    assert applied(invoice)[0]["budget_consumed"] == "30.00"
    assert get_promotion(s.api, promo["id"])["remaining_budget"] == "20.00"


def test_skip_skips_a_benefit_larger_than_what_remains(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = _budgeted(s.api, "SKIP")
    finalized(s.api, s.subscription["id"], *MARCH)

    april = finalized(s.api, s.subscription["id"], *APRIL)

    assert april["discount_amount"] == "0.00"
    assert skipped(april) == {promo["id"]: "budget_skipped"}
    assert get_promotion(s.api, promo["id"])["remaining_budget"] == "20.00"


def test_partial_applies_what_remains_then_the_budget_is_exhausted(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = _budgeted(s.api, "PARTIAL")
    finalized(s.api, s.subscription["id"], *MARCH)

    april = finalized(s.api, s.subscription["id"], *APRIL)

    assert april["discount_amount"] == "20.00"
    assert applied(april)[0]["budget_consumed"] == "20.00"
    fetched = get_promotion(s.api, promo["id"])
    assert fetched["remaining_budget"] == "0.00"
    assert fetched["derived_status"] == "budget_exhausted"
    may = preview(s.api, s.subscription["id"], **period(*MAY))
    assert may["discount_amount"] == "0.00"
    assert skipped(may) == {promo["id"]: "budget_skipped"}


def test_next_cycle_waits_pending_and_becomes_active_on_the_next_period(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    frozen_clock(datetime(2031, 3, 10, tzinfo=UTC))
    promo = promotion(
        s.api,
        distribution="DIRECT",
        application_timing="NEXT_CYCLE",
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    redemption = redeemed(s.api, promo["id"], s.customer["id"])
    assert redemption["status"] == "pending"

    march = preview(s.api, s.subscription["id"], **period(*MARCH))
    assert march["discount_amount"] == "0.00"
    assert skipped(march) == {promo["id"]: "not_started"}

    frozen_clock(datetime(2031, 4, 1, tzinfo=UTC))
    april = finalized(s.api, s.subscription["id"], *APRIL)
    assert april["discount_amount"] == "10.00"
    assert applied(april)[0]["redemption_id"] == redemption["id"]
    response = s.api.get(f"/v1/promotions/{promo['id']}/redemptions")
    assert response.json()["data"][0]["status"] == "active"


def test_immediate_prorates_the_period_of_the_redemption(tenant, frozen_clock):
    frozen_clock(datetime(2031, 3, 1, tzinfo=UTC))
    s = setup(tenant.live, amount="31.00")
    promo = promotion(
        s.api,
        distribution="DIRECT",
        application_timing="IMMEDIATE",
        effects=[{"type": "fixed_discount", "amount": "31.00", "currency": "EUR"}],
    )
    frozen_clock(datetime(2031, 3, 22, tzinfo=UTC))
    redeemed(s.api, promo["id"], s.customer["id"])

    # 10 of March's 31 days remain: 31.00 x 10 / 31
    assert preview(s.api, s.subscription["id"], **period(*MARCH))["discount_amount"] == "10.00"
    assert preview(s.api, s.subscription["id"], **period(*APRIL))["discount_amount"] == "31.00"


def test_retroactive_covers_the_whole_period_of_the_redemption(tenant, frozen_clock):
    frozen_clock(datetime(2031, 3, 1, tzinfo=UTC))
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        distribution="DIRECT",
        application_timing="RETROACTIVE",
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    frozen_clock(datetime(2031, 3, 22, tzinfo=UTC))
    redeemed(s.api, promo["id"], s.customer["id"])
    assert preview(s.api, s.subscription["id"], **period(*MARCH))["discount_amount"] == "10.00"


def test_a_ladder_steps_through_its_phases_and_expires_when_complete(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        distribution="DIRECT",
        effects=None,
        phases=[
            {
                "name": "intro",
                "duration_cycles": 2,
                "effects": [{"type": "percentage_discount", "percent": "50"}],
            },
            {
                "name": "loyal",
                "duration_cycles": 1,
                "effects": [{"type": "percentage_discount", "percent": "10"}],
            },
        ],
    )
    redemption = redeemed(s.api, promo["id"], s.customer["id"])

    march = finalized(s.api, s.subscription["id"], *MARCH)
    april = finalized(s.api, s.subscription["id"], *APRIL)
    may = finalized(s.api, s.subscription["id"], *MAY)

    assert [i["discount_amount"] for i in (march, april, may)] == ["50.00", "50.00", "10.00"]
    assert [applied(i)[0]["phase"] for i in (march, april, may)] == ["intro", "intro", "loyal"]
    response = s.api.get(f"/v1/promotions/{promo['id']}/redemptions")
    [listed] = response.json()["data"]
    assert listed["id"] == redemption["id"]
    assert listed["status"] == "expired"
    assert preview(s.api, s.subscription["id"], **period(*JUNE))["discount_amount"] == "0.00"


def test_a_dormant_redemption_becomes_active_when_the_first_rung_is_reached(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        distribution="DIRECT",
        effects=None,
        phases=[
            {
                "name": "from cycle 2",
                "conditions": {"all": [{"type": "billing_cycle", "from": 2}]},
                "effects": [{"type": "percentage_discount", "percent": "10"}],
            }
        ],
    )
    redemption = redeemed(
        s.api, promo["id"], s.customer["id"], subscription_id=s.subscription["id"]
    )
    assert redemption["status"] == "dormant"

    march = finalized(s.api, s.subscription["id"], *MARCH)
    assert march["discount_amount"] == "0.00"
    april = finalized(s.api, s.subscription["id"], *APRIL)
    assert april["discount_amount"] == "10.00"
    response = s.api.get(f"/v1/promotions/{promo['id']}/redemptions")
    assert response.json()["data"][0]["status"] == "active"


def test_a_credit_grant_goes_to_the_wallet_and_revoke_claws_it_back(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(
        s.api,
        distribution="DIRECT",
        effects=[
            {"type": "credit_grant", "amount": "15.00", "currency": "EUR"},
            {"type": "fixed_discount", "amount": "5.00", "currency": "EUR"},
        ],
        max_budget="100.00",
        budget_currency="EUR",
    )
    redemption = redeemed(s.api, promo["id"], s.customer["id"])

    march = finalized(s.api, s.subscription["id"], *MARCH)

    [entry] = applied(march)
    assert (entry["discount"], entry["credit_granted"], entry["budget_consumed"]) == (
        "5.00",
        "15.00",
        "20.00",
    )
    assert balance(s.api, s.customer["id"]) == "15.00"
    path = f"/v1/promotions/{promo['id']}/redemptions/{redemption['id']}/clawback-preview"
    preview_body = s.api.get(path).json()["data"]
    [total] = preview_body["totals"]
    assert total["currency"] == "EUR"
    assert total["total"] == "20.00"

    response = redemption_action(s.api, redemption, "revoke", revert_benefits=True)
    assert response.status_code == 200, response.text

    assert balance(s.api, s.customer["id"]) == "0.00"
    assert s.api.get(path).json()["data"]["totals"] == []


def test_version_referrers_list_the_invoices_that_received_the_benefit(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(s.api, effects=[{"type": "percentage_discount", "percent": "10"}])
    invoice = finalized(s.api, s.subscription["id"], *MARCH)

    response = s.api.get(f"/v1/promotions/{promo['id']}/versions/1/referrers?type=invoice")

    assert response.status_code == 200, response.text
    assert [r["id"] for r in response.json()["data"]] == [invoice["id"]]


def test_a_pending_redemption_is_active_from_its_first_period_even_when_ineligible_there(
    tenant, frozen_clock
):
    frozen_clock(T0)
    s = setup(tenant.live)
    frozen_clock(datetime(2031, 3, 10, tzinfo=UTC))
    promo = promotion(
        s.api,
        distribution="DIRECT",
        application_timing="NEXT_CYCLE",
        eligibility={"all": [{"type": "min_spend", "amount": "500.00", "currency": "EUR"}]},
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    redeemed(s.api, promo["id"], s.customer["id"])

    frozen_clock(datetime(2031, 4, 1, tzinfo=UTC))
    april = finalized(s.api, s.subscription["id"], *APRIL)

    assert april["discount_amount"] == "0.00"
    assert skipped(april) == {promo["id"]: "not_eligible"}
    response = s.api.get(f"/v1/promotions/{promo['id']}/redemptions")
    assert response.json()["data"][0]["status"] == "active"
