"""Reading the ledger: running balances per currency, the summary, pagination oldest first,
filters that leave the running balance alone, and the errors (bad filter, unknown or foreign
customer)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from tests.collection.payment_helpers import open_invoice, paid, taxed_line
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize
from tests.ledger.helpers import (
    applied,
    entry,
    issued_note,
    ledger,
    note_line,
    postings,
)
from tests.support import Api, problem


def _usd_invoice(api: Api, customer_id: str, unit_price: str) -> dict[str, Any]:
    draft = create_draft(api, customer_id, lines=[taxed_line(unit_price)], currency="USD")
    return finalize(api, draft["id"])


def _two_currencies(api: Api) -> dict[str, Any]:
    """A customer without a currency of its own, with EUR and USD postings interleaved:

    EUR invoice 119.00, USD invoice 23.80, EUR payment 19.00, USD note 11.90 (credit),
    EUR note 5.95 applied 5.00 to the EUR invoice, USD payment 3.80.
    """
    customer = create_customer(api, address={"country": "DE"})
    eur = open_invoice(api, customer=customer)
    usd = _usd_invoice(api, customer["id"], "20.00")
    paid(api, eur["id"], "19.00")
    issued_note(api, customer["id"], [note_line("10.00")], currency="USD")
    eur_note = issued_note(api, customer["id"], [note_line("5.00")])
    applied(api, eur_note["id"], {"invoice_id": eur["id"], "amount": "5.00"})
    paid(api, usd["id"], "3.80")
    return customer


EXPECTED = [
    ("invoice_finalized", "EUR", "119.00", "119.00"),
    ("invoice_finalized", "USD", "23.80", "23.80"),
    ("payment", "EUR", "-19.00", "100.00"),
    ("credit_note_issued", "USD", "-11.90", "11.90"),
    ("credit_note_issued", "EUR", "-5.95", "94.05"),
    ("credit_applied", "EUR", "0.00", "94.05"),
    ("payment", "USD", "-3.80", "8.10"),
]
"""(type, currency, amount, running balance of that currency) of `_two_currencies`."""

SUMMARY = [
    {"currency": "EUR", "balance": "94.05", "open_invoices": "95.00", "unapplied_credit": "0.95"},
    {"currency": "USD", "balance": "8.10", "open_invoices": "20.00", "unapplied_credit": "11.90"},
]


def _shape(found: list[dict[str, Any]]) -> list[tuple[str, str, str, str]]:
    return [(p["type"], p["currency"], p["amount"], p["balance"]) for p in found]


def test_running_balances_are_kept_per_currency_and_summed_in_the_summary(tenant):
    api = tenant.live
    customer = _two_currencies(api)

    body = ledger(api, customer["id"])

    assert _shape(body["data"]) == EXPECTED
    assert all(entry(p) and p["customer_id"] == customer["id"] for p in body["data"])
    assert body["summary"] == SUMMARY
    assert body["pagination"] == {"cursor": None, "has_more": False}


def test_pages_of_two_walk_every_posting_oldest_first(tenant):
    api = tenant.live
    customer = _two_currencies(api)
    everything = ledger(api, customer["id"])["data"]

    pages: list[list[dict[str, Any]]] = []
    params: dict[str, Any] = {"limit": 2}
    while True:
        body = ledger(api, customer["id"], **params)
        pages.append(body["data"])
        assert body["summary"] == SUMMARY
        if not body["pagination"]["has_more"]:
            assert body["pagination"]["cursor"] is None
            break
        params["cursor"] = body["pagination"]["cursor"]

    assert [len(page) for page in pages] == [2, 2, 2, 1]
    assert [p for page in pages for p in page] == everything
    assert _shape(everything) == EXPECTED
    created = [datetime.fromisoformat(p["created_at"]) for p in everything]
    assert created == sorted(created)


def test_filters_keep_the_running_balance_of_all_postings(tenant):
    api = tenant.live
    customer = _two_currencies(api)
    everything = ledger(api, customer["id"])["data"]

    by_currency = ledger(api, customer["id"], currency="USD")
    by_type = ledger(api, customer["id"], **{"type.in": "payment,credit_applied"})
    one_type = ledger(api, customer["id"], type="credit_note_issued")
    since = ledger(api, customer["id"], **{"posted_at.gte": everything[4]["posted_at"]})
    before = ledger(api, customer["id"], **{"posted_at.lt": everything[2]["posted_at"]})
    combined = ledger(api, customer["id"], currency="EUR", type="payment")

    assert by_currency["data"] == [p for p in everything if p["currency"] == "USD"]
    assert _shape(by_currency["data"]) == [EXPECTED[1], EXPECTED[3], EXPECTED[6]]
    assert _shape(by_type["data"]) == [EXPECTED[2], EXPECTED[5], EXPECTED[6]]
    assert _shape(one_type["data"]) == [EXPECTED[3], EXPECTED[4]]
    assert since["data"] == everything[4:]
    assert before["data"] == everything[:2]
    assert _shape(combined["data"]) == [EXPECTED[2]]
    for body in (by_currency, by_type, one_type, since, before, combined):
        assert body["summary"] == SUMMARY


def test_a_filtered_page_walk_keeps_the_running_balances(tenant):
    api = tenant.live
    customer = _two_currencies(api)

    first = ledger(api, customer["id"], currency="EUR", limit=2)
    second = ledger(
        api, customer["id"], currency="EUR", limit=2, cursor=first["pagination"]["cursor"]
    )

    assert first["pagination"]["has_more"] is True
    assert second["pagination"]["has_more"] is False
    assert _shape(first["data"] + second["data"]) == [e for e in EXPECTED if e[1] == "EUR"]


def test_a_customer_with_no_postings_has_an_empty_ledger_and_summary(tenant):
    api = tenant.live
    customer = create_customer(api)

    assert ledger(api, customer["id"]) == {
        "data": [],
        "pagination": {"cursor": None, "has_more": False},
        "summary": [],
    }


@pytest.mark.parametrize(
    "params",
    [
        {"type": "charge"},
        {"amount": "1.00"},
        {"currency.contains": "EU"},
        {"posted_at.gte": "yesterday"},
        {"created_at.ne": "2026-01-01T00:00:00Z"},
        {"type.in": "payment,bogus"},
    ],
)
def test_a_bad_filter_is_refused(tenant, params):
    api = tenant.live
    customer = create_customer(api)

    response = api.get(f"/v1/customers/{customer['id']}/ledger", params=params)

    problem(response, 400, "INVALID_FILTER")


def test_a_cursor_of_other_filters_is_refused(tenant):
    api = tenant.live
    customer = _two_currencies(api)
    cursor = ledger(api, customer["id"], limit=2)["pagination"]["cursor"]

    response = api.get(
        f"/v1/customers/{customer['id']}/ledger",
        params={"limit": 2, "cursor": cursor, "currency": "USD"},
    )

    problem(response, 400, "INVALID_CURSOR")


def test_an_unknown_customer_is_not_found(tenant):
    response = tenant.live.get("/v1/customers/00000000-0000-4000-8000-000000000000/ledger")

    problem(response, 404, "NOT_FOUND")


def test_a_customer_of_another_tenant_or_workspace_is_not_found(tenant, other_tenant):
    foreign = open_invoice(other_tenant.live)
    sandboxed = open_invoice(tenant.sandbox)

    problem(tenant.live.get(f"/v1/customers/{foreign['customer_id']}/ledger"), 404, "NOT_FOUND")
    problem(tenant.live.get(f"/v1/customers/{sandboxed['customer_id']}/ledger"), 404, "NOT_FOUND")
    assert len(postings(other_tenant.live, foreign["customer_id"])) == 1


def test_postings_of_requests_at_the_same_instant_stay_in_the_order_they_were_made(
    tenant, frozen_clock
):
    frozen_clock(datetime(2026, 5, 4, 10, 0, tzinfo=UTC))
    api = tenant.live
    inv = open_invoice(api)
    for _ in range(9):
        paid(api, inv["id"], "1.00")

    found = postings(api, inv["customer_id"])

    assert [(p["type"], p["balance"]) for p in found] == [("invoice_finalized", "119.00")] + [
        ("payment", f"{119 - n}.00") for n in range(1, 10)
    ]
