"""Over real HTTP: a bug answers a 500 problem document with X-Request-Id, and a refused body a
422, and either way the same keep-alive connection serves the next request (issue 14, 3 and 6).
"""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn
from fastapi import APIRouter

from billing.app import create_app
from billing.config import Settings
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.routing import BillingRoute
from tests.customers.helpers import create_customer
from tests.platform import probe
from tests.support import Tenant

failing = APIRouter(prefix="/v1/failing", route_class=BillingRoute)


@failing.patch("/thing")
async def patch_thing(ctx: RequestContext = Permission("customers:write")) -> dict[str, Any]:
    """A PATCH route with a bug."""
    raise RuntimeError("secret-internal-detail")


@pytest.fixture(scope="module")
def server(settings: Settings) -> Iterator[tuple[str, int]]:
    """The service (with the probe routes and a failing PATCH) on an ephemeral port."""
    app = create_app(settings)
    app.include_router(probe.router)
    app.include_router(failing)
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_config=None, lifespan="on")
    instance = uvicorn.Server(config)
    thread = threading.Thread(target=instance.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not instance.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    host, port = instance.servers[0].sockets[0].getsockname()[:2]
    yield host, port
    instance.should_exit = True
    thread.join(timeout=30)


def exchange(
    connection: http.client.HTTPConnection, method: str, path: str, token: str, body: bytes = b""
) -> tuple[http.client.HTTPResponse, bytes]:
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    connection.request(method, path, body=body or None, headers=headers)
    response = connection.getresponse()
    return response, response.read()


def assert_kept_alive(
    connection: http.client.HTTPConnection, token: str, socket_before: object
) -> None:
    response, _ = exchange(connection, "GET", "/v1/customers", token)
    assert response.status == 200
    assert connection.sock is socket_before, "the server closed the keep-alive connection"


@pytest.mark.parametrize(
    ("method", "path"), [("GET", "/v1/probe/boom"), ("PATCH", "/v1/failing/thing")]
)
def test_a_bug_answers_500_with_request_id_and_keeps_the_connection(
    server: tuple[str, int], tenant: Tenant, method: str, path: str
):
    token = tenant.live.token
    connection = http.client.HTTPConnection(*server, timeout=30)
    exchange(connection, "GET", "/v1/customers", token)
    socket_before = connection.sock

    response, body = exchange(connection, method, path, token, b"{}" if method == "PATCH" else b"")

    assert response.status == 500
    assert response.getheader("Content-Type") == "application/problem+json"
    assert response.getheader("X-Request-Id")
    problem = json.loads(body)
    assert problem["code"] == "INTERNAL_ERROR"
    assert "secret-internal-detail" not in body.decode()
    assert_kept_alive(connection, token, socket_before)
    connection.close()


def test_a_lone_surrogate_on_patch_answers_422_and_keeps_the_connection(
    server: tuple[str, int], tenant: Tenant
):
    token = tenant.live.token
    customer = create_customer(tenant.live)
    connection = http.client.HTTPConnection(*server, timeout=30)
    exchange(connection, "GET", "/v1/customers", token)
    socket_before = connection.sock

    response, body = exchange(
        connection,
        "PATCH",
        f"/v1/customers/{customer['id']}",
        token,
        b'{"metadata": {"note": "\\ud800"}}',
    )

    assert response.status == 422
    assert response.getheader("X-Request-Id")
    assert json.loads(body)["errors"][0]["pointer"] == "/metadata/note"
    assert_kept_alive(connection, token, socket_before)
    connection.close()
