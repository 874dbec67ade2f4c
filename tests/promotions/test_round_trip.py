"""Hypothesis round-trips: any valid effects, condition sets and phases are read back as sent,
by the promotion, by its version's rules once published, and after an edit by the new version
(while the old version keeps what it had)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from billing.platform.money import exponent
from tests.promotions.helpers import patch, promotion_body
from tests.support import Tenant

CURRENCY = "EUR"
"""The budget currency every generated effect is in (min_spend may be in any)."""

ids = st.lists(st.uuids().map(str), max_size=3)
days = st.dates(min_value=date(2000, 1, 1), max_value=date(2100, 12, 31)).map(date.isoformat)


def _amount(currency: str) -> st.SearchStrategy[str]:
    places = exponent(currency)
    return st.integers(min_value=1, max_value=10**12).map(
        lambda minor: format(Decimal(minor).scaleb(-places), "f")
    )


percent = st.decimals(min_value=Decimal("0.01"), max_value=Decimal(100), places=2).map(
    lambda value: format(value, "f")
)
applies_to = st.fixed_dictionaries({}, optional={"plan_ids": ids, "product_ids": ids})

effects = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("percentage_discount"), "percent": percent},
        optional={"applies_to": applies_to, "max_amount": _amount(CURRENCY)},
    ),
    st.fixed_dictionaries(
        {
            "type": st.just("fixed_discount"),
            "amount": _amount(CURRENCY),
            "currency": st.just(CURRENCY),
        },
        optional={"applies_to": applies_to},
    ),
    st.fixed_dictionaries({"type": st.just("free_trial_extension"), "days": st.integers(1, 3650)}),
    st.fixed_dictionaries(
        {
            "type": st.just("credit_grant"),
            "amount": _amount(CURRENCY),
            "currency": st.just(CURRENCY),
        },
        optional={"expires_after_days": st.integers(1, 3650)},
    ),
    st.fixed_dictionaries(
        {"type": st.just("special_price"), "price_id": st.uuids().map(str), "unit_amount": percent}
    ),
)


def _ordered(pair: tuple[Any, Any]) -> dict[str, Any]:
    low, high = sorted(pair)
    return {"from": low, "to": high}


some_ids = st.lists(st.uuids().map(str), min_size=1, max_size=3)
conditions = st.one_of(
    st.sampled_from(["EUR", "JPY", "KWD"]).flatmap(
        lambda currency: st.fixed_dictionaries(
            {
                "type": st.just("min_spend"),
                "amount": _amount(currency),
                "currency": st.just(currency),
            }
        )
    ),
    st.fixed_dictionaries({"type": st.just("plans"), "plan_ids": some_ids}),
    st.fixed_dictionaries({"type": st.just("segments"), "segment_ids": some_ids}),
    st.fixed_dictionaries({"type": st.just("customer_tags"), "tag_ids": some_ids}),
    st.tuples(days, days).map(_ordered).map(lambda r: {"type": "date_range", **r}),
    st.just({"type": "first_purchase"}),
    st.tuples(st.integers(1, 60), st.integers(1, 60))
    .map(_ordered)
    .map(lambda r: {"type": "billing_cycle", **r}),
)


def condition_sets(depth: int = 1) -> st.SearchStrategy[dict[str, Any]]:
    """Sets nested at most four deep (the top-level set is depth 1)."""
    item = (
        conditions
        if depth == 4
        else st.one_of(conditions, st.deferred(lambda: condition_sets(depth + 1)))
    )
    return st.builds(
        lambda combinator, items: {combinator: items},
        st.sampled_from(["all", "any"]),
        st.lists(item, max_size=3),
    )


phases = st.lists(
    st.fixed_dictionaries(
        {
            "name": st.text(alphabet="abcXYZ 12", min_size=1, max_size=10),
            "effects": st.lists(effects, min_size=1, max_size=2),
        },
        optional={"conditions": condition_sets(), "duration_cycles": st.integers(1, 24)},
    ),
    min_size=1,
    max_size=3,
)
single_phase = st.fixed_dictionaries(
    {"effects": st.lists(effects, max_size=3)}, optional={"eligibility": condition_sets()}
)
rules = st.one_of(single_phase, st.fixed_dictionaries({"phases": phases}))

property_settings = hypothesis_settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _read_rules(rules_sent: dict[str, Any]) -> dict[str, Any]:
    return {
        "effects": rules_sent.get("effects", []),
        "eligibility": rules_sent.get("eligibility"),
        "phases": rules_sent.get("phases"),
    }


def _version_rules(tenant: Tenant, promotion_id: str, version: int) -> dict[str, Any]:
    response = tenant.live.get(f"/v1/promotions/{promotion_id}/versions/{version}/rules")
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    return {name: data[name] for name in ("effects", "eligibility", "phases")}


@property_settings
@given(first=rules, second=rules)
def test_rules_read_back_as_sent(tenant: Tenant, first: dict[str, Any], second: dict[str, Any]):
    body = {**promotion_body(effects=[]), **first, "max_budget": "100", "budget_currency": CURRENCY}
    created = tenant.live.post("/v1/promotions", json=body, idempotency_key=True)
    assert created.status_code == 201, created.text
    promotion_id = created.json()["data"]["id"]
    got = tenant.live.get(f"/v1/promotions/{promotion_id}").json()["data"]
    assert {name: got[name] for name in ("effects", "eligibility", "phases")} == _read_rules(first)
    published = tenant.live.post(f"/v1/promotions/{promotion_id}/publish", idempotency_key=True)
    assert published.status_code == 200, published.text
    assert _version_rules(tenant, promotion_id, 1) == _read_rules(first)

    replacement = {"effects": None, "eligibility": None, "phases": None, **second}
    edited = patch(tenant.live, promotion_id, **replacement)

    assert edited.status_code == 200, edited.text
    assert _version_rules(tenant, promotion_id, 2) == _read_rules(second)
    assert _version_rules(tenant, promotion_id, 1) == _read_rules(first)
