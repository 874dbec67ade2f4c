"""Tenancy probes of the billing pipeline's routes (merged into `probes.py`)."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.invoices.subscription_helpers import generated, plan, price, subscribe
from tests.probing import Probe
from tests.support import Api, Tenant


def _subscription_invoice(api: Api, tenant: Tenant, mode: str) -> str:
    customer = create_customer(api)
    subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])
    return str(generated(api, subscription["id"])["id"])


def _state(api: Api, invoice_id: str) -> Any:
    data = api.get(f"/v1/invoices/{invoice_id}").json()["data"]
    return data["status"], data["total"], [line["id"] for line in data["lines"]]


PROBES: dict[tuple[str, str], Probe] = {
    ("POST", "/v1/invoices/{invoice_id}/regenerate-preview"): Probe(
        _subscription_invoice, read_back=_state
    ),
}
