"""SQL of the tax domain: the organization's tax profile and the EU VAT rate table."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tax import EuVatRate, TaxProfile
from billing.platform.context import RequestContext


class TaxProfileRepository:
    def __init__(self, session: AsyncSession, ctx: RequestContext) -> None:
        self.session = session
        self.ctx = ctx

    async def find(self, *, for_update: bool = False) -> TaxProfile | None:
        stmt = select(TaxProfile).where(TaxProfile.organization_id == self.ctx.organization_id)
        if for_update:
            stmt = stmt.with_for_update()
        found: TaxProfile | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found


class VatRateRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def all(self) -> Sequence[EuVatRate]:
        stmt = select(EuVatRate).order_by(EuVatRate.country, EuVatRate.effective_from)
        return (await self.session.execute(stmt)).scalars().all()
