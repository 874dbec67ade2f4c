"""Helpers of the billing pipeline tests: a seller, a customer, a catalog and a subscription
made through the API, and the generate / preview / regenerate-preview calls."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, time, timedelta
from typing import Any

from billing.platform import clock
from tests.customers.helpers import create_customer
from tests.invoices.helpers import set_tax_profile
from tests.support import Api

IN_FORCE_FOR = timedelta(days=300)
"""How long before now (pinned or real) the test prices take effect: before every period the
tests bill (within two months of their pinned now), and within `BILLING_MAX_BACKDATE_DAYS`."""


def long_ago() -> datetime:
    """When a test price takes effect: midnight UTC, `IN_FORCE_FOR` before `clock.utcnow()`
    (the pinned now under the `frozen_clock` fixture)."""
    return datetime.combine((clock.utcnow() - IN_FORCE_FOR).date(), time(0), UTC)


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def _created(response: Any) -> dict[str, Any]:
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def german_customer(api: Api, **fields: Any) -> dict[str, Any]:
    """A German seller (tax profile) and a German customer: 19 % domestic VAT."""
    set_tax_profile(api, "DE")
    return create_customer(api, address={"country": "DE"}, **fields)


def price(api: Api, amount: str, name: str | None = None, **fields: Any) -> dict[str, Any]:
    """A per-unit EUR price of a new product, in force since `long_ago()`."""
    product = _created(
        api.post("/v1/products", json={"name": name or f"Product {uuid.uuid4().hex[:6]}"})
    )
    body = {
        "product_id": product["id"],
        "currency": "EUR",
        "unit_amount": amount,
        "effective_from": iso(long_ago()),
        **fields,
    }
    created = _created(api.post("/v1/prices", json=body))
    created["product"] = product
    return created


def plan(api: Api, *items: tuple[dict[str, Any], int], **fields: Any) -> dict[str, Any]:
    """A monthly EUR plan of (price, quantity) items."""
    body = {
        "name": f"Plan {uuid.uuid4().hex[:6]}",
        "currency": "EUR",
        "interval": "month",
        "items": [{"price_id": p["id"], "quantity": q} for p, q in items],
        **fields,
    }
    return _created(api.post("/v1/plans", json=body))


def subscribe(api: Api, customer_id: str, plan_id: str, **fields: Any) -> dict[str, Any]:
    body = {"customer_id": customer_id, "plan_id": plan_id, **fields}
    return _created(api.post("/v1/subscriptions", json=body))


def period(start: datetime, end: datetime) -> dict[str, str]:
    return {"billing_period_start": iso(start), "billing_period_end": iso(end)}


def generate(api: Api, subscription_id: str, **body: Any) -> Any:
    return api.post(
        "/v1/invoices/generate",
        json={"subscription_id": subscription_id, **body},
        idempotency_key=True,
    )


def generated(api: Api, subscription_id: str, **body: Any) -> dict[str, Any]:
    return _created(generate(api, subscription_id, **body))


def preview(api: Api, subscription_id: str, **body: Any) -> dict[str, Any]:
    response = api.post("/v1/invoices/preview", json={"subscription_id": subscription_id, **body})
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def regenerate(api: Api, invoice_id: str) -> dict[str, Any]:
    response = api.post(f"/v1/invoices/{invoice_id}/regenerate-preview")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def amounts(invoice: dict[str, Any]) -> list[tuple[str, str]]:
    """(line_type, amount) of every line, in order."""
    return [(line["line_type"], line["amount"]) for line in invoice["lines"]]


def changes(api: Api, subscription_id: str) -> list[dict[str, Any]]:
    response = api.get(f"/v1/subscriptions/{subscription_id}/changes")
    assert response.status_code == 200, response.text
    return list(response.json()["data"])
