"""Tenancy probes of the tags routes: tags are the organization's (visible from both of its
workspaces); adding and removing tags goes by the tagged resource, a workspace's."""

from __future__ import annotations

from typing import Any

from tests.probing import Probe
from tests.support import Api, Tenant
from tests.tags.helpers import KINDS, Kind, make_tag


def _tag(api: Api, tenant: Tenant, mode: str) -> str:
    return str(make_tag(api)["id"])


def _tag_state(api: Api, tag_id: str) -> Any:
    response = api.get(f"/v1/tags/{tag_id}")
    return response.status_code, response.json()["data"]


def _resource(kind: Kind) -> Any:
    def make(api: Api, tenant: Tenant, mode: str) -> str:
        resource_id = kind.make(api)
        tag = make_tag(api, kind.entity_type)
        response = api.post(
            f"/v1/{kind.path}/{resource_id}/tags",
            json={"tag_ids": [tag["id"]]},
            idempotency_key=True,
        )
        assert response.status_code == 200, response.text
        return resource_id

    return make


def _tags_shown(kind: Kind) -> Any:
    def read_back(api: Api, resource_id: str) -> Any:
        return api.get(f"/v1/{kind.path}/{resource_id}").json()["data"]["tags"]

    return read_back


_ID_NAMES = {
    "customers": "customer_id",
    "subscriptions": "subscription_id",
    "products": "product_id",
    "plans": "plan_id",
    "invoices": "invoice_id",
    "credit-notes": "credit_note_id",
}

PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/tags/{tag_id}"): Probe(_tag, workspace_scoped=False),
    ("PATCH", "/v1/tags/{tag_id}"): Probe(
        _tag, body={"name": "Taken"}, read_back=_tag_state, workspace_scoped=False
    ),
    ("DELETE", "/v1/tags/{tag_id}"): Probe(_tag, read_back=_tag_state, workspace_scoped=False),
}
for _kind in KINDS:
    _path = f"/v1/{_kind.path}/{{{_ID_NAMES[_kind.path]}}}/tags"
    PROBES[("POST", _path)] = Probe(
        _resource(_kind),
        body={"tag_ids": ["00000000-0000-4000-8000-000000000000"]},
        read_back=_tags_shown(_kind),
    )
    PROBES[("DELETE", _path)] = Probe(_resource(_kind), read_back=_tags_shown(_kind))
