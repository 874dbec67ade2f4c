"""The credit-note list: GET /v1/credit-notes with every filter, counts and pagination."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest

from tests.collection.payment_helpers import open_invoice
from tests.credit_notes.helpers import (
    NOTES,
    applied,
    draft,
    exempt_line,
    german_customer,
    issued,
    issued_note,
    note_line,
    void_note,
)
from tests.support import problem


def _ids(api, **params) -> list[str]:
    response = api.get(NOTES, params=params)
    assert response.status_code == 200, response.text
    return [note["id"] for note in response.json()["data"]]


def _at(month: int) -> datetime:
    return datetime(2027, month, 10, 12, tzinfo=UTC)


@pytest.fixture
def notes(tenant, frozen_clock) -> dict:
    """Four notes, one a month from January 2027 (created and issued at noon on the 10th):
    a draft (A, duplicate), an issued note of A's invoice (service_issue), a USD note of B
    partially refunded in May (other) and a void note of A (no reason code)."""
    api = tenant.live
    frozen_clock(_at(1))
    a = german_customer(api)
    b = german_customer(api, currency="USD")
    inv = open_invoice(api, customer=a)
    first = draft(api, customer_id=a["id"], reason_code="duplicate", lines=[exempt_line("1.00")])
    frozen_clock(_at(2))
    second = issued(
        api,
        draft(api, invoice_id=inv["id"], reason_code="service_issue", lines=[note_line("5.00")])[
            "id"
        ],
    )
    frozen_clock(_at(3))
    third = issued_note(api, b["id"], exempt_line("30.00"), reason_code="other")
    frozen_clock(_at(4))
    fourth = issued_note(api, a["id"], exempt_line("2.00"))
    assert void_note(api, fourth["id"]).status_code == 200
    frozen_clock(_at(5))
    applied(api, third["id"], refund={"method": "cash"}, amount="10.00")
    return {
        "api": api,
        "a": a,
        "b": b,
        "invoice": inv,
        "ids": [fourth["id"], third["id"], second["id"], first["id"]],
        "numbers": [
            fourth["credit_note_number"],
            third["credit_note_number"],
            second["credit_note_number"],
        ],
    }


def test_the_list_is_newest_first(notes):
    api = notes["api"]
    response = api.get(NOTES)

    body = response.json()
    assert [n["id"] for n in body["data"]] == notes["ids"]
    assert [n["status"] for n in body["data"]] == ["void", "partially_applied", "issued", "draft"]
    assert body["pagination"] == {"cursor": None, "has_more": False}
    assert notes["numbers"] == ["CN-2027-000003", "CN-2027-000002", "CN-2027-000001"]
    assert all("lines" not in n for n in body["data"])


def test_status_filters(notes):
    api = notes["api"]
    fourth, third, second, first = notes["ids"]

    assert _ids(api, status="draft") == [first]
    assert _ids(api, **{"status.eq": "partially_applied"}) == [third]
    assert _ids(api, **{"status.ne": "draft"}) == [fourth, third, second]
    assert _ids(api, **{"status.in": "issued,partially_applied"}) == [third, second]
    assert _ids(api, status="void,draft") == [fourth, first]
    assert _ids(api, status="applied") == []


def test_customer_invoice_currency_number_and_reason_filters(notes):
    api = notes["api"]
    fourth, third, second, first = notes["ids"]
    a, b, inv = notes["a"]["id"], notes["b"]["id"], notes["invoice"]["id"]

    assert _ids(api, customer_id=a) == [fourth, second, first]
    assert _ids(api, **{"customer_id.in": f"{a},{b}"}) == notes["ids"]
    assert _ids(api, invoice_id=inv) == [second]
    assert _ids(api, **{"invoice_id.in": f"{inv},{uuid.uuid4()}"}) == [second]
    assert _ids(api, currency="USD") == [third]
    assert _ids(api, **{"currency.in": "USD,EUR"}) == notes["ids"]
    assert _ids(api, credit_note_number="CN-2027-000001") == [second]
    assert _ids(api, **{"credit_note_number.contains": "000002"}) == [third]
    assert _ids(api, **{"credit_note_number.contains": "CN-2027"}) == [fourth, third, second]
    assert _ids(api, reason_code="duplicate") == [first]
    assert _ids(api, **{"reason_code.in": "other,service_issue"}) == [third, second]


def test_date_filters(notes):
    api = notes["api"]
    fourth, third, second, first = notes["ids"]

    assert _ids(api, **{"issued_at.gte": "2027-03-01T00:00:00Z"}) == [fourth, third]
    assert _ids(api, **{"issued_at.lt": "2027-03-01"}) == [second]
    assert _ids(api, issued_at="2027-02-10T12:00:00Z") == [second]
    assert _ids(api, **{"issued_at.lte": "2027-03-10T12:00:00Z"}) == [third, second]
    assert _ids(api, **{"created_at.lte": "2027-02-10T12:00:00Z"}) == [second, first]
    assert _ids(api, **{"created_at.gt": "2027-02-10T12:00:00Z"}) == [fourth, third]
    assert _ids(api, created_at="2027-01-10T12:00:00Z") == [first]
    assert _ids(api, **{"updated_at.gte": "2027-04-01"}) == [fourth, third]
    assert _ids(api, **{"updated_at.gt": "2027-04-10T12:00:00Z"}) == [third]


def test_counts(notes):
    api = notes["api"]

    response = api.get(
        NOTES, params={"counts": "status,currency,reason_code", "customer_id": notes["a"]["id"]}
    )

    counts = response.json()["pagination"]["counts"]
    assert counts["status"] == {
        "applied": 0,
        "draft": 1,
        "issued": 1,
        "partially_applied": 0,
        "void": 1,
    }
    assert counts["currency"] == {"EUR": 3}
    assert counts["reason_code"] == {"duplicate": 1, "service_issue": 1, "null": 1}
    everything = api.get(NOTES, params={"counts": "currency"}).json()["pagination"]["counts"]
    assert everything == {"currency": {"EUR": 3, "USD": 1}}


@pytest.mark.parametrize(
    "query",
    [
        "status=bogus",
        "status.gt=draft",
        "customer_id=nope",
        "invoice_id.contains=1",
        "currency.ne=EUR",
        "credit_note_number.in=CN-1,CN-2",
        "reason_code.contains=dup",
        "issued_at.gt=soon",
        "issued_at.contains=2027",
        "created_at.in=2027-01-01",
        "total=1",
        "amount_remaining.gt=0",
        "counts=total",
    ],
)
def test_a_bad_filter_is_refused(tenant, query):
    problem(tenant.live.get(f"{NOTES}?{query}"), 400, "INVALID_FILTER")


def test_pagination_with_limit_and_cursor(notes):
    api = notes["api"]

    first_page = api.get(NOTES, params={"limit": 3}).json()
    assert first_page["pagination"]["has_more"] is True
    cursor = first_page["pagination"]["cursor"]
    second_page = api.get(NOTES, params={"limit": 3, "cursor": cursor}).json()

    assert [n["id"] for n in first_page["data"]] == notes["ids"][:3]
    assert [n["id"] for n in second_page["data"]] == notes["ids"][3:]
    assert second_page["pagination"] == {"cursor": None, "has_more": False}
    filtered = api.get(NOTES, params={"limit": 1, "customer_id": notes["a"]["id"]}).json()
    assert [n["id"] for n in filtered["data"]] == notes["ids"][:1]
    follow = api.get(
        NOTES,
        params={
            "limit": 1,
            "customer_id": notes["a"]["id"],
            "cursor": filtered["pagination"]["cursor"],
        },
    ).json()
    assert [n["id"] for n in follow["data"]] == [notes["ids"][2]]
    problem(api.get(NOTES, params={"cursor": "garbage"}), 400, "INVALID_CURSOR")
    problem(
        api.get(NOTES, params={"limit": 3, "cursor": cursor, "currency": "USD"}),
        400,
        "INVALID_CURSOR",
    )
