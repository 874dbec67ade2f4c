"""A `billing worker` killed with SIGKILL in the middle of a flow's fan-out, and a second
worker that finishes the flow: every target ends with exactly one applied action
(PostgreSQL).

On a database of its own, 1,000 subscriptions are the targets of a flow of two bulk steps
(`change_version`, set-based, then `cancel_subscription`, one target at a time), activated to
run at once. A worker process is killed once some of the first step's targets are done; then
what it committed is whole (each succeeded target has its subscription's pin event, no pin
event lacks its target), a second worker completes the flow, and every subscription has
exactly one pin event and one cancel event, every target succeeded at its first recorded
attempt.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest
from bench.finalize import database
from fastapi.testclient import TestClient

from billing.app import create_app
from billing.config import Settings
from tests.billing_runs.test_kill import _conninfo, _scalar, _wait_for
from tests.flows.helpers import act, bulk, created, edges, priced_plan, seed_subscriptions
from tests.support import provision_tenant

pytestmark = pytest.mark.postgres_only(
    reason="SIGKILL of a worker process on a server database; SQLite runs in the test process"
)

COUNT = 1000
WAIT_SECONDS = 300
BILLING = str(Path(sys.executable).with_name("billing"))


@pytest.fixture
def scratch_url() -> Iterator[str]:
    with database(os.environ["BILLING_TEST_DATABASE_URL"]) as url:
        yield url


@contextmanager
def _worker(url: str, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    env = {**os.environ, "BILLING_DATABASE_URL": url, "BILLING_WORKER_POLL_SECONDS": "0.2"}
    with log.open("ab") as output:
        process = subprocess.Popen(
            [BILLING, "worker"], env=env, stdout=output, stderr=subprocess.STDOUT
        )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


SUCCEEDED = "SELECT count(*) FROM schedule_flow_targets WHERE status = 'succeeded'"
PINNED = "SELECT count(*) FROM events WHERE type = 'subscription.price_versions_pinned'"
FLOW_STATUS = "SELECT status FROM schedule_flows"


def test_a_worker_killed_mid_fan_out_applies_each_action_once(
    scratch_url: str, tmp_path: Path
) -> None:
    settings = Settings(
        database_url=scratch_url,
        run_worker_in_process=False,
        password_hash_time_cost=1,
        password_hash_memory_kib=64,
    )
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        tenant = provision_tenant(client, settings)
        api, user = tenant.live, tenant.login()
        plan, price, _ = priced_plan(api)
        seed_subscriptions(tenant, plan["id"], COUNT, start=datetime.now(UTC))
        flow = created(
            user,
            steps=[
                bulk("pin", "change_version", {"price_ids": [price["id"]]}, target_version=2),
                bulk("cancel", "cancel_subscription", {"plan_ids": [plan["id"]]}),
            ],
            edges=edges(("pin", "cancel")),
        )
        assert act(user, flow["id"], "activate").status_code == 200

    log = tmp_path / "workers.log"
    with psycopg.connect(_conninfo(scratch_url), autocommit=True) as conn:
        with _worker(scratch_url, log) as first:
            _wait_for(conn, SUCCEEDED, COUNT // 3, log)
            first.send_signal(signal.SIGKILL)
            first.wait()
        done = int(_scalar(conn, SUCCEEDED))
        assert done < 2 * COUNT, "the kill came after the flow: nothing was cut short"
        pins = int(_scalar(conn, PINNED))
        pin_targets = _scalar(
            conn,
            "SELECT count(*) FROM schedule_flow_targets t JOIN schedule_flow_steps s"
            " ON s.id = t.step_id WHERE s.key = 'pin' AND t.status = 'succeeded'",
        )
        assert pins == pin_targets, "a pin without its target's result, or the reverse"

        with _worker(scratch_url, log) as second:
            deadline = time.monotonic() + WAIT_SECONDS
            while _scalar(conn, FLOW_STATUS) != "completed" and time.monotonic() < deadline:
                time.sleep(0.1)
            second.send_signal(signal.SIGTERM)
            assert second.wait(timeout=WAIT_SECONDS) == 0
        assert _scalar(conn, FLOW_STATUS) == "completed", log.read_text()[-3000:]

        targets = conn.execute(
            "SELECT status, attempts, count(*) FROM schedule_flow_targets GROUP BY 1, 2"
        ).fetchall()
        assert targets == [("succeeded", 1, 2 * COUNT)]
        for type_ in ("subscription.price_versions_pinned", "subscription.canceled"):
            per_subscription = conn.execute(
                "SELECT n, count(*) FROM (SELECT resource_id, count(*) AS n FROM events"
                " WHERE type = %s GROUP BY resource_id) AS each GROUP BY n",
                (type_,),
            ).fetchall()
            assert per_subscription == [(1, COUNT)], type_
        assert (
            _scalar(conn, "SELECT count(*) FROM subscriptions WHERE status = 'canceled'") == COUNT
        )
        assert (
            _scalar(
                conn,
                "SELECT count(*) FROM subscription_changes WHERE kind = 'cancel'",
            )
            == COUNT
        )
