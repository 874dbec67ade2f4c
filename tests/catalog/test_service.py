"""The catalog's service surface for other domains: lookups with body pointers, the usability
checks of add-ons and plans, a plan with its items, and the amount of a version."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from decimal import Decimal
from typing import Any

import pytest

from billing.catalog import service
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, NotFound, ValidationFailed
from tests.catalog.helpers import make_plan, make_price, make_product
from tests.platform.helpers import workspace_context


def call(tenant, fn: Callable[[Any, RequestContext], Awaitable[Any]]) -> Any:
    db = tenant.client.app.state.db
    ctx = workspace_context(tenant)

    async def go() -> Any:
        async with db.session() as session, session.begin():
            return await fn(session, ctx)

    return tenant.client.portal.call(go)


def failure(tenant, fn) -> ValidationFailed | NotFound:
    with pytest.raises((ValidationFailed, NotFound)) as caught:
        call(tenant, fn)
    return caught.value


class TestUsablePrice:
    def test_usable(self, tenant):
        price = make_price(tenant.live)

        found = call(
            tenant,
            lambda db, ctx: service.usable_price(
                db, ctx, uuid.UUID(price["id"]), "EUR", field=("add_ons", 0, "price_id")
            ),
        )

        assert str(found.id) == price["id"]

    def test_refusals_point_at_the_field(self, tenant, other_tenant):
        eur = make_price(tenant.live)
        archived = make_price(tenant.live)
        tenant.live.patch(f"/v1/prices/{archived['id']}", json={"active": False})
        product = make_product(tenant.live)
        of_archived_product = make_price(tenant.live, product["id"])
        tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})
        cases = [
            (eur["id"], "USD"),
            (archived["id"], "EUR"),
            (of_archived_product["id"], "EUR"),
            (str(uuid.uuid4()), "EUR"),
            (make_price(other_tenant.live)["id"], "EUR"),
        ]

        for price_id, currency in cases:
            error = failure(
                tenant,
                lambda db, ctx, p=price_id, c=currency: service.usable_price(
                    db, ctx, uuid.UUID(p), c, field=("add_ons", 2, "price_id")
                ),
            )
            assert isinstance(error, ValidationFailed)
            assert error.errors == [FieldError(("add_ons", 2, "price_id"), error.detail)]


class TestLookups:
    def test_path_ids_are_not_found_body_references_are_invalid(self, tenant):
        missing = uuid.uuid4()
        for lookup in (service.get_price, service.get_product, service.get_plan_with_items):
            assert isinstance(
                failure(tenant, lambda db, ctx, f=lookup: f(db, ctx, missing)), NotFound
            )
            error = failure(tenant, lambda db, ctx, f=lookup: f(db, ctx, missing, field=("x",)))
            assert isinstance(error, ValidationFailed)
            assert error.errors is not None and error.errors[0].field == ("x",)

    def test_plan_with_items_in_order(self, tenant):
        prices = [make_price(tenant.live)["id"] for _ in range(3)]
        plan = make_plan(tenant.live, *reversed(prices))

        found = call(
            tenant, lambda db, ctx: service.get_plan_with_items(db, ctx, uuid.UUID(plan["id"]))
        )

        assert found.plan.currency == "EUR"
        assert [str(i.price_id) for i in found.items] == list(reversed(prices))

    def test_usable_plan_refuses_an_archived_one(self, tenant):
        plan = make_plan(tenant.live)
        plan_id = uuid.UUID(plan["id"])
        assert call(tenant, lambda db, ctx: service.usable_plan(db, ctx, plan_id, field=("p",)))

        tenant.live.patch(f"/v1/plans/{plan['id']}", json={"active": False})

        error = failure(tenant, lambda db, ctx: service.usable_plan(db, ctx, plan_id, field=("p",)))
        assert isinstance(error, ValidationFailed)


def test_amount_for_a_version(tenant):
    tiers = [{"up_to": "10", "unit_amount": "2"}, {"up_to": None, "unit_amount": "1"}]
    price = make_price(tenant.live, tiers=tiers)
    price_id = uuid.UUID(price["id"])

    async def amount(db: Any, ctx: RequestContext) -> Decimal:
        found = await service.get_price(db, ctx, price_id)
        version = await service.version_in_force(db, ctx, price_id, clock.utcnow())
        assert version is not None
        return service.amount_for(found, version, Decimal(12))

    assert call(tenant, amount) == Decimal(22)
