"""`billing tax update-rates FILE`: replace the EU VAT rate table from a JSON file.

The whole file is checked before the database is touched, and the rows are replaced in one
transaction, so a bad file changes nothing and a good one switches every rate at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from billing.platform import clock
from billing.platform.db import Database
from billing.tax import rates


@dataclass(frozen=True, slots=True)
class LoadSummary:
    loaded: int
    replaced: int
    previous_source: rates.TableSource
    changed_today: list[tuple[str, str | None, str]]
    """(country, standard rate before or None, standard rate now) for each change in force today."""


async def load(database_url: str, entries: list[rates.RateEntry]) -> LoadSummary:
    db = Database(database_url, pool_size=1)
    today = clock.wall_now().date()
    try:
        async with db.session() as session, session.begin():
            before = await rates.current_table(session)
            replaced = await rates.replace_table(session, entries, clock.wall_now())
    finally:
        await db.dispose()
    old = {e.country: e.standard_rate for e in rates.in_force(before.entries, today)}
    changed = [
        (e.country, _text(old.get(e.country)), _text(e.standard_rate) or "")
        for e in rates.in_force(entries, today)
        if old.get(e.country) != e.standard_rate
    ]
    return LoadSummary(len(entries), replaced, before.source, changed)


def _text(rate: object) -> str | None:
    return None if rate is None else format(rate, "f")


def print_summary(summary: LoadSummary, path: Path, out: TextIO) -> None:
    lines = [
        f"Loaded {summary.loaded} EU VAT rate entries for all 27 member states from {path}.",
        (
            f"Replaced {summary.replaced} previously loaded entries."
            if summary.previous_source == "loaded"
            else "Until now the rates shipped with the service applied."
        ),
    ]
    if summary.changed_today:
        lines.append(f"Standard rates in force today ({clock.wall_now().date().isoformat()}):")
        lines.extend(
            f"  {country}  {before or '-'} -> {after}"
            for country, before, after in summary.changed_today
        )
    else:
        lines.append("No standard rate in force today changed.")
    out.write("\n".join(lines) + "\n")
    out.flush()


def read_file(path: Path) -> list[rates.RateEntry]:
    """The file's entries, or InvalidRateTable (also for a file that cannot be read)."""
    try:
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise rates.InvalidRateTable([f"cannot read {path}: {exc}"]) from None
    return rates.read_table_file(text)
