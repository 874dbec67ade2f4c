"""SQL of the promotions engine: the candidates of many customers in a few set-based reads,
the budget lock and consumption (conditional UPDATEs), and the ledger of applied benefits.

Budget lock order: promotions in id order, so that concurrent finalizations never deadlock.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    ColumnElement,
    ColumnExpressionArgument,
    Select,
    and_,
    exists,
    func,
    insert,
    or_,
    select,
    update,
)

from billing.models.catalog import Plan
from billing.models.invoice import Invoice
from billing.models.promotion_benefits import InvoicePromotionBenefit
from billing.models.promotions import Promotion, PromotionRedemption, PromotionVersion
from billing.models.subscription import Subscription
from billing.models.tags import Tagging
from billing.platform.repository import WorkspaceRepository
from billing.promotions.referrers import Referrer
from billing.promotions.states import ACTIVE, LIVE_REDEMPTION

AUTO_APPLY = "AUTO_APPLY"
UNINVOICED = ("draft", "void")


Redeemed = tuple[PromotionRedemption, Promotion, PromotionVersion | None]
"""A live redemption, its promotion and the version it pins."""


@dataclass(frozen=True)
class SubscriptionSchedule:
    subscription_id: uuid.UUID
    plan_id: uuid.UUID
    anchor: datetime
    interval: str
    interval_count: int


class BenefitRepository(WorkspaceRepository[InvoicePromotionBenefit]):
    model = InvoicePromotionBenefit

    async def candidates(
        self, customer_ids: Iterable[uuid.UUID]
    ) -> tuple[list[Redeemed], list[Promotion]]:
        """The live redemptions of the customers on active promotions, with the promotion and
        the version the redemption pins, and the active AUTO_APPLY promotions: one statement,
        built once per tenant, that answers no row when the customers have nothing to find."""
        stmt = self.prebuilt("candidates", self._candidates_statement)
        rows = (await self.session.execute(stmt, {"customer_ids": list(set(customer_ids))})).all()
        redeemed: list[Redeemed] = []
        auto: dict[uuid.UUID, Promotion] = {}
        for promotion, redemption, version in rows:
            if redemption is not None:
                redeemed.append((redemption, promotion, version))
            if promotion.distribution == AUTO_APPLY:
                auto.setdefault(promotion.id, promotion)
        return redeemed, list(auto.values())

    def _candidates_statement(self) -> Select[Promotion, PromotionRedemption, PromotionVersion]:
        """Each active promotion joined to the customers' live redemptions of it (and their
        pinned versions); kept when it has one or is AUTO_APPLY."""
        customers = self.one_of(PromotionRedemption.customer_id, "customer_ids")
        return (
            select(Promotion, PromotionRedemption, PromotionVersion)
            .select_from(Promotion)
            .outerjoin(PromotionRedemption, and_(*self._live_redemption(customers)))
            .outerjoin(
                PromotionVersion,
                and_(
                    PromotionVersion.promotion_id == PromotionRedemption.promotion_id,
                    PromotionVersion.version == PromotionRedemption.version,
                ),
            )
            .where(
                *self._active_promotion(),
                or_(Promotion.distribution == AUTO_APPLY, PromotionRedemption.id.is_not(None)),
            )
        )

    def could_find(self, customer_id: ColumnExpressionArgument[uuid.UUID]) -> ColumnElement[bool]:
        """SQL: whether `candidates` would answer a row for the customer (the column of an
        enclosing statement): an active promotion that is AUTO_APPLY or that the customer holds
        a live redemption of. The predicates are `candidates`' own, so the two never differ."""
        held = (
            exists()
            .where(*self._live_redemption(PromotionRedemption.customer_id == customer_id))
            .correlate_except(PromotionRedemption)
        )
        return (
            exists()
            .where(*self._active_promotion(), or_(Promotion.distribution == AUTO_APPLY, held))
            .correlate_except(Promotion)
        )

    def _active_promotion(self) -> list[ColumnElement[bool]]:
        return [*self.scope(Promotion), Promotion.status == ACTIVE, Promotion.deleted_at.is_(None)]

    def _live_redemption(self, customers: ColumnElement[bool]) -> list[ColumnElement[bool]]:
        """A live redemption of `Promotion` by the `customers`. The statuses are compared one
        by one rather than with IN: a list bound to IN is rendered into the statement's text at
        every run, and the statements that carry `could_find` run on every draft and
        finalization."""
        return [
            PromotionRedemption.promotion_id == Promotion.id,
            *self.scope(PromotionRedemption),
            customers,
            or_(*(PromotionRedemption.status == status for status in sorted(LIVE_REDEMPTION))),
        ]

    async def active(self) -> list[Promotion]:
        stmt = select(Promotion).where(
            *self.scope(Promotion), Promotion.status == ACTIVE, Promotion.deleted_at.is_(None)
        )
        return list((await self.session.scalars(stmt)).all())

    async def promotions(self, promotion_ids: Iterable[uuid.UUID]) -> list[Promotion]:
        stmt = select(Promotion).where(
            *self.scope(Promotion),
            Promotion.id.in_(set(promotion_ids)),
            Promotion.deleted_at.is_(None),
        )
        return list((await self.session.scalars(stmt)).all())

    async def customer_tags(
        self, customer_ids: Iterable[uuid.UUID]
    ) -> dict[uuid.UUID, frozenset[uuid.UUID]]:
        wanted = set(customer_ids)
        stmt = select(Tagging.entity_id, Tagging.tag_id).where(
            *self.scope(Tagging),
            Tagging.entity_type == "CUSTOMER",
            Tagging.entity_id.in_(wanted),
        )
        found: dict[uuid.UUID, set[uuid.UUID]] = {customer_id: set() for customer_id in wanted}
        for entity_id, tag_id in (await self.session.execute(stmt)).all():
            found[entity_id].add(tag_id)
        return {customer_id: frozenset(tags) for customer_id, tags in found.items()}

    async def invoiced(self, customer_ids: Iterable[uuid.UUID]) -> set[uuid.UUID]:
        """Those of the customers with an invoice that is neither a draft nor void."""
        stmt = (
            select(Invoice.customer_id)
            .where(
                *self.scope(Invoice),
                Invoice.customer_id.in_(set(customer_ids)),
                Invoice.status.not_in(UNINVOICED),
            )
            .distinct()
        )
        return set((await self.session.scalars(stmt)).all())

    async def schedules(
        self, customer_ids: Iterable[uuid.UUID]
    ) -> dict[uuid.UUID, SubscriptionSchedule]:
        """The billing calendar of every subscription of the customers, by subscription id."""
        stmt = (
            select(
                Subscription.id,
                Subscription.plan_id,
                Subscription.billing_anchor,
                Plan.interval,
                Plan.interval_count,
            )
            .join(Plan, Plan.id == Subscription.plan_id)
            .where(*self.scope(Subscription), Subscription.customer_id.in_(set(customer_ids)))
        )
        return {
            row.id: SubscriptionSchedule(
                row.id, row.plan_id, row.billing_anchor, row.interval, row.interval_count
            )
            for row in (await self.session.execute(stmt)).all()
        }

    async def lock_budgets(self, promotion_ids: Iterable[uuid.UUID]) -> dict[uuid.UUID, int]:
        """Lock each budgeted promotion's row (id order) and answer what its budget has left.

        The no-op UPDATE takes the row lock on both databases and, on PostgreSQL, re-reads the
        row once a concurrent finalization commits: what it answers is what is left."""
        left: dict[uuid.UUID, int] = {}
        for promotion_id in sorted(set(promotion_ids), key=str):
            stmt = (
                update(Promotion)
                .where(
                    *self.scope(Promotion),
                    Promotion.id == promotion_id,
                    Promotion.max_budget.is_not(None),
                )
                .values(budget_spent=Promotion.budget_spent)
                .returning(Promotion.max_budget - Promotion.budget_spent)
                .execution_options(synchronize_session=False)
            )
            remaining = (await self.session.execute(stmt)).scalar_one_or_none()
            if remaining is not None:
                left[promotion_id] = max(int(remaining), 0)
        return left

    async def consume(self, promotion_id: uuid.UUID, amount: int) -> bool:
        """Add `amount` to what the budget spent unless that would overspend it: one
        conditional UPDATE. False when nothing was consumed."""
        stmt = (
            update(Promotion)
            .where(
                *self.scope(Promotion),
                Promotion.id == promotion_id,
                Promotion.budget_spent + amount <= Promotion.max_budget,
            )
            .values(budget_spent=Promotion.budget_spent + amount)
            .returning(Promotion.id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.execute(stmt)).first() is not None

    async def record(self, rows: Sequence[dict[str, Any]]) -> None:
        """The benefits of issued invoices, in one bulk insert."""
        if not rows:
            return
        stamped = [
            {
                **row,
                "id": uuid.uuid4(),
                "organization_id": self.ctx.organization_id,
                "workspace_id": self.ctx.workspace_id,
            }
            for row in rows
        ]
        await self.session.execute(insert(InvoicePromotionBenefit), stamped)

    async def set_status(
        self,
        redemption_ids: Iterable[uuid.UUID],
        status: str,
        from_statuses: Iterable[str],
        at: datetime,
    ) -> None:
        ids = set(redemption_ids)
        if not ids:
            return
        values: dict[str, Any] = {"status": status}
        if status == "expired":
            values["expired_at"] = at
        stmt = (
            update(PromotionRedemption)
            .where(
                *self.scope(PromotionRedemption),
                PromotionRedemption.id.in_(ids),
                PromotionRedemption.status.in_(set(from_statuses)),
            )
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        await self.session.execute(stmt)

    async def given(self, redemption_id: uuid.UUID) -> dict[str, int]:
        """Minor units per currency that issued invoices took off for the redemption."""
        stmt = (
            select(InvoicePromotionBenefit.currency, func.sum(InvoicePromotionBenefit.discount))
            .join(Invoice, Invoice.id == InvoicePromotionBenefit.invoice_id)
            .where(
                *self.tenant_filter(),
                InvoicePromotionBenefit.redemption_id == redemption_id,
                Invoice.status != "void",
            )
            .group_by(InvoicePromotionBenefit.currency)
        )
        rows = (await self.session.execute(stmt)).all()
        return {currency: int(total) for currency, total in rows if total}

    async def count_pinning(self, promotion_id: uuid.UUID, version: int | None) -> int:
        """Invoices that received a benefit of the version (of any version when None)."""
        stmt = select(func.count(func.distinct(InvoicePromotionBenefit.invoice_id))).where(
            *self.tenant_filter(), InvoicePromotionBenefit.promotion_id == promotion_id
        )
        if version is not None:
            stmt = stmt.where(InvoicePromotionBenefit.version == version)
        return int(await self.session.scalar(stmt) or 0)

    async def pinning(
        self, promotion_id: uuid.UUID, version: int, limit: int, offset: int
    ) -> list[Referrer]:
        """Oldest first."""
        stmt = (
            select(
                InvoicePromotionBenefit.invoice_id,
                func.min(InvoicePromotionBenefit.created_at).label("first"),
            )
            .where(
                *self.tenant_filter(),
                InvoicePromotionBenefit.promotion_id == promotion_id,
                InvoicePromotionBenefit.version == version,
            )
            .group_by(InvoicePromotionBenefit.invoice_id)
            .order_by("first", InvoicePromotionBenefit.invoice_id)
            .limit(limit)
            .offset(offset)
        )
        rows = (await self.session.execute(stmt)).all()
        return [Referrer("invoice", row[0], row[1]) for row in rows]
