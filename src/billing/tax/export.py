"""The tax export: one row per line of every issued (non-draft) invoice, with its VAT.

Countries come from the snapshots frozen onto the invoice at finalization (`buyer`, `seller`),
so an export of a past period does not change when a customer or the tax profile changes
later. The jurisdiction is the country whose VAT applies: the buyer's for OSS sales and
reverse charge, the seller's otherwise.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.context import RequestContext
from billing.platform.money import format_minor
from billing.tax.rates import canonical
from billing.tax.repository import TaxExportRepository

COLUMNS: tuple[str, ...] = (
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
)

BUYER_COUNTRY_BASES = frozenset({"oss", "reverse_charge"})
"""Tax bases under which the VAT is the buyer country's (OSS) or is owed there (reverse charge)."""


def jurisdiction_of(
    basis: str, buyer_country: str | None, seller_country: str | None
) -> str | None:
    return buyer_country if basis in BUYER_COUNTRY_BASES else seller_country


def _country(snapshot: dict[str, Any] | None, address_key: str) -> str | None:
    address = (snapshot or {}).get(address_key) or {}
    country = address.get("country") if isinstance(address, dict) else None
    return str(country) if country else None


def _row(line: Any) -> dict[str, Any]:
    buyer_country = _country(line.buyer, "address")
    seller_country = _country(line.seller, "legal_address")
    return {
        "invoice_id": str(line.invoice_id),
        "invoice_number": line.invoice_number,
        "issued_on": line.issued_at.astimezone(UTC).date().isoformat(),
        "invoice_status": line.status,
        "customer_id": str(line.customer_id),
        "customer_country": buyer_country,
        "customer_vat_id": (line.buyer or {}).get("vat_id"),
        "currency": line.currency,
        "line_id": str(line.line_id),
        "description": line.description,
        "net_amount": format_minor(line.amount, line.currency),
        "tax_category_code": line.tax_category_code,
        "tax_rate": format(canonical(line.tax_rate), "f"),
        "tax_amount": format_minor(line.tax_amount, line.currency),
        "tax_exemption_reason": line.tax_exemption_reason,
        "tax_exemption_reason_code": line.tax_exemption_reason_code,
        "tax_basis": line.tax_basis,
        "jurisdiction": jurisdiction_of(line.tax_basis, buyer_country, seller_country),
    }


async def export_rows(
    db: AsyncSession,
    ctx: RequestContext,
    first_day: date,
    last_day: date,
    jurisdiction: str | None = None,
) -> list[dict[str, Any]]:
    """The rows of invoices issued from `first_day` to `last_day` inclusive (UTC days),
    optionally of one jurisdiction only."""
    start = datetime.combine(first_day, time.min, tzinfo=UTC)
    end = (
        None
        if last_day == date.max
        else datetime.combine(last_day + timedelta(days=1), time.min, tzinfo=UTC)
    )
    lines = await TaxExportRepository(db, ctx).issued_lines(start, end)
    rows = [_row(line) for line in lines]
    if jurisdiction is not None:
        rows = [row for row in rows if row["jurisdiction"] == jurisdiction]
    return rows


def to_csv(rows: Sequence[dict[str, Any]]) -> str:
    """RFC 4180 CSV with a header row; a missing value is an empty field."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({key: "" if value is None else value for key, value in row.items()})
    return buffer.getvalue()
