"""Concurrent writers of credit notes (PostgreSQL, where requests really run in parallel):
applications racing for one note's balance, drafts racing for one invoice's
remaining_creditable, and notes racing for one invoice's amount due."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from tests.catalog.test_concurrency import at_once
from tests.collection.payment_helpers import invoice, open_invoice, rollup
from tests.credit_notes.helpers import (
    applications_of,
    applied,
    apply,
    credit_balance,
    draft,
    events_about,
    exempt_line,
    get_note,
    issue,
    issued_note,
    ledger_types,
    note_line,
    reverse,
)
from tests.support import Api

THREADS = 10


pytestmark = pytest.mark.postgres_only(
    reason="SQLite runs one writer at a time, "
    "so concurrent applications cannot overlap: the proof needs PostgreSQL"
)


def _own_client(api: Api) -> Api:
    """Another client of the same credential, for one thread."""
    return Api(api.client, api.token, api.workspace)


def _assert_problems(responses: list[Any], allowed: set[int]) -> None:
    for response in responses:
        assert response.status_code in allowed, response.text
        assert response.headers["content-type"] == "application/problem+json"


def test_ten_applications_of_15_never_take_more_than_the_notes_100(tenant):
    api = tenant.live
    first = open_invoice(api)
    customer = {"id": first["customer_id"]}
    invoices = [first] + [open_invoice(api, customer=customer) for _ in range(THREADS // 2 - 1)]
    note = issued_note(api, first["customer_id"])  # 100.00
    bodies: list[dict[str, Any]] = [
        {"invoice_id": inv["id"], "amount": "15.00"} for inv in invoices
    ] + [{"refund": {"method": "cash"}, "amount": "15.00"} for _ in range(THREADS // 2)]

    responses = at_once(
        [lambda body=body: apply(_own_client(api), note["id"], **body) for body in bodies]
    )

    succeeded = [r.json()["data"] for r in responses if r.status_code == 201]
    _assert_problems([r for r in responses if r.status_code != 201], {409, 422})
    assert len(succeeded) == 6
    total = sum(Decimal(a["amount"]) for a in succeeded)
    assert total == Decimal("90.00")
    after = get_note(api, note["id"])
    assert (after["amount_applied"], after["amount_remaining"], after["status"]) == (
        "90.00",
        "10.00",
        "partially_applied",
    )
    assert sorted(a["id"] for a in applications_of(api, note["id"])) == sorted(
        a["id"] for a in succeeded
    )
    assert len(events_about(api, "creditnotepkg.applied", note["id"])) == 6
    credited = {a["invoice_id"] for a in succeeded if a["kind"] == "invoice"}
    for inv in invoices:
        expected = "15.00" if inv["id"] in credited else "0.00"
        assert invoice(api, inv["id"])["amount_credited"] == expected
    assert credit_balance(api, first["customer_id"]) == [
        {"currency": "EUR", "amount": "10.00", "credit_notes": 1}
    ]


def test_drafts_issued_at_once_never_credit_more_than_the_invoice(tenant):
    api = tenant.live
    inv = open_invoice(api)  # 119.00
    drafts = [draft(api, invoice_id=inv["id"], lines=[note_line("42.02")]) for _ in range(4)]
    assert {d["total"] for d in drafts} == {"50.00"}

    responses = at_once([lambda d=d: issue(_own_client(api), d["id"]) for d in drafts])

    assert sorted(r.status_code for r in responses) == [200, 200, 409, 409], [
        r.text for r in responses
    ]
    _assert_problems([r for r in responses if r.status_code != 200], {409})
    numbers = sorted(
        r.json()["data"]["credit_note_number"] for r in responses if r.status_code == 200
    )
    assert [n[-6:] for n in numbers] == ["000001", "000002"]
    assert rollup(api, inv["id"])["summary"]["remaining_creditable"] == "19.00"


def test_notes_applied_at_once_never_credit_more_than_the_amount_due(tenant):
    api = tenant.live
    inv = open_invoice(api)  # 119.00 due
    notes = [issued_note(api, inv["customer_id"], exempt_line("20.00")) for _ in range(8)]

    responses = at_once(
        [lambda n=n: apply(_own_client(api), n["id"], invoice_id=inv["id"]) for n in notes]
    )

    succeeded = [r.json()["data"] for r in responses if r.status_code == 201]
    _assert_problems([r for r in responses if r.status_code != 201], {409, 422})
    assert sum(Decimal(a["amount"]) for a in succeeded) == Decimal("119.00")
    assert sorted(a["amount"] for a in succeeded) == ["19.00"] + ["20.00"] * 5
    after = invoice(api, inv["id"])
    assert (after["status"], after["amount_credited"], after["amount_due"]) == (
        "paid",
        "119.00",
        "0.00",
    )


def test_reversals_at_once_take_an_application_back_once(tenant):
    api = tenant.live
    inv = open_invoice(api)  # 119.00
    note = issued_note(api, inv["customer_id"])  # 100.00
    application = applied(api, note["id"], invoice_id=inv["id"], amount="30.00")

    responses = at_once(
        [lambda: reverse(_own_client(api), note["id"], application["id"]) for _ in range(THREADS)]
    )

    assert sorted(r.status_code for r in responses) == [200] + [409] * (THREADS - 1)
    _assert_problems([r for r in responses if r.status_code != 200], {409})
    after = get_note(api, note["id"])
    assert (after["status"], after["amount_applied"]) == ("issued", "0.00")
    inv_after = invoice(api, inv["id"])
    assert (inv_after["amount_credited"], inv_after["amount_due"]) == ("0.00", "119.00")
    assert len(events_about(api, "creditnotepkg.application_reversed", note["id"])) == 1
    assert ledger_types(api, inv["customer_id"]).count("credit_application_reversed") == 1


def test_reversals_racing_applications_never_double_count(tenant):
    """Half the threads reverse applications of 10.00 while the other half apply 10.00 more of
    the same note to the same invoice: every count ends equal to the applications standing."""
    api = tenant.live
    inv = open_invoice(api)  # 119.00
    note = issued_note(api, inv["customer_id"])  # 100.00
    half = THREADS // 2
    earlier = [applied(api, note["id"], invoice_id=inv["id"], amount="10.00") for _ in range(half)]
    calls = [lambda a=a: reverse(_own_client(api), note["id"], a["id"]) for a in earlier] + [
        lambda: apply(_own_client(api), note["id"], invoice_id=inv["id"], amount="10.00")
        for _ in range(half)
    ]

    responses = at_once(calls)

    assert sorted(r.status_code for r in responses) == [200] * half + [201] * half, [
        r.text for r in responses
    ]
    standing = [a for a in applications_of(api, note["id"]) if a["reversed_at"] is None]
    assert len(standing) == half
    after = get_note(api, note["id"])
    assert (after["amount_applied"], after["status"]) == ("50.00", "partially_applied")
    inv_after = invoice(api, inv["id"])
    assert (inv_after["amount_credited"], inv_after["amount_due"]) == ("50.00", "69.00")
    assert sorted(a["id"] for a in rollup(api, inv["id"])["data"]) == sorted(
        a["id"] for a in standing
    )
    assert credit_balance(api, inv["customer_id"]) == [
        {"currency": "EUR", "amount": "50.00", "credit_notes": 1}
    ]
