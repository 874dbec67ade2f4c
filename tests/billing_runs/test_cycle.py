"""Billing runs over HTTP: what advancing a test clock does to subscriptions' periods and
invoices (monthly cycles in advance and in arrears, month ends, drafts, cancellations,
prorations, idempotency and SEPA debits settling in clock time)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
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
from tests.payments.helpers import sepa
from tests.support import Api, Tenant, problem


def _z(moment: datetime) -> str:
    """An instant as the API writes it (UTC with `Z`)."""
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def _month(year: int, month: int) -> datetime:
    return datetime(year + (month - 1) // 12, (month - 1) % 12 + 1, 1, tzinfo=UTC)


def _periods(invoices: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(i["billing_period_start"], i["billing_period_end"]) for i in invoices]


def _sum(invoices: list[dict[str, Any]]) -> Decimal:
    return sum((Decimal(i["total"]) for i in invoices), Decimal(0))


def _lines(api: Api, invoice_id: str) -> list[tuple[str, str]]:
    lines = get(api, f"/v1/invoices/{invoice_id}")["lines"]
    return [(line["line_type"], line["amount"]) for line in lines]


class TestAYearOfMonthlyBilling:
    def test_each_period_is_invoiced_and_paid_at_its_own_clock_time(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, card = clock_customer(api, "2026-01-01T00:00:00Z")
        ahead = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        behind = subscribe(
            api, customer["id"], create_plan(api, "25.00", billing_timing="in_arrears")["id"]
        )

        advance(api, clock["id"], "2026-12-15T00:00:00Z", run_jobs)

        months = [(_month(2026, m), _month(2026, m + 1)) for m in range(1, 13)]
        in_advance = invoices_of(api, ahead["id"])
        assert _periods(in_advance) == [(_z(s), _z(e)) for s, e in months]
        # In arrears the first invoice comes at the end of the first period: Dec is still open.
        in_arrears = invoices_of(api, behind["id"])
        assert _periods(in_arrears) == [(_z(s), _z(e)) for s, e in months[:11]]
        assert in_arrears[0]["issued_at"] == "2026-02-01T00:00:00Z"

        advance(api, clock["id"], "2027-01-01T00:00:00Z", run_jobs)

        in_arrears = invoices_of(api, behind["id"])
        assert _periods(in_arrears) == [(_z(s), _z(e)) for s, e in months]
        in_advance = invoices_of(api, ahead["id"])
        assert _periods(in_advance) == [(_z(s), _z(e)) for s, e in months] + [
            ("2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z")
        ]
        for invoices, issued_at_end, total in (
            (in_advance, False, "10.00"),
            (in_arrears, True, "25.00"),
        ):
            for invoice in invoices:
                issued = invoice["billing_period_end" if issued_at_end else "billing_period_start"]
                issued_on = date.fromisoformat(issued[:10])
                assert invoice["issued_at"] == issued, invoice
                assert invoice["due_date"] == (issued_on + timedelta(days=14)).isoformat()
                assert (invoice["status"], invoice["total"], invoice["amount_due"]) == (
                    "paid",
                    total,
                    "0.00",
                ), invoice
                assert invoice["paid_at"] == issued, invoice
                assert invoice["attempt_count"] == 1
                assert invoice["dunning_status"] is None
                payments = payments_of(api, invoice["id"])
                assert [
                    (p["status"], p["amount"], p["dunning_step"], p["payment_method_id"])
                    for p in payments
                ] == [("succeeded", total, 0, card["id"])]
                assert payments[0]["settled_at"] == issued
        numbers = [i["invoice_number"] for i in in_advance + in_arrears]
        assert len(set(numbers)) == 25 and None not in numbers

        for subscription, start, end in (
            (ahead, "2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z"),
            (behind, "2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z"),
        ):
            now = get(api, f"/v1/subscriptions/{subscription['id']}")
            assert (now["status"], now["current_period_start"], now["current_period_end"]) == (
                "active",
                start,
                end,
            )
            assert (
                event_types(api, subscription["id"])
                == ["subscription.created"] + ["subscription.period_advanced"] * 12
            )

        advanced = [
            e for e in events_of(api, [ahead["id"]]) if e["type"] == "subscription.period_advanced"
        ]
        assert advanced[0]["data"] == {
            "status": "active",
            "ended_period": {
                "start": "2026-01-01T00:00:00+00:00",
                "end": "2026-02-01T00:00:00+00:00",
            },
            "current_period": {
                "start": "2026-02-01T00:00:00+00:00",
                "end": "2026-03-01T00:00:00+00:00",
            },
        }


class TestMonthEndAnchor:
    def test_periods_from_january_31_end_on_the_last_days_of_the_months(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-31T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        assert subscription["current_period_end"] == "2026-02-28T00:00:00Z"

        advance(api, clock["id"], "2026-05-01T00:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert _periods(invoices) == [
            ("2026-01-31T00:00:00Z", "2026-02-28T00:00:00Z"),
            ("2026-02-28T00:00:00Z", "2026-03-31T00:00:00Z"),
            ("2026-03-31T00:00:00Z", "2026-04-30T00:00:00Z"),
            ("2026-04-30T00:00:00Z", "2026-05-31T00:00:00Z"),
        ]
        assert [i["issued_at"] for i in invoices] == [p for p, _ in _periods(invoices)]
        assert {i["status"] for i in invoices} == {"paid"}
        now = get(api, f"/v1/subscriptions/{subscription['id']}")
        assert (now["current_period_start"], now["current_period_end"]) == (
            "2026-04-30T00:00:00Z",
            "2026-05-31T00:00:00Z",
        )


class TestAutoFinalizeOff:
    def test_runs_leave_drafts_and_charge_nothing(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        assert set_settings(api, auto_finalize=False)
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])

        advance(api, clock["id"], "2026-03-15T00:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert _periods(invoices) == [
            ("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z"),
            ("2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z"),
            ("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"),
        ]
        for invoice in invoices:
            assert (invoice["status"], invoice["invoice_number"], invoice["issued_at"]) == (
                "draft",
                None,
                None,
            )
            assert (invoice["total"], invoice["attempt_count"]) == ("10.00", 0)
            assert payments_of(api, invoice["id"]) == []
            assert event_types(api, invoice["id"]) == ["invoice.created"]
        assert get(api, f"/v1/subscriptions/{subscription['id']}")["status"] == "active"


class TestCancellation:
    def test_at_period_end_cancels_at_the_period_end_and_bills_no_more(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        advance(api, clock["id"], "2026-01-10T00:00:00Z", run_jobs)

        response = api.post(
            f"/v1/subscriptions/{subscription['id']}/cancel", json={"at_period_end": True}
        )
        assert response.status_code == 200, response.text
        flagged = response.json()["data"]
        assert (flagged["status"], flagged["cancel_at_period_end"], flagged["ended_at"]) == (
            "active",
            True,
            None,
        )

        advance(api, clock["id"], "2026-05-01T00:00:00Z", run_jobs)

        now = get(api, f"/v1/subscriptions/{subscription['id']}")
        assert now["status"] == "canceled"
        assert now["ended_at"] == "2026-02-01T00:00:00Z"
        assert now["canceled_at"] == "2026-02-01T00:00:00Z"
        assert now["cancellation_reason"] == "canceled at period end"
        invoices = invoices_of(api, subscription["id"])
        assert _periods(invoices) == [("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z")]
        canceled = [
            e for e in events_of(api, [subscription["id"]]) if e["type"] == "subscription.canceled"
        ]
        assert [e["data"] for e in canceled] == [{"status": "canceled", "reason": "period_end"}]
        assert "subscription.period_advanced" not in event_types(api, subscription["id"])

    def test_at_period_end_in_arrears_bills_the_last_period_then_stops(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "25.00", billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], plan["id"])
        response = api.post(
            f"/v1/subscriptions/{subscription['id']}/cancel", json={"at_period_end": True}
        )
        assert response.status_code == 200, response.text

        advance(api, clock["id"], "2026-04-01T00:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert [
            (i["billing_period_start"], i["issued_at"], i["total"], i["status"]) for i in invoices
        ] == [("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z", "25.00", "paid")]
        now = get(api, f"/v1/subscriptions/{subscription['id']}")
        assert (now["status"], now["ended_at"]) == ("canceled", "2026-02-01T00:00:00Z")

    def test_an_immediate_cancel_in_arrears_bills_the_used_part_at_the_period_end(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        # 31.00 for the 31 days of January: 1.00 a day.
        plan = create_plan(api, "31.00", billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], plan["id"])
        advance(api, clock["id"], "2026-01-11T00:00:00Z", run_jobs)

        response = api.post(f"/v1/subscriptions/{subscription['id']}/cancel", json={})
        assert response.status_code == 200, response.text
        assert response.json()["data"]["ended_at"] == "2026-01-11T00:00:00Z"
        assert invoices_of(api, subscription["id"]) == []

        advance(api, clock["id"], "2026-01-31T00:00:00Z", run_jobs)
        assert invoices_of(api, subscription["id"]) == []

        advance(api, clock["id"], "2026-04-01T00:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert len(invoices) == 1
        invoice = invoices[0]
        assert (invoice["billing_period_start"], invoice["billing_period_end"]) == (
            "2026-01-01T00:00:00Z",
            "2026-02-01T00:00:00Z",
        )
        assert (invoice["issued_at"], invoice["status"], invoice["total"]) == (
            "2026-02-01T00:00:00Z",
            "paid",
            "10.00",
        )
        assert sorted(_lines(api, invoice["id"])) == [
            ("PRORATION", "-21.00"),
            ("SUBSCRIPTION", "31.00"),
        ]
        assert get(api, f"/v1/subscriptions/{subscription['id']}")["status"] == "canceled"

    def test_unflagging_before_the_period_end_keeps_it_billing(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        path = f"/v1/subscriptions/{subscription['id']}"
        assert api.post(f"{path}/cancel", json={"at_period_end": True}).status_code == 200
        advance(api, clock["id"], "2026-01-20T00:00:00Z", run_jobs)

        response = api.patch(path, json={"cancel_at_period_end": False})
        assert response.status_code == 200, response.text

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        now = get(api, path)
        assert (now["status"], now["cancel_at_period_end"], now["ended_at"]) == (
            "active",
            False,
            None,
        )
        assert [i["billing_period_start"] for i in invoices_of(api, subscription["id"])] == [
            "2026-01-01T00:00:00Z",
            "2026-02-01T00:00:00Z",
            "2026-03-01T00:00:00Z",
        ]

    def test_at_period_end_in_advance_the_last_changes_are_billed_alone(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "31.00")["id"])
        path = f"/v1/subscriptions/{subscription['id']}"
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)
        assert api.patch(path, json={"quantity": 2}).status_code == 200
        assert api.post(f"{path}/cancel", json={"at_period_end": True}).status_code == 200

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        january, last = invoices_of(api, subscription["id"])
        assert january["total"] == "31.00"
        # No February base line: only the rest of January at quantity 2 (16 of 31 days).
        assert sorted(_lines(api, last["id"])) == [("PRORATION", "-16.00"), ("PRORATION", "32.00")]
        assert (last["issued_at"], last["total"], last["status"]) == (
            "2026-02-01T00:00:00Z",
            "16.00",
            "paid",
        )
        assert get(api, path)["status"] == "canceled"

    def test_a_negative_last_invoice_is_left_a_draft(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "31.00")["id"], quantity=3)
        path = f"/v1/subscriptions/{subscription['id']}"
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)
        assert api.patch(path, json={"quantity": 1}).status_code == 200
        assert api.post(f"{path}/cancel", json={"at_period_end": True}).status_code == 200

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        _, last = invoices_of(api, subscription["id"])
        assert (last["status"], last["total"], last["issued_at"]) == ("draft", "-32.00", None)
        assert payments_of(api, last["id"]) == []
        left = [e for e in events_of(api, [last["id"]]) if e["type"] == "invoice.left_draft"]
        assert [e["data"] for e in left] == [
            {"reason": "negative_total", "subscription_id": subscription["id"]}
        ]


class TestMidPeriodChange:
    def test_a_quantity_change_is_prorated_on_the_next_invoice_in_advance(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "31.00")["id"])
        # Half-way: 16 of January's 31 days remain.
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)

        response = api.patch(f"/v1/subscriptions/{subscription['id']}", json={"quantity": 3})
        assert response.status_code == 200, response.text
        assert len(invoices_of(api, subscription["id"])) == 1

        advance(api, clock["id"], "2026-02-10T00:00:00Z", run_jobs)

        january, february = invoices_of(api, subscription["id"])
        assert january["total"] == "31.00"
        assert (february["billing_period_start"], february["issued_at"]) == (
            "2026-02-01T00:00:00Z",
            "2026-02-01T00:00:00Z",
        )
        # 3 x 31.00 for February; the rest of January: -31.00 x 16/31 + 93.00 x 16/31.
        assert sorted(_lines(api, february["id"])) == [
            ("PRORATION", "-16.00"),
            ("PRORATION", "48.00"),
            ("SUBSCRIPTION", "93.00"),
        ]
        assert (february["total"], february["status"]) == ("125.00", "paid")
        changes = api.get(f"/v1/subscriptions/{subscription['id']}/changes").json()["data"]
        assert [(c["kind"], c["invoice_id"]) for c in changes] == [("quantity", february["id"])]

    def test_a_quantity_change_in_arrears_is_billed_at_the_end_of_its_period(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        plan = create_plan(api, "31.00", billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], plan["id"])
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)
        path = f"/v1/subscriptions/{subscription['id']}"
        assert api.patch(path, json={"quantity": 3}).status_code == 200

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        january, february = invoices_of(api, subscription["id"])
        assert sorted(_lines(api, january["id"])) == [
            ("PRORATION", "-16.00"),
            ("PRORATION", "48.00"),
            ("SUBSCRIPTION", "31.00"),
        ]
        assert (january["issued_at"], january["total"]) == ("2026-02-01T00:00:00Z", "63.00")
        assert (february["issued_at"], february["total"]) == ("2026-03-01T00:00:00Z", "93.00")


class TestBillingTimingChanges:
    """A plan change that changes the billing timing (or restarts the cycle of an in-arrears
    plan) must still bill the period the old plan was in force for."""

    def test_from_in_arrears_to_in_advance_the_ending_period_is_billed(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        old = create_plan(api, "31.00", billing_timing="in_arrears")
        new = create_plan(api, "62.00", billing_timing="in_advance")
        subscription = subscribe(api, customer["id"], old["id"])
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)
        path = f"/v1/subscriptions/{subscription['id']}"
        assert api.patch(path, json={"plan_id": new["id"]}).status_code == 200

        advance(api, clock["id"], "2026-02-05T00:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert "2026-01-01T00:00:00Z" in [i["billing_period_start"] for i in invoices]
        # January: 15 days of the old plan (15.00) and 16 of the new (32.00); February 62.00.
        assert _sum(invoices) == Decimal("109.00")

    def test_from_in_advance_to_in_arrears_the_change_is_prorated(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        old = create_plan(api, "31.00", billing_timing="in_advance")
        new = create_plan(api, "62.00", billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], old["id"])
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)
        path = f"/v1/subscriptions/{subscription['id']}"
        assert api.patch(path, json={"plan_id": new["id"]}).status_code == 200

        advance(api, clock["id"], "2026-03-05T00:00:00Z", run_jobs)

        changes = api.get(f"{path}/changes").json()["data"]
        assert [c["invoice_id"] is not None for c in changes] == [True]
        # January 31.00 in advance, the rest of January -16.00 + 32.00, February 62.00.
        assert _sum(invoices_of(api, subscription["id"])) == Decimal("109.00")

    def test_a_cycle_restart_in_arrears_bills_the_used_part_of_the_old_period(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        monthly = create_plan(api, "31.00", billing_timing="in_arrears")
        yearly = create_plan(api, "120.00", interval="year", billing_timing="in_arrears")
        subscription = subscribe(api, customer["id"], monthly["id"])
        advance(api, clock["id"], "2026-01-16T00:00:00Z", run_jobs)
        path = f"/v1/subscriptions/{subscription['id']}"
        assert api.patch(path, json={"plan_id": yearly["id"]}).status_code == 200

        advance(api, clock["id"], "2027-01-20T00:00:00Z", run_jobs)

        # 15 of January's 31 days on the monthly plan, then a year on the yearly one.
        assert _sum(invoices_of(api, subscription["id"])) == Decimal("135.00")


class TestIdempotentRun:
    def test_a_period_generated_by_hand_first_is_not_invoiced_again(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(api, "2026-01-01T00:00:00Z")
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        advance(api, clock["id"], "2026-01-20T00:00:00Z", run_jobs)

        body = {
            "subscription_id": subscription["id"],
            "billing_period_start": "2026-02-01T00:00:00Z",
            "billing_period_end": "2026-03-01T00:00:00Z",
        }
        response = api.post("/v1/invoices/generate", json=body, idempotency_key=True)
        assert response.status_code == 201, response.text
        by_hand = response.json()["data"]
        assert by_hand["status"] == "draft"

        advance(api, clock["id"], "2026-02-15T00:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert [(i["id"], i["billing_period_start"]) for i in invoices[1:]] == [
            (by_hand["id"], "2026-02-01T00:00:00Z")
        ]
        assert len(invoices) == 2
        # The run moved the subscription on all the same.
        now = get(api, f"/v1/subscriptions/{subscription['id']}")
        assert now["current_period_start"] == "2026-02-01T00:00:00Z"

        again = api.post("/v1/invoices/generate", json=body, idempotency_key=True)
        problem(again, 409, "INVALID_STATE")


class TestSepaInClockTime:
    def test_a_delayed_debit_settles_on_a_later_step_of_the_same_advance(
        self, tenant: Tenant, run_jobs
    ):
        api = tenant.sandbox
        # IBAN ending 3003: succeeds 3 minutes after the debit.
        clock, customer, method = clock_customer(
            api, "2026-01-01T00:00:00Z", payment_method=sepa("3003")
        )
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])

        advance(api, clock["id"], "2026-02-01T12:00:00Z", run_jobs)

        invoices = invoices_of(api, subscription["id"])
        assert [(i["billing_period_start"], i["status"], i["paid_at"]) for i in invoices] == [
            ("2026-01-01T00:00:00Z", "paid", "2026-01-01T00:03:00Z"),
            ("2026-02-01T00:00:00Z", "paid", "2026-02-01T00:03:00Z"),
        ]
        for invoice in invoices:
            (payment,) = payments_of(api, invoice["id"])
            assert (payment["source"], payment["status"], payment["payment_method_id"]) == (
                "sepa_debit",
                "succeeded",
                method["id"],
            )
            assert payment["settled_at"] == invoice["paid_at"]

    def test_a_pending_debit_waits_for_the_clock(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        clock, customer, _ = clock_customer(
            api, "2026-01-01T00:00:00Z", payment_method=sepa("3003")
        )
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
        run_jobs()
        run_jobs()

        (invoice,) = invoices_of(api, subscription["id"])
        assert (invoice["status"], invoice["issued_at"]) == ("finalized", "2026-01-01T00:00:00Z")
        assert [p["status"] for p in payments_of(api, invoice["id"])] == ["pending"]

        advance(api, clock["id"], "2026-01-01T00:02:00Z", run_jobs)
        assert [p["status"] for p in payments_of(api, invoice["id"])] == ["pending"]

        advance(api, clock["id"], "2026-01-01T00:05:00Z", run_jobs)
        paid = get(api, f"/v1/invoices/{invoice['id']}")
        assert (paid["status"], paid["paid_at"]) == ("paid", "2026-01-01T00:03:00Z")

    def test_a_delayed_failure_fails_in_clock_time(self, tenant: Tenant, run_jobs):
        api = tenant.sandbox
        # IBAN ending 3004: fails 3 minutes after the debit.
        clock, customer, _ = clock_customer(
            api, "2026-01-01T00:00:00Z", payment_method=sepa("3004")
        )
        subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])

        advance(api, clock["id"], "2026-01-01T06:00:00Z", run_jobs)

        (invoice,) = invoices_of(api, subscription["id"])
        (payment,) = payments_of(api, invoice["id"])
        assert (payment["status"], payment["outcome"], payment["settled_at"]) == (
            "failed",
            "decline",
            "2026-01-01T00:03:00Z",
        )
        assert (invoice["status"], invoice["amount_due"], invoice["dunning_status"]) == (
            "finalized",
            "10.00",
            "retrying",
        )
        assert invoice["next_payment_attempt_at"] == "2026-01-02T00:03:00Z"
        assert get(api, f"/v1/subscriptions/{subscription['id']}")["status"] == "past_due"
