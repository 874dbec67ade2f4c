"""GET /v1/tax/export: one row per line of every issued invoice in a period, CSV or JSON.

Invoices are made through the invoice routes (standalone drafts, then finalize) with the clock
pinned, so that their issue days are known.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line
from tests.platform.helpers import add_api_key
from tests.support import Api, Tenant, pointers, problem
from tests.tax.helpers import set_profile

FR_VAT_ID = "FR40303265045"
COLUMNS = [
    "invoice_id",
    "invoice_number",
    "issued_on",
    "invoice_status",
    "customer_id",
    "customer_country",
    "customer_vat_id",
    "currency",
    "line_id",
    "description",
    "net_amount",
    "tax_category_code",
    "tax_rate",
    "tax_amount",
    "tax_exemption_reason",
    "tax_exemption_reason_code",
    "tax_basis",
    "jurisdiction",
]

Clock = Callable[[datetime], None]


def at(day: str, clock_time: str = "12:00:00") -> datetime:
    return datetime.fromisoformat(f"{day}T{clock_time}+00:00").astimezone(UTC)


def issue(
    api: Api,
    frozen_clock: Clock,
    when: datetime,
    customer_id: str,
    lines: list[dict[str, Any]],
) -> dict[str, Any]:
    """A standalone invoice with `lines`, finalized at `when`."""
    frozen_clock(when)
    draft = create_draft(api, customer_id, lines=lines)
    return finalize(api, draft["id"])


def export_json(api: Api, query: str) -> list[dict[str, Any]]:
    response = api.get(f"/v1/tax/export?format=json&{query}")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    rows: list[dict[str, Any]] = response.json()["data"]
    return rows


def export_csv(api: Api, query: str) -> tuple[list[str], list[dict[str, str]]]:
    response = api.get(f"/v1/tax/export?{query}")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    reader = csv.DictReader(io.StringIO(response.text))
    rows = list(reader)
    return list(reader.fieldnames or []), rows


@pytest.fixture
def seller(tenant: Tenant) -> Api:
    """The live workspace of a German seller registered for OSS."""
    set_profile(tenant.live, oss_country="DE")
    return tenant.live


class TestRows:
    def test_every_column_of_a_line(self, seller: Api, frozen_clock: Clock):
        customer = create_customer(
            seller, currency="EUR", vat_id=FR_VAT_ID, address={"country": "FR"}
        )
        invoice = issue(
            seller,
            frozen_clock,
            at("2026-04-10"),
            customer["id"],
            [line("Consulting", quantity="3", unit_price="33.33")],
        )

        [row] = export_json(seller, "from=2026-04-01&to=2026-04-30")

        [invoice_line] = invoice["lines"]
        assert row == {
            "invoice_id": invoice["id"],
            "invoice_number": invoice["invoice_number"],
            "issued_on": "2026-04-10",
            "invoice_status": "finalized",
            "customer_id": customer["id"],
            "customer_country": "FR",
            "customer_vat_id": FR_VAT_ID,
            "currency": "EUR",
            "line_id": invoice_line["id"],
            "description": "Consulting",
            "net_amount": "99.99",
            "tax_category_code": "AE",
            "tax_rate": "0.00",
            "tax_amount": "0.00",
            "tax_exemption_reason": "Reverse charge",
            "tax_exemption_reason_code": "VATEX-EU-AE",
            "tax_basis": "reverse_charge",
            "jurisdiction": "FR",
        }

    def test_jurisdiction_follows_the_tax_basis(self, seller: Api, frozen_clock: Clock):
        domestic = create_customer(seller, currency="EUR", address={"country": "DE"})
        business_fr = create_customer(
            seller, currency="EUR", vat_id=FR_VAT_ID, address={"country": "FR"}
        )
        private_at = create_customer(seller, currency="EUR", address={"country": "AT"})
        abroad = create_customer(seller, currency="EUR", address={"country": "US"})
        for number, customer in enumerate([domestic, business_fr, private_at, abroad]):
            issue(
                seller, frozen_clock, at("2026-04-10", f"10:0{number}:00"), customer["id"], [line()]
            )

        rows = export_json(seller, "from=2026-04-10&to=2026-04-10")

        assert [
            (
                r["customer_country"],
                r["tax_basis"],
                r["tax_rate"],
                r["tax_amount"],
                r["jurisdiction"],
            )
            for r in rows
        ] == [
            ("DE", "domestic", "0.19", "1.90", "DE"),
            ("FR", "reverse_charge", "0.00", "0.00", "FR"),
            ("AT", "oss", "0.20", "2.00", "AT"),
            ("US", "outside_eu", "0.00", "0.00", "DE"),
        ]
        assert [
            r["jurisdiction"]
            for r in export_json(seller, "from=2026-04-10&to=2026-04-10&jurisdiction=at")
        ] == ["AT"]
        assert [
            r["tax_basis"]
            for r in export_json(seller, "from=2026-04-10&to=2026-04-10&jurisdiction=DE")
        ] == ["domestic", "outside_eu"]
        assert export_json(seller, "from=2026-04-10&to=2026-04-10&jurisdiction=IT") == []

    def test_override_lines_keep_their_reason(self, seller: Api, frozen_clock: Clock):
        customer = create_customer(seller, currency="EUR", address={"country": "DE"})
        issue(
            seller,
            frozen_clock,
            at("2026-04-10"),
            customer["id"],
            [
                line("Course", tax_category_code="E", tax_exemption_reason="§ 4 Nr. 21 UStG"),
                line("Book", tax_rate="0.07"),
            ],
        )

        rows = export_json(seller, "from=2026-04-10&to=2026-04-10")

        assert [
            (r["description"], r["tax_category_code"], r["tax_rate"], r["tax_exemption_reason"])
            for r in rows
        ] == [("Course", "E", "0.00", "§ 4 Nr. 21 UStG"), ("Book", "S", "0.07", None)]
        assert {r["tax_basis"] for r in rows} == {"override"}

    def test_amounts_are_major_units_of_the_invoice_currency(
        self, seller: Api, frozen_clock: Clock
    ):
        customer = create_customer(seller, currency="JPY", address={"country": "DE"})
        issue(seller, frozen_clock, at("2026-04-10"), customer["id"], [line(unit_price="1000")])

        [row] = export_json(seller, "from=2026-04-10&to=2026-04-10")

        assert (row["currency"], row["net_amount"], row["tax_amount"]) == ("JPY", "1000", "190")

    def test_seller_snapshot_at_finalization_decides_the_jurisdiction(
        self, seller: Api, frozen_clock: Clock
    ):
        customer = create_customer(seller, currency="EUR", address={"country": "FR"})
        issue(seller, frozen_clock, at("2026-04-10"), customer["id"], [line()])
        set_profile(seller, oss_country=None, legal_address={"country": "AT"})

        [row] = export_json(seller, "from=2026-04-10&to=2026-04-10")

        assert (row["tax_basis"], row["jurisdiction"]) == ("oss", "FR")


class TestPeriod:
    def test_issue_days_in_utc_inclusive_and_ordered(self, seller: Api, frozen_clock: Clock):
        customer = create_customer(seller, currency="EUR", address={"country": "DE"})
        moments = {
            "before": at("2026-03-31", "23:59:59"),
            "first": at("2026-04-01", "00:00:00"),
            "middle": at("2026-04-15"),
            "last": at("2026-04-30", "23:59:59"),
            "after": at("2026-05-01", "00:00:00"),
        }
        for name in ("last", "after", "middle", "before", "first"):
            issue(
                seller, frozen_clock, moments[name], customer["id"], [line(name), line(f"{name} 2")]
            )
        create_draft(seller, customer["id"], lines=[line("draft")])

        rows = export_json(seller, "from=2026-04-01&to=2026-04-30")

        assert [r["description"] for r in rows] == [
            "first",
            "first 2",
            "middle",
            "middle 2",
            "last",
            "last 2",
        ]
        assert [r["issued_on"] for r in rows[::2]] == ["2026-04-01", "2026-04-15", "2026-04-30"]
        assert [r["description"] for r in export_json(seller, "from=2026-05-01&to=2026-05-01")] == [
            "after",
            "after 2",
        ]

    def test_a_voided_invoice_stays_in_the_export(self, seller: Api, frozen_clock: Clock):
        customer = create_customer(seller, currency="EUR", address={"country": "DE"})
        invoice = issue(seller, frozen_clock, at("2026-04-10"), customer["id"], [line()])
        voided = seller.post(f"/v1/invoices/{invoice['id']}/void", idempotency_key=True)
        assert voided.status_code == 200, voided.text

        [row] = export_json(seller, "from=2026-04-01&to=2026-04-30")

        assert (row["invoice_id"], row["invoice_status"]) == (invoice["id"], "void")


class TestCsv:
    def test_header_row_and_decimal_strings(self, seller: Api, frozen_clock: Clock):
        customer = create_customer(seller, currency="EUR", address={"country": "DE"})
        invoice = issue(
            seller,
            frozen_clock,
            at("2026-04-10"),
            customer["id"],
            [line('Support, "premium"', unit_price="12.50")],
        )

        header, rows = export_csv(seller, "from=2026-04-01&to=2026-04-30")

        assert header == COLUMNS
        [row] = rows
        assert row["invoice_number"] == invoice["invoice_number"]
        assert row["description"] == 'Support, "premium"'
        assert (row["net_amount"], row["tax_rate"], row["tax_amount"]) == ("12.50", "0.19", "2.38")
        assert (row["tax_exemption_reason"], row["customer_vat_id"]) == ("", "")

    def test_csv_is_the_default_and_json_gives_the_same_rows(
        self, seller: Api, frozen_clock: Clock
    ):
        customer = create_customer(seller, currency="EUR", address={"country": "AT"})
        issue(seller, frozen_clock, at("2026-04-10"), customer["id"], [line(), line("Two")])

        _, csv_rows = export_csv(seller, "from=2026-04-01&to=2026-04-30&format=csv")
        json_rows = export_json(seller, "from=2026-04-01&to=2026-04-30")

        assert csv_rows == [
            {key: "" if value is None else value for key, value in row.items()} for row in json_rows
        ]

    def test_empty_period_is_a_header_only(self, seller: Api):
        header, rows = export_csv(seller, "from=2026-01-01&to=2026-01-31")

        assert (header, rows) == (COLUMNS, [])


class TestTenancy:
    def test_only_the_workspaces_own_invoices(
        self, tenant: Tenant, other_tenant: Tenant, frozen_clock: Clock
    ):
        set_profile(tenant.live)
        set_profile(other_tenant.live)
        mine = create_customer(tenant.live, currency="EUR", address={"country": "DE"})
        theirs = create_customer(other_tenant.live, currency="EUR", address={"country": "DE"})
        sandboxed = create_customer(tenant.sandbox, currency="EUR", address={"country": "DE"})
        issue(tenant.live, frozen_clock, at("2026-04-10"), mine["id"], [line("live")])
        issue(other_tenant.live, frozen_clock, at("2026-04-10"), theirs["id"], [line("theirs")])
        issue(tenant.sandbox, frozen_clock, at("2026-04-10"), sandboxed["id"], [line("sandbox")])

        query = "from=2026-04-01&to=2026-04-30"
        assert [r["description"] for r in export_json(tenant.live, query)] == ["live"]
        assert [r["description"] for r in export_json(tenant.sandbox, query)] == ["sandbox"]

    def test_needs_tax_read(self, tenant: Tenant):
        api = add_api_key(tenant, scopes=["invoices:read", "tax:write"])

        response = api.get("/v1/tax/export?from=2026-04-01&to=2026-04-30")

        assert "tax:read" in problem(response, 403, "FORBIDDEN")["detail"]


@pytest.mark.parametrize(
    ("query", "pointer"),
    [
        ("to=2026-04-30", "/query/from"),
        ("from=2026-04-01", "/query/to"),
        ("from=2026-4-1&to=2026-04-30", "/query/from"),
        ("from=2026-04-01&to=2026-04-31", "/query/to"),
        ("from=2026-04-02&to=2026-04-01", "/query/to"),
        ("from=2026-04-01&to=2026-04-30&format=xlsx", "/query/format"),
        ("from=2026-04-01&to=2026-04-30&jurisdiction=XX", "/query/jurisdiction"),
        ("from=2026-04-01&to=2026-04-30&jurisdiction=DEU", "/query/jurisdiction"),
    ],
)
def test_bad_query_is_refused(tenant: Tenant, query, pointer):
    assert pointers(tenant.live.get(f"/v1/tax/export?{query}")) == [pointer]


def test_widest_period_answers(tenant: Tenant):
    header, rows = export_csv(tenant.live, "from=0001-01-01&to=9999-12-31")

    assert (header, rows) == (COLUMNS, [])
