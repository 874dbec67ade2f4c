"""Tags made and attached through the API."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tests.catalog.helpers import make_plan, make_product
from tests.credit_notes.helpers import draft, exempt_line, german_customer
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line
from tests.subscriptions.helpers import subscribe
from tests.support import Api


def make_tag(api: Api, entity_type: str = "CUSTOMER", **fields: Any) -> dict[str, Any]:
    body = {"name": f"tag-{uuid.uuid4().hex[:6]}", "entity_type": entity_type, **fields}
    response = api.post("/v1/tags", json=body, idempotency_key=True)
    assert response.status_code == 201, response.text
    return dict(response.json()["data"])


def add_tags(api: Api, kind: str, resource_id: str, *tag_ids: str) -> list[dict[str, Any]]:
    response = api.post(
        f"/v1/{kind}/{resource_id}/tags", json={"tag_ids": list(tag_ids)}, idempotency_key=True
    )
    assert response.status_code == 200, response.text
    return list(response.json()["data"])


def _customer(api: Api) -> str:
    return str(create_customer(api)["id"])


def _subscription(api: Api) -> str:
    customer = create_customer(api, currency="EUR")
    return str(subscribe(api, customer["id"], make_plan(api)["id"])["id"])


def _product(api: Api) -> str:
    return str(make_product(api)["id"])


def _plan(api: Api) -> str:
    return str(make_plan(api)["id"])


def _invoice(api: Api) -> str:
    return str(create_draft(api, create_customer(api)["id"], [line()])["id"])


def _credit_note(api: Api) -> str:
    return str(
        draft(api, customer_id=german_customer(api)["id"], lines=[exempt_line("5.00")])["id"]
    )


@dataclass(frozen=True)
class Kind:
    """A taggable resource kind: its path segment, entity type and how to make one."""

    path: str
    entity_type: str
    make: Callable[[Api], str]


KINDS = (
    Kind("customers", "CUSTOMER", _customer),
    Kind("subscriptions", "SUBSCRIPTION", _subscription),
    Kind("products", "PRODUCT", _product),
    Kind("plans", "PLAN", _plan),
    Kind("invoices", "INVOICE", _invoice),
    Kind("credit-notes", "CREDIT_NOTE", _credit_note),
)
