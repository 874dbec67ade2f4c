"""Customer tags for segment tests, made and attached through the tags API."""

from __future__ import annotations

from tests.support import Tenant
from tests.tags.helpers import add_tags, make_tag


def tag_customer(tenant: Tenant, mode: str, customer_id: str, tag_id: str | None = None) -> str:
    """Attach a CUSTOMER tag (a new one unless `tag_id` is given); returns the tag id."""
    api = tenant.live if mode == "live" else tenant.sandbox
    found = tag_id or str(make_tag(api, "CUSTOMER")["id"])
    add_tags(api, "customers", customer_id, found)
    return found
