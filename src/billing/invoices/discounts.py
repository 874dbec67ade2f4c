"""Stage 5 of the pipeline: discounts, as document-level allowances per VAT group.

Promotions plug in here: each registered `DiscountSource` looks at a computed invoice (its
customer, subscription, lines and their VAT groups) and answers allowances. No source is
registered until the promotions domain exists, so the stage yields nothing today and
`discount_amount` is zero; the totals, the VAT base and the documents already honour
allowances when there are some.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices.totals import Allowance
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.context import RequestContext


@dataclass(frozen=True)
class DiscountInput:
    invoice: Invoice
    lines: Sequence[InvoiceLine]
    """Lines with their amounts and resolved VAT (the groups allowances must name)."""


class DiscountSource(Protocol):
    async def allowances(
        self, db: AsyncSession, ctx: RequestContext, computed: DiscountInput
    ) -> list[Allowance]: ...


_SOURCES: list[DiscountSource] = []


def register(source: DiscountSource) -> None:
    """Called by a domain that grants discounts (promotions) when it is imported."""
    _SOURCES.append(source)


async def allowances_for(
    db: AsyncSession, ctx: RequestContext, computed: DiscountInput
) -> list[Allowance]:
    found: list[Allowance] = []
    for source in _SOURCES:
        found.extend(await source.allowances(db, ctx, computed))
    return found
