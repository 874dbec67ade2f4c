"""Tenancy probes of the customers routes."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.probing import Probe
from tests.support import Api, Tenant


def _customer(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_customer(api, email="probe@example.com")["id"])


def _state(api: Api, customer_id: str) -> Any:
    response = api.get(f"/v1/customers/{customer_id}")
    return response.status_code, response.json()["data"]["name"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/customers/{customer_id}"): Probe(_customer),
    ("PATCH", "/v1/customers/{customer_id}"): Probe(
        _customer, body={"name": "Taken over"}, read_back=_state
    ),
    ("DELETE", "/v1/customers/{customer_id}"): Probe(_customer, read_back=_state),
}
