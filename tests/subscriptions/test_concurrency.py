"""A customer deleted while a subscription is being created for it: either the delete waits and
is refused, or the subscription waits and finds no customer; never a deleted customer with an
open subscription (the customer row lock serializes the two, on SQLite and PostgreSQL)."""

from __future__ import annotations

from tests.catalog.test_concurrency import at_once
from tests.customers.helpers import create_customer
from tests.subscriptions.helpers import create_plan

ROUNDS = 6


def test_delete_and_subscribe_at_once_never_orphan_a_subscription(tenant):
    plan = create_plan(tenant.live)
    for _ in range(ROUNDS):
        customer = create_customer(tenant.live)

        deleted, subscribed = at_once(
            [
                lambda c=customer: tenant.live.delete(f"/v1/customers/{c['id']}"),
                lambda c=customer: tenant.live.post(
                    "/v1/subscriptions", json={"customer_id": c["id"], "plan_id": plan["id"]}
                ),
            ]
        )

        assert deleted.status_code in (204, 409), deleted.text
        assert subscribed.status_code in (201, 422), subscribed.text
        assert (deleted.status_code == 204) != (subscribed.status_code == 201), (
            deleted.text,
            subscribed.text,
        )
        still_there = tenant.live.get(f"/v1/customers/{customer['id']}").status_code == 200
        open_subscriptions = tenant.live.get(
            f"/v1/subscriptions?customer_id={customer['id']}&status.ne=canceled"
        ).json()["data"]
        assert still_there or not open_subscriptions
