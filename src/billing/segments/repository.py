"""SQL of the segments domain: segments, and the customers a selector matches."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    ColumnElement,
    Select,
    and_,
    exists,
    false,
    func,
    not_,
    or_,
    select,
    true,
    type_coerce,
)

from billing.models.customer import Customer
from billing.models.segment import Segment
from billing.models.tags import Tag, Tagging
from billing.platform.filters import Field, FilterSpec, compare
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import OrganizationRepository, WorkspaceRepository

SEGMENT_FILTERS = FilterSpec(
    {
        "name": Field(Segment.name, ops=frozenset({"eq", "contains"})),
        "created_at": Field(
            Segment.created_at, kind="datetime", ops=frozenset({"eq", "gt", "gte", "lt", "lte"})
        ),
    }
)
MEMBER_FILTERS = FilterSpec({})


class SegmentRepository(WorkspaceRepository[Segment]):
    model = Segment

    def scoped(self) -> Select[Any]:
        return super().scoped().where(Segment.deleted_at.is_(None))

    async def page(self, query: ListQuery) -> Page[Segment]:
        return await fetch_page(
            self.session, self.scoped(), query, keys=(Segment.created_at, Segment.id)
        )


class CustomerTagRepository(OrganizationRepository[Tag]):
    """Which of some tag ids are live CUSTOMER tags of the organization."""

    model = Tag

    async def existing_customer_tags(self, tag_ids: set[uuid.UUID]) -> set[uuid.UUID]:
        if not tag_ids:
            return set()
        stmt = select(Tag.id).where(
            *self.tenant_filter(),
            Tag.id.in_(list(tag_ids)),
            Tag.entity_type == "CUSTOMER",
            Tag.deleted_at.is_(None),
        )
        return set((await self.session.scalars(stmt)).all())


def _tagged(tag_id: str) -> ColumnElement[bool]:
    return exists().where(
        Tagging.entity_type == "CUSTOMER",
        Tagging.entity_id == Customer.id,
        Tagging.tag_id == uuid.UUID(tag_id),
    )


def rule_clause(rule: dict[str, Any]) -> ColumnElement[bool]:
    """One stored rule as a condition on `customers` (rules were validated on the way in)."""
    field, op, value = rule["field"], rule["op"], rule["value"]
    if field == "tag":
        tagged = [_tagged(tag_id) for tag_id in value]
        if op == "any":
            return or_(*tagged)
        if op == "all":
            return and_(*tagged)
        return not_(or_(*tagged))
    if field == "country":
        return compare(Customer.address_country, op, value)
    if field == "currency":
        return compare(Customer.currency, op, value)
    if field == "created_at":
        return compare(Customer.created_at, op, datetime.fromisoformat(value))
    key = field.removeprefix("metadata.")
    entry = type_coerce(Customer.metadata_, JSON)[key].as_string()
    if op == "exists":
        return entry.is_not(None) if value else entry.is_(None)
    return compare(entry, op, value)


def selector_clause(match: str, rules: list[dict[str, Any]]) -> ColumnElement[bool]:
    """All rules (or any of them); no rules at all selects every customer."""
    if not rules:
        return true()
    clauses = [rule_clause(rule) for rule in rules]
    return and_(*clauses) if match == "all" else or_(*clauses, false())


def any_segment_clause(segments: list[Segment]) -> ColumnElement[bool]:
    """Membership of any of the segments, as a condition on `customers` (none: nobody)."""
    return or_(*(selector_clause(s.match, s.rules) for s in segments), false())


class MemberRepository(WorkspaceRepository[Customer]):
    """The customers of the workspace (not deleted) that a selector matches."""

    model = Customer

    def matching(self, match: str, rules: list[dict[str, Any]]) -> Select[Any]:
        return super().scoped().where(Customer.deleted_at.is_(None), selector_clause(match, rules))

    async def page(
        self, match: str, rules: list[dict[str, Any]], query: ListQuery
    ) -> Page[Customer]:
        return await fetch_page(
            self.session,
            self.matching(match, rules),
            query,
            keys=(Customer.created_at, Customer.id),
        )

    async def count(self, match: str, rules: list[dict[str, Any]]) -> int:
        subquery = self.matching(match, rules).subquery()
        return int(await self.session.scalar(select(func.count()).select_from(subquery)) or 0)

    async def sample(self, match: str, rules: list[dict[str, Any]], limit: int) -> list[Customer]:
        stmt = self.matching(match, rules).order_by(Customer.created_at.desc(), Customer.id.desc())
        return list((await self.session.scalars(stmt.limit(limit))).all())

    async def contains(
        self, match: str, rules: list[dict[str, Any]], customer_id: uuid.UUID
    ) -> bool:
        stmt = self.matching(match, rules).where(Customer.id == customer_id)
        return bool(await self.session.scalar(select(stmt.exists())))

    async def among(
        self, match: str, rules: list[dict[str, Any]], customer_ids: Iterable[uuid.UUID]
    ) -> set[uuid.UUID]:
        """Those of the customers that the selector matches (one query for many customers)."""
        stmt = self.matching(match, rules).where(Customer.id.in_(set(customer_ids)))
        return {customer.id for customer in (await self.session.scalars(stmt)).all()}
