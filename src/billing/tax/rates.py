"""EU VAT rates by member state and effective date.

The rates shipped in the package (`data/eu_vat_rates.json`) apply until an operator loads a
newer table with `billing tax update-rates FILE`, which replaces the `eu_vat_rates` rows; from
then on the database table is the source. Both use one JSON format, checked by `parse_table`.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from importlib import resources
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.money import at_least_places
from billing.tax.repository import VatRateRepository
from billing.tax.resolution import EU_MEMBER_STATES, StandardRate

TableSource = Literal["shipped", "loaded"]

_ENTRY_FIELDS = frozenset(
    {
        "country",
        "effective_from",
        "standard_rate",
        "reduced_rates",
        "super_reduced_rate",
        "parking_rate",
    }
)
_RATE = re.compile(r"^0(\.\d{1,6})?$")
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True, slots=True)
class RateEntry:
    country: str
    effective_from: date
    standard_rate: Decimal
    reduced_rates: tuple[Decimal, ...]
    super_reduced_rate: Decimal | None
    parking_rate: Decimal | None


@dataclass(frozen=True, slots=True)
class RateTable:
    entries: Sequence[RateEntry]
    source: TableSource
    loaded_at: datetime | None = None


class InvalidRateTable(ValueError):
    """A rate file that must not be loaded; `problems` says where and why, one line each."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def canonical(rate: Decimal) -> Decimal:
    """One spelling per rate on both databases: no trailing zeros beyond two places (0.19,
    0.20, 0.255), since PostgreSQL returns NUMERIC(38, 12) with twelve."""
    return at_least_places(rate, 2)


def _rate(value: Any, where: str, problems: list[str], *, optional: bool = False) -> Decimal | None:
    """A fraction in [0, 1) written as a decimal string ("0.19"), else a problem."""
    if value is None and optional:
        return None
    if isinstance(value, str) and _RATE.match(value):
        return canonical(Decimal(value))
    problems.append(f'{where}: must be a decimal string in [0, 1) such as "0.19", not {value!r}')
    return None


def _entry(index: int, item: Any, problems: list[str]) -> RateEntry | None:
    where = f"rates[{index}]"
    if not isinstance(item, dict):
        problems.append(f"{where}: must be an object")
        return None
    count = len(problems)
    unknown = sorted(set(item) - _ENTRY_FIELDS)
    if unknown:
        problems.append(f"{where}: unknown fields {', '.join(unknown)}")
    country = item.get("country")
    if country not in EU_MEMBER_STATES:
        problems.append(f"{where}.country: {country!r} is not an EU member state code")
    effective = item.get("effective_from")
    effective_from: date | None = None
    try:
        if isinstance(effective, str) and _DAY.match(effective):
            effective_from = date.fromisoformat(effective)
    except ValueError:
        pass
    if effective_from is None:
        problems.append(f"{where}.effective_from: must be a day YYYY-MM-DD, not {effective!r}")
    standard = _rate(item.get("standard_rate"), f"{where}.standard_rate", problems)
    if standard is not None and standard == 0:
        problems.append(f"{where}.standard_rate: must be above 0")
    reduced_raw = item.get("reduced_rates", [])
    reduced: list[Decimal] = []
    if not isinstance(reduced_raw, list):
        problems.append(f"{where}.reduced_rates: must be a list of decimal strings")
    else:
        for position, value in enumerate(reduced_raw):
            rate = _rate(value, f"{where}.reduced_rates[{position}]", problems)
            if rate is not None:
                reduced.append(rate)
    super_reduced = _rate(
        item.get("super_reduced_rate"), f"{where}.super_reduced_rate", problems, optional=True
    )
    parking = _rate(item.get("parking_rate"), f"{where}.parking_rate", problems, optional=True)
    if len(problems) > count or standard is None or effective_from is None:
        return None
    return RateEntry(
        country=str(country),
        effective_from=effective_from,
        standard_rate=standard,
        reduced_rates=tuple(reduced),
        super_reduced_rate=super_reduced,
        parking_rate=parking,
    )


def parse_table(document: Any) -> list[RateEntry]:
    """Every entry of a rate document, or InvalidRateTable listing every problem found.

    The document is `{"rates": [...], ...}` (other top-level keys such as `source` and `as_of`
    are informative); each entry names an EU member state, a day and fractions in [0, 1); every
    member state has at least one entry and no (country, effective_from) appears twice.
    """
    if not isinstance(document, dict) or not isinstance(document.get("rates"), list):
        raise InvalidRateTable(['the file must be a JSON object with a "rates" list'])
    problems: list[str] = []
    entries: list[RateEntry] = []
    seen: set[tuple[str, date]] = set()
    for index, item in enumerate(document["rates"]):
        entry = _entry(index, item, problems)
        if entry is None:
            continue
        key = (entry.country, entry.effective_from)
        if key in seen:
            problems.append(
                f"rates[{index}]: a second entry of {entry.country} from "
                f"{entry.effective_from.isoformat()}"
            )
        seen.add(key)
        entries.append(entry)
    missing = sorted(EU_MEMBER_STATES - {country for country, _ in seen})
    if missing:
        problems.append(f"no entry for the member states {', '.join(missing)}")
    if problems:
        raise InvalidRateTable(problems)
    return sorted(entries, key=lambda e: (e.country, e.effective_from))


def read_table_file(text: str) -> list[RateEntry]:
    """`parse_table` of a file's text; malformed JSON is an InvalidRateTable too."""
    try:
        document = json.loads(text)
    except ValueError as exc:
        raise InvalidRateTable([f"the file is not valid JSON: {exc}"]) from None
    return parse_table(document)


@functools.cache
def shipped_rates() -> tuple[RateEntry, ...]:
    """The table shipped in the package, read and checked once per process (it changes only
    with a release; a loaded table lives in the database and is read per call)."""
    text = resources.files("billing.tax").joinpath("data/eu_vat_rates.json").read_text("utf-8")
    return tuple(read_table_file(text))


def _canonical_or_none(rate: Decimal | None) -> Decimal | None:
    return None if rate is None else canonical(rate)


async def current_table(db: AsyncSession) -> RateTable:
    """Every entry in force or scheduled: the loaded table, else the shipped one."""
    loaded = await VatRateRepository(db).all()
    if not loaded:
        return RateTable(shipped_rates(), "shipped")
    entries = [
        RateEntry(
            country=row.country,
            effective_from=row.effective_from,
            standard_rate=canonical(row.standard_rate),
            reduced_rates=tuple(canonical(Decimal(r)) for r in row.reduced_rates),
            super_reduced_rate=_canonical_or_none(row.super_reduced_rate),
            parking_rate=_canonical_or_none(row.parking_rate),
        )
        for row in loaded
    ]
    return RateTable(entries, "loaded", max(row.loaded_at for row in loaded))


async def replace_table(db: AsyncSession, entries: Sequence[RateEntry], loaded_at: datetime) -> int:
    """Replace every loaded entry by `entries` (validated by `parse_table`); returns how many
    entries were there before."""
    return await VatRateRepository(db).replace_all(
        [
            {
                "country": e.country,
                "effective_from": e.effective_from,
                "standard_rate": e.standard_rate,
                "reduced_rates": [format(r, "f") for r in e.reduced_rates],
                "super_reduced_rate": e.super_reduced_rate,
                "parking_rate": e.parking_rate,
            }
            for e in entries
        ],
        loaded_at,
    )


def entry_on(table: Sequence[RateEntry], country: str, on: date) -> RateEntry | None:
    """The entry of `country` in force on `on` (the latest effective_from not after it)."""
    candidates = [e for e in table if e.country == country and e.effective_from <= on]
    return max(candidates, key=lambda e: e.effective_from) if candidates else None


def in_force(table: Sequence[RateEntry], on: date) -> list[RateEntry]:
    """The entry in force on `on` of every member state that has one, by country."""
    found = (entry_on(table, country, on) for country in sorted(EU_MEMBER_STATES))
    return [entry for entry in found if entry is not None]


def lookup(table: Sequence[RateEntry]) -> StandardRate:
    """A function answering a member state's standard rate on a day from `table`."""

    def standard_rate(country: str, on: date) -> Decimal:
        entry = entry_on(table, country, on)
        if entry is None:
            raise LookupError(f"no VAT rate of {country} is known for {on.isoformat()}")
        return entry.standard_rate

    return standard_rate


async def standard_rate_lookup(db: AsyncSession, *, loaded: bool | None = None) -> StandardRate:
    """A function answering a member state's standard rate on a day (the table read once). A
    caller that knows whether a table was loaded (`loaded` False: the shipped one is in force)
    spares the read."""
    if loaded is False:
        return lookup(shipped_rates())
    return lookup((await current_table(db)).entries)
