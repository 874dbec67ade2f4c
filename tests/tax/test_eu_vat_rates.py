"""GET /v1/tax/eu-vat-rates: the rates in force on a day, one entry per member state."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from billing.tax.resolution import EU_MEMBER_STATES
from tests.platform.helpers import add_api_key
from tests.support import Tenant, pointers, problem


def rates(api, query: str = "") -> dict:
    response = api.get(f"/v1/tax/eu-vat-rates{query}")
    assert response.status_code == 200, response.text
    body: dict = response.json()
    return body


def by_country(body: dict) -> dict[str, dict]:
    return {entry["country"]: entry for entry in body["data"]}


def test_every_member_state_once_with_the_shipped_table(tenant: Tenant):
    body = rates(tenant.live)

    assert [e["country"] for e in body["data"]] == sorted(EU_MEMBER_STATES)
    assert body["pagination"] == {"cursor": None, "has_more": False}
    assert body["source"] == "shipped"


def test_entry_shape_uses_decimal_strings(tenant: Tenant):
    entry = by_country(rates(tenant.live, "?on=2026-02-01"))["FR"]

    assert entry == {
        "country": "FR",
        "standard_rate": "0.20",
        "reduced_rates": ["0.055", "0.10"],
        "super_reduced_rate": "0.021",
        "parking_rate": None,
        "effective_from": "2014-01-01",
    }


def test_default_day_is_today(tenant: Tenant, frozen_clock):
    frozen_clock(datetime(2020, 10, 1, 12, tzinfo=UTC))

    germany = by_country(rates(tenant.live))["DE"]

    assert (germany["standard_rate"], germany["effective_from"]) == ("0.16", "2020-07-01")


@pytest.mark.parametrize(
    ("day", "country", "standard", "since"),
    [
        ("2020-10-01", "DE", "0.16", "2020-07-01"),
        ("2021-01-01", "DE", "0.19", "2021-01-01"),
        ("2025-06-30", "EE", "0.22", "2025-01-01"),
        ("2024-06-30", "EE", "0.22", "2024-01-01"),
        ("2025-07-01", "EE", "0.24", "2025-07-01"),
        ("2024-09-01", "FI", "0.255", "2024-09-01"),
        ("2025-08-01", "RO", "0.21", "2025-08-01"),
    ],
)
def test_rates_on_a_given_day(tenant: Tenant, day, country, standard, since):
    entry = by_country(rates(tenant.live, f"?on={day}"))[country]

    assert (entry["standard_rate"], entry["effective_from"]) == (standard, since)


def test_country_filter(tenant: Tenant):
    body = rates(tenant.sandbox, "?country=cz&on=2024-01-01")

    assert body["data"] == [
        {
            "country": "CZ",
            "standard_rate": "0.21",
            "reduced_rates": ["0.12"],
            "super_reduced_rate": None,
            "parking_rate": None,
            "effective_from": "2024-01-01",
        }
    ]


def test_a_day_before_the_table_lists_only_states_known_then(tenant: Tenant):
    body = rates(tenant.live, "?on=2000-01-01")

    assert "DE" not in by_country(body)
    assert by_country(body)["BE"]["standard_rate"] == "0.21"


@pytest.mark.parametrize(
    ("query", "pointer"),
    [
        ("?on=2024-13-01", "/query/on"),
        ("?on=20240101", "/query/on"),
        ("?on=yesterday", "/query/on"),
        ("?country=CH", "/query/country"),
        ("?country=GBR", "/query/country"),
        ("?country=", "/query/country"),
    ],
)
def test_bad_query_is_refused(tenant: Tenant, query, pointer):
    assert pointers(tenant.live.get(f"/v1/tax/eu-vat-rates{query}")) == [pointer]


def test_needs_tax_read(tenant: Tenant):
    api = add_api_key(tenant, scopes=["tax:write", "invoices:read"])

    response = api.get("/v1/tax/eu-vat-rates")

    assert "tax:read" in problem(response, 403, "FORBIDDEN")["detail"]
