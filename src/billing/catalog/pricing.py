"""What a price version charges for a quantity, and the shape rules of its payload. Pure.

A tier covers the quantities above the previous tier's `up_to` up to and including its own
(`None`: no upper bound, only the last tier). Graduated pricing charges each tier for the units
that fall in it, plus the flat amount of every tier the quantity reaches; volume pricing charges
every unit at the rate of the one tier that contains the quantity, plus that tier's flat amount.
The first tier is always reached, so its flat amount is charged even for a quantity of zero (a
base fee), and a single-tier price costs the same in both modes.
"""

from __future__ import annotations

import decimal
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from billing.platform.errors import FieldError, FieldPath
from billing.platform.money import EXACT_CONTEXT, to_minor
from billing.pricing.rating import bound_problems

PRICING_MODELS = ("flat", "per_unit", "tiered", "rate_table")
RATE_TABLE = "rate_table"
"""A metered price: its rate table rates its meter's period aggregate (`metering`); its
versions carry no payload."""
TIERS_MODES = ("graduated", "volume")
DEFAULT_TIERS_MODE = "graduated"


@dataclass(frozen=True, slots=True)
class Tier:
    up_to: Decimal | None
    unit_amount: Decimal
    flat_amount: Decimal | None = None


@dataclass(frozen=True, slots=True)
class Rate:
    """The payload of a price version together with its price's model."""

    pricing_model: str
    tiers_mode: str | None = None
    unit_amount: Decimal | None = None
    tiers: tuple[Tier, ...] = ()


def amount(rate: Rate, quantity: Decimal) -> Decimal:
    """The unrounded amount of `quantity` units for one period (flat: regardless of quantity)."""
    if quantity < 0:
        raise ValueError("the quantity must not be negative")
    with decimal.localcontext(EXACT_CONTEXT):
        if rate.pricing_model == "flat":
            return _required(rate.unit_amount)
        if rate.pricing_model == "per_unit":
            return _required(rate.unit_amount) * quantity
        if rate.pricing_model != "tiered" or not rate.tiers:
            raise ValueError(f"cannot price the model {rate.pricing_model!r}")
        if rate.tiers_mode == "volume":
            return _volume(rate.tiers, quantity)
        return _graduated(rate.tiers, quantity)


def _required(value: Decimal | None) -> Decimal:
    if value is None:
        raise ValueError("the rate has no unit_amount")
    return value


def _graduated(tiers: Sequence[Tier], quantity: Decimal) -> Decimal:
    total = Decimal(0)
    lower = Decimal(0)
    for index, tier in enumerate(tiers):
        if index > 0 and quantity <= lower:
            break
        upper = quantity if tier.up_to is None else min(quantity, tier.up_to)
        total += max(upper - lower, Decimal(0)) * tier.unit_amount + (tier.flat_amount or 0)
        if tier.up_to is None:
            break
        lower = tier.up_to
    return total


def _volume(tiers: Sequence[Tier], quantity: Decimal) -> Decimal:
    tier = next((t for t in tiers if t.up_to is None or quantity <= t.up_to), tiers[-1])
    return quantity * tier.unit_amount + (tier.flat_amount or 0)


# --- payload rules -----------------------------------------------------------------------


def check_payload(
    pricing_model: str,
    currency: str,
    unit_amount: Decimal | None,
    tiers: Sequence[Tier] | None,
) -> list[FieldError]:
    """Every rule of a version's payload for its price's model and currency, as problems."""
    if pricing_model == RATE_TABLE:
        return [
            FieldError((name,), "a rate_table price is rated by its rate table; omit it")
            for name, value in (("unit_amount", unit_amount), ("tiers", tiers))
            if value is not None
        ]
    if pricing_model == "tiered":
        problems: list[FieldError] = []
        if unit_amount is not None:
            problems.append(
                FieldError(("unit_amount",), "a tiered price takes tiers, not unit_amount")
            )
        if not tiers:
            problems.append(FieldError(("tiers",), "a tiered price needs at least one tier"))
            return problems
        return problems + check_tiers(tiers, currency)
    problems = []
    if tiers is not None:
        problems.append(
            FieldError(("tiers",), f"a {pricing_model} price takes unit_amount, not tiers")
        )
    if unit_amount is None:
        problems.append(FieldError(("unit_amount",), f"a {pricing_model} price needs unit_amount"))
    elif unit_amount < 0:
        problems.append(FieldError(("unit_amount",), "must not be negative"))
    elif pricing_model == "flat":
        problems.extend(_fits_minor_units(("unit_amount",), unit_amount, currency))
    return problems


def check_tiers(tiers: Sequence[Tier], currency: str) -> list[FieldError]:
    problems = [
        FieldError(("tiers", index, "up_to"), detail)
        for index, detail in bound_problems([tier.up_to for tier in tiers])
    ]
    for index, tier in enumerate(tiers):
        at: FieldPath = ("tiers", index)
        if tier.unit_amount < 0:
            problems.append(FieldError((*at, "unit_amount"), "must not be negative"))
        if tier.flat_amount is not None:
            if tier.flat_amount < 0:
                problems.append(FieldError((*at, "flat_amount"), "must not be negative"))
            else:
                problems.extend(_fits_minor_units((*at, "flat_amount"), tier.flat_amount, currency))
    return problems


def _fits_minor_units(field: FieldPath, value: Decimal, currency: str) -> list[FieldError]:
    try:
        to_minor(value, currency)
    except ValueError as exc:
        return [FieldError(field, f"not a storable amount of {currency}: {exc}")]
    return []


# --- stored form -----------------------------------------------------------------------


def tiers_to_json(tiers: Sequence[Tier]) -> list[dict[str, Any]]:
    return [
        {
            "up_to": None if t.up_to is None else format(t.up_to, "f"),
            "unit_amount": format(t.unit_amount, "f"),
            "flat_amount": None if t.flat_amount is None else format(t.flat_amount, "f"),
        }
        for t in tiers
    ]


def tiers_from_json(stored: Sequence[dict[str, Any]]) -> tuple[Tier, ...]:
    def decimal_or_none(value: Any) -> Decimal | None:
        return None if value is None else Decimal(value)

    return tuple(
        Tier(
            up_to=decimal_or_none(t.get("up_to")),
            unit_amount=Decimal(t["unit_amount"]),
            flat_amount=decimal_or_none(t.get("flat_amount")),
        )
        for t in stored
    )
