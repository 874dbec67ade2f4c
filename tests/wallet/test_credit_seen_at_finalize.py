"""Finalizing locks and spends wallet lots only when the invoice's lock found credit for its
customer and currency (read in that statement): credit granted after the draft was made is
still spent, and a customer whose credit is used up spends none and keeps a zero balance."""

from __future__ import annotations

from typing import Any

from tests.collection.payment_helpers import taxed_line
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, set_tax_profile
from tests.wallet.helpers import balance, granted


def _customer(api: Any) -> dict[str, Any]:
    set_tax_profile(api)
    return create_customer(api, currency="EUR", address={"country": "DE"})


def test_credit_granted_after_the_draft_is_spent_when_it_is_finalized(tenant):
    api = tenant.live
    customer = _customer(api)
    draft = create_draft(api, customer["id"], [taxed_line("100.00")], currency="EUR")
    granted(api, customer["id"], "30.00")

    invoice = finalize(api, draft["id"])

    assert (invoice["amount_wallet_applied"], invoice["amount_due"]) == ("30.00", "89.00")
    assert balance(api, customer["id"]) == "0.00"


def test_credit_used_up_is_not_spent_again(tenant):
    api = tenant.live
    customer = _customer(api)
    granted(api, customer["id"], "20.00")
    first = create_draft(api, customer["id"], [taxed_line("100.00")], currency="EUR")
    second = create_draft(api, customer["id"], [taxed_line("100.00")], currency="EUR")

    spent = finalize(api, first["id"])
    after = finalize(api, second["id"])

    assert spent["amount_wallet_applied"] == "20.00"
    assert (after["amount_wallet_applied"], after["amount_due"]) == ("0.00", "119.00")
    assert balance(api, customer["id"]) == "0.00"
