"""Properties of the engine for random promotion sets: the discount never exceeds the lines, the
trace sums to the discount, and a simulation equals the later real invoice (over HTTP)."""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from billing.promotions import conditions, engine
from tests.invoices.subscription_helpers import period
from tests.promotions.engine_helpers import MARCH, T0, applied, finalized, setup
from tests.promotions.helpers import active_promotion, redeemed

_effects = st.one_of(
    st.builds(
        lambda p: {"type": "percentage_discount", "percent": str(p)},
        st.integers(min_value=1, max_value=100),
    ),
    st.builds(
        lambda a: {"type": "fixed_discount", "amount": f"{a}.00", "currency": "EUR"},
        st.integers(min_value=1, max_value=300),
    ),
)
_promotions = st.lists(
    st.fixed_dictionaries(
        {
            "effects": st.lists(_effects, min_size=1, max_size=3),
            "priority": st.integers(min_value=0, max_value=3),
            "stacking_mode": st.sampled_from(["stack", "stack", "exclusive"]),
            "stacking_group": st.sampled_from([None, None, "a", "b"]),
        }
    ),
    min_size=1,
    max_size=5,
)


def _candidate(n: int, fields: dict[str, Any]) -> engine.Candidate:
    return engine.Candidate(
        promotion_id=uuid.UUID(int=n + 1),
        version=1,
        created_at=datetime(2031, 1, 1, tzinfo=UTC),
        priority=fields["priority"],
        stacking_mode=fields["stacking_mode"],
        stacking_group=fields["stacking_group"],
        application_timing="RETROACTIVE",
        evaluation_scope="invoice",
        valid_from=date(2031, 1, 1),
        valid_to=None,
        rules={"effects": fields["effects"]},
    )


@hypothesis_settings(max_examples=300, deadline=None)
@given(
    promotions=_promotions,
    amounts=st.lists(st.integers(min_value=-5000, max_value=50000), min_size=1, max_size=4),
)
def test_the_discount_never_exceeds_the_lines_and_the_trace_sums_to_it(promotions, amounts):
    lines = [
        engine.Line(n, amount, "SUBSCRIPTION", None, None, Decimal(1), "S", Decimal("0.19"))
        for n, amount in enumerate(amounts)
    ]
    invoice = engine.InvoiceFacts(
        currency="EUR",
        today=date(2031, 3, 1),
        period_start=None,
        period_end=None,
        subscription_id=None,
        schedule=None,
        facts=conditions.Facts(today=date(2031, 3, 1)),
        lines=lines,
    )
    candidates = [_candidate(n, fields) for n, fields in enumerate(promotions)]

    outcome = engine.evaluate(invoice, candidates, {})

    per_line: dict[int, int] = {}
    for reduction in outcome.reductions:
        assert reduction.amount > 0
        per_line[reduction.position] = per_line.get(reduction.position, 0) + reduction.amount
    for line in lines:
        assert per_line.get(line.position, 0) <= max(line.amount, 0)
    traced = sum(e["discount"] for e in outcome.trace if e["status"] == engine.APPLIED)
    assert traced == outcome.discount
    assert len(outcome.trace) == len(candidates)


@hypothesis_settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(promotions=_promotions)
def test_a_simulation_equals_the_later_real_invoice(tenant, frozen_clock, promotions):
    frozen_clock(T0)
    s = setup(tenant.live)
    made = [
        active_promotion(
            s.api,
            distribution="DIRECT",
            application_timing="RETROACTIVE",
            valid_from="2031-01-01",
            **fields,
        )
        for fields in promotions
    ]
    body = {
        "customer_id": s.customer["id"],
        "subscription_id": s.subscription["id"],
        "promotion_ids": [p["id"] for p in made],
        **period(*MARCH),
    }
    response = s.api.post("/v1/promotions/simulate", json=body)
    assert response.status_code == 200, response.text
    simulated = response.json()["data"]["invoice"]

    for promo in made:
        redeemed(s.api, promo["id"], s.customer["id"])
    real = finalized(s.api, s.subscription["id"], *MARCH)

    for field in ("subtotal", "discount_amount", "tax_amount", "total"):
        assert simulated[field] == real[field]
    assert [(e["promotion_id"], e["discount"]) for e in applied(simulated)] == [
        (e["promotion_id"], e["discount"]) for e in applied(real)
    ]
    assert Decimal(real["discount_amount"]) <= Decimal(real["subtotal"])
