"""What finalizing writes, and how: the issued invoices stand in the session exactly as they
were stored (no second write of them at the next flush), and a finalization refused at its
number's write leaves nothing of it behind (no posting, no event, no job)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import inspect, select

from billing.invoices import finalization
from billing.invoices.repository import InvoiceRepository
from billing.models.invoice import Invoice
from billing.models.platform import Job
from billing.platform.context import RequestContext, system_context
from billing.platform.db import Database
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line, put_settings, set_tax_profile
from tests.ledger.helpers import postings
from tests.support import Tenant


def _context(tenant: Tenant) -> RequestContext:
    workspace = tenant.workspace("live")
    return system_context(tenant.org.organization_id, workspace.id, "live")


def _columns(invoice: Invoice) -> dict[str, Any]:
    return {attribute.key: attribute.value for attribute in inspect(invoice).attrs}


async def _finalize_and_compare(
    db: Database, ctx: RequestContext, invoice_ids: Sequence[str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[bool]]:
    """Finalize the drafts in one batch; answer the invoices as the session holds them after
    a flush, whether that flush still found them modified, and the invoices as stored."""
    async with db.session() as session, session.begin():
        repository = InvoiceRepository(session, ctx)
        invoices = [await repository.get(uuid.UUID(i), for_update=True) for i in invoice_ids]
        outcomes = await finalization.finalize_many(session, ctx, invoices)
        assert all(outcome.issued for outcome in outcomes)
        modified = [session.is_modified(invoice) for invoice in invoices]
        await session.flush()
        held = [_columns(invoice) for invoice in invoices]
    async with db.session() as session:
        stmt = select(Invoice).where(Invoice.id.in_([uuid.UUID(i) for i in invoice_ids]))
        stored = {row.id: _columns(row) for row in (await session.scalars(stmt)).all()}
    return held, [stored[uuid.UUID(i)] for i in invoice_ids], modified


def test_issued_invoices_stand_in_the_session_as_stored(tenant):
    api = tenant.live
    set_tax_profile(api, "DE", vat_id="DE136695976")
    put_settings(api, payment_terms_days=14)
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    drafts = [
        create_draft(api, customer["id"], [line("A", quantity="3")])["id"],
        create_draft(api, customer["id"], [line("Free", unit_price="0.00")])["id"],
    ]
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    held, stored, modified = tenant.client.portal.call(  # type: ignore[union-attr]
        _finalize_and_compare, db, _context(tenant), drafts
    )

    assert modified == [False, False], "the finalization wrote the invoices already"
    assert held == stored
    assert [i["status"] for i in stored] == ["finalized", "paid"]
    assert all(i["invoice_number"] and i["seller"] and i["buyer"] for i in stored)


async def _jobs_of(db: Database, invoice_id: str) -> list[str]:
    async with db.session() as session:
        jobs = (await session.scalars(select(Job))).all()
    return [job.kind for job in jobs if invoice_id in job.payload.values()]


def test_a_number_refused_at_its_write_leaves_nothing_of_the_finalization(tenant):
    api = tenant.live
    set_tax_profile(api, "DE")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    first, second = (create_draft(api, customer["id"], [line()]) for _ in range(2))
    put_settings(api, invoice_number_format="{SEQ}2")
    finalize(api, first["id"])
    before = postings(api, customer["id"])
    put_settings(api, invoice_number_format="1{SEQ}")

    refused = api.post(f"/v1/invoices/{second['id']}/finalize", idempotency_key=True)

    assert refused.status_code == 409, refused.text
    assert postings(api, customer["id"]) == before
    events = api.get("/v1/events", params={"resource_id": second["id"]}).json()["data"]
    assert [e["type"] for e in events if e["type"] != "invoice.created"] == []
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    assert tenant.client.portal.call(_jobs_of, db, second["id"]) == []  # type: ignore[union-attr]
