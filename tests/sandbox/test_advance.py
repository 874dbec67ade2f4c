"""Advancing a test clock over HTTP: POST /v1/test-clocks/{id}/advance answers 202 `advancing`,
the worker runs the clock's jobs in time order, and the clock is `active` again at its target.
A clock's jobs never run in real time."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from billing.platform.worker import Worker
from tests.billing_runs.helpers import (
    clock_customer,
    create_plan,
    events_of,
    get,
    invoices_of,
    subscribe,
)
from tests.sandbox.helpers import create_clock
from tests.support import Api, Tenant, pointers, problem


def _advance(api: Api, clock_id: str, frozen_at: Any) -> Any:
    return api.post(f"/v1/test-clocks/{clock_id}/advance", json={"frozen_at": frozen_at})


def _clock(api: Api, clock_id: str) -> dict[str, Any]:
    return get(api, f"/v1/test-clocks/{clock_id}")


def _issued(api: Api, subscription_id: str) -> list[str]:
    return [i["issued_at"] for i in invoices_of(api, subscription_id)]


class TestAdvance:
    def test_answers_202_advancing_then_the_worker_makes_it_active_at_the_target(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        response = _advance(api, clock["id"], "2026-02-01T01:00:00+01:00")

        assert response.status_code == 202, response.text
        data = response.json()["data"]
        assert (data["id"], data["status"], data["advancing_to"], data["frozen_at"]) == (
            clock["id"],
            "advancing",
            "2026-02-01T00:00:00Z",
            "2026-01-01T00:00:00Z",
        )
        assert _clock(api, clock["id"]) == data

        run_jobs()

        done = _clock(api, clock["id"])
        assert (done["status"], done["frozen_at"], done["advancing_to"]) == (
            "active",
            "2026-02-01T00:00:00Z",
            None,
        )

    def test_writes_advancing_and_advanced_events(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        assert _advance(api, clock["id"], "2026-03-01T00:00:00Z").status_code == 202
        run_jobs()

        events = [
            (e["type"], e["resource_type"], e["data"])
            for e in events_of(api, [clock["id"]])
            if e["type"] != "test_clock.created"
        ]
        assert events == [
            (
                "test_clock.advancing",
                "test_clock",
                {"from": "2026-01-01T00:00:00+00:00", "to": "2026-03-01T00:00:00+00:00"},
            ),
            ("test_clock.advanced", "test_clock", {"frozen_at": "2026-03-01T00:00:00+00:00"}),
        ]

    def test_the_same_instant_is_accepted(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        response = _advance(api, clock["id"], "2026-01-01T01:00:00+01:00")

        assert response.status_code == 202, response.text
        run_jobs()
        done = _clock(api, clock["id"])
        assert (done["status"], done["frozen_at"]) == ("active", "2026-01-01T00:00:00Z")

    def test_shows_how_far_it_got_while_advancing(self, tenant: Tenant, client):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        assert _advance(api, clock["id"], "2026-12-01T00:00:00Z").status_code == 202

        # Only this tenant's jobs: earlier tests leave due jobs in the same database.
        worker = Worker(client.app.state.db, organization_ids=[tenant.org.organization_id])
        for _ in range(12):
            client.portal.call(worker.run_once)

        halfway = _clock(api, clock["id"])
        assert (halfway["status"], halfway["advancing_to"]) == (
            "advancing",
            "2026-12-01T00:00:00Z",
        )
        assert "2026-01-01T00:00:00Z" <= halfway["frozen_at"] < "2026-12-01T00:00:00Z"
        client.portal.call(worker.run_until_idle)
        assert _clock(api, clock["id"])["status"] == "active"


class TestAdvanceRefusals:
    @pytest.mark.parametrize(
        "body",
        [
            {},
            {"frozen_at": None},
            {"frozen_at": "2026-02-01T00:00:00"},
            {"frozen_at": "next month"},
        ],
    )
    def test_a_bad_frozen_at_is_422_at_its_pointer(self, tenant: Tenant, body):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        response = api.post(f"/v1/test-clocks/{clock['id']}/advance", json=body)

        assert pointers(response) == ["/frozen_at"]
        assert _clock(api, clock["id"]) == clock

    def test_an_unknown_field_is_422(self, tenant: Tenant):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        response = api.post(
            f"/v1/test-clocks/{clock['id']}/advance",
            json={"frozen_at": "2026-02-01T00:00:00Z", "status": "active"},
        )

        assert "/status" in pointers(response)

    def test_going_backwards_is_422(self, tenant: Tenant):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        response = _advance(api, clock["id"], "2025-12-31T23:59:59Z")

        assert pointers(response) == ["/frozen_at"]
        assert _clock(api, clock["id"]) == clock
        assert [e["type"] for e in events_of(api, [clock["id"]])] == ["test_clock.created"]

    def test_more_than_three_years_at_once_is_422(self, tenant: Tenant):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")

        response = _advance(api, clock["id"], "2029-01-05T00:00:00Z")

        assert response.status_code == 422
        assert pointers(response) == ["/frozen_at"]
        assert _clock(api, clock["id"]) == clock
        assert _advance(api, clock["id"], "2029-01-01T00:00:00Z").status_code == 202

    def test_advancing_while_advancing_is_409(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock = create_clock(api, frozen_at="2026-01-01T00:00:00Z")
        assert _advance(api, clock["id"], "2026-02-01T00:00:00Z").status_code == 202

        response = _advance(api, clock["id"], "2026-03-01T00:00:00Z")

        problem(response, 409, "INVALID_STATE")
        assert _clock(api, clock["id"])["advancing_to"] == "2026-02-01T00:00:00Z"
        run_jobs()
        assert _clock(api, clock["id"])["frozen_at"] == "2026-02-01T00:00:00Z"
        # Active again: the next advance is accepted.
        assert _advance(api, clock["id"], "2026-03-01T00:00:00Z").status_code == 202

    def test_a_live_workspace_is_403(self, tenant: Tenant):
        clock = create_clock(tenant.sandbox, frozen_at="2026-01-01T00:00:00Z")

        problem(_advance(tenant.live, clock["id"], "2026-02-01T00:00:00Z"), 403, "FORBIDDEN")
        problem(_advance(tenant.live, str(uuid.uuid4()), "2026-02-01T00:00:00Z"), 403, "FORBIDDEN")
        # Refused before the body is read.
        problem(
            tenant.live.post(f"/v1/test-clocks/{clock['id']}/advance", json={}),
            403,
            "FORBIDDEN",
        )
        assert _clock(tenant.sandbox, clock["id"]) == clock

    def test_an_unknown_or_foreign_clock_is_404(self, tenant: Tenant, other_tenant: Tenant):
        foreign = create_clock(other_tenant.sandbox, frozen_at="2026-01-01T00:00:00Z")

        for clock_id in (str(uuid.uuid4()), foreign["id"]):
            problem(_advance(tenant.sandbox, clock_id, "2026-02-01T00:00:00Z"), 404, "NOT_FOUND")
        assert _clock(other_tenant.sandbox, foreign["id"]) == foreign


class TestClockJobs:
    def test_do_not_run_in_real_time(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        # Real time is past February 2026: a job due in real time would have run.
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        assert subscription["current_period_end"] == "2026-02-01T00:00:00Z"

        for _ in range(3):
            run_jobs()

        assert _issued(api, subscription["id"]) == ["2026-01-01T00:00:00Z"]
        assert get(api, f"/v1/subscriptions/{subscription['id']}")["current_period_end"] == (
            "2026-02-01T00:00:00Z"
        )

        assert _advance(api, clock["id"], "2026-01-31T23:59:59Z").status_code == 202
        run_jobs()
        assert _issued(api, subscription["id"]) == ["2026-01-01T00:00:00Z"]

        assert _advance(api, clock["id"], "2026-02-01T00:00:00Z").status_code == 202
        run_jobs()
        assert _issued(api, subscription["id"]) == [
            "2026-01-01T00:00:00Z",
            "2026-02-01T00:00:00Z",
        ]

    def test_two_clocks_advance_independently(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        first, first_customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        second, second_customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "10.00")
        one = subscribe(api, first_customer["id"], plan["id"])
        two = subscribe(api, second_customer["id"], plan["id"])

        assert _advance(api, first["id"], "2026-03-15T00:00:00Z").status_code == 202
        run_jobs()

        assert _issued(api, one["id"]) == [
            "2026-01-01T00:00:00Z",
            "2026-02-01T00:00:00Z",
            "2026-03-01T00:00:00Z",
        ]
        assert _issued(api, two["id"]) == ["2026-01-01T00:00:00Z"]
        assert _clock(api, second["id"])["frozen_at"] == "2026-01-01T00:00:00Z"

        # Both at once, to different targets.
        assert _advance(api, first["id"], "2026-04-15T00:00:00Z").status_code == 202
        assert _advance(api, second["id"], "2026-02-15T00:00:00Z").status_code == 202
        run_jobs()

        assert _issued(api, one["id"])[-1] == "2026-04-01T00:00:00Z"
        assert len(_issued(api, one["id"])) == 4
        assert _issued(api, two["id"]) == ["2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z"]
        assert [_clock(api, c["id"])["frozen_at"] for c in (first, second)] == [
            "2026-04-15T00:00:00Z",
            "2026-02-15T00:00:00Z",
        ]


class TestDeleteWithCustomers:
    def test_a_clock_with_bound_customers_is_409_referenced(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])

        body = problem(api.delete(f"/v1/test-clocks/{clock['id']}"), 409, "REFERENCED")

        assert body["customer_count"] == 1
        # The clock and its jobs are intact: it still advances the subscription.
        assert _advance(api, clock["id"], "2026-02-01T00:00:00Z").status_code == 202
        run_jobs()
        assert _issued(api, subscription["id"]) == [
            "2026-01-01T00:00:00Z",
            "2026-02-01T00:00:00Z",
        ]
