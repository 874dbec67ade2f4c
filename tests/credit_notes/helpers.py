"""Helpers of the credit-note tests: drafts, issue, void, apply and the reads around them."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.invoices.helpers import set_tax_profile
from tests.support import Api

NOTES = "/v1/credit-notes"
STANDARD = {"tax_category_code": "S", "tax_rate": "0.19"}
REDUCED = {"tax_category_code": "S", "tax_rate": "0.07"}
EXEMPT = {
    "tax_category_code": "E",
    "tax_rate": "0",
    "tax_exemption_reason": "Exempt under section 4 UStG",
}


def note_line(
    unit_price: str, quantity: str | None = None, rate: dict[str, str] | None = None, **fields: Any
) -> dict[str, Any]:
    """A credit-note line: `unit_price` (MAJOR units), optional quantity and VAT fields."""
    body: dict[str, Any] = {"description": f"Credit of {unit_price}", "unit_price": unit_price}
    if quantity is not None:
        body["quantity"] = quantity
    return {**body, **(rate or {}), **fields}


def exempt_line(unit_price: str, **fields: Any) -> dict[str, Any]:
    """A VAT-exempt line: the note's total is exactly its net."""
    return note_line(unit_price, rate=EXEMPT, **fields)


def german_customer(api: Api, currency: str | None = "EUR", **fields: Any) -> dict[str, Any]:
    """A customer in Germany of a German seller (so an untaxed line resolves to S 19 %)."""
    set_tax_profile(api)
    if currency is not None:
        fields["currency"] = currency
    return create_customer(api, address={"country": "DE"}, **fields)


def create(api: Api, **body: Any) -> Any:
    return api.post(NOTES, json=body)


def draft(api: Api, **body: Any) -> dict[str, Any]:
    """A draft note (POST /v1/credit-notes must answer 201)."""
    response = create(api, **body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    assert data["status"] == "draft"
    return data


def add_line(api: Api, note_id: str, body: dict[str, Any]) -> Any:
    return api.post(f"{NOTES}/{note_id}/lines", json=body)


def issue(api: Api, note_id: str) -> Any:
    return api.post(f"{NOTES}/{note_id}/issue")


def issued(api: Api, note_id: str) -> dict[str, Any]:
    response = issue(api, note_id)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def issued_note(api: Api, customer_id: str, *lines: dict[str, Any], **body: Any) -> dict[str, Any]:
    """An issued, unanchored note of the customer (default: one exempt line of 100.00)."""
    made = draft(api, customer_id=customer_id, lines=list(lines or [exempt_line("100.00")]), **body)
    return issued(api, made["id"])


def void_note(api: Api, note_id: str) -> Any:
    return api.post(f"{NOTES}/{note_id}/void")


def apply(api: Api, note_id: str, **body: Any) -> Any:
    return api.post(f"{NOTES}/{note_id}/apply", json=body)


def applied(api: Api, note_id: str, **body: Any) -> dict[str, Any]:
    """An application (POST .../apply must answer 201), with the updated note in `credit_note`."""
    response = apply(api, note_id, **body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def reverse(api: Api, note_id: str, application_id: str, key: str | bool = True) -> Any:
    return api.post(f"{NOTES}/{note_id}/applications/{application_id}/reverse", idempotency_key=key)


def reversed_(api: Api, note_id: str, application_id: str) -> dict[str, Any]:
    """A reversal (must answer 200): the application, with the note in `credit_note`."""
    response = reverse(api, note_id, application_id)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def get_note(api: Api, note_id: str) -> dict[str, Any]:
    response = api.get(f"{NOTES}/{note_id}")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def applications_of(api: Api, note_id: str) -> list[dict[str, Any]]:
    response = api.get(f"{NOTES}/{note_id}/applications")
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data


def credit_balance(api: Api, customer_id: str) -> list[dict[str, Any]]:
    """The `balances` of GET /v1/customers/{id}/credit-balance."""
    response = api.get(f"/v1/customers/{customer_id}/credit-balance")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    assert data["customer_id"] == customer_id
    balances: list[dict[str, Any]] = data["balances"]
    return balances


def ledger_types(api: Api, customer_id: str) -> list[str]:
    """The posting types of the customer's ledger, oldest first."""
    response = api.get(f"/v1/customers/{customer_id}/ledger", params={"limit": 200})
    assert response.status_code == 200, response.text
    return [posting["type"] for posting in response.json()["data"]]


def events_about(api: Api, type_: str, resource_id: str) -> list[dict[str, Any]]:
    """The events of `type_` about one resource."""
    response = api.get("/v1/events", params={"type": type_, "limit": 200})
    assert response.status_code == 200, response.text
    return [e for e in response.json()["data"] if e["resource_id"] == resource_id]
