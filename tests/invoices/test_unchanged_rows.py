"""Rows a hot path leaves as they were are not flushed: an equal value assigned through
`assign_changed` does not flag a row modified (a finalize recomputes its lines' VAT to what
it was), and an invoice whose changes a statement of its own wrote (`mark_written`) stands in
the session as written, while a change that statement did not write is still flushed."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import update

from billing.invoices.repository import InvoiceLineRepository
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform.db import Database
from billing.platform.row_documents import assign_changed, mark_written
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line
from tests.invoices.test_finalize_reads import _context
from tests.support import Tenant


def _draft(tenant: Tenant) -> uuid.UUID:
    customer_id = create_customer(tenant.live, currency="EUR", address={"country": "DE"})["id"]
    return uuid.UUID(create_draft(tenant.live, customer_id, [line("Only")])["id"])


async def _assigned(db: Database, tenant: Tenant, invoice_id: uuid.UUID) -> dict[str, Any]:
    ctx = _context(tenant)
    async with db.session() as session, session.begin():
        [only] = (await InvoiceLineRepository(session, ctx).of_many([invoice_id]))[invoice_id]
        rate, tax = only.tax_rate, only.tax_amount
        assign_changed(only, {"tax_rate": rate, "tax_amount": tax})
        unchanged_flagged = only in session.dirty
        assign_changed(only, {"tax_rate": rate, "description": "Renamed"})
        changed_flagged = only in session.dirty
    async with db.session() as session:
        stored = await session.get(InvoiceLine, only.id)
        assert stored is not None
        return {
            "unchanged_flagged": unchanged_flagged,
            "changed_flagged": changed_flagged,
            "stored": (stored.description, stored.tax_rate),
            "rate": rate,
        }


def test_an_equal_value_leaves_the_row_unmodified_and_a_new_one_is_written(tenant):
    invoice_id = _draft(tenant)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    found = tenant.client.portal.call(_assigned, db, tenant, invoice_id)  # type: ignore[union-attr]

    assert found["unchanged_flagged"] is False
    assert found["changed_flagged"] is True
    assert found["stored"] == ("Renamed", found["rate"])


async def _written(
    db: Database, invoice_id: uuid.UUID, also_locale: bool
) -> tuple[bool, str | None, str | None]:
    """Change the buyer reference (and the locale), write only the reference with an UPDATE
    of its own, mark it written; whether the session still sees the invoice modified, and what
    is stored after the commit."""
    async with db.session() as session, session.begin():
        invoice = await session.get(Invoice, invoice_id)
        assert invoice is not None
        invoice.buyer_reference = "written apart"
        if also_locale:
            invoice.locale = "fr"
        table = Invoice.__table__
        written = update(table).where(table.c.id == invoice_id)
        with session.no_autoflush:
            await session.execute(written.values(buyer_reference="written apart"))
        mark_written(session, invoice, ["buyer_reference"])
        invoice_flagged = invoice in session.dirty
    async with db.session() as session:
        stored = await session.get(Invoice, invoice_id)
        assert stored is not None
        return invoice_flagged, stored.buyer_reference, stored.locale


def test_an_invoice_written_apart_is_not_flushed_again(tenant):
    invoice_id = _draft(tenant)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    flagged, reference, locale = tenant.client.portal.call(  # type: ignore[union-attr]
        _written, db, invoice_id, False
    )

    assert (flagged, reference) == (False, "written apart")
    assert locale != "fr"


def test_a_change_not_written_apart_is_still_flushed(tenant):
    invoice_id = _draft(tenant)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    flagged, reference, locale = tenant.client.portal.call(  # type: ignore[union-attr]
        _written, db, invoice_id, True
    )

    assert (flagged, reference, locale) == (True, "written apart", "fr")
