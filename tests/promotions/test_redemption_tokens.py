"""Coupon tokens over HTTP: generated in bulk and shown once, single use, customer-locked."""

from __future__ import annotations

from tests.customers.helpers import create_customer
from tests.promotions.helpers import active_promotion, create_promotion
from tests.support import every, problem


def generate(api, promotion_id, **body):
    return api.post(f"/v1/promotions/{promotion_id}/coupon-tokens", json=body, idempotency_key=True)


def generated(api, promotion_id, **body):
    response = generate(api, promotion_id, **body)
    assert response.status_code == 201, response.text
    return response.json()["data"]


def redeem_token(api, token, customer_id, **fields):
    return api.post(
        "/v1/coupon-tokens/redeem",
        json={"token": token, "customer_id": customer_id, **fields},
        idempotency_key=True,
    )


def coupon(api, **fields):
    return active_promotion(
        api, distribution="COUPON", code="TOKENS", application_timing="IMMEDIATE", **fields
    )


class TestGenerate:
    def test_tokens_are_unguessable_shown_once_and_listed_by_prefix(self, tenant):
        api = tenant.live
        promotion = coupon(api)

        tokens = generated(api, promotion["id"], count=3)

        assert len({t["token"] for t in tokens}) == 3
        assert all(t["token"].startswith("ct_") and len(t["token"]) >= 32 for t in tokens)
        assert all(t["token"].startswith(t["prefix"]) for t in tokens)
        listed = every(api, f"/v1/promotions/{promotion['id']}/coupon-tokens")
        assert sorted(t["id"] for t in listed) == sorted(t["id"] for t in tokens)
        assert all("token" not in t and t["status"] == "unused" for t in listed)

    def test_a_replay_withholds_the_tokens(self, tenant):
        api = tenant.live
        promotion = coupon(api)
        path = f"/v1/promotions/{promotion['id']}/coupon-tokens"

        first = api.post(path, json={"count": 2}, idempotency_key="tok-1")
        replay = api.post(path, json={"count": 2}, idempotency_key="tok-1")

        assert [t["token"] is None for t in first.json()["data"]] == [False, False]
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert [t["token"] for t in replay.json()["data"]] == [None, None]
        assert len(every(api, path)) == 2

    def test_count_and_emails_are_validated(self, tenant):
        api = tenant.live
        promotion = coupon(api)
        for body, pointer in (
            ({"count": 0}, "/count"),
            ({"count": 10_001}, "/count"),
            ({"count": 2, "emails": ["a@example.com"]}, "/emails"),
            ({"count": 1, "emails": ["not an email"]}, "/emails/0"),
        ):
            response = generate(api, promotion["id"], **body)
            assert pointer in [
                e["pointer"] for e in problem(response, 422, "VALIDATION_ERROR")["errors"]
            ], response.text
        assert every(api, f"/v1/promotions/{promotion['id']}/coupon-tokens") == []

    def test_only_for_a_coupon_promotion_that_is_not_archived(self, tenant):
        api = tenant.live
        direct = active_promotion(api, distribution="DIRECT")
        problem(generate(api, direct["id"], count=1), 409, "INVALID_STATE")
        archived = coupon(api)
        api.post(f"/v1/promotions/{archived['id']}/archive", idempotency_key=True)
        problem(generate(api, archived["id"], count=1), 409, "INVALID_STATE")
        draft = create_promotion(api, distribution="COUPON", code="DRAFTED")
        assert len(generated(api, draft["id"], count=1)) == 1


class TestRedeemToken:
    def test_single_use(self, tenant):
        api = tenant.live
        promotion = coupon(api)
        token = generated(api, promotion["id"], count=1)[0]
        customer = create_customer(api)

        first = redeem_token(api, token["token"], customer["id"])
        again = redeem_token(api, token["token"], customer["id"])

        assert first.status_code == 201, first.text
        redemption = first.json()["data"]
        assert (redemption["channel"], redemption["coupon_token_id"]) == (
            "coupon_token",
            token["id"],
        )
        assert redemption["promotion_id"] == promotion["id"]
        problem(again, 409, "INVALID_STATE")
        listed = every(api, f"/v1/promotions/{promotion['id']}/coupon-tokens")
        assert [(t["status"], t["customer_id"], t["redemption_id"]) for t in listed] == [
            ("redeemed", customer["id"], redemption["id"])
        ]

    def test_an_email_locks_the_token_to_that_customer(self, tenant):
        api = tenant.live
        promotion = coupon(api)
        token = generated(api, promotion["id"], count=1, emails=["Ada@Example.com"])[0]
        ada = create_customer(api, email="ada@example.com")
        bob = create_customer(api, email="bob@example.com")

        problem(redeem_token(api, token["token"], bob["id"]), 409, "CONFLICT")
        assert redeem_token(api, token["token"], ada["id"]).status_code == 201

    def test_unknown_token_is_404_and_the_redeem_path_still_applies(self, tenant):
        api = tenant.live
        customer = create_customer(api)
        problem(redeem_token(api, "ct_unknown", customer["id"]), 404, "NOT_FOUND")
        promotion = coupon(api, max_redemptions=1)
        first, second = generated(api, promotion["id"], count=2)
        assert redeem_token(api, first["token"], customer["id"]).status_code == 201

        problem(
            redeem_token(api, second["token"], create_customer(api)["id"]), 409, "LIMIT_REACHED"
        )

        listed = every(api, f"/v1/promotions/{promotion['id']}/coupon-tokens")
        assert sorted(t["status"] for t in listed) == ["redeemed", "unused"], "a refusal keeps it"
