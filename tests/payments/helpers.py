"""Helpers of the payments tests (and of other domains' tests that need a payment method)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from billing.payments import service
from billing.payments.gateway import PaymentGateway
from billing.platform.db import Database
from tests.customers.helpers import create_customer
from tests.platform.helpers import workspace_context
from tests.support import Api, Tenant

__all__ = ["attach", "card", "create_customer", "sepa", "with_gateway"]

T = TypeVar("T")


def card(brand: str = "visa", last4: str = "4242", **fields: Any) -> dict[str, Any]:
    """A card create body (a sandbox test card by default), e.g. `card("visa", "0002")`."""
    body: dict[str, Any] = {
        "type": "card",
        "card": {"brand": brand, "last4": last4, "exp_month": 12, "exp_year": 2099},
    }
    body["card"].update(fields.pop("card", {}))
    return {**body, **fields}


def sepa(iban_last4: str = "3000", **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "type": "sepa_debit",
        "sepa_debit": {"iban_last4": iban_last4, "mandate_reference": "MANDATE-0001"},
    }
    return {**body, **fields}


def attach(api: Api, customer_id: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    response = api.post(f"/v1/customers/{customer_id}/payment-methods", json=body or card())
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def with_gateway(
    tenant: Tenant, fn: Callable[[PaymentGateway], Awaitable[T]], mode: str = "sandbox"
) -> T:
    """Run `fn(gateway)` in one committed transaction of the workspace, as a service would."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    ctx = workspace_context(tenant, mode)

    async def run() -> T:
        async with db.session() as session, session.begin():
            return await fn(service.gateway_for(session, ctx))

    result: T = tenant.client.portal.call(run)  # type: ignore[union-attr]
    return result
