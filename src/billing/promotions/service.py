"""Promotions: create, read, list, merge-patch, delete, archive and copy.

Every write judges the whole authored state (`authoring.problems`) and keeps codes unique per
workspace among promotions in use (case-insensitive). An update advances the promotion's
version with `platform.concurrency` first (a stale `expected_version` answers 409 CONFLICT),
then merges the patch into the state it now holds, and releases it (`releasing`): in place for
a promotion never published, else as a new version published now, staged for `effective_at`
or saved as a draft. The audience is live, not versioned: replacing it alone makes no version.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import Promotion
from billing.platform import clock
from billing.platform.concurrency import advance_version
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, InvalidFilter, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page
from billing.promotions import authoring, presets, releasing
from billing.promotions.derived import DERIVED_STATUSES
from billing.promotions.repository import CodeInUse, PromotionRepository, TagReferenceRepository
from billing.promotions.rule_schemas import stored_audience
from billing.promotions.schemas import PromotionCopy, PromotionCreate, PromotionUpdate
from billing.promotions.states import ARCHIVED, DRAFT, PROMOTION
from billing.tags import service as tags

CODE_IN_USE = "is already the code of another promotion in use"


@dataclass(frozen=True)
class Listed:
    page: Page[Promotion]
    today: date


async def today(db: AsyncSession, ctx: RequestContext) -> date:
    """The day derived statuses are judged on (UTC)."""
    return (await clock.now(db, ctx)).date()


def _check(state: authoring.State) -> None:
    found = authoring.problems(state)
    if found:
        detail = found[0].detail if len(found) == 1 else "the promotion is invalid"
        raise ValidationFailed(detail, errors=found)


async def _check_code(
    promotions: PromotionRepository, state: authoring.State, promotion_id: uuid.UUID | None
) -> None:
    code = state["code"]
    if code is not None and await promotions.code_in_use(code, other_than=promotion_id):
        raise ValidationFailed(CODE_IN_USE, field=("code",))


@contextlib.asynccontextmanager
async def _code_kept_unique(promotions: PromotionRepository) -> AsyncIterator[None]:
    """A code taken by a concurrent writer since `_check_code` is the same 422."""
    try:
        async with promotions.code_clash():
            yield
    except CodeInUse:
        raise ValidationFailed(CODE_IN_USE, field=("code",)) from None


async def _new_draft(
    db: AsyncSession, ctx: RequestContext, state: authoring.State, audience: object
) -> Promotion:
    _check(state)
    promotions = PromotionRepository(db, ctx)
    await _check_code(promotions, state, None)
    promotion = Promotion(status=DRAFT, version=1, audience=audience)
    authoring.apply(promotion, state)
    promotions.add(promotion)
    async with _code_kept_unique(promotions):
        await db.flush()
    releasing.new_version(db, ctx, promotion, state, 1)
    await db.flush()
    return promotion


async def create_promotion(
    db: AsyncSession, ctx: RequestContext, body: PromotionCreate
) -> Promotion:
    """A new draft; an archetype without rules starts with its preset rules."""
    state = presets.with_preset(authoring.created(body))
    promotion = await _new_draft(db, ctx, state, stored_audience(body.audience))
    releasing.emit(db, ctx, "created", promotion)
    return promotion


async def get_promotion(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID
) -> Promotion:
    return await PromotionRepository(db, ctx).get(promotion_id)


def derived_filter(raw: str | None) -> list[str] | None:
    """The `derived_status` query: one value or a comma list of them."""
    if raw is None:
        return None
    values = [value for value in raw.split(",") if value]
    unknown = [value for value in values if value not in DERIVED_STATUSES]
    if not values or unknown:
        raise InvalidFilter(
            f"derived_status must be one or more of {', '.join(DERIVED_STATUSES)}",
            errors=[FieldError(("derived_status",), "unknown value", "query")],
        )
    return values


async def list_promotions(
    db: AsyncSession, ctx: RequestContext, query: ListQuery, derived_status: str | None
) -> Listed:
    day = await today(db, ctx)
    page = await PromotionRepository(db, ctx).page(query, day, derived_filter(derived_status))
    return Listed(page, day)


async def update_promotion(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, body: PromotionUpdate
) -> Promotion:
    promotions = PromotionRepository(db, ctx)
    promotion = await promotions.get(promotion_id)
    PROMOTION.require(promotion, "edit", hint="copy it as a new draft instead")
    staging = authoring.staging_problems(
        body.effective_at, body.save_as_draft, await clock.now(db, ctx)
    )
    if staging:
        raise ValidationFailed(staging[0].detail, errors=staging)
    versioned = bool(body.model_fields_set & set(authoring.VERSIONED))
    staged = body.effective_at is not None or bool(body.save_as_draft)
    number = await advance_version(
        db, promotion, body.expected_version, step=1 if versioned or staged else 0
    )
    await db.refresh(promotion)
    PROMOTION.require(promotion, "edit", hint="copy it as a new draft instead")
    if "audience" in body.model_fields_set:
        promotion.audience = stored_audience(body.audience)
    if versioned or staged:
        state = authoring.merged(authoring.state_of(promotion), body)
        _check(state)
        await _check_code(promotions, state, promotion.id)
        async with _code_kept_unique(promotions):
            await releasing.release(
                db,
                ctx,
                promotion,
                state,
                number,
                effective_at=body.effective_at,
                save_as_draft=bool(body.save_as_draft),
            )
            await db.flush()
    elif "audience" in body.model_fields_set:
        releasing.emit(db, ctx, "audience_replaced", promotion)
        await db.flush()
    return promotion


async def delete_promotion(db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID) -> None:
    """Soft-delete a draft: it disappears, its code is free, its version is discarded."""
    promotion = await PromotionRepository(db, ctx).get(promotion_id, for_update=True)
    PROMOTION.require(promotion, "delete")
    promotion.deleted_at = clock.wall_now()
    await releasing.archive_pending(db, ctx, promotion)
    await db.flush()
    releasing.emit(db, ctx, "deleted", promotion)


async def archive_promotion(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID
) -> Promotion:
    """Retire an active promotion for good: no new redemptions, and future invoices stop
    receiving it (issued invoices keep what they got); its pending versions are canceled."""
    promotion = await PromotionRepository(db, ctx).get(promotion_id, for_update=True)
    PROMOTION.move(promotion, ARCHIVED)
    promotion.archived_at = clock.wall_now()
    await releasing.archive_pending(db, ctx, promotion)
    await db.flush()
    releasing.emit(db, ctx, "archived", promotion)
    return promotion


async def copy_promotion(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, body: PromotionCopy
) -> Promotion:
    """A new draft with the source's fields, rules and audience duplicated (any status)."""
    source = await PromotionRepository(db, ctx).get(promotion_id)
    state = authoring.copied(authoring.state_of(source), body)
    promotion = await _new_draft(db, ctx, state, source.audience)
    releasing.emit(db, ctx, "created", promotion, copied_from=str(source.id))
    return promotion


async def tag_referenced(db: AsyncSession, ctx: RequestContext, tag_id: uuid.UUID) -> bool:
    """Whether a promotion in use names the tag in a `customer_tags` condition (the tags API
    answers 409 REFERENCED to deleting it)."""
    return await TagReferenceRepository(db, ctx).tag_in_conditions(tag_id)


tags.register_referrer("promotion condition", tag_referenced)
