"""Tenancy guard: every route that takes an object id answers 404 to an id of another tenant,
and changes nothing there.

`PROBES` lists, for each such route, how to create the object in a tenant and what to send.
`test_every_route_with_an_id_has_a_probe` fails when a new route with an id is added without a
probe, so the guard grows with the API.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.access.helpers import create_key, invite
from tests.platform.helpers import emit_events
from tests.support import Api, Tenant


@dataclass(frozen=True)
class Probe:
    """How to make the object in its owner's workspace, and how to see that it is unchanged."""

    make: Callable[[Api, Tenant, str], str]
    body: dict[str, Any] | None = None
    read_back: Callable[[Api, str], Any] | None = None
    workspace_scoped: bool = field(default=True)


def _key(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_key(api)["id"])


def _member(api: Api, tenant: Tenant, mode: str) -> str:
    return str(invite(api)["id"])


def _event(api: Api, tenant: Tenant, mode: str) -> str:
    return emit_events(tenant, mode=mode)[0]


def _key_status(api: Api, key_id: str) -> Any:
    keys = api.get("/v1/api-keys").json()["data"]
    return next(k["status"] for k in keys if k["id"] == key_id)


def _member_state(api: Api, user_id: str) -> Any:
    members = api.get("/v1/members").json()["data"]
    return next((m["status"], m["roles"]) for m in members if m["id"] == user_id)


PROBES: dict[tuple[str, str], Probe] = {
    ("DELETE", "/v1/api-keys/{key_id}"): Probe(_key, read_back=_key_status),
    ("GET", "/v1/events/{event_id}"): Probe(_event),
    ("DELETE", "/v1/members/{user_id}"): Probe(
        _member, read_back=_member_state, workspace_scoped=False
    ),
    ("POST", "/v1/members/{user_id}/roles"): Probe(
        _member,
        body={"assign": ["admin"], "unassign": ["viewer"]},
        read_back=_member_state,
        workspace_scoped=False,
    ),
    ("PUT", "/v1/members/{user_id}/status"): Probe(
        _member, body={"status": "suspended"}, read_back=_member_state, workspace_scoped=False
    ),
}

_PATH_PARAMETER = re.compile(r"\{[^}]+\}")


def _call(api: Api, method: str, template: str, object_id: str, body: Any) -> Any:
    path = _PATH_PARAMETER.sub(object_id, template)
    kwargs: dict[str, Any] = {} if body is None else {"json": body}
    return api.client.request(method, path, headers=api.headers(), **kwargs)


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
    foreign_id = probe.make(other_tenant.live, other_tenant, "live")
    before = probe.read_back(other_tenant.live, foreign_id) if probe.read_back else None

    response = _call(tenant.live, method, template, foreign_id, probe.body)

    assert response.status_code == 404, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == "NOT_FOUND"
    if probe.read_back:
        assert probe.read_back(other_tenant.live, foreign_id) == before


@pytest.mark.parametrize(
    ("method", "template"), sorted(k for k, p in PROBES.items() if p.workspace_scoped)
)
def test_id_of_the_other_workspace_is_not_found(method, template, tenant):
    probe = PROBES[(method, template)]
    sandbox_id = probe.make(tenant.sandbox, tenant, "sandbox")
    before = probe.read_back(tenant.sandbox, sandbox_id) if probe.read_back else None

    response = _call(tenant.live, method, template, sandbox_id, probe.body)

    assert response.status_code == 404, response.text
    assert response.json()["code"] == "NOT_FOUND"
    if probe.read_back:
        assert probe.read_back(tenant.sandbox, sandbox_id) == before
