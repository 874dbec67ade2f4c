"""The sandbox gateway: answers like a real one, moves no money, and honours simulations.

The outcome of a charge is, in order: the payment method's payment simulation, else the outcome
of its test card or test IBAN (`sandbox_data`), else success. Card charges settle at once; SEPA
debits answer `pending` and settle on the first `retrieve` once their delay has passed (none for
most test IBANs, 3 minutes for the delayed ones, on the clock of the method's customer: a test
clock's time in a sandbox). The outcome is fixed when the charge arrives: a simulation created
later does not change a pending debit.

Refunds answer the method's simulated outcome too, else success. Card refunds settle at once,
SEPA refunds on the first retrieve.

Every answer is stored (`SandboxGatewayOperation`), so a repeated dedup token returns the first
answer, as it stands now (a pending debit may have settled since).
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.customer import PaymentMethod
from billing.models.sandbox import OUTCOMES, Outcome, SandboxGatewayOperation
from billing.payments.gateway import (
    RETRYABLE_OUTCOMES,
    ChargeRequest,
    GatewayResult,
    RefundRequest,
)
from billing.payments.repository import GatewayOperationRepository, PaymentMethodRepository
from billing.payments.sandbox_data import sandbox_card, sandbox_iban
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.sandbox import service as sandbox

SEPA_CURRENCY = "EUR"

FAILURE_MESSAGES: dict[str, str] = {
    "decline": "the payment was declined",
    "insufficient_funds": "the account has insufficient funds",
    "expired_card": "the card has expired",
    "fraud": "the payment was blocked as fraudulent",
    "processing_error": "an error occurred while processing; try again later",
    "network_error": "the gateway could not be reached; try again later",
}


def _outcome(value: str) -> Outcome:
    for known in OUTCOMES:
        if known == value:
            return known
    raise ValueError(f"unknown outcome {value!r}")


def result_of(operation: SandboxGatewayOperation) -> GatewayResult:
    if operation.status == "pending":
        return GatewayResult(
            status="pending", outcome=None, retryable=False, reference=operation.reference
        )
    failed = operation.status == "failed"
    return GatewayResult(
        status="succeeded" if not failed else "failed",
        outcome=_outcome(operation.outcome),
        retryable=failed and operation.outcome in RETRYABLE_OUTCOMES,
        reference=operation.reference,
        failure_message=operation.failure_message if failed else None,
    )


class SandboxGateway:
    def __init__(self, db: AsyncSession, ctx: RequestContext) -> None:
        self.db = db
        self.ctx = ctx
        self.operations = GatewayOperationRepository(db, ctx)

    async def charge(self, request: ChargeRequest) -> GatewayResult:
        first = await self.operations.by_token("charge", request.dedup_token)
        if first is not None:
            return result_of(first)
        method = await PaymentMethodRepository(self.db, self.ctx).get(request.payment_method_id)
        if method.type != request.payment_method_type:
            wanted = request.payment_method_type
            raise ValueError(f"payment method {method.id} is a {method.type}, not a {wanted}")
        operation = self._new("charge", request.dedup_token, method.id)
        operation.amount = request.amount
        operation.currency = request.currency
        operation.description = request.description
        operation.metadata_ = dict(request.metadata)
        refusal = self._refusal(method, request.currency)
        if refusal is not None:
            await self._settle(operation, "decline", message=refusal)
        else:
            outcome = await self._charge_outcome(method)
            if method.type == "sepa_debit":
                entry = sandbox_iban(method.sepa_iban_last4)
                delay = entry.settle_after if entry is not None else timedelta(0)
                await self._pend(operation, outcome, delay)
            else:
                await self._settle(operation, outcome)
        return result_of(await self.operations.insert_once(operation))

    async def refund(self, request: RefundRequest) -> GatewayResult:
        first = await self.operations.by_token("refund", request.dedup_token)
        if first is not None:
            return result_of(first)
        charge = await self.operations.by_reference(request.charge_reference, for_update=True)
        if charge.kind != "charge":
            raise ValueError(f"{request.charge_reference!r} is a refund, not a charge")
        await self._settle_if_due(charge)
        operation = self._new("refund", request.dedup_token, charge.payment_method_id)
        operation.charge_id = charge.id
        operation.amount = request.amount
        operation.currency = request.currency
        operation.description = request.description
        operation.metadata_ = dict(request.metadata)
        refundable = charge.amount - await self.operations.refunded_amount(charge.id)
        if charge.status != "succeeded":
            await self._settle(
                operation, "decline", message="only a succeeded charge can be refunded"
            )
        elif request.currency != charge.currency:
            await self._settle(operation, "decline", message=f"the charge is in {charge.currency}")
        elif request.amount > refundable:
            await self._settle(
                operation,
                "decline",
                message=f"at most {refundable} minor units of the charge remain refundable",
            )
        else:
            simulated = await sandbox.simulated_outcome(self.db, self.ctx, charge.payment_method_id)
            outcome = _outcome(simulated) if simulated is not None else "success"
            method = await PaymentMethodRepository(self.db, self.ctx).get(charge.payment_method_id)
            if method.type == "sepa_debit":
                await self._pend(operation, outcome, timedelta(0))
            else:
                await self._settle(operation, outcome)
        return result_of(await self.operations.insert_once(operation))

    async def retrieve(self, reference: str) -> GatewayResult:
        operation = await self.operations.by_reference(reference, for_update=True)
        await self._settle_if_due(operation)
        await self.db.flush()
        return result_of(operation)

    # --- helpers ---------------------------------------------------------------------------

    def _new(self, kind: str, dedup_token: str, method_id: uuid.UUID) -> SandboxGatewayOperation:
        operation_id = uuid.uuid4()
        prefix = "sbx_ch_" if kind == "charge" else "sbx_re_"
        return SandboxGatewayOperation(
            id=operation_id,
            kind=kind,
            reference=f"{prefix}{operation_id.hex}",
            dedup_token=dedup_token,
            payment_method_id=method_id,
        )

    @staticmethod
    def _refusal(method: PaymentMethod, currency: str) -> str | None:
        """Charges refused before reaching the (simulated) network."""
        if method.status != "active":
            return "the payment method is detached"
        if method.type == "sepa_debit" and currency != SEPA_CURRENCY:
            return f"SEPA Direct Debit collects only {SEPA_CURRENCY}"
        return None

    async def _charge_outcome(self, method: PaymentMethod) -> Outcome:
        simulated = await sandbox.simulated_outcome(self.db, self.ctx, method.id)
        if simulated is not None:
            return _outcome(simulated)
        if method.type == "card":
            card = sandbox_card(method.card_brand, method.card_last4)
            return card.outcome if card is not None else "success"
        iban = sandbox_iban(method.sepa_iban_last4)
        return iban.outcome if iban is not None else "success"

    async def _now(self, method_id: uuid.UUID) -> datetime:
        """Now for the method's customer: its test clock's time, else the real one."""
        test_clock_id = await PaymentMethodRepository(self.db, self.ctx).test_clock_of(method_id)
        return await clock.now(self.db, self.ctx, test_clock_id=test_clock_id)

    async def _settle(
        self, operation: SandboxGatewayOperation, outcome: Outcome, *, message: str | None = None
    ) -> None:
        operation.outcome = outcome
        operation.status = "succeeded" if outcome == "success" else "failed"
        if operation.status == "failed":
            operation.failure_message = message or FAILURE_MESSAGES[outcome]
        operation.settled_at = await self._now(operation.payment_method_id)

    async def _pend(
        self, operation: SandboxGatewayOperation, outcome: Outcome, delay: timedelta
    ) -> None:
        operation.outcome = outcome
        operation.status = "pending"
        operation.settles_at = await self._now(operation.payment_method_id) + delay

    async def _settle_if_due(self, operation: SandboxGatewayOperation) -> None:
        if operation.status != "pending":
            return
        now = await self._now(operation.payment_method_id)
        if operation.settles_at is None or operation.settles_at <= now:
            await self._settle(operation, _outcome(operation.outcome))
