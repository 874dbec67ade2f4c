"""Payment simulations over HTTP (sandbox only): pin the sandbox gateway's outcome for a method."""

from __future__ import annotations

import uuid

import pytest

from billing.models.sandbox import OUTCOMES
from tests.payments.helpers import attach, card, create_customer
from tests.sandbox.helpers import simulate
from tests.support import Api, Tenant, pointers, problem

SIMULATION_FIELDS = {"id", "workspace_id", "payment_method_id", "outcome", "created_at"}
SIMULATIONS = "/v1/test-payment-simulations"


def _method(api: Api, body: dict | None = None) -> str:
    return str(attach(api, create_customer(api)["id"], body)["id"])


def _listed(api: Api, query: str = "") -> list[dict]:
    response = api.get(f"{SIMULATIONS}{query}")
    assert response.status_code == 200, response.text
    return list(response.json()["data"])


class TestCreateSimulation:
    @pytest.mark.parametrize("outcome", OUTCOMES)
    def test_every_outcome(self, tenant: Tenant, outcome):
        method_id = _method(tenant.sandbox)

        response = tenant.sandbox.post(
            SIMULATIONS, json={"payment_method_id": method_id, "outcome": outcome}
        )

        assert response.status_code == 201, response.text
        data = response.json()["data"]
        assert set(data) == SIMULATION_FIELDS
        assert data["payment_method_id"] == method_id
        assert data["outcome"] == outcome
        assert data["workspace_id"] == str(tenant.workspace("sandbox").id)
        assert _listed(tenant.sandbox) == [data]

    def test_a_second_simulation_replaces_the_first(self, tenant: Tenant):
        method_id = _method(tenant.sandbox)
        first = simulate(tenant.sandbox, method_id, "decline")

        second = simulate(tenant.sandbox, method_id, "network_error")

        assert second["id"] != first["id"]
        assert [(s["id"], s["outcome"]) for s in _listed(tenant.sandbox)] == [
            (second["id"], "network_error")
        ]
        problem(tenant.sandbox.delete(f"{SIMULATIONS}/{first['id']}"), 404, "NOT_FOUND")
        events = tenant.sandbox.get("/v1/events?type=payment_simulation.created").json()["data"]
        assert events[0]["data"]["replaced_id"] == first["id"]

    def test_a_detached_method_can_be_simulated(self, tenant: Tenant):
        customer_id = create_customer(tenant.sandbox)["id"]
        method_id = attach(tenant.sandbox, customer_id)["id"]
        tenant.sandbox.delete(f"/v1/customers/{customer_id}/payment-methods/{method_id}")

        assert simulate(tenant.sandbox, method_id, "processing_error")["outcome"]

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"outcome": "decline"}, "/payment_method_id"),
            ({"payment_method_id": "not-a-uuid", "outcome": "decline"}, "/payment_method_id"),
            ({"payment_method_id": "{method}"}, "/outcome"),
            ({"payment_method_id": "{method}", "outcome": "chargeback"}, "/outcome"),
            ({"payment_method_id": "{method}", "outcome": None}, "/outcome"),
            ({"payment_method_id": "{method}", "outcome": "decline", "amount": 1}, "/amount"),
        ],
    )
    def test_bad_bodies_point_at_the_field(self, tenant: Tenant, body, pointer):
        method_id = _method(tenant.sandbox)
        filled = {k: (method_id if v == "{method}" else v) for k, v in body.items()}

        response = tenant.sandbox.post(SIMULATIONS, json=filled)

        assert pointers(response) == [pointer]
        assert _listed(tenant.sandbox) == []

    def test_unknown_payment_method_is_a_validation_error(self, tenant: Tenant):
        response = tenant.sandbox.post(
            SIMULATIONS, json={"payment_method_id": str(uuid.uuid4()), "outcome": "decline"}
        )

        assert pointers(response) == ["/payment_method_id"]

    def test_another_tenant_s_method_is_unknown(self, tenant: Tenant, other_tenant: Tenant):
        foreign = _method(other_tenant.sandbox)

        response = tenant.sandbox.post(
            SIMULATIONS, json={"payment_method_id": foreign, "outcome": "decline"}
        )

        assert pointers(response) == ["/payment_method_id"]
        assert _listed(other_tenant.sandbox) == []


class TestListAndDeleteSimulations:
    def test_filters_by_method_and_outcome(self, tenant: Tenant):
        first, second = _method(tenant.sandbox), _method(tenant.sandbox)
        declined = simulate(tenant.sandbox, first, "decline")
        failing = simulate(tenant.sandbox, second, "network_error")

        assert [s["id"] for s in _listed(tenant.sandbox)] == [failing["id"], declined["id"]]
        by_method = _listed(tenant.sandbox, f"?payment_method_id={first}")
        assert [s["id"] for s in by_method] == [declined["id"]]
        by_outcome = _listed(tenant.sandbox, "?outcome=network_error,fraud")
        assert [s["id"] for s in by_outcome] == [failing["id"]]
        counts = tenant.sandbox.get(f"{SIMULATIONS}?counts=outcome").json()["pagination"]
        assert counts["counts"]["outcome"]["decline"] == 1
        assert counts["counts"]["outcome"]["fraud"] == 0
        problem(tenant.sandbox.get(f"{SIMULATIONS}?outcome=refund"), 400, "INVALID_FILTER")

    def test_delete(self, tenant: Tenant):
        simulation = simulate(tenant.sandbox, _method(tenant.sandbox), "fraud")

        response = tenant.sandbox.delete(f"{SIMULATIONS}/{simulation['id']}")

        assert response.status_code == 204, response.text
        assert _listed(tenant.sandbox) == []
        problem(tenant.sandbox.delete(f"{SIMULATIONS}/{simulation['id']}"), 404, "NOT_FOUND")
        events = tenant.sandbox.get("/v1/events?type=payment_simulation.deleted").json()["data"]
        assert [e["resource_id"] for e in events] == [simulation["id"]]


class TestSandboxOnly:
    @pytest.mark.parametrize(
        ("method", "path", "body"),
        [
            ("GET", SIMULATIONS, None),
            ("POST", SIMULATIONS, {"payment_method_id": "{method}", "outcome": "decline"}),
            ("POST", SIMULATIONS, {"outcome": "nope"}),
            ("DELETE", f"{SIMULATIONS}/{{simulation}}", None),
        ],
    )
    def test_live_workspaces_are_forbidden(self, tenant: Tenant, method, path, body):
        live_method = _method(tenant.live, card("visa", "1234"))
        simulation = simulate(tenant.sandbox, _method(tenant.sandbox), "decline")
        url = path.format(simulation=simulation["id"])
        kwargs = {}
        if body is not None:
            kwargs["json"] = {k: (live_method if v == "{method}" else v) for k, v in body.items()}

        response = tenant.live.client.request(method, url, headers=tenant.live.headers(), **kwargs)

        assert "sandbox" in problem(response, 403, "FORBIDDEN")["detail"]
        assert [s["id"] for s in _listed(tenant.sandbox)] == [simulation["id"]]
