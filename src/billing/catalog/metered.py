"""Rules of metered prices (`pricing_model = "rate_table"`, issue 21).

A metered price names its rate table (in the price's currency) and the key of the meter whose
period aggregate it bills. Usage is known only once a period is over, so a plan with a metered
item bills in arrears; a metered price is never an add-on (an add-on's quantity is fixed).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog.pricing import RATE_TABLE
from billing.catalog.repository import PriceRepository
from billing.catalog.schemas import PriceCreate
from billing.models.catalog import Price
from billing.platform.context import RequestContext
from billing.platform.errors import FieldPath, NotFound, ValidationFailed
from billing.pricing import rate_tables, usage

IN_ARREARS = "in_arrears"


async def check_metering(
    db: AsyncSession, ctx: RequestContext, model: str, body: PriceCreate
) -> None:
    """A rate_table price names a rate table of its currency and a meter; no other price
    names either."""
    if model != RATE_TABLE:
        for name in ("rate_table_id", "meter"):
            if getattr(body, name) is not None:
                raise ValidationFailed(f"{name} applies to rate_table prices only", field=(name,))
        return
    if body.tiers_mode is not None:
        raise ValidationFailed("tiers_mode applies to tiered prices only", field=("tiers_mode",))
    if body.rate_table_id is None:
        raise ValidationFailed("a rate_table price needs rate_table_id", field=("rate_table_id",))
    if body.meter is None:
        raise ValidationFailed("a rate_table price needs meter (a meter key)", field=("meter",))
    try:
        table = await rate_tables.get_table(db, ctx, body.rate_table_id)
    except NotFound:
        raise ValidationFailed(
            "no such rate table in this workspace", field=("rate_table_id",)
        ) from None
    if table.table.currency != body.currency:
        raise ValidationFailed(
            f"the rate table rates in {table.table.currency}, not {body.currency}",
            field=("rate_table_id",),
        )
    if await usage.meter_by_key(db, ctx, body.meter) is None:
        raise ValidationFailed(f"no meter has the key {body.meter}", field=("meter",))


def check_plan_timing(price: Price, billing_timing: str, field: FieldPath) -> None:
    if price.pricing_model == RATE_TABLE and billing_timing != IN_ARREARS:
        raise ValidationFailed(
            "a metered (rate_table) price bills usage after the period: the plan must bill "
            "in_arrears",
            field=field,
        )


async def check_items_timing(
    db: AsyncSession, ctx: RequestContext, price_ids: Sequence[uuid.UUID], billing_timing: str
) -> None:
    """A plan keeping its items under a new billing_timing."""
    for price in (await PriceRepository(db, ctx).many(price_ids)).values():
        check_plan_timing(price, billing_timing, ("billing_timing",))


def refuse_metered_add_on(price: Price, field: FieldPath) -> None:
    if price.pricing_model == RATE_TABLE:
        raise ValidationFailed(
            "a metered (rate_table) price bills through a plan item, not as an add-on",
            field=field,
        )
