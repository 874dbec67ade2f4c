"""HTTP routes of the promotions engine: simulate, validate, eligibility preview."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices.schemas import invoice_out
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.platform.pagination import Envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.promotions import engine, engine_operations
from billing.promotions.engine_schemas import (
    BudgetImpact,
    ConditionResult,
    EligibilityOut,
    EligibilityRequest,
    EligiblePromotion,
    SimulateRequest,
    SimulationOut,
    ValidateRequest,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["promotions"])

_UNPROCESSABLE: dict[int | str, dict[str, Any]] = {
    422: {
        "description": "Bad input, an unknown customer, subscription or promotion, or a "
        "promotion whose evaluation_scope is usage_event or reserve (VALIDATION_ERROR)"
    }
}


@router.post(
    "/promotions/simulate", response_model=Envelope[SimulationOut], responses=_UNPROCESSABLE
)
async def simulate(
    body: SimulateRequest,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The proforma of the subscription's period with the promotions as if redeemed, its
    trace and the budget it would consume; nothing is persisted or consumed."""
    simulation = await engine_operations.simulate(db, ctx, body)
    invoice = simulation.computed.invoice
    consumed: dict[str, int] = {}
    for entry in invoice.applied_promotions or []:
        if entry["status"] == engine.APPLIED:
            consumed[entry["promotion_id"]] = entry["budget_consumed"]
    impact = [
        BudgetImpact(
            promotion_id=p.id,
            budget_currency=p.budget_currency,
            would_consume=format_minor(consumed.get(str(p.id), 0), p.budget_currency or "EUR"),
            remaining_budget=format_minor(simulation.remaining[p.id], p.budget_currency)
            if p.id in simulation.remaining and p.budget_currency
            else None,
        )
        for p in simulation.promotions
    ]
    out = invoice_out(invoice, status=invoice.status, lines=simulation.computed.lines)
    return {"data": SimulationOut(invoice=out, budget_impact=impact)}


@router.post(
    "/promotions/validate",
    response_model=Envelope[list[EligiblePromotion]],
    responses=_UNPROCESSABLE,
)
async def validate(
    body: ValidateRequest,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The promotions the customer is eligible for now."""
    found = await engine_operations.validate(db, ctx, body)
    return {
        "data": [
            EligiblePromotion(
                promotion_id=p.id,
                name=p.name,
                distribution=p.distribution,
                code=p.code,
                version=p.live_version or p.version,
            )
            for p in found
        ]
    }


@router.post(
    "/promotions/{promotion_id}/eligibility/preview",
    response_model=Envelope[EligibilityOut],
    responses={404: {"description": "No such promotion (NOT_FOUND)"}, **_UNPROCESSABLE},
)
async def eligibility_preview(
    promotion_id: uuid.UUID,
    body: EligibilityRequest,
    ctx: RequestContext = Permission("promotions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Each condition of the promotion judged for the customer (and subscription)."""
    found = await engine_operations.eligibility(
        db, ctx, promotion_id, body.customer_id, body.subscription_id
    )
    return {
        "data": EligibilityOut(
            promotion_id=promotion_id,
            customer_id=body.customer_id,
            eligible=found.eligible,
            conditions=[
                ConditionResult(path=c.path, type=c.type, outcome=c.outcome, detail=c.detail)
                for c in found.conditions
            ],
        )
    }
