"""What the pipeline puts on a subscription's invoice: product and add-on lines at the price
versions in force at the period's start (pinned on each line), the subscription as it was at
that instant, trial periods at 0, VAT and totals; observed through generate and preview."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.invoices.subscription_helpers import (
    amounts,
    generate,
    generated,
    german_customer,
    iso,
    period,
    plan,
    preview,
    price,
    regenerate,
    subscribe,
)
from tests.support import problem

T0 = datetime(2031, 3, 1, 9, 0, tzinfo=UTC)
MARCH = (datetime(2031, 3, 1, tzinfo=UTC), datetime(2031, 4, 1, tzinfo=UTC))
APRIL = (datetime(2031, 4, 1, tzinfo=UTC), datetime(2031, 5, 1, tzinfo=UTC))
MAY = (datetime(2031, 5, 1, tzinfo=UTC), datetime(2031, 6, 1, tzinfo=UTC))


def publish_version(api, price_id: str, amount: str, effective_from: datetime) -> dict:
    """A new version of the price through the catalog routes (draft, then publish)."""
    draft = api.post(
        f"/v1/prices/{price_id}/versions",
        json={"unit_amount": amount, "effective_from": iso(effective_from)},
    )
    assert draft.status_code == 201, draft.text
    published = api.post(f"/v1/prices/{price_id}/versions/{draft.json()['data']['id']}/publish")
    assert published.status_code == 200, published.text
    return dict(published.json()["data"])


class TestProductAndAddOnLines:
    def test_a_plan_of_two_items_and_an_add_on_at_the_versions_in_force(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        seats = price(api, "10.00", name="Seats")
        storage = price(api, "3.00", name="Storage")
        support = price(api, "7.50", name="Support")
        basic = plan(api, (seats, 2), (storage, 1))
        subscription = subscribe(
            api,
            customer["id"],
            basic["id"],
            quantity=3,
            add_ons=[{"price_id": support["id"], "quantity": 2}],
        )

        invoice = generated(api, subscription["id"])

        assert invoice["type"] == "subscription"
        assert invoice["status"] == "draft"
        assert invoice["subscription_id"] == subscription["id"]
        assert invoice["billing_period_start"] == "2031-03-01T00:00:00Z"
        assert invoice["billing_period_end"] == "2031-04-01T00:00:00Z"
        lines = invoice["lines"]
        assert [
            (
                line["line_type"],
                line["description"],
                line["quantity"],
                line["unit_price"],
                line["amount"],
            )
            for line in lines
        ] == [
            ("SUBSCRIPTION", "Seats", "6", "10.00", "60.00"),
            ("SUBSCRIPTION", "Storage", "3", "3.00", "9.00"),
            ("SUBSCRIPTION_ADD_ON", "Support", "2", "7.50", "15.00"),
        ]
        assert [(line["price_id"], line["price_version_id"]) for line in lines] == [
            (p["id"], p["active_version"]["id"]) for p in (seats, storage, support)
        ]
        assert [line["product_id"] for line in lines] == [
            p["product"]["id"] for p in (seats, storage, support)
        ]
        assert {(line["period_start"], line["period_end"]) for line in lines} == {
            ("2031-03-01", "2031-03-31")
        }
        assert {(line["tax_category_code"], line["tax_rate"]) for line in lines} == {("S", "0.19")}
        assert invoice["subtotal"] == "84.00"
        assert invoice["tax_amount"] == "15.96"
        assert invoice["total"] == "99.96"
        assert invoice["amount_due"] == "99.96"

    def test_an_amount_that_does_not_divide_into_a_unit_price_bills_one_line_of_n_units(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        calls = price(api, "0.015", name="API calls")
        subscription = subscribe(api, customer["id"], plan(api, (calls, 3))["id"])

        [line] = preview(api, subscription["id"])["lines"]

        assert (line["description"], line["quantity"], line["unit_price"], line["amount"]) == (
            "API calls (3 units)",
            "1",
            "0.05",
            "0.05",
        )

    def test_a_customer_outside_the_eu_is_billed_without_vat(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        german_customer(api)
        customer = api.post(
            "/v1/customers", json={"name": "Acme Inc", "address": {"country": "US"}}
        ).json()["data"]
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

        invoice = preview(api, subscription["id"])

        assert (invoice["tax_amount"], invoice["total"]) == ("0.00", "10.00")
        assert invoice["lines"][0]["tax_category_code"] == "O"


class TestPriceVersions:
    def test_a_version_scheduled_mid_period_bills_from_the_next_period_on(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        seats = price(api, "10.00", name="Seats")
        subscription = subscribe(api, customer["id"], plan(api, (seats, 1))["id"])
        march = generated(api, subscription["id"])
        v2 = publish_version(api, seats["id"], "12.00", datetime(2031, 3, 15, tzinfo=UTC))

        april = generated(api, subscription["id"], **period(*APRIL))

        assert amounts(april) == [("SUBSCRIPTION", "12.00")]
        assert april["lines"][0]["price_version_id"] == v2["id"]
        assert march["lines"][0]["price_version_id"] == seats["active_version"]["id"]
        again = regenerate(api, march["id"])
        assert again["diff"] == []
        assert amounts(again["proforma"]) == [("SUBSCRIPTION", "10.00")]
        assert again["proforma"]["lines"][0]["price_version_id"] == seats["active_version"]["id"]

    def test_a_price_first_published_during_the_period_bills_at_that_version(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        fresh = price(api, "4.00", effective_from=iso(T0))
        subscription = subscribe(api, customer["id"], plan(api, (fresh, 1))["id"])

        invoice = preview(api, subscription["id"])

        assert amounts(invoice) == [("SUBSCRIPTION", "4.00")]
        assert invoice["lines"][0]["price_version_id"] == fresh["active_version"]["id"]


class TestStateAtThePeriodStart:
    def test_a_period_bills_the_quantity_the_subscription_had_at_its_start(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        seats = price(api, "10.00", name="Seats")
        subscription = subscribe(api, customer["id"], plan(api, (seats, 1))["id"], quantity=2)
        frozen_clock(datetime(2031, 3, 20, tzinfo=UTC))
        changed = api.patch(f"/v1/subscriptions/{subscription['id']}", json={"quantity": 5})
        assert changed.status_code == 200, changed.text

        march = preview(api, subscription["id"], **period(*MARCH))
        april = preview(api, subscription["id"], **period(*APRIL))

        assert march["lines"][0]["quantity"] == "2"
        first = april["lines"][0]
        assert (first["line_type"], first["quantity"], first["amount"]) == (
            "SUBSCRIPTION",
            "5",
            "50.00",
        )

    def test_a_period_bills_the_plan_the_subscription_had_at_its_start(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        basic = plan(api, (price(api, "10.00", name="Basic"), 1))
        pro = plan(api, (price(api, "25.00", name="Pro"), 1))
        subscription = subscribe(api, customer["id"], basic["id"])
        frozen_clock(datetime(2031, 3, 20, tzinfo=UTC))
        api.patch(f"/v1/subscriptions/{subscription['id']}", json={"plan_id": pro["id"]})

        march = preview(api, subscription["id"], **period(*MARCH))

        assert [line["description"] for line in march["lines"]] == ["Basic"]


class TestTrial:
    def test_the_trial_period_bills_the_plan_at_zero(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        seats = price(api, "10.00", name="Seats")
        support = price(api, "5.00", name="Support")
        trial_plan = plan(api, (seats, 1), trial_days=14)
        subscription = subscribe(
            api,
            customer["id"],
            trial_plan["id"],
            quantity=2,
            add_ons=[{"price_id": support["id"], "quantity": 1}],
        )
        assert subscription["status"] == "trialing"

        trial = generated(api, subscription["id"])
        first_paid = preview(
            api,
            subscription["id"],
            **period(datetime(2031, 3, 15, tzinfo=UTC), datetime(2031, 4, 15, tzinfo=UTC)),
        )

        assert trial["billing_period_end"] == "2031-03-15T00:00:00Z"
        assert [
            (line["description"], line["quantity"], line["unit_price"], line["amount"])
            for line in trial["lines"]
        ] == [("Seats (trial)", "2", "0.00", "0.00"), ("Support (trial)", "1", "0.00", "0.00")]
        assert (trial["subtotal"], trial["tax_amount"], trial["total"]) == ("0.00", "0.00", "0.00")
        assert trial["lines"][0]["price_version_id"] == seats["active_version"]["id"]
        assert amounts(first_paid) == [("SUBSCRIPTION", "20.00"), ("SUBSCRIPTION_ADD_ON", "5.00")]

    def test_a_change_during_the_trial_is_not_prorated(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        trial_plan = plan(api, (price(api, "10.00"), 1), trial_days=14)
        subscription = subscribe(api, customer["id"], trial_plan["id"])
        frozen_clock(datetime(2031, 3, 8, tzinfo=UTC))
        api.patch(f"/v1/subscriptions/{subscription['id']}", json={"quantity": 3})

        first_paid = preview(
            api,
            subscription["id"],
            **period(datetime(2031, 3, 15, tzinfo=UTC), datetime(2031, 4, 15, tzinfo=UTC)),
        )

        assert amounts(first_paid) == [("SUBSCRIPTION", "30.00")]


class TestEndedSubscription:
    def test_a_period_after_the_end_with_nothing_left_to_bill_is_refused(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])
        api.post(f"/v1/subscriptions/{subscription['id']}/cancel", json={})
        april = generated(api, subscription["id"], **period(*APRIL))

        response = generate(api, subscription["id"], **period(*MAY))

        assert [line["line_type"] for line in april["lines"]] == ["PRORATION"]
        problem(response, 409, "INVALID_STATE")
