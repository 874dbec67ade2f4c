"""Concurrent writers of one price: version numbers are never duplicated, and concurrent
publishes leave exactly one active version (on SQLite writers queue; on PostgreSQL the price's
row lock serializes them)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

from billing.platform import clock
from tests.catalog.helpers import make_draft, make_price, timeline

WRITERS = 8


def at_once(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run the calls in threads released together (requests overlap in the app's event loop)."""
    barrier = threading.Barrier(len(calls))

    def run(call: Callable[[], Any]) -> Any:
        barrier.wait()
        return call()

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return list(pool.map(run, calls))


def test_concurrent_drafts_get_distinct_numbers(tenant):
    price = make_price(tenant.live)
    path = f"/v1/prices/{price['id']}/versions"

    responses = at_once(
        [
            lambda n=n: tenant.live.post(path, json={"unit_amount": f"{n}.00"})
            for n in range(WRITERS)
        ]
    )

    assert [r.status_code for r in responses] == [201] * WRITERS, [r.text for r in responses]
    numbers = sorted(r.json()["data"]["version"] for r in responses)
    assert numbers == list(range(2, WRITERS + 2))
    after = tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]
    assert after["latest_version"] == WRITERS + 1
    assert len(timeline(tenant.live, price["id"], "all")) == WRITERS + 1


def test_concurrent_publishes_leave_one_active_version(tenant):
    now = clock.utcnow()
    price = make_price(tenant.live, effective_from=now - timedelta(days=30))
    drafts = [
        make_draft(tenant.live, price["id"], effective_from=now - timedelta(days=WRITERS - n))
        for n in range(WRITERS)
    ]

    responses = at_once(
        [
            lambda d=d: tenant.live.post(f"/v1/prices/{price['id']}/versions/{d['id']}/publish")
            for d in drafts
        ]
    )

    assert {r.status_code for r in responses} <= {200, 422}, [r.text for r in responses]
    assert responses[-1].status_code == 200
    versions = timeline(tenant.live, price["id"], "all")
    active = [v for v in versions if v["status"] == "active"]
    assert [v["id"] for v in active] == [drafts[-1]["id"]]
    published = [v for v in versions if v["status"] != "draft"]
    assert all(
        v["status"] == "archived" and v["archived_reason"] == "superseded" for v in published[:-1]
    )
    refused = {d["id"] for d, r in zip(drafts, responses, strict=True) if r.status_code == 422}
    assert {v["id"] for v in versions if v["status"] == "draft"} == refused
