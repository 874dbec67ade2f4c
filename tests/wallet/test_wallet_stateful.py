"""The wallet's invariants under random sequences (a Hypothesis state machine, one customer per
run): grants with and without expiry, an operator's debits, clawbacks, invoices finalized (and
so spending credit), voids, and time passing with the lapse jobs run.

After every step: no grant holds less than zero or more than it granted; the transactions add
up to what the grants still hold; the wallet's balance is what the unexpired grants hold; each
invoice's `amount_wallet_applied` is what its transactions moved and its amount due the rest of
its total; and the ledger's summary is the open invoices' amount due and, as unapplied credit,
what the grants still hold (lapses not yet recorded included). An operation the service
refuses answers a problem document and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from tests.collection.payment_helpers import void
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, get_invoice, set_tax_profile
from tests.ledger.helpers import summary
from tests.support import Api, Tenant
from tests.wallet.helpers import claw_back, move, transactions, wallet

START = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)
EXEMPT = {
    "tax_category_code": "E",
    "tax_rate": "0",
    "tax_exemption_reason": "Exempt under the applicable provision",
}
cents = st.integers(1, 20_000)


def major(amount: int) -> str:
    return format(Decimal(amount).scaleb(-2), "f")


def minor(amount: str) -> int:
    return int(Decimal(amount) * 100)


class WalletMachine(RuleBasedStateMachine):
    def __init__(
        self,
        tenant: Tenant,
        run_jobs: Callable[[], int],
        set_now: Callable[[datetime], None],
    ) -> None:
        super().__init__()
        self.tenant = tenant
        self.api: Api = tenant.live
        self.run_jobs = run_jobs
        self.set_now = set_now
        self.now = START
        set_now(self.now)
        self.customer_id = str(create_customer(self.api, currency="EUR")["id"])
        self.invoices: list[str] = []

    # --- operations ----------------------------------------------------------------------

    @rule(amount=cents, days=st.none() | st.integers(1, 20))
    def grant(self, amount: int, days: int | None) -> None:
        fields = {}
        if days is not None:
            fields["expires_at"] = (self.now + timedelta(days=days)).isoformat()
        response = move(self.api, self.customer_id, major(amount), **fields)
        assert response.status_code == 201, response.text

    @rule(amount=cents)
    def debit(self, amount: int) -> None:
        before = self._transactions()
        response = move(self.api, self.customer_id, major(-amount))
        if response.status_code == 422:
            assert response.headers["content-type"] == "application/problem+json"
            assert self._transactions() == before
            return
        assert response.status_code == 201, response.text
        assert response.json()["data"]["amount"] == major(-amount)

    @rule(amount=cents)
    def clawback(self, amount: int) -> None:
        held = self._spendable()
        taken, uncollected, _ = claw_back(self.tenant, self.customer_id, amount)
        assert -taken == min(amount, held)
        assert uncollected == amount - min(amount, held)

    @rule(amount=cents)
    def invoice(self, amount: int) -> None:
        held = self._spendable()
        line = {"description": "Service", "unit_price": major(amount), **EXEMPT}
        draft = create_draft(self.api, self.customer_id, [line], currency="EUR")
        finalized = finalize(self.api, draft["id"])
        assert minor(finalized["amount_wallet_applied"]) == min(amount, held)
        self.invoices.append(str(finalized["id"]))

    @precondition(lambda self: bool(self.invoices))
    @rule(pick=st.integers(0, 1_000))
    def void_invoice(self, pick: int) -> None:
        invoice_id = self.invoices[pick % len(self.invoices)]
        before = get_invoice(self.api, invoice_id)
        response = void(self.api, invoice_id)
        if before["status"] in {"paid", "void"}:
            assert response.status_code == 409, response.text
            return
        assert response.status_code == 200, response.text
        assert get_invoice(self.api, invoice_id)["amount_wallet_applied"] == "0.00"

    @rule(days=st.integers(1, 12), lapse=st.booleans())
    def time_passes(self, days: int, lapse: bool) -> None:
        self.now += timedelta(days=days)
        self.set_now(self.now)
        if lapse:
            self.run_jobs()

    # --- the invariants ----------------------------------------------------------------

    def _transactions(self) -> list[dict[str, Any]]:
        return transactions(self.api, self.customer_id)

    def _grants(self) -> list[dict[str, Any]]:
        return [t for t in self._transactions() if t["type"] == "grant"]

    def _spendable(self) -> int:
        return sum(
            minor(g["remaining"])
            for g in self._grants()
            if g["expires_at"] is None or datetime.fromisoformat(g["expires_at"]) > self.now
        )

    def teardown(self) -> None:
        self.set_now(START)

    @invariant()
    def consistent(self) -> None:
        moves = self._transactions()
        grants = [t for t in moves if t["type"] == "grant"]
        held = 0
        for grant in grants:
            assert 0 <= minor(grant["remaining"]) <= minor(grant["amount"]), grant
            held += minor(grant["remaining"])
        assert sum(minor(t["amount"]) for t in moves) == held
        balance = wallet(self.api, self.customer_id).get("EUR", {"balance": "0.00"})["balance"]
        assert minor(balance) == self._spendable()
        open_due = 0
        for invoice_id in self.invoices:
            invoice = get_invoice(self.api, invoice_id)
            moved = -sum(minor(t["amount"]) for t in moves if t["invoice_id"] == invoice_id)
            assert minor(invoice["amount_wallet_applied"]) == moved
            if invoice["status"] != "void":
                assert minor(invoice["amount_due"]) == minor(invoice["total"]) - moved
                open_due += minor(invoice["amount_due"])
        line = summary(self.api, self.customer_id).get("EUR")
        if line is None:
            assert held == open_due == 0
            return
        assert (minor(line["open_invoices"]), minor(line["unapplied_credit"])) == (open_due, held)
        assert minor(line["balance"]) == open_due - held


def test_the_wallet_keeps_its_invariants(tenant, run_jobs, frozen_clock):
    set_tax_profile(tenant.live)
    run_state_machine_as_test(
        lambda: WalletMachine(tenant, run_jobs, frozen_clock),
        settings=hypothesis_settings(max_examples=10, stateful_step_count=10, deadline=None),
    )
