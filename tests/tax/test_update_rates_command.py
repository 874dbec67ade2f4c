"""`billing tax update-rates FILE`, run in-process against the test database, then seen through
GET /v1/tax/eu-vat-rates.

The rate table is global (not per tenant), so every test puts the database back to the shipped
table when it ends.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import delete

from billing.cli import main
from billing.models.tax import EuVatRate
from billing.platform.db import Database
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line, set_tax_profile
from tests.support import Tenant

TODAY = datetime(2026, 6, 1, 9, tzinfo=UTC)

RunCommand = Callable[[Any], tuple[int, str, str]]


def shipped_document() -> dict[str, Any]:
    text = resources.files("billing.tax").joinpath("data/eu_vat_rates.json").read_text("utf-8")
    document: dict[str, Any] = json.loads(text)
    return document


def with_german_rate(rate: str, since: str = "2026-01-01") -> dict[str, Any]:
    document = copy.deepcopy(shipped_document())
    document["as_of"] = "2026-05-01"
    document["rates"].append(
        {
            "country": "DE",
            "effective_from": since,
            "standard_rate": rate,
            "reduced_rates": ["0.07"],
            "super_reduced_rate": None,
            "parking_rate": None,
        }
    )
    return document


@pytest.fixture
def update_rates(
    client: Any,
    database_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    frozen_clock: Callable[[datetime], None],
) -> Iterator[RunCommand]:
    """Runs the command on a document (or raw text) written to a file; (status, out, err)."""
    monkeypatch.setenv("BILLING_DATABASE_URL", database_url)
    frozen_clock(TODAY)
    counter = iter(range(1000))

    def run(content: Any) -> tuple[int, str, str]:
        path = tmp_path / f"rates-{next(counter)}.json"
        path.write_text(content if isinstance(content, str) else json.dumps(content), "utf-8")
        status = main(["tax", "update-rates", str(path)])
        captured = capsys.readouterr()
        return status, captured.out, captured.err

    yield run

    db: Database = client.app.state.db

    async def back_to_shipped() -> None:
        async with db.session() as session, session.begin():
            await session.execute(delete(EuVatRate))

    client.portal.call(back_to_shipped)


def german_rate(tenant: Tenant, query: str = "") -> tuple[str, str, str]:
    response = tenant.live.get(f"/v1/tax/eu-vat-rates?country=DE{query}")
    assert response.status_code == 200, response.text
    body = response.json()
    entry = body["data"][0]
    return body["source"], entry["standard_rate"], entry["effective_from"]


class TestGoodFile:
    def test_loaded_rates_are_served_from_then_on(self, update_rates: RunCommand, tenant: Tenant):
        assert german_rate(tenant) == ("shipped", "0.19", "2021-01-01")

        status, out, err = update_rates(with_german_rate("0.20"))

        assert status == 0, err
        assert german_rate(tenant) == ("loaded", "0.20", "2026-01-01")
        assert german_rate(tenant, "&on=2025-12-31") == ("loaded", "0.19", "2021-01-01")
        assert german_rate(tenant, "&on=2020-10-01") == ("loaded", "0.16", "2020-07-01")
        entries = len(shipped_document()["rates"]) + 1
        assert f"Loaded {entries} EU VAT rate entries for all 27 member states" in out
        assert "rates shipped with the service applied" in out
        assert "DE  0.19 -> 0.20" in out

    def test_finalize_charges_the_loaded_rate(self, update_rates: RunCommand, tenant: Tenant):
        """Finalizing resolves VAT again with the table in force: the loaded one once loaded
        (the read that tells whether one is loaded shares the tax profile's statement)."""
        api = tenant.live
        set_tax_profile(api, "DE")
        customer = create_customer(api, currency="EUR", address={"country": "DE"})
        before = create_draft(api, customer["id"], [line(unit_price="100.00")])
        after = create_draft(api, customer["id"], [line(unit_price="100.00")])
        assert finalize(api, before["id"])["tax_amount"] == "19.00"

        status, _, err = update_rates(with_german_rate("0.20"))

        assert status == 0, err
        assert finalize(api, after["id"])["tax_amount"] == "20.00"

    def test_every_organization_sees_the_loaded_table(
        self, update_rates: RunCommand, tenant: Tenant, other_tenant: Tenant
    ):
        update_rates(with_german_rate("0.21"))

        assert german_rate(tenant)[1] == "0.21"
        assert german_rate(other_tenant)[1] == "0.21"

    def test_a_second_load_replaces_every_row(self, update_rates: RunCommand, tenant: Tenant):
        update_rates(with_german_rate("0.20"))
        entries = len(shipped_document()["rates"]) + 1

        status, out, _ = update_rates(shipped_document())

        assert status == 0
        assert german_rate(tenant) == ("loaded", "0.19", "2021-01-01")
        assert f"Replaced {entries} previously loaded entries." in out
        assert "DE  0.20 -> 0.19" in out

    def test_same_table_again_reports_no_change_today(self, update_rates: RunCommand):
        update_rates(shipped_document())

        status, out, _ = update_rates(shipped_document())

        assert status == 0
        assert "No standard rate in force today changed." in out


def _drop_malta(document: dict[str, Any]) -> None:
    document["rates"] = [r for r in document["rates"] if r["country"] != "MT"]


def _duplicate_first(document: dict[str, Any]) -> None:
    document["rates"].append(dict(document["rates"][0]))


class TestBadFile:
    @pytest.mark.parametrize(
        ("change", "message"),
        [
            (lambda d: d["rates"][0].update(country="CH"), "rates[0].country: 'CH'"),
            (lambda d: d["rates"][1].update(standard_rate="1"), "rates[1].standard_rate"),
            (lambda d: d["rates"][2].update(reduced_rates=["0.07", "1.5"]), "reduced_rates[1]"),
            (lambda d: d["rates"][3].update(effective_from="2026-02-30"), "effective_from"),
            (_drop_malta, "no entry for the member states MT"),
            (_duplicate_first, "a second entry of AT from 2016-01-01"),
            (lambda d: d.pop("rates"), '"rates" list'),
        ],
        ids=[
            "not a member state",
            "rate of 1",
            "reduced rate above 1",
            "no such day",
            "a member state missing",
            "duplicate entry",
            "no rates",
        ],
    )
    def test_refused_with_a_readable_message_and_nothing_changes(
        self, update_rates: RunCommand, tenant: Tenant, change, message
    ):
        update_rates(with_german_rate("0.20"))
        document = with_german_rate("0.25")
        change(document)

        status, out, err = update_rates(document)

        assert status == 1
        assert out == ""
        assert "was not loaded; nothing changed" in err
        assert message in err
        assert german_rate(tenant) == ("loaded", "0.20", "2026-01-01")

    def test_invalid_json_changes_nothing(self, update_rates: RunCommand, tenant: Tenant):
        status, _, err = update_rates('{"rates": [')

        assert status == 1
        assert "not valid JSON" in err
        assert german_rate(tenant) == ("shipped", "0.19", "2021-01-01")

    def test_missing_file_changes_nothing(
        self, update_rates: RunCommand, tenant: Tenant, tmp_path: Path, capsys
    ):
        status = main(["tax", "update-rates", str(tmp_path / "missing.json")])

        assert status == 1
        assert "cannot read" in capsys.readouterr().err
        assert german_rate(tenant)[0] == "shipped"
