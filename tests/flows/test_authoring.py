"""Authoring a flow: the graph must be a DAG of known keys, trigger fields come together,
bulk steps name a complete action, create and activate need a user session, and an update
needs a draft at its current lock_version."""

from __future__ import annotations

import uuid

from tests.flows.helpers import T0, act, bulk, create_flow, created, data, edges, gate
from tests.support import every, pointers, problem

SOMEWHERE = str(uuid.uuid4())


def _wait(key: str) -> dict:
    return {"key": key, "kind": "wait", "name": f"Wait {key}", "config": {"duration": "PT1H"}}


class TestCreate:
    def test_an_api_key_needs_a_user_session(self, tenant) -> None:
        problem(create_flow(tenant.live, steps=[gate()]), 401, "USER_SESSION_REQUIRED")

    def test_a_draft_with_its_graph(self, tenant) -> None:
        flow = created(
            tenant.login(),
            steps=[_wait("b"), gate("a"), _wait("c")],
            edges=edges(("a", "b"), ("b", "c")),
        )
        assert flow["status"] == "draft"
        assert flow["failure_policy"] == "continue_independent"
        assert flow["target_binding"] == "snapshot_at_activate"
        assert [(s["key"], s["position"], s["depends_on"]) for s in flow["steps"]] == [
            ("a", 0, []),
            ("b", 1, ["a"]),
            ("c", 2, ["b"]),
        ]
        assert flow["edges"] == [{"from": "a", "to": "b"}, {"from": "b", "to": "c"}]

    def test_a_cycle_is_named(self, tenant) -> None:
        response = create_flow(
            tenant.login(),
            steps=[gate("a"), _wait("b"), _wait("c")],
            edges=edges(("a", "b"), ("b", "c"), ("c", "a")),
        )
        body = problem(response, 422, "VALIDATION_ERROR")
        assert body["errors"] == [
            {"pointer": "/edges", "detail": "the edges form a cycle: a -> b -> c -> a"}
        ]

    def test_an_unknown_key_is_named(self, tenant) -> None:
        response = create_flow(tenant.login(), steps=[gate("a")], edges=edges(("a", "zz")))
        body = problem(response, 422, "VALIDATION_ERROR")
        assert body["errors"] == [{"pointer": "/edges/0/to", "detail": "no step has the key 'zz'"}]

    def test_a_repeated_key(self, tenant) -> None:
        response = create_flow(tenant.login(), steps=[gate("a"), _wait("a")])
        assert pointers(response) == ["/steps/1/key"]

    def test_trigger_fields_come_together(self, tenant) -> None:
        user = tenant.login()
        assert pointers(create_flow(user, trigger_local="2030-01-06T09:00")) == ["/trigger_tz"]
        assert pointers(create_flow(user, trigger_tz="Europe/Berlin")) == ["/trigger_local"]
        bad_zone = create_flow(user, trigger_local="2030-01-06T09:00", trigger_tz="Mars/Olymp")
        assert pointers(bad_zone) == ["/trigger_tz"]
        offset = create_flow(user, trigger_local="2030-01-06T09:00+01:00", trigger_tz="UTC")
        assert pointers(offset) == ["/trigger_local"]
        far = create_flow(user, trigger_local="9999-12-31T23:59", trigger_tz="Pacific/Kiritimati")
        assert pointers(far) == ["/trigger_local"]

    def test_bulk_actions_are_complete(self, tenant) -> None:
        user = tenant.login()
        no_target = bulk("b", "change_version", {"price_ids": [SOMEWHERE]})
        assert pointers(create_flow(user, steps=[no_target])) == [
            "/steps/0/config/target_version",
            "/steps/0/config/selector/price_ids/0",
        ]
        no_prices = bulk("b", "change_version", {}, target_latest=True)
        assert pointers(create_flow(user, steps=[no_prices])) == [
            "/steps/0/config/selector/price_ids"
        ]
        no_promotion = bulk("b", "apply_promotion", {})
        assert pointers(create_flow(user, steps=[no_promotion])) == ["/steps/0/config/promotion_id"]
        stray = bulk("b", "cancel_subscription", {"segment_ids": [SOMEWHERE]}, force=True)
        assert pointers(create_flow(user, steps=[stray])) == [
            "/steps/0/config/force",
            "/steps/0/config/selector/segment_ids/0",
        ]
        unknown_kind = {"key": "x", "kind": "teleport", "name": "X"}
        assert problem(create_flow(user, steps=[unknown_kind]), 422, "VALIDATION_ERROR")


class TestUpdate:
    def test_each_update_bumps_lock_version(self, tenant) -> None:
        user = tenant.login()
        flow = created(user, steps=[gate("a")])
        patched = data(
            user.patch(
                f"/v1/schedule-flows/{flow['id']}",
                json={"expected_version": 1, "priority": 5, "steps": [gate("a"), _wait("b")],
                      "edges": [{"from": "a", "to": "b"}]},
            )
        )  # fmt: skip
        assert patched["lock_version"] == 2 and patched["priority"] == 5
        assert [s["key"] for s in patched["steps"]] == ["a", "b"]

    def test_a_stale_expected_version_conflicts(self, tenant) -> None:
        user = tenant.login()
        flow = created(user, steps=[gate("a")])
        path = f"/v1/schedule-flows/{flow['id']}"
        assert user.patch(path, json={"expected_version": 1, "name": "One"}).status_code == 200
        problem(user.patch(path, json={"expected_version": 1, "name": "Two"}), 409, "CONFLICT")
        assert data(user.get(path))["name"] == "One"

    def test_expected_version_is_required(self, tenant) -> None:
        flow = created(tenant.login(), steps=[gate("a")])
        response = tenant.live.patch(f"/v1/schedule-flows/{flow['id']}", json={"name": "X"})
        assert pointers(response) == ["/expected_version"]

    def test_only_a_draft_is_updated(self, tenant, frozen_clock) -> None:
        frozen_clock(T0)
        user = tenant.login()
        flow = created(user, steps=[gate("a")], trigger_local="2030-02-01T09:00", trigger_tz="UTC")
        activated = data(act(user, flow["id"], "activate"))
        response = user.patch(
            f"/v1/schedule-flows/{flow['id']}",
            json={"expected_version": activated["lock_version"], "name": "Late"},
        )
        problem(response, 409, "INVALID_STATE")

    def test_an_edge_to_a_removed_step(self, tenant) -> None:
        user = tenant.login()
        flow = created(user, steps=[gate("a"), _wait("b")], edges=edges(("a", "b")))
        response = user.patch(
            f"/v1/schedule-flows/{flow['id']}", json={"expected_version": 1, "steps": [gate("a")]}
        )
        assert pointers(response) == ["/edges/0/to"]


class TestActivate:
    def test_an_api_key_needs_a_user_session(self, tenant) -> None:
        flow = created(tenant.login(), steps=[gate("a")])
        problem(act(tenant.live, flow["id"], "activate"), 401, "USER_SESSION_REQUIRED")

    def test_the_author_may_not_activate_when_the_setting_says_so(self, tenant) -> None:
        user = tenant.login()
        flow = created(user, steps=[gate("a")])
        put = tenant.live.put(
            "/v1/settings", json={"settings": {"flows.require_distinct_activator": True}}
        )
        assert put.status_code == 200, put.text
        problem(act(user, flow["id"], "activate"), 403, "FORBIDDEN")
        assert data(user.get(f"/v1/schedule-flows/{flow['id']}"))["status"] == "draft"

    def test_a_passed_trigger_is_refused(self, tenant, frozen_clock) -> None:
        frozen_clock(T0)
        user = tenant.login()
        flow = created(user, steps=[gate("a")], trigger_local="2030-01-06T07:59", trigger_tz="UTC")
        assert pointers(act(user, flow["id"], "activate")) == ["/trigger_local"]

    def test_unschedule_returns_to_draft(self, tenant, frozen_clock) -> None:
        frozen_clock(T0)
        user = tenant.login()
        flow = created(user, steps=[gate("a")], trigger_local="2030-02-01T09:00", trigger_tz="UTC")
        assert data(act(user, flow["id"], "activate"))["status"] == "scheduled"
        back = data(act(user, flow["id"], "unschedule"))
        assert back["status"] == "draft" and back["trigger_at"] is None
        problem(act(user, flow["id"], "unschedule"), 409, "INVALID_STATE")


class TestList:
    def test_status_filter_and_keyset_pages(self, tenant, frozen_clock) -> None:
        frozen_clock(T0)
        user = tenant.login()
        drafts = [created(user, name=f"Draft {n}", steps=[gate()]) for n in range(3)]
        scheduled = created(
            user, steps=[gate()], trigger_local="2030-02-01T09:00", trigger_tz="UTC"
        )
        data(act(user, scheduled["id"], "activate"))

        listed = every(tenant.live, "/v1/schedule-flows", status="draft", limit=2)
        assert sorted(f["id"] for f in listed) == sorted(f["id"] for f in drafts)
        both = every(tenant.live, "/v1/schedule-flows", status="draft,scheduled")
        assert len(both) == 4
        problem(tenant.live.get("/v1/schedule-flows?status=flying"), 400, "INVALID_FILTER")
        problem(tenant.live.get("/v1/schedule-flows?cursor=nope"), 400, "INVALID_CURSOR")
