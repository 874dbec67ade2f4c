"""Real events against the payload schemas the OpenAPI document publishes.

A sandbox customer on a test clock is billed through a failed card, dunning, recovery and
the next period; resources are created, changed and deleted around it. Every event those
flows write is validated as it is inserted (`payload_check`, each schema closed so that no
field goes undeclared), and every event the API lists is validated again against the schema
of its type read out of `/openapi.json`, closed the same way."""

from __future__ import annotations

import copy
from typing import Any

import jsonschema_rs

from billing.webhooks.catalog import close_objects
from tests.billing_runs.helpers import (
    advance,
    clock_customer,
    create_plan,
    simulate,
    subscribe,
    unsimulate,
)
from tests.support import Api, Tenant, every
from tests.tags.helpers import make_tag
from tests.webhooks.payload_check import watching

EXPECTED = {
    "customer.created",
    "customer.deleted",
    "customer.updated",
    "document.requested",
    "invoice.created",
    "invoice.finalized",
    "invoice.paid",
    "invoice.payment_attempt_created",
    "invoice.payment_failed",
    "invoice.payment_recorded",
    "invoice.payment_retry_scheduled",
    "payment_method.attached",
    "payment_simulation.created",
    "payment_simulation.deleted",
    "plan.created",
    "price.created",
    "product.archived",
    "product.created",
    "product.restored",
    "product.updated",
    "segment.created",
    "segment.deleted",
    "segment.updated",
    "settings.updated",
    "subscription.created",
    "subscription.past_due",
    "subscription.period_advanced",
    "subscription.recovered",
    "tag.created",
    "tag.deleted",
    "tag.updated",
    "test_clock.advanced",
    "test_clock.advancing",
    "test_clock.created",
}


def _billing_through_dunning(api: Api, run_jobs) -> None:
    clock, customer, method = clock_customer(api, "2026-01-01T00:00:00Z")
    assert method is not None
    simulation = simulate(api, method["id"], "decline")
    plan = create_plan(api, "10.00")
    subscribe(api, customer["id"], plan["id"])
    run_jobs()
    advance(api, clock["id"], "2026-01-05T00:00:00Z", run_jobs)
    unsimulate(api, simulation["id"])
    advance(api, clock["id"], "2026-01-12T00:00:00Z", run_jobs)
    advance(api, clock["id"], "2026-02-02T00:00:00Z", run_jobs)


def _resources_changing(api: Api) -> None:
    customer = api.post("/v1/customers", json={"name": "Ada"}).json()["data"]
    assert api.patch(f"/v1/customers/{customer['id']}", json={"email": "a@example.com"}).is_success
    assert api.delete(f"/v1/customers/{customer['id']}").is_success
    product = api.post("/v1/products", json={"name": "Widget"}).json()["data"]
    url = f"/v1/products/{product['id']}"
    assert api.patch(url, json={"name": "Gadget"}).is_success
    assert api.patch(url, json={"active": False}).is_success
    assert api.patch(url, json={"active": True}).is_success
    tag = make_tag(api)
    assert api.patch(f"/v1/tags/{tag['id']}", json={"color": "#ff0000"}).is_success
    assert api.delete(f"/v1/tags/{tag['id']}").is_success
    rules = [{"field": "country", "op": "eq", "value": "DE"}]
    segment = api.post("/v1/segments", json={"name": "DE", "rules": rules}).json()["data"]
    assert api.patch(f"/v1/segments/{segment['id']}", json={"name": "Germany"}).is_success
    assert api.delete(f"/v1/segments/{segment['id']}").is_success
    assert api.put("/v1/settings", json={"settings": {"payment_terms_days": 14}}).is_success


def _published_validators(api: Api) -> dict[str, Any]:
    """Event type → a validator of its `data` as `/openapi.json` publishes it, closed."""
    document = api.get("/openapi.json").json()
    components = copy.deepcopy(document["components"])
    close_objects(components)
    validators = {}
    for event_type, hook in document["webhooks"].items():
        body = hook["post"]["requestBody"]["content"]["application/json"]["schema"]
        message = document["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
        schema = {**message["properties"]["data"], "components": components}
        validators[event_type] = jsonschema_rs.validator_for(schema, validate_formats=True)
    return validators


def test_real_events_match_their_published_schemas(tenant: Tenant, run_jobs):
    with watching() as seen:
        _billing_through_dunning(tenant.sandbox, run_jobs)
        _resources_changing(tenant.sandbox)

    assert seen.problems == []
    assert sorted(EXPECTED - set(seen.types)) == []
    validators = _published_validators(tenant.sandbox)
    listed = every(tenant.sandbox, "/v1/events")
    assert {e["type"] for e in listed} >= EXPECTED
    for event in listed:
        errors = [e.message for e in validators[event["type"]].iter_errors(event["data"])]
        assert errors == [], (event["type"], event["data"])
