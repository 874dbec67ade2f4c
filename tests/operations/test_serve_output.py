"""`billing serve` says what it does (issue 23, item 2): a line per step of the first start,
and on a later start where the data is and how to get new credentials."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from billing import cli
from billing.config import Settings
from tests.operations.helpers import billing
from tests.service.test_cli import (
    BILLING,
    free_port,
    read_until_serving,
    stop,
    wait_until_healthy,
)


def test_the_first_start_says_it_migrates(empty_database_url):
    settings = Settings(database_url=empty_database_url)
    out = io.StringIO()

    migrated = cli.prepare_schema(settings, out)

    assert migrated
    (line,) = out.getvalue().splitlines()
    assert line.startswith("Migrating ") and line.endswith(" to the newest schema.")
    path = settings.sqlite_path()
    if path is not None:
        assert f"the SQLite file {path.resolve()}" in line


def test_a_second_start_says_where_the_data_is_and_how_to_get_new_credentials(cli_env, capsys):
    billing(capsys, "bootstrap")
    port = free_port()
    process = subprocess.Popen(
        [BILLING, "serve", "--port", str(port)],
        env=cli_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_until_healthy(f"http://127.0.0.1:{port}", process)
        printed = read_until_serving(process)
        assert httpx.get(f"http://127.0.0.1:{port}/readyz").status_code == 200
    finally:
        stop(process)

    assert "sk_live_" not in printed
    assert "Database: " in printed and "(already set up)" in printed
    assert "were printed on the first start" in printed
    assert "keys create live" in printed
    assert "users reset-password admin@example.com" in printed
    assert printed.splitlines()[-1].startswith("Serving the billing API on http://127.0.0.1:")
    runs_no_worker = not Settings(database_url=cli_env["BILLING_DATABASE_URL"]).embedded_worker
    assert ("worker` processes: start at least one" in printed) is runs_no_worker


@pytest.mark.parametrize(
    ("argv0", "expected"),
    [
        ("/usr/lib/python3/site-packages/pytest", "billing"),
        ("{cwd}/.venv/bin/billing", ".venv/bin/billing"),
        ("/opt/elsewhere/bin/billing", "/opt/elsewhere/bin/billing"),
    ],
)
def test_the_command_is_named_as_the_user_can_run_it(argv0, expected, tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setattr(sys, "argv", [argv0.format(cwd=tmp_path)])

    assert cli.command_name() == expected
