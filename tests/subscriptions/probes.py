"""Tenancy probes of the subscriptions routes."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.probing import Probe
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant


def _subscription(api: Api, tenant: Tenant, mode: str) -> str:
    customer = create_customer(api)
    return str(subscribe(api, customer["id"], create_plan(api)["id"])["id"])


def _state(api: Api, subscription_id: str) -> Any:
    data = api.get(f"/v1/subscriptions/{subscription_id}").json()["data"]
    return data["status"], data["quantity"], data["cancel_at_period_end"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/subscriptions/{subscription_id}"): Probe(_subscription),
    ("PATCH", "/v1/subscriptions/{subscription_id}"): Probe(
        _subscription, body={"quantity": 7}, read_back=_state
    ),
    ("POST", "/v1/subscriptions/{subscription_id}/cancel"): Probe(
        _subscription, body={}, read_back=_state
    ),
    ("POST", "/v1/subscriptions/{subscription_id}/resume-billing"): Probe(
        _subscription, read_back=_state
    ),
    ("GET", "/v1/subscriptions/{subscription_id}/changes"): Probe(_subscription),
}
