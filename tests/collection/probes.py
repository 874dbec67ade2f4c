"""Tenancy probes of the collection routes: payments, attempts, refund, void, uncollectible."""

from __future__ import annotations

from typing import Any

from tests.collection.payment_helpers import open_invoice, paid, payments_of, with_card
from tests.probing import Probe
from tests.support import Api, Tenant

INVOICE = "/v1/invoices/{invoice_id}"


def _open(api: Api, tenant: Tenant, mode: str) -> str:
    return str(open_invoice(api)["id"])


def _chargeable(api: Api, tenant: Tenant, mode: str) -> str:
    invoice = open_invoice(api)
    with_card(api, invoice)
    return str(invoice["id"])


def _paid(api: Api, tenant: Tenant, mode: str) -> str:
    invoice_id = _open(api, tenant, mode)
    paid(api, invoice_id, "119.00")
    return invoice_id


def _money(api: Api, invoice_id: str) -> Any:
    data = api.get(f"/v1/invoices/{invoice_id}").json()["data"]
    rows = [(p["kind"], p["status"], p["amount"]) for p in payments_of(api, invoice_id)]
    return (
        data["status"],
        data["amount_paid"],
        data["amount_refunded"],
        data["amount_credited"],
        rows,
    )


PROBES: dict[tuple[str, str], Probe] = {
    ("POST", f"{INVOICE}/payments"): Probe(
        _open, body={"amount": "1.00", "source": "cash"}, read_back=_money
    ),
    ("GET", f"{INVOICE}/payments"): Probe(_open),
    ("POST", f"{INVOICE}/payment-attempts"): Probe(_chargeable, read_back=_money),
    ("POST", f"{INVOICE}/void"): Probe(_open, read_back=_money),
    ("POST", f"{INVOICE}/refund"): Probe(_paid, body={"amount": "1.00"}, read_back=_money),
    ("POST", f"{INVOICE}/mark-uncollectible"): Probe(_open, read_back=_money),
    ("GET", f"{INVOICE}/credit-note-applications"): Probe(_open),
}
