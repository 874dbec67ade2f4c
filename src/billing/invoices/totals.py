"""Invoice arithmetic (EN 16931 calculation rules), pure: no I/O, integers of minor units.

- A line's net amount is quantity x unit price, rounded half-up to the currency's minor unit.
- Document-level allowances (the discount stage) reduce the taxable base of their VAT group.
- VAT is computed once per (category, rate) group on the sum of its net amounts, then rounded;
  each line gets its own rounded share and the group's rounding difference goes to the group's
  largest line (`money.absorb_difference`), so lines add up to their group exactly.
- total = subtotal - discount + tax; amount_due = total - paid - credited - wallet credit
  applied, never below zero.

Credit notes use the same functions, so the two documents agree to the cent.
"""

from __future__ import annotations

import decimal
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from billing.platform.money import (
    DECIMAL_CONTEXT,
    absorb_difference,
    from_minor,
    plain,
    round_to_minor,
)
from billing.tax.resolution import TaxTreatment


@dataclass(frozen=True, slots=True)
class TaxedAmount:
    amount: int
    """Net amount in minor units (negative for a credit line)."""
    tax: TaxTreatment


@dataclass(frozen=True, slots=True)
class Allowance:
    """A document-level reduction of one VAT group (EN 16931 BG-20), in minor units."""

    amount: int
    category: str
    rate: Decimal
    reason: str
    source: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class TaxGroup:
    category: str
    rate: Decimal
    taxable_amount: int
    tax_amount: int
    exemption_reason: str | None
    exemption_reason_code: str | None

    def as_json(self) -> dict[str, Any]:
        return {
            "category": self.category,
            "rate": format(self.rate, "f"),
            "taxable_amount": self.taxable_amount,
            "tax_amount": self.tax_amount,
            "exemption_reason": self.exemption_reason,
            "exemption_reason_code": self.exemption_reason_code,
        }


@dataclass(frozen=True, slots=True)
class Totals:
    subtotal: int
    discount_amount: int
    tax_amount: int
    total: int
    groups: tuple[TaxGroup, ...]
    line_taxes: tuple[int, ...]
    """Each line's share of its group's tax, in input order."""


def line_amount(quantity: Decimal, unit_price: Decimal, currency: str) -> int:
    """Net amount of a line in minor units: quantity x unit price, rounded half-up once."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        return round_to_minor(quantity * unit_price, currency)


def tax_on(amount: int, rate: Decimal, currency: str) -> int:
    """VAT on a net amount of minor units, rounded half-up once to minor units."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        return round_to_minor(from_minor(amount, currency) * rate, currency)


def _key(category: str, rate: Decimal) -> tuple[str, Decimal]:
    return category, plain(rate)


def compute_totals(
    currency: str, lines: Sequence[TaxedAmount], allowances: Sequence[Allowance] = ()
) -> Totals:
    groups: dict[tuple[str, Decimal], list[int]] = {}
    for index, line in enumerate(lines):
        groups.setdefault(_key(line.tax.category, line.tax.rate), []).append(index)
    reductions: dict[tuple[str, Decimal], int] = {}
    for allowance in allowances:
        key = _key(allowance.category, allowance.rate)
        if key not in groups:
            raise ValueError(f"an allowance names VAT group {key} that no line has")
        reductions[key] = reductions.get(key, 0) + allowance.amount

    line_taxes = [tax_on(line.amount, line.tax.rate, currency) for line in lines]
    tax_groups: list[TaxGroup] = []
    for key, members in groups.items():
        category = key[0]
        first = lines[members[0]].tax
        taxable = sum(lines[i].amount for i in members) - reductions.get(key, 0)
        group_tax = tax_on(taxable, first.rate, currency)
        shares = absorb_difference(
            [line_taxes[i] for i in members], group_tax, [lines[i].amount for i in members]
        )
        for i, share in zip(members, shares, strict=True):
            line_taxes[i] = share
        reasons = [lines[i].tax for i in members if lines[i].tax.exemption_reason]
        tax_groups.append(
            TaxGroup(
                category=category,
                rate=first.rate,
                taxable_amount=taxable,
                tax_amount=group_tax,
                exemption_reason=reasons[0].exemption_reason if reasons else None,
                exemption_reason_code=reasons[0].exemption_reason_code if reasons else None,
            )
        )
    subtotal = sum(line.amount for line in lines)
    discount = sum(allowance.amount for allowance in allowances)
    tax = sum(group.tax_amount for group in tax_groups)
    return Totals(
        subtotal=subtotal,
        discount_amount=discount,
        tax_amount=tax,
        total=subtotal - discount + tax,
        groups=tuple(tax_groups),
        line_taxes=tuple(line_taxes),
    )


def amount_due(total: int, paid: int, credited: int, wallet_applied: int = 0) -> int:
    """What the customer still owes: total - paid - credited - wallet credit applied, never
    below zero."""
    return max(total - paid - credited - wallet_applied, 0)
