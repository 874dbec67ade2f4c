"""SQL of the promotions domain: promotions (filters, search, derived status), their versions,
and which promotions' conditions name a tag."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from datetime import date
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Select,
    String,
    and_,
    case,
    cast,
    func,
    literal,
    or_,
    select,
)
from sqlalchemy.exc import IntegrityError

from billing.models.promotions import Promotion, PromotionVersion
from billing.platform.filters import Field, FilterSpec, count_by
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page, decode_cursor, encode_cursor
from billing.platform.repository import OrganizationRepository, WorkspaceRepository
from billing.promotions.schemas import ARCHETYPES, DISTRIBUTIONS, STACKING_MODES
from billing.promotions.states import ACTIVE, ARCHIVED, ARCHIVED_REASONS, STATUSES

_MOMENTS = frozenset({"eq", "gt", "gte", "lt", "lte"})
DERIVED_STATUS_PARAM = "derived_status"

PROMOTION_FILTERS = FilterSpec(
    {
        "status": Field(Promotion.status, choices=frozenset(STATUSES), countable=True),
        "archetype": Field(Promotion.archetype, choices=frozenset(ARCHETYPES), countable=True),
        "code": Field(Promotion.code, ops=frozenset({"eq", "contains", "in"})),
        "created_at": Field(Promotion.created_at, kind="datetime", ops=_MOMENTS),
        "updated_at": Field(Promotion.updated_at, kind="datetime", ops=_MOMENTS),
        "distribution": Field(Promotion.distribution, choices=frozenset(DISTRIBUTIONS)),
        "name": Field(Promotion.name, ops=frozenset({"eq", "contains"})),
        "stacking_group": Field(Promotion.stacking_group),
        "stacking_mode": Field(Promotion.stacking_mode, choices=frozenset(STACKING_MODES)),
        "valid_from": Field(Promotion.valid_from, kind="date", ops=_MOMENTS),
        "valid_to": Field(Promotion.valid_to, kind="date", ops=_MOMENTS),
    },
    extra_params=frozenset({DERIVED_STATUS_PARAM}),
)
VERSION_FILTERS = FilterSpec(
    {
        "archived_reason": Field(
            PromotionVersion.archived_reason, choices=frozenset(ARCHIVED_REASONS)
        )
    },
    extra_params=frozenset({"status"}),
)
VERSION_STATUS_PARAM = "status"


def derived_status_clause(today: date) -> ColumnElement[str]:
    """`derived.derived_status` in SQL, for the list filter."""
    return case(
        (Promotion.status != ACTIVE, Promotion.status),
        (and_(Promotion.valid_to.is_not(None), Promotion.valid_to < today), literal("expired")),
        (Promotion.valid_from > today, literal("upcoming")),
        (
            and_(Promotion.max_budget.is_not(None), Promotion.budget_spent >= Promotion.max_budget),
            literal("budget_exhausted"),
        ),
        (
            and_(
                Promotion.max_redemptions.is_not(None),
                Promotion.redemption_count >= Promotion.max_redemptions,
            ),
            literal("cap_reached"),
        ),
        else_=literal("running"),
    )


def _like_escaped(term: str) -> str:
    return term.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def search_rank(term: str) -> ColumnElement[int]:
    """3 for an exact name or code (case-insensitive), 2 for a prefix, 1 for a substring."""
    lowered, escaped = term.lower(), _like_escaped(term)
    name, code = func.lower(Promotion.name), func.lower(func.coalesce(Promotion.code, ""))
    return case(
        (or_(name == lowered, code == lowered), 3),
        (or_(name.like(f"{escaped}%", escape="\\"), code.like(f"{escaped}%", escape="\\")), 2),
        else_=1,
    )


def search_clause(term: str) -> ColumnElement[bool]:
    escaped = f"%{_like_escaped(term)}%"
    return or_(
        func.lower(Promotion.name).like(escaped, escape="\\"),
        func.lower(func.coalesce(Promotion.code, "")).like(escaped, escape="\\"),
    )


class CodeInUse(Exception):
    """Another promotion in use holds the code (found by the unique index under a race)."""


class PromotionRepository(WorkspaceRepository[Promotion]):
    model = Promotion

    def scoped(self) -> Select[Any]:
        return super().scoped().where(Promotion.deleted_at.is_(None))

    async def code_in_use(self, code: str, *, other_than: uuid.UUID | None = None) -> bool:
        stmt = self.scoped().where(Promotion.code_key == code.lower(), Promotion.status != ARCHIVED)
        if other_than is not None:
            stmt = stmt.where(Promotion.id != other_than)
        return (await self.session.execute(select(stmt.exists()))).scalar_one()

    @contextlib.asynccontextmanager
    async def code_clash(self) -> AsyncIterator[None]:
        """Inside, a clash on the unique code index (a concurrent writer took the code after
        `code_in_use` said it was free) raises `CodeInUse`; the request then rolls back."""
        try:
            yield
        except IntegrityError as exc:
            if "code" in str(exc.orig):
                raise CodeInUse from None
            raise

    async def page(
        self, query: ListQuery, today: date, derived_statuses: list[str] | None
    ) -> Page[Promotion]:
        stmt = self.scoped()
        if derived_statuses is not None:
            stmt = stmt.where(derived_status_clause(today).in_(derived_statuses))
        if query.search is None:
            return await fetch_page(
                self.session, stmt, query, keys=(Promotion.created_at, Promotion.id)
            )
        return await self._searched_page(stmt.where(search_clause(query.search)), query)

    async def _searched_page(self, stmt: Select[Any], query: ListQuery) -> Page[Promotion]:
        """Ranked exact, then prefix, then substring; newest first within a rank. The cursor
        carries the rank with the usual (created_at, id)."""
        assert query.search is not None
        filtered = stmt.where(*query.spec.where(query.conditions))
        rank = search_rank(query.search)
        ranked = filtered.add_columns(rank.label("rank"))
        if query.page.cursor is not None:
            after_rank, after_at, after_id = decode_cursor(
                query.page.cursor, query.binding, ("int", "datetime", "uuid")
            )
            ranked = ranked.where(
                or_(
                    rank < after_rank,
                    and_(rank == after_rank, Promotion.created_at < after_at),
                    and_(
                        rank == after_rank,
                        Promotion.created_at == after_at,
                        Promotion.id < after_id,
                    ),
                )
            )
        ordered = ranked.order_by(rank.desc(), Promotion.created_at.desc(), Promotion.id.desc())
        rows = (await self.session.execute(ordered.limit(query.page.limit + 1))).all()
        has_more = len(rows) > query.page.limit
        rows = rows[: query.page.limit]
        cursor = None
        if has_more:
            last, last_rank = rows[-1]
            cursor = encode_cursor([int(last_rank), last.created_at, last.id], query.binding)
        counts = (
            await count_by(self.session, filtered, query.spec, query.counts)
            if query.counts
            else None
        )
        return Page([row[0] for row in rows], cursor, has_more, counts)


class PromotionVersionRepository(WorkspaceRepository[PromotionVersion]):
    model = PromotionVersion

    async def numbered(self, promotion_id: uuid.UUID, version: int) -> PromotionVersion | None:
        stmt = self.scoped().where(
            PromotionVersion.promotion_id == promotion_id, PromotionVersion.version == version
        )
        found: PromotionVersion | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def in_statuses(
        self, promotion_id: uuid.UUID, statuses: frozenset[str]
    ) -> list[PromotionVersion]:
        stmt = self.scoped().where(
            PromotionVersion.promotion_id == promotion_id, PromotionVersion.status.in_(statuses)
        )
        return list((await self.session.scalars(stmt.order_by(PromotionVersion.version))).all())

    async def page(
        self, promotion_id: uuid.UUID, statuses: list[str], query: ListQuery
    ) -> Page[PromotionVersion]:
        """Newest version first."""
        stmt = self.scoped().where(
            PromotionVersion.promotion_id == promotion_id, PromotionVersion.status.in_(statuses)
        )
        return await fetch_page(
            self.session, stmt, query, keys=(PromotionVersion.version,), kinds=("int",)
        )


class TagReferenceRepository(OrganizationRepository[PromotionVersion]):
    """Tags belong to the organization, so every workspace's promotions count."""

    model = PromotionVersion

    async def tag_in_conditions(self, tag_id: uuid.UUID) -> bool:
        """Whether a version in use (not archived, of a promotion neither deleted nor archived)
        names the tag in a `customer_tags` condition. For the tags API: deleting such a tag
        answers 409 REFERENCED."""
        rules = cast(PromotionVersion.rules, String)
        stmt = (
            select(PromotionVersion.id)
            .join(Promotion, Promotion.id == PromotionVersion.promotion_id)
            .where(
                *self.scope(PromotionVersion),
                *self.scope(Promotion),
                PromotionVersion.status != ARCHIVED,
                Promotion.status != ARCHIVED,
                Promotion.deleted_at.is_(None),
                rules.contains('"customer_tags"'),
                rules.contains(str(tag_id)),
            )
            .limit(1)
        )
        return (await self.session.execute(stmt)).first() is not None
