"""Price formulas: create, read, list, merge-patch, publish the draft, delete, evaluate.

Every write judges the merged expression and variables as a whole (`formula.compile_formula`).
A change of expression or variables advances the formula's version with `platform.concurrency`
(a stale `expected_version` answers 409 CONFLICT) and becomes a new version: published now (the
head moves, the version it replaces is superseded, older drafts are discarded) or, with
`save_as_draft`, parked as a draft that billing never sees until `publish`. A new name alone
is no new version. Edits merge onto the live head, not onto a pending draft.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.pricing import PriceFormula, PriceFormulaVersion
from billing.platform import clock
from billing.platform.concurrency import advance_version
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, NotFound, Referenced, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.pricing import formula, referrers
from billing.pricing.evaluation import Result, Value
from billing.pricing.repository import PriceFormulaRepository, PriceFormulaVersionRepository
from billing.pricing.schemas import EvaluateIn, PriceFormulaCreate, PriceFormulaUpdate
from billing.pricing.states import (
    ARCHIVED,
    DISCARDED,
    DRAFT,
    PUBLISHED,
    SUPERSEDED,
    VERSION,
)

VERSIONED = ("expression", "variables")


@dataclass(frozen=True)
class Evaluation:
    version: int
    result: Result
    inputs: dict[str, Value]
    compiled: formula.Compiled


def compiled(expression: str, variables: Sequence[Mapping[str, Any]]) -> formula.Compiled:
    """The checked formula, or 422 at the field (with the expression's `position`)."""
    try:
        return formula.compile_formula(expression, variables)
    except formula.FormulaProblem as problem:
        raise _invalid(problem) from None


def _invalid(problem: formula.FormulaProblem) -> ValidationFailed:
    extra = None if problem.position is None else {"position": problem.position}
    return ValidationFailed(problem.detail, field=problem.field, extra=extra)


def _emit(db: AsyncSession, ctx: RequestContext, type_: str, found: PriceFormula) -> None:
    emit_event(
        db,
        ctx,
        f"price_formula.{type_}",
        {"version": found.version, "live_version": found.live_version},
        resource_type="price_formula",
        resource_id=found.id,
    )


def _new_version(
    db: AsyncSession, ctx: RequestContext, found: PriceFormula, checked: formula.Compiled
) -> PriceFormulaVersion:
    return PriceFormulaVersionRepository(db, ctx).add(
        PriceFormulaVersion(
            formula_id=found.id,
            version=found.version,
            status=DRAFT,
            expression=checked.source,
            variables=formula.stored_variables(checked),
        )
    )


async def create_formula(
    db: AsyncSession, ctx: RequestContext, body: PriceFormulaCreate
) -> PriceFormula:
    """A formula whose version 1 is published at once."""
    checked = compiled(body.expression, [v.model_dump() for v in body.variables])
    found = PriceFormulaRepository(db, ctx).add(
        PriceFormula(
            name=body.name,
            expression=checked.source,
            variables=formula.stored_variables(checked),
            version=1,
            live_version=1,
        )
    )
    await db.flush()
    await _publish(db, ctx, found, _new_version(db, ctx, found, checked))
    _emit(db, ctx, "created", found)
    return found


async def get_formula(db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID) -> PriceFormula:
    return await PriceFormulaRepository(db, ctx).get(formula_id)


async def list_formulas(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> Page[PriceFormula]:
    return await PriceFormulaRepository(db, ctx).page(query)


async def draft_versions(
    db: AsyncSession, ctx: RequestContext, found: PriceFormula
) -> list[PriceFormulaVersion]:
    """Drafts newer than the live version, oldest first."""
    drafts = await PriceFormulaVersionRepository(db, ctx).in_statuses(found.id, frozenset({DRAFT}))
    return [draft for draft in drafts if draft.version > found.live_version]


async def update_formula(
    db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID, body: PriceFormulaUpdate
) -> PriceFormula:
    """The version advances (and locks the row) before the merge, so that the merge base is
    what the previous writer committed; a 422 afterwards rolls the advance back."""
    found = await PriceFormulaRepository(db, ctx).get(formula_id)
    versioned = bool(body.model_fields_set & set(VERSIONED))
    if body.save_as_draft and not versioned:
        raise ValidationFailed(
            "save_as_draft parks a new expression or variables: send one of them",
            field=("save_as_draft",),
        )
    await advance_version(db, found, body.expected_version, step=1 if versioned else 0)
    await db.refresh(found)
    checked = None
    if versioned:
        checked = compiled(
            body.expression if body.expression is not None else found.expression,
            [v.model_dump() for v in body.variables]
            if body.variables is not None
            else found.variables,
        )
    if body.name is not None:
        found.name = body.name
    if checked is not None:
        version = _new_version(db, ctx, found, checked)
        await db.flush()
        if body.save_as_draft:
            _emit(db, ctx, "version_drafted", found)
        else:
            await _publish(db, ctx, found, version)
    else:
        _emit(db, ctx, "updated", found)
    await db.flush()
    return found


async def _publish(
    db: AsyncSession, ctx: RequestContext, found: PriceFormula, version: PriceFormulaVersion
) -> None:
    """Make `version` the head: the published one it replaces is superseded, older drafts are
    discarded."""
    now = clock.wall_now()
    versions = PriceFormulaVersionRepository(db, ctx)
    for other in await versions.in_statuses(found.id, frozenset({DRAFT, PUBLISHED})):
        if other.id == version.id:
            continue
        if other.status == PUBLISHED or other.version < version.version:
            _archive(other, SUPERSEDED if other.status == PUBLISHED else DISCARDED, now)
    VERSION.move(version, PUBLISHED)
    version.published_at = now
    found.expression, found.variables = version.expression, version.variables
    found.live_version = version.version
    await db.flush()
    _emit(db, ctx, "published", found)


def _archive(version: PriceFormulaVersion, reason: str, now: datetime) -> None:
    VERSION.move(version, ARCHIVED)
    version.archived_reason, version.archived_at = reason, now


async def publish(db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID) -> PriceFormula:
    """Publish the newest draft version now."""
    found = await PriceFormulaRepository(db, ctx).get(formula_id, for_update=True)
    drafts = await draft_versions(db, ctx, found)
    if not drafts:
        raise InvalidState("the price formula has no draft version to publish")
    await _publish(db, ctx, found, drafts[-1])
    return found


async def delete_formula(db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID) -> None:
    """Soft delete; refused (409 REFERENCED) while an active rate-table version uses it."""
    found = await PriceFormulaRepository(db, ctx).get(formula_id, for_update=True)
    in_use = await referrers.usage_count(db, ctx, found.id, None)
    if in_use:
        raise Referenced(
            f"the price formula is referenced by {in_use} active rate-table version(s)",
            extra={"usage_count": in_use},
        )
    now = clock.wall_now()
    found.deleted_at = now
    for draft in await draft_versions(db, ctx, found):
        _archive(draft, DISCARDED, now)
    await db.flush()
    _emit(db, ctx, "deleted", found)


async def evaluate(
    db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID, body: EvaluateIn
) -> Evaluation:
    """A dry run of the live version (or `body.version`): nothing is written."""
    found = await PriceFormulaRepository(db, ctx).get(formula_id)
    number = body.version or found.live_version
    version = await PriceFormulaVersionRepository(db, ctx).numbered(found.id, number)
    if version is None:
        raise NotFound(f"price formula {formula_id} has no version {number}")
    checked = compiled(version.expression, version.variables)
    try:
        inputs = formula.bind(checked, body.variables, body.cost)
        return Evaluation(number, formula.run(checked, inputs), inputs, checked)
    except formula.FormulaProblem as problem:
        raise _invalid(problem) from None
