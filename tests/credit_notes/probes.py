"""Tenancy probes of the credit-note routes (and of a customer's credit balance)."""

from __future__ import annotations

from typing import Any

from tests.collection.payment_helpers import open_invoice
from tests.credit_notes.helpers import applied, draft, exempt_line, german_customer, issued_note
from tests.probing import Probe
from tests.support import Api, Tenant

NOTE = "/v1/credit-notes/{credit_note_id}"


def _draft(api: Api, tenant: Tenant, mode: str) -> str:
    return str(
        draft(api, customer_id=german_customer(api)["id"], lines=[exempt_line("5.00")])["id"]
    )


def _issued(api: Api, tenant: Tenant, mode: str) -> str:
    return str(issued_note(api, german_customer(api)["id"])["id"])


def _application(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    inv = open_invoice(api)
    note = issued_note(api, inv["customer_id"])
    application = applied(api, note["id"], invoice_id=inv["id"], amount="10.00")
    return {"credit_note_id": str(note["id"]), "application_id": str(application["id"])}


def _application_state(api: Api, ids: dict[str, str]) -> Any:
    note = _state(api, ids["credit_note_id"])
    listed = api.get(f"/v1/credit-notes/{ids['credit_note_id']}/applications").json()["data"]
    return note, [(a["id"], a["reversed_at"]) for a in listed]


def _customer_with_credit(api: Api, tenant: Tenant, mode: str) -> str:
    customer = german_customer(api)
    issued_note(api, customer["id"])
    return str(customer["id"])


def _state(api: Api, note_id: str) -> Any:
    data = api.get(f"/v1/credit-notes/{note_id}").json()["data"]
    lines = [(x["id"], x["amount"]) for x in data["lines"]]
    return data["status"], data["credit_note_number"], data["total"], data["amount_applied"], lines


def _balance(api: Api, customer_id: str) -> Any:
    return api.get(f"/v1/customers/{customer_id}/credit-balance").json()["data"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", NOTE): Probe(_draft),
    ("POST", f"{NOTE}/lines"): Probe(_draft, body=exempt_line("1.00"), read_back=_state),
    ("POST", f"{NOTE}/issue"): Probe(_draft, read_back=_state),
    ("POST", f"{NOTE}/void"): Probe(_issued, read_back=_state),
    ("POST", f"{NOTE}/apply"): Probe(
        _issued, body={"refund": {"method": "cash"}, "amount": "1.00"}, read_back=_state
    ),
    ("GET", f"{NOTE}/applications"): Probe(_issued),
    ("POST", f"{NOTE}/applications/{{application_id}}/reverse"): Probe(
        _application, read_back=_application_state
    ),
    ("GET", "/v1/customers/{customer_id}/credit-balance"): Probe(
        _customer_with_credit, read_back=_balance
    ),
}
