"""What pins a price-formula version: rate-table versions. `pricing.rate_tables` registers
their source here when imported (as the routers import it): each rate-table version that pins a
formula version is one of its referrers, and deleting the formula is refused as REFERENCED while
one that is active or scheduled pins any of its versions (`platform.referrers`)."""

from __future__ import annotations

from billing.platform.referrers import Referrer, ReferrerSource, VersionReferrers

RATE_TABLE_VERSION = "rate_table_version"
REFERRER_TYPES = (RATE_TABLE_VERSION,)

REFERRERS = VersionReferrers(REFERRER_TYPES)
register_referrer_source = REFERRERS.register
count = REFERRERS.count
usage_count = REFERRERS.usage_count
page = REFERRERS.page

__all__ = ["RATE_TABLE_VERSION", "REFERRER_TYPES", "Referrer", "ReferrerSource"]
