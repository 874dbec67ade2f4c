"""The payment gateway interface: what invoices, payments and dunning call to move money.

A gateway answers every request with a `GatewayResult`. Cards settle synchronously
(`succeeded` or `failed`); bank debits answer `pending` and settle later, which the caller
learns with `retrieve(reference)` (or a job that polls it). A request carries a dedup token:
the same token twice returns the first answer and never charges twice.

`payments.service.gateway_for(db, ctx)` picks the gateway of a workspace: the sandbox gateway in
sandbox workspaces, and in live workspaces `UnconfiguredGateway`, which refuses every request
(no real gateway is wired yet; nothing pretends to charge real money).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, Protocol

from billing.models.sandbox import Outcome

RETRYABLE_OUTCOMES: frozenset[str] = frozenset({"processing_error", "network_error"})
"""Failures worth retrying later with the same method (transient); the others need another."""

GatewayStatus = Literal["succeeded", "failed", "pending"]
PaymentMethodType = Literal["card", "sepa_debit"]

MAX_DEDUP_TOKEN = 255
_CURRENCY = re.compile(r"^[A-Z]{3}$")


def _check_common(amount: int, currency: str, dedup_token: str) -> None:
    if type(amount) is not int or amount <= 0:
        raise ValueError("amount must be a positive integer of minor units")
    if not _CURRENCY.match(currency):
        raise ValueError("currency must be an upper-case ISO 4217 code")
    if not dedup_token or len(dedup_token) > MAX_DEDUP_TOKEN:
        raise ValueError(f"dedup_token must have 1 to {MAX_DEDUP_TOKEN} characters")


@dataclass(frozen=True)
class ChargeRequest:
    """Collect `amount` minor units of `currency` from a customer's payment method."""

    payment_method_id: uuid.UUID
    payment_method_type: PaymentMethodType
    amount: int
    currency: str
    dedup_token: str
    """Idempotency: a second request with the same token answers the first result."""
    description: str | None = None
    metadata: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check_common(self.amount, self.currency, self.dedup_token)


@dataclass(frozen=True)
class RefundRequest:
    """Return `amount` minor units of a succeeded charge (all of it or a part)."""

    charge_reference: str
    amount: int
    currency: str
    dedup_token: str
    description: str | None = None
    metadata: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check_common(self.amount, self.currency, self.dedup_token)
        if not self.charge_reference:
            raise ValueError("charge_reference is required")


@dataclass(frozen=True)
class GatewayResult:
    """The gateway's answer; `outcome` is None while `status` is `pending`."""

    status: GatewayStatus
    outcome: Outcome | None
    retryable: bool
    """Only for failures: retrying later with the same method may succeed."""
    reference: str | None
    """The gateway's id of the charge or refund (None when nothing was created)."""
    failure_message: str | None = None

    @property
    def succeeded(self) -> bool:
        return self.status == "succeeded"

    @property
    def pending(self) -> bool:
        return self.status == "pending"


class PaymentGateway(Protocol):
    async def charge(self, request: ChargeRequest) -> GatewayResult: ...

    async def refund(self, request: RefundRequest) -> GatewayResult: ...

    async def retrieve(self, reference: str) -> GatewayResult:
        """The current state of a charge or refund (a pending one may have settled since)."""
        ...


NOT_CONFIGURED = (
    "no payment gateway is configured for live workspaces; nothing was charged or refunded"
)


class UnconfiguredGateway:
    """The live gateway until a real one is wired: every request fails, nothing moves.

    `retryable` is False: retrying cannot help before an operator configures a gateway.
    """

    def _refuse(self) -> GatewayResult:
        return GatewayResult(
            status="failed",
            outcome="processing_error",
            retryable=False,
            reference=None,
            failure_message=NOT_CONFIGURED,
        )

    async def charge(self, request: ChargeRequest) -> GatewayResult:
        return self._refuse()

    async def refund(self, request: RefundRequest) -> GatewayResult:
        return self._refuse()

    async def retrieve(self, reference: str) -> GatewayResult:
        return self._refuse()
