"""Tenancy probes of the schedule-flow routes."""

from __future__ import annotations

from typing import Any

from tests.flows.helpers import created, gate
from tests.probing import Probe
from tests.support import Api, Tenant

ONE = "/v1/schedule-flows/{flow_id}"
STEP = f"{ONE}/steps/{{step_id}}"


def _session(tenant: Tenant, mode: str) -> Api:
    return Api(tenant.client, tenant.login().token, str(tenant.workspace(mode).id))


def _draft(api: Api, tenant: Tenant, mode: str) -> dict[str, str]:
    flow = created(_session(tenant, mode), steps=[gate()])
    return {"flow_id": flow["id"], "step_id": flow["steps"][0]["id"]}


def _state(api: Api, ids: dict[str, str]) -> Any:
    flow = api.get(f"/v1/schedule-flows/{ids['flow_id']}").json()["data"]
    return flow["status"], flow["lock_version"], [s["status"] for s in flow["steps"]]


_CHANGES = Probe(_draft, read_back=_state)

PROBES: dict[tuple[str, str], Probe] = {
    ("GET", ONE): Probe(_draft),
    ("PATCH", ONE): Probe(_draft, body={"expected_version": 1, "name": "Taken"}, read_back=_state),
    ("POST", f"{ONE}/activate"): Probe(_draft, read_back=_state, user_session=True),
    **{("POST", f"{ONE}/{action}"): _CHANGES for action in ("cancel", "pause", "resume")},
    ("POST", f"{ONE}/unschedule"): _CHANGES,
    **{("POST", f"{STEP}/{action}"): _CHANGES for action in ("approve", "reject", "retry", "skip")},
    ("GET", f"{STEP}/results"): Probe(_draft),
    ("GET", f"{STEP}/timeline"): Probe(_draft),
}
