"""HTTP routes of the customer wallet."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.money import from_minor
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.wallet import service
from billing.wallet.repository import WALLET_FILTERS
from billing.wallet.schemas import (
    WalletBalanceOut,
    WalletOut,
    WalletTransactionCreate,
    WalletTransactionOut,
    transaction_out,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["customers"])

WALLET = "/customers/{customer_id}/wallet"
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "No such customer"}}


@router.get(WALLET, response_model=Envelope[WalletOut], responses=_NOT_FOUND)
async def get_wallet(
    customer_id: uuid.UUID,
    ctx: RequestContext = Permission("customers:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The customer's wallet: per currency, the unexpired credit and when the soonest of it
    lapses."""
    balances = await service.balances(db, ctx, customer_id)
    return {
        "data": WalletOut(
            customer_id=customer_id,
            balances=[
                WalletBalanceOut(
                    currency=b.currency,
                    balance=from_minor(b.balance, b.currency),
                    next_expiry_at=b.next_expiry_at,
                    next_expiry_amount=from_minor(b.next_expiry_amount, b.currency),
                )
                for b in balances
            ],
        )
    }


@router.get(
    f"{WALLET}/transactions",
    response_model=ListEnvelope[WalletTransactionOut],
    responses=_NOT_FOUND,
)
async def list_wallet_transactions(
    customer_id: uuid.UUID,
    query: ListQuery = ListParams(WALLET_FILTERS, "wallet-transactions"),
    ctx: RequestContext = Permission("customers:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the customer's wallet transactions, newest first."""
    page = await service.transactions(db, ctx, customer_id, query)
    return list_envelope([transaction_out(t) for t in page.items], page)


@router.post(
    f"{WALLET}/transactions",
    response_model=Envelope[WalletTransactionOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={
        **_NOT_FOUND,
        409: {"description": "A currency other than the customer's (CURRENCY_MISMATCH)"},
    },
)
async def create_wallet_transaction(
    customer_id: uuid.UUID,
    body: WalletTransactionCreate,
    ctx: RequestContext = Permission("customers:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Grant credit to the customer's wallet (positive amount) or take credit out of it
    (negative amount, at most the balance) by hand."""
    transaction = await service.adjust(
        db,
        ctx,
        customer_id,
        currency=body.currency,
        amount=body.amount,
        expires_at=body.expires_at,
        description=body.description,
    )
    return {"data": transaction_out(transaction)}
