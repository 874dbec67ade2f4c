"""The lifecycle of a payment row: a payment attempt, or a refund.

A gateway attempt or refund is created `pending` and settles once, as the gateway answers:
`succeeded` or `failed`, for good (a failed attempt is retried by a new attempt, never by
reviving the old one). Manual payments and refunds paid back by hand are recorded settled.
"""

from __future__ import annotations

from billing.models.invoice import InvoicePayment
from billing.platform.lifecycle import Lifecycle

TRANSITIONS: dict[str, frozenset[str]] = {
    "pending": frozenset({"succeeded", "failed"}),
    "succeeded": frozenset(),
    "failed": frozenset(),
}
"""A move not listed here answers 409 INVALID_STATE."""

PAYMENT = Lifecycle("payment", TRANSITIONS)


def transition(payment: InvoicePayment, to: str) -> None:
    PAYMENT.move(payment, to)
