"""Tenancy probes of the webhook endpoint routes."""

from __future__ import annotations

from typing import Any

from tests.probing import Probe
from tests.support import Api, Tenant
from tests.webhooks.helpers import ENDPOINTS, create_endpoint

ENDPOINT = f"{ENDPOINTS}/{{endpoint_id}}"
_ANY = "00000000-0000-4000-8000-000000000000"


def _endpoint(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_endpoint(api, "https://93.184.215.14/hooks", enabled=False)["id"])


def _with_delivery(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    return {"endpoint_id": _endpoint(api, tenant, mode), "delivery_id": _ANY}


def _state(api: Api, endpoint_id: Any) -> Any:
    response = api.get(f"{ENDPOINTS}/{endpoint_id}")
    data = response.json()["data"]
    return response.status_code, data["url"], data["enabled"], data["secret_hint"]


def _state_of_pair(api: Api, ids: dict[str, str]) -> Any:
    return _state(api, ids["endpoint_id"])


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", ENDPOINT): Probe(_endpoint),
    ("PATCH", ENDPOINT): Probe(_endpoint, body={"enabled": True}, read_back=_state),
    ("DELETE", ENDPOINT): Probe(_endpoint, read_back=_state),
    ("POST", f"{ENDPOINT}/rotate-secret"): Probe(_endpoint, read_back=_state),
    ("GET", f"{ENDPOINT}/deliveries"): Probe(_endpoint),
    ("POST", f"{ENDPOINT}/deliveries/{{delivery_id}}/replay"): Probe(
        _with_delivery, read_back=_state_of_pair
    ),
}
