"""`finalization.finalize_many`: drafts of one workspace finalized in one transaction come out
exactly as the same drafts finalized one by one through `POST /v1/invoices/{id}/finalize`
(numbers, totals, snapshots, ledger postings, events, held approvals and refusals), and two
batches racing on one workspace's counter keep the numbers gapless and unique.

The comparison runs the same scenario in two organizations and compares the two outcomes, so
it holds whatever the rules make of each draft; ids and instants are replaced by placeholders.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

import pytest

from billing.invoices import finalization
from billing.invoices.refusals import SellerIncomplete
from billing.invoices.repository import InvoiceRepository
from billing.models.invoice import Invoice, InvoiceLine
from billing.platform import clock
from billing.platform.context import RequestContext, system_context
from billing.platform.db import Database
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, get_invoice, line, put_settings, set_tax_profile
from tests.ledger.helpers import postings
from tests.support import Api, Tenant, every, provision_tenant

VOLATILE = {"id", "created_at", "updated_at", "issued_at", "paid_at", "posted_at", "finalized_by"}
"""Fields that differ between two organizations doing the same (ids, instants, the principal)."""


def _context(tenant: Tenant) -> RequestContext:
    workspace = tenant.workspace("live")
    return system_context(tenant.org.organization_id, workspace.id, "live")


def _database(tenant: Tenant) -> Database:
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    return db


async def _finalize_in_one_batch(
    db: Database, ctx: RequestContext, invoice_ids: Sequence[str]
) -> list[finalization.Outcome]:
    async with db.session() as session, session.begin():
        repository = InvoiceRepository(session, ctx)
        invoices = [await repository.get(uuid.UUID(i), for_update=True) for i in invoice_ids]
        return await finalization.finalize_many(session, ctx, invoices)


def _scenario(api: Api) -> tuple[list[str], list[str]]:
    """A seller in Germany with an approval threshold, two customers (domestic, and an EU
    business abroad with a buyer reference), and drafts that exercise every rule: ordinary,
    reverse charge, a zero total (paid at once), a negative total (refused), one above the
    threshold (held), one without lines (refused), one with its own due date. Returns the
    customer ids and the draft ids, in creation order."""
    set_tax_profile(api, "DE", vat_id="DE136695976")
    put_settings(api, invoice_approval_threshold="1000.00", payment_terms_days=14)
    domestic = create_customer(api, name="Inland", currency="EUR", address={"country": "DE"})
    abroad = create_customer(
        api,
        name="Abroad",
        currency="EUR",
        address={"country": "FR"},
        vat_id="FR40303265045",
        buyer_reference="PO-4711",
    )
    drafts = [
        create_draft(api, domestic["id"], [line("A", quantity="3"), line("B", unit_price="2.50")]),
        create_draft(api, abroad["id"], [line("Reverse charge", unit_price="99.99")]),
        create_draft(api, domestic["id"], [line("Free", unit_price="0.00")]),
        create_draft(
            api,
            domestic["id"],
            [line(unit_price="5.00"), line(line_type="CREDIT", unit_price="5.01")],
        ),
        create_draft(api, domestic["id"], [line("Large", unit_price="2000.00")]),
        create_draft(api, abroad["id"]),
        create_draft(api, abroad["id"], [line("Dated")], due_date="2031-01-31"),
    ]
    return [domestic["id"], abroad["id"]], [draft["id"] for draft in drafts]


def _normalized(value: Any, names: dict[str, str]) -> Any:
    """`value` with every id of `names` replaced by its placeholder and volatile fields gone."""
    if isinstance(value, dict):
        return {key: _normalized(item, names) for key, item in value.items() if key not in VOLATILE}
    if isinstance(value, list):
        return [_normalized(item, names) for item in value]
    if isinstance(value, str):
        return names.get(value, value)
    return value


def _observed(api: Api, customer_ids: list[str], invoice_ids: list[str]) -> dict[str, Any]:
    """Everything a user can read about the scenario's outcome, ids as placeholders."""
    names = {invoice_id: f"invoice {n}" for n, invoice_id in enumerate(invoice_ids)}
    names.update({customer_id: f"customer {n}" for n, customer_id in enumerate(customer_ids)})
    invoices = [get_invoice(api, invoice_id) for invoice_id in invoice_ids]
    for invoice in invoices:
        approval_id = invoice.pop("pending_approval_id")
        invoice["held"] = approval_id is not None
        if approval_id is not None:
            approval = api.get(f"/v1/approvals/{approval_id}").json()["data"]
            invoice["approval"] = {"status": approval["status"], "details": approval["details"]}
    events = [
        event for event in reversed(every(api, "/v1/events")) if event["resource_id"] in names
    ]
    return _normalized(
        {
            "invoices": invoices,
            "postings": [postings(api, customer_id) for customer_id in customer_ids],
            "events": [[e["type"], e["resource_id"], e["data"]] for e in events],
        },
        names,
    )


def test_a_batch_finalizes_exactly_as_one_by_one(tenant, other_tenant):
    one_by_one, batched = tenant.live, other_tenant.live
    customers_one, drafts_one = _scenario(one_by_one)
    customers_batch, drafts_batch = _scenario(batched)

    answers = [
        one_by_one.post(f"/v1/invoices/{i}/finalize", idempotency_key=True) for i in drafts_one
    ]
    outcomes = other_tenant.client.portal.call(  # type: ignore[union-attr]
        _finalize_in_one_batch, _database(other_tenant), _context(other_tenant), drafts_batch
    )

    assert [answer.status_code for answer in answers] == [200, 200, 200, 409, 202, 409, 200]
    assert [(o.issued, o.approval is not None, o.refusal is not None) for o in outcomes] == [
        (answer.status_code == 200, answer.status_code == 202, answer.status_code == 409)
        for answer in answers
    ]
    expected = _observed(one_by_one, customers_one, drafts_one)
    assert _observed(batched, customers_batch, drafts_batch) == expected
    numbers = [invoice["invoice_number"] for invoice in expected["invoices"]]
    assert [n[-6:] if n else None for n in numbers] == [
        "000001", "000002", "000003", None, None, None, "000004",
    ]  # fmt: skip


def test_a_blocked_batch_refuses_every_draft_and_writes_nothing(client, settings):
    """Without a seller profile nothing can be issued: each draft is refused, none numbered."""
    tenant = provision_tenant(client, settings, seller=False)
    api = tenant.live
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    drafts = [create_draft(api, customer["id"], [line()])["id"] for _ in range(3)]

    outcomes = tenant.client.portal.call(  # type: ignore[union-attr]
        _finalize_in_one_batch, _database(tenant), _context(tenant), drafts
    )

    assert [type(o.refusal) for o in outcomes] == [SellerIncomplete] * 3
    assert {get_invoice(api, i)["status"] for i in drafts} == {"draft"}
    assert every(api, "/v1/events", type="invoice.finalized") == []


def test_drafts_built_in_the_same_transaction_are_finalized(tenant):
    """A batched run builds its drafts and finalizes them before anything is flushed, passing
    the lines it built: the drafts come out numbered in the order given."""
    api = tenant.live
    set_tax_profile(api, "DE")
    customer_id = uuid.UUID(create_customer(api, currency="EUR", address={"country": "DE"})["id"])
    db, ctx = _database(tenant), _context(tenant)

    async def build_and_finalize() -> list[tuple[str | None, str | None, int]]:
        async with db.session() as session, session.begin():
            invoices, lines = [], {}
            for cents in (1000, 2500):
                invoice = Invoice(
                    id=uuid.uuid4(),
                    organization_id=ctx.organization_id,
                    workspace_id=ctx.workspace_id,
                    customer_id=customer_id,
                    type="one_off",
                    currency="EUR",
                )
                line = InvoiceLine(
                    id=uuid.uuid4(),
                    organization_id=ctx.organization_id,
                    workspace_id=ctx.workspace_id,
                    invoice_id=invoice.id,
                    line_type="MANUAL",
                    description="Built in the run",
                    quantity=Decimal(1),
                    unit_price=Decimal(cents) / 100,
                    amount=cents,
                    tax_category_code="S",
                    tax_rate=Decimal(0),
                    tax_basis="standard",
                    created_at=clock.wall_now(),
                    updated_at=clock.wall_now(),
                )
                session.add_all([invoice, line])
                invoices.append(invoice)
                lines[invoice.id] = [line]
            outcomes = await finalization.finalize_many(session, ctx, invoices, lines)
            return [(o.invoice.status, o.invoice.invoice_number, o.invoice.total) for o in outcomes]

    first, second = tenant.client.portal.call(build_and_finalize)  # type: ignore[union-attr]

    assert (first[0], second[0]) == ("finalized", "finalized")
    assert (first[1] or "").endswith("000001") and (second[1] or "").endswith("000002")
    assert (first[2], second[2]) == (1190, 2975), "19 % German VAT resolved at finalize"


@pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, so two batches cannot overlap: "
    "the proof needs PostgreSQL"
)
def test_two_racing_batches_keep_numbers_gapless_and_unique(tenant):
    api = tenant.live
    set_tax_profile(api, "DE")
    put_settings(api, invoice_number_format="{SEQ}")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    drafts = [create_draft(api, customer["id"], [line(f"Item {n}")])["id"] for n in range(1, 41)]
    db, ctx = _database(tenant), _context(tenant)

    async def race() -> list[list[finalization.Outcome]]:
        halves = [drafts[0::2], drafts[1::2]]
        return list(await asyncio.gather(*(_finalize_in_one_batch(db, ctx, h) for h in halves)))

    batches = tenant.client.portal.call(race)  # type: ignore[union-attr]

    taken = [[int(o.invoice.invoice_number or 0) for o in batch] for batch in batches]
    assert sorted(taken[0] + taken[1]) == list(range(1, 41))
    for numbers in taken:
        assert numbers == list(range(numbers[0], numbers[0] + 20)), "one range per batch"
    stored = {i["id"]: i["invoice_number"] for i in every(api, "/v1/invoices")}
    assert sorted(int(n) for n in stored.values()) == list(range(1, 41))
