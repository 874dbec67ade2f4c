"""What creating a draft writes, and how: the new invoice and its lines stand in the session
exactly as they were stored (no second write of them at the next flush), and its
`invoice.created` event is written with them, once, as it was announced. What it reads first
(the customer and the seller's tax profile, built from a Core row) is what the session loads."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from sqlalchemy import inspect, select

from billing.invoices import drafts
from billing.invoices.repository import InvoiceRepository, NewDraftReads
from billing.invoices.requests import InvoiceCreate
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.platform import Event
from billing.models.tax import TaxProfile
from billing.platform.context import RequestContext, system_context
from billing.platform.db import Database
from billing.platform.outbox import observing_events
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line, set_tax_profile
from tests.support import Tenant, provision_tenant


def _context(tenant: Tenant) -> RequestContext:
    workspace = tenant.workspace("live")
    return system_context(tenant.org.organization_id, workspace.id, "live")


def _columns(row: Invoice | InvoiceLine | Event | Customer | TaxProfile) -> dict[str, Any]:
    return {attribute.key: attribute.value for attribute in inspect(row).attrs}


async def _create_and_compare(
    db: Database, ctx: RequestContext, body: InvoiceCreate
) -> tuple[dict[str, Any], list[dict[str, Any]], bool, dict[str, Any], list[dict[str, Any]]]:
    """Create the draft; answer the invoice and lines as the session holds them after a
    flush, whether that flush still found any of them modified, and them as stored."""
    async with db.session() as session, session.begin():
        view = await drafts.create_draft(session, ctx, body)
        modified = any(session.is_modified(row) for row in (view.invoice, *view.lines))
        await session.flush()
        held_invoice = _columns(view.invoice)
        held_lines = [_columns(row) for row in view.lines]
    async with db.session() as session:
        stored = await session.get(Invoice, view.invoice.id)
        assert stored is not None
        stmt = select(InvoiceLine).where(InvoiceLine.invoice_id == view.invoice.id)
        lines = sorted((await session.scalars(stmt)).all(), key=lambda row: row.position)
        stored_lines = [_columns(row) for row in lines]
        return held_invoice, held_lines, modified, _columns(stored), stored_lines


def test_a_new_draft_stands_in_the_session_as_stored(tenant):
    api = tenant.live
    set_tax_profile(api, "DE", vat_id="DE136695976")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    body = InvoiceCreate.model_validate(
        {
            "customer_id": customer["id"],
            "metadata": {"order": "A-1", "note": 'é "quoted"'},
            "buyer_reference": "PO-7",
            "lines": [
                line("A", quantity="3", metadata={"k": "v"}),
                line("B", unit_price="0.05"),
            ],
        }
    )
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    held, held_lines, modified, stored, stored_lines = tenant.client.portal.call(  # type: ignore[union-attr]
        _create_and_compare, db, _context(tenant), body
    )

    assert modified is False, "the draft was written again by the flush"
    assert held == stored
    assert held_lines == stored_lines
    assert stored["metadata_"] == {"order": "A-1", "note": 'é "quoted"'}
    assert [row["metadata_"] for row in stored_lines] == [{"k": "v"}, {}]


def test_the_created_event_is_written_once_with_the_draft(tenant):
    api = tenant.live
    customer = create_customer(api, currency="EUR")
    observed: list[tuple[str, Any]] = []

    with observing_events(lambda type_, data: observed.append((type_, data))):
        with_lines = create_draft(api, customer["id"], [line("A"), line("B")])
        without_lines = create_draft(api, customer["id"])

    created = api.get("/v1/events?type=invoice.created").json()["data"]
    assert [event["resource_id"] for event in created] == [without_lines["id"], with_lines["id"]]
    assert [event["data"] for event in reversed(created)] == [
        {"customer_id": customer["id"], "type": "one_off", "currency": "EUR", "lines": count}
        for count in (2, 0)
    ]
    assert [data for type_, data in observed if type_ == "invoice.created"] == [
        event["data"] for event in reversed(created)
    ]
    assert all(event["resource_type"] == "invoice" for event in created)
    assert all(uuid.UUID(event["id"]) for event in created)


async def _read_and_load(
    db: Database, ctx: RequestContext, customer_id: uuid.UUID
) -> tuple[NewDraftReads | None, bool, Customer | None, TaxProfile | None]:
    """What a new draft reads, whether the session tracks its customer, and the customer and
    tax profile as the session loads them."""
    async with db.session() as session, session.begin():
        found = await InvoiceRepository(session, ctx).customer_with_seller(customer_id)
        tracked = found is not None and found.customer in session
    async with db.session() as session:
        customer = await session.get(Customer, customer_id)
        profile = await session.get(TaxProfile, ctx.organization_id)
        return found, tracked, customer, profile


@pytest.mark.parametrize("seller", [True, False], ids=["with-tax-profile", "without"])
def test_a_new_draft_reads_the_customer_and_seller_as_stored(client, settings, seller):
    tenant = provision_tenant(client, settings, seller=seller)
    customer_id = uuid.UUID(
        create_customer(
            tenant.live, currency="EUR", address={"country": "DE"}, metadata={"k": "é"}
        )["id"]
    )
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    found, tracked, customer, profile = tenant.client.portal.call(  # type: ignore[union-attr]
        _read_and_load, db, _context(tenant), customer_id
    )

    assert found is not None and customer is not None
    assert _columns(found.customer) == _columns(customer)
    assert inspect(found.customer).detached and not tracked
    if seller:
        assert found.tax_profile is not None and profile is not None
        assert _columns(found.tax_profile) == _columns(profile)
    else:
        assert found.tax_profile is None and profile is None


def test_an_unknown_or_deleted_customer_is_not_read(tenant):
    api = tenant.live
    deleted = create_customer(api)
    assert api.delete(f"/v1/customers/{deleted['id']}").status_code in (200, 204)
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    for customer_id in (uuid.UUID(deleted["id"]), uuid.uuid4()):
        found, *_ = tenant.client.portal.call(  # type: ignore[union-attr]
            _read_and_load, db, _context(tenant), customer_id
        )
        assert found is None
