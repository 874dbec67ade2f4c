"""Tenancy probe of the customer ledger."""

from __future__ import annotations

from typing import Any

from tests.collection.payment_helpers import open_invoice
from tests.probing import Probe
from tests.support import Api, Tenant


def _customer_with_postings(api: Api, tenant: Tenant, mode: str) -> str:
    return str(open_invoice(api)["customer_id"])


def _ledger(api: Api, customer_id: str) -> Any:
    body = api.get(f"/v1/customers/{customer_id}/ledger").json()
    return [(p["id"], p["balance"]) for p in body["data"]], body["summary"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/customers/{customer_id}/ledger"): Probe(
        _customer_with_postings, read_back=_ledger
    ),
}
