"""The invoice lifecycle: stored states, allowed transitions, and the derived `overdue`."""

from __future__ import annotations

from datetime import date

from billing.models.invoice import Invoice
from billing.platform.errors import InvalidState
from billing.platform.lifecycle import Lifecycle

TRANSITIONS: dict[str, frozenset[str]] = {
    "draft": frozenset({"finalized"}),
    "finalized": frozenset({"sent", "paid", "void", "uncollectible"}),
    "sent": frozenset({"paid", "void", "uncollectible"}),
    "paid": frozenset({"void", "finalized"}),
    "uncollectible": frozenset({"paid", "void"}),
    "void": frozenset(),
}
"""A move not listed here answers 409 INVALID_STATE. `paid → void` is a full refund;
`paid → finalized` is credit that paid it reversed (it is owed again)."""

INVOICE = Lifecycle("invoice", TRANSITIONS, operations={"change": frozenset({"draft"})})

OPEN_STATUSES = frozenset({"finalized", "sent", "uncollectible"})
"""Finalized and still expecting money (payments are accepted)."""
STATUSES = frozenset({*TRANSITIONS, "overdue"})


def is_overdue(invoice: Invoice, today: date) -> bool:
    """Finalized (or sent), unpaid, and past its due date on the customer's clock."""
    return (
        invoice.status in ("finalized", "sent")
        and invoice.due_date is not None
        and invoice.due_date < today
        and invoice.amount_due > 0
    )


def displayed_status(invoice: Invoice, today: date) -> str:
    return "overdue" if is_overdue(invoice, today) else invoice.status


def transition(invoice: Invoice, to: str) -> None:
    INVOICE.move(invoice, to)


def require_draft(invoice: Invoice) -> None:
    """Edits are for drafts only, and not while an approval request holds the draft."""
    INVOICE.require(invoice, "change")
    if invoice.pending_approval_id is not None:
        raise InvalidState(
            f"the draft awaits approval request {invoice.pending_approval_id}; "
            "reject it before editing",
            extra={"approval_id": str(invoice.pending_approval_id)},
        )
