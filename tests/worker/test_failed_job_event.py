"""A tenant's job that gives up leaves a `job.failed` event the tenant can read."""

from __future__ import annotations

from billing.platform.db import Database
from billing.platform.outbox import enqueue_job, job_handler
from billing.platform.worker import Worker
from tests.platform.helpers import workspace_context
from tests.support import Tenant


def test_a_job_that_gives_up_writes_job_failed_in_its_workspace(
    tenant: Tenant, other_tenant: Tenant, with_db, kind
):
    @job_handler(kind)
    async def always_fails(session, job):
        raise ValueError("no price version is in force")

    ctx = workspace_context(tenant)

    async def scenario(db: Database) -> str:
        async with db.session() as session, session.begin():
            job = await enqueue_job(
                session, kind, {"subscription_id": "s1"}, ctx=ctx, max_attempts=1
            )
            assert job is not None
            job_id = str(job.id)
        assert await Worker(db, kinds={kind}).run_until_idle() == 1
        return job_id

    job_id = with_db(scenario)

    events = tenant.live.get("/v1/events").json()["data"]
    [failed] = [e for e in events if e["type"] == "job.failed"]
    assert (failed["resource_type"], failed["resource_id"]) == ("job", job_id)
    assert failed["data"] == {
        "kind": kind,
        "payload": {"subscription_id": "s1"},
        "attempts": 1,
        "error": "ValueError: no price version is in force",
    }
    assert not [
        e for e in other_tenant.live.get("/v1/events").json()["data"] if e["type"] == "job.failed"
    ]
