"""SQL of coupon tokens: one bulk insert per generation, the list, the single-use claim."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import insert, update

from billing.models.promotions import CouponToken
from billing.platform.filters import FilterSpec
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page
from billing.platform.repository import WorkspaceRepository

TOKEN_FILTERS = FilterSpec({})


class CouponTokenRepository(WorkspaceRepository[CouponToken]):
    model = CouponToken

    async def insert_many(self, rows: list[dict[str, Any]]) -> None:
        """One INSERT of many rows (the driver batches them), not a round trip per token."""
        tenant = {
            "organization_id": self.ctx.organization_id,
            "workspace_id": self.ctx.workspace_id,
        }
        await self.session.execute(insert(CouponToken), [{**row, **tenant} for row in rows])

    async def page(self, promotion_id: uuid.UUID, query: ListQuery) -> Page[CouponToken]:
        stmt = self.scoped().where(CouponToken.promotion_id == promotion_id)
        return await fetch_page(
            self.session, stmt, query, keys=(CouponToken.created_at, CouponToken.id)
        )

    async def by_hash(self, token_hash: str) -> CouponToken | None:
        stmt = self.scoped().where(CouponToken.token_hash == token_hash)
        found: CouponToken | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def claim(self, token_id: uuid.UUID, customer_id: uuid.UUID, at: datetime) -> bool:
        """Mark the token used by the customer, unless it was used already or is locked to
        another customer: one conditional UPDATE, so a token redeems once under any race."""
        stmt = (
            update(CouponToken)
            .where(
                *self.tenant_filter(),
                CouponToken.id == token_id,
                CouponToken.redeemed_at.is_(None),
                (CouponToken.customer_id.is_(None)) | (CouponToken.customer_id == customer_id),
            )
            .values(redeemed_at=at, customer_id=customer_id)
            .returning(CouponToken.id)
            .execution_options(synchronize_session=False)
        )
        return (await self.session.execute(stmt)).first() is not None

    async def link(self, token_id: uuid.UUID, redemption_id: uuid.UUID) -> None:
        stmt = (
            update(CouponToken)
            .where(*self.tenant_filter(), CouponToken.id == token_id)
            .values(redemption_id=redemption_id)
            .execution_options(synchronize_session=False)
        )
        await self.session.execute(stmt)
