"""The arithmetic of credit notes, pure: no I/O, integers of minor units. Lines are priced with
the invoice arithmetic (`price_lines`); a gross credit is split over an invoice's VAT groups.

A refund (or a void after earlier credits) gives back a gross amount; the credit note must say
how much of it is net and how much VAT, per (category, rate) group of the invoice, and its total
must be exactly that gross amount. The gross is allocated in proportion to each group's gross
(`money.allocate`), and each group's net is back-computed: net = round(gross / (1 + rate)),
tax = gross - net. Where a neighbouring net makes `totals.tax_on(net)` equal gross - net, that
one is taken, so the note also satisfies the EN 16931 rule (tax = rate x taxable, rounded)
whenever any net can.
"""

from __future__ import annotations

import decimal
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from billing.invoices.totals import TaxedAmount, compute_totals, tax_on
from billing.models.credit_note import CreditNote, CreditNoteLine
from billing.platform.money import DECIMAL_CONTEXT, allocate, from_minor, round_to_minor
from billing.tax.resolution import TaxTreatment


@dataclass(frozen=True, slots=True)
class GroupCredit:
    """The part of a credit falling on one VAT group, in minor units."""

    category: str
    rate: Decimal
    net: int
    tax: int
    exemption_reason: str | None
    exemption_reason_code: str | None

    @property
    def gross(self) -> int:
        return self.net + self.tax


def back_computed_net(gross: int, rate: Decimal, currency: str) -> int:
    """The net whose VAT makes up `gross`: round(gross / (1 + rate)), or a neighbour of it that
    the invoice arithmetic (`tax_on`) agrees with exactly."""
    with decimal.localcontext(DECIMAL_CONTEXT):
        first = round_to_minor(from_minor(gross, currency) / (1 + rate), currency)
    for candidate in (first, first - 1, first + 1):
        if candidate + tax_on(candidate, rate, currency) == gross:
            return candidate
    return first


def split_over_groups(
    gross: int, groups: Sequence[Mapping[str, Any]], currency: str
) -> list[GroupCredit]:
    """Split `gross` over the invoice's `tax_breakdown` groups in proportion to their gross.

    Groups whose gross is not positive (credits outweighing charges) take no share; with no
    positive group at all nothing can be split (ValueError: callers check that first).
    """
    weights = [max(int(g["taxable_amount"]) + int(g["tax_amount"]), 0) for g in groups]
    if gross <= 0 or not any(weights):
        raise ValueError("nothing to split: the credit or every VAT group is not positive")
    credits: list[GroupCredit] = []
    for group, share in zip(groups, allocate(gross, weights), strict=True):
        if share == 0:
            continue
        rate = Decimal(str(group["rate"]))
        net = back_computed_net(share, rate, currency)
        credits.append(
            GroupCredit(
                category=str(group["category"]),
                rate=rate,
                net=net,
                tax=share - net,
                exemption_reason=group.get("exemption_reason"),
                exemption_reason_code=group.get("exemption_reason_code"),
            )
        )
    return credits


def price_lines(note: CreditNote, lines: Sequence[CreditNoteLine]) -> None:
    """Price the note's lines with the invoice arithmetic (VAT per group on the sum of nets),
    setting each line's tax share and the note's totals and VAT breakdown."""
    totals = compute_totals(
        note.currency,
        [
            TaxedAmount(
                line.amount,
                TaxTreatment(
                    category=line.tax_category_code,
                    rate=line.tax_rate,
                    exemption_reason=line.tax_exemption_reason,
                    exemption_reason_code=line.tax_exemption_reason_code,
                ),
            )
            for line in lines
        ],
    )
    for line, line_tax in zip(lines, totals.line_taxes, strict=True):
        line.tax_amount = line_tax
    note.subtotal = totals.subtotal
    note.tax_amount = totals.tax_amount
    note.total = totals.total
    note.tax_breakdown = [group.as_json() for group in totals.groups]
