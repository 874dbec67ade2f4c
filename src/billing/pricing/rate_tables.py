"""Rate tables: versions on a timeline (`effective_from`) of tiers rated by fixed decimals or
by pinned price-formula versions; the referrer source of formula versions.

A new version takes effect after every earlier one (the timeline only grows at its end), so
the version in force at an instant is the latest one whose `effective_from` is not after it. A
version is `scheduled` before it takes effect, `active` while in force and `superseded` once a
later one is. A formula version a tier pins must be published (or superseded: pinning keeps it
billable), and the formula must give a rate of zero or more with the tier's bindings: that is
checked when the version is created, so rating never fails on it.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.pricing import PriceFormulaVersion
from billing.models.rate_tables import RateTable, RateTableFormulaRef, RateTableVersion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, FieldPath, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.pricing import formula, rating, referrers
from billing.pricing.rate_table_repository import (
    RateTableFormulaRefRepository,
    RateTableRepository,
    RateTableVersionRepository,
)
from billing.pricing.rate_table_schemas import (
    RateTableCreate,
    RateTableVersionCreate,
    RateTierIn,
)
from billing.pricing.repository import PriceFormulaRepository, PriceFormulaVersionRepository
from billing.pricing.states import DISCARDED, DRAFT

SCHEDULED, ACTIVE, SUPERSEDED = "scheduled", "active", "superseded"


@dataclass(frozen=True)
class VersionView:
    version: RateTableVersion
    status: str
    effective_until: datetime | None


@dataclass(frozen=True)
class TableView:
    table: RateTable
    versions: list[VersionView]

    @property
    def active(self) -> VersionView | None:
        return next((v for v in self.versions if v.status == ACTIVE), None)


def in_force(versions: Sequence[RateTableVersion], moment: datetime) -> RateTableVersion | None:
    """The version of a timeline (oldest first) in force at `moment`."""
    found = None
    for version in versions:
        if version.effective_from <= moment:
            found = version
    return found


def _views(versions: Sequence[RateTableVersion], now: datetime) -> list[VersionView]:
    current = in_force(versions, now)
    found = []
    for index, version in enumerate(versions):
        until = versions[index + 1].effective_from if index + 1 < len(versions) else None
        if version.effective_from > now:
            status = SCHEDULED
        else:
            status = ACTIVE if current is not None and version.id == current.id else SUPERSEDED
        found.append(VersionView(version, status, until))
    return found


async def views(
    db: AsyncSession, ctx: RequestContext, tables: Sequence[RateTable]
) -> list[TableView]:
    """Each table with its versions, in one query."""
    now = await clock.earliest_now(db, ctx)
    by_table = await RateTableVersionRepository(db, ctx).of_tables([t.id for t in tables])
    return [TableView(table, _views(by_table[table.id], now)) for table in tables]


async def get_table(db: AsyncSession, ctx: RequestContext, table_id: uuid.UUID) -> TableView:
    table = await RateTableRepository(db, ctx).get(table_id)
    return (await views(db, ctx, [table]))[0]


async def list_tables(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> tuple[Page[RateTable], list[TableView]]:
    page = await RateTableRepository(db, ctx).page(query)
    return page, await views(db, ctx, page.items)


async def create_table(db: AsyncSession, ctx: RequestContext, body: RateTableCreate) -> TableView:
    """A table and its version 1 (in effect from `effective_from`, default now)."""
    tiers, pinned = await _checked_tiers(db, ctx, body.tiers)
    table = RateTableRepository(db, ctx).add(
        RateTable(name=body.name, currency=body.currency, latest_version=1)
    )
    await db.flush()
    effective_from = body.effective_from or await clock.earliest_now(db, ctx)
    await _add_version(db, ctx, table, 1, body.mode, tiers, pinned, effective_from)
    await db.flush()
    return await get_table(db, ctx, table.id)


async def add_version(
    db: AsyncSession, ctx: RequestContext, table_id: uuid.UUID, body: RateTableVersionCreate
) -> TableView:
    """The next version, taking effect after every earlier one (default now)."""
    table = await RateTableRepository(db, ctx).get(table_id, for_update=True)
    versions = (await RateTableVersionRepository(db, ctx).of_tables([table.id]))[table.id]
    latest = versions[-1].effective_from
    effective_from = body.effective_from or await clock.earliest_now(db, ctx)
    if effective_from <= latest:
        raise ValidationFailed(
            f"must be after {latest.isoformat()}, when version {versions[-1].version} takes effect",
            field=("effective_from",),
        )
    tiers, pinned = await _checked_tiers(db, ctx, body.tiers)
    table.latest_version += 1
    await _add_version(
        db, ctx, table, table.latest_version, body.mode, tiers, pinned, effective_from
    )
    await db.flush()
    return await get_table(db, ctx, table.id)


async def _add_version(
    db: AsyncSession,
    ctx: RequestContext,
    table: RateTable,
    number: int,
    mode: str,
    tiers: Sequence[rating.Tier],
    pinned: set[tuple[uuid.UUID, int]],
    effective_from: datetime,
) -> RateTableVersion:
    version = RateTableVersionRepository(db, ctx).add(
        RateTableVersion(
            id=uuid.uuid4(),
            rate_table_id=table.id,
            version=number,
            mode=mode,
            tiers=rating.tiers_to_json(tiers),
            effective_from=effective_from,
        )
    )
    await db.flush()
    refs = RateTableFormulaRefRepository(db, ctx)
    for formula_id, formula_version in sorted(pinned):
        refs.add(
            RateTableFormulaRef(
                version_id=version.id,
                rate_table_id=table.id,
                formula_id=formula_id,
                formula_version=formula_version,
                effective_from=effective_from,
            )
        )
    emit_event(
        db,
        ctx,
        "rate_table.version_created",
        {"version": number, "effective_from": effective_from.isoformat()},
        resource_type="rate_table",
        resource_id=table.id,
    )
    return version


def _bounds(tiers: Sequence[RateTierIn]) -> list[FieldError]:
    problems = [
        FieldError(("tiers", index, "up_to"), detail)
        for index, detail in rating.bound_problems([tier.up_to for tier in tiers])
    ]
    for index, tier in enumerate(tiers):
        at: FieldPath = ("tiers", index)
        if (tier.unit_amount is None) == (tier.formula is None):
            problems.append(FieldError(at, "give exactly one of unit_amount and formula"))
        elif tier.unit_amount is not None and tier.unit_amount < 0:
            problems.append(FieldError((*at, "unit_amount"), "must not be negative"))
    return problems


async def _checked_tiers(
    db: AsyncSession, ctx: RequestContext, tiers: Sequence[RateTierIn]
) -> tuple[list[rating.Tier], set[tuple[uuid.UUID, int]]]:
    """The tiers and the formula versions they pin, or 422 at the first tier field at fault."""
    problems = _bounds(tiers)
    if problems:
        raise ValidationFailed(problems[0].detail, errors=problems)
    refs = {(t.formula.formula_id, t.formula.version) for t in tiers if t.formula is not None}
    heads = await PriceFormulaRepository(db, ctx).many({formula_id for formula_id, _ in refs})
    found = await PriceFormulaVersionRepository(db, ctx).of_pairs(refs)
    checked = []
    for index, tier in enumerate(tiers):
        ref = tier.formula
        if ref is None:
            checked.append(rating.Tier(tier.up_to, tier.unit_amount, None))
            continue
        at: FieldPath = ("tiers", index, "formula")
        if ref.formula_id not in heads:
            raise ValidationFailed(
                "no such price formula in this workspace", field=(*at, "formula_id")
            )
        version = _billable(found.get((ref.formula_id, ref.version)), ref.version, at)
        rate = rating.FormulaRate(str(ref.formula_id), ref.version, ref.variables, ref.cost)
        compiled = formula.compile_formula(version.expression, version.variables)
        try:
            rating.formula_rate(compiled, rate)
        except rating.RateProblem as problem:
            raise ValidationFailed(problem.detail, field=(*at, *problem.field)) from None
        checked.append(rating.Tier(tier.up_to, None, rate))
    return checked, refs


def _billable(
    version: PriceFormulaVersion | None, number: int, at: FieldPath
) -> PriceFormulaVersion:
    if version is None:
        raise ValidationFailed(f"the formula has no version {number}", field=(*at, "version"))
    if version.status == DRAFT or version.archived_reason == DISCARDED:
        raise ValidationFailed(
            f"version {number} is a {version.archived_reason or version.status} version; "
            "pin a published one",
            field=(*at, "version"),
        )
    return version


# --- rating ------------------------------------------------------------------------------


async def versions_of(
    db: AsyncSession, ctx: RequestContext, table_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, list[RateTableVersion]]:
    """Each table's timeline, oldest first, in one query."""
    return await RateTableVersionRepository(db, ctx).of_tables(table_ids)


async def get_version(
    db: AsyncSession, ctx: RequestContext, version_id: uuid.UUID
) -> RateTableVersion:
    return await RateTableVersionRepository(db, ctx).get(version_id)


async def resolve(
    db: AsyncSession, ctx: RequestContext, versions: Sequence[RateTableVersion]
) -> dict[uuid.UUID, list[rating.ResolvedTier]]:
    """Each version's tiers with their rates: the formula versions of all of them are read in
    one query and each evaluated with its tier's bindings."""
    tiers = {version.id: rating.tiers_from_json(version.tiers) for version in versions}
    pairs = {
        (uuid.UUID(t.formula.formula_id), t.formula.version)
        for own in tiers.values()
        for t in own
        if t.formula is not None
    }
    found = await PriceFormulaVersionRepository(db, ctx).of_pairs(pairs)
    compiled = {
        pair: formula.compile_formula(v.expression, v.variables) for pair, v in found.items()
    }
    resolved: dict[uuid.UUID, list[rating.ResolvedTier]] = {}
    for version_id, own in tiers.items():
        resolved[version_id] = []
        for tier in own:
            if tier.formula is None:
                assert tier.unit_amount is not None
                resolved[version_id].append(rating.ResolvedTier(tier.up_to, tier.unit_amount))
                continue
            pair = (uuid.UUID(tier.formula.formula_id), tier.formula.version)
            rate, inputs = rating.formula_rate(compiled[pair], tier.formula)
            resolved[version_id].append(rating.ResolvedTier(tier.up_to, rate, tier.formula, inputs))
    return resolved


# --- referrers of formula versions ---------------------------------------------------------


async def _count(
    db: AsyncSession, ctx: RequestContext, formula_id: uuid.UUID, version: int | None
) -> int:
    """A version's referrers: every rate-table version pinning it. Any version's (the delete
    check): only the active and scheduled ones (a superseded version bills no new period)."""
    refs = RateTableFormulaRefRepository(db, ctx)
    if version is not None:
        return await refs.count(formula_id, version, active_at=None)
    return await refs.count(formula_id, None, active_at=await clock.earliest_now(db, ctx))


async def _page(
    db: AsyncSession,
    ctx: RequestContext,
    formula_id: uuid.UUID,
    version: int,
    limit: int,
    offset: int,
) -> list[referrers.Referrer]:
    found = await RateTableFormulaRefRepository(db, ctx).page(formula_id, version, limit, offset)
    return [referrers.Referrer(referrers.RATE_TABLE_VERSION, v.id, v.created_at) for v in found]


referrers.register_referrer_source(
    referrers.RATE_TABLE_VERSION, referrers.ReferrerSource(count=_count, page=_page)
)
