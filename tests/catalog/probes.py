"""Tenancy probes of the catalog domain's routes with an id."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from billing.platform import clock
from tests.catalog.helpers import make_draft, make_plan, make_price, make_product, timeline
from tests.probing import Probe
from tests.support import Api, Tenant


def _product(api: Api, tenant: Tenant, mode: str) -> str:
    return str(make_product(api)["id"])


def _price(api: Api, tenant: Tenant, mode: str) -> str:
    return str(make_price(api)["id"])


def _plan(api: Api, tenant: Tenant, mode: str) -> str:
    return str(make_plan(api)["id"])


def _draft(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    price = make_price(api)
    return {"price_id": price["id"], "version_id": make_draft(api, price["id"])["id"]}


def _scheduled(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    price = make_price(api)
    draft = make_draft(api, price["id"], effective_from=clock.utcnow() + timedelta(days=30))
    published = api.post(f"/v1/prices/{price['id']}/versions/{draft['id']}/publish")
    assert published.status_code == 200, published.text
    return {"price_id": price["id"], "version_id": draft["id"]}


def _product_state(api: Api, product_id: str) -> Any:
    return api.get(f"/v1/products/{product_id}").json()["data"]


def _price_state(api: Api, price_id: str) -> Any:
    return api.get(f"/v1/prices/{price_id}").json()["data"], timeline(api, price_id, "all")


def _plan_state(api: Api, plan_id: str) -> Any:
    return api.get(f"/v1/plans/{plan_id}").json()["data"]


def _versions_state(api: Api, ids: dict[str, str]) -> Any:
    return _price_state(api, ids["price_id"])


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/products/{product_id}"): Probe(_product),
    ("PATCH", "/v1/products/{product_id}"): Probe(
        _product, body={"name": "Taken over", "active": False}, read_back=_product_state
    ),
    ("GET", "/v1/prices/{price_id}"): Probe(_price),
    ("PATCH", "/v1/prices/{price_id}"): Probe(
        _price, body={"nickname": "Taken over", "active": False}, read_back=_price_state
    ),
    ("GET", "/v1/prices/{price_id}/timeline"): Probe(_price),
    ("POST", "/v1/prices/{price_id}/versions"): Probe(
        _price, body={"unit_amount": "99.00"}, read_back=_price_state
    ),
    ("GET", "/v1/prices/{price_id}/versions/{version_id}"): Probe(_draft),
    ("PUT", "/v1/prices/{price_id}/versions/{version_id}"): Probe(
        _draft, body={"unit_amount": "99.00"}, read_back=_versions_state
    ),
    ("POST", "/v1/prices/{price_id}/versions/{version_id}/publish"): Probe(
        _draft, read_back=_versions_state
    ),
    ("POST", "/v1/prices/{price_id}/versions/{version_id}/discard"): Probe(
        _draft, read_back=_versions_state
    ),
    ("POST", "/v1/prices/{price_id}/versions/{version_id}/reconfirm"): Probe(
        _scheduled, read_back=_versions_state
    ),
    ("GET", "/v1/plans/{plan_id}"): Probe(_plan),
    ("PATCH", "/v1/plans/{plan_id}"): Probe(
        _plan, body={"name": "Taken over", "active": False}, read_back=_plan_state
    ),
}
