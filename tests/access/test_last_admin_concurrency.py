"""The last-admin guard under concurrency: two admins demoting or suspending each other at the
same moment never leave the organization without an active admin. The requests run on real
threads against the same server, each in its own database transaction."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from threading import Barrier
from typing import Any

import pytest

from tests.access.helpers import join

ROUNDS = 5


def _active_admins(tenant: Any) -> list[str]:
    members = tenant.live.get("/v1/members").json()["data"]
    return [m["id"] for m in members if m["status"] == "active" and "admin" in m["roles"]]


def _at_once(requests: list[Any]) -> list[Any]:
    barrier = Barrier(len(requests))

    def send(request: Any) -> Any:
        barrier.wait()
        return request()

    with ThreadPoolExecutor(len(requests)) as pool:
        return list(pool.map(send, requests))


@pytest.mark.parametrize(
    "change",
    [
        lambda api, user_id: api.post(
            f"/v1/members/{user_id}/roles", json={"assign": [], "unassign": ["admin"]}
        ),
        lambda api, user_id: api.put(f"/v1/members/{user_id}/status", json={"status": "suspended"}),
        lambda api, user_id: api.delete(f"/v1/members/{user_id}"),
    ],
    ids=["unassign-admin", "suspend", "remove"],
)
def test_two_admins_removing_each_other_leave_one(tenant, change):
    for _ in range(ROUNDS):
        join(tenant, roles=["admin"])
        admins = _active_admins(tenant)
        assert len(admins) == 2
        responses = _at_once([lambda user_id=a: change(tenant.live, user_id) for a in admins])

        statuses = sorted(r.status_code for r in responses)
        assert statuses == [204, 409], [r.text for r in responses]
        refused = next(r for r in responses if r.status_code == 409)
        assert refused.json()["code"] == "LAST_ADMIN_GUARD"
        survivors = _active_admins(tenant)
        assert len(survivors) == 1
