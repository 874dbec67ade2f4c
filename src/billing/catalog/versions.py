"""Price versions: drafts, their replacement, publishing, reconfirming, and the timeline.

A price's pricing model (and tiers mode) is fixed: every version carries a payload of that
model. Writers of a price's versions lock the price row first (see `activation`). The versions
of an archived price can be reconfirmed and discarded, not written (restore the price first).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import activation, pricing, timeline
from billing.catalog.repository import PriceRepository, PriceVersionRepository
from billing.catalog.schemas import TierIn, VersionCreate, VersionPublish, VersionReplace
from billing.models.catalog import Price, PriceVersion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, InvalidFilter, InvalidState, ValidationFailed


@dataclass(frozen=True)
class VersionView:
    """A version as answered: with its price's currency and when the next one takes over."""

    version: PriceVersion
    currency: str
    effective_until: datetime | None


def to_tiers(tiers: Sequence[TierIn] | None) -> tuple[pricing.Tier, ...] | None:
    if tiers is None:
        return None
    return tuple(pricing.Tier(t.up_to, t.unit_amount, t.flat_amount) for t in tiers)


def check_payload(
    pricing_model: str,
    currency: str,
    unit_amount: Decimal | None,
    tiers: tuple[pricing.Tier, ...] | None,
) -> None:
    """422 at the field of each problem (see `pricing.check_payload`)."""
    problems = pricing.check_payload(pricing_model, currency, unit_amount, tiers)
    if problems:
        raise ValidationFailed(
            problems[0].detail if len(problems) == 1 else "the pricing is invalid",
            errors=problems,
        )


def new_version(
    price: Price,
    number: int,
    unit_amount: Decimal | None,
    tiers: tuple[pricing.Tier, ...] | None,
    effective_from: datetime | None,
) -> PriceVersion:
    return PriceVersion(
        price_id=price.id,
        version=number,
        status=timeline.DRAFT,
        unit_amount=unit_amount,
        tiers=pricing.tiers_to_json(tiers) if tiers is not None else None,
        effective_from=effective_from,
        warnings=[],
    )


async def check_backdate(
    db: AsyncSession, ctx: RequestContext, effective_from: datetime | None
) -> None:
    """422 at /effective_from for a date further in the past than `BILLING_MAX_BACKDATE_DAYS`
    (before the workspace's earliest now, see `clock.earliest_now`): a version in force that
    early would let a subscription be billed for years in one catch-up."""
    if effective_from is None:
        return
    earliest = clock.earliest_backdate(await clock.earliest_now(db, ctx))
    if effective_from < earliest:
        raise ValidationFailed(
            f"effective_from must not be more than {clock.max_backdate_days()} days in the past "
            f"(not before {earliest.isoformat()})",
            field=("effective_from",),
        )


def _writable(price: Price) -> None:
    if not price.active:
        raise InvalidState("the price is archived; restore it to change its versions")


async def _lock_settled(db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID) -> Price:
    """The price, locked, with its statuses brought up to now (a lagging worker is caught up
    before any rule reads them)."""
    price = await PriceRepository(db, ctx).get(price_id, for_update=True)
    await activation.settle(db, ctx, price.id, clock.wall_now())
    return price


async def create_draft(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, body: VersionCreate
) -> VersionView:
    prices = PriceRepository(db, ctx)
    price = await prices.get(price_id)
    _writable(price)
    tiers = to_tiers(body.tiers)
    check_payload(price.pricing_model, price.currency, body.unit_amount, tiers)
    await check_backdate(db, ctx, body.effective_from)
    number = await prices.next_version_number(price.id)
    version = PriceVersionRepository(db, ctx).add(
        new_version(price, number, body.unit_amount, tiers, body.effective_from)
    )
    await db.flush()
    activation.emit_version_event(db, ctx, "price_version.created", version)
    return await view(db, ctx, price, version)


async def replace(
    db: AsyncSession,
    ctx: RequestContext,
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    body: VersionReplace,
) -> VersionView:
    """PUT: a draft's or scheduled version's whole payload. A scheduled version stays scheduled,
    so its new effective_from must be in the future; its activation job follows the date."""
    price = await _lock_settled(db, ctx, price_id)
    repo = PriceVersionRepository(db, ctx)
    version = await repo.get_of_price(price_id, version_id)
    timeline.VERSION.require(version, "replace", hint="publish a new version instead")
    _writable(price)
    tiers = to_tiers(body.tiers)
    check_payload(price.pricing_model, price.currency, body.unit_amount, tiers)
    await check_backdate(db, ctx, body.effective_from)
    moved = False
    if version.status == timeline.SCHEDULED:
        now = clock.wall_now()
        when = body.effective_from
        if when is None:
            raise ValidationFailed(
                "a scheduled version needs effective_from", field=("effective_from",)
            )
        if when <= now:
            raise ValidationFailed(
                "a scheduled version must take effect in the future; to make a change "
                "effective now, publish a new version",
                field=("effective_from",),
            )
        conflict = timeline.date_conflict(await repo.of_price(price_id), version, when, now)
        if conflict:
            raise ValidationFailed(conflict, field=("effective_from",))
        moved = when != version.effective_from
    version.unit_amount = body.unit_amount
    version.tiers = pricing.tiers_to_json(tiers) if tiers is not None else None
    version.effective_from = body.effective_from
    await db.flush()
    if moved:
        await activation.schedule(db, ctx, version)
    activation.emit_version_event(db, ctx, "price_version.updated", version)
    return await view(db, ctx, price, version)


async def publish(
    db: AsyncSession,
    ctx: RequestContext,
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    body: VersionPublish | None,
) -> VersionView:
    price = await _lock_settled(db, ctx, price_id)
    repo = PriceVersionRepository(db, ctx)
    version = await repo.get_of_price(price_id, version_id)
    timeline.VERSION.require(version, "publish")
    _writable(price)
    now = clock.wall_now()
    when = (body.effective_from if body else None) or version.effective_from or now
    await check_backdate(db, ctx, when)
    conflict = timeline.date_conflict(await repo.of_price(price_id), version, when, now)
    if conflict:
        raise ValidationFailed(conflict, field=("effective_from",))
    await activation.publish(db, ctx, version, when)
    return await view(db, ctx, price, version)


async def reconfirm(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, version_id: uuid.UUID
) -> VersionView:
    """Clear a scheduled version's warnings: its author has looked at what changed."""
    price = await _lock_settled(db, ctx, price_id)
    version = await PriceVersionRepository(db, ctx).get_of_price(price_id, version_id)
    timeline.VERSION.require(version, "reconfirm")
    now = clock.wall_now()
    version.warnings = []
    version.reconfirmed_at = now
    await db.flush()
    activation.emit_version_event(db, ctx, "price_version.reconfirmed", version)
    return await view(db, ctx, price, version)


async def discard(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, version_id: uuid.UUID
) -> VersionView:
    """Archive a draft that will not be published (`archived_reason: discarded`)."""
    price = await PriceRepository(db, ctx).get(price_id, for_update=True)
    version = await PriceVersionRepository(db, ctx).get_of_price(price_id, version_id)
    timeline.VERSION.require(version, "discard")
    now = clock.wall_now()
    timeline.VERSION.move(version, timeline.ARCHIVED)
    version.archived_reason = timeline.DISCARDED
    version.archived_at = now
    await db.flush()
    activation.emit_version_event(db, ctx, "price_version.archived", version)
    return await view(db, ctx, price, version)


async def get_version(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, version_id: uuid.UUID
) -> VersionView:
    price = await PriceRepository(db, ctx).get(price_id)
    version = await PriceVersionRepository(db, ctx).get_of_price(price_id, version_id)
    return await view(db, ctx, price, version)


async def get_timeline(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, include: str | None
) -> list[VersionView]:
    """Ordered by effective_from (drafts without one last); active and scheduled versions, or
    every version with `include=all`."""
    if include is not None and include != "all":
        raise InvalidFilter(
            "include accepts only `all`",
            errors=[FieldError(("include",), "unknown value", "query")],
        )
    price = await PriceRepository(db, ctx).get(price_id)
    versions = await PriceVersionRepository(db, ctx).of_price(price_id)
    until = timeline.effective_until(versions)
    return [
        VersionView(v, price.currency, until.get(v.id))
        for v in versions
        if include == "all" or v.status in timeline.DEFAULT_TIMELINE
    ]


async def view(
    db: AsyncSession, ctx: RequestContext, price: Price, version: PriceVersion
) -> VersionView:
    versions = await PriceVersionRepository(db, ctx).of_price(price.id)
    return VersionView(version, price.currency, timeline.effective_until(versions).get(version.id))
