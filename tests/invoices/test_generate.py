"""POST /v1/invoices/generate: a persisted draft with its lines; prorations of mid-period
changes to the cent (in advance and in arrears), each billed once; one invoice per period; the
request's rules."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.catalog.test_concurrency import at_once
from tests.invoices.helpers import get_invoice
from tests.invoices.subscription_helpers import (
    amounts,
    changes,
    generate,
    generated,
    german_customer,
    iso,
    period,
    plan,
    price,
    subscribe,
)
from tests.support import pointers, problem

T0 = datetime(2031, 3, 1, 9, 0, tzinfo=UTC)
CHANGE_AT = datetime(2031, 3, 11, 12, 34, 56, tzinfo=UTC)
"""1,769,104 of March's 2,678,400 seconds remain: 10.00 -> 6.61, 25.00 -> 16.51,
20.00 -> 13.21, 50.00 -> 33.03."""
MARCH = (datetime(2031, 3, 1, tzinfo=UTC), datetime(2031, 4, 1, tzinfo=UTC))
APRIL = (datetime(2031, 4, 1, tzinfo=UTC), datetime(2031, 5, 1, tzinfo=UTC))


def proration_view(invoice: dict) -> list[tuple[str, str, str, str, str, str]]:
    return [
        (
            line["description"],
            line["quantity"],
            line["unit_price"],
            line["amount"],
            line["period_start"],
            line["period_end"],
        )
        for line in invoice["lines"]
        if line["line_type"] == "PRORATION"
    ]


@pytest.fixture
def upgrade(tenant, frozen_clock):
    """A factory: a subscription to Basic (10.00) upgraded to Pro (25.00) at CHANGE_AT."""

    def make(billing_timing: str) -> tuple[dict, dict]:
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        basic_price = price(api, "10.00", name="Basic")
        pro_price = price(api, "25.00", name="Pro")
        basic = plan(api, (basic_price, 1), billing_timing=billing_timing)
        pro = plan(api, (pro_price, 1), billing_timing=billing_timing)
        subscription = subscribe(api, customer["id"], basic["id"])
        first = generated(api, subscription["id"]) if billing_timing == "in_advance" else {}
        frozen_clock(CHANGE_AT)
        response = api.patch(f"/v1/subscriptions/{subscription['id']}", json={"plan_id": pro["id"]})
        assert response.status_code == 200, response.text
        return subscription, first

    return make


class TestProration:
    def test_an_upgrade_in_advance_is_settled_by_the_next_period_to_the_cent(self, tenant, upgrade):
        subscription, march = upgrade("in_advance")

        april = generated(tenant.live, subscription["id"], **period(*APRIL))

        assert amounts(march) == [("SUBSCRIPTION", "10.00")]
        assert amounts(april) == [
            ("SUBSCRIPTION", "25.00"),
            ("PRORATION", "-6.61"),
            ("PRORATION", "16.51"),
        ]
        assert proration_view(april) == [
            (
                "Unused time on Basic from 2031-03-11",
                "1",
                "-6.61",
                "-6.61",
                "2031-03-11",
                "2031-03-31",
            ),
            (
                "Remaining time on Pro from 2031-03-11",
                "1",
                "16.51",
                "16.51",
                "2031-03-11",
                "2031-03-31",
            ),
        ]
        [change] = changes(tenant.live, subscription["id"])
        assert {line["subscription_change_id"] for line in april["lines"][1:]} == {change["id"]}
        assert (april["subtotal"], april["tax_amount"], april["total"]) == (
            "34.90",
            "6.63",
            "41.53",
        )

    def test_an_upgrade_in_arrears_is_settled_by_its_own_period(self, tenant, upgrade):
        subscription, _ = upgrade("in_arrears")

        march = generated(tenant.live, subscription["id"], **period(*MARCH))

        assert amounts(march) == [
            ("SUBSCRIPTION", "10.00"),
            ("PRORATION", "-6.61"),
            ("PRORATION", "16.51"),
        ]
        assert (march["subtotal"], march["tax_amount"], march["total"]) == (
            "19.90",
            "3.78",
            "23.68",
        )

    def test_a_proration_is_billed_once_and_its_change_marked(self, tenant, upgrade):
        subscription, _ = upgrade("in_advance")
        assert changes(tenant.live, subscription["id"])[0]["invoiced_at"] is None

        generated(tenant.live, subscription["id"], **period(*APRIL))
        may = generated(
            tenant.live,
            subscription["id"],
            **period(datetime(2031, 5, 1, tzinfo=UTC), datetime(2031, 6, 1, tzinfo=UTC)),
        )

        assert amounts(may) == [("SUBSCRIPTION", "25.00")]
        assert changes(tenant.live, subscription["id"])[0]["invoiced_at"] is not None

    def test_a_quantity_change_credits_the_old_and_charges_the_new_quantity(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        seats = price(api, "10.00", name="Seats")
        team = plan(api, (seats, 1), billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], team["id"], quantity=2)
        frozen_clock(CHANGE_AT)
        api.patch(f"/v1/subscriptions/{subscription['id']}", json={"quantity": 5})

        march = generated(api, subscription["id"], **period(*MARCH))

        assert amounts(march)[0] == ("SUBSCRIPTION", "20.00")
        assert proration_view(march) == [
            (
                "Unused time on Seats from 2031-03-11",
                "2",
                "-6.605",
                "-13.21",
                "2031-03-11",
                "2031-03-31",
            ),
            (
                "Remaining time on Seats from 2031-03-11",
                "5",
                "6.606",
                "33.03",
                "2031-03-11",
                "2031-03-31",
            ),
        ]
        assert march["subtotal"] == "39.82"

    def test_an_immediate_cancel_in_advance_credits_the_unused_rest(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(
            api, customer["id"], plan(api, (price(api, "10.00", name="Basic"), 1))["id"]
        )
        generated(api, subscription["id"])
        frozen_clock(CHANGE_AT)
        canceled = api.post(f"/v1/subscriptions/{subscription['id']}/cancel", json={})
        assert canceled.json()["data"]["status"] == "canceled"

        closing = generated(api, subscription["id"], **period(*APRIL))

        assert proration_view(closing) == [
            (
                "Unused time on Basic from 2031-03-11",
                "1",
                "-6.61",
                "-6.61",
                "2031-03-11",
                "2031-03-31",
            ),
        ]
        assert (closing["subtotal"], closing["tax_amount"], closing["total"]) == (
            "-6.61",
            "-1.26",
            "-7.87",
        )
        assert closing["amount_due"] == "0.00"

    def test_an_immediate_cancel_in_arrears_bills_the_used_part(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        basic = plan(api, (price(api, "10.00"), 1), billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], basic["id"])
        frozen_clock(CHANGE_AT)
        api.post(f"/v1/subscriptions/{subscription['id']}/cancel", json={})

        march = generated(api, subscription["id"])

        assert amounts(march) == [("SUBSCRIPTION", "10.00"), ("PRORATION", "-6.61")]
        assert march["subtotal"] == "3.39"

    def test_a_plan_change_that_restarts_the_cycle_only_credits_the_old_plan(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        monthly = plan(api, (price(api, "10.00", name="Monthly"), 1))
        yearly = plan(api, (price(api, "100.00", name="Yearly"), 1), interval="year")
        subscription = subscribe(api, customer["id"], monthly["id"])
        generated(api, subscription["id"])
        frozen_clock(CHANGE_AT)
        switched = api.patch(
            f"/v1/subscriptions/{subscription['id']}", json={"plan_id": yearly["id"]}
        ).json()["data"]
        assert switched["current_period_start"] == "2031-03-11T12:34:56Z"

        first_year = generated(api, subscription["id"])

        assert first_year["billing_period_start"] == "2031-03-11T12:34:56Z"
        assert amounts(first_year) == [("SUBSCRIPTION", "100.00"), ("PRORATION", "-6.61")]


class TestGenerate:
    def test_the_draft_is_persisted_with_its_lines(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api, locale="de")
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

        invoice = generated(api, subscription["id"])

        stored = get_invoice(api, invoice["id"])
        assert stored["status"] == "draft"
        assert stored["type"] == "subscription"
        assert stored["locale"] == "de"
        assert stored["total"] == invoice["total"] == "11.90"
        assert [line["id"] for line in stored["lines"]] == [line["id"] for line in invoice["lines"]]
        assert all(line["invoice_id"] == invoice["id"] for line in invoice["lines"])

    def test_the_period_defaults_to_the_current_one_and_locale_may_be_given(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

        invoice = generated(api, subscription["id"], locale="fr")

        assert invoice["billing_period_start"] == subscription["current_period_start"]
        assert invoice["billing_period_end"] == subscription["current_period_end"]
        assert invoice["locale"] == "fr"

    def test_a_second_invoice_for_the_same_period_is_refused_naming_the_first(
        self, tenant, frozen_clock
    ):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])
        first = generated(api, subscription["id"])

        again = generate(api, subscription["id"], **period(*MARCH))

        body = problem(again, 409, "INVALID_STATE")
        assert body["invoice_id"] == first["id"]
        assert first["id"] in body["detail"]

    def test_concurrent_generations_of_one_period_make_one_invoice(self, tenant):
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

        responses = at_once([lambda: generate(api, subscription["id"]) for _ in range(4)])

        assert sorted(r.status_code for r in responses) == [201, 409, 409, 409], [
            r.text for r in responses
        ]
        listed = api.get(f"/v1/invoices?subscription_id={subscription['id']}").json()["data"]
        assert len(listed) == 1

    def test_a_replay_answers_the_first_invoice(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])
        body = {"subscription_id": subscription["id"]}

        first = api.post("/v1/invoices/generate", json=body, idempotency_key="gen-1")
        replay = api.post("/v1/invoices/generate", json=body, idempotency_key="gen-1")

        assert first.status_code == replay.status_code == 201
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json()["data"]["id"] == first.json()["data"]["id"]

    def test_the_idempotency_key_is_required(self, tenant, frozen_clock):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

        response = api.post("/v1/invoices/generate", json={"subscription_id": subscription["id"]})

        problem(response, 400, "IDEMPOTENCY_KEY_REQUIRED")


class TestValidation:
    def test_an_unknown_subscription(self, tenant):
        response = generate(tenant.live, "5d1b3c4e-0000-4000-8000-000000000000")

        assert pointers(response) == ["/subscription_id"]

    def test_another_tenants_subscription(self, tenant, other_tenant, frozen_clock):
        frozen_clock(T0)
        theirs = other_tenant.live
        customer = german_customer(theirs)
        subscription = subscribe(
            theirs, customer["id"], plan(theirs, (price(theirs, "10.00"), 1))["id"]
        )

        response = generate(tenant.live, subscription["id"])

        assert pointers(response) == ["/subscription_id"]

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"billing_period_start": iso(MARCH[0])}, "/billing_period_end"),
            ({"billing_period_end": iso(MARCH[1])}, "/billing_period_start"),
            (period(MARCH[1], MARCH[0]), "/billing_period_end"),
            (period(MARCH[0], MARCH[0]), "/billing_period_end"),
            (period(datetime(2031, 2, 1, tzinfo=UTC), MARCH[0]), "/billing_period_start"),
            ({"billing_period_start": "2031-03-01T00:00:00"}, "/billing_period_start"),
            ({"locale": "xx"}, "/locale"),
            ({"lines": []}, "/lines"),
        ],
    )
    def test_a_bad_period_or_field(self, tenant, frozen_clock, body, pointer):
        frozen_clock(T0)
        api = tenant.live
        customer = german_customer(api)
        subscription = subscribe(api, customer["id"], plan(api, (price(api, "10.00"), 1))["id"])

        response = generate(api, subscription["id"], **body)

        assert pointer in pointers(response)
        assert api.get(f"/v1/invoices?subscription_id={subscription['id']}").json()["data"] == []
