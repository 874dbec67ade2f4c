"""Wallet credit on finalized invoices: what the customer's wallet settles of each invoice
before payment collection.

The credit counts in `amount_wallet_applied` (like credit notes in `amount_credited`), so the
amount due drops by it; an invoice it settles entirely is `paid` at once. Voiding an invoice
gives the credit back to the wallet first (as credit from other invoices' notes goes back to
those notes), so that the void credit note cancels all the invoice still claims. The documents show
it as the prepaid amount (BT-113), since it was applied when the invoice was issued.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import balance, states
from billing.invoices.calculation import refresh_amount_due
from billing.models.invoice import Invoice
from billing.platform.context import RequestContext
from billing.wallet import spending


async def apply_wallet_credit(
    db: AsyncSession, ctx: RequestContext, issued: Sequence[tuple[Invoice, datetime]]
) -> None:
    """Spend the wallets of the just-issued invoices' customers on what they claim (each
    invoice with now on its customer's clock), for the whole batch in one go."""
    charges = [
        spending.Charge(
            invoice_id=invoice.id,
            invoice_number=invoice.invoice_number or "",
            customer_id=invoice.customer_id,
            currency=invoice.currency,
            amount_due=invoice.amount_due,
            now=now,
        )
        for invoice, now in issued
        if invoice.status in states.OPEN_STATUSES and invoice.amount_due > 0
    ]
    applied = await spending.spend(db, ctx, charges)
    for invoice, now in issued:
        amount = applied.get(invoice.id, 0)
        if amount:
            invoice.amount_wallet_applied += amount
            refresh_amount_due(invoice)
            balance.settle_when_paid(db, ctx, invoice, now=now)


async def take_back_wallet_credit(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, *, now: datetime
) -> None:
    """Give the wallet credit applied to the locked invoice back to the customer's wallet: the
    invoice claims that much again (its void then credits it)."""
    if not invoice.amount_wallet_applied:
        return
    returned = await spending.give_back(
        db,
        ctx,
        invoice_id=invoice.id,
        invoice_number=invoice.invoice_number or "",
        now=now,
    )
    invoice.amount_wallet_applied -= returned
    refresh_amount_due(invoice)
