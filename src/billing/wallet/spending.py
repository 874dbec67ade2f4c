"""Spending wallet credit on invoices as they are finalized, for a whole batch at once, and
giving it back when such an invoice is voided.

The lots of every customer and currency of the batch are read and row-locked in one statement
(in id order, like every path that locks lots), so two finalizations of the same customer never
spend the same credit: the second waits for the first to commit and then sees what is left.
The transactions and ledger postings of the batch are written in one flush.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.wallet import WalletTransaction
from billing.platform.context import RequestContext
from billing.wallet import lots as lot_rules
from billing.wallet.movements import lapse_expired, record, take_out
from billing.wallet.repository import WalletRepository


@dataclass(frozen=True)
class Charge:
    """What one finalized invoice still claims, which its customer's wallet may settle."""

    invoice_id: uuid.UUID
    invoice_number: str
    customer_id: uuid.UUID
    currency: str
    amount_due: int
    now: datetime
    """Now on the customer's clock: credit that lapsed by then is not spent."""


async def spend(
    db: AsyncSession, ctx: RequestContext, charges: Sequence[Charge]
) -> dict[uuid.UUID, int]:
    """Apply each customer's unexpired credit in the invoice's currency to its charges, in the
    order given, soonest-expiring credit first; answers the minor units applied per invoice id
    (invoices nothing was applied to are absent). Lapsed lots met on the way are recorded as
    lapsed."""
    wanted = [charge for charge in charges if charge.amount_due > 0]
    if not wanted:
        return {}
    locked = await WalletRepository(db, ctx).lock_open_lots(
        {c.customer_id for c in wanted}, {c.currency for c in wanted}
    )
    if not locked:
        return {}
    lots: dict[tuple[uuid.UUID, str], list[WalletTransaction]] = defaultdict(list)
    for lot in locked:
        lots[(lot.customer_id, lot.currency)].append(lot)
    applied: dict[uuid.UUID, int] = {}
    for charge in wanted:
        own = lots.get((charge.customer_id, charge.currency), [])
        lapse_expired(db, ctx, own, charge.now)
        takes = lot_rules.take(lot_rules.spendable(own, charge.now), charge.amount_due)
        if not takes:
            continue
        transaction = take_out(
            db,
            ctx,
            takes,
            customer_id=charge.customer_id,
            currency=charge.currency,
            type_="invoice_application",
            description=f"Applied to invoice {charge.invoice_number}",
            now=charge.now,
            invoice_id=charge.invoice_id,
            invoice_number=charge.invoice_number,
        )
        applied[charge.invoice_id] = -transaction.amount
    await db.flush()
    return applied


async def give_back(
    db: AsyncSession,
    ctx: RequestContext,
    *,
    invoice_id: uuid.UUID,
    invoice_number: str,
    now: datetime,
) -> int:
    """Reverse what the wallet settled of an invoice being voided (the caller holds its lock):
    each grant gets back what it gave, in one `application_reversal`; credit whose expiry
    passed meanwhile lapses again at once. Answers the minor units given back."""
    repository = WalletRepository(db, ctx)
    movements = await repository.of_invoice(invoice_id)
    given: dict[uuid.UUID, int] = defaultdict(int)
    for movement in movements:
        sign = 1 if movement.type == "invoice_application" else -1
        for part in movement.allocations:
            given[uuid.UUID(str(part["grant_id"]))] += sign * int(part["amount"])
    owed = {grant_id: amount for grant_id, amount in given.items() if amount > 0}
    if not owed:
        return 0
    lots = await repository.lock_lots(owed.keys())
    for lot in lots:
        lot.remaining += owed[lot.id]
    total = sum(owed.values())
    record(
        db,
        ctx,
        WalletTransaction(
            id=uuid.uuid4(),
            customer_id=movements[0].customer_id,
            currency=movements[0].currency,
            type="application_reversal",
            amount=total,
            remaining=0,
            description=f"Taken back from invoice {invoice_number}, voided",
            invoice_id=invoice_id,
            allocations=[{"grant_id": str(lot.id), "amount": owed[lot.id]} for lot in lots],
            uncollected=0,
            posted_at=now,
        ),
        invoice_number=invoice_number,
    )
    lapse_expired(db, ctx, lots, now)
    await db.flush()
    return total
