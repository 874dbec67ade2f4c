"""Warnings on scheduled price versions: something they depend on changed after scheduling.

Codes: `product_archived`, `product_tax_category_changed`, `price_archived`, and
`currency_mismatch` (a plan that used the price moved to another currency). A warning does not
stop the version from taking effect on time: its activation event carries the warnings, and
`reconfirm` clears them beforehand.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog.repository import PriceRepository, PriceVersionRepository
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.outbox import emit_event

WARNING_CODES = (
    "product_archived",
    "product_tax_category_changed",
    "price_archived",
    "currency_mismatch",
)


async def flag_scheduled_versions(
    db: AsyncSession,
    ctx: RequestContext,
    price_ids: Sequence[uuid.UUID],
    code: str,
    message: str,
) -> int:
    """Add the warning to every scheduled version of the prices (once); returns how many.

    The prices are locked first, in id order, as publish and activation lock them: a warning
    is never lost to a concurrent activation, and locks are always taken in the same order.
    """
    if code not in WARNING_CODES:
        raise ValueError(f"unknown warning code {code!r}")
    await PriceRepository(db, ctx).lock_many(price_ids)
    now = clock.wall_now()
    flagged = 0
    for version in await PriceVersionRepository(db, ctx).scheduled_of_prices(price_ids):
        if any(w["code"] == code and w["message"] == message for w in version.warnings):
            continue
        warning = {"code": code, "message": message, "detected_at": now.isoformat()}
        version.warnings = [*version.warnings, warning]
        flagged += 1
        emit_event(
            db,
            ctx,
            "price_version.warning_added",
            {"price_id": str(version.price_id), "version": version.version, "warning": warning},
            resource_type="price_version",
            resource_id=version.id,
        )
    return flagged
