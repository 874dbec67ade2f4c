"""Helpers of the invoice tests (and of other domains' tests that need an invoice)."""

from __future__ import annotations

from typing import Any

from tests.support import Api


def set_tax_profile(api: Api, country: str = "DE", **fields: Any) -> dict[str, Any]:
    """Make the organization a seller in `country` (PATCH /v1/tax/profile); `fields` override
    or add profile fields (vat_id, tax_regime, oss_country, legal_address, ...)."""
    body: dict[str, Any] = {
        "legal_name": "Example Seller GmbH",
        "legal_address": {
            "line1": "Hauptstrasse 1",
            "city": "Berlin",
            "postal_code": "10115",
            "country": country,
        },
        **fields,
    }
    response = api.patch("/v1/tax/profile", json=body)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def line(description: str = "Consulting", **fields: Any) -> dict[str, Any]:
    """An add-line request body: one unit at 10.00 unless `fields` say otherwise."""
    return {"description": description, "unit_price": "10.00", **fields}


def create_draft(
    api: Api, customer_id: str, lines: list[dict[str, Any]] | None = None, **fields: Any
) -> dict[str, Any]:
    """A standalone draft (POST /v1/invoices) with inline `lines` (default: none)."""
    body = {"customer_id": customer_id, "lines": lines or [], **fields}
    response = api.post("/v1/invoices", json=body, idempotency_key=True)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def add_line(api: Api, invoice_id: str, **fields: Any) -> dict[str, Any]:
    response = api.post(
        f"/v1/invoices/{invoice_id}/lines", json=line(**fields), idempotency_key=True
    )
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def get_invoice(api: Api, invoice_id: str) -> dict[str, Any]:
    response = api.get(f"/v1/invoices/{invoice_id}")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def finalize(api: Api, invoice_id: str) -> dict[str, Any]:
    """Finalize a draft that needs no approval; returns the finalized invoice."""
    response = api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def put_settings(api: Api, **settings: Any) -> None:
    response = api.put("/v1/settings", json={"settings": settings})
    assert response.status_code == 200, response.text
