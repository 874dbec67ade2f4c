"""Meters and usage-event ingestion over HTTP: batches judged event by event, dedup by
event_id per workspace (across batches and inside one), per-event rejections that change
nothing, and the list with its filters."""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.pricing.helpers import create_meter, report
from tests.subscriptions.helpers import create_plan, subscribe
from tests.support import Tenant, every, pointers, problem

AT = "2026-11-20T10:00:00Z"


def _event(event_id: str, customer_id: str, quantity: str = "1", **fields: Any) -> dict[str, Any]:
    return {
        "event_id": event_id,
        "customer_id": customer_id,
        "meter": "api_calls",
        "quantity": quantity,
        "timestamp": AT,
        **fields,
    }


def _data(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def test_meters_are_created_listed_and_keyed_uniquely(tenant: Tenant) -> None:
    meter = create_meter(tenant.live)
    assert {k: meter[k] for k in ("key", "name", "aggregation", "unit")} == {
        "key": "api_calls",
        "name": "API calls",
        "aggregation": "sum",
        "unit": "call",
    }
    assert tenant.live.get(f"/v1/meters/{meter['id']}").json()["data"] == meter
    assert [m["id"] for m in every(tenant.live, "/v1/meters")] == [meter["id"]]
    body = {"key": "api_calls", "name": "Again", "aggregation": "max", "unit": "call"}
    taken = tenant.live.post("/v1/meters", json=body, idempotency_key=True)
    assert pointers(taken) == ["/key"]
    body["aggregation"] = "avg"
    assert pointers(tenant.live.post("/v1/meters", json=body, idempotency_key=True)) == [
        "/aggregation"
    ]
    assert tenant.sandbox.get("/v1/meters").json()["data"] == []


def test_a_batch_is_deduplicated_by_event_id(tenant: Tenant) -> None:
    create_meter(tenant.live)
    customer = create_customer(tenant.live)["id"]
    first = _data(report(tenant.live, _event("e1", customer), _event("e2", customer, "2.5")))
    assert first == {"accepted": 2, "duplicates": 0, "rejected": []}
    again = _data(
        report(
            tenant.live,
            _event("e2", customer, "99"),
            _event("e3", customer, "3"),
            _event("e3", customer, "4"),
        )
    )
    assert again == {"accepted": 1, "duplicates": 2, "rejected": []}
    events = every(tenant.live, "/v1/usage-events")
    assert sorted((e["event_id"], e["quantity"]) for e in events) == [
        ("e1", "1"),
        ("e2", "2.5"),
        ("e3", "3"),
    ]
    assert {e["meter"] for e in events} == {"api_calls"}


def test_bad_events_are_rejected_by_index_and_the_rest_land(tenant: Tenant) -> None:
    create_meter(tenant.live)
    customer = create_customer(tenant.live)["id"]
    other = create_customer(tenant.sandbox)["id"]
    response = report(
        tenant.live,
        _event("ok", customer),
        _event("m", customer, meter="unknown"),
        _event("q", customer, quantity="-1"),
        _event("c", other),
        {"event_id": "x", "meter": "api_calls", "quantity": "1", "timestamp": AT},
        _event("f", customer, quantity=1.5),
        _event("t", customer, timestamp="yesterday"),
    )
    data = _data(response)
    assert (data["accepted"], data["duplicates"]) == (1, 0)
    assert [(r["index"], r["problem"]["pointer"]) for r in data["rejected"]] == [
        (1, "/events/1/meter"),
        (2, "/events/2"),
        (3, "/events/3/customer_id"),
        (4, "/events/4"),
        (5, "/events/5/quantity"),
        (6, "/events/6/timestamp"),
    ]
    assert (
        "exactly one of customer_id and subscription_id" in data["rejected"][3]["problem"]["detail"]
    )
    assert [e["event_id"] for e in every(tenant.live, "/v1/usage-events")] == ["ok"]


def test_an_event_of_a_subscription_belongs_to_its_customer(tenant: Tenant) -> None:
    create_meter(tenant.live)
    customer = create_customer(tenant.live)["id"]
    subscription = subscribe(tenant.live, customer, create_plan(tenant.live)["id"])["id"]
    event = {
        "event_id": "s1",
        "subscription_id": subscription,
        "meter": "api_calls",
        "quantity": "7",
        "timestamp": AT,
        "properties": {"region": "eu"},
    }
    assert _data(report(tenant.live, event))["accepted"] == 1
    (listed,) = every(tenant.live, "/v1/usage-events", subscription_id=subscription)
    assert (listed["customer_id"], listed["properties"]) == (customer, {"region": "eu"})
    assert every(tenant.live, "/v1/usage-events", customer_id=customer) == [listed]


def test_the_list_filters_by_meter_and_time(tenant: Tenant) -> None:
    create_meter(tenant.live)
    create_meter(tenant.live, key="storage", aggregation="max", unit="GB")
    customer = create_customer(tenant.live)["id"]
    report(
        tenant.live,
        _event("a", customer, timestamp="2026-11-01T00:00:00Z"),
        _event("b", customer, timestamp="2026-11-15T00:00:00Z", meter="storage"),
    )
    stored = every(tenant.live, "/v1/usage-events", meter="storage")
    assert [e["event_id"] for e in stored] == ["b"]
    late = every(tenant.live, "/v1/usage-events", **{"timestamp.gte": "2026-11-10T00:00:00Z"})
    assert [e["event_id"] for e in late] == ["b"]
    problem(tenant.live.get("/v1/usage-events", params={"meter": "nope"}), 400, "INVALID_FILTER")


def test_batch_size_is_one_to_a_thousand(tenant: Tenant) -> None:
    assert pointers(tenant.live.post("/v1/usage-events", json={"events": []})) == ["/events"]
    customer = create_customer(tenant.live)["id"]
    events = [_event(f"e{i}", customer) for i in range(1001)]
    assert pointers(tenant.live.post("/v1/usage-events", json={"events": events})) == ["/events"]


def test_a_full_batch_lands_in_one_request(tenant: Tenant) -> None:
    create_meter(tenant.live)
    customer = create_customer(tenant.live)["id"]
    events = [_event(f"e{i}", customer, f"{i}.5") for i in range(1000)]
    assert _data(report(tenant.live, *events)) == {
        "accepted": 1000,
        "duplicates": 0,
        "rejected": [],
    }
    assert _data(report(tenant.live, *events))["duplicates"] == 1000
