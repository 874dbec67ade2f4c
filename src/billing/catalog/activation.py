"""How published versions take effect: at once, or when the clock passes their effective_from.

A scheduled version gets a job that runs at its effective_from (`catalog.activate_price_version`);
the job settles the price's timeline under the price's row lock: the version in force now becomes
the only `active` one and those it overtook are archived as `superseded`. Every writer of a
timeline (publish, activation) holds that lock, so exactly one version is active at any instant.
Billing does not wait for the worker: `version_in_force` answers from the dates alone.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import timeline
from billing.catalog.repository import PriceRepository, PriceVersionRepository
from billing.models.catalog import PriceVersion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import NotFound
from billing.platform.outbox import emit_event, enqueue_job

ACTIVATE_JOB = "catalog.activate_price_version"


def _version_event(version: PriceVersion, **extra: Any) -> dict[str, Any]:
    return {
        "price_id": str(version.price_id),
        "version": version.version,
        "status": version.status,
        "effective_from": (
            version.effective_from.isoformat() if version.effective_from is not None else None
        ),
        **extra,
    }


def emit_version_event(
    db: AsyncSession, ctx: RequestContext, type_: str, version: PriceVersion
) -> None:
    """A `price_version.*` event; activation carries the warnings, archiving the reason."""
    extra: dict[str, Any] = {}
    if type_ == "price_version.activated":
        extra["warnings"] = list(version.warnings)
    if type_ == "price_version.archived":
        extra["archived_reason"] = version.archived_reason
    emit_event(
        db,
        ctx,
        type_,
        _version_event(version, **extra),
        resource_type="price_version",
        resource_id=version.id,
    )


async def publish(
    db: AsyncSession, ctx: RequestContext, version: PriceVersion, effective_from: datetime
) -> None:
    """Publish a version whose dates were checked, with its price locked: `active` now if its
    effective_from has passed (the previous one superseded), else `scheduled`."""
    now = clock.wall_now()
    version.effective_from = effective_from
    version.published_at = now
    timeline.VERSION.move(version, timeline.SCHEDULED)
    await db.flush()
    if effective_from <= now:
        await settle(db, ctx, version.price_id, now)
    else:
        await schedule(db, ctx, version)
        emit_version_event(db, ctx, "price_version.scheduled", version)


async def schedule(db: AsyncSession, ctx: RequestContext, version: PriceVersion) -> None:
    """The activation job of the version at its current effective_from; a job enqueued for an
    earlier date stays and does nothing when it runs (the date no longer matches)."""
    if version.effective_from is None:
        raise ValueError("a scheduled version has an effective_from")
    moment = version.effective_from.isoformat()
    await enqueue_job(
        db,
        ACTIVATE_JOB,
        {
            "price_id": str(version.price_id),
            "version_id": str(version.id),
            "effective_from": moment,
        },
        ctx=ctx,
        run_at=version.effective_from,
        dedup_key=f"{ACTIVATE_JOB}:{version.id}:{moment}",
    )


async def settle(db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, now: datetime) -> None:
    """Bring the statuses of a (locked) price's versions up to `now`; a no-op when they are."""
    versions = await PriceVersionRepository(db, ctx).of_price(price_id)
    to_activate, overtaken = timeline.settle(versions, now)
    for old in overtaken:
        timeline.VERSION.move(old, timeline.ARCHIVED)
        old.archived_reason = timeline.SUPERSEDED
        old.archived_at = now
        emit_version_event(db, ctx, "price_version.archived", old)
    if to_activate is not None:
        timeline.VERSION.move(to_activate, timeline.ACTIVE)
        to_activate.activated_at = now
        emit_version_event(db, ctx, "price_version.activated", to_activate)
    await db.flush()


async def activate_due(
    db: AsyncSession,
    ctx: RequestContext,
    price_id: uuid.UUID,
    version_id: uuid.UUID,
    effective_from: datetime,
) -> bool:
    """The activation job's work: only if the version is still scheduled at that instant and
    the clock has passed it. Running it twice, or after the date moved, changes nothing."""
    try:
        await PriceRepository(db, ctx).get(price_id, for_update=True)
    except NotFound:
        return False
    version = await PriceVersionRepository(db, ctx).find(version_id)
    now = clock.wall_now()
    if (
        version is None
        or version.price_id != price_id
        or version.status != timeline.SCHEDULED
        or version.effective_from != effective_from
        or now < effective_from
    ):
        return False
    await settle(db, ctx, price_id, now)
    return True


async def version_in_force(
    db: AsyncSession, ctx: RequestContext, price_id: uuid.UUID, at: datetime
) -> PriceVersion | None:
    """The published version whose effective_from is the latest not after `at` (whatever its
    status says, so that billing is right even while the worker lags); None before version 1."""
    if at.tzinfo is None:
        raise ValueError("version_in_force needs an aware datetime")
    await PriceRepository(db, ctx).get(price_id)
    return timeline.in_force(await PriceVersionRepository(db, ctx).of_price(price_id), at)
