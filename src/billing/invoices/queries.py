"""Reading invoices: one with its lines and tags, the filtered list, the lines list.

The displayed status derives `overdue` on the customer's clock (a test clock in sandbox), so
every answer that shows a status needs that customer's today.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.invoices import states
from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.tags import Tag
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.listing import ListQuery
from billing.platform.pagination import Page
from billing.sandbox import service as sandbox
from billing.tags import service as tags


@dataclass(frozen=True)
class InvoiceView:
    invoice: Invoice
    status: str
    """As displayed: the stored status, or `overdue`."""
    tags: list[Tag]
    lines: list[InvoiceLine] | None
    """None in lists, which leave lines out."""


async def customer_of(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> Customer:
    """The invoice's customer, even a deleted one."""
    return await customers.customer_of_record(db, ctx, invoice.customer_id)


async def schedule_for(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    kind: str,
    payload: dict[str, Any],
    *,
    at: datetime | None = None,
    after: timedelta = timedelta(0),
    dedup_key: str | None = None,
) -> None:
    """A job of the invoice on its customer's clock (a test clock's time in a sandbox)."""
    customer = await customer_of(db, ctx, invoice)
    await sandbox.enqueue_on_clock(
        db, ctx, customer.test_clock_id, kind, payload, at=at, after=after, dedup_key=dedup_key
    )


async def view_of(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, *, with_lines: bool = True
) -> InvoiceView:
    today = (
        await clock.now(
            db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
        )
    ).date()
    found = await tags.tags_of(db, ctx, "INVOICE", [invoice.id])
    lines = await InvoiceLineRepository(db, ctx).of(invoice.id) if with_lines else None
    return InvoiceView(invoice, states.displayed_status(invoice, today), found[invoice.id], lines)


async def view_of_issued(
    db: AsyncSession,
    ctx: RequestContext,
    invoice: Invoice,
    lines: Sequence[InvoiceLine],
    *,
    tagged: bool = True,
) -> InvoiceView:
    """`view_of` an invoice just issued, from the lines its finalization had: its issue date is
    its customer's today, so neither the customer nor the lines are read again, and neither
    are its tags when its finalization saw none (`tagged` False)."""
    if invoice.issued_at is None:
        raise ValueError(f"invoice {invoice.id} was not issued")
    today = invoice.issued_at.date()
    found = (await tags.tags_of(db, ctx, "INVOICE", [invoice.id]))[invoice.id] if tagged else []
    return InvoiceView(invoice, states.displayed_status(invoice, today), found, list(lines))


async def get_invoice(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> InvoiceView:
    return await view_of(db, ctx, await InvoiceRepository(db, ctx).get(invoice_id))


async def list_invoices(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> tuple[Page[Invoice], list[InvoiceView]]:
    """Newest first; an invoice matches `tag` filters when it carries every named tag."""
    repository = InvoiceRepository(db, ctx)
    today = _real_today()
    page = await repository.page(query, today=today)
    ids = [invoice.id for invoice in page.items]
    statuses = await repository.displayed_statuses(ids, today)
    found = await tags.tags_of(db, ctx, "INVOICE", ids)
    views = [InvoiceView(i, statuses[i.id], found[i.id], None) for i in page.items]
    return page, views


def _real_today() -> date:
    """Today for customers without a test clock (the repository asks the clocks of the rest)."""
    return clock.wall_now().date()


async def list_lines(
    db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID, query: ListQuery
) -> tuple[Invoice, Page[InvoiceLine]]:
    invoice = await InvoiceRepository(db, ctx).get(invoice_id)
    return invoice, await InvoiceLineRepository(db, ctx).page(invoice.id, query)
