"""Permission guard: every authenticated operation names the permission it needs (published in
the OpenAPI document as `x-permission`) or needs a user session, and a credential without it is
refused before anything runs: 403 FORBIDDEN, or 401 USER_SESSION_REQUIRED for an API key."""

from __future__ import annotations

import re

import pytest

from billing.access.permissions import PERMISSIONS
from billing.access.routes import PUBLIC_PATHS
from billing.app import create_app
from billing.config import Settings
from tests.platform.helpers import add_api_key

_PATH_PARAMETER = re.compile(r"\{[^}]+\}")
_ANY_ID = "00000000-0000-4000-8000-000000000000"


def _operations() -> list[tuple[str, str, dict]]:
    document = create_app(Settings(run_worker_in_process=False)).openapi()
    return [
        (method.upper(), path, operation)
        for path, operations in document["paths"].items()
        for method, operation in operations.items()
        if path.startswith("/v1") and path not in PUBLIC_PATHS
    ]


OPERATIONS = _operations()
IDS = [f"{method} {path}" for method, path, _ in OPERATIONS]


@pytest.mark.parametrize(("method", "path", "operation"), OPERATIONS, ids=IDS)
def test_operation_declares_what_it_needs(method, path, operation):
    permission = operation.get("x-permission")
    assert permission in PERMISSIONS or operation.get("x-user-session") is True


@pytest.mark.parametrize(("method", "path", "operation"), OPERATIONS, ids=IDS)
def test_credential_without_the_permission_is_refused(method, path, operation, tenant):
    permission = operation.get("x-permission")
    scopes = [p for p in PERMISSIONS if p != permission]
    api = add_api_key(tenant, scopes=scopes)
    url = _PATH_PARAMETER.sub(_ANY_ID, path)

    response = api.client.request(
        method, url, headers=api.headers({"Idempotency-Key": "permission-probe"})
    )

    if permission is None:
        assert response.status_code == 401, response.text
        assert response.json()["code"] == "USER_SESSION_REQUIRED"
    else:
        assert response.status_code == 403, response.text
        assert response.json()["code"] == "FORBIDDEN"
        assert permission in response.json()["detail"]
