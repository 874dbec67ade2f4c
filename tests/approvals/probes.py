"""Tenancy probes of the approval routes."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line, put_settings
from tests.probing import Probe
from tests.support import Api, Tenant


def _approval(api: Api, tenant: Tenant, mode: str) -> str:
    put_settings(api, invoice_approval_threshold="0")
    draft = create_draft(api, create_customer(api)["id"], [line()])
    response = api.post(f"/v1/invoices/{draft['id']}/finalize", idempotency_key=True)
    assert response.status_code == 202, response.text
    return str(response.json()["data"]["id"])


def _state(api: Api, approval_id: str) -> Any:
    data = api.get(f"/v1/approvals/{approval_id}").json()["data"]
    return data["status"], data["decided_by_user_id"]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/approvals/{approval_id}"): Probe(_approval),
    ("POST", "/v1/approvals/{approval_id}/approve"): Probe(
        _approval, read_back=_state, user_session=True
    ),
    ("POST", "/v1/approvals/{approval_id}/reject"): Probe(
        _approval, read_back=_state, user_session=True
    ),
}
