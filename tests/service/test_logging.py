"""Structured logs: one JSON line per request, and never a key, token or password in any line."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest

from billing.platform.observability import JsonFormatter


class CapturedLines(logging.Handler):
    """Formats each record when it is emitted, exactly as the service's stderr handler does."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.setFormatter(JsonFormatter())
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))

    def entries(self) -> list[dict[str, object]]:
        return [json.loads(line) for line in self.lines]

    def requests(self, path: str) -> list[dict[str, object]]:
        return [
            e for e in self.entries() if e["logger"] == "billing.access_log" and e["path"] == path
        ]


@pytest.fixture
def log_lines() -> Iterator[CapturedLines]:
    handler = CapturedLines()
    root = logging.getLogger()
    previous = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        root.setLevel(previous)


def test_one_line_per_request_with_request_id_and_timing(client, tenant, log_lines):
    response = tenant.live.get("/v1/workspaces", headers={"X-Request-Id": "log-test-1"})

    lines = log_lines.requests("/v1/workspaces")
    assert len(lines) == 1
    line = lines[0]
    assert line["request_id"] == "log-test-1" == response.headers["x-request-id"]
    assert (line["method"], line["status"]) == ("GET", 200)
    assert isinstance(line["duration_ms"], float | int)
    assert line["level"] == "info"


def test_failed_request_is_logged_with_its_status(client, log_lines):
    client.get("/v1/workspaces")
    assert [line["status"] for line in log_lines.requests("/v1/workspaces")] == [401]


def test_no_key_token_or_password_reaches_a_log_line(client, tenant, log_lines):
    api_key = tenant.workspace("live").api_key
    tenant.live.get("/v1/workspaces")
    wrong_password = "Wrong-Password-0f9a8b7c6d"
    client.post("/v1/auth/login", json={"email": tenant.admin_email, "password": wrong_password})
    login = client.post(
        "/v1/auth/login", json={"email": tenant.admin_email, "password": tenant.admin_password}
    )
    assert login.status_code == 200, login.text
    tokens = login.json()["data"]
    access, refresh = tokens["access_token"], tokens["refresh_token"]
    client.get("/v1/workspaces", headers={"Authorization": f"Bearer {access}"})
    client.post("/v1/auth/refresh", json={"refresh_token": refresh})
    unknown_key = "sk_live_" + "ab" * 32
    client.get("/v1/workspaces", headers={"Authorization": f"Bearer {unknown_key}"})
    client.get("/v1/workspaces", headers={"Authorization": f"Basic {api_key}"})

    secrets = [api_key, tenant.admin_password, wrong_password, access, refresh, unknown_key]
    assert all(secrets)
    assert len(log_lines.requests("/v1/workspaces")) == 4
    assert len(log_lines.requests("/v1/auth/login")) == 2
    for line in log_lines.lines:
        for secret in secrets:
            assert secret not in line, f"a secret leaked into the log: {line}"
