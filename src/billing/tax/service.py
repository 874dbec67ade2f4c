"""The tax domain's surface for other domains: who sells (the tax profile) and at what rate.

The tax profile belongs to the organization: its live and sandbox workspaces sell as the same
legal entity, so they read and change one profile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tax import TaxProfile
from billing.platform.context import RequestContext
from billing.platform.outbox import emit_event
from billing.tax.rates import standard_rate_lookup
from billing.tax.repository import TaxProfileRepository
from billing.tax.resolution import EU_MEMBER_STATES, Seller, StandardRate
from billing.tax.schemas import TaxProfileUpdate

__all__ = [
    "SellerProfile",
    "get_profile",
    "invoicing_profile",
    "missing_for_invoicing",
    "profile_snapshot",
    "seller_facts",
    "seller_profile",
    "standard_rate_lookup",
    "update_profile",
]

_SCALAR_FIELDS = ("legal_name", "oss_country", "tax_number", "tax_regime", "vat_id")
_OBJECT_FIELDS = ("legal_address", "contact", "electronic_address", "bank_account")


async def get_profile(db: AsyncSession, ctx: RequestContext) -> TaxProfile | None:
    """The organization's profile, or None while it was never set (the empty profile)."""
    return await TaxProfileRepository(db, ctx).find()


async def update_profile(
    db: AsyncSession, ctx: RequestContext, body: TaxProfileUpdate
) -> TaxProfile:
    """Apply a merge-patch; emits `tax_profile.updated` naming the fields that changed."""
    profile = await TaxProfileRepository(db, ctx).lock_or_create()
    fields = body.model_dump(exclude_unset=True)
    changed: list[str] = []
    for name in _SCALAR_FIELDS:
        if name in fields and getattr(profile, name) != fields[name]:
            setattr(profile, name, fields[name])
            changed.append(name)
    for name in _OBJECT_FIELDS:
        if name in fields and getattr(profile, name) != (fields[name] or {}):
            setattr(profile, name, fields[name] or {})
            changed.append(name)
    if changed:
        await db.flush()
        emit_event(
            db,
            ctx,
            "tax_profile.updated",
            {"fields": changed},
            resource_type="tax_profile",
            resource_id=ctx.organization_id,
        )
    return profile


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


def _blank(value: Any) -> bool:
    return value is None or not str(value).strip()


def _missing(profile: TaxProfile | None) -> list[str]:
    """The profile fields a legal invoice needs that are blank, as the API names them: the
    seller's legal name and address with its country (VAT Directive art. 226 (5); the country
    also decides VAT resolution), and for a seller in the EU a VAT id or a tax number (art. 226
    (3), UStG section 14 (4)), named `tax_profile.vat_id`."""
    address = (profile.legal_address if profile is not None else None) or {}
    country = address.get("country")
    checks = [
        ("tax_profile.legal_name", _blank(profile.legal_name if profile else None)),
        ("tax_profile.legal_address.line1", _blank(address.get("line1"))),
        ("tax_profile.legal_address.city", _blank(address.get("city"))),
        ("tax_profile.legal_address.country", _blank(country)),
        (
            "tax_profile.vat_id",
            profile is not None
            and country in EU_MEMBER_STATES
            and _blank(profile.vat_id)
            and _blank(profile.tax_number),
        ),
    ]
    return [name for name, lacking in checks if lacking]


async def missing_for_invoicing(db: AsyncSession, ctx: RequestContext) -> list[str]:
    """What the seller's profile lacks before an invoice can be finalized (empty when none)."""
    return _missing(await get_profile(db, ctx))


async def profile_snapshot(db: AsyncSession, ctx: RequestContext) -> dict[str, Any]:
    """The seller as a document shows it, frozen onto an invoice when it is finalized."""
    return _snapshot(await get_profile(db, ctx))


@dataclass(frozen=True)
class SellerProfile:
    """Everything issuing a document needs of the seller, from one read of the profile."""

    missing: list[str]
    """As `missing_for_invoicing`."""
    facts: Seller
    """As `seller_facts`."""
    snapshot: dict[str, Any]
    """As `profile_snapshot`."""
    standard_rate: StandardRate
    """As `standard_rate_lookup`."""


async def invoicing_profile(db: AsyncSession, ctx: RequestContext) -> SellerProfile:
    """`missing_for_invoicing`, `seller_facts`, `profile_snapshot` and `standard_rate_lookup`
    at once: one statement while the shipped rate table is in force."""
    profile, rates_loaded = await TaxProfileRepository(db, ctx).find_with_rates_loaded()
    return await seller_profile(db, profile, rates_loaded)


async def seller_profile(
    db: AsyncSession, profile: TaxProfile | None, rates_loaded: bool | None
) -> SellerProfile:
    """`invoicing_profile` from a profile row (None: never set) and whether a VAT rate table
    was loaded, for a caller that read both within a statement of its own."""
    standard_rate = await standard_rate_lookup(db, loaded=rates_loaded)
    return SellerProfile(_missing(profile), _seller(profile), _snapshot(profile), standard_rate)


def _snapshot(profile: TaxProfile | None) -> dict[str, Any]:
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
