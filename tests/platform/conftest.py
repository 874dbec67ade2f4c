"""The probe app: the service plus a test-only router (tests/platform/probe.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from billing.app import create_app
from billing.config import Settings
from tests.platform import probe
from tests.support import Api, Tenant


@pytest.fixture(scope="module")
def probe_client(settings: Settings) -> Iterator[TestClient]:
    app = create_app(settings)
    app.include_router(probe.router)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def on_probe(api: Api, probe_client: TestClient) -> Api:
    """The same credential, talking to the probe app."""
    return Api(probe_client, api.token, api.workspace)


@pytest.fixture
def live(tenant: Tenant, probe_client: TestClient) -> Api:
    return on_probe(tenant.live, probe_client)
