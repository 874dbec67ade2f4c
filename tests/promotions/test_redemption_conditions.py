"""The pure condition evaluator that redeem uses now and the engine of issue 18 will reuse:
three-valued logic over facts that may be unknown."""

from __future__ import annotations

import uuid
from datetime import date
from decimal import Decimal

from billing.promotions.conditions import Facts, judge, named_ids, phase_reachable

PLAN, OTHER_PLAN = uuid.uuid4(), uuid.uuid4()
TODAY = date(2026, 6, 15)


def plans(*ids: uuid.UUID) -> dict:
    return {"type": "plans", "plan_ids": [str(i) for i in ids]}


MIN_SPEND = {"type": "min_spend", "amount": "100.00", "currency": "EUR"}
JUNE = {"type": "date_range", "from": "2026-06-01", "to": "2026-06-30"}


def test_an_unknown_fact_neither_holds_nor_fails():
    verdict = judge({"all": [plans(PLAN), MIN_SPEND]}, Facts(today=TODAY))
    assert (verdict.outcome, verdict.blocks) == (None, False)


def test_all_fails_on_one_failure_even_beside_unknowns():
    facts = Facts(today=TODAY, plan_id=OTHER_PLAN)
    verdict = judge({"all": [MIN_SPEND, plans(PLAN), JUNE]}, facts, ("eligibility",))
    assert verdict.blocks
    assert [(f.path, f.type) for f in verdict.failures] == [(("eligibility", "all", 1), "plans")]


def test_any_holds_on_one_success_and_lists_every_failure_when_all_fail():
    facts = Facts(today=TODAY, plan_id=OTHER_PLAN, subtotal=(Decimal("20.00"), "EUR"))
    assert judge({"any": [plans(PLAN), JUNE]}, facts).outcome is True
    verdict = judge({"any": [plans(PLAN), {"all": [MIN_SPEND]}]}, facts)
    assert [f.type for f in verdict.failures] == ["plans", "min_spend"]
    assert verdict.failures[1].path == ("any", 1, "all", 0)


def test_min_spend_in_another_currency_is_not_met():
    facts = Facts(today=TODAY, subtotal=(Decimal("500.00"), "USD"))
    assert judge(MIN_SPEND, facts).outcome is False
    assert judge(MIN_SPEND, Facts(today=TODAY, subtotal=(Decimal("100.00"), "EUR"))).outcome


def test_billing_cycle_bounds_are_inclusive_and_open_ends_allowed():
    rung = {"type": "billing_cycle", "from": 3, "to": 5}
    outcomes = [judge(rung, Facts(today=TODAY, billing_cycle=n)).outcome for n in range(1, 8)]
    assert outcomes == [False, False, True, True, True, False, False]
    assert judge({"type": "billing_cycle", "from": 6}, Facts(today=TODAY, billing_cycle=60))


def test_no_conditions_always_hold_and_a_ladder_waits_until_a_rung_can_hold():
    assert judge(None, Facts(today=TODAY)).outcome is True
    ladder = [{"conditions": {"all": [{"type": "billing_cycle", "from": 6}]}}]
    assert not phase_reachable(ladder, Facts(today=TODAY, billing_cycle=1))
    assert phase_reachable(ladder, Facts(today=TODAY))


def test_named_ids_finds_ids_at_any_depth():
    segment = uuid.uuid4()
    rules = [{"all": [{"any": [{"type": "segments", "segment_ids": [str(segment)]}]}]}, None]
    assert named_ids(rules, "segments", "segment_ids") == {segment}
