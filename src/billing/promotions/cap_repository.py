"""SQL of the caps of AUTO_APPLY promotions: the slots left (locked when finalizing), the
customers who already hold one, and counting new holders (conditional UPDATEs).

Lock order is the redeem path's: the promotion row first, then the customers' standing rows.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from sqlalchemy import select, update

from billing.models.promotions import Promotion, PromotionCustomer
from billing.platform.repository import WorkspaceRepository
from billing.promotions.redemption_repository import RedemptionRepository

AUTO_APPLY = "AUTO_APPLY"


class CapRepository(WorkspaceRepository[PromotionCustomer]):
    model = PromotionCustomer

    async def slots_left(
        self, promotion_ids: Iterable[uuid.UUID], *, lock: bool
    ) -> dict[uuid.UUID, int]:
        """How many more customers each capped AUTO_APPLY promotion takes (redeemed ones
        are capped at redeem). With `lock`, each row is
        locked in id order by a no-op UPDATE, which on PostgreSQL re-reads the row once a
        concurrent finalization commits (the budget lock's pattern)."""
        wanted = sorted(set(promotion_ids), key=str)
        found: dict[uuid.UUID, int] = {}
        if not wanted:
            return found
        left = Promotion.max_redemptions - Promotion.redemption_count
        if not lock:
            stmt = select(Promotion.id, left).where(
                *self.scope(Promotion),
                Promotion.id.in_(wanted),
                Promotion.max_redemptions.is_not(None),
                Promotion.distribution == AUTO_APPLY,
            )
            return {row[0]: max(int(row[1] or 0), 0) for row in (await self.session.execute(stmt))}
        for promotion_id in wanted:
            locking = (
                update(Promotion)
                .where(
                    *self.scope(Promotion),
                    Promotion.id == promotion_id,
                    Promotion.max_redemptions.is_not(None),
                    Promotion.distribution == AUTO_APPLY,
                )
                .values(redemption_count=Promotion.redemption_count)
                .returning(left)
                .execution_options(synchronize_session=False)
            )
            remaining = (await self.session.execute(locking)).scalar_one_or_none()
            if remaining is not None:
                found[promotion_id] = max(int(remaining or 0), 0)
        return found

    async def holders(
        self, promotion_ids: Iterable[uuid.UUID], customer_ids: Iterable[uuid.UUID]
    ) -> set[tuple[uuid.UUID, uuid.UUID]]:
        """(promotion, customer) pairs where the customer already counts against the cap."""
        promotions, customers = set(promotion_ids), set(customer_ids)
        if not promotions or not customers:
            return set()
        stmt = select(PromotionCustomer.promotion_id, PromotionCustomer.customer_id).where(
            *self.scope(PromotionCustomer),
            PromotionCustomer.promotion_id.in_(promotions),
            PromotionCustomer.customer_id.in_(customers),
            PromotionCustomer.redemption_count > 0,
        )
        return {(row[0], row[1]) for row in (await self.session.execute(stmt)).all()}

    async def count_customers(self, promotion_id: uuid.UUID, customer_ids: set[uuid.UUID]) -> bool:
        """Count the customers who received the promotion for the first time: their standing
        rows (created if missing) go from 0 to 1, and the promotion's count grows by as many
        unless that passes `max_redemptions`. False when the cap would be passed."""
        await RedemptionRepository(self.session, self.ctx).ensure_standings(
            promotion_id, customer_ids
        )
        first = (
            update(PromotionCustomer)
            .where(
                *self.scope(PromotionCustomer),
                PromotionCustomer.promotion_id == promotion_id,
                PromotionCustomer.customer_id.in_(customer_ids),
                PromotionCustomer.redemption_count == 0,
            )
            .values(redemption_count=1)
            .returning(PromotionCustomer.customer_id)
            .execution_options(synchronize_session=False)
        )
        counted = len((await self.session.execute(first)).all())
        if not counted:
            return True
        grow = (
            update(Promotion)
            .where(
                *self.scope(Promotion),
                Promotion.id == promotion_id,
                Promotion.redemption_count + counted <= Promotion.max_redemptions,
            )
            .values(redemption_count=Promotion.redemption_count + counted)
            .returning(Promotion.id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.execute(grow)).first() is not None
