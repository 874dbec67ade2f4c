"""Concurrent PATCHes of one promotion (PostgreSQL, where requests really run in parallel): of
writers that read the same version and send it as expected_version, exactly one wins; without
expected_version every write lands, each as its own version."""

from __future__ import annotations

import pytest

from tests.catalog.test_concurrency import at_once
from tests.promotions.helpers import (
    active_promotion,
    create_promotion,
    patch,
    promotion_body,
    versions,
)
from tests.support import Api

THREADS = 8

pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, so concurrent PATCHes cannot overlap: "
    "the proof needs PostgreSQL"
)


def _own_client(api: Api) -> Api:
    return Api(api.client, api.token, api.workspace)


def test_of_patches_with_the_same_expected_version_exactly_one_wins(tenant):
    api = tenant.live
    promotion = active_promotion(api)

    responses = at_once(
        [
            lambda n=n: patch(_own_client(api), promotion["id"], name=f"W{n}", expected_version=1)
            for n in range(THREADS)
        ]
    )

    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] + [409] * (THREADS - 1), [r.text for r in responses]
    assert all(r.json()["code"] == "CONFLICT" for r in responses if r.status_code == 409)
    winner = next(r.json()["data"] for r in responses if r.status_code == 200)
    after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
    assert (after["name"], after["version"], after["live_version"]) == (winner["name"], 2, 2)
    assert [(v["version"], v["status"]) for v in versions(api, promotion["id"])] == [
        (2, "published"),
        (1, "archived"),
    ]


def test_draft_edits_race_the_same_way(tenant):
    api = tenant.live
    draft = create_promotion(api)

    responses = at_once(
        [
            lambda n=n: patch(_own_client(api), draft["id"], priority=n, expected_version=1)
            for n in range(THREADS)
        ]
    )

    assert sorted(r.status_code for r in responses) == [200] + [409] * (THREADS - 1)
    assert api.get(f"/v1/promotions/{draft['id']}").json()["data"]["version"] == 2


def test_without_expected_version_every_write_lands_as_its_own_version(tenant):
    api = tenant.live
    promotion = active_promotion(api)

    responses = at_once(
        [lambda n=n: patch(_own_client(api), promotion["id"], priority=n) for n in range(THREADS)]
    )

    assert [r.status_code for r in responses] == [200] * THREADS, [r.text for r in responses]
    after = api.get(f"/v1/promotions/{promotion['id']}").json()["data"]
    assert (after["version"], after["live_version"]) == (THREADS + 1, THREADS + 1)
    listed = versions(api, promotion["id"])
    assert [v["version"] for v in listed] == list(range(THREADS + 1, 0, -1))
    assert [v["status"] for v in listed] == ["published"] + ["archived"] * THREADS
    assert after["priority"] == listed[0]["priority"]


def test_of_concurrent_creates_with_one_code_exactly_one_wins(tenant):
    api = tenant.live
    body = promotion_body(distribution="COUPON", code="RACE")

    responses = at_once(
        [
            lambda n=n: _own_client(api).post(
                "/v1/promotions",
                json={**body, "code": "race" if n % 2 else "RACE"},
                idempotency_key=True,
            )
            for n in range(THREADS)
        ]
    )

    assert sorted(r.status_code for r in responses) == [201] + [422] * (THREADS - 1), [
        r.text for r in responses
    ]
    assert all(
        [e["pointer"] for e in r.json()["errors"]] == ["/code"]
        for r in responses
        if r.status_code == 422
    )
    assert len(api.get("/v1/promotions").json()["data"]) == 1
