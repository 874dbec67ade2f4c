"""What a metered price (`pricing_model = "rate_table"`) charges a subscription for a period.

The meter's aggregate for the period (`pricing.aggregation`, late events included) is rated by
the rate-table version in force at the period's start (or, for a table whose first version
takes effect during the period, at its end), or by the version a caller pins (regenerate-
preview). What is read for that comes in a `MeteringBook`: the meters, the rate-table timelines
with every version's resolved tiers, and the usage events of a span for any number of
subscriptions, each in one query, so that a billing-run batch reads them once for all its runs.
"""

from __future__ import annotations

import uuid
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.catalog import service as catalog
from billing.catalog.pricing import RATE_TABLE
from billing.models.catalog import Price
from billing.models.pricing import Meter
from billing.models.rate_tables import RateTableVersion
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, InvalidFilter, ValidationFailed
from billing.platform.money import plain, round_to_minor
from billing.pricing import aggregation, rate_tables, rating, usage
from billing.subscriptions import billability, periods
from billing.subscriptions import service as subscriptions

GRACE_SETTING = "usage.grace_hours"
_LAST_INSTANT = timedelta(microseconds=1)


class Unrated(ValidationFailed):
    """A metered price cannot rate a period: its rate table has no version in force then."""


@dataclass(frozen=True)
class Readings:
    """A subscription's usage events stamped or received in `span`, by meter id."""

    span: tuple[datetime, datetime]
    by_meter: dict[uuid.UUID, list[aggregation.Reading]]

    def covers(self, start: datetime, end: datetime) -> bool:
        return self.span[0] <= start and end <= self.span[1]


@dataclass
class MeteringBook:
    grace: timedelta
    meters: dict[str, Meter]
    """By key."""
    timelines: dict[uuid.UUID, list[RateTableVersion]]
    """Each rate table's versions, oldest first."""
    tiers: dict[uuid.UUID, list[rating.ResolvedTier]]
    """Each rate-table version's tiers, rates resolved."""
    readings: dict[uuid.UUID, Readings] = field(default_factory=dict)
    """By subscription id."""


@dataclass(frozen=True)
class Charge:
    price: Price
    meter: Meter
    version: RateTableVersion
    usage: aggregation.Aggregate
    tiers: list[rating.TierCharge]
    amount: Decimal
    """Exact; the invoice line rounds it to minor units."""
    resolved: list[rating.ResolvedTier]

    def amount_in_minor(self, currency: str) -> int:
        """The amount rounded half-up to minor units; one too large to store cannot bill."""
        try:
            return round_to_minor(self.amount, currency)
        except ValueError as exc:
            raise Unrated(
                f"the usage of meter {self.meter.key} costs more than can be billed: {exc}",
                field=("billing_period_start",),
            ) from None

    def record(self) -> dict[str, Any]:
        """What the invoice line keeps of the rating (its `usage`)."""
        return {
            "meter": self.meter.key,
            "aggregation": self.meter.aggregation,
            "unit": self.meter.unit,
            "quantity": format(plain(self.usage.value), "f"),
            "events": self.usage.events,
            "late_events": self.usage.late_events,
            "rate_table_id": str(self.version.rate_table_id),
            "rate_table_version_id": str(self.version.id),
            "rate_table_version": self.version.version,
            "mode": self.version.mode,
            "tiers": [_tier_record(charge, self.resolved[charge.index]) for charge in self.tiers],
        }


def _tier_record(charge: rating.TierCharge, tier: rating.ResolvedTier) -> dict[str, Any]:
    return {
        "tier": charge.index,
        "units": format(plain(charge.units), "f"),
        "rate": format(plain(charge.rate), "f"),
        "amount": format(plain(charge.amount), "f"),
        "formula": None
        if tier.formula is None
        else {
            "formula_id": tier.formula.formula_id,
            "version": tier.formula.version,
            "inputs": dict(tier.inputs or {}),
        },
    }


def metered(prices: Collection[Price]) -> list[Price]:
    return [price for price in prices if price.pricing_model == RATE_TABLE]


async def grace(db: AsyncSession, ctx: RequestContext) -> timedelta:
    return _hours(await admin.effective_setting(db, ctx, GRACE_SETTING))


def grace_of(settings: dict[str, Any]) -> timedelta:
    """The grace from settings read already (a billing-run batch's)."""
    return _hours(settings[GRACE_SETTING])


def _hours(value: Any) -> timedelta:
    return min(timedelta(hours=int(value)), aggregation.MAX_GRACE)


async def read_book(
    db: AsyncSession,
    ctx: RequestContext,
    prices: Collection[Price],
    *,
    grace_period: timedelta,
    subscriptions: Sequence[Subscription] = (),
    span: tuple[datetime, datetime] | None = None,
) -> MeteringBook:
    """What the metered prices among `prices` need, and with a span, the usage events of the
    subscriptions in it (one query for all of them)."""
    chosen = metered(prices)
    meters = await usage.meters_by_keys(db, ctx, {p.meter for p in chosen if p.meter})
    timelines = await rate_tables.versions_of(
        db, ctx, list({p.rate_table_id for p in chosen if p.rate_table_id})
    )
    tiers = await rate_tables.resolve(db, ctx, [v for own in timelines.values() for v in own])
    book = MeteringBook(grace_period, meters, timelines, tiers)
    if span is not None and meters and subscriptions:
        await _read_events(db, ctx, book, subscriptions, span)
    return book


async def _read_events(
    db: AsyncSession,
    ctx: RequestContext,
    book: MeteringBook,
    subscriptions: Sequence[Subscription],
    span: tuple[datetime, datetime],
) -> None:
    """An event counts for the subscription it names, else for every subscription of its
    customer that bills its meter."""
    rows = await usage.events_in_span(
        db,
        ctx,
        [meter.id for meter in book.meters.values()],
        {subscription.customer_id for subscription in subscriptions},
        span,
    )
    for subscription in subscriptions:
        book.readings[subscription.id] = Readings(span, {})
    for row in rows:
        reading = aggregation.Reading(row.event_id, row.quantity, row.timestamp, row.created_at)
        owners = (
            [row.subscription_id]
            if row.subscription_id is not None
            else [s.id for s in subscriptions if s.customer_id == row.customer_id]
        )
        for owner in owners:
            if owner in book.readings:
                book.readings[owner].by_meter.setdefault(row.meter_id, []).append(reading)


def opens_at(subscription: Subscription) -> datetime:
    return datetime.combine(subscription.start_date, time(0), UTC)


def _version(
    book: MeteringBook, price: Price, start: datetime, end: datetime, pinned: uuid.UUID | None
) -> RateTableVersion:
    assert price.rate_table_id is not None
    timeline = book.timelines.get(price.rate_table_id, [])
    if pinned is not None:
        found = next((v for v in timeline if v.id == pinned), None)
    else:
        found = rate_tables.in_force(timeline, start) or rate_tables.in_force(
            timeline, end - _LAST_INSTANT
        )
    if found is None:
        raise Unrated(
            f"rate table {price.rate_table_id} of price {price.id} has no version in force "
            f"during the period starting {start.isoformat()}",
            field=("billing_period_start",),
        )
    return found


async def charge(
    db: AsyncSession,
    ctx: RequestContext,
    book: MeteringBook,
    subscription: Subscription,
    price: Price,
    start: datetime,
    end: datetime,
    *,
    pinned_version_id: uuid.UUID | None = None,
) -> Charge:
    """The metered price's charge for the period [start, end) of the subscription; reads the
    subscription's events when the book does not hold the period's."""
    meter = book.meters.get(price.meter or "")
    if meter is None:
        raise Unrated(f"price {price.id} names no meter of this workspace", field=("meter",))
    version = _version(book, price, start, end, pinned_version_id)
    readings = book.readings.get(subscription.id)
    if readings is None or not readings.covers(start, end):
        await _read_events(db, ctx, book, [subscription], (start, end))
        readings = book.readings[subscription.id]
    window = aggregation.Window(start, end, opens_at(subscription), book.grace)
    found = aggregation.aggregate(meter.aggregation, window, readings.by_meter.get(meter.id, []))
    resolved = book.tiers[version.id]
    charged = rating.charges(version.mode, resolved, found.value)
    return Charge(price, meter, version, found, charged, rating.total(charged), resolved)


async def batch_book(
    db: AsyncSession,
    ctx: RequestContext,
    prices: Collection[Price],
    subscriptions: Sequence[Subscription],
    settings: dict[str, Any],
) -> MeteringBook | None:
    """A billing-run batch's book: the usage events of every subscription's current period
    (the one its run bills in arrears), read in one statement; None without metered prices."""
    if not metered(prices) or not subscriptions:
        return None
    span = (
        min(s.current_period_start for s in subscriptions),
        max(s.current_period_end for s in subscriptions),
    )
    return await read_book(
        db,
        ctx,
        prices,
        grace_period=grace_of(settings),
        subscriptions=subscriptions,
        span=span,
    )


@dataclass(frozen=True)
class SubscriptionUsage:
    subscription: Subscription
    start: datetime
    end: datetime
    charges: list[Charge]


async def subscription_usage(
    db: AsyncSession,
    ctx: RequestContext,
    subscription_id: uuid.UUID,
    *,
    meter_key: str | None,
    period_start: datetime | None,
) -> SubscriptionUsage:
    """Each metered plan item's charge for a period (the current one by default), as the
    period's invoice bills it with what has been received so far."""
    subscription = await subscriptions.get_subscription(db, ctx, subscription_id)
    plan = await catalog.get_plan_with_items(db, ctx, subscription.plan_id)
    if period_start is None:
        start, end = subscription.current_period_start, subscription.current_period_end
    else:
        found = periods.period_containing(
            subscription.billing_anchor,
            billability.interval_of(plan),
            plan.plan.interval_count,
            period_start,
        )
        if found.start != period_start:
            raise ValidationFailed(
                "is not the start of one of the subscription's billing periods (the period "
                f"containing it starts {found.start.isoformat()})",
                errors=[FieldError(("period_start",), "not a period start", "query")],
            )
        start, end = found.start, found.end
    book_of_prices = await catalog.price_book(db, ctx, [item.price_id for item in plan.items])
    chosen = metered(book_of_prices.prices.values())
    if meter_key is not None:
        chosen = [price for price in chosen if price.meter == meter_key]
        if not chosen:
            raise InvalidFilter(
                f"the subscription's plan bills no meter with the key {meter_key}",
                errors=[FieldError(("meter",), "not a meter of the subscription", "query")],
            )
    book = await read_book(
        db,
        ctx,
        chosen,
        grace_period=await grace(db, ctx),
        subscriptions=[subscription],
        span=(start, end),
    )
    charges = [await charge(db, ctx, book, subscription, price, start, end) for price in chosen]
    return SubscriptionUsage(subscription, start, end, charges)
