"""Cursor pagination, proven through GET /v1/events: limits, cursors, ties on created_at."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta

import orjson
import pytest

from tests.platform.helpers import emit_events


def walk(api, query: str = "", *, limit: int) -> tuple[list[str], int]:
    """Every id of the list, page by page; also the number of pages."""
    ids: list[str] = []
    cursor = None
    pages = 0
    while True:
        params = f"limit={limit}" + (f"&{query}" if query else "")
        if cursor:
            params += f"&cursor={cursor}"
        response = api.get(f"/v1/events?{params}")
        assert response.status_code == 200, response.text
        body = response.json()
        pages += 1
        assert len(body["data"]) <= limit
        ids.extend(e["id"] for e in body["data"])
        cursor = body["pagination"]["cursor"]
        assert body["pagination"]["has_more"] is (cursor is not None)
        if cursor is None:
            return ids, pages


class TestPageSize:
    def test_default_is_50(self, tenant):
        emit_events(tenant, count=55)

        body = tenant.live.get("/v1/events").json()

        assert len(body["data"]) == 50
        assert body["pagination"]["has_more"] is True

    def test_cap_is_200_and_larger_values_are_clamped(self, tenant):
        emit_events(tenant, count=205)

        for limit in ("200", "201", "100000"):
            body = tenant.live.get(f"/v1/events?limit={limit}").json()
            assert len(body["data"]) == 200, limit
            assert body["pagination"]["has_more"] is True

    @pytest.mark.parametrize("limit", ["abc", "0", "-5", "", "1.5", "1e3"])
    def test_invalid_values_fall_back_to_the_default(self, tenant, limit):
        emit_events(tenant, count=55)

        response = tenant.live.get(f"/v1/events?limit={limit}")

        assert response.status_code == 200, response.text
        assert len(response.json()["data"]) == 50

    def test_small_limit(self, tenant):
        ids = emit_events(tenant, count=3)

        body = tenant.live.get("/v1/events?limit=2").json()

        assert [e["id"] for e in body["data"]] == [ids[2], ids[1]]
        assert body["pagination"]["has_more"] is True


class TestWalkingPages:
    def test_every_row_once_in_order_when_timestamps_tie(self, tenant):
        same = datetime(2024, 1, 1, tzinfo=UTC)
        later = same + timedelta(seconds=1)
        tied = emit_events(tenant, count=23, created_at=same)
        newest = emit_events(tenant, count=4, created_at=later)

        expected = [e["id"] for e in tenant.live.get("/v1/events?limit=200").json()["data"]]
        assert sorted(expected) == sorted(tied + newest)
        assert set(expected[:4]) == set(newest)

        for limit in (1, 2, 5, 7, 26, 27):
            ids, pages = walk(tenant.live, limit=limit)
            assert ids == expected, limit
            assert pages == -(-len(expected) // limit), limit

    def test_walk_with_filters(self, tenant):
        same = datetime(2024, 1, 1, tzinfo=UTC)
        wanted = emit_events(tenant, "kept", count=9, created_at=same)
        emit_events(tenant, "dropped", count=9, created_at=same)

        ids, _ = walk(tenant.live, "type=kept", limit=4)

        assert sorted(ids) == sorted(wanted)
        assert len(ids) == len(set(ids))

    def test_cursor_is_stateless_and_reusable(self, tenant):
        emit_events(tenant, count=5)
        first = tenant.live.get("/v1/events?limit=2").json()
        cursor = first["pagination"]["cursor"]

        again = tenant.live.get(f"/v1/events?limit=2&cursor={cursor}").json()
        once_more = tenant.live.get(f"/v1/events?limit=2&cursor={cursor}").json()

        assert again == once_more
        assert {e["id"] for e in again["data"]}.isdisjoint(e["id"] for e in first["data"])

    def test_limit_may_change_between_pages(self, tenant):
        emit_events(tenant, count=6)
        expected = [e["id"] for e in tenant.live.get("/v1/events").json()["data"]]
        first = tenant.live.get("/v1/events?limit=2").json()

        rest = tenant.live.get(f"/v1/events?limit=10&cursor={first['pagination']['cursor']}").json()

        assert [e["id"] for e in first["data"] + rest["data"]] == expected

    def test_counts_do_not_bind_the_cursor(self, tenant):
        emit_events(tenant, count=3)
        cursor = tenant.live.get("/v1/events?limit=1").json()["pagination"]["cursor"]

        response = tenant.live.get(f"/v1/events?limit=1&counts=type&cursor={cursor}")

        assert response.status_code == 200


def forged(payload: object) -> str:
    return base64.urlsafe_b64encode(orjson.dumps(payload)).decode().rstrip("=")


class TestInvalidCursor:
    def test_cursor_with_other_filters(self, tenant):
        emit_events(tenant, "a", count=3)
        cursor = tenant.live.get("/v1/events?limit=1&type=a").json()["pagination"]["cursor"]

        for query in ("type=b", "type.contains=a", "", "resource_type=invoice"):
            response = tenant.live.get(f"/v1/events?limit=1&cursor={cursor}&{query}")
            assert response.status_code == 400, query
            assert response.headers["content-type"] == "application/problem+json"
            assert response.json()["code"] == "INVALID_CURSOR"

    @pytest.mark.parametrize(
        "cursor",
        [
            "garbage",
            "!!!!",
            "a",
            "%00",
            "eyJrIjpb",
            "Zm9v",
            "x" * 5000,
            "é",
        ],
    )
    def test_garbage(self, tenant, cursor):
        response = tenant.live.get("/v1/events", params={"cursor": cursor})

        assert response.status_code == 400
        assert response.json()["code"] == "INVALID_CURSOR"

    def test_tampered_keys(self, tenant):
        emit_events(tenant, count=3)
        cursor = tenant.live.get("/v1/events?limit=1").json()["pagination"]["cursor"]
        payload = orjson.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        binding = payload["b"]
        bad_payloads = [
            {"k": ["2024-01-01T00:00:00", payload["k"][1]], "b": binding},
            {"k": ["not a date", payload["k"][1]], "b": binding},
            {"k": [payload["k"][0], "not-a-uuid"], "b": binding},
            {"k": [payload["k"][0]], "b": binding},
            {"k": [1, 2], "b": binding},
            {"k": payload["k"]},
            [payload["k"], binding],
        ]
        for bad in bad_payloads:
            response = tenant.live.get("/v1/events", params={"cursor": forged(bad)})
            assert response.status_code == 400, bad
            assert response.json()["code"] == "INVALID_CURSOR"
