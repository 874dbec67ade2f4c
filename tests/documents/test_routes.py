"""The document routes: legal PDFs rendered by a job and archived by hash, on-demand rendering,
XRechnung XML and the hybrid PDF/A-3, for invoices and credit notes."""

from __future__ import annotations

import hashlib

import facturx
import pytest

from tests.collection.payment_helpers import events_of
from tests.customers.helpers import create_customer
from tests.documents.business_rules import violations
from tests.documents.http_helpers import COMPLETE_SELLER, finalized_invoice, xrechnung_customer
from tests.invoices.helpers import create_draft, finalize, line, set_tax_profile
from tests.support import problem

CII_NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
}


def _valid_cii(xml: bytes) -> None:
    assert facturx.xml_check_xsd(xml, flavor="factur-x", level="en16931")
    assert violations(xml) == []


def _credit_note(api, invoice: dict) -> dict:
    response = api.post(
        "/v1/credit-notes",
        json={
            "invoice_id": invoice["id"],
            "reason": "Service outage",
            "reason_code": "service_issue",
            "lines": [{"description": "Outage credit", "unit_price": "20.00"}],
        },
    )
    assert response.status_code == 201, response.text
    issued = api.post(f"/v1/credit-notes/{response.json()['data']['id']}/issue")
    assert issued.status_code == 200, issued.text
    return issued.json()["data"]


def test_the_legal_pdf_is_rendered_by_a_job_and_archived_by_hash(tenant, run_jobs):
    api = tenant.live
    invoice = finalized_invoice(api)
    assert invoice["document_sha256"] is None

    waiting = api.get(f"/v1/invoices/{invoice['id']}/pdf")
    problem(waiting, 409, "ARTIFACT_NOT_READY")
    assert waiting.headers["Retry-After"] == "5"
    requested = [
        e for e in events_of(api, "document.requested") if e["resource_id"] == invoice["id"]
    ]
    assert [e["data"]["reason"] for e in requested] == ["finalized"]

    run_jobs()
    response = api.get(f"/v1/invoices/{invoice['id']}/pdf")

    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert response.content.startswith(b"%PDF-")
    digest = hashlib.sha256(response.content).hexdigest()
    assert response.headers["X-Document-SHA256"] == digest
    after = api.get(f"/v1/invoices/{invoice['id']}").json()["data"]
    assert after["document_sha256"] == digest
    assert (
        f'filename="invoice-{invoice["invoice_number"]}.pdf"'
        in response.headers["content-disposition"]
    )
    assert api.get(f"/v1/invoices/{invoice['id']}/pdf").content == response.content


def test_a_draft_has_no_legal_pdf_but_renders_on_demand(tenant):
    api = tenant.live
    set_tax_profile(api)
    draft = create_draft(api, create_customer(api)["id"], [line()])

    problem(api.get(f"/v1/invoices/{draft['id']}/pdf"), 409, "ARTIFACT_NOT_READY")
    problem(api.get(f"/v1/invoices/{draft['id']}/xrechnung"), 409, "ARTIFACT_NOT_READY")
    rendered = api.get(f"/v1/invoices/{draft['id']}/render?format=pdf")

    assert rendered.status_code == 200
    assert rendered.content.startswith(b"%PDF-")
    assert "X-Document-SHA256" not in rendered.headers
    assert rendered.headers["content-disposition"].startswith("inline;")
    assert api.get(f"/v1/invoices/{draft['id']}").json()["data"]["document_sha256"] is None
    problem(api.get(f"/v1/invoices/{draft['id']}/render?format=png"), 422, "VALIDATION_ERROR")


def test_xrechnung_of_an_invoice_is_valid_cii(tenant):
    api = tenant.live
    invoice = finalized_invoice(api)

    response = api.get(f"/v1/invoices/{invoice['id']}/xrechnung")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/xml")
    _valid_cii(response.content)
    from lxml import etree

    root = etree.fromstring(response.content)
    assert root.xpath("string(//rsm:ExchangedDocument/ram:TypeCode)", namespaces=CII_NS) == "380"
    assert (
        root.xpath("string(//rsm:ExchangedDocument/ram:ID)", namespaces=CII_NS)
        == invoice["invoice_number"]
    )
    assert root.xpath("string(//ram:GrandTotalAmount)", namespaces=CII_NS) == invoice["total"]
    assert root.xpath("string(//ram:BuyerReference)", namespaces=CII_NS) == "04011000-12345-34"


def test_missing_cius_data_is_listed_instead_of_an_invalid_document(tenant):
    api = tenant.live
    set_tax_profile(api)
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    invoice = finalize(api, create_draft(api, customer["id"], [line()])["id"])

    body = problem(api.get(f"/v1/invoices/{invoice['id']}/xrechnung"), 409, "INVALID_STATE")

    assert body["missing_fields"] == [
        "tax_profile.contact.name",
        "tax_profile.contact.phone",
        "tax_profile.contact.email",
        "tax_profile.electronic_address",
        "tax_profile.bank_account.iban",
        "customer.address.city",
        "customer.address.postal_code",
        "customer.electronic_address",
        "buyer_reference",
    ]
    assert body["detail"].endswith(", ".join(body["missing_fields"]))


def test_the_hybrid_embeds_the_xml_into_the_legal_pdf(tenant, run_jobs):
    api = tenant.live
    invoice = finalized_invoice(api)
    problem(
        api.get(f"/v1/invoices/{invoice['id']}/xrechnung?format=hybrid"), 409, "ARTIFACT_NOT_READY"
    )
    run_jobs()

    hybrid = api.get(f"/v1/invoices/{invoice['id']}/xrechnung?format=hybrid")
    xml = api.get(f"/v1/invoices/{invoice['id']}/xrechnung").content

    assert hybrid.status_code == 200
    assert hybrid.headers["content-type"] == "application/pdf"
    filename, embedded = facturx.get_xml_from_pdf(hybrid.content, check_xsd=True)
    assert filename == "xrechnung.xml"
    assert embedded == xml


def test_a_credit_note_has_its_pdf_xrechnung_and_regeneration(tenant, run_jobs):
    api = tenant.live
    invoice = finalized_invoice(api)
    note = _credit_note(api, invoice)
    run_jobs()

    pdf = api.get(f"/v1/credit-notes/{note['id']}/pdf")
    xml = api.get(f"/v1/credit-notes/{note['id']}/xrechnung")

    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF-")
    assert xml.status_code == 200
    _valid_cii(xml.content)
    from lxml import etree

    root = etree.fromstring(xml.content)
    assert root.xpath("string(//rsm:ExchangedDocument/ram:TypeCode)", namespaces=CII_NS) == "381"
    assert (
        root.xpath(
            "string(//ram:InvoiceReferencedDocument/ram:IssuerAssignedID)", namespaces=CII_NS
        )
        == invoice["invoice_number"]
    )

    regenerated = api.post(f"/v1/credit-notes/{note['id']}/pdf/regenerate")
    assert regenerated.status_code == 202
    assert regenerated.json()["data"]["id"] == note["id"]
    reasons = [
        e["data"]["reason"]
        for e in events_of(api, "document.requested")
        if e["resource_id"] == note["id"]
    ]
    assert sorted(reasons) == ["issued", "regenerate"]
    run_jobs()
    again = api.get(f"/v1/credit-notes/{note['id']}/pdf")
    assert again.headers["X-Document-SHA256"] == pdf.headers["X-Document-SHA256"]
    assert again.content == pdf.content


def test_a_draft_credit_note_has_no_documents(tenant):
    api = tenant.live
    set_tax_profile(api, **COMPLETE_SELLER)
    customer = xrechnung_customer(api)
    draft = api.post(
        "/v1/credit-notes",
        json={"customer_id": customer["id"], "lines": [{"description": "x", "unit_price": "1"}]},
    ).json()["data"]

    problem(api.get(f"/v1/credit-notes/{draft['id']}/pdf"), 409, "ARTIFACT_NOT_READY")
    problem(api.get(f"/v1/credit-notes/{draft['id']}/xrechnung"), 409, "ARTIFACT_NOT_READY")
    problem(api.post(f"/v1/credit-notes/{draft['id']}/pdf/regenerate"), 409, "ARTIFACT_NOT_READY")


@pytest.mark.parametrize("kind", ["invoices", "credit-notes"])
def test_unknown_documents_are_not_found(tenant, kind):
    api = tenant.live
    missing = "00000000-0000-4000-8000-000000000000"
    problem(api.get(f"/v1/{kind}/{missing}/pdf"), 404, "NOT_FOUND")
    problem(api.get(f"/v1/{kind}/{missing}/xrechnung"), 404, "NOT_FOUND")
