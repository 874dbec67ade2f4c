"""Concurrent spenders of one wallet (PostgreSQL, where requests really run in parallel):
finalizations, operator debits and clawbacks racing for the same credit never spend more than
there is, and the ledger agrees with the wallet afterwards."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from tests.catalog.test_concurrency import at_once
from tests.collection.payment_helpers import taxed_line
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, get_invoice, set_tax_profile
from tests.ledger.helpers import eur_summary, summary
from tests.support import Api
from tests.wallet.helpers import balance, claw_back, granted, move, transactions

THREADS = 8

pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, so spenders of one wallet cannot overlap: "
    "the proof needs PostgreSQL"
)


def _own_client(api: Api) -> Api:
    """Another client of the same credential, for one thread."""
    return Api(api.client, api.token, api.workspace)


def _funded_customer(api: Api) -> dict[str, Any]:
    """A customer with 300.00 of credit in three grants (two expiring, one not)."""
    set_tax_profile(api)
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    granted(api, customer["id"], "100.00", expires_at="2031-01-01T00:00:00Z")
    granted(api, customer["id"], "100.00")
    granted(api, customer["id"], "100.00", expires_at="2030-01-01T00:00:00Z")
    return customer


def _finalize(api: Api, draft_id: str) -> Any:
    return api.post(f"/v1/invoices/{draft_id}/finalize", idempotency_key=True)


def _grants_left(api: Api, customer_id: str) -> list[Decimal]:
    return [Decimal(t["remaining"]) for t in transactions(api, customer_id, type="grant")]


def test_eight_finalizations_spend_exactly_the_credit_there_is(tenant):
    api = tenant.live
    customer = _funded_customer(api)
    drafts = [create_draft(api, customer["id"], [taxed_line("100.00")]) for _ in range(THREADS)]

    responses = at_once([lambda d=d: _finalize(_own_client(api), d["id"]) for d in drafts])

    assert [r.status_code for r in responses] == [200] * THREADS, [r.text for r in responses]
    invoices = [get_invoice(api, d["id"]) for d in drafts]
    applied = sorted((Decimal(i["amount_wallet_applied"]) for i in invoices), reverse=True)
    assert applied == [Decimal("119.00")] * 2 + [Decimal("62.00")] + [Decimal("0.00")] * 5
    for invoice in invoices:
        assert Decimal(invoice["amount_due"]) == Decimal("119.00") - Decimal(
            invoice["amount_wallet_applied"]
        )
    assert balance(api, customer["id"]) == "0.00"
    assert _grants_left(api, customer["id"]) == [Decimal(0)] * 3
    spent = transactions(api, customer["id"], type="invoice_application")
    assert sum(Decimal(t["amount"]) for t in spent) == Decimal("-300.00")
    assert summary(api, customer["id"])["EUR"] == eur_summary("652.00", "652.00", "0.00")


def test_finalizations_debits_and_clawbacks_at_once_never_overspend(tenant):
    api = tenant.live
    customer = _funded_customer(api)
    drafts = [create_draft(api, customer["id"], [taxed_line("100.00")]) for _ in range(3)]
    calls = [lambda d=d: _finalize(_own_client(api), d["id"]) for d in drafts]
    calls += [lambda: move(_own_client(api), customer["id"], "-60.00") for _ in range(3)]
    calls += [lambda: -claw_back(tenant, customer["id"], 4000)[0] for _ in range(2)]

    results = at_once(calls)

    finalized, debits, clawed = results[:3], results[3:6], results[6:]
    assert [r.status_code for r in finalized] == [200] * 3
    assert {r.status_code for r in debits} <= {201, 422}
    applied = sum(Decimal(get_invoice(api, d["id"])["amount_wallet_applied"]) for d in drafts)
    debited = Decimal("60.00") * sum(1 for r in debits if r.status_code == 201)
    taken = applied + debited + Decimal(sum(clawed)) / 100
    left = Decimal(balance(api, customer["id"]))
    assert taken + left == Decimal("300.00")
    assert left >= 0
    assert all(remaining >= 0 for remaining in _grants_left(api, customer["id"]))
    moved = sum(Decimal(t["amount"]) for t in transactions(api, customer["id"]))
    assert moved == left
    open_invoices = Decimal("357.00") - applied
    assert summary(api, customer["id"])["EUR"] == eur_summary(
        format(open_invoices - left, "f"), format(open_invoices, "f"), format(left, "f")
    )
