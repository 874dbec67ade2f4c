"""HTTP route of a subscription's usage for a period (issue 21)."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Query
from sqlalchemy.ext.asyncio import AsyncSession

from billing.metering import service
from billing.metering.schemas import MeterUsageOut, SubscriptionUsageOut
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.money import from_minor, plain
from billing.platform.pagination import Envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.platform.schemas import Instant

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["usage"])


@router.get(
    "/subscriptions/{subscription_id}/usage",
    response_model=Envelope[SubscriptionUsageOut],
    responses={
        400: {"description": "meter is not a meter the subscription bills (INVALID_FILTER)"},
        404: {"description": "No such subscription in this workspace (NOT_FOUND)"},
        422: {"description": "period_start is not the start of a billing period"},
    },
)
async def get_subscription_usage(
    subscription_id: uuid.UUID,
    meter: str | None = Query(None, description="Only the meter with this key."),
    period_start: Instant | None = Query(
        None, description="The start of a billing period (RFC 3339); default the current one."
    ),
    ctx: RequestContext = Permission("subscriptions:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a subscription's metered usage for a period, as its invoice will bill it."""
    found = await service.subscription_usage(
        db, ctx, subscription_id, meter_key=meter, period_start=period_start
    )
    currency = found.subscription.currency
    return {
        "data": SubscriptionUsageOut(
            subscription_id=found.subscription.id,
            currency=currency,
            period_start=found.start,
            period_end=found.end,
            meters=[
                MeterUsageOut(
                    meter=charge.meter.key,
                    aggregation=charge.meter.aggregation,
                    unit=charge.meter.unit,
                    quantity=plain(charge.usage.value),
                    events=charge.usage.events,
                    late_events=charge.usage.late_events,
                    price_id=charge.price.id,
                    rate_table_id=charge.version.rate_table_id,
                    rate_table_version=charge.version.version,
                    amount=from_minor(charge.amount_in_minor(currency), currency),
                    tiers=charge.record()["tiers"],
                )
                for charge in found.charges
            ],
        )
    }
