"""Deliveries to a real HTTP receiver on loopback: signed per Standard Webhooks (checked by
the receiver's own implementation), every event exactly once across an outage, backoff for
three days then the endpoint disabled, replay, event-type subscriptions."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta
from itertools import pairwise

from tests.customers.helpers import create_customer
from tests.support import Tenant
from tests.webhooks.helpers import (
    ENDPOINTS,
    allow_loopback,
    create_endpoint,
    deliveries,
    parse,
)
from tests.webhooks.receiver import Receiver

T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def _setup(tenant: Tenant, receiver: Receiver, frozen_clock, **fields) -> dict:
    frozen_clock(T0 - timedelta(minutes=1))
    allow_loopback(tenant.live)
    frozen_clock(T0)
    endpoint = create_endpoint(tenant.live, receiver.url, **fields)
    receiver.secret = endpoint["secret"]
    return endpoint


def _events_since(tenant: Tenant, moment: datetime) -> dict[str, str]:
    listed = tenant.live.get("/v1/events", params={"limit": 200}).json()["data"]
    return {e["id"]: e["type"] for e in listed if parse(e["created_at"]) >= moment}


def test_every_event_arrives_once_signed_across_an_outage(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    _setup(tenant, receiver, frozen_clock)
    for _ in range(3):
        create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()
    assert len(receiver.ids()) == 3

    receiver.stop()
    frozen_clock(T0 + timedelta(seconds=20))
    for _ in range(4):
        create_customer(tenant.live)
    for seconds in (30, 40, 60, 120):
        frozen_clock(T0 + timedelta(seconds=seconds))
        run_jobs()
    pending = [
        d for d in deliveries(tenant.live, _only_endpoint(tenant)) if d["status"] != "succeeded"
    ]
    assert len(pending) == 4
    assert all(d["attempts"] >= 2 and d["last_status_code"] is None for d in pending)

    receiver.start()
    frozen_clock(T0 + timedelta(hours=1))
    run_jobs()

    expected = _events_since(tenant, T0)
    arrived = receiver.ids()
    duplicates = sum(count - 1 for count in arrived.values())
    assert set(receiver.handled) == set(arrived) == set(expected)
    assert len(expected) == 7
    assert duplicates == receiver.duplicates() == 0
    assert receiver.bad_signatures == 0
    for body, headers in zip(receiver.received, receiver.headers, strict=True):
        assert set(body) == {"id", "type", "created_at", "workspace_id", "data"}
        assert body["id"] == headers["webhook-id"]
        assert body["type"] == expected[body["id"]] == "customer.created"
        assert body["workspace_id"] == str(tenant.workspace("live").id)
        assert "name" in body["data"]
    logged = deliveries(tenant.live, _only_endpoint(tenant))
    assert {d["status"] for d in logged} == {"succeeded"}
    assert all(d["last_status_code"] == 204 and d["last_latency_ms"] >= 0 for d in logged)


def test_an_answer_lost_after_handling_is_sent_again_and_handled_once_by_webhook_id(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    """At least once: the receiver handled two requests and died before answering, so the
    service sends them again; deduplicating by webhook-id, it handles every event once."""
    _setup(tenant, receiver, frozen_clock)
    receiver.drop_answers = 2
    for _ in range(3):
        create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()
    frozen_clock(T0 + timedelta(minutes=1))
    run_jobs()

    expected = _events_since(tenant, T0)
    assert set(receiver.handled) == set(expected)
    assert len(expected) == 3
    assert receiver.duplicates() == 2
    assert sorted(receiver.ids().values()) == [1, 2, 2]
    assert receiver.bad_signatures == 0
    logged = deliveries(tenant.live, _only_endpoint(tenant))
    assert {d["status"] for d in logged} == {"succeeded"}
    retried = [d for d in logged if d["attempts"] == 2]
    assert len(retried) == 2
    assert all(d["attempt_log"][0]["status_code"] is None for d in retried)
    assert all(d["attempt_log"][0]["error"] for d in retried)


def _only_endpoint(tenant: Tenant) -> str:
    (endpoint,) = tenant.live.get(ENDPOINTS).json()["data"]
    return str(endpoint["id"])


def test_failures_back_off_for_three_days_then_the_endpoint_is_disabled(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    receiver.status = 500
    endpoint = _setup(tenant, receiver, frozen_clock)
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()

    for _ in range(60):
        (delivery,) = deliveries(tenant.live, endpoint["id"])
        if delivery["status"] != "pending":
            break
        frozen_clock(parse(delivery["next_attempt_at"]))
        run_jobs()

    times = [parse(attempt["at"]) for attempt in delivery["attempt_log"]]
    gaps = [(b - a).total_seconds() for a, b in pairwise(times)]
    assert gaps[:5] == [5, 10, 20, 40, 80]
    assert max(gaps) == 6 * 3600
    assert gaps == sorted(gaps)
    assert times[-1] - parse(delivery["created_at"]) <= timedelta(days=3)
    assert times[-1] + timedelta(hours=6) - parse(delivery["created_at"]) > timedelta(days=3)
    assert delivery["status"] == "failed"
    assert {a["status_code"] for a in delivery["attempt_log"]} == {500}
    assert len(receiver.received) == delivery["attempts"]
    shown = tenant.live.get(f"{ENDPOINTS}/{endpoint['id']}").json()["data"]
    assert (shown["enabled"], shown["disabled_reason"]) == (False, "failing")
    disabled = tenant.live.get("/v1/events", params={"type": "webhook_endpoint.disabled"})
    (event,) = disabled.json()["data"]
    assert event["data"]["url"] == receiver.url

    revived = tenant.live.patch(f"{ENDPOINTS}/{endpoint['id']}", json={"enabled": True})
    assert (revived.json()["data"]["enabled"], revived.json()["data"]["disabled_reason"]) == (
        True,
        None,
    )


def test_replay_sends_the_event_again_with_its_webhook_id(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    endpoint = _setup(tenant, receiver, frozen_clock)
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()
    (original,) = deliveries(tenant.live, endpoint["id"])

    response = tenant.live.post(
        f"{ENDPOINTS}/{endpoint['id']}/deliveries/{original['id']}/replay", idempotency_key=True
    )
    run_jobs()

    assert response.status_code == 202, response.text
    assert response.json()["data"]["replay_of_id"] == original["id"]
    assert receiver.ids() == {original["event_id"]: 2}
    logged = deliveries(tenant.live, endpoint["id"])
    assert [d["status"] for d in logged] == ["succeeded", "succeeded"]


def test_an_endpoint_receives_only_its_event_types(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    _setup(tenant, receiver, frozen_clock, event_types=["product.created"])
    create_customer(tenant.live)
    tenant.live.post("/v1/products", json={"name": "Widget"})
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()

    assert [body["type"] for body in receiver.received] == ["product.created"]


def test_a_rotated_secret_signs_what_follows(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    endpoint = _setup(tenant, receiver, frozen_clock)
    rotated = tenant.live.post(
        f"{ENDPOINTS}/{endpoint['id']}/rotate-secret", idempotency_key=True
    ).json()["data"]
    receiver.secret = rotated["secret"]
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()

    assert rotated["secret"] != endpoint["secret"]
    assert len(base64.b64decode(rotated["secret"].removeprefix("whsec_"))) >= 24
    assert len(receiver.received) == 1
    assert receiver.bad_signatures == 0


def test_a_private_address_is_refused_at_delivery_once_the_setting_is_off(
    tenant: Tenant, receiver: Receiver, frozen_clock, run_jobs
):
    endpoint = _setup(tenant, receiver, frozen_clock)
    tenant.live.put("/v1/settings", json={"settings": {"webhooks.allow_private_urls": False}})
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()

    (delivery,) = deliveries(tenant.live, endpoint["id"])
    assert receiver.received == []
    assert delivery["status"] == "pending"
    assert "loopback" in delivery["last_error"]
