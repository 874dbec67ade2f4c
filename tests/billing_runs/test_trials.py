"""Trials over HTTP: nothing is invoiced while a subscription is trialing; at trial_end the
billing run activates it (its first paid period starts there) or, without a payment method and
`trial_end_without_payment_method` = `cancel`, cancels it."""

from __future__ import annotations

from typing import Any

from tests.billing_runs.helpers import (
    advance,
    clock_customer,
    create_plan,
    event_types,
    events_of,
    get,
    invoices_of,
    payments_of,
    set_settings,
    subscribe,
)
from tests.support import Api


def _subscription(api: Api, subscription_id: str) -> dict[str, Any]:
    return get(api, f"/v1/subscriptions/{subscription_id}")


def _events(api: Api, resource_id: str, type_: str) -> list[dict[str, Any]]:
    return [e["data"] for e in events_of(api, [resource_id]) if e["type"] == type_]


class TestTrialThenPaidPeriods:
    def test_no_invoice_during_the_trial_then_the_first_paid_period_starts_at_trial_end(
        self, tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, card = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "10.00", trial_days=14)
        subscription = subscribe(api, customer["id"], plan["id"])
        assert (subscription["status"], subscription["trial_end"]) == (
            "trialing",
            "2026-01-15T00:00:00Z",
        )
        assert (subscription["current_period_start"], subscription["current_period_end"]) == (
            "2026-01-01T00:00:00Z",
            "2026-01-15T00:00:00Z",
        )

        run_jobs()
        advance(api, clock["id"], "2026-01-14T23:59:59Z", run_jobs)
        run_jobs()

        assert invoices_of(api, subscription["id"]) == []
        assert _subscription(api, subscription["id"])["status"] == "trialing"

        advance(api, clock["id"], "2026-01-20T00:00:00Z", run_jobs)

        now = _subscription(api, subscription["id"])
        assert (now["status"], now["billing_anchor"]) == ("active", "2026-01-15T00:00:00Z")
        assert (now["current_period_start"], now["current_period_end"]) == (
            "2026-01-15T00:00:00Z",
            "2026-02-15T00:00:00Z",
        )
        (invoice,) = invoices_of(api, subscription["id"])
        assert (invoice["billing_period_start"], invoice["billing_period_end"]) == (
            "2026-01-15T00:00:00Z",
            "2026-02-15T00:00:00Z",
        )
        assert (invoice["issued_at"], invoice["status"], invoice["total"]) == (
            "2026-01-15T00:00:00Z",
            "paid",
            "10.00",
        )
        assert [(p["status"], p["payment_method_id"]) for p in payments_of(api, invoice["id"])] == [
            ("succeeded", card["id"])
        ]
        assert _events(api, subscription["id"], "subscription.trial_ended") == [
            {
                "status": "active",
                "trial_end": "2026-01-15T00:00:00+00:00",
                "has_payment_method": True,
                "action": "activate",
            }
        ]
        assert event_types(api, subscription["id"]) == [
            "subscription.created",
            "subscription.trial_ended",
            "subscription.period_advanced",
        ]

        advance(api, clock["id"], "2026-03-20T00:00:00Z", run_jobs)

        assert [
            (i["billing_period_start"], i["issued_at"])
            for i in invoices_of(api, subscription["id"])
        ] == [
            ("2026-01-15T00:00:00Z", "2026-01-15T00:00:00Z"),
            ("2026-02-15T00:00:00Z", "2026-02-15T00:00:00Z"),
            ("2026-03-15T00:00:00Z", "2026-03-15T00:00:00Z"),
        ]

    def test_a_subscription_trial_end_anchors_the_cycle_at_that_instant(self, tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "10.00")
        subscription = subscribe(api, customer["id"], plan["id"], trial_end="2026-01-10T12:30:00Z")
        assert (subscription["status"], subscription["trial_end"]) == (
            "trialing",
            "2026-01-10T12:30:00Z",
        )

        advance(api, clock["id"], "2026-01-10T12:29:59Z", run_jobs)
        assert invoices_of(api, subscription["id"]) == []

        advance(api, clock["id"], "2026-01-10T12:30:00Z", run_jobs)

        (invoice,) = invoices_of(api, subscription["id"])
        assert (
            invoice["billing_period_start"],
            invoice["billing_period_end"],
            invoice["issued_at"],
            invoice["status"],
        ) == ("2026-01-10T12:30:00Z", "2026-02-10T12:30:00Z", "2026-01-10T12:30:00Z", "paid")
        assert _subscription(api, subscription["id"])["status"] == "active"

    def test_in_arrears_the_first_invoice_comes_at_the_end_of_the_first_paid_period(
        self, tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "25.00", trial_days=7, billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], plan["id"])

        advance(api, clock["id"], "2026-02-07T00:00:00Z", run_jobs)

        assert invoices_of(api, subscription["id"]) == []
        now = _subscription(api, subscription["id"])
        assert (now["status"], now["current_period_start"]) == ("active", "2026-01-08T00:00:00Z")

        advance(api, clock["id"], "2026-02-08T00:00:00Z", run_jobs)

        (invoice,) = invoices_of(api, subscription["id"])
        assert (
            invoice["billing_period_start"],
            invoice["billing_period_end"],
            invoice["issued_at"],
            invoice["total"],
            invoice["status"],
        ) == (
            "2026-01-08T00:00:00Z",
            "2026-02-08T00:00:00Z",
            "2026-02-08T00:00:00Z",
            "25.00",
            "paid",
        )

    def test_a_change_during_the_trial_is_not_prorated(self, tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "10.00", trial_days=14)
        subscription = subscribe(api, customer["id"], plan["id"])
        advance(api, clock["id"], "2026-01-05T00:00:00Z", run_jobs)

        response = api.patch(f"/v1/subscriptions/{subscription['id']}", json={"quantity": 2})
        assert response.status_code == 200, response.text

        advance(api, clock["id"], "2026-01-15T00:00:00Z", run_jobs)

        (invoice,) = invoices_of(api, subscription["id"])
        lines = get(api, f"/v1/invoices/{invoice['id']}")["lines"]
        assert [(line["line_type"], line["quantity"], line["amount"]) for line in lines] == [
            ("SUBSCRIPTION", "2", "20.00")
        ]
        assert invoice["total"] == "20.00"

    def test_a_trial_end_with_an_offset_is_answered_in_utc(self, tenant):
        api = tenant.sandbox
        _, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "10.00")

        created = subscribe(api, customer["id"], plan["id"], trial_end="2026-01-10T13:30:00+01:00")

        fetched = _subscription(api, created["id"])
        for name in ("trial_end", "billing_anchor", "current_period_end"):
            assert fetched[name] == "2026-01-10T12:30:00Z"
            assert created[name] == fetched[name], name


class TestTrialEndWithoutPaymentMethod:
    def test_by_default_it_activates_and_leaves_the_invoice_open(self, tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z", with_card=False)
        subscription = subscribe(
            api, customer["id"], create_plan(api, "10.00", trial_days=14)["id"]
        )

        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)

        assert _subscription(api, subscription["id"])["status"] == "active"
        (invoice,) = invoices_of(api, subscription["id"])
        assert (invoice["status"], invoice["issued_at"], invoice["amount_due"]) == (
            "finalized",
            "2026-01-15T00:00:00Z",
            "10.00",
        )
        assert (invoice["attempt_count"], invoice["dunning_status"]) == (0, None)
        assert payments_of(api, invoice["id"]) == []
        assert _events(api, invoice["id"], "invoice.collection_skipped") == [
            {
                "invoice_number": invoice["invoice_number"],
                "reason": "no_payment_method",
                "amount_due": "10.00",
                "currency": "EUR",
            }
        ]
        assert _events(api, subscription["id"], "subscription.trial_ended") == [
            {
                "status": "active",
                "trial_end": "2026-01-15T00:00:00+00:00",
                "has_payment_method": False,
                "action": "activate",
            }
        ]

    def test_with_the_cancel_setting_it_cancels_without_an_invoice(self, tenant, run_jobs):
        api = tenant.sandbox
        set_settings(api, trial_end_without_payment_method="cancel")
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z", with_card=False)
        subscription = subscribe(
            api, customer["id"], create_plan(api, "10.00", trial_days=14)["id"]
        )

        advance(api, clock["id"], "2026-03-01T00:00:00Z", run_jobs)

        now = _subscription(api, subscription["id"])
        assert (now["status"], now["ended_at"], now["canceled_at"]) == (
            "canceled",
            "2026-01-15T00:00:00Z",
            "2026-01-15T00:00:00Z",
        )
        assert now["cancellation_reason"] == "trial ended without a payment method"
        assert invoices_of(api, subscription["id"]) == []
        assert _events(api, subscription["id"], "subscription.trial_ended") == [
            {
                "status": "canceled",
                "trial_end": "2026-01-15T00:00:00+00:00",
                "has_payment_method": False,
                "action": "cancel",
            }
        ]
        assert _events(api, subscription["id"], "subscription.canceled") == [
            {"status": "canceled", "reason": "trial_ended"}
        ]
        assert event_types(api, subscription["id"]) == [
            "subscription.created",
            "subscription.trial_ended",
            "subscription.canceled",
        ]

    def test_with_the_cancel_setting_a_customer_with_a_card_is_activated(self, tenant, run_jobs):
        api = tenant.sandbox
        set_settings(api, trial_end_without_payment_method="cancel")
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(
            api, customer["id"], create_plan(api, "10.00", trial_days=14)["id"]
        )

        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)

        assert _subscription(api, subscription["id"])["status"] == "active"
        assert [i["status"] for i in invoices_of(api, subscription["id"])] == ["paid"]

    def test_a_card_attached_during_the_trial_is_charged_at_its_end(self, tenant, run_jobs):
        api = tenant.sandbox
        set_settings(api, trial_end_without_payment_method="cancel")
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z", with_card=False)
        subscription = subscribe(
            api, customer["id"], create_plan(api, "10.00", trial_days=14)["id"]
        )
        advance(api, clock["id"], "2026-01-10T00:00:00Z", run_jobs)
        response = api.post(
            f"/v1/customers/{customer['id']}/payment-methods",
            json={
                "type": "card",
                "card": {"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2099},
            },
        )
        assert response.status_code == 201, response.text

        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)

        assert _subscription(api, subscription["id"])["status"] == "active"
        (invoice,) = invoices_of(api, subscription["id"])
        assert (invoice["status"], invoice["paid_at"]) == ("paid", "2026-01-15T00:00:00Z")


class TestCancelDuringTrial:
    def test_cancel_at_period_end_during_the_trial_ends_it_at_trial_end(self, tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(
            api, customer["id"], create_plan(api, "10.00", trial_days=14)["id"]
        )
        advance(api, clock["id"], "2026-01-05T00:00:00Z", run_jobs)
        response = api.post(
            f"/v1/subscriptions/{subscription['id']}/cancel", json={"at_period_end": True}
        )
        assert response.status_code == 200, response.text
        assert response.json()["data"]["status"] == "trialing"

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        now = _subscription(api, subscription["id"])
        assert (now["status"], now["ended_at"]) == ("canceled", "2026-01-15T00:00:00Z")
        assert invoices_of(api, subscription["id"]) == []
        assert _events(api, subscription["id"], "subscription.canceled") == [
            {"status": "canceled", "reason": "period_end"}
        ]

    def test_an_immediate_cancel_during_the_trial_in_advance_invoices_nothing(
        self, tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(
            api, customer["id"], create_plan(api, "10.00", trial_days=14)["id"]
        )
        advance(api, clock["id"], "2026-01-05T00:00:00Z", run_jobs)
        assert (
            api.post(f"/v1/subscriptions/{subscription['id']}/cancel", json={}).status_code == 200
        )

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        assert invoices_of(api, subscription["id"]) == []
        now = _subscription(api, subscription["id"])
        assert (now["status"], now["ended_at"]) == ("canceled", "2026-01-05T00:00:00Z")

    def test_an_immediate_cancel_during_the_trial_in_arrears_invoices_nothing(
        self, tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "10.00", trial_days=14, billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], plan["id"])
        advance(api, clock["id"], "2026-01-05T00:00:00Z", run_jobs)
        assert (
            api.post(f"/v1/subscriptions/{subscription['id']}/cancel", json={}).status_code == 200
        )

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        assert invoices_of(api, subscription["id"]) == []
