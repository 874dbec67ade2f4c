"""A metered catalog made over HTTP: a meter, a formula, a rate table, a rate_table price and
an in-arrears plan, and the calls that report usage and read it back."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from tests.invoices.subscription_helpers import iso, long_ago
from tests.pricing.helpers import create_formula, create_meter
from tests.support import Api

MARKUP_FORMULA = "round(cost * markup, 4)"
"""A tier rate: the tier's cost basis with a markup (a variable, default 1.25)."""


def created(response: Any) -> dict[str, Any]:
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def markup_formula(api: Api) -> dict[str, Any]:
    return create_formula(
        api,
        name="Cost plus markup",
        expression=MARKUP_FORMULA,
        variables=[{"name": "markup", "type": "decimal", "default": "1.25"}],
    )


def formula_tiers(formula_id: str, version: int = 1) -> list[dict[str, Any]]:
    """Up to 1,000 units at a fixed 0.01; above, cost 0.004 x markup 1.5 = 0.006 by formula."""
    return [
        {"up_to": "1000", "unit_amount": "0.01"},
        {
            "up_to": None,
            "formula": {
                "formula_id": formula_id,
                "version": version,
                "variables": {"markup": "1.5"},
                "cost": "0.004",
            },
        },
    ]


def rate_table(api: Api, tiers: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    body = {
        "name": f"Rates {uuid.uuid4().hex[:6]}",
        "currency": "EUR",
        "mode": "graduated",
        "tiers": tiers,
        "effective_from": iso(long_ago()),
        **fields,
    }
    return created(api.post("/v1/rate-tables", json=body))


def new_version(api: Api, table_id: str, tiers: list[dict[str, Any]], **fields: Any) -> Any:
    return api.post(f"/v1/rate-tables/{table_id}/versions", json={"tiers": tiers, **fields})


def metered_price(api: Api, table_id: str, meter: str = "api_calls", **fields: Any) -> Any:
    product = created(api.post("/v1/products", json={"name": "API calls"}))
    body = {
        "product_id": product["id"],
        "currency": "EUR",
        "pricing_model": "rate_table",
        "rate_table_id": table_id,
        "meter": meter,
        "effective_from": iso(long_ago()),
        **fields,
    }
    return api.post("/v1/prices", json=body)


def metered_plan(api: Api, price_id: str, **fields: Any) -> Any:
    body = {
        "name": f"Metered {uuid.uuid4().hex[:6]}",
        "currency": "EUR",
        "interval": "month",
        "billing_timing": "in_arrears",
        "items": [{"price_id": price_id, "quantity": 1}],
        **fields,
    }
    return api.post("/v1/plans", json=body)


def metered_setup(api: Api, mode: str = "graduated", aggregation: str = "sum") -> dict[str, Any]:
    """A meter `api_calls`, the markup formula, a rate table of `formula_tiers` in `mode`, its
    rate_table price and an in-arrears monthly plan of it."""
    meter = create_meter(api, key="api_calls", aggregation=aggregation)
    formula = markup_formula(api)
    table = rate_table(api, formula_tiers(formula["id"]), mode=mode)
    price = created(metered_price(api, table["id"]))
    plan = created(metered_plan(api, price["id"]))
    return {"meter": meter, "formula": formula, "table": table, "price": price, "plan": plan}


def report(api: Api, subscription_id: str, quantity: str, at: datetime, **fields: Any) -> None:
    event = {
        "event_id": uuid.uuid4().hex,
        "subscription_id": subscription_id,
        "meter": "api_calls",
        "quantity": quantity,
        "timestamp": iso(at),
        **fields,
    }
    response = api.post("/v1/usage-events", json={"events": [event]})
    assert response.status_code == 200, response.text
    assert response.json()["data"]["accepted"] == 1, response.text


def usage_of(api: Api, subscription_id: str, **params: Any) -> Any:
    return api.get(f"/v1/subscriptions/{subscription_id}/usage", params=params)
