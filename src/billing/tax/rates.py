"""EU VAT rates by member state and effective date.

The rates shipped in the package (`data/eu_vat_rates.json`) apply until an operator loads a
newer table with `billing tax update-rates FILE`, which replaces the `eu_vat_rates` rows; from
then on the database table is the source.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from importlib import resources
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.tax.repository import VatRateRepository
from billing.tax.resolution import StandardRate


@dataclass(frozen=True, slots=True)
class RateEntry:
    country: str
    effective_from: date
    standard_rate: Decimal
    reduced_rates: tuple[Decimal, ...]
    super_reduced_rate: Decimal | None
    parking_rate: Decimal | None


def _optional(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value))


def entry_from_json(item: dict[str, Any]) -> RateEntry:
    return RateEntry(
        country=str(item["country"]),
        effective_from=date.fromisoformat(str(item["effective_from"])),
        standard_rate=Decimal(str(item["standard_rate"])),
        reduced_rates=tuple(Decimal(str(r)) for r in item.get("reduced_rates") or ()),
        super_reduced_rate=_optional(item.get("super_reduced_rate")),
        parking_rate=_optional(item.get("parking_rate")),
    )


def shipped_rates() -> list[RateEntry]:
    text = resources.files("billing.tax").joinpath("data/eu_vat_rates.json").read_text("utf-8")
    return [entry_from_json(item) for item in json.loads(text)["rates"]]


async def current_table(db: AsyncSession) -> list[RateEntry]:
    """Every entry in force or scheduled: the loaded table, else the shipped one."""
    loaded = await VatRateRepository(db).all()
    if loaded:
        return [
            RateEntry(
                country=row.country,
                effective_from=row.effective_from,
                standard_rate=row.standard_rate,
                reduced_rates=tuple(Decimal(r) for r in row.reduced_rates),
                super_reduced_rate=row.super_reduced_rate,
                parking_rate=row.parking_rate,
            )
            for row in loaded
        ]
    return shipped_rates()


def entry_on(table: list[RateEntry], country: str, on: date) -> RateEntry | None:
    """The entry of `country` in force on `on` (the latest effective_from not after it)."""
    candidates = [e for e in table if e.country == country and e.effective_from <= on]
    return max(candidates, key=lambda e: e.effective_from) if candidates else None


async def standard_rate_lookup(db: AsyncSession) -> StandardRate:
    """A function answering a member state's standard rate on a day (the table read once)."""
    table = await current_table(db)

    def standard_rate(country: str, on: date) -> Decimal:
        entry = entry_on(table, country, on)
        if entry is None:
            raise LookupError(f"no VAT rate of {country} is known for {on.isoformat()}")
        return entry.standard_rate

    return standard_rate
