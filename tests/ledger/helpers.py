"""Helpers of the ledger tests: reading a customer's ledger, and the credit-note calls that
post to it."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tests.support import Api

POSTING_FIELDS = {
    "id",
    "customer_id",
    "currency",
    "type",
    "description",
    "amount",
    "receivable_change",
    "credit_change",
    "balance",
    "invoice_id",
    "credit_note_id",
    "payment_id",
    "application_id",
    "posted_at",
    "created_at",
}


def ledger(api: Api, customer_id: str, **params: Any) -> dict[str, Any]:
    """One page of GET /v1/customers/{id}/ledger: data, pagination and summary."""
    response = api.get(f"/v1/customers/{customer_id}/ledger", params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def postings(api: Api, customer_id: str, **params: Any) -> list[dict[str, Any]]:
    """Every posting (all pages), oldest first."""
    found: list[dict[str, Any]] = []
    query: dict[str, Any] = {"limit": 200, **params}
    while True:
        body = ledger(api, customer_id, **query)
        found += body["data"]
        if not body["pagination"]["has_more"]:
            return found
        query["cursor"] = body["pagination"]["cursor"]


def summary(api: Api, customer_id: str) -> dict[str, dict[str, str]]:
    """The ledger's summary by currency."""
    return {s["currency"]: s for s in ledger(api, customer_id, limit=1)["summary"]}


def new_postings(api: Api, customer_id: str, seen: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The postings after `seen` (an earlier read of the whole ledger), which must be unchanged."""
    now = postings(api, customer_id)
    assert now[: len(seen)] == seen
    return now[len(seen) :]


def entry(posting: dict[str, Any]) -> tuple[Any, ...]:
    """What a posting says, without its own id, description and timestamps:
    (type, currency, amount, receivable_change, credit_change, balance, invoice_id,
    credit_note_id, payment_id, application_id)."""
    assert set(posting) == POSTING_FIELDS, posting
    assert Decimal(posting["amount"]) == Decimal(posting["receivable_change"]) - Decimal(
        posting["credit_change"]
    )
    return (
        posting["type"],
        posting["currency"],
        posting["amount"],
        posting["receivable_change"],
        posting["credit_change"],
        posting["balance"],
        posting["invoice_id"],
        posting["credit_note_id"],
        posting["payment_id"],
        posting["application_id"],
    )


def credit_balance(api: Api, customer_id: str) -> dict[str, str]:
    """GET /v1/customers/{id}/credit-balance as {currency: amount}."""
    response = api.get(f"/v1/customers/{customer_id}/credit-balance")
    assert response.status_code == 200, response.text
    return {b["currency"]: b["amount"] for b in response.json()["data"]["balances"]}


def note_line(unit_price: str, **fields: Any) -> dict[str, Any]:
    """A credit-note line of one unit at `unit_price` (VAT resolved: S 19 % for DE → DE)."""
    return {"description": "Goodwill", "unit_price": unit_price, **fields}


def create_note(
    api: Api, customer_id: str | None, lines: list[dict[str, Any]], **fields: Any
) -> Any:
    body: dict[str, Any] = {"lines": lines, **fields}
    if customer_id is not None:
        body["customer_id"] = customer_id
    return api.post("/v1/credit-notes", json=body)


def draft_note(
    api: Api, customer_id: str | None, lines: list[dict[str, Any]], **fields: Any
) -> dict[str, Any]:
    response = create_note(api, customer_id, lines, **fields)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def issue(api: Api, note_id: str) -> dict[str, Any]:
    response = api.post(f"/v1/credit-notes/{note_id}/issue")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def issued_note(
    api: Api, customer_id: str | None, lines: list[dict[str, Any]], **fields: Any
) -> dict[str, Any]:
    return issue(api, draft_note(api, customer_id, lines, **fields)["id"])


def apply(api: Api, note_id: str, body: dict[str, Any]) -> Any:
    return api.post(f"/v1/credit-notes/{note_id}/apply", json=body)


def applied(api: Api, note_id: str, body: dict[str, Any]) -> dict[str, Any]:
    response = apply(api, note_id, body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def void_note(api: Api, note_id: str) -> Any:
    return api.post(f"/v1/credit-notes/{note_id}/void")


def eur_entry(
    kind: str,
    amount: str,
    receivable_change: str,
    credit_change: str,
    balance: str,
    *,
    invoice: str | None = None,
    note: str | None = None,
    payment: str | None = None,
    application: str | None = None,
) -> tuple[Any, ...]:
    """The `entry` tuple expected of a EUR posting; the ids it does not name are None."""
    return (
        kind,
        "EUR",
        amount,
        receivable_change,
        credit_change,
        balance,
        invoice,
        note,
        payment,
        application,
    )


def eur_summary(balance: str, open_invoices: str, unapplied_credit: str) -> dict[str, str]:
    """The ledger summary expected for EUR."""
    return {
        "currency": "EUR",
        "balance": balance,
        "open_invoices": open_invoices,
        "unapplied_credit": unapplied_credit,
    }
