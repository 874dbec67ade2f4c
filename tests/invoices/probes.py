"""Tenancy probes of the invoices routes (the pipeline's and the payments' are merged in)."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.invoices.generation_probes import PROBES as GENERATION_PROBES
from tests.invoices.helpers import create_draft, line
from tests.probing import Probe
from tests.support import Api, Tenant

INVOICE = "/v1/invoices/{invoice_id}"
LINE = "/v1/invoices/{invoice_id}/lines/{line_id}"


def _draft(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_draft(api, create_customer(api)["id"], [line()])["id"])


def _line(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    draft = create_draft(api, create_customer(api)["id"], [line()])
    return {"invoice_id": draft["id"], "line_id": draft["lines"][0]["id"]}


def _state(api: Api, invoice_id: str) -> Any:
    data = api.get(f"/v1/invoices/{invoice_id}").json()["data"]
    lines = [(x["id"], x["quantity"], x["unit_price"]) for x in data["lines"]]
    return data["status"], data["invoice_number"], data["total"], data["metadata"], lines


def _line_state(api: Api, ids: dict[str, str]) -> Any:
    return _state(api, ids["invoice_id"])


PROBES: dict[tuple[str, str], Probe] = {
    **GENERATION_PROBES,
    ("GET", INVOICE): Probe(_draft),
    ("PATCH", INVOICE): Probe(_draft, body={"metadata": {"probe": "1"}}, read_back=_state),
    ("POST", f"{INVOICE}/finalize"): Probe(_draft, read_back=_state),
    ("GET", f"{INVOICE}/lines"): Probe(_draft),
    ("POST", f"{INVOICE}/lines"): Probe(_draft, body=line(), read_back=_state),
    ("PATCH", LINE): Probe(_line, body={"quantity": "5"}, read_back=_line_state),
    ("DELETE", LINE): Probe(_line, read_back=_line_state),
}
