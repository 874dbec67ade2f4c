"""HTTP routes of the tax domain: the tax profile, EU VAT rates and the tax export."""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal

import pycountry
from fastapi import APIRouter, Query
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.responses import Response

from billing.platform import clock
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, ValidationFailed
from billing.platform.pagination import Envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tax import export, rates, service
from billing.tax.resolution import EU_MEMBER_STATES
from billing.tax.schemas import (
    TaxExportList,
    TaxProfileOut,
    TaxProfileUpdate,
    VatRateList,
    VatRateOut,
    profile_out,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["tax"])

_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _invalid_query(name: str, detail: str) -> ValidationFailed:
    return ValidationFailed(detail, errors=[FieldError((name,), detail, "query")])


def _day(value: str, name: str) -> date:
    """A YYYY-MM-DD query value, or 422 pointing at the parameter."""
    try:
        if _DAY.match(value):
            return date.fromisoformat(value)
    except ValueError:
        pass
    raise _invalid_query(name, f"{name} must be a calendar day YYYY-MM-DD")


def _country(value: str, name: str, *, eu_only: bool) -> str:
    code = value.strip().upper()
    if eu_only and code not in EU_MEMBER_STATES:
        raise _invalid_query(name, f"{name} must be the code of an EU member state")
    if len(code) != 2 or pycountry.countries.get(alpha_2=code) is None:
        raise _invalid_query(name, f"{name} must be an ISO 3166-1 alpha-2 country code")
    return code


@router.get("/tax/profile", response_model=Envelope[TaxProfileOut])
async def get_tax_profile(
    ctx: RequestContext = Permission("tax:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get the organization's tax profile (the seller of every invoice)."""
    return {"data": profile_out(await service.get_profile(db, ctx))}


@router.patch("/tax/profile", response_model=Envelope[TaxProfileOut])
async def update_tax_profile(
    body: TaxProfileUpdate,
    ctx: RequestContext = Permission("tax:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Update the tax profile (merge-patch: omitted fields stay, `null` clears, objects are
    replaced whole)."""
    return {"data": profile_out(await service.update_profile(db, ctx, body))}


@router.get("/tax/eu-vat-rates", response_model=VatRateList)
async def list_eu_vat_rates(
    on: str | None = Query(None, description="The day (YYYY-MM-DD) the rates apply on; today."),
    country: str | None = Query(None, description="Only this member state (e.g. `DE`)."),
    ctx: RequestContext = Permission("tax:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the EU VAT rates in force on a day, one entry per member state."""
    day = clock.wall_now().date() if on is None else _day(on, "on")
    wanted = None if country is None else _country(country, "country", eu_only=True)
    table = await rates.current_table(db)
    entries = [e for e in rates.in_force(table.entries, day) if wanted in (None, e.country)]
    return {
        "data": [
            VatRateOut(
                country=e.country,
                standard_rate=e.standard_rate,
                reduced_rates=list(e.reduced_rates),
                super_reduced_rate=e.super_reduced_rate,
                parking_rate=e.parking_rate,
                effective_from=e.effective_from,
            )
            for e in entries
        ],
        "pagination": {"cursor": None, "has_more": False},
        "source": table.source,
    }


_EXPORT_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "CSV (`format=csv`, the default) or JSON (`format=json`).",
        "content": {"text/csv": {"schema": {"type": "string"}}},
    }
}


@router.get("/tax/export", response_model=TaxExportList, responses=_EXPORT_RESPONSES)
async def export_tax_data(
    from_: str = Query(alias="from", description="First issue day (YYYY-MM-DD, UTC)."),
    to: str = Query(description="Last issue day, inclusive (YYYY-MM-DD, UTC)."),
    format_: Literal["csv", "json"] = Query("csv", alias="format"),
    jurisdiction: str | None = Query(
        None, description="Only lines whose VAT is owed in this country (e.g. `FR`)."
    ),
    ctx: RequestContext = Permission("tax:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Export every line of the invoices issued in a period with its VAT, as CSV or JSON."""
    first_day, last_day = _day(from_, "from"), _day(to, "to")
    if last_day < first_day:
        raise _invalid_query("to", "to must not be before from")
    country = (
        None if jurisdiction is None else _country(jurisdiction, "jurisdiction", eu_only=False)
    )
    rows = await export.export_rows(db, ctx, first_day, last_day, country)
    if format_ == "json":
        return {"data": rows}
    filename = f"tax-export-{first_day.isoformat()}-{last_day.isoformat()}.csv"
    return Response(
        export.to_csv(rows),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
