"""Invoices of metered subscriptions: the meter's aggregate for the period rated by the rate
table in force (fixed and formula tiers, graduated and volume), late events, a rate-table
version switch, regenerate-preview, the usage route and its refusals."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tests.documents.http_helpers import COMPLETE_SELLER, xrechnung_customer
from tests.invoices.helpers import finalize, set_tax_profile
from tests.invoices.subscription_helpers import (
    generated,
    iso,
    period,
    preview,
    regenerate,
    subscribe,
)
from tests.metering.helpers import (
    created,
    metered_plan,
    metered_price,
    metered_setup,
    new_version,
    rate_table,
    report,
    usage_of,
)
from tests.pricing.helpers import create_meter
from tests.support import Api, problem

T0 = datetime(2031, 3, 1, 9, 0, tzinfo=UTC)


def _subscribed(api: Api, frozen_clock: Any, **setup: Any) -> tuple[dict, dict]:
    """A German seller and buyer with everything XRechnung needs, subscribed to a metered plan
    at T0."""
    frozen_clock(T0)
    made = metered_setup(api, **setup)
    set_tax_profile(api, **COMPLETE_SELLER)
    customer = xrechnung_customer(api)
    return made, subscribe(api, customer["id"], made["plan"]["id"])


def _bounds(subscription: dict) -> tuple[datetime, datetime]:
    def parse(text: str) -> datetime:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))

    return parse(subscription["current_period_start"]), parse(subscription["current_period_end"])


def _usage_line(invoice: dict) -> dict:
    [line] = [line for line in invoice["lines"] if line["line_type"] == "USAGE"]
    return line


@pytest.mark.parametrize(
    ("mode", "amount", "tax", "total", "tiers"),
    [
        # 1,000 x 0.01 + 500 x (0.004 x 1.5) = 10.00 + 3.00
        ("graduated", "13.00", "2.47", "15.47", [("1000", "0.01"), ("500", "0.006")]),
        # every unit in the tier that holds 1,500: 1,500 x 0.006
        ("volume", "9.00", "1.71", "10.71", [("1500", "0.006")]),
    ],
)
def test_a_metered_period_is_billed_by_its_tiers_and_formula(
    tenant, frozen_clock, mode, amount, tax, total, tiers
):
    api = tenant.live
    made, subscription = _subscribed(api, frozen_clock, mode=mode)
    start, end = _bounds(subscription)
    frozen_clock(start + timedelta(days=3))
    report(api, subscription["id"], "1200", start + timedelta(days=2))
    report(api, subscription["id"], "300", start + timedelta(days=3))
    frozen_clock(end + timedelta(hours=1))

    invoice = generated(api, subscription["id"], **period(start, end))

    line = _usage_line(invoice)
    assert line["amount"] == amount
    assert line["price_id"] == made["price"]["id"]
    assert line["description"] == "API calls: 1500 call"
    assert invoice["subtotal"] == amount
    assert invoice["tax_amount"] == tax
    assert invoice["total"] == total
    usage = line["usage"]
    assert usage["meter"] == "api_calls"
    assert usage["quantity"] == "1500"
    assert usage["events"] == 2
    assert usage["rate_table_version"] == 1
    assert usage["rate_table_version_id"] == made["table"]["versions"][0]["id"]
    assert [(t["units"], t["rate"]) for t in usage["tiers"]] == tiers
    formula_tier = usage["tiers"][-1]["formula"]
    assert formula_tier == {
        "formula_id": made["formula"]["id"],
        "version": 1,
        "inputs": {"markup": "1.5", "cost": "0.004"},
    }


def test_regenerate_preview_reproduces_the_usage_line(tenant, frozen_clock):
    api = tenant.live
    _, subscription = _subscribed(api, frozen_clock)
    start, end = _bounds(subscription)
    frozen_clock(start + timedelta(days=1))
    report(api, subscription["id"], "2500", start + timedelta(hours=5))
    frozen_clock(end + timedelta(hours=1))
    invoice = finalize(api, generated(api, subscription["id"], **period(start, end))["id"])
    # late for the billed period: lands in the next one, the invoice stays as it was
    report(api, subscription["id"], "999", end - timedelta(hours=2))

    found = regenerate(api, invoice["id"])

    assert found["diff"] == []
    assert found["summary"]["difference"] == "0.00"
    [line] = found["proforma"]["lines"]
    assert line["usage"] == _usage_line(invoice)["usage"]
    assert line["amount"] == "19.00"  # 10.00 + 1,500 x 0.006
    xml = api.get(f"/v1/invoices/{invoice['id']}/xrechnung")
    assert xml.status_code == 200, xml.text


def _usage(api: Api, subscription_id: str, start: datetime) -> dict:
    response = usage_of(api, subscription_id, period_start=iso(start))
    assert response.status_code == 200, response.text
    [meter] = response.json()["data"]["meters"]
    return meter


def test_late_events_within_the_grace_land_in_the_open_period(tenant, frozen_clock):
    api = tenant.live
    _, subscription = _subscribed(api, frozen_clock)
    start, end = _bounds(subscription)
    frozen_clock(start + timedelta(days=1))
    report(api, subscription["id"], "100", start + timedelta(days=1))
    frozen_clock(end + timedelta(hours=2))
    report(api, subscription["id"], "40", end - timedelta(hours=1))  # late, within 24 h
    report(api, subscription["id"], "7", end + timedelta(hours=1))
    frozen_clock(end + timedelta(hours=30))
    report(api, subscription["id"], "1000", end - timedelta(hours=1))  # beyond the grace

    first, second = _usage(api, subscription["id"], start), _usage(api, subscription["id"], end)

    assert (first["quantity"], first["events"], first["late_events"]) == ("100", 1, 0)
    assert (second["quantity"], second["events"], second["late_events"]) == ("47", 2, 1)
    assert second["amount"] == "0.47"
    invoice = generated(api, subscription["id"], **period(start, end))
    assert _usage_line(invoice)["amount"] == "1.00"


def test_a_shorter_grace_leaves_late_events_unbilled(tenant, frozen_clock):
    api = tenant.live
    _, subscription = _subscribed(api, frozen_clock)
    start, end = _bounds(subscription)
    response = api.put("/v1/settings", json={"settings": {"usage.grace_hours": 1}})
    assert response.status_code == 200, response.text
    frozen_clock(end + timedelta(hours=2))
    report(api, subscription["id"], "40", end - timedelta(hours=1))

    assert _usage(api, subscription["id"], end)["quantity"] == "0"
    assert _usage(api, subscription["id"], start)["quantity"] == "0"
    refused = api.put("/v1/settings", json={"settings": {"usage.grace_hours": 25}})
    assert refused.status_code == 422, refused.text


def test_a_rate_table_version_switch_bills_each_period_at_its_version(tenant, frozen_clock):
    api = tenant.live
    made, subscription = _subscribed(api, frozen_clock)
    start, end = _bounds(subscription)
    table_id = made["table"]["id"]
    switched = new_version(
        api, table_id, [{"up_to": None, "unit_amount": "0.02"}], effective_from=iso(end)
    )
    assert switched.status_code == 201, switched.text
    assert [v["status"] for v in switched.json()["data"]["versions"]] == ["active", "scheduled"]
    frozen_clock(start + timedelta(days=1))
    report(api, subscription["id"], "500", start + timedelta(days=1))
    frozen_clock(end + timedelta(days=1))
    report(api, subscription["id"], "500", end + timedelta(days=1))
    first = generated(api, subscription["id"], **period(start, end))
    second_end = datetime.fromisoformat(_usage_of_current(api, subscription["id"], end))
    frozen_clock(second_end + timedelta(hours=1))

    second = generated(api, subscription["id"], **period(end, second_end))

    assert (_usage_line(first)["amount"], _usage_line(first)["usage"]["rate_table_version"]) == (
        "5.00",
        1,
    )
    assert (_usage_line(second)["amount"], _usage_line(second)["usage"]["rate_table_version"]) == (
        "10.00",
        2,
    )
    table = api.get(f"/v1/rate-tables/{table_id}").json()["data"]
    assert [v["status"] for v in table["versions"]] == ["superseded", "active"]
    assert table["active_version"]["version"] == 2
    until = table["versions"][0]["effective_until"]
    assert datetime.fromisoformat(until.replace("Z", "+00:00")) == end


def _usage_of_current(api: Api, subscription_id: str, start: datetime) -> str:
    response = usage_of(api, subscription_id, period_start=iso(start))
    assert response.status_code == 200, response.text
    return str(response.json()["data"]["period_end"]).replace("Z", "+00:00")


def test_a_formula_pinned_by_an_active_rate_table_version_cannot_be_deleted(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(T0)
    made = metered_setup(api)
    formula_id, table = made["formula"]["id"], made["table"]

    refused = api.delete(f"/v1/price-formulas/{formula_id}")

    body = problem(refused, 409, "REFERENCED")
    assert body["usage_count"] == 1
    referrers = api.get(
        f"/v1/price-formulas/{formula_id}/versions/1/referrers",
        params={"type": "rate_table_version"},
    ).json()
    assert [r["id"] for r in referrers["data"]] == [table["versions"][0]["id"]]
    assert referrers["pagination"]["total"] == 1
    summary = api.get(f"/v1/price-formulas/{formula_id}/versions/1/usage").json()["data"]
    assert summary["by_type"] == {"rate_table_version": 1}
    # a later version without the formula, not yet in effect: the formula is still in use
    later = T0 + timedelta(days=2)
    fixed = [{"up_to": None, "unit_amount": "0.01"}]
    assert new_version(api, table["id"], fixed, effective_from=iso(later)).status_code == 201
    problem(api.delete(f"/v1/price-formulas/{formula_id}"), 409, "REFERENCED")
    frozen_clock(later + timedelta(minutes=1))

    deleted = api.delete(f"/v1/price-formulas/{formula_id}")

    assert deleted.status_code == 204, deleted.text
    assert api.get(f"/v1/price-formulas/{formula_id}").status_code == 404


def test_the_usage_route_refuses_bad_queries(tenant, frozen_clock):
    api = tenant.live
    _, subscription = _subscribed(api, frozen_clock)
    start, _ = _bounds(subscription)
    path = f"/v1/subscriptions/{subscription['id']}/usage"

    current = api.get(path)
    assert current.status_code == 200, current.text
    assert current.json()["data"]["meters"][0]["quantity"] == "0"
    problem(
        api.get(path, params={"period_start": iso(start + timedelta(hours=1))}),
        422,
        "VALIDATION_ERROR",
    )
    problem(api.get(path, params={"period_start": "2031-03-01T00:00:00"}), 422, "VALIDATION_ERROR")
    problem(api.get(path, params={"period_start": "yesterday"}), 422, "VALIDATION_ERROR")
    problem(api.get(path, params={"meter": "storage"}), 400, "INVALID_FILTER")
    problem(
        api.get("/v1/subscriptions/00000000-0000-4000-8000-000000000000/usage"), 404, "NOT_FOUND"
    )
    problem(api.get("/v1/subscriptions/not-a-uuid/usage"), 422, "VALIDATION_ERROR")


def test_a_preview_shows_the_usage_so_far(tenant, frozen_clock):
    api = tenant.live
    _, subscription = _subscribed(api, frozen_clock)
    start, end = _bounds(subscription)
    frozen_clock(start + timedelta(days=5))
    report(api, subscription["id"], "1100", start + timedelta(days=4))

    shown = preview(api, subscription["id"])

    line = _usage_line(shown)
    assert (line["usage"]["quantity"], line["amount"]) == ("1100", "10.60")
    assert _usage(api, subscription["id"], start)["amount"] == "10.60"
    assert (
        api.get(f"/v1/subscriptions/{subscription['id']}/usage")
        .json()["data"]["period_end"]
        .startswith(end.date().isoformat())
    )


def test_usage_too_costly_to_bill_is_refused_not_a_500(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(T0)
    create_meter(api, key="api_calls")
    table = rate_table(api, [{"up_to": None, "unit_amount": "99999999999999999999"}])
    plan = created(metered_plan(api, created(metered_price(api, table["id"]))["id"]))
    set_tax_profile(api, **COMPLETE_SELLER)
    subscription = subscribe(api, xrechnung_customer(api)["id"], plan["id"])
    start, end = _bounds(subscription)
    frozen_clock(start + timedelta(days=1))
    report(api, subscription["id"], "99999999999999999999", start + timedelta(hours=1))
    frozen_clock(end + timedelta(hours=1))

    problem(usage_of(api, subscription["id"], period_start=iso(start)), 422, "VALIDATION_ERROR")
    refused = api.post(
        "/v1/invoices/generate",
        json={"subscription_id": subscription["id"], **period(start, end)},
        idempotency_key=True,
    )
    problem(refused, 422, "VALIDATION_ERROR")
    assert (
        api.get("/v1/invoices", params={"subscription_id": subscription["id"]}).json()["data"] == []
    )
