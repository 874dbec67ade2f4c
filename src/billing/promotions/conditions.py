"""The condition evaluator: a promotion's condition sets judged against what is known of a
customer, with no I/O, so that redeem (now) and the invoice engine (per invoice) share it.

A fact may be unknown (`None`): redeem has no invoice, so `min_spend` is unknown there, and
without a subscription so are `plans` and `billing_cycle`. Logic is three-valued: a condition
on an unknown fact is neither met nor failed; `all` fails when one item fails and holds when
every item holds; `any` holds when one item holds and fails when every item fails; anything
else is unknown. Redeem blocks only on a failure (an unknown is judged later, by the engine on
each invoice); the engine supplies every fact, so for it nothing is unknown.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

Path = tuple[str | int, ...]
"""Where a condition sits in the promotion's rules: `("eligibility", "all", 0)`."""


@dataclass(frozen=True)
class Facts:
    """What is known of the customer at the moment of judging; None means unknown."""

    today: date
    plan_id: uuid.UUID | None = None
    segment_ids: frozenset[uuid.UUID] | None = None
    """The segments the customer belongs to (at least those the conditions name)."""
    tag_ids: frozenset[uuid.UUID] | None = None
    first_purchase: bool | None = None
    """Whether the customer has not been invoiced yet."""
    billing_cycle: int | None = None
    """The subscription's cycle number; the first billing period is 1."""
    subtotal: tuple[Decimal, str] | None = None
    """The invoice subtotal before discounts, in major units, with its currency."""


@dataclass(frozen=True)
class Failure:
    path: Path
    type: str
    detail: str


@dataclass(frozen=True)
class Verdict:
    outcome: bool | None
    """True: met; False: failed; None: depends on facts not known yet."""
    failures: tuple[Failure, ...] = field(default=())
    """The conditions that failed, when the outcome is False."""

    @property
    def blocks(self) -> bool:
        return self.outcome is False


MET = Verdict(True)


def judge(conditions: Mapping[str, Any] | None, facts: Facts, path: Path = ()) -> Verdict:
    """The verdict of a condition set (None: no conditions, always met)."""
    if conditions is None:
        return MET
    if "type" in conditions:
        return _condition(conditions, facts, path)
    combinator = "all" if conditions.get("all") is not None else "any"
    items: Sequence[Mapping[str, Any]] = conditions.get(combinator) or []
    verdicts = [judge(item, facts, (*path, combinator, n)) for n, item in enumerate(items)]
    outcomes = [verdict.outcome for verdict in verdicts]
    if combinator == "all":
        outcome = False if False in outcomes else (None if None in outcomes else True)
    else:
        outcome = True if True in outcomes else (None if None in outcomes else False)
    if outcome is not False:
        return Verdict(outcome)
    return Verdict(False, tuple(f for verdict in verdicts for f in verdict.failures))


def _condition(condition: Mapping[str, Any], facts: Facts, path: Path) -> Verdict:
    kind = condition["type"]
    held, detail = _HOLDS[kind](condition, facts)
    if held is False:
        return Verdict(False, (Failure(path, kind, detail),))
    return Verdict(held)


def _ids(values: Sequence[str]) -> frozenset[uuid.UUID]:
    return frozenset(uuid.UUID(str(value)) for value in values)


def _plans(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    if facts.plan_id is None:
        return None, ""
    return facts.plan_id in _ids(condition["plan_ids"]), "the subscription is on another plan"


def _segments(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    if facts.segment_ids is None:
        return None, ""
    held = bool(_ids(condition["segment_ids"]) & facts.segment_ids)
    return held, "the customer is in none of the segments"


def _customer_tags(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    if facts.tag_ids is None:
        return None, ""
    return bool(_ids(condition["tag_ids"]) & facts.tag_ids), "the customer has none of the tags"


def _date_range(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    start, end = condition.get("from"), condition.get("to")
    held = (start is None or date.fromisoformat(start) <= facts.today) and (
        end is None or facts.today <= date.fromisoformat(end)
    )
    return held, f"{facts.today.isoformat()} is outside the date range"


def _first_purchase(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    return facts.first_purchase, "the customer has been invoiced before"


def _billing_cycle(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    cycle = facts.billing_cycle
    if cycle is None:
        return None, ""
    start, end = condition.get("from"), condition.get("to")
    held = (start is None or start <= cycle) and (end is None or cycle <= end)
    return held, f"the subscription is in billing cycle {cycle}"


def _min_spend(condition: Mapping[str, Any], facts: Facts) -> tuple[bool | None, str]:
    if facts.subtotal is None:
        return None, ""
    amount, currency = facts.subtotal
    held = currency == condition["currency"] and amount >= Decimal(condition["amount"])
    return held, f"the subtotal is below {condition['amount']} {condition['currency']}"


_HOLDS = {
    "plans": _plans,
    "segments": _segments,
    "customer_tags": _customer_tags,
    "date_range": _date_range,
    "first_purchase": _first_purchase,
    "billing_cycle": _billing_cycle,
    "min_spend": _min_spend,
}


def named_ids(conditions: Any, kind: str, key: str) -> set[uuid.UUID]:
    """Every id under `key` of the conditions of type `kind` anywhere in the rules (so that the
    facts are read once, for the ids the rules name)."""
    found: set[uuid.UUID] = set()
    if isinstance(conditions, Mapping):
        if conditions.get("type") == kind:
            found |= _ids(conditions[key])
        for value in conditions.values():
            found |= named_ids(value, kind, key)
    elif isinstance(conditions, list):
        for item in conditions:
            found |= named_ids(item, kind, key)
    return found


def phase_reachable(phases: Sequence[Mapping[str, Any]], facts: Facts) -> bool:
    """Whether some rung of a ladder is not ruled out now (else the redemption waits, dormant)."""
    return any(not judge(phase.get("conditions"), facts).blocks for phase in phases)
