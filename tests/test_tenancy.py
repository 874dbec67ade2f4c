"""Tenancy guard: every route that takes an object id answers 404 to an id of another tenant,
and changes nothing there.

Each domain lists its probes in `tests/<domain>/probes.py` (see `tests/probing.py`);
`test_every_route_with_an_id_has_a_probe` fails when a new route with an id has none.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

import pytest

from tests.probing import Probe, collect
from tests.support import Api, Tenant

PROBES = collect()

_PATH_PARAMETER = re.compile(r"\{[^}]+\}")


def _call(api: Api, method: str, template: str, object_id: str | dict[str, str], body: Any) -> Any:
    if isinstance(object_id, dict):
        path = template.format(**object_id)
    else:
        path = _PATH_PARAMETER.sub(object_id, template)
    kwargs: dict[str, Any] = {} if body is None else {"json": body}
    # A fresh key on every POST, so that routes requiring one reach their tenancy check.
    extra = {"Idempotency-Key": uuid.uuid4().hex} if method == "POST" else None
    return api.client.request(method, path, headers=api.headers(extra), **kwargs)


def _caller(tenant: Tenant, mode: str, probe: Probe) -> Api:
    """The tenant's API key in `mode`, or its admin's session there for a session-only route."""
    if not probe.user_session:
        return getattr(tenant, mode)
    return Api(tenant.client, tenant.login().token, str(tenant.workspace(mode).id))


def test_every_route_with_an_id_has_a_probe(client):
    document = client.get("/openapi.json").json()
    routes = {
        (method.upper(), path)
        for path, operations in document["paths"].items()
        for method in operations
        if _PATH_PARAMETER.search(path)
    }
    assert routes == set(PROBES)


@pytest.mark.parametrize(("method", "template"), sorted(PROBES))
def test_id_of_another_organization_is_not_found(method, template, tenant, other_tenant):
    probe = PROBES[(method, template)]
    mode = "sandbox" if probe.sandbox_only else "live"
    owner: Api = getattr(other_tenant, mode)
    foreign_id = probe.make(owner, other_tenant, mode)
    before = probe.read_back(owner, foreign_id) if probe.read_back else None

    response = _call(_caller(tenant, mode, probe), method, template, foreign_id, probe.body)

    assert response.status_code == 404, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == "NOT_FOUND"
    if probe.read_back:
        assert probe.read_back(owner, foreign_id) == before


@pytest.mark.parametrize(
    ("method", "template"),
    sorted(k for k, p in PROBES.items() if p.workspace_scoped and not p.sandbox_only),
)
def test_id_of_the_other_workspace_is_not_found(method, template, tenant):
    probe = PROBES[(method, template)]
    sandbox_id = probe.make(tenant.sandbox, tenant, "sandbox")
    before = probe.read_back(tenant.sandbox, sandbox_id) if probe.read_back else None

    response = _call(_caller(tenant, "live", probe), method, template, sandbox_id, probe.body)

    assert response.status_code == 404, response.text
    assert response.json()["code"] == "NOT_FOUND"
    if probe.read_back:
        assert probe.read_back(tenant.sandbox, sandbox_id) == before
