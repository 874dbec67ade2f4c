"""Audience preview, bulk enrollment and AUTO_ENROLL over HTTP."""

from __future__ import annotations

from datetime import timedelta

from billing.platform import clock
from tests.customers.helpers import create_customer
from tests.promotions.helpers import active_promotion, redeemed, redemption_action
from tests.segments.helpers import tag_customer
from tests.support import every, problem


def preview(api, promotion_id, audience=None, **params):
    path = f"/v1/promotions/{promotion_id}/audience/preview"
    response = api.post(path, json=audience, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def bulk_enroll(api, promotion_id, **body):
    response = api.post(
        f"/v1/promotions/{promotion_id}/bulk-enroll", json=body, idempotency_key=True
    )
    assert response.status_code == 200, response.text
    return {o["customer_id"]: o["outcome"] for o in response.json()["data"]}


class TestAudiencePreview:
    def test_the_stored_audience_with_enrollment_statuses(self, tenant):
        api = tenant.live
        named, tagged, blocked, outsider = (create_customer(api) for _ in range(4))
        tag_id = tag_customer(tenant, "live", tagged["id"])
        audience = {"customer_ids": [named["id"], blocked["id"]], "customer_tag_ids": [tag_id]}
        promotion = active_promotion(api, distribution="DIRECT", audience=audience)
        redeemed(api, promotion["id"], named["id"])
        redemption_action(api, redeemed(api, promotion["id"], blocked["id"]), "revoke")

        body = preview(api, promotion["id"])

        assert body["total"] == 3
        statuses = {m["customer_id"]: m["enrollment_status"] for m in body["data"]}
        assert statuses == {
            named["id"]: "enrolled",
            tagged["id"]: "not_enrolled",
            blocked["id"]: "blocked",
        }
        assert outsider["id"] not in statuses

    def test_an_unsaved_audience_and_pages(self, tenant):
        api = tenant.live
        customers = [create_customer(api) for _ in range(3)]
        promotion = active_promotion(api, distribution="DIRECT", audience={"customer_ids": []})
        assert preview(api, promotion["id"])["total"] == 0

        unsaved = {"customer_ids": [c["id"] for c in customers]}
        first = preview(api, promotion["id"], unsaved, limit=2)
        rest = preview(api, promotion["id"], unsaved, limit=2, cursor=first["pagination"]["cursor"])

        assert (first["total"], len(first["data"]), len(rest["data"])) == (3, 2, 1)
        assert [m["customer_id"] for m in first["data"] + rest["data"]] == [
            c["id"] for c in reversed(customers)
        ]
        stored = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]["audience"]
        assert stored["customer_ids"] == [], "a preview saves nothing"

    def test_segments_in_the_audience(self, tenant):
        api = tenant.live
        euro, dollar = create_customer(api, currency="EUR"), create_customer(api, currency="USD")
        segment = api.post(
            "/v1/segments",
            json={
                "name": "Euro payers",
                "match": "all",
                "rules": [{"field": "currency", "op": "eq", "value": "EUR"}],
            },
        ).json()["data"]
        promotion = active_promotion(
            api, distribution="DIRECT", audience={"segment_ids": [segment["id"]]}
        )
        ids = [m["customer_id"] for m in preview(api, promotion["id"])["data"]]
        assert euro["id"] in ids and dollar["id"] not in ids

    def test_a_bad_audience_is_422(self, tenant):
        api = tenant.live
        promotion = active_promotion(api, distribution="DIRECT")
        response = api.post(
            f"/v1/promotions/{promotion['id']}/audience/preview", json={"customer_ids": ["x"]}
        )
        problem(response, 422, "VALIDATION_ERROR")


class TestBulkEnroll:
    def test_every_outcome(self, tenant):
        api = tenant.live
        tag_id = tag_customer(tenant, "live", create_customer(api)["id"])
        eligibility = {"all": [{"type": "customer_tags", "tag_ids": [tag_id]}]}
        promotion = active_promotion(
            api, distribution="DIRECT", eligibility=eligibility, max_redemptions=3
        )
        fresh, enrolled, revoked, opted, untagged, late = (create_customer(api) for _ in range(6))
        for customer in (fresh, enrolled, revoked, opted, late):
            tag_customer(tenant, "live", customer["id"], tag_id)
        redeemed(api, promotion["id"], enrolled["id"])
        redemption_action(api, redeemed(api, promotion["id"], revoked["id"]), "revoke")
        redemption_action(api, redeemed(api, promotion["id"], opted["id"]), "opt-out")
        api.patch(f"/v1/promotions/{promotion['id']}", json={"max_redemptions": 4})
        unknown = "00000000-0000-4000-8000-000000000000"

        outcomes = bulk_enroll(
            api,
            promotion["id"],
            customer_ids=[
                fresh["id"],
                enrolled["id"],
                revoked["id"],
                opted["id"],
                untagged["id"],
                late["id"],
                unknown,
            ],
        )

        assert outcomes == {
            fresh["id"]: "enrolled",
            enrolled["id"]: "already_enrolled",
            revoked["id"]: "blocked",
            opted["id"]: "opted_out",
            untagged["id"]: "ineligible",
            late["id"]: "limit_reached",
            unknown: "ineligible",
        }
        listed = every(api, f"/v1/promotions/{promotion['id']}/redemptions")
        assert sorted(r["channel"] for r in listed) == ["bulk_enroll"] + ["redeem"] * 3

    def test_from_audience(self, tenant):
        api = tenant.live
        inside = [create_customer(api) for _ in range(2)]
        create_customer(api)
        promotion = active_promotion(
            api,
            distribution="COUPON",
            code="BULK",
            audience={"customer_ids": [c["id"] for c in inside]},
        )

        outcomes = bulk_enroll(api, promotion["id"], from_audience=True)

        assert outcomes == {c["id"]: "enrolled" for c in inside}

    def test_a_promotion_that_takes_no_redemptions_fails_the_call(self, tenant):
        api = tenant.live
        promotion = active_promotion(api, distribution="DIRECT")
        api.post(f"/v1/promotions/{promotion['id']}/archive", idempotency_key=True)
        response = api.post(
            f"/v1/promotions/{promotion['id']}/bulk-enroll",
            json={"customer_ids": [create_customer(api)["id"]]},
            idempotency_key=True,
        )
        problem(response, 409, "INVALID_STATE")
        assert every(api, f"/v1/promotions/{promotion['id']}/redemptions") == []


class TestAutoEnroll:
    def test_publishing_enrolls_matches_and_later_runs_enroll_newcomers(
        self, tenant, run_jobs, frozen_clock
    ):
        api = tenant.live
        now = clock.wall_now()
        frozen_clock(now)
        first, opted = create_customer(api), create_customer(api)
        tag_id = tag_customer(tenant, "live", first["id"])
        tag_customer(tenant, "live", opted["id"], tag_id)
        promotion = active_promotion(
            api, distribution="AUTO_ENROLL", audience={"customer_tag_ids": [tag_id]}
        )

        run_jobs()

        listed = every(api, f"/v1/promotions/{promotion['id']}/redemptions")
        assert sorted(r["customer_id"] for r in listed) == sorted([first["id"], opted["id"]])
        assert {r["channel"] for r in listed} == {"auto_enroll"}
        opted_redemption = next(r for r in listed if r["customer_id"] == opted["id"])
        redemption_action(api, opted_redemption, "opt-out")
        newcomer = create_customer(api)
        tag_customer(tenant, "live", newcomer["id"], tag_id)

        frozen_clock(now + timedelta(hours=2))
        run_jobs()

        listed = every(api, f"/v1/promotions/{promotion['id']}/redemptions")
        by_customer = sorted((r["customer_id"], r["status"]) for r in listed)
        assert by_customer == sorted(
            [(first["id"], "pending"), (opted["id"], "opted_out"), (newcomer["id"], "pending")]
        ), "an opted-out customer is never re-added"

    def test_other_distributions_enqueue_nothing(self, tenant, run_jobs):
        api = tenant.live
        create_customer(api)
        promotion = active_promotion(api, distribution="DIRECT")
        run_jobs()
        assert every(api, f"/v1/promotions/{promotion['id']}/redemptions") == []
