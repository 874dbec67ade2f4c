"""Stage 5 of the pipeline: discounts, as document-level allowances per VAT group.

A domain that grants discounts (promotions) registers a `DiscountSource`. A source works in
two steps, so that a batch of invoices costs a few set-based reads and not a few per invoice:
`prepare` reads what the invoices of some customers need, once; the `Prepared` it answers then
gives each invoice its allowances without I/O (and may record on the invoice why).

`prepare` is called by the batch paths (a billing-run batch: `billing_runs.batch.load`; a
finalization: `finalization._finalize`, which also `consuming` budgets); what was prepared
serves the invoices of those customers computed later on the same session. Any other path (a
preview, a draft edit) prepares for its one customer when its invoice is computed.
`issued` tells the sources which invoices were just issued, so that they consume what those
invoices received (budgets, grants) in the finalizing transaction.

Most workspaces grant no discount at all, so a path that reads its customer anyway carries
`could_apply` (an EXISTS of every source's `offers`) in that statement and passes what it answered
on as `offered`: when False, the sources read nothing. The sources' reads are then as of that
statement: a promotion activated by a transaction that commits after it is not seen, as if this
request had run just before that commit (the same holds of any read the sources make).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from sqlalchemy import ColumnElement, ColumnExpressionArgument, false, or_
from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices.totals import Allowance
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.context import RequestContext


@dataclass(frozen=True)
class DiscountInput:
    invoice: Invoice
    lines: Sequence[InvoiceLine]
    """Lines with their amounts and resolved VAT (the groups allowances must name)."""


class Prepared(Protocol):
    def allowances(self, computed: DiscountInput) -> list[Allowance]:
        """No I/O: everything was read by `prepare`."""
        ...

    async def issued(
        self, db: AsyncSession, ctx: RequestContext, invoices: Sequence[Invoice]
    ) -> None: ...


class DiscountSource(Protocol):
    def offers(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        customer_id: ColumnExpressionArgument[uuid.UUID],
    ) -> ColumnElement[bool]:
        """SQL: whether `prepare` could find anything for the customer (a column of the
        enclosing statement). False must mean that `prepare` would find nothing."""
        ...

    async def prepare(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        customer_ids: Iterable[uuid.UUID],
        *,
        consuming: bool,
        offered: bool = True,
    ) -> Prepared:
        """`offered`: False when `offers` answered False for every customer (read nothing)."""
        ...


_SOURCES: list[DiscountSource] = []


def register(source: DiscountSource) -> None:
    """Called by a domain that grants discounts (promotions) when it is imported."""
    if source not in _SOURCES:
        _SOURCES.append(source)


@dataclass(frozen=True)
class _Batch:
    session: AsyncSession
    workspace_id: uuid.UUID
    customer_ids: frozenset[uuid.UUID]
    prepared: tuple[Prepared, ...]

    def covers(self, db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> bool:
        return (
            self.session is db
            and self.workspace_id == ctx.workspace_id
            and invoice.customer_id in self.customer_ids
        )


_BATCH: ContextVar[_Batch | None] = ContextVar("discounts_batch", default=None)


def sources() -> tuple[DiscountSource, ...]:
    """The registered sources: part of the key of a statement built once that carries
    `could_apply`, so that one built before a source registered is never reused after."""
    return tuple(_SOURCES)


def could_apply(
    db: AsyncSession, ctx: RequestContext, customer_id: ColumnExpressionArgument[uuid.UUID]
) -> ColumnElement[bool]:
    """SQL: whether any source could grant the customer (a column of the enclosing
    statement) a discount; see the module."""
    return or_(false(), *(source.offers(db, ctx, customer_id) for source in _SOURCES))


async def _prepare_all(
    db: AsyncSession,
    ctx: RequestContext,
    customer_ids: frozenset[uuid.UUID],
    consuming: bool,
    offered: bool,
) -> _Batch:
    prepared = [
        await source.prepare(db, ctx, customer_ids, consuming=consuming, offered=offered)
        for source in _SOURCES
    ]
    return _Batch(db, ctx.workspace_id, customer_ids, tuple(prepared))


async def prepare(
    db: AsyncSession,
    ctx: RequestContext,
    customer_ids: Iterable[uuid.UUID],
    *,
    consuming: bool = False,
    offered: bool = True,
) -> None:
    """Read, once, what the discounts of these customers' invoices need (see the module;
    `offered` False: `could_apply` answered False for them, nothing is read)."""
    _BATCH.set(await _prepare_all(db, ctx, frozenset(customer_ids), consuming, offered))


def install(
    db: AsyncSession,
    ctx: RequestContext,
    customer_ids: Iterable[uuid.UUID],
    prepared: Sequence[Prepared],
) -> None:
    """Use these prepared discounts (a simulation's, with promotions as if redeemed) for the
    customers' invoices computed next on this session, until `discard`."""
    _BATCH.set(_Batch(db, ctx.workspace_id, frozenset(customer_ids), tuple(prepared)))


def discard() -> None:
    _BATCH.set(None)


async def issued(db: AsyncSession, ctx: RequestContext, invoices: Sequence[Invoice]) -> None:
    """The invoices were just issued: the sources consume what they received. What was
    prepared is dropped (it is spent)."""
    batch = _BATCH.get()
    _BATCH.set(None)
    if batch is None or batch.session is not db or not invoices:
        return
    for prepared in batch.prepared:
        await prepared.issued(db, ctx, invoices)


async def allowances_for(
    db: AsyncSession, ctx: RequestContext, computed: DiscountInput, *, offered: bool = True
) -> list[Allowance]:
    """`offered` False: `could_apply` answered False for the invoice's customer (see the module)."""
    if not _SOURCES:
        return []
    batch = _BATCH.get()
    if batch is None or not batch.covers(db, ctx, computed.invoice):
        customer_ids = frozenset({computed.invoice.customer_id})
        batch = await _prepare_all(db, ctx, customer_ids, False, offered)
    found: list[Allowance] = []
    for prepared in batch.prepared:
        found.extend(prepared.allowances(computed))
    return found
