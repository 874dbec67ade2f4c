"""Tenancy probes of the promotions routes."""

from __future__ import annotations

from typing import Any

from tests.probing import Probe
from tests.promotions.helpers import active_promotion, create_promotion
from tests.support import Api, Tenant


def _draft(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_promotion(api)["id"])


def _active(api: Api, tenant: Tenant, mode: str) -> str:
    return str(active_promotion(api)["id"])


def _version(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    return {"promotion_id": _active(api, tenant, mode), "version": "1"}


def _state(api: Api, promotion_id: str) -> Any:
    response = api.get(f"/v1/promotions/{promotion_id}")
    data = response.json()["data"]
    return response.status_code, data["status"], data["name"], data["version"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/promotions/{promotion_id}"): Probe(_draft),
    ("PATCH", "/v1/promotions/{promotion_id}"): Probe(
        _draft, body={"name": "Taken"}, read_back=_state
    ),
    ("DELETE", "/v1/promotions/{promotion_id}"): Probe(_draft, read_back=_state),
    ("POST", "/v1/promotions/{promotion_id}/publish"): Probe(_draft, read_back=_state),
    ("POST", "/v1/promotions/{promotion_id}/archive"): Probe(_active, read_back=_state),
    ("POST", "/v1/promotions/{promotion_id}/copy"): Probe(
        _draft, body={"valid_from": "2026-06-01"}
    ),
    ("GET", "/v1/promotions/{promotion_id}/versions"): Probe(_active),
    ("GET", "/v1/promotions/{promotion_id}/versions/{version}"): Probe(_version),
    ("GET", "/v1/promotions/{promotion_id}/versions/{version}/rules"): Probe(_version),
    ("GET", "/v1/promotions/{promotion_id}/versions/{version}/referrers"): Probe(_version),
    ("GET", "/v1/promotions/{promotion_id}/versions/{version}/usage"): Probe(_version),
}
