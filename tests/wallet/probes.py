"""Tenancy probes of the customer wallet."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.probing import Probe
from tests.support import Api, Tenant
from tests.wallet.helpers import granted


def _customer_with_credit(api: Api, tenant: Tenant, mode: str) -> str:
    customer = create_customer(api)
    granted(api, customer["id"], "10.00")
    return str(customer["id"])


def _wallet(api: Api, customer_id: str) -> Any:
    base = f"/v1/customers/{customer_id}/wallet"
    return api.get(base).json(), api.get(f"{base}/transactions").json()["data"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/customers/{customer_id}/wallet"): Probe(_customer_with_credit, read_back=_wallet),
    ("GET", "/v1/customers/{customer_id}/wallet/transactions"): Probe(
        _customer_with_credit, read_back=_wallet
    ),
    ("POST", "/v1/customers/{customer_id}/wallet/transactions"): Probe(
        _customer_with_credit,
        body={"currency": "EUR", "amount": "-10.00", "description": "Taken over"},
        read_back=_wallet,
    ),
}
