"""Schedule flows for tests: a priced catalog, subscriptions seeded in bulk, flow bodies, and
the calls of the flow API (over HTTP)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import insert, select

from billing.models.customer import Customer
from billing.models.platform import Event
from billing.models.subscription import Subscription
from billing.platform.db import Database
from tests.catalog.helpers import make_draft, make_plan, make_price
from tests.support import Api, Tenant

T0 = datetime(2030, 1, 6, 8, 0, tzinfo=UTC)
"""Where the tests pin the clock: a Monday, 09:00 in Berlin."""


def data(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()["data"]


def priced_plan(api: Api) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """A monthly EUR plan of one price at 10.00 (version 1, in force) with a version 2 at
    12.00 published to take effect in a year: (plan, price, version 2)."""
    price = make_price(api, unit_amount="10.00", effective_from=T0 - timedelta(days=1))
    draft = make_draft(api, price["id"], unit_amount="12.00")
    published = api.post(
        f"/v1/prices/{price['id']}/versions/{draft['id']}/publish",
        json={"effective_from": (T0 + timedelta(days=365)).isoformat()},
    )
    assert published.status_code == 200, published.text
    plan = make_plan(api, price["id"])
    return plan, price, published.json()["data"]


def seed_subscriptions(
    tenant: Tenant, plan_id: str, count: int, *, start: datetime = T0
) -> list[uuid.UUID]:
    """`count` customers with one active subscription each on the plan, inserted in bulk (no
    billing-run jobs: the flows under test are what acts on them)."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    workspace = tenant.workspace("live")
    scope = {"organization_id": tenant.org.organization_id, "workspace_id": workspace.id}
    stamps = {"created_at": start, "updated_at": start}
    customers = [
        {**scope, **stamps, "id": uuid.uuid4(), "name": f"Kunde {n}", "currency": "EUR",
         "address_country": "DE", "tax_exempt": False, "metadata": {}}
        for n in range(count)
    ]  # fmt: skip
    subscriptions = [
        {**scope, "id": uuid.uuid4(), "customer_id": c["id"], "plan_id": uuid.UUID(plan_id),
         "currency": "EUR", "quantity": 1, "status": "active", "start_date": start.date(),
         "billing_anchor": start, "current_period_start": start,
         "current_period_end": start + timedelta(days=31), "cancel_at_period_end": False,
         "metadata": {}, "price_version_pins": {},
         "created_at": start + timedelta(microseconds=n), "updated_at": start}
        for n, c in enumerate(customers)
    ]  # fmt: skip

    async def insert_all() -> None:
        async with db.engine.begin() as conn:
            await conn.execute(insert(Customer.__table__), customers)
            await conn.execute(insert(Subscription.__table__), subscriptions)

    tenant.client.portal.call(insert_all)  # type: ignore[union-attr]
    return [row["id"] for row in subscriptions]


def events_by_resource(tenant: Tenant, type_: str) -> dict[str, int]:
    """How many events of a type each resource of the live workspace got."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    async def read() -> dict[str, int]:
        async with db.engine.connect() as conn:
            rows = await conn.execute(
                select(Event.resource_id).where(
                    Event.workspace_id == tenant.workspace("live").id, Event.type == type_
                )
            )
            found: dict[str, int] = {}
            for (resource_id,) in rows.all():
                found[resource_id] = found.get(resource_id, 0) + 1
            return found

    return tenant.client.portal.call(read)  # type: ignore[union-attr,no-any-return]


def gate(key: str = "approve") -> dict[str, Any]:
    return {"key": key, "kind": "approval_gate", "name": "Finance approves"}


def bulk(key: str, action: str, selector: dict[str, Any], **fields: Any) -> dict[str, Any]:
    config = {"action": action, "selector": selector, **fields}
    return {"key": key, "kind": "bulk", "name": f"Bulk {key}", "config": config}


def edges(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"from": source, "to": target} for source, target in pairs]


def create_flow(api: Api, **fields: Any) -> Any:
    body = {"name": "Price move", **fields}
    return api.post("/v1/schedule-flows", json=body, idempotency_key=True)


def created(api: Api, **fields: Any) -> dict[str, Any]:
    flow: dict[str, Any] = data(create_flow(api, **fields), 201)
    return flow


def act(api: Api, flow_id: str, action: str) -> Any:
    return api.post(f"/v1/schedule-flows/{flow_id}/{action}", idempotency_key=True)


def step_act(api: Api, flow: dict[str, Any], key: str, action: str) -> Any:
    step = step_of(flow, key)
    return api.post(
        f"/v1/schedule-flows/{flow['id']}/steps/{step['id']}/{action}", idempotency_key=True
    )


def step_of(flow: dict[str, Any], key: str) -> dict[str, Any]:
    return next(step for step in flow["steps"] if step["key"] == key)


def get_flow(api: Api, flow_id: str) -> dict[str, Any]:
    flow: dict[str, Any] = data(api.get(f"/v1/schedule-flows/{flow_id}"))
    return flow


def statuses(flow: dict[str, Any]) -> dict[str, str]:
    return {step["key"]: step["status"] for step in flow["steps"]}


def timeline(api: Api, flow: dict[str, Any], key: str) -> list[tuple[str | None, str]]:
    step = step_of(flow, key)
    found = data(api.get(f"/v1/schedule-flows/{flow['id']}/steps/{step['id']}/timeline"))
    return [(item["from_status"], item["to_status"]) for item in found]


def ids(rows: Sequence[uuid.UUID]) -> set[str]:
    return {str(row) for row in rows}
