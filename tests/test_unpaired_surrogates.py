"""A lone UTF-16 surrogate (`"\\ud800"` in JSON) anywhere in a body answers 422 and writes nothing.

Such a string cannot be encoded as UTF-8, so no database and no document can hold it; before
issue 14 it reached the database and answered 500 (and dropped the connection on PATCH routes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from tests.catalog.helpers import make_product
from tests.credit_notes.helpers import german_customer
from tests.customers.helpers import create_customer
from tests.invoices.helpers import add_line, create_draft, set_tax_profile
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant, every, pointers

LONE = "\ud800"


def raw(document: str) -> bytes:
    """The JSON text as a client sends it: the surrogate as a `\\ud800` escape."""
    return document.encode("ascii", "backslashreplace")


def send(api: Api, method: str, path: str, document: str) -> Any:
    headers = {"Content-Type": "application/json"}
    if method == "POST":
        return api.post(path, content=raw(document), headers=headers, idempotency_key=True)
    return api.client.request(method, path, content=raw(document), headers=api.headers(headers))


@dataclass
class Case:
    """A request with a surrogate, the pointer it must name, the state it must not change."""

    method: str
    path: str
    document: str
    pointer: str
    state: str


def _cases(api: Api) -> list[Case]:
    customer = create_customer(api, address={"country": "DE"}, currency="EUR")
    product = make_product(api)
    invoice = create_draft(api, customer["id"])
    invoice_line = add_line(api, invoice["id"])
    plan = create_plan(api)
    subscription = subscribe(api, customer["id"], plan["id"])
    german = german_customer(api)
    customer_path = f"/v1/customers/{customer['id']}"
    invoice_path = f"/v1/invoices/{invoice['id']}"
    return [
        Case("POST", "/v1/customers", f'{{"name": "A", "buyer_reference": "{LONE}"}}',
             "/buyer_reference", "/v1/customers"),
        Case("PATCH", customer_path, f'{{"metadata": {{"{LONE}": "x"}}}}',
             "/metadata", customer_path),
        Case("PATCH", customer_path, f'{{"metadata": {{"k": "a{LONE}"}}}}',
             "/metadata/k", customer_path),
        Case("PATCH", customer_path, f'{{"buyer_reference": "x\\"{LONE}"}}',
             "/buyer_reference", customer_path),
        Case("POST", "/v1/products", f'{{"name": "P", "metadata": {{"k": "{LONE}"}}}}',
             "/metadata/k", "/v1/products"),
        Case("PATCH", f"/v1/products/{product['id']}", f'{{"description": "{LONE}"}}',
             "/description", f"/v1/products/{product['id']}"),
        Case("POST", "/v1/invoices",
             f'{{"customer_id": "{customer["id"]}", '
             f'"lines": [{{"description": "{LONE}", "unit_price": "1.00"}}]}}',
             "/lines/0/description", "/v1/invoices"),
        Case("POST", f"{invoice_path}/lines", '{"description": "\\udc00", "unit_price": "1"}',
             "/description", invoice_path),
        Case("PATCH", invoice_path, f'{{"buyer_reference": "{LONE}"}}',
             "/buyer_reference", invoice_path),
        Case("PATCH", f"{invoice_path}/lines/{invoice_line['id']}",
             f'{{"description": "ok {LONE} ok"}}', "/description", invoice_path),
        Case("POST", "/v1/credit-notes",
             f'{{"customer_id": "{german["id"]}", "reason": "{LONE}", "lines": '
             f'[{{"description": "Credit", "unit_price": "1.00"}}]}}',
             "/reason", "/v1/credit-notes"),
        Case("POST", f"/v1/subscriptions/{subscription['id']}/cancel",
             f'{{"reason": "{LONE}"}}', "/reason", f"/v1/subscriptions/{subscription['id']}"),
        Case("PATCH", "/v1/tax/profile", f'{{"legal_name": "Seller {LONE}"}}',
             "/legal_name", "/v1/tax/profile"),
        Case("PUT", "/v1/settings",
             f'{{"settings": {{"invoice_number_format": "INV-{LONE}-{{SEQ:06}}"}}}}',
             "/settings/invoice_number_format", "/v1/settings"),
    ]  # fmt: skip


def _state(api: Api, path: str) -> Any:
    """What a path answers; every page of a paginated list."""
    response = api.get(path)
    assert response.status_code == 200, response.text
    body = response.json()
    return every(api, path) if "pagination" in body else body["data"]


def test_every_route_refuses_a_lone_surrogate_and_writes_nothing(tenant: Tenant):
    api = tenant.live
    set_tax_profile(api)
    cases = _cases(api)
    before = [_state(api, case.state) for case in cases]

    answers = [send(api, case.method, case.path, case.document) for case in cases]

    wrong = [
        (case.method, case.path, answer.status_code, answer.text[:300])
        for case, answer in zip(cases, answers, strict=True)
        if answer.status_code != 422
        or [(e["pointer"], "surrogate" in e["detail"]) for e in answer.json()["errors"]]
        != [(case.pointer, True)]
    ]
    assert wrong == []
    assert [_state(api, case.state) for case in cases] == before


def test_login_with_a_surrogate_in_the_password_is_refused(tenant: Tenant):
    document = f'{{"email": "{tenant.admin_email}", "password": "{LONE}{LONE}{LONE}{LONE}"}}'
    response = tenant.client.post(
        "/v1/auth/login", content=raw(document), headers={"Content-Type": "application/json"}
    )

    assert pointers(response) == ["/password"]


@pytest.mark.parametrize(
    ("sent", "kept"),
    [
        ("Grüße 😀", "Grüße 😀"),
        ("\\ud83d\\ude00 a paired escape", "😀 a paired escape"),
        ("an escaped backslash \\\\ud800", "an escaped backslash \\ud800"),
    ],
)
def test_real_text_and_paired_escapes_are_kept(tenant: Tenant, sent: str, kept: str):
    api = tenant.live
    response = api.post(
        "/v1/customers",
        content=f'{{"name": "{sent}"}}'.encode(),
        headers={"Content-Type": "application/json"},
    )

    assert response.status_code == 201, response.text
    assert response.json()["data"]["name"] == kept
