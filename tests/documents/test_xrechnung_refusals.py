"""What the official XRechnung rules reject is refused with a precise problem document instead of
an invalid document: an invoice mixing category O with other categories is not finalized
(BR-O-11/12), and an invoice in a currency with three decimals gets no XRechnung (BR-DEC-*)."""

from __future__ import annotations

from typing import Any

from tests.collection.payment_helpers import STANDARD, taxed_line
from tests.documents.http_helpers import COMPLETE_SELLER, xrechnung_customer
from tests.invoices.helpers import create_draft, finalize, get_invoice, set_tax_profile
from tests.support import Api, problem

NOT_SUBJECT = {
    "tax_category_code": "O",
    "tax_rate": "0",
    "tax_exemption_reason": "Not subject to VAT",
}


def _finalize(api: Api, invoice_id: str) -> Any:
    return api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)


class TestNotSubjectToVatIsNeverMixed:
    def test_an_o_line_beside_an_s_line_is_refused_at_finalize(self, tenant):
        api = tenant.live
        set_tax_profile(api, **COMPLETE_SELLER)
        customer = xrechnung_customer(api)
        draft = create_draft(
            api,
            customer["id"],
            [taxed_line("100.00", rate=STANDARD), taxed_line("20.00", rate=NOT_SUBJECT)],
        )

        body = problem(_finalize(api, draft["id"]), 409, "INVALID_STATE")

        assert body["categories"] == ["O", "S"]
        assert "BR-O" in body["detail"]
        stored = get_invoice(api, draft["id"])
        assert (stored["status"], stored["invoice_number"]) == ("draft", None)

    def test_a_mix_that_vat_resolution_makes_is_refused_too(self, tenant):
        """A zero-rated product (Z) sold outside the EU next to a service (O there)."""
        api = tenant.live
        set_tax_profile(api, **COMPLETE_SELLER)
        product = api.post("/v1/products", json={"name": "Book", "tax_category_code": "Z"})
        assert product.status_code == 201, product.text
        customer = xrechnung_customer(
            api,
            address={
                "line1": "1 Main St",
                "city": "Boston",
                "postal_code": "02108",
                "country": "US",
            },
        )
        draft = create_draft(
            api,
            customer["id"],
            [
                {
                    "description": "Book",
                    "unit_price": "30.00",
                    "product_id": product.json()["data"]["id"],
                },
                {"description": "Consulting", "unit_price": "100.00"},
            ],
        )
        categories = {line["tax_category_code"] for line in get_invoice(api, draft["id"])["lines"]}
        assert categories == {"O", "Z"}

        body = problem(_finalize(api, draft["id"]), 409, "INVALID_STATE")
        assert body["categories"] == ["O", "Z"]

    def test_an_invoice_wholly_not_subject_to_vat_is_issued_and_valid(self, tenant):
        api = tenant.live
        set_tax_profile(api, **COMPLETE_SELLER)
        customer = xrechnung_customer(api)
        draft = create_draft(
            api,
            customer["id"],
            [taxed_line("100.00", rate=NOT_SUBJECT), taxed_line("20.00", rate=NOT_SUBJECT)],
        )

        invoice = finalize(api, draft["id"])

        assert api.get(f"/v1/invoices/{invoice['id']}/xrechnung").status_code == 200


class TestThreeDecimalCurrencies:
    def test_a_kwd_invoice_is_issued_but_gets_no_xrechnung(self, tenant):
        api = tenant.live
        set_tax_profile(api, **COMPLETE_SELLER)
        customer = xrechnung_customer(api, currency="KWD")
        draft = create_draft(
            api, customer["id"], [taxed_line("10.125", rate=STANDARD)], currency="KWD"
        )
        invoice = finalize(api, draft["id"])
        assert invoice["total"] == "12.049"

        for path in ("xrechnung", "xrechnung?format=hybrid"):
            body = problem(api.get(f"/v1/invoices/{invoice['id']}/{path}"), 409, "INVALID_STATE")
            assert body["currency"] == "KWD"
            assert "KWD amounts have 3" in body["detail"]


def test_a_credit_note_mixing_o_with_other_categories_gets_no_xrechnung(tenant):
    """Credit notes are issued by their own rules; their XRechnung is refused instead."""
    api = tenant.live
    set_tax_profile(api, **COMPLETE_SELLER)
    customer = xrechnung_customer(api)
    body = {
        "customer_id": customer["id"],
        "reason": "Goodwill",
        "lines": [taxed_line("10.00", rate=STANDARD), taxed_line("5.00", rate=NOT_SUBJECT)],
    }
    created = api.post("/v1/credit-notes", json=body)
    assert created.status_code == 201, created.text
    note = created.json()["data"]
    issued = api.post(f"/v1/credit-notes/{note['id']}/issue")
    assert issued.status_code == 200, issued.text

    body = problem(api.get(f"/v1/credit-notes/{note['id']}/xrechnung"), 409, "INVALID_STATE")

    assert body["categories"] == ["O", "S"]
