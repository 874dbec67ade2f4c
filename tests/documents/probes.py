"""Tenancy probes of the document routes."""

from __future__ import annotations

from typing import Any

from tests.credit_notes.helpers import german_customer, issued_note
from tests.invoices.helpers import create_draft, finalize, line, set_tax_profile
from tests.probing import Probe
from tests.support import Api, Tenant

INVOICE = "/v1/invoices/{invoice_id}"
NOTE = "/v1/credit-notes/{credit_note_id}"


def _invoice(api: Api, tenant: Tenant, mode: str) -> str:
    set_tax_profile(api)
    draft = create_draft(api, german_customer(api)["id"], [line()])
    return str(finalize(api, draft["id"])["id"])


def _note(api: Api, tenant: Tenant, mode: str) -> str:
    return str(issued_note(api, german_customer(api)["id"])["id"])


def _requested(api: Api, note_id: str) -> Any:
    events = api.get("/v1/events", params={"resource_id": note_id}).json()["data"]
    return sorted(event["type"] for event in events)


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", f"{INVOICE}/pdf"): Probe(_invoice),
    ("GET", f"{INVOICE}/render"): Probe(_invoice),
    ("GET", f"{INVOICE}/xrechnung"): Probe(_invoice),
    ("GET", f"{NOTE}/pdf"): Probe(_note),
    ("GET", f"{NOTE}/xrechnung"): Probe(_note),
    ("POST", f"{NOTE}/pdf/regenerate"): Probe(_note, read_back=_requested),
}
