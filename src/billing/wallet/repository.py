"""SQL of the customer wallet: the transactions list, the lots that still hold credit (locked
in one statement for a whole batch of customers), and the net granted per source."""

from __future__ import annotations

import uuid
from collections.abc import Collection, Sequence
from typing import Any

from sqlalchemy import Select, func, select

from billing.models.wallet import TRANSACTION_TYPES, WalletTransaction
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})
WALLET_FILTERS = FilterSpec(
    {
        "currency": Field(WalletTransaction.currency, countable=True),
        "type": Field(WalletTransaction.type, choices=frozenset(TRANSACTION_TYPES), countable=True),
        "source_type": Field(WalletTransaction.source_type),
        "invoice_id": Field(WalletTransaction.invoice_id, kind="uuid"),
        "created_at": Field(WalletTransaction.created_at, kind="datetime", ops=_RANGE),
    }
)
SOURCE_MOVEMENTS = ("grant", "expiry", "clawback")
"""The transactions that count toward what a source gave: its grants, less what of them lapsed
unused and what was clawed back."""


class WalletRepository(WorkspaceRepository[WalletTransaction]):
    model = WalletTransaction

    async def page(self, customer_id: uuid.UUID, query: ListQuery) -> Page[WalletTransaction]:
        """The customer's transactions, newest first."""
        stmt = self.scoped().where(WalletTransaction.customer_id == customer_id)
        return await fetch_page(
            self.session,
            stmt,
            query,
            keys=(WalletTransaction.created_at, WalletTransaction.position, WalletTransaction.id),
            kinds=("datetime", "int", "uuid"),
        )

    async def open_lots(self, customer_id: uuid.UUID) -> list[WalletTransaction]:
        """The customer's grants with credit left (expired or not), unlocked: for reading."""
        stmt = self.scoped().where(
            WalletTransaction.customer_id == customer_id,
            WalletTransaction.type == "grant",
            WalletTransaction.remaining > 0,
        )
        return list((await self.session.execute(stmt)).scalars())

    async def currencies(self, customer_id: uuid.UUID) -> list[str]:
        stmt = (
            select(WalletTransaction.currency)
            .where(*self.tenant_filter(), WalletTransaction.customer_id == customer_id)
            .distinct()
        )
        return sorted(str(row) for row in (await self.session.execute(stmt)).scalars())

    async def lock_open_lots(
        self, customer_ids: Collection[uuid.UUID], currencies: Collection[str]
    ) -> list[WalletTransaction]:
        """The grants of these customers and currencies with credit left, row-locked until the
        transaction ends, in one statement. Locks are taken in id order, as every path that
        locks lots takes them, so two of them never deadlock; a concurrent spender of the same
        lots waits and then sees what is left."""
        if not customer_ids or not currencies:
            return []
        stmt = self.prebuilt("lock_open_lots", self._lock_open_lots_statement)
        wanted = {"customer_ids": list(set(customer_ids)), "currencies": list(set(currencies))}
        return list((await self.session.execute(stmt, wanted)).scalars())

    def _lock_open_lots_statement(self) -> Select[Any]:
        return (
            self.scoped()
            .where(
                self.one_of(WalletTransaction.customer_id, "customer_ids"),
                self.one_of(WalletTransaction.currency, "currencies"),
                WalletTransaction.type == "grant",
                WalletTransaction.remaining > 0,
            )
            .order_by(WalletTransaction.id)
            .with_for_update()
        )

    async def lock_lots(self, grant_ids: Collection[uuid.UUID]) -> list[WalletTransaction]:
        """These grants, row-locked in id order (see `lock_open_lots`)."""
        if not grant_ids:
            return []
        stmt = (
            self.scoped()
            .where(WalletTransaction.id.in_(set(grant_ids)))
            .order_by(WalletTransaction.id)
            .with_for_update()
        )
        return list((await self.session.execute(stmt)).scalars())

    async def of_invoice(self, invoice_id: uuid.UUID) -> list[WalletTransaction]:
        """The applications to the invoice and their reversals, oldest first."""
        stmt = (
            self.scoped()
            .where(WalletTransaction.invoice_id == invoice_id)
            .order_by(WalletTransaction.created_at, WalletTransaction.position)
        )
        return list((await self.session.execute(stmt)).scalars())

    async def lock_lot(self, grant_id: uuid.UUID) -> WalletTransaction | None:
        stmt = self.scoped().where(WalletTransaction.id == grant_id).with_for_update()
        found: WalletTransaction | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def net_by_sources(
        self, source_type: str, source_ids: Sequence[uuid.UUID]
    ) -> dict[tuple[uuid.UUID, str], int]:
        if not source_ids:
            return {}
        stmt = (
            select(
                WalletTransaction.source_id,
                WalletTransaction.currency,
                func.sum(WalletTransaction.amount),
            )
            .where(
                *self.tenant_filter(),
                WalletTransaction.source_type == source_type,
                WalletTransaction.source_id.in_(set(source_ids)),
                WalletTransaction.type.in_(SOURCE_MOVEMENTS),
            )
            .group_by(WalletTransaction.source_id, WalletTransaction.currency)
        )
        rows = (await self.session.execute(stmt)).all()
        return {(row[0], str(row[1])): int(row[2] or 0) for row in rows if row[0] is not None}
