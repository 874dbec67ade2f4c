"""Reading a customer's ledger: the postings with their running balance, and the balances."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.ledger.repository import LedgerRepository, Totals
from billing.models.ledger import LedgerEntry
from billing.platform.context import RequestContext
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page


@dataclass(frozen=True)
class Statement:
    page: Page[LedgerEntry]
    balances: dict[uuid.UUID, int]
    """Each posting's running balance of its currency, after it."""
    totals: list[Totals]


async def statement(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, query: ListQuery
) -> Statement:
    customer = await customers.get_customer(db, ctx, customer_id)
    repository = LedgerRepository(db, ctx)
    page = await repository.page(customer.id, query)
    balances = await repository.balances_after(customer.id, [entry.id for entry in page.items])
    return Statement(page, balances, await repository.totals(customer.id))
