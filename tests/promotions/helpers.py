"""Promotions for tests, made over HTTP."""

from __future__ import annotations

from typing import Any

from tests.support import Api

PERCENT_OFF: dict[str, Any] = {"type": "percentage_discount", "percent": "10"}


def promotion_body(**fields: Any) -> dict[str, Any]:
    """An AUTO_APPLY promotion valid from 2026-01-01 with a 10 % discount, unless overridden."""
    return {
        "name": "Spring sale",
        "distribution": "AUTO_APPLY",
        "valid_from": "2026-01-01",
        "effects": [PERCENT_OFF],
        **fields,
    }


def create_promotion(api: Api, **fields: Any) -> dict[str, Any]:
    response = api.post("/v1/promotions", json=promotion_body(**fields), idempotency_key=True)
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()["data"]
    return body


def publish(api: Api, promotion_id: str) -> dict[str, Any]:
    response = api.post(f"/v1/promotions/{promotion_id}/publish", idempotency_key=True)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()["data"]
    return body


def active_promotion(api: Api, **fields: Any) -> dict[str, Any]:
    return publish(api, create_promotion(api, **fields)["id"])


def patch(api: Api, promotion_id: str, **fields: Any) -> Any:
    return api.patch(f"/v1/promotions/{promotion_id}", json=fields)


def versions(api: Api, promotion_id: str, **params: Any) -> list[dict[str, Any]]:
    response = api.get(f"/v1/promotions/{promotion_id}/versions", params=params)
    assert response.status_code == 200, response.text
    found: list[dict[str, Any]] = response.json()["data"]
    return found


def redeem(api: Api, promotion_id: str, customer_id: str, **fields: Any) -> Any:
    return api.post(
        f"/v1/promotions/{promotion_id}/redeem",
        json={"customer_id": customer_id, **fields},
        idempotency_key=True,
    )


def redeemed(api: Api, promotion_id: str, customer_id: str, **fields: Any) -> dict[str, Any]:
    response = redeem(api, promotion_id, customer_id, **fields)
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()["data"]
    return body


def redemption_action(api: Api, redemption: dict[str, Any], action: str, **body: Any) -> Any:
    path = f"/v1/promotions/{redemption['promotion_id']}/redemptions/{redemption['id']}/{action}"
    return api.post(path, json=body or None, idempotency_key=True)
