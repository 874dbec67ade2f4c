"""Rating a meter's aggregate by a rate-table version's tiers (pure, no I/O).

A tier covers the quantities above the previous tier's `up_to` up to and including its own
(`None`: no upper bound, only the last tier). `graduated` charges each tier's units at that
tier's rate; `volume` charges every unit at the rate of the one tier the quantity falls in. A
tier's rate is a fixed decimal or the result of a pinned price-formula version evaluated with
the tier's variable bindings and `cost`; a formula rate is rounded half-up to the places a unit
price is stored with (`platform.money.round_unit_price`). The amount is exact; the invoice line
rounds it once to minor units.
"""

from __future__ import annotations

import decimal
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from billing.platform.money import DECIMAL_CONTEXT, plain, round_unit_price
from billing.pricing import formula

GRADUATED, VOLUME = "graduated", "volume"
MODES = (GRADUATED, VOLUME)


@dataclass(frozen=True)
class FormulaRate:
    """A tier rated by a formula: its pinned version, variable bindings and cost basis."""

    formula_id: str
    version: int
    variables: Mapping[str, Any]
    cost: Decimal | None


@dataclass(frozen=True)
class Tier:
    up_to: Decimal | None
    unit_amount: Decimal | None
    formula: FormulaRate | None


@dataclass(frozen=True)
class ResolvedTier:
    """A tier with its rate known; `inputs` are the formula's (None for a fixed rate)."""

    up_to: Decimal | None
    rate: Decimal
    formula: FormulaRate | None = None
    inputs: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class TierCharge:
    index: int
    units: Decimal
    rate: Decimal
    amount: Decimal


class RateProblem(ValueError):
    """A formula rate that cannot be evaluated, or is negative; `field` is within the tier's
    `formula` (`variables/<name>`, or empty for the formula as a whole)."""

    def __init__(self, detail: str, field: tuple[str | int, ...] = ()) -> None:
        super().__init__(detail)
        self.detail = detail
        self.field = field


def formula_rate(compiled: formula.Compiled, rate: FormulaRate) -> tuple[Decimal, dict[str, Any]]:
    """The tier rate a formula gives with the tier's bindings, and the inputs it used (wire
    form, `cost` included)."""
    try:
        values = formula.bind(compiled, rate.variables, rate.cost)
        result = formula.run(compiled, values)
    except formula.FormulaProblem as problem:
        field = tuple(problem.field) if problem.field[0] == "variables" else ()
        raise RateProblem(problem.detail, field) from None
    value = result.value
    if isinstance(value, bool) or value < 0:
        raise RateProblem(f"the formula gives {value}, not a rate of zero or more")
    types = {**compiled.types, "cost": "decimal"}
    inputs = {name: formula.wire_value(v, types[name]) for name, v in values.items()}
    return round_unit_price(value), inputs


def bound_problems(up_tos: Sequence[Decimal | None]) -> list[tuple[int, str]]:
    """What is wrong with tiers' upper bounds, as (tier index, detail): only the last tier is
    unbounded, and the bounds are positive and increasing. Shared by every tiered rate (price
    versions and rate tables)."""
    problems: list[tuple[int, str]] = []
    previous: Decimal | None = None
    last = len(up_tos) - 1
    for index, up_to in enumerate(up_tos):
        if up_to is None:
            if index != last:
                problems.append((index, "only the last tier may be unbounded (null)"))
        elif index == last:
            problems.append((index, "the last tier must be unbounded (null)"))
        elif up_to <= 0:
            problems.append((index, "must be greater than zero"))
        elif previous is not None and up_to <= previous:
            problems.append((index, "must be greater than the previous tier's up_to"))
        if up_to is not None:
            previous = up_to if previous is None else max(previous, up_to)
    return problems


def charges(mode: str, tiers: Sequence[ResolvedTier], quantity: Decimal) -> list[TierCharge]:
    """What each reached tier charges for `quantity` (graduated: every tier with units in it;
    volume: the tier that contains the quantity); an empty list for a quantity of zero."""
    if quantity < 0:
        raise ValueError("the quantity must not be negative")
    if quantity == 0:
        return []
    with decimal.localcontext(DECIMAL_CONTEXT):
        if mode == VOLUME:
            index, tier = next(
                (i, t) for i, t in enumerate(tiers) if t.up_to is None or quantity <= t.up_to
            )
            return [TierCharge(index, quantity, tier.rate, quantity * tier.rate)]
        found: list[TierCharge] = []
        lower = Decimal(0)
        for index, tier in enumerate(tiers):
            upper = quantity if tier.up_to is None else min(quantity, tier.up_to)
            if upper <= lower:
                break
            units = upper - lower
            found.append(TierCharge(index, units, tier.rate, units * tier.rate))
            if tier.up_to is None:
                break
            lower = tier.up_to
        return found


def total(found: Sequence[TierCharge]) -> Decimal:
    with decimal.localcontext(DECIMAL_CONTEXT):
        return sum((charge.amount for charge in found), Decimal(0))


def tiers_from_json(stored: Sequence[Mapping[str, Any]]) -> tuple[Tier, ...]:
    def decimal_or_none(value: Any) -> Decimal | None:
        return None if value is None else Decimal(value)

    found = []
    for tier in stored:
        ref = tier.get("formula")
        found.append(
            Tier(
                up_to=decimal_or_none(tier.get("up_to")),
                unit_amount=decimal_or_none(tier.get("unit_amount")),
                formula=None
                if ref is None
                else FormulaRate(
                    formula_id=str(ref["formula_id"]),
                    version=int(ref["version"]),
                    variables=dict(ref.get("variables") or {}),
                    cost=decimal_or_none(ref.get("cost")),
                ),
            )
        )
    return tuple(found)


def tiers_to_json(tiers: Sequence[Tier]) -> list[dict[str, Any]]:
    return [
        {
            "up_to": None if t.up_to is None else format(plain(t.up_to), "f"),
            "unit_amount": None if t.unit_amount is None else format(plain(t.unit_amount), "f"),
            "formula": None
            if t.formula is None
            else {
                "formula_id": t.formula.formula_id,
                "version": t.formula.version,
                "variables": dict(t.formula.variables),
                "cost": None if t.formula.cost is None else format(plain(t.formula.cost), "f"),
            },
        }
        for t in tiers
    ]
