"""Tenancy probes of the events domain."""

from __future__ import annotations

from tests.platform.helpers import emit_events
from tests.probing import Probe
from tests.support import Api, Tenant


def _event(api: Api, tenant: Tenant, mode: str) -> str:
    return emit_events(tenant, mode=mode)[0]


PROBES: dict[tuple[str, str], Probe] = {
    ("GET", "/v1/events/{event_id}"): Probe(_event),
}
