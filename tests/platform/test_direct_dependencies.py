"""Dependencies of the request alone (the permission check, the request's transaction) run
before FastAPI's own solving, and behave as FastAPI's: in every route kind, once per request,
route-level ones included (`billing.platform.direct_dependencies`)."""

from __future__ import annotations

from billing.access.permissions import PERMISSIONS
from tests.platform.conftest import on_probe
from tests.platform.helpers import add_api_key
from tests.support import problem


def test_a_plain_function_route_gets_its_values_once_per_request(live, tenant):
    response = live.get("/v1/probe/direct")

    assert response.status_code == 200, response.text
    assert response.json()["data"] == {
        "workspace_id": str(tenant.workspace("live").id),
        "same_context": True,
        "calls": 1,
        "has_session": True,
    }


def test_a_route_level_permission_refuses_a_key_without_it(tenant, probe_client):
    scoped = on_probe(
        add_api_key(tenant, scopes=[p for p in PERMISSIONS if p != "events:read"]), probe_client
    )

    problem(scoped.get("/v1/probe/direct"), 403, "FORBIDDEN")


def test_the_permission_is_checked_before_the_body_is_read(tenant):
    scoped = add_api_key(tenant, scopes=[p for p in PERMISSIONS if p != "invoices:write"])

    response = scoped.post(
        "/v1/invoices",
        idempotency_key=True,
        content=b"{not json",
        headers={"Content-Type": "application/json"},
    )

    assert "invoices:write" in problem(response, 403, "FORBIDDEN")["detail"]
