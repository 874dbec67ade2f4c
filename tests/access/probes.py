"""Tenancy probes of the access domain's routes with an id."""

from __future__ import annotations

from typing import Any

from tests.access.helpers import create_key, invite
from tests.probing import Probe
from tests.support import Api, Tenant


def _key(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_key(api)["id"])


def _member(api: Api, tenant: Tenant, mode: str) -> str:
    return str(invite(api)["id"])


def _key_status(api: Api, key_id: str) -> Any:
    keys = api.get("/v1/api-keys").json()["data"]
    return next(k["status"] for k in keys if k["id"] == key_id)


def _member_state(api: Api, user_id: str) -> Any:
    members = api.get("/v1/members").json()["data"]
    return next((m["status"], m["roles"]) for m in members if m["id"] == user_id)


PROBES: dict[tuple[str, str], Probe] = {
    ("DELETE", "/v1/api-keys/{key_id}"): Probe(_key, read_back=_key_status),
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
