"""A varied set of XRechnung documents, produced end to end through the API, passes the official
CEN EN 16931 and KoSIT XRechnung rules: sellers in two countries, buyers in five, every VAT
category (S at two rates, Z, E, AE, K, G, O), credit notes naming their invoice (BG-3),
credit lines, line periods, a delivery date, yen, and document-level allowances (built from the
document model: no discount source is registered in the service yet).

It needs the official artifacts (BILLING_XRECHNUNG_ARTIFACTS) and skips, saying so, without them;
the suite-wide recording in tests/conftest.py validates every other document the tests build.
"""

from __future__ import annotations

from typing import Any

from lxml import etree

from billing.documents import cii
from tests.customers.helpers import create_customer
from tests.documents import factories
from tests.documents.http_helpers import COMPLETE_SELLER
from tests.invoices.helpers import create_draft, finalize, set_tax_profile
from tests.official_xrechnung import OfficialValidator
from tests.support import Api, Tenant

NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
}
S19 = {"tax_category_code": "S", "tax_rate": "0.19"}
S7 = {"tax_category_code": "S", "tax_rate": "0.07"}
ZERO = {"tax_category_code": "Z", "tax_rate": "0", "tax_exemption_reason": "Zero rated"}
INTRA_COMMUNITY = {
    "tax_category_code": "K",
    "tax_rate": "0",
    "tax_exemption_reason": "Intra-community supply",
}
EXPORT = {"tax_category_code": "G", "tax_rate": "0", "tax_exemption_reason": "Export"}

ADDRESSES = {
    "DE": {"line1": "Amtsweg 2", "city": "Hamburg", "postal_code": "20095", "country": "DE"},
    "FR": {"line1": "12 rue de Rivoli", "city": "Paris", "postal_code": "75001", "country": "FR"},
    "AT": {"line1": "Ringstraße 1", "city": "Wien", "postal_code": "1010", "country": "AT"},
    "US": {"line1": "1 Main Street", "city": "Boston", "postal_code": "02108", "country": "US"},
    "CH": {"line1": "Bahnhofstr. 1", "city": "Zürich", "postal_code": "8001", "country": "CH"},
}


def _customer(api: Api, country: str, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "currency": "EUR",
        "locale": {"DE": "de", "FR": "fr", "AT": "de"}.get(country, "en"),
        "address": ADDRESSES[country],
        "buyer_reference": f"PO-{country}-1",
        "electronic_address": {"scheme": "EM", "value": f"ap@{country.lower()}.example"},
        **fields,
    }
    return create_customer(api, **body)


def _line(description: str, price: str, quantity: str = "1", **tax: str) -> dict[str, Any]:
    return {"description": description, "unit_price": price, "quantity": quantity, **tax}


def _invoice(api: Api, customer: dict[str, Any], lines: list[dict[str, Any]], **fields: Any) -> Any:
    draft = create_draft(api, customer["id"], lines, **fields)
    return finalize(api, draft["id"])


def _credit_note(api: Api, invoice: dict[str, Any], price: str) -> dict[str, Any]:
    body = {
        "invoice_id": invoice["id"],
        "reason": "Service outage",
        "reason_code": "service_issue",
        "lines": [{"description": "Outage credit", "unit_price": price}],
    }
    created = api.post("/v1/credit-notes", json=body)
    assert created.status_code == 201, created.text
    issued = api.post(f"/v1/credit-notes/{created.json()['data']['id']}/issue")
    assert issued.status_code == 200, issued.text
    data: dict[str, Any] = issued.json()["data"]
    return data


def _german_seller_documents(api: Api) -> list[tuple[str, str]]:
    set_tax_profile(api, "DE", **COMPLETE_SELLER)
    domestic = _customer(api, "DE")
    french_business = _customer(api, "FR", vat_id="FR40303265045")
    invoices = {
        "S 19 % and 7 %, a credit line, periods, a delivery date": _invoice(
            api,
            domestic,
            [
                _line(
                    "Beratung",
                    "95.00",
                    "3",
                    **S19,
                    period_start="2026-03-01",
                    period_end="2026-03-31",
                ),
                _line("Fachbuch", "12.345", "2", **S7),
                _line("Treuerabatt", "10.00", line_type="CREDIT", **S19),
            ],
            delivery_date="2026-03-15",
        ),
        "Z beside S": _invoice(
            api, domestic, [_line("Zeitung", "4.00", **ZERO), _line("Abo", "9.99", **S19)]
        ),
        "E for a tax-exempt buyer": _invoice(
            api,
            _customer(
                api, "DE", tax_exempt=True, tax_exemption_reason="Steuerfrei nach § 4 Nr. 21 UStG"
            ),
            [_line("Schulung", "250.00")],
        ),
        "AE for an EU business": _invoice(api, french_business, [_line("Licence", "1200.00")]),
        "K intra-community supply": _invoice(
            api,
            french_business,
            [_line("Server", "3000.00", **INTRA_COMMUNITY)],
            delivery_date="2026-03-10",
        ),
        "G export": _invoice(api, _customer(api, "CH"), [_line("Maschine", "5000.00", **EXPORT)]),
        "O outside the EU": _invoice(api, _customer(api, "US"), [_line("Consulting", "800.00")]),
        "yen": _invoice(
            api,
            _customer(api, "DE", currency="JPY"),
            [_line("Lizenz", "12000", **S19)],
            currency="JPY",
        ),
    }
    documents = [
        (name, f"/v1/invoices/{invoice['id']}/xrechnung") for name, invoice in invoices.items()
    ]
    first = invoices["S 19 % and 7 %, a credit line, periods, a delivery date"]
    reverse_charge = invoices["AE for an EU business"]
    for name, invoice, price in (
        ("credit note (S)", first, "20.00"),
        ("credit note (AE)", reverse_charge, "100.00"),
    ):
        note = _credit_note(api, invoice, price)
        documents.append((name, f"/v1/credit-notes/{note['id']}/xrechnung"))
    return documents


def _austrian_seller_documents(api: Api) -> list[tuple[str, str]]:
    austrian = {**COMPLETE_SELLER, "vat_id": "ATU13585627", "tax_number": None}
    set_tax_profile(api, "AT", **austrian)
    invoices = {
        "AT seller: S 20 % at home": _invoice(api, _customer(api, "AT"), [_line("Wartung", "480")]),
        "AT seller: AE to a German business": _invoice(
            api, _customer(api, "DE", vat_id="DE136695976"), [_line("Wartung", "480")]
        ),
    }
    return [(name, f"/v1/invoices/{invoice['id']}/xrechnung") for name, invoice in invoices.items()]


def test_a_varied_set_of_documents_passes_the_official_rules(
    tenant: Tenant, other_tenant: Tenant, xrechnung_validator: OfficialValidator
):
    documents = _german_seller_documents(tenant.live) + _austrian_seller_documents(
        other_tenant.live
    )

    verdicts, categories, type_codes = {}, set(), set()
    for name, path in documents:
        api = tenant.live if "AT seller" not in name else other_tenant.live
        response = api.get(path)
        assert response.status_code == 200, (name, response.text)
        verdicts[name] = xrechnung_validator.check(response.content).blocking
        root = etree.fromstring(response.content)
        categories |= set(root.xpath("//ram:CategoryCode/text()", namespaces=NS))
        type_codes |= set(root.xpath("//rsm:ExchangedDocument/ram:TypeCode/text()", namespaces=NS))
    allowances = cii.build(factories.invoice_with_allowance())
    verdicts["document-level allowances"] = xrechnung_validator.check(allowances).blocking

    assert {name: rules for name, rules in verdicts.items() if rules} == {}
    assert len(verdicts) == 13
    assert categories == {"S", "Z", "E", "AE", "K", "G", "O"}
    assert type_codes == {"380", "381"}
