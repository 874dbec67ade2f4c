"""Factories of the catalog tests: products, prices and plans made through the API."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from tests.support import Api


def make_product(api: Api, **fields: Any) -> dict[str, Any]:
    body = {"name": f"Product {uuid.uuid4().hex[:6]}", **fields}
    response = api.post("/v1/products", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json()["data"])


def make_price(api: Api, product_id: str | None = None, **fields: Any) -> dict[str, Any]:
    if "effective_from" in fields and isinstance(fields["effective_from"], datetime):
        fields["effective_from"] = fields["effective_from"].isoformat()
    body = {
        "product_id": product_id or make_product(api)["id"],
        "currency": "EUR",
        **({} if "tiers" in fields else {"unit_amount": "10.00"}),
        **fields,
    }
    response = api.post("/v1/prices", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json()["data"])


def make_plan(api: Api, *price_ids: str, **fields: Any) -> dict[str, Any]:
    items = [{"price_id": p} for p in price_ids] or [{"price_id": make_price(api)["id"]}]
    body = {
        "name": f"Plan {uuid.uuid4().hex[:6]}",
        "currency": "EUR",
        "interval": "month",
        "items": items,
        **fields,
    }
    response = api.post("/v1/plans", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json()["data"])


def make_draft(api: Api, price_id: str, **fields: Any) -> dict[str, Any]:
    if "effective_from" in fields and isinstance(fields["effective_from"], datetime):
        fields["effective_from"] = fields["effective_from"].isoformat()
    body = {**({} if "tiers" in fields else {"unit_amount": "12.00"}), **fields}
    response = api.post(f"/v1/prices/{price_id}/versions", json=body)
    assert response.status_code == 201, response.text
    return dict(response.json()["data"])


def timeline(api: Api, price_id: str, include: str | None = None) -> list[dict[str, Any]]:
    suffix = f"?include={include}" if include else ""
    response = api.get(f"/v1/prices/{price_id}/timeline{suffix}")
    assert response.status_code == 200, response.text
    return list(response.json()["data"])


def statuses(api: Api, price_id: str) -> list[tuple[int, str]]:
    """(version, status) of every version, in timeline order."""
    return [(v["version"], v["status"]) for v in timeline(api, price_id, "all")]
