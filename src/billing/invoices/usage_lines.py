"""The usage lines of a subscription invoice: one per metered plan item (issue 21).

A line bills the meter's aggregate for the invoice's period as `metering` rates it, rounded
once to minor units; its `usage` keeps the rating (aggregate, rate-table version, per tier the
units, the rate and the formula version and inputs), and regenerate-preview pins the rate-table
version it names. The line's quantity is the aggregate at the unit price amount / aggregate
when that is exact (so quantity x unit price gives the amount back, as EN 16931 expects),
else 1 at the whole amount, the aggregate named in the description.
"""

from __future__ import annotations

import decimal
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.metering import service as metering
from billing.models.catalog import Price, PriceVersion, Product
from billing.models.invoice import InvoiceLine
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.platform.money import (
    DECIMAL_CONTEXT,
    fits_unit_price_places,
    from_minor,
    plain,
)

USAGE_LINE = "USAGE"


@dataclass(frozen=True)
class MeteredItem:
    price: Price
    product: Product
    version: PriceVersion
    """The price version in force (or pinned): a metered price's versions carry no amounts,
    the line pins it as every generated line does."""


def pins_of(lines: Sequence[InvoiceLine]) -> dict[uuid.UUID, uuid.UUID]:
    """The rate-table version each usage line was rated with, by price."""
    return {
        line.price_id: uuid.UUID(line.usage["rate_table_version_id"])
        for line in lines
        if line.line_type == USAGE_LINE and line.price_id is not None and line.usage
    }


def _quantity_and_unit_price(
    quantity: Decimal, amount: int, currency: str
) -> tuple[Decimal, Decimal]:
    total = from_minor(amount, currency)
    if quantity.is_zero():
        return quantity, Decimal(0)
    with decimal.localcontext(DECIMAL_CONTEXT):
        unit_price = total / quantity
        exact = unit_price * quantity == total
    if exact and fits_unit_price_places(unit_price):
        return quantity, plain(unit_price)
    return Decimal(1), total


async def lines_for(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    period: tuple[datetime, datetime],
    items: Sequence[MeteredItem],
    *,
    span: tuple[date, date],
    trial: bool,
    book: metering.MeteringBook | None,
    pins: Mapping[uuid.UUID, uuid.UUID],
) -> list[InvoiceLine]:
    """One line per metered item (raises `metering.Unrated` when a table cannot rate it)."""
    if not items:
        return []
    prices = [item.price for item in items]
    if book is None or any(p.rate_table_id not in book.timelines for p in prices):
        book = await metering.read_book(db, ctx, prices, grace_period=await metering.grace(db, ctx))
    currency = subscription.currency
    lines = []
    for item in items:
        found = await metering.charge(
            db,
            ctx,
            book,
            subscription,
            item.price,
            *period,
            pinned_version_id=pins.get(item.price.id),
        )
        amount = 0 if trial else found.amount_in_minor(currency)
        quantity, unit_price = _quantity_and_unit_price(found.usage.value, amount, currency)
        described = f"{item.product.name}: {plain(found.usage.value)} {found.meter.unit}"
        lines.append(
            InvoiceLine(
                line_type=USAGE_LINE,
                description=f"{described} (trial)" if trial else described,
                product_id=item.product.id,
                price_id=item.price.id,
                price_version_id=item.version.id,
                subscription_change_id=None,
                quantity=quantity,
                unit_price=unit_price,
                amount=amount,
                tax_amount=0,
                metadata_={},
                usage=found.record(),
                period_start=span[0],
                period_end=span[1],
            )
        )
    return lines
