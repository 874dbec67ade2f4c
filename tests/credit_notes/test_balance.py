"""A customer's credit balance: GET /v1/customers/{id}/credit-balance, by currency.

The unapplied portion of every issued, non-void note: drafts and void notes do not count,
applications and refunds reduce it, a fully used note drops out of the count.
"""

from __future__ import annotations

import uuid

from tests.collection.payment_helpers import open_invoice
from tests.credit_notes.helpers import (
    applied,
    credit_balance,
    draft,
    exempt_line,
    german_customer,
    issued_note,
    void_note,
)
from tests.support import problem


def test_balance_by_currency(tenant):
    api = tenant.live
    customer = german_customer(api, currency=None)
    other = german_customer(api)
    assert credit_balance(api, customer["id"]) == []

    eur = issued_note(api, customer["id"], exempt_line("100.00"), currency="EUR")
    issued_note(api, customer["id"], exempt_line("20.50"), currency="EUR")
    issued_note(api, customer["id"], exempt_line("5000"), currency="JPY")
    usd = issued_note(api, customer["id"], exempt_line("50.00"), currency="USD")
    draft(api, customer_id=customer["id"], currency="EUR", lines=[exempt_line("30.00")])
    voided = issued_note(api, customer["id"], exempt_line("7.00"), currency="EUR")
    assert void_note(api, voided["id"]).status_code == 200
    issued_note(api, other["id"], exempt_line("999.00"))

    assert credit_balance(api, customer["id"]) == [
        {"currency": "EUR", "amount": "120.50", "credit_notes": 2},
        {"currency": "JPY", "amount": "5000", "credit_notes": 1},
        {"currency": "USD", "amount": "50.00", "credit_notes": 1},
    ]

    inv = open_invoice(api, customer=customer)  # 119.00 EUR
    applied(api, eur["id"], invoice_id=inv["id"], amount="40.00")
    applied(api, usd["id"], refund={"method": "cash"})

    assert credit_balance(api, customer["id"]) == [
        {"currency": "EUR", "amount": "80.50", "credit_notes": 2},
        {"currency": "JPY", "amount": "5000", "credit_notes": 1},
    ]
    applied(api, eur["id"], invoice_id=inv["id"])  # the remaining 60.00
    assert credit_balance(api, customer["id"])[0] == {
        "currency": "EUR",
        "amount": "20.50",
        "credit_notes": 1,
    }
    assert credit_balance(api, other["id"]) == [
        {"currency": "EUR", "amount": "999.00", "credit_notes": 1}
    ]


def test_balance_of_an_unknown_customer_is_not_found(tenant):
    problem(tenant.live.get(f"/v1/customers/{uuid.uuid4()}/credit-balance"), 404, "NOT_FOUND")
