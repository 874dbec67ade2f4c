"""SQL of the customer ledger: a page of postings with their running balance, and the sums."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import aliased

from billing.models.ledger import LedgerEntry
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository
from billing.platform.row_documents import NewRows

POSTING_TYPES = frozenset(
    {
        "opening_balance",
        "invoice_finalized",
        "payment",
        "invoice_voided",
        "credit_note_issued",
        "credit_note_voided",
        "credit_applied",
        "credit_application_reversed",
        "refund",
        "refund_reversed",
        "wallet_credit_granted",
        "wallet_credit_applied",
        "wallet_credit_application_reversed",
        "wallet_credit_expired",
        "wallet_credit_clawed_back",
    }
)
_LEDGER: Any = LedgerEntry.__table__
ORDER = (LedgerEntry.created_at, LedgerEntry.position, LedgerEntry.id)

_running_balance = (
    func.sum(LedgerEntry.amount)
    .over(
        partition_by=(LedgerEntry.workspace_id, LedgerEntry.customer_id, LedgerEntry.currency),
        order_by=ORDER,
    )
    .label("balance")
)
_with_balance = select(LedgerEntry, _running_balance).subquery("ledger")
Posting = aliased(LedgerEntry, _with_balance)
"""A posting read together with the running balance of its (customer, currency) after it."""

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})
LEDGER_FILTERS = FilterSpec(
    {
        "currency": Field(Posting.currency, countable=True),
        "type": Field(Posting.type, choices=POSTING_TYPES, countable=True),
        "posted_at": Field(Posting.posted_at, kind="datetime", ops=_RANGE),
        "created_at": Field(Posting.created_at, kind="datetime", ops=_RANGE),
    }
)


@dataclass(frozen=True)
class Totals:
    currency: str
    balance: int
    receivable: int
    credit: int


class LedgerRepository(WorkspaceRepository[LedgerEntry]):
    model = LedgerEntry

    async def page(self, customer_id: uuid.UUID, query: ListQuery) -> Page[LedgerEntry]:
        """Postings oldest first; every filter leaves the running balances as they are."""
        stmt = select(Posting).where(*self.scope(Posting), Posting.customer_id == customer_id)
        return await fetch_page(
            self.session,
            stmt,
            query,
            keys=(Posting.created_at, Posting.position, Posting.id),
            kinds=("datetime", "int", "uuid"),
            descending=False,
        )

    async def balances_after(
        self, customer_id: uuid.UUID, entry_ids: Sequence[uuid.UUID]
    ) -> dict[uuid.UUID, int]:
        """The running balance after each of the customer's postings named. The filters on the
        window's partition columns let the database compute it for this customer only."""
        if not entry_ids:
            return {}
        stmt = select(_with_balance.c.id, _with_balance.c.balance).where(
            *self.scope(_with_balance),
            _with_balance.c.customer_id == customer_id,
            _with_balance.c.id.in_(entry_ids),
        )
        rows = (await self.session.execute(stmt)).all()
        return {row[0]: int(row[1]) for row in rows}

    def new_rows(self, rows: Sequence[dict[str, Any]]) -> NewRows:
        """Postings given as column values (all but the tenant's), to insert as one write: one
        executemany (`NewRows.insert`), or with other rows in one statement on PostgreSQL."""
        tenant = {
            "organization_id": self.ctx.organization_id,
            "workspace_id": self.ctx.workspace_id,
        }
        return NewRows(_LEDGER, [{**row, **tenant} for row in rows])

    async def totals(self, customer_id: uuid.UUID) -> list[Totals]:
        stmt = (
            select(
                LedgerEntry.currency,
                func.sum(LedgerEntry.amount),
                func.sum(LedgerEntry.receivable_change),
                func.sum(LedgerEntry.credit_change),
            )
            .where(*self.tenant_filter())
            .where(LedgerEntry.customer_id == customer_id)
            .group_by(LedgerEntry.currency)
            .order_by(LedgerEntry.currency)
        )
        rows = (await self.session.execute(stmt)).all()
        return [Totals(str(r[0]), int(r[1] or 0), int(r[2] or 0), int(r[3] or 0)) for r in rows]
