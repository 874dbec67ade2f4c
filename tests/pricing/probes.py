"""Tenancy probes of the price-formula and meter routes."""

from __future__ import annotations

from typing import Any

from tests.pricing.helpers import create_formula, create_meter
from tests.probing import Probe
from tests.support import Api, Tenant


def _formula(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_formula(api)["id"])


def _with_draft(api: Api, tenant: Tenant, mode: str) -> str:
    formula_id = _formula(api, tenant, mode)
    response = api.patch(
        f"/v1/price-formulas/{formula_id}",
        json={"expression": "cost", "variables": [], "save_as_draft": True},
    )
    assert response.status_code == 200, response.text
    return formula_id


def _meter(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_meter(api)["id"])


def _version(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    return {"formula_id": _formula(api, tenant, mode), "version": "1"}


def _rate_table(api: Api, tenant: Tenant, mode: str) -> str:
    body = {"name": "Rates", "currency": "EUR", "tiers": [{"up_to": None, "unit_amount": "1"}]}
    response = api.post("/v1/rate-tables", json=body)
    assert response.status_code == 201, response.text
    return str(response.json()["data"]["id"])


def _rate_table_state(api: Api, table_id: str) -> Any:
    response = api.get(f"/v1/rate-tables/{table_id}")
    return response.status_code, response.json()["data"]["latest_version"]


def _state(api: Api, formula_id: str) -> Any:
    response = api.get(f"/v1/price-formulas/{formula_id}")
    data = response.json()["data"]
    return response.status_code, data["name"], data["expression"], data["version"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/price-formulas/{formula_id}"): Probe(_formula),
    ("PATCH", "/v1/price-formulas/{formula_id}"): Probe(
        _formula, body={"name": "Taken"}, read_back=_state
    ),
    ("DELETE", "/v1/price-formulas/{formula_id}"): Probe(_formula, read_back=_state),
    ("POST", "/v1/price-formulas/{formula_id}/publish"): Probe(_with_draft, read_back=_state),
    ("POST", "/v1/price-formulas/{formula_id}/evaluate"): Probe(_formula, body={"cost": "10"}),
    ("GET", "/v1/price-formulas/{formula_id}/versions"): Probe(_formula),
    ("GET", "/v1/price-formulas/{formula_id}/versions/{version}"): Probe(_version),
    ("GET", "/v1/price-formulas/{formula_id}/versions/{version}/referrers"): Probe(_version),
    ("GET", "/v1/price-formulas/{formula_id}/versions/{version}/usage"): Probe(_version),
    ("GET", "/v1/meters/{meter_id}"): Probe(_meter),
    ("GET", "/v1/rate-tables/{rate_table_id}"): Probe(_rate_table),
    ("POST", "/v1/rate-tables/{rate_table_id}/versions"): Probe(
        _rate_table,
        body={
            "tiers": [{"up_to": None, "unit_amount": "2"}],
            "effective_from": "2099-01-01T00:00:00Z",
        },
        read_back=_rate_table_state,
    ),
}
