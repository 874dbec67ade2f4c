"""The `billing` command: migrate, bootstrap, openapi in-process; serve and worker as processes."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from billing.cli import main

BILLING = str(Path(sys.executable).with_name("billing"))
STARTUP_WAIT_SECONDS = 60


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    status = main(list(argv))
    return status, capsys.readouterr().out


class TestBootstrap:
    def test_first_run_creates_organization_and_prints_exact_json(self, cli_env, capsys):
        status, out = run_cli(capsys, "bootstrap", "--json")

        assert status == 0
        body = json.loads(out)
        assert set(body) == {"organization_id", "admin", "workspaces"}
        assert set(body["admin"]) == {"email", "password"}
        assert body["admin"]["email"] == "admin@example.com"
        assert body["admin"]["password"]
        assert [(w["slug"], w["mode"]) for w in body["workspaces"]] == [
            ("live", "live"),
            ("sandbox", "sandbox"),
        ]
        for workspace in body["workspaces"]:
            assert set(workspace) == {"id", "slug", "mode", "api_key"}
        live, sandbox = (w["api_key"] for w in body["workspaces"])
        assert re.fullmatch(r"sk_live_[0-9a-f]{64}", live)
        assert re.fullmatch(r"sk_test_[0-9a-f]{64}", sandbox)

    def test_second_run_creates_nothing_and_reveals_no_secret(self, cli_env, capsys):
        _, first_out = run_cli(capsys, "bootstrap", "--json")
        status, second_out = run_cli(capsys, "bootstrap", "--json")

        first, second = json.loads(first_out), json.loads(second_out)
        assert status == 0
        assert second["organization_id"] == first["organization_id"]
        assert second["admin"] == {"email": first["admin"]["email"], "password": None}
        assert [w["id"] for w in second["workspaces"]] == [w["id"] for w in first["workspaces"]]
        assert all(w["api_key"] is None for w in second["workspaces"])

    def test_readable_summary_shows_secrets_only_when_created(self, cli_env, capsys):
        _, first = run_cli(capsys, "bootstrap")
        _, second = run_cli(capsys, "bootstrap")

        assert "admin@example.com" in first
        assert re.search(r"sk_live_[0-9a-f]{64}", first)
        assert re.search(r"sk_test_[0-9a-f]{64}", first)
        assert "nothing was created" in second
        assert "sk_live_" not in second


class TestMigrateAndOpenapi:
    def test_migrate_creates_the_schema_on_a_fresh_database(self, cli_env, capsys):
        status, out = run_cli(capsys, "migrate")
        again, _ = run_cli(capsys, "migrate")

        assert (status, again) == (0, 0)
        assert "Migrated" in out
        assert "password" not in out.lower()
        _, boot = run_cli(capsys, "bootstrap", "--json")
        assert json.loads(boot)["admin"]["password"]

    def test_openapi_prints_the_document(self, cli_env, capsys):
        status, out = run_cli(capsys, "openapi")

        assert status == 0
        document = json.loads(out)
        assert document["openapi"].startswith("3.")
        assert "/v1/workspaces" in document["paths"]

    def test_invalid_configuration_is_reported_without_traceback(
        self, cli_env, capsys, monkeypatch
    ):
        monkeypatch.setenv("BILLING_TRUSTED_PROXIES", "not-a-network")

        status = main(["migrate"])

        assert status == 2
        assert capsys.readouterr().err.startswith("billing: BILLING_TRUSTED_PROXIES: ")

    def test_unknown_command_is_a_usage_error(self, capsys):
        with pytest.raises(SystemExit) as exit_info:
            main(["frobnicate"])
        assert exit_info.value.code == 2


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_healthy(base_url: str, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + STARTUP_WAIT_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the server exited early: {process.communicate()}")
        try:
            if httpx.get(f"{base_url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    pytest.fail("the server did not become healthy")


def stop(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    process.send_signal(signal.SIGTERM)
    try:
        out, err = process.communicate(timeout=STARTUP_WAIT_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
    return process.returncode, out, err


def read_until_serving(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    lines: list[str] = []
    while not lines or not lines[-1].startswith("Serving"):
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line)
    return "".join(lines)


@pytest.mark.parametrize("workers", [1, 2])
def test_serve_on_an_empty_database_migrates_bootstraps_and_serves(cli_env, workers):
    port = free_port()
    base_url = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [BILLING, "serve", "--port", str(port), "--workers", str(workers)],
        env=cli_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_until_healthy(base_url, process)
        printed = read_until_serving(process)
        keys = re.findall(r"sk_(?:live|test)_[0-9a-f]{64}", printed)
        workspaces = httpx.get(
            f"{base_url}/v1/workspaces", headers={"Authorization": f"Bearer {keys[0]}"}
        )
        ready = httpx.get(f"{base_url}/readyz")
        docs = httpx.get(f"{base_url}/docs")
    finally:
        status, _, err = stop(process)

    assert "admin@example.com" in printed
    assert len(keys) == 2
    assert workspaces.status_code == 200, workspaces.text
    assert sorted(w["slug"] for w in workspaces.json()["data"]) == ["live", "sandbox"]
    assert ready.status_code == 200
    assert "swagger" in docs.text.lower()
    # uvicorn shuts down gracefully, then re-raises the signal it caught.
    assert status in (0, -signal.SIGTERM), err
    assert "Application shutdown complete." in err
    for line in err.splitlines():
        entry = json.loads(line)  # every log line is one JSON document
        assert "level" in entry
        assert not any(key in line for key in keys)


def test_worker_runs_until_sigterm(cli_env, capsys):
    run_cli(capsys, "migrate")
    process = subprocess.Popen([BILLING, "worker"], env=cli_env, stderr=subprocess.PIPE, text=True)
    assert process.stderr is not None
    started = process.stderr.readline()
    status, _, err = stop(process)

    assert "started" in json.loads(started)["message"]
    assert status == 0, err
    assert any("stopped" in json.loads(line)["message"] for line in err.splitlines())


def test_console_script_is_installed():
    assert os.access(BILLING, os.X_OK)
