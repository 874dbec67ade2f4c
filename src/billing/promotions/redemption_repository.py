"""SQL of redemptions: the caps (one conditional UPDATE each), a customer's standing with a
promotion, the redemption lists, and what redeem needs to know of a customer.

Lock order, so that concurrent redeems never deadlock: the promotion row first (the global cap's
UPDATE, which every redeem of the promotion makes), then the customer's standing row.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import func, or_, select, update
from sqlalchemy.dialects import postgresql, sqlite

from billing.models.invoice import Invoice
from billing.models.promotions import Promotion, PromotionCustomer, PromotionRedemption
from billing.models.tags import Tagging
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository
from billing.promotions.referrers import Referrer
from billing.promotions.states import ACTIVE, EXPIRED, LIVE_REDEMPTION, REDEMPTION_STATUSES

REDEMPTION_FILTERS = FilterSpec(
    {
        "status": Field(
            PromotionRedemption.status, choices=frozenset(REDEMPTION_STATUSES), countable=True
        )
    }
)
UNINVOICED = ("draft", "void")
"""Invoice statuses that do not make a purchase (for `first_purchase`)."""


class RedemptionRepository(WorkspaceRepository[PromotionRedemption]):
    model = PromotionRedemption

    async def take_promotion_slot(self, promotion_id: uuid.UUID) -> bool:
        """Count one more redemption on an active promotion, unless `max_redemptions` is
        reached or the budget is spent: one conditional UPDATE, so that no concurrency lets
        more through than the cap. False when nothing was counted."""
        stmt = (
            update(Promotion)
            .where(
                *self.scope(Promotion),
                Promotion.id == promotion_id,
                Promotion.status == ACTIVE,
                Promotion.deleted_at.is_(None),
                or_(
                    Promotion.max_redemptions.is_(None),
                    Promotion.redemption_count < Promotion.max_redemptions,
                ),
                or_(
                    Promotion.max_budget.is_(None),
                    Promotion.budget_spent < Promotion.max_budget,
                ),
            )
            .values(redemption_count=Promotion.redemption_count + 1)
            .returning(Promotion.id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.execute(stmt)).first() is not None

    async def ensure_standing(self, promotion_id: uuid.UUID, customer_id: uuid.UUID) -> None:
        """The customer's standing row, created if missing (a concurrent creator wins quietly)."""
        await self.ensure_standings(promotion_id, [customer_id])

    async def ensure_standings(
        self, promotion_id: uuid.UUID, customer_ids: Iterable[uuid.UUID]
    ) -> None:
        """The customers' standing rows, created if missing, in one statement (in id order, so
        that two batches inserting the same customers do not deadlock)."""
        dialect = self.session.get_bind().dialect.name
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        rows = [
            {
                "id": uuid.uuid4(),
                "organization_id": self.ctx.organization_id,
                "workspace_id": self.ctx.workspace_id,
                "promotion_id": promotion_id,
                "customer_id": customer_id,
                "redemption_count": 0,
                "blocked": False,
                "opted_out": False,
            }
            for customer_id in sorted(set(customer_ids), key=str)
        ]
        if not rows:
            return
        stmt = (
            insert(PromotionCustomer)
            .values(rows)
            .on_conflict_do_nothing(index_elements=["promotion_id", "customer_id"])
        )
        await self.session.execute(stmt)

    async def take_customer_slot(
        self, promotion_id: uuid.UUID, customer_id: uuid.UUID, cap: int | None
    ) -> bool:
        """Count one more redemption of the customer unless they are blocked or at the
        per-customer cap (one conditional UPDATE); a redemption also ends an opt-out."""
        stmt = (
            update(PromotionCustomer)
            .where(
                *self.scope(PromotionCustomer),
                PromotionCustomer.promotion_id == promotion_id,
                PromotionCustomer.customer_id == customer_id,
                PromotionCustomer.blocked.is_(False),
            )
            .values(redemption_count=PromotionCustomer.redemption_count + 1, opted_out=False)
            .returning(PromotionCustomer.id)
            .execution_options(synchronize_session=False)
        )
        if cap is not None:
            stmt = stmt.where(PromotionCustomer.redemption_count < cap)
        return (await self.session.execute(stmt)).first() is not None

    async def standing(
        self, promotion_id: uuid.UUID, customer_id: uuid.UUID
    ) -> PromotionCustomer | None:
        stmt = select(PromotionCustomer).where(
            *self.scope(PromotionCustomer),
            PromotionCustomer.promotion_id == promotion_id,
            PromotionCustomer.customer_id == customer_id,
        )
        found: PromotionCustomer | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def standings(
        self, promotion_id: uuid.UUID, customer_ids: Iterable[uuid.UUID]
    ) -> dict[uuid.UUID, PromotionCustomer]:
        stmt = select(PromotionCustomer).where(
            *self.scope(PromotionCustomer),
            PromotionCustomer.promotion_id == promotion_id,
            PromotionCustomer.customer_id.in_(set(customer_ids)),
        )
        return {row.customer_id: row for row in (await self.session.scalars(stmt)).all()}

    async def set_standing(
        self, promotion_id: uuid.UUID, customer_id: uuid.UUID, **values: bool
    ) -> None:
        await self.ensure_standing(promotion_id, customer_id)
        stmt = (
            update(PromotionCustomer)
            .where(
                *self.scope(PromotionCustomer),
                PromotionCustomer.promotion_id == promotion_id,
                PromotionCustomer.customer_id == customer_id,
            )
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        await self.session.execute(stmt)

    async def of_promotion(
        self, promotion_id: uuid.UUID, redemption_id: uuid.UUID, *, for_update: bool = False
    ) -> PromotionRedemption | None:
        stmt = self.scoped().where(
            PromotionRedemption.promotion_id == promotion_id,
            PromotionRedemption.id == redemption_id,
        )
        if for_update:
            stmt = stmt.with_for_update()
        found: PromotionRedemption | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def any_revoked(
        self, promotion_id: uuid.UUID, customer_id: uuid.UUID, *, other_than: uuid.UUID
    ) -> bool:
        stmt = self.scoped().where(
            PromotionRedemption.promotion_id == promotion_id,
            PromotionRedemption.customer_id == customer_id,
            PromotionRedemption.status == "revoked",
            PromotionRedemption.id != other_than,
        )
        return bool(await self.session.scalar(select(stmt.exists())))

    async def live_customers(
        self, promotion_id: uuid.UUID, customer_ids: Iterable[uuid.UUID]
    ) -> set[uuid.UUID]:
        """Those of the customers who hold a live (active, pending, dormant) redemption."""
        stmt = (
            select(PromotionRedemption.customer_id)
            .where(
                *self.tenant_filter(),
                PromotionRedemption.promotion_id == promotion_id,
                PromotionRedemption.customer_id.in_(set(customer_ids)),
                PromotionRedemption.status.in_(LIVE_REDEMPTION),
            )
            .distinct()
        )
        return set((await self.session.scalars(stmt)).all())

    async def expire_live(self, promotion_id: uuid.UUID, at: datetime) -> int:
        """Every live redemption of the promotion becomes `expired`; returns how many."""
        stmt = (
            update(PromotionRedemption)
            .where(
                *self.tenant_filter(),
                PromotionRedemption.promotion_id == promotion_id,
                PromotionRedemption.status.in_(LIVE_REDEMPTION),
            )
            .values(status=EXPIRED, expired_at=at)
            .execution_options(synchronize_session=False)
        )
        result: Any = await self.session.execute(stmt)
        return int(result.rowcount or 0)

    async def page_of_promotion(
        self, promotion_id: uuid.UUID, query: ListQuery
    ) -> Page[PromotionRedemption]:
        stmt = self.scoped().where(PromotionRedemption.promotion_id == promotion_id)
        return await self._page(stmt, query)

    async def page_of_customer(
        self, customer_id: uuid.UUID, query: ListQuery
    ) -> Page[PromotionRedemption]:
        stmt = self.scoped().where(PromotionRedemption.customer_id == customer_id)
        return await self._page(stmt, query)

    async def _page(self, stmt: Any, query: ListQuery) -> Page[PromotionRedemption]:
        """Newest first."""
        keys = (PromotionRedemption.created_at, PromotionRedemption.id)
        return await fetch_page(self.session, stmt, query, keys=keys)

    async def count_pinning(self, promotion_id: uuid.UUID, version: int | None) -> int:
        """Redemptions pinned to the version (to any version when None)."""
        stmt = select(func.count()).where(
            *self.tenant_filter(), PromotionRedemption.promotion_id == promotion_id
        )
        if version is not None:
            stmt = stmt.where(PromotionRedemption.version == version)
        return int(await self.session.scalar(stmt) or 0)

    async def pinning(
        self, promotion_id: uuid.UUID, version: int, limit: int, offset: int
    ) -> list[Referrer]:
        """Oldest first."""
        stmt = (
            select(PromotionRedemption.id, PromotionRedemption.created_at)
            .where(
                *self.tenant_filter(),
                PromotionRedemption.promotion_id == promotion_id,
                PromotionRedemption.version == version,
            )
            .order_by(PromotionRedemption.created_at, PromotionRedemption.id)
            .limit(limit)
            .offset(offset)
        )
        rows = (await self.session.execute(stmt)).all()
        return [Referrer("redemption", row.id, row.created_at) for row in rows]


class CustomerFactsRepository(WorkspaceRepository[Tagging]):
    """What conditions and audiences ask of customers that no other domain's service answers
    yet: their CUSTOMER tags and whether they were ever invoiced (read from the tables)."""

    model = Tagging

    async def tag_ids(self, customer_id: uuid.UUID) -> frozenset[uuid.UUID]:
        stmt = select(Tagging.tag_id).where(
            *self.tenant_filter(),
            Tagging.entity_type == "CUSTOMER",
            Tagging.entity_id == customer_id,
        )
        return frozenset((await self.session.scalars(stmt)).all())

    async def tagged_with_any(self, tag_ids: Iterable[uuid.UUID]) -> set[uuid.UUID]:
        wanted = set(tag_ids)
        if not wanted:
            return set()
        stmt = select(Tagging.entity_id).where(
            *self.tenant_filter(),
            Tagging.entity_type == "CUSTOMER",
            Tagging.tag_id.in_(wanted),
        )
        return set((await self.session.scalars(stmt)).all())

    async def invoiced_before(self, customer_id: uuid.UUID) -> bool:
        stmt = select(Invoice.id).where(
            *self.scope(Invoice),
            Invoice.customer_id == customer_id,
            Invoice.status.not_in(UNINVOICED),
        )
        return bool(await self.session.scalar(select(stmt.exists())))
