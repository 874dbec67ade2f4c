"""Warnings on scheduled versions when what they depend on changes after scheduling, cleared
by reconfirm; a version with warnings still takes effect on time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tests.catalog.helpers import make_draft, make_plan, make_price, make_product, timeline

T0 = datetime(2032, 3, 1, 9, 0, tzinfo=UTC)
DAY = timedelta(days=1)


def schedule(api, price_id: str, moment: datetime) -> dict[str, Any]:
    draft = make_draft(api, price_id, effective_from=moment)
    response = api.post(f"/v1/prices/{price_id}/versions/{draft['id']}/publish")
    assert response.status_code == 200, response.text
    return dict(response.json()["data"])


def version(api, price_id: str, version_id: str) -> dict[str, Any]:
    return dict(api.get(f"/v1/prices/{price_id}/versions/{version_id}").json()["data"])


def codes(api, price_id: str, version_id: str) -> list[str]:
    return [w["code"] for w in version(api, price_id, version_id)["warnings"]]


@pytest.fixture
def setup(tenant, frozen_clock):
    """A product with a price whose version 2 is scheduled, and a draft version 3."""
    frozen_clock(T0)
    product = make_product(tenant.live)
    price = make_price(tenant.live, product["id"], effective_from=T0 - DAY)
    scheduled = schedule(tenant.live, price["id"], T0 + 10 * DAY)
    draft = make_draft(tenant.live, price["id"])
    return product, price, scheduled, draft


class TestWarnings:
    def test_product_archived(self, tenant, setup):
        product, price, scheduled, draft = setup

        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})

        warned = version(tenant.live, price["id"], scheduled["id"])
        assert [(w["code"], w["detected_at"]) for w in warned["warnings"]] == [
            ("product_archived", "2032-03-01T09:00:00Z")
        ]
        assert warned["warnings"][0]["message"]
        assert codes(tenant.live, price["id"], price["active_version"]["id"]) == []
        assert codes(tenant.live, price["id"], draft["id"]) == []
        assert [v["warnings"] for v in timeline(tenant.live, price["id"])][1] == warned["warnings"]

    def test_once_per_cause(self, tenant, setup):
        product, price, scheduled, _ = setup

        for active in (False, True, False):
            tenant.live.patch(f"/v1/products/{product['id']}", json={"active": active})

        assert codes(tenant.live, price["id"], scheduled["id"]) == ["product_archived"]

    def test_product_tax_category_changed(self, tenant, setup):
        product, price, scheduled, _ = setup

        tenant.live.patch(f"/v1/products/{product['id']}", json={"tax_category_code": "S"})
        assert codes(tenant.live, price["id"], scheduled["id"]) == []

        tenant.live.patch(f"/v1/products/{product['id']}", json={"tax_category_code": "Z"})
        assert codes(tenant.live, price["id"], scheduled["id"]) == ["product_tax_category_changed"]

    def test_price_archived(self, tenant, setup):
        _, price, scheduled, _ = setup

        tenant.live.patch(f"/v1/prices/{price['id']}", json={"active": False})

        assert codes(tenant.live, price["id"], scheduled["id"]) == ["price_archived"]

    def test_currency_mismatch_when_a_plan_moves_to_another_currency(self, tenant, setup):
        _, price, scheduled, _ = setup
        plan = make_plan(tenant.live, price["id"])
        usd = make_price(tenant.live, currency="USD")

        response = tenant.live.patch(
            f"/v1/plans/{plan['id']}", json={"currency": "USD", "items": [{"price_id": usd["id"]}]}
        )

        assert response.status_code == 200, response.text
        assert codes(tenant.live, price["id"], scheduled["id"]) == ["currency_mismatch"]

    def test_reconfirm_clears_them(self, tenant, setup, frozen_clock):
        product, price, scheduled, _ = setup
        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})
        frozen_clock(T0 + DAY)

        response = tenant.live.post(
            f"/v1/prices/{price['id']}/versions/{scheduled['id']}/reconfirm"
        )

        assert response.status_code == 200, response.text
        body = response.json()["data"]
        assert body["warnings"] == []
        assert body["reconfirmed_at"] == "2032-03-02T09:00:00Z"
        assert body["status"] == "scheduled"
        assert version(tenant.live, price["id"], scheduled["id"]) == body

    def test_reconfirm_only_a_scheduled_version(self, tenant, setup):
        _, price, _, draft = setup

        for version_id in (draft["id"], price["active_version"]["id"]):
            response = tenant.live.post(f"/v1/prices/{price['id']}/versions/{version_id}/reconfirm")
            assert response.status_code == 409
            assert response.json()["code"] == "INVALID_STATE"

    def test_a_warned_version_still_takes_effect_on_time(
        self, tenant, setup, frozen_clock, run_jobs
    ):
        product, price, scheduled, _ = setup
        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})
        frozen_clock(T0 + 11 * DAY)

        run_jobs()

        activated = version(tenant.live, price["id"], scheduled["id"])
        assert activated["status"] == "active"
        assert [w["code"] for w in activated["warnings"]] == ["product_archived"]
        found = tenant.live.get(
            f"/v1/events?type=price_version.activated&resource_id={scheduled['id']}"
        ).json()["data"]
        assert [w["code"] for w in found[0]["data"]["warnings"]] == ["product_archived"]
        reconfirm = tenant.live.post(
            f"/v1/prices/{price['id']}/versions/{scheduled['id']}/reconfirm"
        )
        assert reconfirm.status_code == 409

    def test_warning_events(self, tenant, setup):
        product, _, scheduled, _ = setup

        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})

        found = tenant.live.get(
            f"/v1/events?type=price_version.warning_added&resource_id={scheduled['id']}"
        ).json()["data"]
        assert [e["data"]["warning"]["code"] for e in found] == ["product_archived"]
