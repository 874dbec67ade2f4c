"""The payment gateway at service level (no route charges yet): the sandbox gateway's outcomes by
simulation, by test card or IBAN and by default, SEPA settlement, dedup, refunds, and the live
workspace's unconfigured gateway."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from billing.models.sandbox import SandboxGatewayOperation
from billing.payments import service
from billing.payments.gateway import ChargeRequest, GatewayResult, RefundRequest
from billing.platform.db import Database
from billing.platform.errors import NotFound
from tests.payments.helpers import attach, card, create_customer, sepa, with_gateway
from tests.platform.helpers import workspace_context
from tests.sandbox.helpers import simulate
from tests.support import Api, Tenant


def _method(api: Api, body: dict | None = None) -> dict:
    return attach(api, create_customer(api)["id"], body)


def _charge(
    tenant: Tenant,
    method: dict,
    amount: int = 1999,
    currency: str = "EUR",
    token: str | None = None,
    mode: str = "sandbox",
) -> GatewayResult:
    request = ChargeRequest(
        payment_method_id=uuid.UUID(method["id"]),
        payment_method_type=method["type"],
        amount=amount,
        currency=currency,
        dedup_token=token or uuid.uuid4().hex,
        description="Invoice INV-1",
        metadata={"invoice_id": "inv_1"},
    )
    return with_gateway(tenant, lambda gateway: gateway.charge(request), mode)


def _refund(
    tenant: Tenant, reference: str, amount: int, currency: str = "EUR", token: str | None = None
) -> GatewayResult:
    request = RefundRequest(
        charge_reference=reference,
        amount=amount,
        currency=currency,
        dedup_token=token or uuid.uuid4().hex,
    )
    return with_gateway(tenant, lambda gateway: gateway.refund(request))


def _retrieve(tenant: Tenant, reference: str, mode: str = "sandbox") -> GatewayResult:
    return with_gateway(tenant, lambda gateway: gateway.retrieve(reference), mode)


def _operations(tenant: Tenant) -> int:
    db: Database = tenant.client.app.state.db
    workspace_id = tenant.workspace("sandbox").id

    async def count() -> int:
        async with db.session() as session:
            stmt = (
                select(func.count())
                .select_from(SandboxGatewayOperation)
                .where(SandboxGatewayOperation.workspace_id == workspace_id)
            )
            return int((await session.execute(stmt)).scalar_one())

    return int(tenant.client.portal.call(count))


class TestCardCharges:
    def test_a_succeeding_test_card(self, tenant: Tenant):
        result = _charge(tenant, _method(tenant.sandbox, card("visa", "4242")))

        assert result.status == "succeeded"
        assert result.outcome == "success"
        assert result.retryable is False
        assert result.failure_message is None
        assert result.reference is not None and result.reference.startswith("sbx_ch_")
        assert _retrieve(tenant, result.reference) == result

    @pytest.mark.parametrize(
        ("brand", "last4", "outcome", "retryable"),
        [
            ("visa", "0002", "decline", False),
            ("visa", "0341", "decline", False),
            ("visa", "9995", "insufficient_funds", False),
            ("visa", "0069", "expired_card", False),
            ("visa", "0019", "fraud", False),
            ("visa", "0119", "processing_error", True),
        ],
    )
    def test_declining_test_cards(self, tenant: Tenant, brand, last4, outcome, retryable):
        result = _charge(tenant, _method(tenant.sandbox, card(brand, last4)))

        assert result.status == "failed"
        assert result.outcome == outcome
        assert result.retryable is retryable
        assert result.failure_message

    @pytest.mark.parametrize(
        ("outcome", "status", "retryable"),
        [
            ("network_error", "failed", True),
            ("processing_error", "failed", True),
            ("fraud", "failed", False),
            ("insufficient_funds", "failed", False),
        ],
    )
    def test_a_simulation_overrides_a_succeeding_card(
        self, tenant: Tenant, outcome, status, retryable
    ):
        method = _method(tenant.sandbox, card("visa", "4242"))
        simulate(tenant.sandbox, method["id"], outcome)

        result = _charge(tenant, method)

        assert (result.status, result.outcome, result.retryable) == (status, outcome, retryable)

    def test_a_success_simulation_overrides_a_declining_card(self, tenant: Tenant):
        method = _method(tenant.sandbox, card("visa", "0002"))
        simulate(tenant.sandbox, method["id"], "success")

        assert _charge(tenant, method).status == "succeeded"

    def test_deleting_the_simulation_restores_the_card_s_outcome(self, tenant: Tenant):
        method = _method(tenant.sandbox, card("visa", "4242"))
        simulation = simulate(tenant.sandbox, method["id"], "decline")
        assert _charge(tenant, method).outcome == "decline"

        tenant.sandbox.delete(f"/v1/test-payment-simulations/{simulation['id']}")

        assert _charge(tenant, method).outcome == "success"

    def test_a_detached_method_never_charges(self, tenant: Tenant):
        customer_id = create_customer(tenant.sandbox)["id"]
        method = attach(tenant.sandbox, customer_id)
        simulate(tenant.sandbox, method["id"], "success")
        tenant.sandbox.delete(f"/v1/customers/{customer_id}/payment-methods/{method['id']}")

        result = _charge(tenant, method)

        assert (result.status, result.outcome) == ("failed", "decline")
        assert "detached" in (result.failure_message or "")

    def test_unknown_or_foreign_method_is_not_found(self, tenant: Tenant, other_tenant: Tenant):
        foreign = _method(other_tenant.sandbox)
        unknown = {**foreign, "id": str(uuid.uuid4())}

        for method in (foreign, unknown):
            with pytest.raises(NotFound):
                _charge(tenant, method)

    def test_the_method_type_must_match(self, tenant: Tenant):
        method = _method(tenant.sandbox, card())

        with pytest.raises(ValueError, match="not a sepa_debit"):
            _charge(tenant, {**method, "type": "sepa_debit"})


class TestDedup:
    def test_the_same_token_returns_the_first_result(self, tenant: Tenant):
        method = _method(tenant.sandbox, card("visa", "4242"))
        first = _charge(tenant, method, token="invoice-1-attempt-1")
        simulate(tenant.sandbox, method["id"], "decline")

        again = _charge(tenant, method, amount=5, token="invoice-1-attempt-1")
        other = _charge(tenant, method, token="invoice-1-attempt-2")

        assert again == first
        assert other.outcome == "decline"
        assert other.reference != first.reference
        assert _operations(tenant) == 2

    def test_concurrent_requests_with_one_token_charge_once(
        self, tenant: Tenant, database_url: str
    ):
        method = _method(tenant.sandbox)
        ctx = workspace_context(tenant, "sandbox")
        request = ChargeRequest(uuid.UUID(method["id"]), "card", 100, "EUR", "race")

        async def race() -> list[GatewayResult]:
            db = Database(database_url, pool_size=4)

            async def one() -> GatewayResult:
                async with db.session() as session, session.begin():
                    return await service.gateway_for(session, ctx).charge(request)

            try:
                return list(await asyncio.gather(one(), one(), one()))
            finally:
                await db.dispose()

        results = asyncio.run(race())

        assert len({r.reference for r in results}) == 1
        assert _operations(tenant) == 1

    def test_tokens_are_per_workspace(self, tenant: Tenant, other_tenant: Tenant):
        mine = _charge(tenant, _method(tenant.sandbox), token="shared-token")
        theirs = _charge(other_tenant, _method(other_tenant.sandbox), token="shared-token")

        assert mine.reference != theirs.reference
        assert _operations(tenant) == 1


class TestSepaDebits:
    def test_pending_then_settled_on_retrieve(self, tenant: Tenant):
        result = _charge(tenant, _method(tenant.sandbox, sepa("3000")))

        assert (result.status, result.outcome, result.retryable) == ("pending", None, False)
        assert result.reference is not None
        settled = _retrieve(tenant, result.reference)
        assert (settled.status, settled.outcome) == ("succeeded", "success")
        assert _retrieve(tenant, result.reference) == settled

    def test_a_failing_iban_fails_on_settlement(self, tenant: Tenant):
        result = _charge(tenant, _method(tenant.sandbox, sepa("3001")))

        assert result.status == "pending"
        settled = _retrieve(tenant, result.reference or "")
        assert (settled.status, settled.outcome, settled.retryable) == ("failed", "decline", False)
        assert settled.failure_message

    def test_delayed_ibans_settle_after_three_minutes(self, tenant: Tenant, frozen_clock):
        start = datetime(2031, 2, 1, 10, tzinfo=UTC)
        frozen_clock(start)
        reference = _charge(tenant, _method(tenant.sandbox, sepa("3004"))).reference or ""

        frozen_clock(start + timedelta(minutes=2, seconds=59))
        assert _retrieve(tenant, reference).status == "pending"
        frozen_clock(start + timedelta(minutes=3))
        assert _retrieve(tenant, reference).outcome == "decline"

    def test_the_simulation_at_charge_time_decides(self, tenant: Tenant):
        method = _method(tenant.sandbox, sepa("3000"))
        simulate(tenant.sandbox, method["id"], "insufficient_funds")
        reference = _charge(tenant, method).reference or ""
        simulate(tenant.sandbox, method["id"], "success")

        settled = _retrieve(tenant, reference)

        assert (settled.status, settled.outcome) == ("failed", "insufficient_funds")

    def test_only_euros_are_debited(self, tenant: Tenant):
        result = _charge(tenant, _method(tenant.sandbox, sepa("3000")), currency="USD")

        assert (result.status, result.outcome) == ("failed", "decline")
        assert "EUR" in (result.failure_message or "")

    def test_dedup_answers_the_settled_state(self, tenant: Tenant):
        method = _method(tenant.sandbox, sepa("3000"))
        first = _charge(tenant, method, token="sepa-1")
        _retrieve(tenant, first.reference or "")

        again = _charge(tenant, method, token="sepa-1")

        assert (again.reference, again.status) == (first.reference, "succeeded")

    def test_unknown_reference_is_not_found(self, tenant: Tenant):
        with pytest.raises(NotFound):
            _retrieve(tenant, "sbx_ch_nothing")


class TestRefunds:
    def test_full_and_partial_refunds_up_to_the_charge(self, tenant: Tenant):
        charge = _charge(tenant, _method(tenant.sandbox), amount=1000)
        reference = charge.reference or ""

        part = _refund(tenant, reference, 400)
        rest = _refund(tenant, reference, 600)
        beyond = _refund(tenant, reference, 1)

        assert (part.status, part.outcome) == ("succeeded", "success")
        assert part.reference is not None and part.reference.startswith("sbx_re_")
        assert rest.status == "succeeded"
        assert (beyond.status, beyond.outcome) == ("failed", "decline")
        assert "refundable" in (beyond.failure_message or "")

    def test_a_failed_charge_cannot_be_refunded(self, tenant: Tenant):
        charge = _charge(tenant, _method(tenant.sandbox, card("visa", "0002")))

        result = _refund(tenant, charge.reference or "", 100)

        assert result.status == "failed"
        assert "succeeded charge" in (result.failure_message or "")

    def test_the_currency_must_match(self, tenant: Tenant):
        charge = _charge(tenant, _method(tenant.sandbox), currency="EUR")

        assert _refund(tenant, charge.reference or "", 100, currency="USD").status == "failed"

    @pytest.mark.parametrize(
        ("outcome", "status", "retryable"),
        [
            ("processing_error", "failed", True),
            ("network_error", "failed", True),
            ("expired_card", "failed", False),
            ("decline", "failed", False),
            ("insufficient_funds", "failed", False),
            ("fraud", "failed", False),
            ("success", "succeeded", False),
        ],
    )
    def test_refunds_answer_the_simulated_outcome(self, tenant: Tenant, outcome, status, retryable):
        method = _method(tenant.sandbox)
        charge = _charge(tenant, method)
        simulate(tenant.sandbox, method["id"], outcome)

        result = _refund(tenant, charge.reference or "", 100)

        assert (result.status, result.retryable) == (status, retryable)
        if status == "failed":
            assert result.outcome == outcome

    def test_a_failed_refund_leaves_the_amount_refundable(self, tenant: Tenant):
        method = _method(tenant.sandbox)
        charge = _charge(tenant, method, amount=500)
        simulation = simulate(tenant.sandbox, method["id"], "network_error")
        assert _refund(tenant, charge.reference or "", 500).status == "failed"
        tenant.sandbox.delete(f"/v1/test-payment-simulations/{simulation['id']}")

        assert _refund(tenant, charge.reference or "", 500).status == "succeeded"

    def test_sepa_refunds_are_pending_until_retrieved(self, tenant: Tenant):
        charge = _charge(tenant, _method(tenant.sandbox, sepa("3000")), amount=700)
        _retrieve(tenant, charge.reference or "")

        refund = _refund(tenant, charge.reference or "", 700)
        more = _refund(tenant, charge.reference or "", 1)

        assert refund.status == "pending"
        assert more.status == "failed"  # the pending refund already reserves the amount
        assert _retrieve(tenant, refund.reference or "").status == "succeeded"

    def test_the_same_token_refunds_once(self, tenant: Tenant):
        charge = _charge(tenant, _method(tenant.sandbox), amount=300)

        first = _refund(tenant, charge.reference or "", 300, token="refund-1")
        again = _refund(tenant, charge.reference or "", 300, token="refund-1")

        assert again == first
        assert first.status == "succeeded"
        assert _operations(tenant) == 2


class TestRequestsAndLive:
    @pytest.mark.parametrize(
        ("amount", "currency", "token"),
        [
            (0, "EUR", "t"),
            (-5, "EUR", "t"),
            (10, "eur", "t"),
            (10, "EUR", ""),
            (10, "EUR", "x" * 256),
        ],
    )
    def test_malformed_requests_are_programming_errors(self, amount, currency, token):
        with pytest.raises(ValueError):
            ChargeRequest(uuid.uuid4(), "card", amount, currency, token)

    def test_live_has_no_gateway_and_charges_nothing(self, tenant: Tenant):
        method = _method(tenant.live, card("visa", "4242"))

        charge = _charge(tenant, method, mode="live")
        refund = with_gateway(
            tenant,
            lambda gateway: gateway.refund(RefundRequest("sbx_ch_x", 100, "EUR", "r")),
            "live",
        )
        retrieved = _retrieve(tenant, "anything", mode="live")

        for result in (charge, refund, retrieved):
            assert result.status == "failed"
            assert result.reference is None
            assert result.retryable is False
            assert "no payment gateway is configured" in (result.failure_message or "")
        assert _operations(tenant) == 0
