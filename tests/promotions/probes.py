"""Tenancy probes of the promotions routes."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.probing import Probe
from tests.promotions.helpers import active_promotion, create_promotion, redeemed
from tests.support import Api, Tenant


def _draft(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_promotion(api)["id"])


def _active(api: Api, tenant: Tenant, mode: str) -> str:
    return str(active_promotion(api)["id"])


def _version(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    return {"promotion_id": _active(api, tenant, mode), "version": "1"}


def _direct(api: Api, tenant: Tenant, mode: str) -> str:
    return str(active_promotion(api, distribution="DIRECT")["id"])


def _coupon(api: Api, tenant: Tenant, mode: str) -> str:
    return str(active_promotion(api, distribution="COUPON", code="PROBE")["id"])


def _customer(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_customer(api)["id"])


def _redemption(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    promotion_id = _direct(api, tenant, mode)
    redemption = redeemed(api, promotion_id, _customer(api, tenant, mode))
    return {"promotion_id": promotion_id, "redemption_id": redemption["id"]}


def _redemption_state(api: Api, ids: dict[str, str]) -> Any:
    listed = api.get(f"/v1/promotions/{ids['promotion_id']}/redemptions").json()["data"]
    return [(r["id"], r["status"]) for r in listed]


def _redemptions(api: Api, promotion_id: str) -> Any:
    return api.get(f"/v1/promotions/{promotion_id}/redemptions").json()["data"]


def _tokens(api: Api, promotion_id: str) -> Any:
    return api.get(f"/v1/promotions/{promotion_id}/coupon-tokens").json()["data"]


SOMEONE = "00000000-0000-4000-8000-000000000001"
REDEMPTION = "/v1/promotions/{promotion_id}/redemptions/{redemption_id}"


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
    ("POST", "/v1/promotions/{promotion_id}/redeem"): Probe(
        _direct, body={"customer_id": SOMEONE}, read_back=_redemptions
    ),
    ("GET", "/v1/promotions/{promotion_id}/redemptions"): Probe(_direct),
    ("GET", "/v1/customers/{customer_id}/promotion-redemptions"): Probe(_customer),
    ("GET", f"{REDEMPTION}/clawback-preview"): Probe(_redemption),
    ("POST", f"{REDEMPTION}/opt-out"): Probe(_redemption, read_back=_redemption_state),
    ("POST", f"{REDEMPTION}/revoke"): Probe(
        _redemption, body={"revert_benefits": True}, read_back=_redemption_state
    ),
    ("POST", f"{REDEMPTION}/unblock"): Probe(_redemption, read_back=_redemption_state),
    ("GET", "/v1/promotions/{promotion_id}/coupon-tokens"): Probe(_coupon),
    ("POST", "/v1/promotions/{promotion_id}/coupon-tokens"): Probe(
        _coupon, body={"count": 2}, read_back=_tokens
    ),
    ("POST", "/v1/promotions/{promotion_id}/audience/preview"): Probe(_direct),
    ("POST", "/v1/promotions/{promotion_id}/eligibility/preview"): Probe(
        _active, body={"customer_id": SOMEONE}
    ),
    ("POST", "/v1/promotions/{promotion_id}/bulk-enroll"): Probe(
        _direct, body={"customer_ids": [SOMEONE], "from_audience": True}, read_back=_redemptions
    ),
}
