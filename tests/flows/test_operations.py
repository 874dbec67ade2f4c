"""Running flows: failed targets and retry (only the failed ones run again), skip, reject,
the halt policy, pause, resume and cancel, live target binding, and the preview."""

from __future__ import annotations

from datetime import timedelta

from billing.flows import engine
from billing.platform.worker import Worker
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
    priced_plan,
    seed_subscriptions,
    statuses,
    step_act,
    step_of,
    timeline,
)
from tests.promotions.helpers import active_promotion
from tests.support import problem


def _results(api, flow, key, **params):
    step = step_of(flow, key)
    return api.get(
        f"/v1/schedule-flows/{flow['id']}/steps/{step['id']}/results", params=params
    ).json()


def test_failed_targets_retry_then_skip(tenant, frozen_clock, run_jobs) -> None:
    frozen_clock(T0)
    api, user = tenant.live, tenant.login()
    plan, _, _ = priced_plan(api)
    seed_subscriptions(tenant, plan["id"], 3)
    promotion = active_promotion(api, distribution="DIRECT", max_redemptions=2)
    selector = {"plan_ids": [plan["id"]]}
    flow = created(
        user,
        steps=[
            bulk("promo", "apply_promotion", selector, promotion_id=promotion["id"]),
            {"key": "tell", "kind": "notify", "name": "Tell", "config": {"event": "promo.done"}},
        ],
        edges=edges(("promo", "tell")),
    )
    data(act(user, flow["id"], "activate"))
    run_jobs()

    flow = get_flow(api, flow["id"])
    assert flow["status"] == "completed_with_failures"
    assert statuses(flow) == {"promo": "failed", "tell": "pending"}
    failed = _results(api, flow, "promo", status="failed")
    assert failed["pagination"]["counts"]["status"] == {
        "pending": 0, "succeeded": 2, "failed": 1, "skipped": 0, "cancelled": 0
    }  # fmt: skip
    assert len(failed["data"]) == 1 and failed["data"][0]["detail"].startswith("LIMIT_REACHED")
    succeeded_before = {r["id"]: r["applied_at"] for r in _results(api, flow, "promo")["data"]}

    flow = data(step_act(api, flow, "promo", "retry"))
    assert flow["status"] == "running" and statuses(flow)["promo"] == "rearmed"
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "completed_with_failures"
    after = _results(api, flow, "promo")["data"]
    assert sorted(r["attempts"] for r in after) == [1, 1, 2]
    assert {r["id"]: r["applied_at"] for r in after if r["status"] == "succeeded"} == {
        k: v for k, v in succeeded_before.items() if v is not None
    }
    problem(step_act(api, flow, "tell", "retry"), 409, "INVALID_STATE")

    flow = data(step_act(api, flow, "promo", "skip"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "completed"
    assert statuses(flow) == {"promo": "skipped", "tell": "succeeded"}
    assert timeline(api, flow, "promo") == [
        ("failed", "skipped"),
        ("running", "failed"),
        ("rearmed", "running"),
        ("failed", "rearmed"),
        ("running", "failed"),
        ("pending", "running"),
    ]
    notified = api.get("/v1/events", params={"type": "schedule_flow.notified"}).json()["data"]
    assert [e["data"]["event"] for e in notified] == ["promo.done"]


def test_halt_pauses_at_the_first_failure(tenant, frozen_clock, run_jobs) -> None:
    frozen_clock(T0)
    api, user = tenant.live, tenant.login()
    plan, _, _ = priced_plan(api)
    seed_subscriptions(tenant, plan["id"], 2)
    promotion = active_promotion(api, distribution="DIRECT", max_redemptions=1)
    flow = created(
        user,
        failure_policy="halt",
        steps=[
            bulk("promo", "apply_promotion", {}, promotion_id=promotion["id"]),
            gate("later"),
        ],
    )
    data(act(user, flow["id"], "activate"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "paused"
    assert statuses(flow)["promo"] == "failed"


def test_reject_cancels_the_gate_and_what_follows(tenant, frozen_clock, run_jobs) -> None:
    frozen_clock(T0)
    api, user = tenant.live, tenant.login()
    flow = created(
        user,
        steps=[gate("a"), gate("b"), gate("c")],
        edges=edges(("a", "b")),
    )
    data(act(user, flow["id"], "activate"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert statuses(flow) == {"a": "awaiting_approval", "b": "pending", "c": "awaiting_approval"}
    problem(step_act(api, flow, "b", "approve"), 409, "INVALID_STATE")

    flow = data(step_act(api, flow, "a", "reject"))
    assert statuses(flow) == {"a": "cancelled", "b": "cancelled", "c": "awaiting_approval"}
    problem(step_act(api, flow, "a", "approve"), 409, "INVALID_STATE")
    data(step_act(api, flow, "c", "approve"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "completed"
    assert timeline(api, flow, "a") == [
        ("awaiting_approval", "cancelled"),
        ("pending", "awaiting_approval"),
    ]


def test_pause_resume_cancel(tenant, frozen_clock, run_jobs) -> None:
    frozen_clock(T0)
    api, user = tenant.live, tenant.login()
    plan, price, _ = priced_plan(api)
    seed_subscriptions(tenant, plan["id"], 2)
    flow = created(
        user,
        trigger_local="2030-01-06T12:00",
        trigger_tz="Europe/Berlin",
        steps=[
            gate(),
            bulk("pin", "change_version", {"price_ids": [price["id"]]}, target_version=2),
        ],
        edges=edges(("approve", "pin")),
    )
    data(act(user, flow["id"], "activate"))
    assert data(act(api, flow["id"], "pause"))["status"] == "paused"
    problem(act(api, flow["id"], "pause"), 409, "INVALID_STATE")
    assert data(act(api, flow["id"], "resume"))["status"] == "scheduled"

    frozen_clock(T0 + timedelta(hours=3))
    run_jobs()
    assert get_flow(api, flow["id"])["status"] == "running"
    data(act(api, flow["id"], "pause"))
    flow = data(step_act(api, get_flow(api, flow["id"]), "approve", "approve"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "paused" and statuses(flow)["pin"] == "pending"

    flow = data(act(api, flow["id"], "cancel"))
    assert flow["status"] == "cancelled"
    assert statuses(flow) == {"approve": "succeeded", "pin": "cancelled"}
    assert step_of(flow, "pin")["results"]["cancelled"] == 2
    problem(act(api, flow["id"], "cancel"), 409, "INVALID_STATE")
    problem(act(api, flow["id"], "resume"), 409, "INVALID_STATE")
    assert events_by_resource(tenant, "subscription.price_versions_pinned") == {}


def test_live_binding_resolves_targets_when_the_step_starts(tenant, frozen_clock, run_jobs) -> None:
    frozen_clock(T0)
    api, user = tenant.live, tenant.login()
    plan, price, _ = priced_plan(api)
    seed_subscriptions(tenant, plan["id"], 2)
    flow = created(
        user,
        target_binding="live_at_fire",
        steps=[
            gate(),
            bulk("pin", "change_version", {"price_ids": [price["id"]]}, target_latest=True),
        ],
        edges=edges(("approve", "pin")),
    )
    flow = data(act(user, flow["id"], "activate"))
    assert step_of(flow, "pin")["results"]["pending"] == 0
    run_jobs()
    later = seed_subscriptions(tenant, plan["id"], 3)
    data(step_act(api, get_flow(api, flow["id"]), "approve", "approve"))
    run_jobs()
    flow = get_flow(api, flow["id"])
    assert flow["status"] == "completed"
    assert step_of(flow, "pin")["results"]["succeeded"] == 5
    assert {str(s) for s in later} <= set(
        events_by_resource(tenant, "subscription.price_versions_pinned")
    )


def test_preview_counts_samples_and_estimates(tenant, frozen_clock) -> None:
    frozen_clock(T0)
    api = tenant.live
    plan, price, _ = priced_plan(api)
    seed_subscriptions(tenant, plan["id"], 3)
    body = {
        "action": "change_version",
        "target_version": 2,
        "selector": {"price_ids": [price["id"]]},
    }
    preview = data(api.post("/v1/schedule-flows/preview-targets", json=body, idempotency_key=True))
    assert preview["count"] == 3 and len(preview["sample"]) == 3
    assert preview["money_impact_estimate"] == {"EUR": "6.00"}
    assert preview["estimated_over"] == {"subscriptions": 3, "of": 3, "complete": True}

    latest = {**body, "target_version": None, "target_latest": True}
    preview = data(
        api.post("/v1/schedule-flows/preview-targets", json=latest, idempotency_key=True)
    )
    assert preview["money_impact_estimate"] is None and preview["estimated_over"] is None

    bad = {**body, "target_version": 9}
    response = api.post("/v1/schedule-flows/preview-targets", json=bad, idempotency_key=True)
    assert problem(response, 422, "VALIDATION_ERROR")["errors"][0]["pointer"] == "/target_version"
    missing_key = api.post("/v1/schedule-flows/preview-targets", json=body)
    problem(missing_key, 400, "IDEMPOTENCY_KEY_REQUIRED")


def test_higher_priority_advances_first(tenant, frozen_clock, client, monkeypatch) -> None:
    frozen_clock(T0)
    monkeypatch.setattr(engine, "TICK_BUDGET", 3)
    api, user = tenant.live, tenant.login()
    plan, price, _ = priced_plan(api)
    seed_subscriptions(tenant, plan["id"], 4)
    selector = {"price_ids": [price["id"]]}
    low, high = (
        created(
            user,
            name=name,
            priority=priority,
            steps=[bulk("pin", "change_version", selector, target_version=2, force=True)],
        )
        for name, priority in (("low", 1), ("high", 50))
    )
    for flow in (low, high):
        data(act(user, flow["id"], "activate"))

    worker = Worker(client.app.state.db, organization_ids=[tenant.org.organization_id])
    assert client.portal.call(worker.run_once)
    high_pin = step_of(get_flow(api, high["id"]), "pin")["results"]
    low_pin = step_of(get_flow(api, low["id"]), "pin")["results"]
    assert (high_pin["succeeded"], low_pin["succeeded"]) == (3, 0)
