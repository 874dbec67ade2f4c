"""The EU VAT rate table shipped in the package, and the checks every rate file passes."""

from __future__ import annotations

import copy
import json
from datetime import date
from decimal import Decimal
from importlib import resources
from typing import Any

import pytest

from billing.platform import clock
from billing.tax.rates import InvalidRateTable, entry_on, in_force, parse_table, shipped_rates
from billing.tax.resolution import EU_MEMBER_STATES

SHIPPED = shipped_rates()


def shipped_document() -> dict[str, Any]:
    text = resources.files("billing.tax").joinpath("data/eu_vat_rates.json").read_text("utf-8")
    document: dict[str, Any] = json.loads(text)
    return document


def rate(country: str, on: date) -> Decimal:
    entry = entry_on(SHIPPED, country, on)
    assert entry is not None, f"no entry of {country} on {on}"
    return entry.standard_rate


def test_every_member_state_has_an_entry_in_force_today():
    today = clock.utcnow().date()

    assert {entry.country for entry in in_force(SHIPPED, today)} == EU_MEMBER_STATES
    assert len(EU_MEMBER_STATES) == 27


def test_document_names_its_source_and_date():
    document = shipped_document()

    assert "TEDB" in document["source"]
    assert date.fromisoformat(document["as_of"]) <= clock.utcnow().date()


def test_rates_are_decimal_strings_of_fractions():
    for item in shipped_document()["rates"]:
        values = [item["standard_rate"], *item["reduced_rates"]]
        values += [v for v in (item["super_reduced_rate"], item["parking_rate"]) if v is not None]
        for value in values:
            assert isinstance(value, str)
            assert Decimal("0") < Decimal(value) < Decimal("1"), item


@pytest.mark.parametrize(
    ("country", "on", "expected"),
    [
        ("DE", date(2020, 6, 30), "0.19"),
        ("DE", date(2020, 7, 1), "0.16"),
        ("DE", date(2020, 10, 1), "0.16"),
        ("DE", date(2020, 12, 31), "0.16"),
        ("DE", date(2021, 1, 1), "0.19"),
        ("EE", date(2023, 12, 31), "0.20"),
        ("EE", date(2024, 1, 1), "0.22"),
        ("EE", date(2025, 6, 30), "0.22"),
        ("EE", date(2025, 7, 1), "0.24"),
        ("FI", date(2024, 8, 31), "0.24"),
        ("FI", date(2024, 9, 1), "0.255"),
        ("RO", date(2025, 7, 31), "0.19"),
        ("RO", date(2025, 8, 1), "0.21"),
        ("SK", date(2024, 12, 31), "0.20"),
        ("SK", date(2025, 1, 1), "0.23"),
        ("LU", date(2022, 12, 31), "0.17"),
        ("LU", date(2023, 6, 1), "0.16"),
        ("LU", date(2024, 1, 1), "0.17"),
        ("IE", date(2020, 8, 31), "0.23"),
        ("IE", date(2020, 9, 1), "0.21"),
        ("IE", date(2021, 2, 28), "0.21"),
        ("IE", date(2021, 3, 1), "0.23"),
        ("FR", date(2026, 1, 1), "0.20"),
        ("HU", date(2026, 1, 1), "0.27"),
    ],
)
def test_standard_rate_on_a_day(country, on, expected):
    assert rate(country, on) == Decimal(expected)


def test_history_keeps_reduced_rates_of_each_period():
    czech_2023 = entry_on(SHIPPED, "CZ", date(2023, 12, 31))
    czech_2024 = entry_on(SHIPPED, "CZ", date(2024, 1, 1))
    german_cut = entry_on(SHIPPED, "DE", date(2020, 10, 1))
    luxembourg_2023 = entry_on(SHIPPED, "LU", date(2023, 6, 1))

    assert czech_2023 is not None and czech_2023.reduced_rates == (Decimal("0.10"), Decimal("0.15"))
    assert czech_2024 is not None and czech_2024.reduced_rates == (Decimal("0.12"),)
    assert czech_2024.effective_from == date(2024, 1, 1)
    assert german_cut is not None and german_cut.reduced_rates == (Decimal("0.05"),)
    assert luxembourg_2023 is not None
    assert (luxembourg_2023.super_reduced_rate, luxembourg_2023.parking_rate) == (
        Decimal("0.03"),
        Decimal("0.13"),
    )


def test_day_before_a_countrys_first_entry_has_no_rate():
    first = min(e.effective_from for e in SHIPPED if e.country == "DE")

    assert entry_on(SHIPPED, "DE", first) is not None
    assert entry_on(SHIPPED, "DE", date.fromordinal(first.toordinal() - 1)) is None


def _problems(document: Any) -> list[str]:
    with pytest.raises(InvalidRateTable) as raised:
        parse_table(document)
    return raised.value.problems


def _with(change: Any) -> dict[str, Any]:
    document = copy.deepcopy(shipped_document())
    change(document["rates"])
    return document


def _drop(country: str) -> Any:
    def drop(rates: list[dict[str, Any]]) -> None:
        rates[:] = [r for r in rates if r["country"] != country]

    return drop


def test_shipped_document_passes_the_file_checks():
    assert tuple(parse_table(shipped_document())) == SHIPPED


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda rates: rates[0].update(country="GB"), "rates[0].country: 'GB' is not an EU"),
        (lambda rates: rates[0].update(country="de"), "rates[0].country: 'de' is not an EU"),
        (lambda rates: rates[1].update(standard_rate="1.00"), "rates[1].standard_rate"),
        (lambda rates: rates[1].update(standard_rate="19"), "rates[1].standard_rate"),
        (lambda rates: rates[1].update(standard_rate=0.19), "rates[1].standard_rate"),
        (lambda rates: rates[1].update(standard_rate="0"), "must be above 0"),
        (lambda rates: rates[2].update(reduced_rates=["0.07", "-0.01"]), "reduced_rates[1]"),
        (lambda rates: rates[2].update(reduced_rates="0.07"), "rates[2].reduced_rates"),
        (lambda rates: rates[3].update(parking_rate="1.5"), "rates[3].parking_rate"),
        (lambda rates: rates[3].update(super_reduced_rate="x"), "super_reduced_rate"),
        (lambda rates: rates[4].update(effective_from="2024-02-30"), "rates[4].effective_from"),
        (lambda rates: rates[4].update(effective_from="20240101"), "rates[4].effective_from"),
        (lambda rates: rates[5].update(vat="0.2"), "rates[5]: unknown fields vat"),
        (lambda rates: rates.append(dict(rates[0])), "a second entry of AT from 2016-01-01"),
        (lambda rates: rates.append("AT"), "must be an object"),
        (_drop("MT"), "no entry for the member states MT"),
    ],
)
def test_bad_file_is_refused_with_a_readable_problem(change, expected):
    problems = _problems(_with(change))

    assert any(expected in problem for problem in problems), problems


@pytest.mark.parametrize("document", [[], {"rates": {}}, {"data": []}, "rates"])
def test_document_without_a_rates_list_is_refused(document):
    assert _problems(document) == ['the file must be a JSON object with a "rates" list']


def test_every_problem_is_reported_at_once():
    def break_two(rates: list[dict[str, Any]]) -> None:
        rates[0]["country"] = "XX"
        rates[7]["standard_rate"] = "1.2"

    problems = _problems(_with(break_two))

    assert len(problems) == 2, problems
