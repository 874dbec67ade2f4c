"""Writing the customer ledger: every operation that changes what a customer owes calls one of
these in its own transaction, so a posting exists exactly when its change was committed.

The helpers name the accounting of each event once (see `models.ledger` for the two
sub-balances): an invoice finalized claims its total, a payment settles part of the claim, a
credit note issued adds to the customer's credit, an application moves credit onto an invoice,
a refund pays credit out, and voids and reversals undo what they cancel. Wallet credit is
customer credit too: a grant adds to it, spending it on an invoice moves it onto the invoice
like a credit-note application, and a lapse or clawback takes it away.
"""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.ledger.repository import LedgerRepository
from billing.models.credit_note import CreditNote, CreditNoteApplication
from billing.models.invoice import Invoice, InvoicePayment
from billing.models.ledger import LedgerEntry
from billing.models.wallet import WalletTransaction
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.row_documents import NewRows

_POSITIONS = itertools.count(1)
"""Orders postings that share a `created_at` (one transaction's, or any two under a pinned
clock) in the order this process wrote them."""


def _post(db: AsyncSession, ctx: RequestContext, **posting: Any) -> LedgerEntry:
    return LedgerRepository(db, ctx).add(LedgerEntry(**_values(**posting)))


def _values(
    *,
    customer_id: uuid.UUID,
    currency: str,
    type_: str,
    description: str,
    posted_at: datetime,
    receivable: int = 0,
    credit: int = 0,
    invoice_id: uuid.UUID | None = None,
    credit_note_id: uuid.UUID | None = None,
    payment_id: uuid.UUID | None = None,
    application_id: uuid.UUID | None = None,
) -> dict[str, Any]:
    """A posting's columns but the tenant's (`position` orders it after every earlier one)."""
    position = next(_POSITIONS)
    return dict(
        id=uuid.uuid4(),
        customer_id=customer_id,
        currency=currency,
        type=type_,
        amount=receivable - credit,
        receivable_change=receivable,
        credit_change=credit,
        description=description,
        invoice_id=invoice_id,
        credit_note_id=credit_note_id,
        payment_id=payment_id,
        application_id=application_id,
        posted_at=posted_at,
        created_at=clock.wall_now(),
        position=position,
    )


def _money(amount: int, currency: str) -> str:
    return f"{format_minor(amount, currency)} {currency}"


def invoices_finalized(
    db: AsyncSession, ctx: RequestContext, finalized: Sequence[tuple[Invoice, datetime]]
) -> NewRows:
    """Each finalized invoice (with now on its customer's clock) claims its total. The postings
    are rows without ORM objects (their construction and session bookkeeping cost more than
    the insert), which the caller writes with the finalization's other rows: nothing may read
    them in the transaction before."""
    rows = [
        _values(
            customer_id=invoice.customer_id,
            currency=invoice.currency,
            type_="invoice_finalized",
            description=f"Invoice {invoice.invoice_number}",
            posted_at=now,
            receivable=invoice.total,
            invoice_id=invoice.id,
        )
        for invoice, now in finalized
    ]
    return LedgerRepository(db, ctx).new_rows(rows)


def payment_received(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    payment: InvoicePayment,
    *,
    now: datetime,
) -> None:
    _post(
        db,
        ctx,
        customer_id=invoice.customer_id,
        currency=invoice.currency,
        type_="payment",
        description=f"Payment for invoice {invoice.invoice_number} ({payment.source})",
        posted_at=now,
        receivable=-payment.amount,
        invoice_id=invoice.id,
        payment_id=payment.id,
    )


def invoice_voided(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, released: int, *, now: datetime
) -> None:
    """`released` is what the invoice still claimed when it was voided (zero once its void
    credit note has been applied to it)."""
    _post(
        db,
        ctx,
        customer_id=invoice.customer_id,
        currency=invoice.currency,
        type_="invoice_voided",
        description=f"Invoice {invoice.invoice_number} voided",
        posted_at=now,
        receivable=-released,
        invoice_id=invoice.id,
    )


def credit_note_issued(
    db: AsyncSession, ctx: RequestContext, note: CreditNote, *, now: datetime
) -> None:
    _post(
        db,
        ctx,
        customer_id=note.customer_id,
        currency=note.currency,
        type_="credit_note_issued",
        description=f"Credit note {note.credit_note_number}",
        posted_at=now,
        credit=note.total,
        invoice_id=note.invoice_id,
        credit_note_id=note.id,
    )


def credit_note_voided(
    db: AsyncSession, ctx: RequestContext, note: CreditNote, released: int, *, now: datetime
) -> None:
    """`released` is the unapplied balance the void takes away from the customer's credit."""
    _post(
        db,
        ctx,
        customer_id=note.customer_id,
        currency=note.currency,
        type_="credit_note_voided",
        description=f"Credit note {note.credit_note_number} voided",
        posted_at=now,
        credit=-released,
        invoice_id=note.invoice_id,
        credit_note_id=note.id,
    )


def credit_applied(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    application: CreditNoteApplication,
    *,
    invoice_number: str | None,
    now: datetime,
    reversal: bool = False,
) -> None:
    """Credit moved onto an invoice (or back off it): both sub-balances move together, so the
    customer's balance stays as it was."""
    sign = 1 if reversal else -1
    amount = _money(application.amount, note.currency)
    verb = "taken back from" if reversal else "applied to"
    _post(
        db,
        ctx,
        customer_id=note.customer_id,
        currency=note.currency,
        type_="credit_application_reversed" if reversal else "credit_applied",
        description=f"Credit note {note.credit_note_number}: {amount} {verb} "
        f"invoice {invoice_number}",
        posted_at=now,
        receivable=sign * application.amount,
        credit=sign * application.amount,
        invoice_id=application.invoice_id,
        credit_note_id=note.id,
        application_id=application.id,
    )


def credit_refunded(
    db: AsyncSession,
    ctx: RequestContext,
    note: CreditNote,
    application: CreditNoteApplication,
    *,
    now: datetime,
    reversal: bool = False,
) -> None:
    """Credit paid out to the customer (or, when the refund failed, given back to the note)."""
    sign = 1 if reversal else -1
    amount = _money(application.amount, note.currency)
    description = (
        f"Refund of {amount} from credit note {note.credit_note_number} failed"
        if reversal
        else f"Refund of {amount} from credit note {note.credit_note_number} "
        f"({application.refund_method or 'payment_method'})"
    )
    _post(
        db,
        ctx,
        customer_id=note.customer_id,
        currency=note.currency,
        type_="refund_reversed" if reversal else "refund",
        description=description,
        posted_at=now,
        credit=sign * application.amount,
        invoice_id=note.invoice_id,
        credit_note_id=note.id,
        payment_id=application.refund_payment_id,
        application_id=application.id,
    )


WALLET_POSTING_TYPES = {
    "grant": "wallet_credit_granted",
    "invoice_application": "wallet_credit_applied",
    "application_reversal": "wallet_credit_application_reversed",
    "expiry": "wallet_credit_expired",
    "clawback": "wallet_credit_clawed_back",
}


def wallet_transaction(
    db: AsyncSession,
    ctx: RequestContext,
    transaction: WalletTransaction,
    *,
    invoice_number: str | None = None,
) -> LedgerEntry:
    """A wallet movement: its signed amount changes the customer's credit, and credit spent on
    an invoice (or taken back from it) also settles that much of the invoice's claim (or
    claims it again): the balance stays as it was."""
    on_invoice = transaction.type in {"invoice_application", "application_reversal"}
    description = transaction.description
    if on_invoice:
        moved = _money(abs(transaction.amount), transaction.currency)
        verb = "applied to" if transaction.amount < 0 else "taken back from"
        description = f"Wallet credit: {moved} {verb} invoice {invoice_number}"
    return _post(
        db,
        ctx,
        customer_id=transaction.customer_id,
        currency=transaction.currency,
        type_=WALLET_POSTING_TYPES[transaction.type],
        description=description,
        posted_at=transaction.posted_at,
        receivable=transaction.amount if on_invoice else 0,
        credit=transaction.amount,
        invoice_id=transaction.invoice_id,
    )
