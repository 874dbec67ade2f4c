"""`billing status`, the queue gauges of /metrics and serve's warning when jobs wait with no
worker: the database, the schema, due and failed jobs, and the workers' heartbeats."""

from __future__ import annotations

import json
import logging
import subprocess
import time
from collections.abc import Iterator
from datetime import timedelta

import pytest
from alembic import command
from fastapi.testclient import TestClient

from billing.app import create_app
from billing.cli import alembic_config
from billing.config import Settings
from billing.platform import clock, queue_health
from billing.platform.queue_health import Heartbeat
from tests.operations.helpers import add_job, billing, billing_json
from tests.service.test_cli import BILLING, stop

WORKER_WAIT_SECONDS = 120


def status_json(capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    return billing_json(capsys, "status")


class TestStatus:
    def test_without_a_worker_the_service_is_unhealthy(self, migrated, capsys):
        status, out, _ = billing(capsys, "status")

        assert status == 1
        assert "reachable" in out
        assert "at the newest migration" in out
        assert "Jobs      none due" in out
        assert "Workers   0 running" in out
        assert "no worker is running" in out

    def test_a_running_worker_makes_it_healthy_and_a_stopped_one_shows_as_stopped(
        self, migrated, capsys
    ):
        worker = subprocess.Popen(
            [BILLING, "worker"], env=migrated, stderr=subprocess.PIPE, text=True
        )
        try:
            running = wait_for_status(capsys, lambda report: report["healthy"])
        finally:
            stopped_status, _, err = stop(worker)
        assert stopped_status == 0, err

        after, out, _ = billing(capsys, "status")
        _, report = status_json(capsys)

        (seen,) = running["workers"]
        assert seen["state"] == "running"
        assert seen["pid"] == worker.pid
        assert after == 1
        assert f"{seen['name']} on " in out and ": stopped at " in out
        assert [w["state"] for w in report["workers"]] == ["stopped"]
        assert report["workers"][0]["stopped_at"] is not None

    def test_due_and_failed_jobs_are_counted_by_kind(self, migrated, on_database, capsys):
        now = clock.wall_now()

        async def jobs(db):
            await add_job(db, "test.render", run_at=now - timedelta(minutes=5))
            await add_job(db, "test.render", run_at=now - timedelta(minutes=1))
            await add_job(db, "test.bill", run_at=now - timedelta(seconds=30))
            await add_job(db, "test.later", run_at=now + timedelta(hours=1))
            await add_job(db, "test.bill", run_at=now, status="failed", finished_at=now)
            old = now - timedelta(days=2)
            await add_job(db, "test.bill", run_at=old, status="failed", finished_at=old)

        on_database(jobs)
        status, report = status_json(capsys)
        _, out, _ = billing(capsys, "status")

        assert status == 1
        assert report["jobs"]["due"] == 3
        assert report["jobs"]["due_by_kind"] == {"test.bill": 1, "test.render": 2}
        assert 300 <= report["jobs"]["oldest_due_age_seconds"] < 400
        assert report["jobs"]["failed_last_day_by_kind"] == {"test.bill": 1}
        assert "3 due, the oldest waiting 5 min" in out
        assert "(test.bill 1, test.render 2)" in out
        assert "1 jobs gave up in the last day (test.bill 1)" in out

    def test_a_schema_behind_the_newest_migration_is_unhealthy(
        self, migrated, empty_database_url, capsys
    ):
        command.downgrade(alembic_config(empty_database_url), "-1")

        status, report = status_json(capsys)

        assert status == 1
        assert report["schema"]["current"] is False
        assert report["jobs"] is None
        assert any("run `billing migrate`" in problem for problem in report["problems"])

    def test_an_unreachable_database_is_reported_in_the_same_format(self, monkeypatch, capsys):
        monkeypatch.setenv("BILLING_DATABASE_URL", "postgresql://nobody@127.0.0.1:9/nowhere")

        status, report = status_json(capsys)

        assert status == 1
        assert report["database"]["reachable"] is False
        assert report["healthy"] is False
        assert report["problems"][0].startswith("the database does not answer")


def wait_for_status(capsys: pytest.CaptureFixture[str], wanted) -> dict:
    deadline = time.monotonic() + WORKER_WAIT_SECONDS
    while time.monotonic() < deadline:
        _, report = status_json(capsys)
        if wanted(report):
            return report
        time.sleep(0.2)
    pytest.fail(f"billing status never showed what was expected: {json.dumps(report)}")


@pytest.fixture
def server_without_worker(migrated, empty_database_url) -> Iterator[TestClient]:
    settings = Settings(database_url=empty_database_url, run_worker_in_process=False)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


class TestMetrics:
    def test_metrics_show_due_jobs_by_kind_and_the_oldest_age(
        self, migrated, on_database, empty_database_url
    ):
        now = clock.wall_now()

        async def jobs(db):
            await add_job(db, "test.render", run_at=now - timedelta(minutes=2))
            await add_job(db, "test.render", run_at=now)
            await add_job(db, "test.bill", run_at=now)

        on_database(jobs)
        settings = Settings(database_url=empty_database_url, run_worker_in_process=False)
        with TestClient(create_app(settings)) as client:
            text = client.get("/metrics").text

        assert 'billing_jobs_due{kind="test.render"} 2.0' in text
        assert 'billing_jobs_due{kind="test.bill"} 1.0' in text
        age = next(
            line for line in text.splitlines() if line.startswith("billing_jobs_oldest_due_age")
        )
        assert 120 <= float(age.split()[-1]) < 200
        assert "billing_workers_running 0.0" in text
        assert "billing_http_requests_total" in text

    def test_no_due_job_is_an_age_of_zero(self, server_without_worker):
        text = server_without_worker.get("/metrics").text

        assert "billing_jobs_oldest_due_age_seconds 0.0" in text
        assert 'billing_jobs_due{kind="' not in text


WARNING = "no worker has been seen in the last minute"


class TestMissingWorkerWarning:
    def test_serve_without_a_worker_warns_when_jobs_wait_over_a_minute(
        self, migrated, on_database, empty_database_url, caplog
    ):
        caplog.set_level(logging.WARNING, logger="billing.queue")
        on_database(
            lambda db: add_job(db, "test.render", run_at=clock.wall_now() - timedelta(minutes=3))
        )
        settings = Settings(database_url=empty_database_url, run_worker_in_process=False)

        def this_servers_warnings() -> list[logging.LogRecord]:
            # The suite's shared server watches its own database every minute and may warn
            # about that database's jobs while this test runs: only this database has one job.
            return [
                r
                for r in caplog.records
                if WARNING in r.getMessage() and r.getMessage().startswith("1 background jobs")
            ]

        with TestClient(create_app(settings)):
            deadline = time.monotonic() + 10
            while not this_servers_warnings() and time.monotonic() < deadline:
                time.sleep(0.05)

        (record,) = this_servers_warnings()
        assert record.levelno == logging.WARNING
        assert "1 background jobs are due, the oldest for 1" in record.getMessage()
        assert "start `billing worker`" in record.getMessage()

    def test_no_warning_for_fresh_jobs_or_with_a_worker_seen(self, migrated, on_database):
        now = clock.wall_now()

        async def check(db):
            await add_job(db, "test.render", run_at=now - timedelta(seconds=20))
            fresh = queue_health.missing_worker_warning(await queue_health.snapshot(db))
            await add_job(db, "test.render", run_at=now - timedelta(minutes=5))
            waiting = queue_health.missing_worker_warning(await queue_health.snapshot(db))
            await Heartbeat(db, "worker-test").write()
            seen = queue_health.missing_worker_warning(await queue_health.snapshot(db))
            return fresh, waiting, seen

        fresh, waiting, seen = on_database(check)

        assert fresh is None
        assert waiting is not None and WARNING in waiting
        assert seen is None
