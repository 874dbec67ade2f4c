"""Webhook upkeep: a dispatcher chain whose link failed on every attempt is revived by the
recurring revive job (and delivers everything it missed, once); a burst of events for
several endpoints is dispatched (it once passed PostgreSQL's bind-parameter limit and failed
every attempt); old finished deliveries and webhook jobs are pruned after the retention."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import func, select

from billing.config import get_settings
from billing.models.platform import Event, Job
from billing.models.webhooks import WebhookDelivery
from billing.platform.db import Database
from billing.platform.outbox import enqueue_job
from billing.platform.worker import Worker
from billing.webhooks import dispatch, upkeep
from billing.webhooks.repository import EventWindowRepository
from tests.customers.helpers import create_customer
from tests.support import Tenant
from tests.webhooks.helpers import allow_loopback, create_endpoint, deliveries, parse
from tests.webhooks.receiver import Receiver

T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def _db(tenant: Tenant) -> Database:
    return tenant.client.app.state.db  # type: ignore[attr-defined,no-any-return]


def _run_upkeep(tenant: Tenant, kind: str) -> int:
    """Queue one upkeep job of `kind` and run it, as a worker does each slot."""
    db = _db(tenant)

    async def run() -> int:
        async with db.session() as session, session.begin():
            await enqueue_job(session, kind, dedup_key=f"{kind}:test:{uuid.uuid4()}")
        return await Worker(db, kinds={kind}).run_until_idle()

    return int(tenant.client.portal.call(run))  # type: ignore[union-attr]


def _scalar(tenant: Tenant, stmt: Any) -> Any:
    db = _db(tenant)

    async def read() -> Any:
        async with db.session() as session:
            return await session.scalar(stmt)

    return tenant.client.portal.call(read)  # type: ignore[union-attr]


def _endpoint(tenant: Tenant, receiver: Receiver, frozen_clock) -> dict[str, Any]:
    frozen_clock(T0 - timedelta(minutes=1))
    allow_loopback(tenant.live)
    frozen_clock(T0)
    endpoint = create_endpoint(tenant.live, receiver.url)
    receiver.secret = endpoint["secret"]
    return endpoint


def _events_since(tenant: Tenant, moment: datetime) -> set[str]:
    listed = tenant.live.get("/v1/events", params={"limit": 200}).json()["data"]
    return {e["id"] for e in listed if parse(e["created_at"]) >= moment}


def test_a_dispatcher_chain_that_failed_for_good_is_revived(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs, monkeypatch: pytest.MonkeyPatch
):
    _endpoint(tenant, receiver, frozen_clock)
    working = EventWindowRepository.after

    async def database_away(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("the database went away")

    monkeypatch.setattr(EventWindowRepository, "after", database_away)
    create_customer(tenant.live)
    moment = T0
    for _ in range(12):
        moment += timedelta(minutes=5)
        frozen_clock(moment)
        run_jobs()
    monkeypatch.setattr(EventWindowRepository, "after", working)
    gave_up = tenant.live.get("/v1/events", params={"type": "job.failed"}).json()["data"]
    assert gave_up
    assert {e["data"]["kind"] for e in gave_up} == {dispatch.DISPATCH_JOB}
    assert {e["data"]["attempts"] for e in gave_up} == {8}

    create_customer(tenant.live)
    frozen_clock(moment + timedelta(hours=1))
    run_jobs()
    assert receiver.received == []  # the chain has stopped: nothing dispatches any more

    assert _run_upkeep(tenant, upkeep.REVIVE.kind) == 1
    frozen_clock(moment + timedelta(hours=1, seconds=10))
    run_jobs()

    arrived = receiver.ids()
    assert set(arrived) == _events_since(tenant, T0)
    assert len(arrived) == 2 + len(gave_up)
    assert set(arrived.values()) == {1}
    assert receiver.bad_signatures == 0


def test_a_living_chain_is_left_alone(tenant: Tenant, receiver: Receiver, frozen_clock):
    _endpoint(tenant, receiver, frozen_clock)
    pending = select(func.count()).where(
        Job.kind == dispatch.DISPATCH_JOB,
        Job.status == "pending",
        Job.workspace_id == tenant.workspace("live").id,
    )
    before = _scalar(tenant, pending)

    _run_upkeep(tenant, upkeep.REVIVE.kind)

    assert before >= 1
    assert _scalar(tenant, pending) == before


def test_a_burst_of_events_for_several_endpoints_is_dispatched(
    tenant: Tenant, receiver: Receiver, frozen_clock
):
    """460 events for 12 endpoints in one link: 5,520 deliveries, 66,240 bind parameters in
    one statement before they were split (PostgreSQL takes at most 65,535)."""
    endpoint = _endpoint(tenant, receiver, frozen_clock)
    for _ in range(11):
        create_endpoint(tenant.live, f"{receiver.url}?n={uuid.uuid4().hex[:6]}")
    workspace = tenant.workspace("live")
    db = _db(tenant)

    async def burst() -> None:
        async with db.session() as session, session.begin():
            session.add_all(
                Event(
                    organization_id=tenant.org.organization_id,
                    workspace_id=workspace.id,
                    type="customer.deleted",
                    data={},
                    created_at=T0 + timedelta(milliseconds=n),
                )
                for n in range(460)
            )
        worker = Worker(
            db, kinds={dispatch.DISPATCH_JOB}, organization_ids=[tenant.org.organization_id]
        )
        await worker.run_until_idle()

    frozen_clock(T0 + timedelta(seconds=10))
    tenant.client.portal.call(burst)  # type: ignore[union-attr]

    made = select(func.count()).where(WebhookDelivery.workspace_id == workspace.id)
    assert _scalar(tenant, made) == 12 * 460
    assert len(deliveries(tenant.live, endpoint["id"])) == 200


def test_old_finished_deliveries_and_jobs_are_pruned_after_the_retention(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("BILLING_WEBHOOK_RETENTION_DAYS", "7")
    get_settings.cache_clear()
    endpoint = _endpoint(tenant, receiver, frozen_clock)
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()
    (done,) = deliveries(tenant.live, endpoint["id"])
    receiver.status = 500
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=20))
    run_jobs()
    kept = next(d for d in deliveries(tenant.live, endpoint["id"]) if d["id"] != done["id"])
    jobs_of_done = select(func.count()).where(
        Job.kind == dispatch.DELIVER_JOB,
        Job.dedup_key.startswith(f"{dispatch.DELIVER_JOB}:{done['id']}"),
    )
    assert (done["status"], kept["status"]) == ("succeeded", "pending")
    assert _scalar(tenant, jobs_of_done) == 1

    frozen_clock(T0 + timedelta(days=6))
    _run_upkeep(tenant, upkeep.PRUNE.kind)
    assert len(deliveries(tenant.live, endpoint["id"])) == 2

    frozen_clock(T0 + timedelta(days=7, minutes=1))
    _run_upkeep(tenant, upkeep.PRUNE.kind)
    get_settings.cache_clear()

    assert [d["id"] for d in deliveries(tenant.live, endpoint["id"])] == [kept["id"]]
    assert _scalar(tenant, jobs_of_done) == 0
