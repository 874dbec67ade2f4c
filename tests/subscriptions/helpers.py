"""Catalog fixtures for subscription tests: a product, prices and a plan made over HTTP."""

from __future__ import annotations

import uuid
from typing import Any

from tests.support import Api


def _created(response: Any) -> dict[str, Any]:
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def create_price(api: Api, currency: str = "EUR", unit_amount: str = "10.00") -> dict[str, Any]:
    product = _created(api.post("/v1/products", json={"name": f"Product {uuid.uuid4().hex[:6]}"}))
    return _created(
        api.post(
            "/v1/prices",
            json={"product_id": product["id"], "currency": currency, "unit_amount": unit_amount},
        )
    )


def create_plan(
    api: Api,
    currency: str = "EUR",
    interval: str = "month",
    interval_count: int = 1,
    trial_days: int = 0,
    prices: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    items = prices if prices is not None else [create_price(api, currency)]
    return _created(
        api.post(
            "/v1/plans",
            json={
                "name": f"Plan {uuid.uuid4().hex[:6]}",
                "currency": currency,
                "interval": interval,
                "interval_count": interval_count,
                "trial_days": trial_days,
                "items": [{"price_id": p["id"], "quantity": 1} for p in items],
            },
        )
    )


def subscribe(api: Api, customer_id: str, plan_id: str, **fields: Any) -> dict[str, Any]:
    return _created(
        api.post(
            "/v1/subscriptions", json={"customer_id": customer_id, "plan_id": plan_id, **fields}
        )
    )
