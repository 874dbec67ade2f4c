"""Helpers of the wallet tests: the wallet routes, and the service the promotions engine calls
(run in the tenant's workspace, in a transaction of its own, as a request would)."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext, system_context
from billing.platform.db import Database
from billing.wallet import service as wallet_service
from tests.support import Api, Tenant, every

T = TypeVar("T")
REDEMPTION = "promotion_redemption"


def move(api: Api, customer_id: str, amount: str, **fields: Any) -> Any:
    """POST /v1/customers/{id}/wallet/transactions (an operator's grant or debit)."""
    body = {"currency": "EUR", "amount": amount, "description": "Goodwill", **fields}
    return api.post(
        f"/v1/customers/{customer_id}/wallet/transactions", json=body, idempotency_key=True
    )


def granted(api: Api, customer_id: str, amount: str, **fields: Any) -> dict[str, Any]:
    response = move(api, customer_id, amount, **fields)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def wallet(api: Api, customer_id: str) -> dict[str, dict[str, Any]]:
    """GET /v1/customers/{id}/wallet as {currency: balance entry}."""
    response = api.get(f"/v1/customers/{customer_id}/wallet")
    assert response.status_code == 200, response.text
    body = response.json()["data"]
    assert body["customer_id"] == customer_id
    return {entry["currency"]: entry for entry in body["balances"]}


def balance(api: Api, customer_id: str, currency: str = "EUR") -> str:
    entry = wallet(api, customer_id).get(currency)
    return "0.00" if entry is None else str(entry["balance"])


def transactions(api: Api, customer_id: str, **filters: Any) -> list[dict[str, Any]]:
    """Every wallet transaction of the customer, newest first."""
    return every(api, f"/v1/customers/{customer_id}/wallet/transactions", **filters)


def summary_of(transaction: dict[str, Any]) -> tuple[Any, ...]:
    """(type, amount, remaining, invoice_id, uncollected) of a transaction."""
    return (
        transaction["type"],
        transaction["amount"],
        transaction["remaining"],
        transaction["invoice_id"],
        transaction["uncollected"],
    )


def context(tenant: Tenant, mode: str = "live") -> RequestContext:
    workspace = tenant.workspace(mode)
    return system_context(tenant.org.organization_id, workspace.id, mode)


def in_transaction(
    tenant: Tenant,
    work: Callable[[AsyncSession, RequestContext], Awaitable[T]],
    mode: str = "live",
) -> T:
    """Run `work` in one committed transaction of the tenant's workspace."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    ctx = context(tenant, mode)

    async def run() -> T:
        async with db.session() as session, session.begin():
            return await work(session, ctx)

    result: T = tenant.client.portal.call(run)  # type: ignore[union-attr]
    return result


def uid(value: str) -> uuid.UUID:
    return uuid.UUID(value)


def claw_back(
    tenant: Tenant, customer_id: str, amount: int, source_id: uuid.UUID | None = None
) -> tuple[int, int, str]:
    """`wallet.service.claw_back` for a promotion redemption (default a new one): the
    transaction's (amount, uncollected, id)."""

    async def work(db: AsyncSession, ctx: RequestContext) -> tuple[int, int, str]:
        transaction = await wallet_service.claw_back(
            db,
            ctx,
            customer_id=uid(customer_id),
            currency="EUR",
            amount=amount,
            source_type=REDEMPTION,
            source_id=source_id or uuid.uuid4(),
            description="Redemption revoked",
        )
        return transaction.amount, transaction.uncollected, str(transaction.id)

    return in_transaction(tenant, work)
