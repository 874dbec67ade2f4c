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
    regenerate,
    subscribe,
)
from tests.metering.helpers import (
    created,
    formula_tiers,
    metered_setup,
    new_version,
    report,
    usage_of,
)
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
