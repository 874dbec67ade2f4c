"""What pins a price-formula version: rate-table versions (the rate-table part of issue 21
registers its source here, next to the tables it adds; `platform.referrers`). Until it does, a
version has no referrers, the usage summary counts 0, and deleting a formula is never refused
as REFERENCED."""

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
