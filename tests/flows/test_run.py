"""A flow with an approval gate and two bulk steps over 1,000 subscriptions, from draft to
completed on a pinned clock: every subscription gets each action exactly once."""

from __future__ import annotations

from datetime import timedelta

from tests.flows.helpers import (
    T0,
    act,
    bulk,
    created,
    data,
    edges,
    events_by_resource,
    gate,
    get_flow,
    ids,
    priced_plan,
    seed_subscriptions,
    statuses,
    step_act,
    step_of,
    timeline,
)
from tests.support import every

COUNT = 1000


def test_gate_and_two_bulk_steps_over_a_thousand_subscriptions(
    tenant, frozen_clock, run_jobs
) -> None:
    frozen_clock(T0)
    api, user = tenant.live, tenant.login()
    plan, price, version_2 = priced_plan(api)
    subscriptions = seed_subscriptions(tenant, plan["id"], COUNT)
    selector = {"price_ids": [price["id"]]}

    flow = created(
        user,
        trigger_local="2030-01-06T10:00",
        trigger_tz="Europe/Berlin",
        steps=[
            gate(),
            bulk("pin", "change_version", selector, target_version=2),
            bulk("cancel", "cancel_subscription", {"plan_ids": [plan["id"]]}, at_period_end=True),
        ],
        edges=edges(("approve", "pin"), ("pin", "cancel")),
    )
    assert flow["status"] == "draft" and flow["lock_version"] == 1
    assert [s["key"] for s in flow["steps"]] == ["approve", "pin", "cancel"]

    flow = data(act(user, flow["id"], "activate"))
    assert flow["status"] == "scheduled"
    assert flow["trigger_at"] == (T0 + timedelta(hours=1)).isoformat().replace("+00:00", "Z")
    assert step_of(flow, "pin")["results"]["pending"] == COUNT

    run_jobs()
    assert get_flow(api, flow["id"])["status"] == "scheduled"

    frozen_clock(T0 + timedelta(hours=1))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "running"
    assert statuses(flow) == {"approve": "awaiting_approval", "pin": "pending", "cancel": "pending"}

    flow = data(step_act(api, flow, "approve", "approve"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "completed", flow
    assert statuses(flow) == {"approve": "succeeded", "pin": "succeeded", "cancel": "succeeded"}
    for key in ("pin", "cancel"):
        assert step_of(flow, key)["results"] == {
            "pending": 0, "succeeded": COUNT, "failed": 0, "skipped": 0, "cancelled": 0
        }  # fmt: skip

    pinned = events_by_resource(tenant, "subscription.price_versions_pinned")
    cancelled = events_by_resource(tenant, "subscription.cancel_scheduled")
    assert pinned == dict.fromkeys(ids(subscriptions), 1)
    assert cancelled == dict.fromkeys(ids(subscriptions), 1)

    one = api.get(f"/v1/subscriptions/{subscriptions[0]}").json()["data"]
    assert one["cancel_at_period_end"] is True

    pin = step_of(flow, "pin")
    page = api.get(
        f"/v1/schedule-flows/{flow['id']}/steps/{pin['id']}/results",
        params={"status": "succeeded", "limit": 5},
    ).json()
    assert len(page["data"]) == 5 and page["pagination"]["has_more"] is True
    assert page["pagination"]["counts"]["status"]["succeeded"] == COUNT
    assert page["data"][0]["outcome"]["pinned"] == {price["id"]: version_2["id"]}
    results = every(api, f"/v1/schedule-flows/{flow['id']}/steps/{pin['id']}/results")
    assert {r["subscription_id"] for r in results} == ids(subscriptions)
    assert {r["applied_at"] is not None for r in results} == {True}

    assert timeline(api, flow, "approve") == [
        ("awaiting_approval", "succeeded"),
        ("pending", "awaiting_approval"),
    ]
    assert timeline(api, flow, "pin") == [("running", "succeeded"), ("pending", "running")]
