"""The payload check sees every event however the outbox writes it: `emit_event`'s ORM rows
and the rows a finalization collects (`NewEvents`), which no ORM object carries."""

from __future__ import annotations

import uuid
from collections import Counter

from billing.platform.context import system_context
from billing.platform.outbox import NewEvents
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line, set_tax_profile
from tests.webhooks.payload_check import watching


def test_a_finalizations_events_are_seen_and_checked(tenant):
    api = tenant.live
    set_tax_profile(api, "DE")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    owed = create_draft(api, customer["id"], [line()])
    free = create_draft(api, customer["id"], [line("Free", unit_price="0.00")])

    with watching() as seen:
        finalize(api, owed["id"])
        finalize(api, free["id"])

    assert seen.problems == []
    assert seen.types == Counter(
        {"invoice.finalized": 2, "document.requested": 2, "invoice.paid": 1}
    )


def test_collected_event_rows_that_break_their_schema_are_reported():
    ctx = system_context(uuid.uuid4(), uuid.uuid4(), "live")
    events = NewEvents()
    events.add_event(ctx, "invoice.finalized", {"invoice_number": 7}, resource_type="invoice")

    with watching() as seen:
        events.take()

    assert seen.types == Counter({"invoice.finalized": 1})
    assert seen.problems != []


def test_nothing_is_seen_once_the_watch_ends():
    ctx = system_context(uuid.uuid4(), uuid.uuid4(), "live")
    events = NewEvents()
    events.add_event(ctx, "invoice.finalized", {"invoice_number": 7}, resource_type="invoice")
    with watching() as seen:
        pass

    events.take()

    assert seen.types == Counter()
