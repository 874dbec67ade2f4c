"""Invoice numbers stay gapless and unique: 200 drafts finalized from 8 threads at once get
exactly 1..200 (PostgreSQL, where finalizations really run in parallel and queue on the
workspace's counter row), and a finalization refused after it took a number gives it back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.catalog.test_concurrency import at_once
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line, put_settings, set_tax_profile
from tests.support import Api, every

DRAFTS = 200
THREADS = 8


def finalize_request(api: Api, invoice_id: str) -> Any:
    return api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)


@pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, "
    "so concurrent finalizations cannot overlap: the proof needs PostgreSQL"
)
def test_200_drafts_finalized_from_8_threads_are_numbered_1_to_200(tenant):
    api = tenant.live
    set_tax_profile(api, "DE")
    put_settings(api, invoice_number_format="{SEQ}")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    drafts = [
        create_draft(api, customer["id"], [line(f"Item {n}", unit_price=f"{n}.00")])
        for n in range(1, DRAFTS + 1)
    ]

    def lane(share: list[dict[str, Any]]) -> Callable[[], list[Any]]:
        return lambda: [finalize_request(api, draft["id"]) for draft in share]

    lanes = at_once([lane(drafts[start::THREADS]) for start in range(THREADS)])

    responses = [response for answers in lanes for response in answers]
    assert len(responses) == DRAFTS
    failed = [r.text for r in responses if r.status_code != 200]
    assert failed == []
    answered = {r.json()["data"]["id"]: r.json()["data"] for r in responses}
    assert set(answered) == {draft["id"] for draft in drafts}
    assert all(invoice["status"] == "finalized" for invoice in answered.values())
    numbers = sorted(int(invoice["invoice_number"]) for invoice in answered.values())
    assert numbers == list(range(1, DRAFTS + 1))

    stored = every(api, "/v1/invoices")
    assert len(stored) == DRAFTS
    assert {invoice["id"]: invoice["invoice_number"] for invoice in stored} == {
        invoice_id: invoice["invoice_number"] for invoice_id, invoice in answered.items()
    }
    finalized_events = every(api, "/v1/events", type="invoice.finalized")
    assert sorted(e["resource_id"] for e in finalized_events) == sorted(answered), (
        "every invoice is finalized exactly once"
    )
    assert sorted(int(e["data"]["invoice_number"]) for e in finalized_events) == numbers


def test_a_finalization_refused_after_taking_a_number_gives_the_number_back(tenant):
    """Changing the number format can make the next number collide with an issued one
    (`{SEQ}2` issued "12"; `1{SEQ}` renders counter value 2 as "12" again). That finalization
    is refused after it took value 2, and its rollback returns the value: the next
    finalization gets 2, so the counter has no gap."""
    api = tenant.live
    set_tax_profile(api, "DE")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    first, second = (create_draft(api, customer["id"], [line()]) for _ in range(2))
    put_settings(api, invoice_number_format="{SEQ}2")
    assert finalize(api, first["id"])["invoice_number"] == "12"

    put_settings(api, invoice_number_format="1{SEQ}")
    refused = finalize_request(api, second["id"])

    assert refused.status_code == 409, refused.text
    assert refused.headers["content-type"] == "application/problem+json"
    still = api.get(f"/v1/invoices/{second['id']}").json()["data"]
    assert (still["status"], still["invoice_number"]) == ("draft", None)
    put_settings(api, invoice_number_format="{SEQ}")
    assert finalize(api, second["id"])["invoice_number"] == "2"
    numbers = sorted(invoice["invoice_number"] for invoice in every(api, "/v1/invoices"))
    assert numbers == ["12", "2"]
