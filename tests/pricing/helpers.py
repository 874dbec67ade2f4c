"""Price formulas for tests, made over HTTP."""

from __future__ import annotations

from typing import Any

from tests.support import Api

MARKUP = "round(cost * markup, 2)"
MARKUP_VARIABLES = [{"name": "markup", "type": "decimal", "default": "1.25"}]


def create_formula(api: Api, **fields: Any) -> dict[str, Any]:
    """A formula `round(cost * markup, 2)` with markup defaulting to 1.25, unless overridden."""
    body = {"name": "Markup", "expression": MARKUP, "variables": MARKUP_VARIABLES, **fields}
    response = api.post("/v1/price-formulas", json=body, idempotency_key=True)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def evaluate(api: Api, formula_id: str, **body: Any) -> Any:
    return api.post(f"/v1/price-formulas/{formula_id}/evaluate", json=body)


def versions(api: Api, formula_id: str, **params: Any) -> list[dict[str, Any]]:
    response = api.get(f"/v1/price-formulas/{formula_id}/versions", params=params)
    assert response.status_code == 200, response.text
    found: list[dict[str, Any]] = response.json()["data"]
    return found


def create_meter(api: Api, key: str = "api_calls", **fields: Any) -> dict[str, Any]:
    body = {"key": key, "name": "API calls", "aggregation": "sum", "unit": "call", **fields}
    response = api.post("/v1/meters", json=body, idempotency_key=True)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def report(api: Api, *events: dict[str, Any]) -> Any:
    return api.post("/v1/usage-events", json={"events": list(events)})
