"""Service endpoints, request ids and the request body limit."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from billing.app import create_app
from billing.config import Settings
from billing.platform.db import Database
from tests.support import problem

MIB = 1024 * 1024


class TestServiceEndpoints:
    def test_healthz(self, client):
        response = client.get("/healthz")
        assert response.status_code == 200
        assert response.json() == {"status": "ok"}

    def test_readyz_with_the_database_up(self, client):
        response = client.get("/readyz")
        assert response.status_code == 200
        assert response.json() == {"status": "ok"}

    def test_readyz_with_the_database_unreachable(self, settings, tmp_path: Path):
        unreachable = Database(f"sqlite+aiosqlite:///{tmp_path / 'missing' / 'nowhere.db'}")
        app = create_app(settings, database=unreachable)
        with TestClient(app, raise_server_exceptions=False) as own_client:
            response = own_client.get("/readyz")
            liveness = own_client.get("/healthz")

        problem(response, 503, "SERVICE_UNAVAILABLE")
        assert "nowhere" not in response.text
        assert liveness.status_code == 200

    def test_metrics_counts_requests_by_route_template(self, client, tenant):
        tenant.live.get("/v1/workspaces")

        response = client.get("/metrics")

        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/plain")
        assert "billing_http_requests_total" in response.text
        assert 'route="/v1/workspaces",status="200"' in response.text
        assert "billing_http_request_duration_seconds_bucket" in response.text

    def test_openapi_document(self, client):
        response = client.get("/openapi.json")
        assert response.status_code == 200
        document = response.json()
        assert document["openapi"].startswith("3.")
        assert "/v1/workspaces" in document["paths"]

    def test_docs_page(self, client):
        response = client.get("/docs")
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/html")
        assert "/openapi.json" in response.text

    def test_unknown_route_is_a_problem(self, client):
        problem(client.get("/no-such-thing"), 404, "NOT_FOUND")


class TestRequestId:
    def test_generated_when_absent(self, client):
        first = client.get("/healthz").headers["x-request-id"]
        second = client.get("/healthz").headers["x-request-id"]
        assert first and second and first != second

    def test_echoed_when_sent(self, client, tenant):
        response = tenant.live.get("/v1/workspaces", headers={"X-Request-Id": "req-abc-123"})
        assert response.headers["x-request-id"] == "req-abc-123"

    def test_echoed_on_errors(self, client):
        response = client.get("/v1/workspaces", headers={"X-Request-Id": "req-unauth"})
        assert response.status_code == 401
        assert response.headers["x-request-id"] == "req-unauth"

    def test_overlong_id_is_replaced(self, client):
        response = client.get("/healthz", headers={"X-Request-Id": "x" * 500})
        assert response.headers["x-request-id"] != "x" * 500


class TestBodyLimit:
    """Over BILLING_MAX_BODY_BYTES (default 1 MiB): 413 before authentication or handlers."""

    def test_over_the_default_limit_with_content_length(self, client, tenant):
        response = tenant.live.post(
            "/v1/auth/logout",
            content=b"{" + b" " * MIB + b"}",
            headers={"Content-Type": "application/json"},
        )
        problem(response, 413, "PAYLOAD_TOO_LARGE")

    def test_over_the_default_limit_without_content_length(self, client):
        def chunks() -> Iterator[bytes]:
            for _ in range(5):
                yield b" " * (MIB // 4)

        response = client.post(
            "/v1/auth/login", content=chunks(), headers={"Content-Type": "application/json"}
        )
        assert "content-length" not in response.request.headers
        problem(response, 413, "PAYLOAD_TOO_LARGE")

    def test_unauthenticated_large_body_answers_413_not_401(self, client):
        response = client.post("/v1/workspaces", content=b"x" * (MIB + 1))
        problem(response, 413, "PAYLOAD_TOO_LARGE")

    def test_delete_with_a_large_body(self, client, tenant):
        response = client.request(
            "DELETE",
            "/v1/api-keys/00000000-0000-0000-0000-000000000000",
            content=b"x" * (MIB + 1),
            headers=tenant.live.headers(),
        )
        problem(response, 413, "PAYLOAD_TOO_LARGE")

    def test_at_the_limit_passes(self, client):
        body = b'{"email": "a@example.com", "password": "' + b"p" * (MIB - 60) + b'"}'
        assert len(body) <= MIB
        response = client.post("/v1/auth/login", content=body)
        assert response.status_code != 413

    def test_configured_limit_applies_to_streamed_chunks(self, settings, monkeypatch):
        monkeypatch.setenv("BILLING_MAX_BODY_BYTES", "1000")
        configured = Settings(database_url=settings.database_url, run_worker_in_process=False)
        app = create_app(configured)

        async def stream(size: int) -> AsyncIterator[bytes]:
            for _ in range(size // 100):
                yield b"x" * 100

        async def post(size: int) -> httpx.Response:
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
                return await http.post("/healthz", content=stream(size))

        too_large = asyncio.run(post(1100))
        within = asyncio.run(post(1000))

        assert configured.max_body_bytes == 1000
        problem(too_large, 413, "PAYLOAD_TOO_LARGE")
        problem(within, 405, "METHOD_NOT_ALLOWED")

    def test_get_without_body_is_untouched(self, client):
        assert client.get("/healthz").status_code == 200


@pytest.mark.parametrize("value", ["10.0.0.1,10.1.0.0/16", '["10.0.0.1", "10.1.0.0/16"]'])
def test_trusted_proxies_accepts_comma_and_json_lists(monkeypatch, value):
    monkeypatch.setenv("BILLING_TRUSTED_PROXIES", value)
    assert Settings().trusted_proxies == ["10.0.0.1", "10.1.0.0/16"]
