"""Tenancy probes of the segments routes."""

from __future__ import annotations

from typing import Any

from tests.probing import Probe
from tests.support import Api, Tenant


def _segment(api: Api, tenant: Tenant, mode: str) -> str:
    response = api.post(
        "/v1/segments",
        json={"name": "Germany", "rules": [{"field": "country", "op": "eq", "value": "DE"}]},
    )
    assert response.status_code == 201, response.text
    return str(response.json()["data"]["id"])


def _state(api: Api, segment_id: str) -> Any:
    response = api.get(f"/v1/segments/{segment_id}")
    return response.status_code, response.json()["data"]["name"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/segments/{segment_id}"): Probe(_segment),
    ("PATCH", "/v1/segments/{segment_id}"): Probe(
        _segment, body={"name": "Taken"}, read_back=_state
    ),
    ("DELETE", "/v1/segments/{segment_id}"): Probe(_segment, read_back=_state),
    ("GET", "/v1/segments/{segment_id}/customers"): Probe(_segment),
}
