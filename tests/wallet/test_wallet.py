"""The customer wallet over HTTP: an operator's grants and debits, the balance, the
transactions, their ledger postings, and refusals that change nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.customers.helpers import create_customer
from tests.ledger.helpers import entry, eur_entry, eur_summary, postings, summary
from tests.support import pointers, problem
from tests.wallet.helpers import balance, granted, move, summary_of, transactions, wallet

START = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)


def test_a_grant_adds_credit_shown_by_the_wallet_its_transactions_and_the_ledger(tenant):
    api = tenant.live
    customer = create_customer(api, currency="EUR")

    grant = granted(api, customer["id"], "25.00", description="Outage goodwill")

    assert summary_of(grant) == ("grant", "25.00", "25.00", None, None)
    assert grant["source_type"] == "manual"
    assert grant["description"] == "Outage goodwill"
    assert grant["expires_at"] is None
    assert grant["grant_ids"] == []
    assert wallet(api, customer["id"]) == {
        "EUR": {
            "currency": "EUR",
            "balance": "25.00",
            "next_expiry_at": None,
            "next_expiry_amount": "0.00",
        }
    }
    assert transactions(api, customer["id"]) == [grant]
    [posting] = postings(api, customer["id"])
    assert posting["id"] == grant["ledger_entry_id"]
    assert entry(posting) == eur_entry("wallet_credit_granted", "-25.00", "0.00", "25.00", "-25.00")
    assert summary(api, customer["id"])["EUR"] == eur_summary("-25.00", "0.00", "25.00")
    [event] = api.get("/v1/events", params={"type": "wallet.transaction_created"}).json()["data"]
    assert (event["resource_type"], event["resource_id"]) == ("wallet_transaction", grant["id"])
    assert event["data"] == {
        "customer_id": customer["id"],
        "currency": "EUR",
        "type": "grant",
        "amount": "25.00",
        "invoice_id": None,
        "source_type": "manual",
        "source_id": grant["source_id"],
    }


def test_a_negative_amount_takes_credit_out_soonest_expiring_first(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(START)
    customer = create_customer(api)
    later = granted(api, customer["id"], "10.00", expires_at="2026-09-01T00:00:00Z")
    never = granted(api, customer["id"], "10.00")
    sooner = granted(api, customer["id"], "10.00", expires_at="2026-07-01T00:00:00Z")

    debit = granted(api, customer["id"], "-15.00", description="Correction")

    assert summary_of(debit) == ("clawback", "-15.00", None, None, "0.00")
    assert debit["grant_ids"] == [sooner["id"], later["id"]]
    remaining = {t["id"]: t["remaining"] for t in transactions(api, customer["id"], type="grant")}
    assert remaining == {sooner["id"]: "0.00", later["id"]: "5.00", never["id"]: "10.00"}
    assert wallet(api, customer["id"])["EUR"] == {
        "currency": "EUR",
        "balance": "15.00",
        "next_expiry_at": "2026-09-01T00:00:00Z",
        "next_expiry_amount": "5.00",
    }
    assert entry(postings(api, customer["id"])[-1]) == eur_entry(
        "wallet_credit_clawed_back", "15.00", "0.00", "-15.00", "-15.00"
    )


def test_a_debit_beyond_the_balance_is_refused_and_changes_nothing(tenant):
    api = tenant.live
    customer = create_customer(api)
    granted(api, customer["id"], "10.00")
    before = (transactions(api, customer["id"]), postings(api, customer["id"]))

    response = move(api, customer["id"], "-10.01")

    assert pointers(response) == ["/amount"]
    assert "10.00 EUR" in response.json()["detail"]
    assert (transactions(api, customer["id"]), postings(api, customer["id"])) == before


def test_credit_in_several_currencies_is_kept_apart(tenant):
    api = tenant.live
    customer = create_customer(api)
    granted(api, customer["id"], "10.00")
    granted(api, customer["id"], "500", currency="JPY")
    granted(api, customer["id"], "1.234", currency="KWD")

    balances = {c: e["balance"] for c, e in wallet(api, customer["id"]).items()}

    assert balances == {"EUR": "10.00", "JPY": "500", "KWD": "1.234"}
    assert [t["currency"] for t in transactions(api, customer["id"], currency="JPY")] == ["JPY"]


def test_bad_requests_answer_problems_and_change_nothing(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(START)
    customer = create_customer(api, currency="EUR")
    granted(api, customer["id"], "5.00")
    before = (transactions(api, customer["id"]), postings(api, customer["id"]))
    cid = customer["id"]

    assert pointers(move(api, cid, "0.00")) == ["/amount"]
    assert pointers(move(api, cid, "1.001")) == ["/amount"]
    assert pointers(move(api, cid, "abc")) == ["/amount"]
    assert pointers(move(api, cid, "1.00", currency="XYZ")) == ["/currency"]
    assert pointers(move(api, cid, "1.00", description="")) == ["/description"]
    assert pointers(move(api, cid, "1.00", description="x" * 501)) == ["/description"]
    assert pointers(move(api, cid, "1.00", source_type="promotion")) == ["/source_type"]
    assert pointers(move(api, cid, "1.00", expires_at="2026-06-01T09:00:00Z")) == ["/expires_at"]
    assert pointers(move(api, cid, "1.00", expires_at="2026-06-01T09:00:00")) == ["/expires_at"]
    assert pointers(move(api, cid, "-1.00", expires_at="2027-01-01T00:00:00Z")) == ["/expires_at"]
    problem(move(api, cid, "1.00", currency="USD"), 409, "CURRENCY_MISMATCH")
    problem(move(api, "7c1e54f2-3c8a-4a7e-9f40-0d6b2c6f2a11", "1.00"), 404, "NOT_FOUND")
    no_key = api.post(
        f"/v1/customers/{cid}/wallet/transactions",
        json={"currency": "EUR", "amount": "1.00", "description": "x"},
    )
    problem(no_key, 400, "IDEMPOTENCY_KEY_REQUIRED")

    assert (transactions(api, cid), postings(api, cid)) == before
    assert balance(api, cid) == "5.00"


def test_a_replayed_grant_grants_once(tenant):
    api = tenant.live
    customer = create_customer(api)
    body = {"currency": "EUR", "amount": "7.50", "description": "Once"}
    path = f"/v1/customers/{customer['id']}/wallet/transactions"

    first = api.post(path, json=body, idempotency_key="grant-once")
    second = api.post(path, json=body, idempotency_key="grant-once")

    assert first.status_code == second.status_code == 201
    assert second.headers["Idempotent-Replayed"] == "true"
    assert first.json() == second.json()
    assert balance(api, customer["id"]) == "7.50"


def test_unknown_customers_and_filters_are_refused(tenant):
    api = tenant.live
    missing = "7c1e54f2-3c8a-4a7e-9f40-0d6b2c6f2a11"
    problem(api.get(f"/v1/customers/{missing}/wallet"), 404, "NOT_FOUND")
    problem(api.get(f"/v1/customers/{missing}/wallet/transactions"), 404, "NOT_FOUND")
    customer = create_customer(api)
    response = api.get(
        f"/v1/customers/{customer['id']}/wallet/transactions", params={"type": "gift"}
    )
    problem(response, 400, "INVALID_FILTER")
    assert wallet(api, customer["id"]) == {}


def test_the_transactions_page_newest_first(tenant):
    api = tenant.live
    customer = create_customer(api)
    made = [granted(api, customer["id"], f"{n}.00") for n in range(1, 6)]

    first = api.get(f"/v1/customers/{customer['id']}/wallet/transactions", params={"limit": 2})
    body = first.json()

    assert [t["amount"] for t in body["data"]] == ["5.00", "4.00"]
    assert body["pagination"]["has_more"] is True
    assert [t["id"] for t in transactions(api, customer["id"])] == [t["id"] for t in made][::-1]


def test_expiry_must_lie_ahead_on_the_customers_clock(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(START)
    customer = create_customer(api)
    ahead = (START + timedelta(seconds=1)).isoformat()

    grant = granted(api, customer["id"], "1.00", expires_at=ahead)

    assert grant["expires_at"] == "2026-06-01T09:00:01Z"
