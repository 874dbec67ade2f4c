"""The promotions engine on invoices: effects, conditions, stacking, with exact amounts.

The customer's plan bills 100.00 EUR a month (German VAT, 19 %)."""

from __future__ import annotations

from tests.invoices.subscription_helpers import period, preview
from tests.promotions.engine_helpers import (
    APRIL,
    T0,
    applied,
    promotion,
    setup,
    skipped,
)
from tests.tags.helpers import add_tags, make_tag


def _april(s) -> dict:
    return preview(s.api, s.subscription["id"], **period(*APRIL))


def test_a_percentage_discount_reduces_the_invoice_and_is_traced(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(s.api, effects=[{"type": "percentage_discount", "percent": "10"}])

    invoice = _april(s)

    assert invoice["subtotal"] == "100.00"
    assert invoice["discount_amount"] == "10.00"
    assert invoice["tax_amount"] == "17.10"
    assert invoice["total"] == "107.10"
    [entry] = applied(invoice)
    assert entry["promotion_id"] == promo["id"]
    assert entry["version"] == 1
    assert entry["redemption_id"] is None
    assert entry["discount"] == "10.00"
    assert entry["lines"] == [{"position": 0, "amount_before": "100.00", "amount_after": "90.00"}]
    assert invoice["discounts"][0]["source"]["line_position"] == 0
    assert invoice["discounts"][0]["source"]["promotion_id"] == promo["id"]


def test_a_percentage_discount_is_capped_by_max_amount(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(
        s.api,
        effects=[{"type": "percentage_discount", "percent": "50", "max_amount": "20.00"}],
    )
    assert _april(s)["discount_amount"] == "20.00"


def test_a_fixed_discount_never_takes_the_invoice_below_zero(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(s.api, effects=[{"type": "fixed_discount", "amount": "250.00", "currency": "EUR"}])

    invoice = _april(s)

    assert invoice["discount_amount"] == "100.00"
    assert invoice["total"] == "0.00"
    assert applied(invoice)[0]["lines"][0]["amount_after"] == "0.00"


def test_a_fixed_discount_in_another_currency_takes_nothing(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(s.api, effects=[{"type": "fixed_discount", "amount": "5.00", "currency": "USD"}])
    assert _april(s)["discount_amount"] == "0.00"


def test_a_special_price_bills_the_price_at_its_unit_amount(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(
        s.api,
        effects=[{"type": "special_price", "price_id": s.price["id"], "unit_amount": "79.00"}],
    )

    invoice = _april(s)

    assert invoice["discount_amount"] == "21.00"
    assert invoice["total"] == "94.01"


def test_applies_to_scopes_a_discount_to_the_named_products(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live, with_add_on=True)
    promotion(
        s.api,
        effects=[
            {
                "type": "percentage_discount",
                "percent": "50",
                "applies_to": {"product_ids": [s.add_on["product"]["id"]]},
            }
        ],
    )

    invoice = _april(s)

    assert invoice["subtotal"] == "120.00"
    assert invoice["discount_amount"] == "10.00"
    [entry] = applied(invoice)
    assert [line["amount_after"] for line in entry["lines"]] == ["10.00"]


def test_percentages_stack_on_the_running_amount_by_priority(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    later = promotion(s.api, priority=1, effects=[{"type": "percentage_discount", "percent": "20"}])
    first = promotion(
        s.api,
        priority=5,
        effects=[{"type": "fixed_discount", "amount": "10.00", "currency": "EUR"}],
    )

    invoice = _april(s)

    # 100.00 - 10.00 (priority 5) = 90.00; 20 % of 90.00 = 18.00
    assert invoice["discount_amount"] == "28.00"
    entries = applied(invoice)
    assert [e["promotion_id"] for e in entries] == [first["id"], later["id"]]
    assert [e["discount"] for e in entries] == ["10.00", "18.00"]
    assert entries[1]["lines"][0]["amount_before"] == "90.00"


def test_an_eligible_exclusive_promotion_applies_alone(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    stacked = promotion(
        s.api, priority=9, effects=[{"type": "percentage_discount", "percent": "5"}]
    )
    exclusive = promotion(
        s.api,
        stacking_mode="exclusive",
        priority=1,
        effects=[{"type": "percentage_discount", "percent": "30"}],
    )

    invoice = _april(s)

    assert invoice["discount_amount"] == "30.00"
    assert skipped(invoice) == {stacked["id"]: "exclusive_lost_to"}
    lost = next(e for e in invoice["applied_promotions"] if e["status"] == "not_applied")
    assert lost["lost_to"] == exclusive["id"]


def test_an_ineligible_exclusive_promotion_lets_the_others_stack(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(s.api, effects=[{"type": "percentage_discount", "percent": "5"}])
    exclusive = promotion(
        s.api,
        stacking_mode="exclusive",
        eligibility={"all": [{"type": "min_spend", "amount": "500.00", "currency": "EUR"}]},
        effects=[{"type": "percentage_discount", "percent": "30"}],
    )

    invoice = _april(s)

    assert invoice["discount_amount"] == "5.00"
    assert skipped(invoice) == {exclusive["id"]: "not_eligible"}
    entry = next(e for e in invoice["applied_promotions"] if e["status"] == "not_applied")
    assert entry["failing_conditions"][0]["type"] == "min_spend"
    assert entry["failing_conditions"][0]["path"] == "/eligibility/all/0"


def test_only_the_highest_priority_member_of_a_stacking_group_applies(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    low = promotion(
        s.api,
        stacking_group="welcome",
        priority=1,
        effects=[{"type": "percentage_discount", "percent": "50"}],
    )
    high = promotion(
        s.api,
        stacking_group="welcome",
        priority=2,
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    other = promotion(
        s.api, effects=[{"type": "fixed_discount", "amount": "1.00", "currency": "EUR"}]
    )

    invoice = _april(s)

    assert [e["promotion_id"] for e in applied(invoice)] == [high["id"], other["id"]]
    assert skipped(invoice) == {low["id"]: "stacking_group_lost_to"}
    # 10 % of 100.00, then 1.00 off 90.00
    assert invoice["discount_amount"] == "11.00"


def test_min_spend_is_judged_on_the_subtotal_before_discounts(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(
        s.api,
        priority=5,
        effects=[{"type": "fixed_discount", "amount": "50.00", "currency": "EUR"}],
    )
    promotion(
        s.api,
        eligibility={"all": [{"type": "min_spend", "amount": "100.00", "currency": "EUR"}]},
        effects=[{"type": "fixed_discount", "amount": "5.00", "currency": "EUR"}],
    )
    assert _april(s)["discount_amount"] == "55.00"


def test_plan_condition_selects_the_subscriptions_plan(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    mine = promotion(
        s.api,
        eligibility={"all": [{"type": "plans", "plan_ids": [s.plan["id"]]}]},
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    other_plan = setup(tenant.live).plan
    theirs = promotion(
        s.api,
        eligibility={"all": [{"type": "plans", "plan_ids": [other_plan["id"]]}]},
        effects=[{"type": "percentage_discount", "percent": "20"}],
    )

    invoice = _april(s)

    assert [e["promotion_id"] for e in applied(invoice)] == [mine["id"]]
    assert skipped(invoice) == {theirs["id"]: "not_eligible"}


def test_billing_cycle_condition_counts_the_subscriptions_periods(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(
        s.api,
        eligibility={"all": [{"type": "billing_cycle", "from": 2, "to": 2}]},
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    march = preview(s.api, s.subscription["id"])
    april = _april(s)
    assert march["discount_amount"] == "0.00"
    assert april["discount_amount"] == "10.00"


def test_first_purchase_holds_until_the_customer_is_invoiced(tenant, frozen_clock):
    from tests.promotions.engine_helpers import finalized

    frozen_clock(T0)
    s = setup(tenant.live)
    promotion(
        s.api,
        eligibility={"all": [{"type": "first_purchase"}]},
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    from tests.promotions.engine_helpers import MARCH

    first = finalized(s.api, s.subscription["id"], *MARCH)
    assert first["discount_amount"] == "10.00"
    assert _april(s)["discount_amount"] == "0.00"


def test_customer_tags_condition(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    tag_id = make_tag(s.api)["id"]
    promotion(
        s.api,
        eligibility={"all": [{"type": "customer_tags", "tag_ids": [tag_id]}]},
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    assert _april(s)["discount_amount"] == "0.00"
    add_tags(s.api, "customers", s.customer["id"], tag_id)
    assert _april(s)["discount_amount"] == "10.00"


def test_a_promotion_outside_its_validity_does_not_apply(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    later = promotion(
        s.api,
        valid_from="2031-06-01",
        effects=[{"type": "percentage_discount", "percent": "10"}],
    )
    invoice = _april(s)
    assert invoice["discount_amount"] == "0.00"
    assert skipped(invoice) == {later["id"]: "not_eligible"}
