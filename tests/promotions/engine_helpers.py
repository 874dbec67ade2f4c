"""A customer on a 100.00 EUR monthly plan and promotions applied to its invoices, over HTTP."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from tests.invoices.subscription_helpers import german_customer, plan, price, subscribe
from tests.promotions.helpers import active_promotion
from tests.support import Api

T0 = datetime(2031, 3, 1, 0, 0, tzinfo=UTC)
MARCH = (datetime(2031, 3, 1, tzinfo=UTC), datetime(2031, 4, 1, tzinfo=UTC))
APRIL = (datetime(2031, 4, 1, tzinfo=UTC), datetime(2031, 5, 1, tzinfo=UTC))


@dataclass
class Setup:
    api: Api
    customer: dict[str, Any]
    plan: dict[str, Any]
    price: dict[str, Any]
    add_on: dict[str, Any]
    subscription: dict[str, Any]


def setup(api: Api, amount: str = "100.00", *, with_add_on: bool = False) -> Setup:
    """A German customer subscribed to a plan of one `amount` price (and a 20.00 add-on)."""
    customer = german_customer(api)
    base = price(api, amount, name="Base")
    add_on = price(api, "20.00", name="Extra")
    chosen = plan(api, (base, 1))
    extra = {"add_ons": [{"price_id": add_on["id"], "quantity": 1}]} if with_add_on else {}
    made = subscribe(api, customer["id"], chosen["id"], **extra)
    return Setup(api, customer, chosen, base, add_on, made)


def promotion(api: Api, **fields: Any) -> dict[str, Any]:
    """An active AUTO_APPLY promotion valid from 2031-01-01 (fields override)."""
    return active_promotion(api, **{"valid_from": "2031-01-01", **fields})


def applied(invoice: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in invoice["applied_promotions"] if e["status"] == "applied"]


def skipped(invoice: dict[str, Any]) -> dict[str, str]:
    """Promotion id to the reason it did not apply."""
    return {
        e["promotion_id"]: e["reason"]
        for e in invoice["applied_promotions"]
        if e["status"] == "not_applied"
    }


def finalized(api: Api, subscription_id: str, start: datetime, end: datetime) -> dict[str, Any]:
    """Generate the period's draft and finalize it: the issued invoice."""
    from tests.invoices.subscription_helpers import generated, period

    draft = generated(api, subscription_id, **period(start, end))
    response = api.post(f"/v1/invoices/{draft['id']}/finalize", idempotency_key=True)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()["data"]
    return body


def get_promotion(api: Api, promotion_id: str) -> dict[str, Any]:
    response = api.get(f"/v1/promotions/{promotion_id}")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()["data"]
    return body


def finalized_from_threads(api: Api, invoice_ids: list[str], threads: int) -> list[dict[str, Any]]:
    """Finalize the invoices from `threads` threads at once (each its own client), every one
    expected to succeed: the issued invoices."""
    from tests.catalog.test_concurrency import at_once

    def finalize_all(share: list[str]) -> list[dict[str, Any]]:
        own = Api(api.client, api.token, api.workspace)
        found = []
        for invoice_id in share:
            response = own.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)
            assert response.status_code == 200, response.text
            found.append(response.json()["data"])
        return found

    shares = [invoice_ids[n::threads] for n in range(threads)]
    results = at_once([lambda share=share: finalize_all(share) for share in shares])
    return [invoice for batch in results for invoice in batch]
