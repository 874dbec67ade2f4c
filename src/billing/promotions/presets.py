"""Archetype presets: the rules a promotion starts with when it is created with an archetype and
no rules of its own. The archetype itself is stored as a hint only; nothing reads it as logic.

A preset fills `effects` (and `eligibility` when the caller gave none) or `phases` (when the
caller gave no eligibility, which phases exclude). An effect that needs a currency (a credit
grant) is only preset when the promotion has a budget currency.
"""

from __future__ import annotations

from typing import Any

from billing.promotions.authoring import State


def _percent(percent: str) -> dict[str, Any]:
    return {"type": "percentage_discount", "percent": percent}


def _from_cycle(cycle: int) -> dict[str, Any]:
    return {"all": [{"type": "billing_cycle", "from": cycle}]}


_EFFECTS: dict[str, list[dict[str, Any]]] = {
    "coupon_discount": [_percent("10")],
    "bundle_discount": [_percent("15")],
    "volume_rebate": [_percent("5")],
    "free_trial": [{"type": "free_trial_extension", "days": 14}],
    "cross_sell_free": [_percent("100")],
}

_PHASES: dict[str, list[dict[str, Any]]] = {
    "loyalty_ladder": [
        {"name": "Bronze", "conditions": _from_cycle(1), "effects": [_percent("5")]},
        {"name": "Silver", "conditions": _from_cycle(6), "effects": [_percent("10")]},
        {"name": "Gold", "conditions": _from_cycle(12), "effects": [_percent("15")]},
    ],
    "growth_ladder": [
        {"name": "Launch", "effects": [_percent("30")], "duration_cycles": 3},
        {"name": "Ramp", "effects": [_percent("15")], "duration_cycles": 3},
        {"name": "Steady", "effects": [_percent("5")]},
    ],
}

FIRST_PURCHASE_CREDIT = "10"
"""The preset credit of `first_purchase_credit`, in major units of the budget currency."""


def with_preset(state: State) -> State:
    """`state` with its archetype's preset rules, unless the caller sent rules of its own."""
    archetype = state["archetype"]
    if archetype is None or state["effects"] or state["phases"] is not None:
        return state
    filled = dict(state)
    if archetype in _PHASES:
        if state["eligibility"] is None:
            filled["phases"] = [dict(phase) for phase in _PHASES[archetype]]
    elif archetype == "first_purchase_credit":
        if state["eligibility"] is None:
            filled["eligibility"] = {"all": [{"type": "first_purchase"}]}
        if state["budget_currency"] is not None:
            filled["effects"] = [
                {
                    "type": "credit_grant",
                    "amount": FIRST_PURCHASE_CREDIT,
                    "currency": state["budget_currency"],
                }
            ]
    elif archetype in _EFFECTS:
        filled["effects"] = [dict(effect) for effect in _EFFECTS[archetype]]
    return filled
