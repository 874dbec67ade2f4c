"""Redemption caps under real concurrency (PostgreSQL, where requests run in parallel): the
caps are conditional UPDATEs, so exactly the cap succeeds, never more."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.catalog.test_concurrency import at_once
from tests.customers.helpers import create_customer
from tests.promotions.helpers import active_promotion, redeem
from tests.support import Api, every

pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, so concurrent redemptions cannot overlap: "
    "the proof needs PostgreSQL"
)


def _own_client(api: Api) -> Api:
    return Api(api.client, api.token, api.workspace)


def test_200_redemptions_at_max_redemptions_50_let_exactly_50_through(tenant):
    api = tenant.live
    promotion = active_promotion(api, distribution="DIRECT", max_redemptions=50)
    customers = [create_customer(api)["id"] for _ in range(200)]

    responses = at_once(
        [lambda c=c: redeem(_own_client(api), promotion["id"], c) for c in customers]
    )

    codes = Counter((r.status_code, r.json().get("code")) for r in responses)
    assert codes == {(201, None): 50, (409, "LIMIT_REACHED"): 150}, codes
    assert len(every(api, f"/v1/promotions/{promotion['id']}/redemptions")) == 50
    after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
    assert (after["remaining_redemptions"], after["derived_status"]) == (0, "cap_reached")


def test_20_redemptions_of_one_customer_at_a_per_customer_cap_of_1_let_exactly_1_through(tenant):
    api = tenant.live
    promotion = active_promotion(api, distribution="DIRECT", max_redemptions_per_customer=1)
    customer = create_customer(api)["id"]

    responses = at_once(
        [lambda: redeem(_own_client(api), promotion["id"], customer) for _ in range(20)]
    )

    codes = Counter((r.status_code, r.json().get("code")) for r in responses)
    assert codes == {(201, None): 1, (409, "LIMIT_REACHED"): 19}, codes
    listed = every(api, f"/v1/customers/{customer}/promotion-redemptions")
    assert len(listed) == 1
