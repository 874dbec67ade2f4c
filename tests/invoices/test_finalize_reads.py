"""What a finalize reads with its lock, and how: the invoice, its customer, the seller's tax
profile and the lines come from Core rows run on the driver, yet stand in the session exactly as
the session would have loaded them (tracked, so finalizing's changes are written), an object the
session already held stays the one the finalize changes, and changes not yet written are
flushed before the read."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import inspect

from billing.invoices.repository import InvoiceLineRepository, InvoiceRepository
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.tax import TaxProfile
from billing.platform.context import RequestContext, system_context
from billing.platform.db import Database
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line
from tests.support import Tenant


def _context(tenant: Tenant) -> RequestContext:
    workspace = tenant.workspace("live")
    return system_context(tenant.org.organization_id, workspace.id, "live")


def _columns(row: Invoice | InvoiceLine | Customer | TaxProfile) -> dict[str, Any]:
    return {attribute.key: attribute.value for attribute in inspect(row).attrs}


_CHANGED = {"buyer_reference": None, "updated_at": None}
"""The columns that the change made after the lock sets."""


def _draft(tenant: Tenant) -> tuple[uuid.UUID, uuid.UUID]:
    customer_id = create_customer(tenant.live, currency="EUR", address={"country": "DE"})["id"]
    lines = [line("First", quantity="2"), line("Second", unit_price="3.50"), line("Third")]
    draft = create_draft(tenant.live, customer_id, lines, metadata={"k": "é"})
    return uuid.UUID(draft["id"]), uuid.UUID(customer_id)


async def _locked_and_loaded(
    db: Database, ctx: RequestContext, invoice_id: uuid.UUID, customer_id: uuid.UUID
) -> dict[str, Any]:
    """The lock's reads (their columns, whether the session tracks them, and the memo as
    stored after a change made to the locked invoice), against the rows as the session loads
    them."""
    async with db.session() as session, session.begin():
        locked = await InvoiceRepository(session, ctx).lock_for_finalizing(invoice_id)
        lines = (await InvoiceLineRepository(session, ctx).of_many([invoice_id]))[invoice_id]
        read = {
            "invoice": _columns(locked.invoice),
            "customer": _columns(locked.customer),
            "profile": _columns(locked.tax_profile) if locked.tax_profile else None,
            "lines": [_columns(one) for one in lines],
            "tracked": all(
                inspect(row).persistent
                for row in (locked.invoice, locked.customer, locked.tax_profile, *lines)
            ),
        }
        locked.invoice.buyer_reference = "changed after the lock"
    async with db.session() as session:
        invoice = await session.get(Invoice, invoice_id)
        customer = await session.get(Customer, customer_id)
        profile = await session.get(TaxProfile, ctx.organization_id)
        loaded_lines = (await InvoiceLineRepository(session, ctx).of_many([invoice_id]))[invoice_id]
        assert invoice is not None and customer is not None and profile is not None
        return {
            **read,
            "stored_reference": invoice.buyer_reference,
            "loaded_invoice": {**_columns(invoice), **_CHANGED},
            "loaded_customer": _columns(customer),
            "loaded_profile": _columns(profile),
            "loaded_lines": [_columns(one) for one in loaded_lines],
        }


def test_the_lock_reads_what_the_session_loads_and_tracks_it(tenant):
    invoice_id, customer_id = _draft(tenant)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    found = tenant.client.portal.call(  # type: ignore[union-attr]
        _locked_and_loaded, db, _context(tenant), invoice_id, customer_id
    )

    assert {**found["invoice"], **_CHANGED} == found["loaded_invoice"]
    assert found["customer"] == found["loaded_customer"]
    assert found["profile"] == found["loaded_profile"]
    assert found["lines"] == found["loaded_lines"]
    assert [one["description"] for one in found["lines"]] == ["First", "Second", "Third"]
    assert found["tracked"]
    assert found["stored_reference"] == "changed after the lock"


async def _held_then_locked(
    db: Database, ctx: RequestContext, invoice_id: uuid.UUID
) -> tuple[bool, str | None]:
    """Whether the lock answers the invoice object the session already held, and that
    object's unsaved change as the lock leaves it."""
    async with db.session() as session:  # closed without a commit: rolled back
        held = await session.get(Invoice, invoice_id)
        assert held is not None
        held.buyer_reference = "held, not yet written"
        locked = await InvoiceRepository(session, ctx).lock_for_finalizing(invoice_id)
        same = locked.invoice is held
        reference = locked.invoice.buyer_reference
        return same, reference


def test_the_lock_answers_the_object_the_session_holds(tenant):
    invoice_id, _ = _draft(tenant)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    same, reference = tenant.client.portal.call(  # type: ignore[union-attr]
        _held_then_locked, db, _context(tenant), invoice_id
    )

    assert same
    assert reference == "held, not yet written"


async def _added_then_read(db: Database, ctx: RequestContext, invoice_id: uuid.UUID) -> list[str]:
    """The lines of the invoice as `of_many` reads them after a line was added to the session
    and not yet written."""
    async with db.session() as session:  # closed without a commit: rolled back
        repository = InvoiceLineRepository(session, ctx)
        [first, *_] = (await repository.of_many([invoice_id]))[invoice_id]
        copied = {
            attribute.key: getattr(first, attribute.key)
            for attribute in InvoiceLine.__mapper__.column_attrs
            if attribute.key != "id"
        }
        repository.add(
            InvoiceLine(**{**copied, "description": "Added in the session", "position": 99})
        )
        lines = (await repository.of_many([invoice_id]))[invoice_id]
        return [one.description for one in lines]


def test_changes_not_yet_written_are_read(tenant):
    invoice_id, _ = _draft(tenant)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    descriptions = tenant.client.portal.call(  # type: ignore[union-attr]
        _added_then_read, db, _context(tenant), invoice_id
    )

    assert descriptions == ["First", "Second", "Third", "Added in the session"]
