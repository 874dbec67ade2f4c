"""Helpers of the sandbox tests."""

from __future__ import annotations

from typing import Any

from tests.support import Api


def create_clock(api: Api, **fields: Any) -> dict[str, Any]:
    response = api.post("/v1/test-clocks", json=fields)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def simulate(api: Api, payment_method_id: str, outcome: str) -> dict[str, Any]:
    body = {"payment_method_id": payment_method_id, "outcome": outcome}
    response = api.post("/v1/test-payment-simulations", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data
