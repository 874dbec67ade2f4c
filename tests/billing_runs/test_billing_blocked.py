"""A run that cannot bill blocks the subscription's billing visibly; resume-billing restarts it.

A price's scheduled version 1 is moved after the subscription's first period once the
subscription exists (what creation refuses), so its first run finds no version in force. The
run keeps nothing, marks the subscription `billing_blocked` with the reason, writes
`subscription.billing_blocked` and schedules no further run (no job fails). Resuming answers
409 while the cause stands; once the version is back, it queues the run, which bills every
missed period exactly once. Real time pinned with `clock.utcnow()`; both databases.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from tests.billing_runs.helpers import get, invoices_of
from tests.catalog.helpers import make_price, timeline
from tests.customers.helpers import create_customer
from tests.invoices.helpers import set_tax_profile
from tests.payments.helpers import attach
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Api, Tenant, every, problem

T0 = datetime(2031, 1, 1, 9, 0, tzinfo=UTC)
"""The subscription starts on 2031-01-01: its first period is January."""
APRIL = datetime(2031, 4, 10, 9, 0, tzinfo=UTC)
MONTHS = [f"2031-{month:02d}-01T00:00:00Z" for month in range(1, 6)]


def _scheduled_price(api: Api, effective_from: str) -> tuple[dict[str, Any], str]:
    """A 10.00 EUR price whose version 1 is scheduled at `effective_from`; (price, version id)."""
    price = make_price(api, effective_from=effective_from)
    [version] = timeline(api, price["id"])
    assert version["status"] == "scheduled", version
    return price, str(version["id"])


def _move_version(api: Api, price_id: str, version_id: str, effective_from: str) -> None:
    response = api.put(
        f"/v1/prices/{price_id}/versions/{version_id}",
        json={"unit_amount": "10.00", "effective_from": effective_from},
    )
    assert response.status_code == 200, response.text


def _resume(api: Api, subscription_id: str, *, key: bool = True) -> Any:
    """POST resume-billing, with a fresh Idempotency-Key unless `key` is False."""
    return api.post(f"/v1/subscriptions/{subscription_id}/resume-billing", idempotency_key=key)


def _blocked_ids(api: Api) -> list[str]:
    return [s["id"] for s in every(api, "/v1/subscriptions", billing_blocked="true")]


def test_a_run_without_a_version_in_force_blocks_and_resume_bills_the_missed_periods_once(
    tenant: Tenant, frozen_clock: Callable[[datetime], None], run_jobs: Callable[[], int]
) -> None:
    frozen_clock(T0)
    api = tenant.sandbox
    set_tax_profile(api, "DE")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    attach(api, customer["id"])
    price, version_id = _scheduled_price(api, "2031-01-20T00:00:00Z")
    other = subscribe(api, customer["id"], create_plan(api)["id"])
    subscription = subscribe(api, customer["id"], create_plan(api, prices=[price])["id"])
    sub_id = subscription["id"]
    _move_version(api, price["id"], version_id, "2031-03-15T00:00:00Z")

    run_jobs()

    blocked = get(api, f"/v1/subscriptions/{sub_id}")
    assert blocked["billing_blocked"] is True
    assert blocked["billing_blocked_at"] == "2031-01-01T09:00:00Z"
    reason = blocked["billing_blocked_reason"]
    assert price["id"] in reason and "2031-01-01" in reason, reason
    assert (blocked["status"], blocked["current_period_start"]) == ("active", MONTHS[0])
    assert invoices_of(api, sub_id) == []
    events = every(api, "/v1/events", resource_id=sub_id, type="subscription.billing_blocked")
    assert [e["data"]["reason"] for e in events] == [reason]
    assert every(api, "/v1/events", type="job.failed") == []
    assert run_jobs() == 0  # its chain of runs stopped: nothing is retried or scheduled
    assert _blocked_ids(api) == [sub_id]
    assert other["id"] not in _blocked_ids(api)
    assert len(invoices_of(api, other["id"])) == 1  # the other subscription bills on

    # Resuming needs an Idempotency-Key, and answers 409 while no version covers January.
    problem(_resume(api, sub_id, key=False), 400, "IDEMPOTENCY_KEY_REQUIRED")
    still = problem(_resume(api, sub_id), 409, "INVALID_STATE")
    assert price["id"] in still["detail"] and "2031-03-15" in still["detail"], still
    assert get(api, f"/v1/subscriptions/{sub_id}")["billing_blocked_reason"] == reason

    # Fixed, and three months later: resuming bills January to April, each once.
    _move_version(api, price["id"], version_id, "2031-01-20T00:00:00Z")
    frozen_clock(APRIL)
    resumed = _resume(api, sub_id)
    assert resumed.status_code == 200, resumed.text
    data = resumed.json()["data"]
    assert (data["billing_blocked"], data["billing_blocked_reason"]) == (False, None)
    assert data["billing_blocked_at"] is None
    run_jobs()
    run_jobs()

    invoices = invoices_of(api, sub_id)
    assert sorted((i["billing_period_start"], i["billing_period_end"]) for i in invoices) == list(
        itertools.pairwise(MONTHS)
    )
    assert {(i["status"], i["total"]) for i in invoices} == {("paid", "11.90")}
    state = get(api, f"/v1/subscriptions/{sub_id}")
    assert (state["current_period_start"], state["billing_blocked"]) == (MONTHS[3], False)
    assert _blocked_ids(api) == []
    types = [e["type"] for e in reversed(every(api, "/v1/events", resource_id=sub_id))]
    assert types.count("subscription.billing_blocked") == 1
    assert types.count("subscription.billing_resumed") == 1
    assert types.count("subscription.period_advanced") == 3

    # Not blocked any more: resuming again is 409.
    problem(_resume(api, sub_id), 409, "INVALID_STATE")


def test_resuming_a_subscription_that_is_not_blocked_is_409(
    tenant: Tenant, frozen_clock: Callable[[datetime], None]
) -> None:
    frozen_clock(T0)
    api = tenant.sandbox
    customer = create_customer(api, currency="EUR")
    subscription = subscribe(api, customer["id"], create_plan(api)["id"])

    refused = problem(_resume(api, subscription["id"]), 409, "INVALID_STATE")

    assert "not blocked" in refused["detail"]
    assert get(api, f"/v1/subscriptions/{subscription['id']}")["billing_blocked"] is False
