"""How a promotion's versions are released: edited in place while the promotion was never
published, staged for the scheduler (`effective_at`), saved as a draft, or published.

Publishing a version makes it the head (the fields and rules in force), archives the version it
replaces as `superseded`, and cancels (scheduled) or discards (draft) older pending versions,
so that a staged edit never overwrites a newer one. The scheduler's job publishes a staged
version at its `effective_at`; a staged version whose code was taken meanwhile is archived as
`errored` instead. Every writer holds the promotion's row (locked, or its version advanced with
`platform.concurrency`), so versions of one promotion are released one at a time.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import Promotion, PromotionVersion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, NotFound
from billing.platform.outbox import emit_event, enqueue_job
from billing.promotions import authoring, engine, enrollment, redemption_lifecycle
from billing.promotions.repository import PromotionRepository, PromotionVersionRepository
from billing.promotions.states import (
    ACTIVE,
    ARCHIVED,
    CANCELED,
    DISCARDED,
    DRAFT,
    ERRORED,
    PENDING_VERSION,
    PROMOTION,
    PUBLISHED,
    SCHEDULED,
    SUPERSEDED,
    VERSION,
)

PUBLISH_JOB = "promotions.publish_scheduled_version"


def emit(
    db: AsyncSession, ctx: RequestContext, type_: str, promotion: Promotion, **data: Any
) -> None:
    emit_event(
        db,
        ctx,
        f"promotion.{type_}",
        {"status": promotion.status, "version": promotion.version, **data},
        resource_type="promotion",
        resource_id=promotion.id,
    )


def new_version(
    db: AsyncSession,
    ctx: RequestContext,
    promotion: Promotion,
    state: authoring.State,
    number: int,
) -> PromotionVersion:
    fields, rules = authoring.snapshot(state)
    return PromotionVersionRepository(db, ctx).add(
        PromotionVersion(
            promotion_id=promotion.id, version=number, status=DRAFT, fields=fields, rules=rules
        )
    )


async def pending_versions(
    db: AsyncSession, ctx: RequestContext, promotion: Promotion
) -> list[PromotionVersion]:
    """Draft and scheduled versions, oldest first."""
    return await PromotionVersionRepository(db, ctx).in_statuses(promotion.id, PENDING_VERSION)


async def release(
    db: AsyncSession,
    ctx: RequestContext,
    promotion: Promotion,
    state: authoring.State,
    number: int,
    *,
    effective_at: datetime | None,
    save_as_draft: bool,
) -> None:
    """Release an edit that became version `number` (the promotion's version, just advanced)."""
    if promotion.status in (DRAFT, SCHEDULED):
        await _edit_unpublished(db, ctx, promotion, state, number, effective_at, save_as_draft)
        return
    version = new_version(db, ctx, promotion, state, number)
    await db.flush()
    if effective_at is not None:
        await stage(db, ctx, promotion, version, effective_at)
    elif save_as_draft:
        emit(db, ctx, "version_drafted", promotion, draft_version=number)
    else:
        await publish_version(db, ctx, promotion, version)


async def _edit_unpublished(
    db: AsyncSession,
    ctx: RequestContext,
    promotion: Promotion,
    state: authoring.State,
    number: int,
    effective_at: datetime | None,
    save_as_draft: bool,
) -> None:
    """A promotion never published has one version, edited in place; its number follows the
    promotion's version (nothing can pin an unpublished version)."""
    (version,) = await pending_versions(db, ctx, promotion)
    version.version = number
    version.fields, version.rules = authoring.snapshot(state)
    authoring.apply(promotion, state)
    if effective_at is not None:
        await stage(db, ctx, promotion, version, effective_at)
    elif save_as_draft and promotion.status == SCHEDULED:
        VERSION.move(version, DRAFT)
        version.effective_at = None
        PROMOTION.move(promotion, DRAFT)
        emit(db, ctx, "unscheduled", promotion)
    else:
        emit(db, ctx, "updated", promotion)


async def stage(
    db: AsyncSession,
    ctx: RequestContext,
    promotion: Promotion,
    version: PromotionVersion,
    effective_at: datetime,
) -> None:
    """Stage a version for the scheduler: it publishes it at `effective_at`. A job enqueued for
    an earlier instant stays and does nothing when it runs (the instant no longer matches)."""
    if version.status != SCHEDULED:
        VERSION.move(version, SCHEDULED)
    version.effective_at = effective_at
    if promotion.status == DRAFT:
        PROMOTION.move(promotion, SCHEDULED)
    await db.flush()
    moment = effective_at.isoformat()
    await enqueue_job(
        db,
        PUBLISH_JOB,
        {"promotion_id": str(promotion.id), "version_id": str(version.id), "effective_at": moment},
        ctx=ctx,
        run_at=effective_at,
        dedup_key=f"{PUBLISH_JOB}:{version.id}:{moment}",
    )
    emit(db, ctx, "version_scheduled", promotion, scheduled_version=version.version, at=moment)


async def publish_version(
    db: AsyncSession, ctx: RequestContext, promotion: Promotion, version: PromotionVersion
) -> None:
    """Make `version` the head: the version it replaces is superseded, older pending ones are
    canceled or discarded, and the promotion is active."""
    now = clock.wall_now()
    versions = PromotionVersionRepository(db, ctx)
    for other in await versions.in_statuses(promotion.id, PENDING_VERSION | {PUBLISHED}):
        if other.id == version.id:
            continue
        if other.status == PUBLISHED:
            _archive_version(other, SUPERSEDED, now)
        elif other.version < version.version:
            _archive_version(other, CANCELED if other.status == SCHEDULED else DISCARDED, now)
    VERSION.move(version, PUBLISHED)
    version.published_at = now
    authoring.apply(promotion, authoring.from_snapshot(version.fields, version.rules))
    promotion.live_version = version.version
    if promotion.status != ACTIVE:
        PROMOTION.move(promotion, ACTIVE)
        promotion.published_at = now
    await db.flush()
    emit(db, ctx, "published", promotion, live_version=version.version)
    await enrollment.enroll_when_published(db, ctx, promotion)
    await redemption_lifecycle.schedule_expiry(db, ctx, promotion)


def _archive_version(version: PromotionVersion, reason: str, now: datetime) -> None:
    VERSION.move(version, ARCHIVED)
    version.archived_reason = reason
    version.archived_at = now


async def archive_pending(
    db: AsyncSession, ctx: RequestContext, promotion: Promotion, reason: str | None = None
) -> None:
    """Retire every draft and scheduled version (archive and delete of the promotion)."""
    now = clock.wall_now()
    for version in await pending_versions(db, ctx, promotion):
        _archive_version(
            version, reason or (CANCELED if version.status == SCHEDULED else DISCARDED), now
        )


async def publish(db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID) -> Promotion:
    """Publish a draft or scheduled promotion now; on an active one, publish its newest pending
    (draft or scheduled) version now."""
    promotion = await PromotionRepository(db, ctx).get(promotion_id, for_update=True)
    if promotion.status == ARCHIVED:
        PROMOTION.check(promotion, ACTIVE)
    pending = [
        v
        for v in await pending_versions(db, ctx, promotion)
        if promotion.live_version is None or v.version > promotion.live_version
    ]
    if not pending:
        raise InvalidState("the promotion has no draft or scheduled version to publish")
    engine.require_supported_scope(
        pending[-1].fields.get("evaluation_scope", "invoice"), "evaluation_scope"
    )
    code = pending[-1].fields.get("code")
    if code is not None and await PromotionRepository(db, ctx).code_in_use(
        code, other_than=promotion.id
    ):
        raise InvalidState(f"the code {code} is used by another promotion in use")
    await publish_version(db, ctx, promotion, pending[-1])
    return promotion


async def publish_due(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    version_id: uuid.UUID,
    effective_at: datetime,
) -> bool:
    """The scheduler's work: publish the version if it is still staged for that instant and the
    clock has reached it. Running it twice, or after the edit was restaged, changes nothing."""
    promotions = PromotionRepository(db, ctx)
    try:
        promotion = await promotions.get(promotion_id, for_update=True)
    except NotFound:
        return False
    version = await PromotionVersionRepository(db, ctx).find(version_id)
    if (
        version is None
        or version.promotion_id != promotion.id
        or version.status != SCHEDULED
        or version.effective_at != effective_at
        or clock.wall_now() < effective_at
    ):
        return False
    code = version.fields.get("code")
    if code is not None and await promotions.code_in_use(code, other_than=promotion.id):
        _archive_version(version, ERRORED, clock.wall_now())
        emit(db, ctx, "version_errored", promotion, errored_version=version.version)
        return False
    await publish_version(db, ctx, promotion, version)
    return True
