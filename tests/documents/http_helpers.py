"""Helpers of the document route tests: a seller and buyer with everything XRechnung needs."""

from __future__ import annotations

from typing import Any

from tests.collection.payment_helpers import taxed_line
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, set_tax_profile
from tests.support import Api

COMPLETE_SELLER: dict[str, Any] = {
    "vat_id": "DE123456788",
    "tax_number": "30/123/45678",
    "contact": {"name": "Erika Muster", "phone": "+49 30 1234567", "email": "billing@example.de"},
    "electronic_address": {"scheme": "EM", "value": "billing@example.de"},
    "bank_account": {"iban": "DE89370400440532013000", "bic": "COBADEFFXXX"},
}


def xrechnung_customer(api: Api, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "currency": "EUR",
        "locale": "de",
        "address": {
            "line1": "Amtsweg 2",
            "city": "Hamburg",
            "postal_code": "20095",
            "country": "DE",
        },
        "buyer_reference": "04011000-12345-34",
        "electronic_address": {"scheme": "EM", "value": "rechnung@amt.example.de"},
        **fields,
    }
    return create_customer(api, **body)


def finalized_invoice(api: Api, **customer_fields: Any) -> dict[str, Any]:
    """A finalized invoice whose seller and buyer have all the CIUS needs (two VAT rates)."""
    set_tax_profile(api, **COMPLETE_SELLER)
    customer = xrechnung_customer(api, **customer_fields)
    draft = create_draft(
        api,
        customer["id"],
        [
            taxed_line("100.00"),
            taxed_line("12.50", "4", {"tax_category_code": "S", "tax_rate": "0.07"}),
        ],
        currency="EUR",
    )
    return finalize(api, draft["id"])
