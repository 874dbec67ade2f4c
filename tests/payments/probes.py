"""Tenancy probes of the payment-method routes (the method routes name two ids)."""

from __future__ import annotations

from typing import Any

from tests.payments.helpers import attach, card, create_customer
from tests.probing import Probe
from tests.support import Api, Tenant

METHODS = "/v1/customers/{customer_id}/payment-methods"


def _customer(api: Api, tenant: Tenant, mode: str) -> str:
    customer_id = str(create_customer(api)["id"])
    attach(api, customer_id)
    return customer_id


def _methods(api: Api, customer_id: str) -> Any:
    response = api.get(f"/v1/customers/{customer_id}/payment-methods?status=active,detached")
    return [(m["id"], m["status"]) for m in response.json()["data"]]


def _method(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    customer_id = str(create_customer(api)["id"])
    return {"customer_id": customer_id, "payment_method_id": attach(api, customer_id)["id"]}


def _method_state(api: Api, ids: dict[str, str]) -> Any:
    response = api.get(METHODS.format(**ids) + f"/{ids['payment_method_id']}")
    customer = api.get(f"/v1/customers/{ids['customer_id']}").json()["data"]
    return response.json()["data"]["status"], customer["default_payment_method_id"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", METHODS): Probe(_customer),
    ("POST", METHODS): Probe(_customer, body=card(set_default=True), read_back=_methods),
    ("GET", f"{METHODS}/{{payment_method_id}}"): Probe(_method),
    ("DELETE", f"{METHODS}/{{payment_method_id}}"): Probe(_method, read_back=_method_state),
}
