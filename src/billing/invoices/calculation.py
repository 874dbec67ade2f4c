"""Stages 5 to 7 of the pipeline for any set of lines: discounts, VAT resolution, totals.

Every path that changes an invoice's lines (draft edits, generation, preview, finalize) ends
here, so the stored totals always follow from the stored lines by one piece of code.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.invoices import discounts
from billing.invoices.totals import TaxedAmount, amount_due, compute_totals
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.context import RequestContext
from billing.platform.errors import FieldPath, ValidationFailed
from billing.platform.money import MINOR_UNITS_MAX
from billing.platform.row_documents import assign_changed
from billing.tax import service as tax
from billing.tax.resolution import Buyer, Override, Seller, StandardRate, TaxTreatment, resolve


def buyer_of(customer: Customer) -> Buyer:
    return Buyer(
        country=customer.address_country,
        vat_id=customer.vat_id,
        tax_exempt=customer.tax_exempt,
        exemption_reason=customer.tax_exemption_reason,
    )


def override_of(line: InvoiceLine) -> Override | None:
    return override_from(line.tax_override)


def override_from(stored: dict[str, Any] | None) -> Override | None:
    """A line's stored tax override (see `line_rules.tax_override`) as resolution reads it."""
    if not stored:
        return None
    rate = stored.get("rate")
    return Override(
        category=stored.get("category"),
        rate=Decimal(rate) if rate is not None else None,
        exemption_reason=stored.get("exemption_reason"),
    )


def tax_point(invoice: Invoice, today: date) -> date:
    """The day whose VAT rates apply: the date of supply when given, else today."""
    return invoice.delivery_date or today


async def product_categories(
    db: AsyncSession, ctx: RequestContext, lines: Iterable[InvoiceLine]
) -> dict[uuid.UUID, str]:
    """The EN 16931 tax category of each product the lines bill, in one query."""
    product_ids = [line.product_id for line in lines if line.product_id is not None]
    return await catalog.tax_categories_of_products(db, ctx, product_ids)


def _apply(line: InvoiceLine, treatment: TaxTreatment) -> None:
    """The line's VAT as resolved; a line whose VAT is unchanged (a finalize recomputing its
    draft's) stays unmodified (`assign_changed`)."""
    assign_changed(
        line,
        {
            "tax_category_code": treatment.category,
            "tax_rate": treatment.rate,
            "tax_exemption_reason": treatment.exemption_reason,
            "tax_exemption_reason_code": treatment.exemption_reason_code,
            "tax_basis": treatment.basis,
        },
    )


async def recalculate(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    lines: Sequence[InvoiceLine],
    customer: Customer,
    *,
    today: date,
    overflow_field: FieldPath = ("lines",),
    seller: Seller | None = None,
    standard_rate: StandardRate | None = None,
    categories: Mapping[uuid.UUID, str] | None = None,
    discounts_offered: bool = True,
) -> None:
    """Resolve every line's VAT, run the discount stage and store the totals on the invoice.

    Works on persistent and on transient (preview) objects alike; it never adds to the session.
    Totals too large for a BIGINT answer 422 at `overflow_field` (the input that caused them).
    A caller that has read them already passes the seller's facts (`seller`), the rate table
    (`standard_rate`) or the lines' product tax categories (`categories`), or read that no
    discount could apply (`discounts_offered` False: see `discounts`).
    """
    if seller is None or standard_rate is None:
        # One statement while the shipped rate table is in force (two reads before).
        profile = await tax.invoicing_profile(db, ctx)
        seller = profile.facts if seller is None else seller
        standard_rate = profile.standard_rate if standard_rate is None else standard_rate
    if categories is None:
        categories = await product_categories(db, ctx, lines)
    buyer = buyer_of(customer)
    on = tax_point(invoice, today)
    for line in lines:
        category = categories.get(line.product_id, "S") if line.product_id else "S"
        try:
            treatment = resolve(override_of(line), buyer, seller, category, on, standard_rate)
        except (LookupError, ValueError) as exc:
            raise ValidationFailed(
                f"the VAT of line '{line.description}' cannot be resolved: {exc}"
            ) from None
        _apply(line, treatment)
    allowances = await discounts.allowances_for(
        db, ctx, discounts.DiscountInput(invoice, lines), offered=discounts_offered
    )
    totals = compute_totals(
        invoice.currency,
        [TaxedAmount(line.amount, _treatment(line)) for line in lines],
        allowances,
    )
    for name in ("subtotal", "discount_amount", "tax_amount", "total"):
        if abs(getattr(totals, name)) > MINOR_UNITS_MAX:
            raise ValidationFailed(
                f"the invoice's {name} would be too large to store", field=overflow_field
            )
    for line, line_tax in zip(lines, totals.line_taxes, strict=True):
        assign_changed(line, {"tax_amount": line_tax})
    invoice.subtotal = totals.subtotal
    invoice.discount_amount = totals.discount_amount
    invoice.tax_amount = totals.tax_amount
    invoice.total = totals.total
    invoice.tax_breakdown = [group.as_json() for group in totals.groups]
    invoice.discounts = [
        {
            "amount": a.amount,
            "category": a.category,
            "rate": format(a.rate, "f"),
            "reason": a.reason,
            "source": a.source,
        }
        for a in allowances
    ]
    refresh_amount_due(invoice)


def _treatment(line: InvoiceLine) -> TaxTreatment:
    return TaxTreatment(
        category=line.tax_category_code,
        rate=line.tax_rate,
        exemption_reason=line.tax_exemption_reason,
        exemption_reason_code=line.tax_exemption_reason_code,
        basis=line.tax_basis,
    )


def refresh_amount_due(invoice: Invoice) -> None:
    invoice.amount_due = amount_due(
        invoice.total or 0,
        invoice.amount_paid or 0,
        invoice.amount_credited or 0,
        invoice.amount_wallet_applied or 0,
    )
