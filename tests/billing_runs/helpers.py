"""Helpers of the billing-run tests: a test clock's customer with a card, a catalog whose price
is in force on the clock, subscribing, advancing the clock with the worker, and reading back the
invoices and events a run produced (all over HTTP)."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest

from billing.config import get_settings
from tests.customers.helpers import create_customer
from tests.payments.helpers import attach, card
from tests.sandbox.helpers import create_clock, simulate
from tests.support import Api, every

__all__ = [
    "EFFECTIVE_FROM",
    "advance",
    "clock_customer",
    "create_clock",
    "create_plan",
    "create_price",
    "event_types",
    "events_of",
    "get",
    "invoices_of",
    "operator_settings",
    "payments_of",
    "set_settings",
    "simulate",
    "subscribe",
    "unsimulate",
]

EFFECTIVE_FROM = "2025-06-01T00:00:00Z"
"""Prices are not on the test clock: their first version is in force from this instant, before
every clock of these tests (2026-01-01 or later). A sandbox's price may take effect at most
`BILLING_MAX_BACKDATE_DAYS` before its earliest clock, so create the clock first."""


@pytest.fixture
def operator_settings(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """Set `BILLING_*` variables for this test, as an operator would in the environment:
    `operator_settings(max_periods_per_run=3)`. The services read them through `get_settings`."""

    def configure(**values: Any) -> None:
        for name, value in values.items():
            monkeypatch.setenv(f"BILLING_{name.upper()}", str(value))
        get_settings.cache_clear()

    yield configure
    get_settings.cache_clear()


def _data(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()["data"]


def get(api: Api, path: str) -> dict[str, Any]:
    """GET one resource and return its `data` (asserting 200)."""
    data: dict[str, Any] = _data(api.get(path))
    return data


def clock_customer(
    api: Api,
    frozen_at: str = "2026-01-01T00:00:00Z",
    *,
    payment_method: dict[str, Any] | None = None,
    with_card: bool = True,
    **fields: Any,
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any] | None]:
    """A test clock at `frozen_at` and an EUR customer bound to it, with a default card (or not):
    returns (clock, customer, payment_method or None)."""
    clock = create_clock(api, frozen_at=frozen_at)
    customer = create_customer(api, test_clock_id=clock["id"], currency="EUR", **fields)
    method = attach(api, customer["id"], payment_method or card()) if with_card else None
    return clock, customer, method


def create_price(api: Api, unit_amount: str = "10.00", currency: str = "EUR") -> dict[str, Any]:
    """A per-unit price (with its own product) whose version 1 is in force from 2025-06-01."""
    product = _data(api.post("/v1/products", json={"name": f"Product {uuid.uuid4().hex[:6]}"}), 201)
    body = {
        "product_id": product["id"],
        "currency": currency,
        "unit_amount": unit_amount,
        "effective_from": EFFECTIVE_FROM,
    }
    price: dict[str, Any] = _data(api.post("/v1/prices", json=body), 201)
    return price


def create_plan(
    api: Api,
    unit_amount: str = "10.00",
    *,
    currency: str = "EUR",
    interval: str = "month",
    interval_count: int = 1,
    trial_days: int = 0,
    billing_timing: str = "in_advance",
    prices: list[dict[str, Any]] | None = None,
    **fields: Any,
) -> dict[str, Any]:
    """A plan of one price of `unit_amount` (quantity 1), or of the given `prices`."""
    items = prices if prices is not None else [create_price(api, unit_amount, currency)]
    body = {
        "name": f"Plan {uuid.uuid4().hex[:6]}",
        "currency": currency,
        "interval": interval,
        "interval_count": interval_count,
        "trial_days": trial_days,
        "billing_timing": billing_timing,
        "items": [{"price_id": p["id"], "quantity": 1} for p in items],
        **fields,
    }
    plan: dict[str, Any] = _data(api.post("/v1/plans", json=body), 201)
    return plan


def subscribe(api: Api, customer_id: str, plan_id: str, **fields: Any) -> dict[str, Any]:
    """Create a subscription of the customer to the plan (201) and return it."""
    body = {"customer_id": customer_id, "plan_id": plan_id, **fields}
    subscription: dict[str, Any] = _data(api.post("/v1/subscriptions", json=body), 201)
    return subscription


def advance(api: Api, clock_id: str, frozen_at: str, run_jobs: Callable[[], int]) -> dict[str, Any]:
    """Advance the clock to `frozen_at` (202 advancing), run the worker until idle and return the
    clock, asserted `active` at `frozen_at`."""
    response = api.post(f"/v1/test-clocks/{clock_id}/advance", json={"frozen_at": frozen_at})
    assert response.status_code == 202, response.text
    assert response.json()["data"]["status"] == "advancing", response.text
    run_jobs()
    clock = get(api, f"/v1/test-clocks/{clock_id}")
    assert clock["status"] == "active", clock
    assert _instant(clock["frozen_at"]) == _instant(frozen_at), clock
    return clock


def _instant(value: str) -> str:
    """An RFC 3339 instant with `Z` for UTC, for comparing `...+00:00` with `...Z`."""
    return value.replace("+00:00", "Z")


def invoices_of(api: Api, subscription_id: str) -> list[dict[str, Any]]:
    """Every invoice of the subscription, oldest first (the list answers newest first)."""
    return list(reversed(every(api, "/v1/invoices", subscription_id=subscription_id)))


def payments_of(api: Api, invoice_id: str) -> list[dict[str, Any]]:
    """The invoice's payments list (GET /v1/invoices/{id}/payments), as the API orders it."""
    payments: list[dict[str, Any]] = _data(api.get(f"/v1/invoices/{invoice_id}/payments"))
    return payments


def events_of(api: Api, resource_ids: Iterable[str]) -> list[dict[str, Any]]:
    """Every event of the given resource ids, oldest first (the list answers newest first)."""
    return list(reversed(every(api, "/v1/events", resource_id=",".join(resource_ids))))


def event_types(api: Api, resource_id: str) -> list[str]:
    """The types of the resource's events, oldest first."""
    return [event["type"] for event in events_of(api, [resource_id])]


def set_settings(api: Api, **settings: Any) -> dict[str, Any]:
    """PUT /v1/settings {"settings": {...}} (200); returns the effective settings {key: value}."""
    rows = _data(api.put("/v1/settings", json={"settings": settings}))
    return {row["key"]: row["value"] for row in rows}


def unsimulate(api: Api, simulation_id: str) -> None:
    """Delete a payment simulation (204)."""
    response = api.delete(f"/v1/test-payment-simulations/{simulation_id}")
    assert response.status_code == 204, response.text
