"""Scheduled versions take effect when the clock passes their effective_from, by the worker
alone: before that nothing changes, even when jobs run; a job runs any number of times with the
same result; a moved date leaves the old job a no-op; billing reads the version in force by
date even while the worker lags."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

import billing.catalog.jobs  # noqa: F401  (registers the handler)
from billing.catalog import service
from billing.catalog.activation import ACTIVATE_JOB
from billing.models.platform import Job
from billing.platform.outbox import handler_for
from tests.catalog.helpers import make_draft, make_price, statuses, timeline
from tests.platform.helpers import workspace_context

T0 = datetime(2031, 6, 1, 8, 0, tzinfo=UTC)
DAY = timedelta(days=1)
SECOND = timedelta(seconds=1)


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def schedule(api, price_id: str, moment: datetime, amount: str = "12") -> dict[str, Any]:
    draft = make_draft(api, price_id, unit_amount=amount, effective_from=moment)
    response = api.post(f"/v1/prices/{price_id}/versions/{draft['id']}/publish")
    assert response.status_code == 200, response.text
    assert response.json()["data"]["status"] == "scheduled"
    return dict(response.json()["data"])


def events(api, type_: str, resource_id: str) -> list[dict[str, Any]]:
    response = api.get(f"/v1/events?type={type_}&resource_id={resource_id}")
    return list(response.json()["data"])


def run_activation_jobs_directly(tenant, version_id: str) -> int:
    """Call the handler on every activation job of the version, whatever its status."""
    db = tenant.client.app.state.db
    handler = handler_for(ACTIVATE_JOB)
    assert handler is not None

    async def go() -> int:
        async with db.session() as session, session.begin():
            found = await session.execute(
                select(Job.id).where(Job.dedup_key.like(f"{ACTIVATE_JOB}:{version_id}:%"))
            )
            job_ids = list(found.scalars())
        for job_id in job_ids:
            async with db.session() as session, session.begin():
                job = await session.get(Job, job_id)
                await handler(session, job)
        return len(job_ids)

    return int(tenant.client.portal.call(go))


@pytest.fixture
def price(tenant, frozen_clock):
    frozen_clock(T0)
    return make_price(tenant.live, effective_from=T0 - 10 * DAY)


class TestAutomaticActivation:
    def test_nothing_changes_before_the_date_even_when_jobs_run(
        self, tenant, price, frozen_clock, run_jobs
    ):
        schedule(tenant.live, price["id"], T0 + DAY)

        run_jobs()
        frozen_clock(T0 + DAY - SECOND)
        run_jobs()

        assert statuses(tenant.live, price["id"]) == [(1, "active"), (2, "scheduled")]

    def test_the_worker_activates_once_the_clock_passes(
        self, tenant, price, frozen_clock, run_jobs
    ):
        scheduled = schedule(tenant.live, price["id"], T0 + DAY, amount="14")
        moment = T0 + DAY + SECOND
        frozen_clock(moment)

        assert run_jobs() >= 1

        versions = timeline(tenant.live, price["id"], "all")
        assert [(v["version"], v["status"]) for v in versions] == [(1, "archived"), (2, "active")]
        assert versions[0]["archived_reason"] == "superseded"
        assert versions[0]["archived_at"] == iso(moment)
        assert versions[0]["effective_until"] == iso(T0 + DAY)
        assert versions[1]["activated_at"] == iso(moment)
        current = tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["active_version"]
        assert current["id"] == scheduled["id"]
        assert current["unit_amount"] == "14.00"
        assert len(events(tenant.live, "price_version.activated", scheduled["id"])) == 1
        archived = events(tenant.live, "price_version.archived", price["active_version"]["id"])
        assert [e["data"]["archived_reason"] for e in archived] == ["superseded"]

    def test_a_lagging_worker_lands_on_the_version_in_force(
        self, tenant, price, frozen_clock, run_jobs
    ):
        schedule(tenant.live, price["id"], T0 + DAY)
        schedule(tenant.live, price["id"], T0 + 2 * DAY)
        frozen_clock(T0 + 3 * DAY)

        run_jobs()

        versions = timeline(tenant.live, price["id"], "all")
        assert [(v["version"], v["status"]) for v in versions] == [
            (1, "archived"),
            (2, "archived"),
            (3, "active"),
        ]
        assert [v["effective_until"] for v in versions] == [
            iso(T0 + DAY),
            iso(T0 + 2 * DAY),
            None,
        ]

    def test_scheduled_version_1_of_a_new_price(self, tenant, frozen_clock, run_jobs):
        frozen_clock(T0)
        price = make_price(tenant.live, effective_from=T0 + DAY)
        frozen_clock(T0 + 2 * DAY)

        run_jobs()

        assert statuses(tenant.live, price["id"]) == [(1, "active")]
        current = tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["active_version"]
        assert current["version"] == 1

    def test_a_moved_date_leaves_the_old_job_without_effect(
        self, tenant, price, frozen_clock, run_jobs
    ):
        scheduled = schedule(tenant.live, price["id"], T0 + DAY)
        moved = tenant.live.put(
            f"/v1/prices/{price['id']}/versions/{scheduled['id']}",
            json={"unit_amount": "12", "effective_from": (T0 + 3 * DAY).isoformat()},
        )
        assert moved.status_code == 200, moved.text

        frozen_clock(T0 + 2 * DAY)
        run_jobs()
        assert statuses(tenant.live, price["id"]) == [(1, "active"), (2, "scheduled")]

        frozen_clock(T0 + 3 * DAY)
        run_jobs()
        assert statuses(tenant.live, price["id"]) == [(1, "archived"), (2, "active")]

    def test_running_the_job_again_changes_nothing(self, tenant, price, frozen_clock, run_jobs):
        scheduled = schedule(tenant.live, price["id"], T0 + DAY)
        frozen_clock(T0 + 2 * DAY)
        run_jobs()
        before = timeline(tenant.live, price["id"], "all")

        assert run_activation_jobs_directly(tenant, scheduled["id"]) == 1
        assert run_activation_jobs_directly(tenant, scheduled["id"]) == 1

        assert timeline(tenant.live, price["id"], "all") == before
        assert len(events(tenant.live, "price_version.activated", scheduled["id"])) == 1

    def test_the_job_run_early_does_nothing(self, tenant, price):
        scheduled = schedule(tenant.live, price["id"], T0 + DAY)

        assert run_activation_jobs_directly(tenant, scheduled["id"]) == 1

        assert statuses(tenant.live, price["id"]) == [(1, "active"), (2, "scheduled")]

    def test_publishing_catches_up_a_lagging_worker(self, tenant, price, frozen_clock):
        schedule(tenant.live, price["id"], T0 + DAY)
        frozen_clock(T0 + 2 * DAY)

        schedule(tenant.live, price["id"], T0 + 5 * DAY)

        assert statuses(tenant.live, price["id"]) == [
            (1, "archived"),
            (2, "active"),
            (3, "scheduled"),
        ]


class TestVersionInForce:
    def test_by_date_even_while_the_worker_lags(self, tenant, price, frozen_clock):
        scheduled = schedule(tenant.live, price["id"], T0 + DAY)
        frozen_clock(T0 + 2 * DAY)
        ctx = workspace_context(tenant)
        db = tenant.client.app.state.db
        price_id = uuid.UUID(price["id"])

        async def in_force(at: datetime) -> Any:
            async with db.session() as session, session.begin():
                found = await service.version_in_force(session, ctx, price_id, at)
                return None if found is None else (found.version, found.status)

        def call(at: datetime) -> Any:
            return tenant.client.portal.call(in_force, at)

        assert call(T0 - 11 * DAY) is None
        assert call(T0 - 10 * DAY) == (1, "active")
        assert call(T0 + DAY - SECOND) == (1, "active")
        assert call(T0 + DAY) == (2, "scheduled")
        current = tenant.live.get(f"/v1/prices/{price['id']}").json()["data"]["active_version"]
        assert current["id"] == scheduled["id"]
