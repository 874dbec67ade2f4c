"""What pins a promotion version: redemptions and invoices (the redemption and engine issues
register their sources here, next to the tables they add; `platform.referrers`)."""

from __future__ import annotations

from billing.platform.referrers import Referrer, ReferrerSource, VersionReferrers

REFERRER_TYPES = ("redemption", "invoice")

REFERRERS = VersionReferrers(REFERRER_TYPES)
register_referrer_source = REFERRERS.register
count = REFERRERS.count
usage_count = REFERRERS.usage_count
page = REFERRERS.page

__all__ = ["REFERRER_TYPES", "Referrer", "ReferrerSource", "count", "page", "usage_count"]
