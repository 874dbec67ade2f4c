"""Helpers of the payment, refund and void tests: finalized invoices and the calls on them."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, set_tax_profile
from tests.payments.helpers import attach, card
from tests.support import Api

STANDARD = {"tax_category_code": "S", "tax_rate": "0.19"}
REDUCED = {"tax_category_code": "S", "tax_rate": "0.07"}


def taxed_line(
    unit_price: str, quantity: str = "1", rate: dict[str, str] = STANDARD
) -> dict[str, Any]:
    return {
        "description": f"Service at {unit_price}",
        "quantity": quantity,
        "unit_price": unit_price,
        **rate,
    }


def open_invoice(
    api: Api,
    lines: list[dict[str, Any]] | None = None,
    *,
    customer: dict[str, Any] | None = None,
    currency: str = "EUR",
    **fields: Any,
) -> dict[str, Any]:
    """A finalized invoice of a (new) German customer: by default one line of 100.00 at 19 %
    VAT, total 119.00."""
    set_tax_profile(api)
    if customer is None:
        customer = create_customer(api, currency=currency, address={"country": "DE"})
    draft = create_draft(
        api, customer["id"], lines=lines or [taxed_line("100.00")], currency=currency, **fields
    )
    return finalize(api, draft["id"])


def with_card(api: Api, invoice: dict[str, Any], body: dict[str, Any] | None = None) -> str:
    """Attach a card (default the sandbox's succeeding Visa) to the invoice's customer as its
    default; returns the payment method's id."""
    method = attach(api, invoice["customer_id"], body or card(set_default=True))
    return str(method["id"])


def pay(api: Api, invoice_id: str, amount: str, **fields: Any) -> Any:
    body = {"amount": amount, "source": "bank_transfer", **fields}
    return api.post(f"/v1/invoices/{invoice_id}/payments", json=body, idempotency_key=True)


def paid(api: Api, invoice_id: str, amount: str, **fields: Any) -> dict[str, Any]:
    response = pay(api, invoice_id, amount, **fields)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def attempt(api: Api, invoice_id: str, body: dict[str, Any] | None = None) -> Any:
    kwargs: dict[str, Any] = {} if body is None else {"json": body}
    return api.post(f"/v1/invoices/{invoice_id}/payment-attempts", idempotency_key=True, **kwargs)


def refund(
    api: Api, invoice_id: str, body: dict[str, Any] | None = None, key: str | bool = True
) -> Any:
    kwargs: dict[str, Any] = {} if body is None else {"json": body}
    return api.post(f"/v1/invoices/{invoice_id}/refund", idempotency_key=key, **kwargs)


def void(api: Api, invoice_id: str) -> Any:
    return api.post(f"/v1/invoices/{invoice_id}/void", idempotency_key=True)


def payments_of(api: Api, invoice_id: str, query: str = "") -> list[dict[str, Any]]:
    response = api.get(f"/v1/invoices/{invoice_id}/payments{query}")
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data


def rollup(api: Api, invoice_id: str) -> dict[str, Any]:
    response = api.get(f"/v1/invoices/{invoice_id}/credit-note-applications")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def invoice(api: Api, invoice_id: str) -> dict[str, Any]:
    response = api.get(f"/v1/invoices/{invoice_id}")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def events_of(api: Api, type_: str) -> list[dict[str, Any]]:
    response = api.get(f"/v1/events?type={type_}&limit=200")
    assert response.status_code == 200, response.text
    data: list[dict[str, Any]] = response.json()["data"]
    return data
