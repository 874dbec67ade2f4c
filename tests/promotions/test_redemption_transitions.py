"""The redemption state table over HTTP: opt-out, revoke (blacklist), unblock, re-join, the
clawback preview, and the lists (newest first, status filter, page size)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from billing.platform import clock
from tests.customers.helpers import create_customer
from tests.promotions.helpers import active_promotion, redeem, redeemed, redemption_action
from tests.support import every, problem


@pytest.fixture
def promotion(tenant):
    return active_promotion(tenant.live, distribution="DIRECT", application_timing="IMMEDIATE")


def _status(api, redemption):
    listed = every(api, f"/v1/promotions/{redemption['promotion_id']}/redemptions")
    return next(r["status"] for r in listed if r["id"] == redemption["id"])


class TestOptOut:
    def test_active_becomes_opted_out_and_the_customer_may_rejoin(self, tenant, promotion):
        api = tenant.live
        customer = create_customer(api)
        redemption = redeemed(api, promotion["id"], customer["id"])

        response = redemption_action(api, redemption, "opt-out")

        assert response.status_code == 200, response.text
        body = response.json()["data"]
        assert (body["status"], body["opted_out_at"] is not None) == ("opted_out", True)
        again = redeemed(api, promotion["id"], customer["id"])
        assert again["status"] == "active" and again["id"] != redemption["id"]

    def test_twice_is_invalid_state(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        redemption_action(api, redemption, "opt-out")
        problem(redemption_action(api, redemption, "opt-out"), 409, "INVALID_STATE")

    def test_a_revoked_redemption_is_unblocked_not_opted_out(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        redemption_action(api, redemption, "revoke")
        problem(redemption_action(api, redemption, "opt-out"), 409, "INVALID_STATE")
        assert _status(api, redemption) == "revoked"


class TestRevoke:
    def test_blacklists_the_customer_until_unblock(self, tenant, promotion):
        api = tenant.live
        customer = create_customer(api)
        redemption = redeemed(api, promotion["id"], customer["id"])

        revoked = redemption_action(api, redemption, "revoke", revert_benefits=False)

        assert revoked.status_code == 200, revoked.text
        assert revoked.json()["data"]["status"] == "revoked"
        problem(redeem(api, promotion["id"], customer["id"]), 409, "CUSTOMER_BLOCKED")
        assert redeemed(api, promotion["id"], create_customer(api)["id"])

        unblocked = redemption_action(api, redemption, "unblock")

        assert unblocked.json()["data"]["status"] == "opted_out"
        assert redeemed(api, promotion["id"], customer["id"])["status"] == "active"

    def test_revoke_from_opted_out_and_not_twice(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        redemption_action(api, redemption, "opt-out")

        assert redemption_action(api, redemption, "revoke").json()["data"]["status"] == "revoked"
        problem(redemption_action(api, redemption, "revoke"), 409, "INVALID_STATE")

    def test_with_revert_benefits_records_it_and_nothing_comes_back(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])

        revoked = redemption_action(api, redemption, "revoke", revert_benefits=True)

        assert revoked.json()["data"]["benefits_reverted"] is True
        unblocked = redemption_action(api, redemption, "unblock").json()["data"]
        assert unblocked["benefits_reverted"] is True

    def test_a_customer_with_two_revoked_redemptions_stays_blocked_until_both_unblock(self, tenant):
        api = tenant.live
        promotion = active_promotion(api, distribution="DIRECT")
        customer = create_customer(api)
        first = redeemed(api, promotion["id"], customer["id"])
        second = redeemed(api, promotion["id"], customer["id"])
        redemption_action(api, first, "revoke")
        redemption_action(api, second, "revoke")

        redemption_action(api, first, "unblock")
        problem(redeem(api, promotion["id"], customer["id"]), 409, "CUSTOMER_BLOCKED")
        redemption_action(api, second, "unblock")
        assert redeemed(api, promotion["id"], customer["id"])


class TestUnblock:
    def test_only_a_revoked_redemption(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        problem(redemption_action(api, redemption, "unblock"), 409, "INVALID_STATE")

    def test_unknown_redemption_or_of_another_promotion_is_404(self, tenant, promotion):
        api = tenant.live
        other = active_promotion(api, distribution="DIRECT")
        redemption = redeemed(api, other["id"], create_customer(api)["id"])
        mismatched = {**redemption, "promotion_id": promotion["id"]}
        for action in ("opt-out", "revoke", "unblock"):
            problem(redemption_action(api, mismatched, action), 404, "NOT_FOUND")
        assert _status(api, redemption) == "pending"


class TestExpiry:
    def test_live_redemptions_expire_when_the_validity_ends(self, tenant, run_jobs, frozen_clock):
        api = tenant.live
        now = clock.wall_now()
        frozen_clock(now)
        promotion = active_promotion(
            api, distribution="DIRECT", valid_to=(now.date() + timedelta(days=1)).isoformat()
        )
        live = redeemed(api, promotion["id"], create_customer(api)["id"])
        opted = redeemed(api, promotion["id"], create_customer(api)["id"])
        redemption_action(api, opted, "opt-out")

        run_jobs()
        assert _status(api, live) == "pending", "still valid"
        frozen_clock(now + timedelta(days=2))
        run_jobs()

        assert (_status(api, live), _status(api, opted)) == ("expired", "opted_out")
        problem(redemption_action(api, live, "unblock"), 409, "INVALID_STATE")
        assert redemption_action(api, live, "opt-out").json()["data"]["status"] == "opted_out"


class TestClawbackPreview:
    def test_totals_are_empty_while_nothing_was_applied(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        path = f"/v1/promotions/{promotion['id']}/redemptions/{redemption['id']}/clawback-preview"

        response = api.get(path)

        assert response.status_code == 200, response.text
        assert response.json()["data"] == {"redemption_id": redemption["id"], "totals": []}
        assert _status(api, redemption) == "active"


class TestLists:
    def test_newest_first_with_a_status_filter(self, tenant, promotion):
        api = tenant.live
        customer = create_customer(api)
        first = redeemed(api, promotion["id"], customer["id"])
        second = redeemed(api, promotion["id"], customer["id"])
        third = redeemed(api, promotion["id"], create_customer(api)["id"])
        redemption_action(api, second, "opt-out")

        listed = api.get(f"/v1/promotions/{promotion['id']}/redemptions").json()["data"]
        active = api.get(
            f"/v1/promotions/{promotion['id']}/redemptions", params={"status": "active"}
        ).json()["data"]
        of_customer = api.get(f"/v1/customers/{customer['id']}/promotion-redemptions").json()

        assert [r["id"] for r in listed] == [third["id"], second["id"], first["id"]]
        assert [r["id"] for r in active] == [third["id"], first["id"]]
        assert [r["id"] for r in of_customer["data"]] == [second["id"], first["id"]]

    def test_pages_and_a_bad_status(self, tenant, promotion):
        api = tenant.live
        customer = create_customer(api)
        for _ in range(3):
            redeemed(api, promotion["id"], customer["id"])
        path = f"/v1/customers/{customer['id']}/promotion-redemptions"

        page = api.get(path, params={"limit": 2}).json()
        rest = api.get(path, params={"limit": 2, "cursor": page["pagination"]["cursor"]}).json()

        assert (len(page["data"]), page["pagination"]["has_more"]) == (2, True)
        assert (len(rest["data"]), rest["pagination"]["has_more"]) == (1, False)
        problem(api.get(path, params={"status": "gone"}), 400, "INVALID_FILTER")

    def test_unknown_customer_is_404(self, tenant):
        path = "/v1/customers/00000000-0000-4000-8000-000000000000/promotion-redemptions"
        problem(tenant.live.get(path), 404, "NOT_FOUND")

    def test_the_version_lists_its_redemptions_as_referrers(self, tenant, promotion):
        api = tenant.live
        redemption = redeemed(api, promotion["id"], create_customer(api)["id"])
        base = f"/v1/promotions/{promotion['id']}/versions/1"

        referrers = api.get(f"{base}/referrers", params={"type": "redemption"}).json()
        usage = api.get(f"{base}/usage").json()["data"]

        assert [r["id"] for r in referrers["data"]] == [redemption["id"]]
        assert referrers["pagination"]["total"] == 1
        assert usage["by_type"]["redemption"] == 1
