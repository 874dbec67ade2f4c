"""Tenancy probes of the sandbox routes (sandbox-only: probed between two organizations)."""

from __future__ import annotations

from typing import Any

from tests.payments.helpers import attach, create_customer
from tests.probing import Probe
from tests.sandbox.helpers import create_clock, simulate
from tests.support import Api, Tenant


def _clock(api: Api, tenant: Tenant, mode: str) -> str:
    return str(create_clock(api, name="Probe clock")["id"])


def _clock_state(api: Api, clock_id: str) -> Any:
    response = api.get(f"/v1/test-clocks/{clock_id}")
    return response.status_code, response.json()["data"]


def _simulation(api: Api, tenant: Tenant, mode: str) -> str:
    method = attach(api, create_customer(api)["id"])
    return str(simulate(api, method["id"], "decline")["id"])


def _simulation_state(api: Api, simulation_id: str) -> Any:
    simulations = api.get("/v1/test-payment-simulations").json()["data"]
    return [s for s in simulations if s["id"] == simulation_id]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/test-clocks/{clock_id}"): Probe(_clock, sandbox_only=True),
    ("POST", "/v1/test-clocks/{clock_id}/advance"): Probe(
        _clock,
        body={"frozen_at": "2027-06-01T00:00:00Z"},
        read_back=_clock_state,
        sandbox_only=True,
    ),
    ("DELETE", "/v1/test-clocks/{clock_id}"): Probe(
        _clock, read_back=_clock_state, sandbox_only=True
    ),
    ("DELETE", "/v1/test-payment-simulations/{simulation_id}"): Probe(
        _simulation, read_back=_simulation_state, sandbox_only=True
    ),
}
