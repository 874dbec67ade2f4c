"""Writing wallet transactions: each one with its ledger posting, in the caller's transaction.

Every path that takes credit out of lots (spending on invoices, clawback, lapse) holds the
lots' row locks (`WalletRepository.lock_open_lots` or `lock_lot`) while it writes here.
"""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.ledger import postings
from billing.models.wallet import WalletTransaction
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.outbox import emit_event
from billing.wallet.lots import Take, lapsed
from billing.wallet.repository import WalletRepository

_POSITIONS = itertools.count(1)
"""Orders transactions that share a `created_at` in the order this process wrote them."""


def record(
    db: AsyncSession,
    ctx: RequestContext,
    transaction: WalletTransaction,
    *,
    invoice_number: str | None = None,
) -> WalletTransaction:
    """Add the transaction, its `wallet.transaction_created` event and, when it moves money,
    its ledger posting."""
    transaction.id = transaction.id or uuid.uuid4()
    transaction.created_at = clock.wall_now()
    transaction.position = next(_POSITIONS)
    if transaction.amount != 0:
        entry = postings.wallet_transaction(db, ctx, transaction, invoice_number=invoice_number)
        transaction.ledger_entry_id = entry.id
    emit_event(
        db,
        ctx,
        "wallet.transaction_created",
        {
            "customer_id": str(transaction.customer_id),
            "currency": transaction.currency,
            "type": transaction.type,
            "amount": format_minor(transaction.amount, transaction.currency),
            "invoice_id": str(transaction.invoice_id) if transaction.invoice_id else None,
            "source_type": transaction.source_type,
            "source_id": str(transaction.source_id) if transaction.source_id else None,
        },
        resource_type="wallet_transaction",
        resource_id=transaction.id,
    )
    return WalletRepository(db, ctx).add(transaction)


def take_out(
    db: AsyncSession,
    ctx: RequestContext,
    takes: Sequence[Take],
    *,
    customer_id: uuid.UUID,
    currency: str,
    type_: str,
    description: str,
    now: datetime,
    invoice_id: uuid.UUID | None = None,
    invoice_number: str | None = None,
    source_type: str | None = None,
    source_id: uuid.UUID | None = None,
    uncollected: int = 0,
) -> WalletTransaction:
    """One debit of the locked lots: each lot gives its part, the transaction says which."""
    for part in takes:
        part.lot.remaining -= part.amount
    return record(
        db,
        ctx,
        WalletTransaction(
            id=uuid.uuid4(),
            customer_id=customer_id,
            currency=currency,
            type=type_,
            amount=-sum(part.amount for part in takes),
            remaining=0,
            source_type=source_type,
            source_id=source_id,
            description=description,
            invoice_id=invoice_id,
            allocations=[{"grant_id": str(p.lot.id), "amount": p.amount} for p in takes],
            uncollected=uncollected,
            posted_at=now,
        ),
        invoice_number=invoice_number,
    )


def lapse_expired(
    db: AsyncSession, ctx: RequestContext, lots: Sequence[WalletTransaction], now: datetime
) -> None:
    """Record the lapse of every locked lot whose credit expired by `now`: an `expiry`
    transaction per lot, dated at its expiry instant and carrying the grant's source."""
    for lot in lots:
        if lot.remaining <= 0 or not lapsed(lot, now) or lot.expires_at is None:
            continue
        amount = format_minor(lot.remaining, lot.currency)
        take_out(
            db,
            ctx,
            [Take(lot, lot.remaining)],
            customer_id=lot.customer_id,
            currency=lot.currency,
            type_="expiry",
            description=f"Wallet credit expired: {amount} {lot.currency} of "
            f"the grant of {lot.posted_at.date().isoformat()}",
            now=lot.expires_at,
            source_type=lot.source_type,
            source_id=lot.source_id,
        )
