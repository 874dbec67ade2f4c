"""`trigger_local` in `trigger_tz`: DST gaps move forward by the gap, a repeated hour takes
its first occurrence (Europe/Berlin and America/New_York), read at activation."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from billing.flows import trigger
from tests.flows.helpers import act, created, data, gate

CASES = [
    # zone, local, UTC instant, what it is
    ("Europe/Berlin", "2030-03-31T02:30", "2030-03-31T01:30:00Z", "gap: forward to 03:30 CEST"),
    ("Europe/Berlin", "2030-10-27T02:30", "2030-10-27T00:30:00Z", "repeat: first, CEST"),
    ("Europe/Berlin", "2030-07-01T09:00", "2030-07-01T07:00:00Z", "summer"),
    ("Europe/Berlin", "2030-12-01T09:00", "2030-12-01T08:00:00Z", "winter"),
    ("America/New_York", "2030-03-10T02:30", "2030-03-10T07:30:00Z", "gap: forward to 03:30 EDT"),
    ("America/New_York", "2030-11-03T01:30", "2030-11-03T05:30:00Z", "repeat: first, EDT"),
    ("America/New_York", "2030-07-01T09:00", "2030-07-01T13:00:00Z", "summer"),
]


@pytest.mark.parametrize(("zone", "local", "expected", "why"), CASES)
def test_resolution(zone: str, local: str, expected: str, why: str) -> None:
    tz = trigger.zone(zone)
    at = trigger.resolve(trigger.parse_local(local), tz)
    assert at == datetime.fromisoformat(expected.replace("Z", "+00:00")), why
    assert trigger.is_gap(trigger.parse_local(local), tz) == why.startswith("gap")
    assert trigger.is_ambiguous(trigger.parse_local(local), tz) == why.startswith("repeat")


@pytest.mark.parametrize(("zone", "local", "expected", "why"), CASES[:2] + CASES[4:6])
def test_activation_resolves_the_trigger(
    tenant, frozen_clock, zone: str, local: str, expected: str, why: str
) -> None:
    frozen_clock(datetime(2030, 1, 1, tzinfo=UTC))
    user = tenant.login()
    flow = created(user, steps=[gate()], trigger_local=local, trigger_tz=zone)
    activated = data(act(user, flow["id"], "activate"))
    assert activated["status"] == "scheduled"
    assert activated["trigger_at"] == expected, why
    assert (activated["trigger_local"], activated["trigger_tz"]) == (local, zone)


def test_no_trigger_runs_at_once(tenant, frozen_clock, run_jobs) -> None:
    frozen_clock(datetime(2030, 1, 1, tzinfo=UTC))
    user = tenant.login()
    flow = created(user, steps=[gate()])
    assert data(act(user, flow["id"], "activate"))["trigger_at"] == "2030-01-01T00:00:00Z"
    run_jobs()
    found = data(user.get(f"/v1/schedule-flows/{flow['id']}"))
    assert found["status"] == "running"
    assert found["steps"][0]["status"] == "awaiting_approval"


@pytest.mark.parametrize("name", ["", "Not/AZone", "../../etc/passwd", "/etc/localtime"])
def test_bad_zones(name: str) -> None:
    with pytest.raises(ValueError):
        trigger.zone(name)
