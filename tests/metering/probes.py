"""Tenancy probes of the metering routes."""

from __future__ import annotations

from tests.customers.helpers import create_customer
from tests.probing import Probe
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant


def _subscription(api: Api, tenant: Tenant, mode: str) -> str:
    customer = create_customer(api)
    return str(subscribe(api, customer["id"], create_plan(api)["id"])["id"])


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/subscriptions/{subscription_id}/usage"): Probe(_subscription),
}
