"""Clawback of a redemption's benefits: what it gave, per currency, and taking it back.

The benefits live where the engine (issue 18) records them: discounts in the applied-promotions
ledger of invoices, credit grants in the customer's wallet. Each registers a source here, as
version referrers do; until one is registered nothing was ever applied, so the preview's
totals are honestly empty and a revoke with `revert_benefits` has nothing to take back.
A source's `revert` must post one signed wallet adjustment per currency (irreversible).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.promotions import PromotionRedemption
from billing.platform.context import RequestContext

SOURCE_KINDS = ("invoice_benefits", "wallet_credits")


@dataclass(frozen=True)
class ClawbackSource:
    given: Callable[[AsyncSession, RequestContext, PromotionRedemption], Awaitable[dict[str, int]]]
    """Minor units per currency that the redemption gave and that were not taken back yet."""
    revert: Callable[[AsyncSession, RequestContext, PromotionRedemption], Awaitable[None]]


_SOURCES: dict[str, ClawbackSource] = {}


def register_clawback_source(kind: str, source: ClawbackSource) -> None:
    if kind not in SOURCE_KINDS:
        raise ValueError(f"unknown clawback source {kind!r}")
    _SOURCES[kind] = source


@dataclass(frozen=True)
class Total:
    currency: str
    by_kind: dict[str, int]
    """Minor units per source kind (every kind present, 0 where it gave nothing)."""

    @property
    def total(self) -> int:
        return sum(self.by_kind.values())


async def preview(
    db: AsyncSession, ctx: RequestContext, redemption: PromotionRedemption
) -> list[Total]:
    """Per currency (alphabetical), what a revoke with `revert_benefits` would take back."""
    found: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(SOURCE_KINDS, 0))
    for kind, source in _SOURCES.items():
        for currency, amount in (await source.given(db, ctx, redemption)).items():
            found[currency][kind] += amount
    return [Total(currency, found[currency]) for currency in sorted(found)]


async def revert(db: AsyncSession, ctx: RequestContext, redemption: PromotionRedemption) -> None:
    for source in _SOURCES.values():
        await source.revert(db, ctx, redemption)
