"""Prices with pricing_model rate_table: a rate table of their currency and a meter; every
bad combination refused at its field, creating nothing."""

from __future__ import annotations

from tests.metering.helpers import created, metered_price, rate_table
from tests.pricing.helpers import create_meter
from tests.support import pointers

FIXED = [{"up_to": None, "unit_amount": "0.01"}]
UNKNOWN = "00000000-0000-4000-8000-000000000000"


def test_a_metered_price_names_its_table_and_meter(tenant):
    api = tenant.live
    create_meter(api, key="api_calls")
    table = rate_table(api, FIXED)

    price = created(metered_price(api, table["id"]))

    assert (price["pricing_model"], price["rate_table_id"], price["meter"]) == (
        "rate_table",
        table["id"],
        "api_calls",
    )
    assert price["tiers_mode"] is None
    assert price["active_version"]["unit_amount"] is None
    assert price["active_version"]["tiers"] is None


def test_bad_metered_prices_are_refused_at_the_field(tenant):
    api = tenant.live
    create_meter(api, key="api_calls")
    table = rate_table(api, FIXED)
    dollars = rate_table(api, FIXED, currency="USD")
    cases = [
        (metered_price(api, table["id"], rate_table_id=None), "/rate_table_id"),
        (metered_price(api, table["id"], meter=None), "/meter"),
        (metered_price(api, table["id"], meter="storage"), "/meter"),
        (metered_price(api, table["id"], meter="bad key!"), "/meter"),
        (metered_price(api, UNKNOWN), "/rate_table_id"),
        (metered_price(api, dollars["id"]), "/rate_table_id"),
        (metered_price(api, table["id"], unit_amount="1.00"), "/unit_amount"),
        (metered_price(api, table["id"], tiers_mode="volume"), "/tiers_mode"),
        (
            metered_price(api, table["id"], pricing_model="per_unit", unit_amount="1"),
            "/rate_table_id",
        ),
        (
            metered_price(
                api, table["id"], pricing_model="per_unit", unit_amount="1", rate_table_id=None
            ),
            "/meter",
        ),
    ]
    for response, pointer in cases:
        assert pointer in pointers(response), (pointer, response.text)
    assert [p for p in api.get("/v1/prices").json()["data"] if p["rate_table_id"]] == []
