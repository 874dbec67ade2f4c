"""The tax domain's surface for other domains: who sells (the tax profile) and at what rate."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tax import TaxProfile
from billing.platform.context import RequestContext
from billing.tax.rates import standard_rate_lookup
from billing.tax.repository import TaxProfileRepository
from billing.tax.resolution import Seller

__all__ = ["get_profile", "profile_snapshot", "seller_facts", "standard_rate_lookup"]


async def get_profile(db: AsyncSession, ctx: RequestContext) -> TaxProfile | None:
    return await TaxProfileRepository(db, ctx).find()


def _seller(profile: TaxProfile | None) -> Seller:
    if profile is None:
        return Seller(country=None)
    country = (profile.legal_address or {}).get("country")
    return Seller(
        country=country,
        regime=profile.tax_regime,
        oss=profile.oss_country is not None,
    )


async def seller_facts(db: AsyncSession, ctx: RequestContext) -> Seller:
    """What VAT resolution needs to know about the seller."""
    return _seller(await get_profile(db, ctx))


async def profile_snapshot(db: AsyncSession, ctx: RequestContext) -> dict[str, Any]:
    """The seller as a document shows it, frozen onto an invoice when it is finalized."""
    profile = await get_profile(db, ctx)
    if profile is None:
        return {}
    return {
        "legal_name": profile.legal_name,
        "tax_number": profile.tax_number,
        "vat_id": profile.vat_id,
        "tax_regime": profile.tax_regime,
        "oss_country": profile.oss_country,
        "legal_address": dict(profile.legal_address or {}),
        "contact": dict(profile.contact or {}),
        "electronic_address": dict(profile.electronic_address or {}),
        "bank_account": dict(profile.bank_account or {}),
    }
