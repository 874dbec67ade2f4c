"""The payment terms a document states are the ones the invoice was finalized with: changing the
`payment_terms_days` setting later changes neither the XRechnung's BT-20 nor a re-rendered PDF,
and the text always agrees with the due date. Only the wording is the locale's; the PDF and the
XRechnung say the same sentence, in each of the eight document languages."""

from __future__ import annotations

import dataclasses
import io
import re
from datetime import date

import pypdf
import pytest
from babel.dates import format_date
from lxml import etree

from billing.documents import cii, pdf
from billing.documents.labels import LANGUAGES
from billing.documents.terms import payment_terms_text
from tests.documents import factories
from tests.documents.http_helpers import finalized_invoice
from tests.invoices.helpers import put_settings

NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
}
BT_20 = "//ram:SpecifiedTradePaymentTerms/ram:Description/text()"


def _flat(text: str) -> str:
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).strip()


def _pdf_text(content: bytes) -> str:
    return _flat(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(content)).pages))


def _bt20(xml: bytes) -> str:
    [description] = etree.fromstring(xml).xpath(BT_20, namespaces=NS)
    return str(description)


def test_changing_the_setting_after_finalize_changes_no_document(tenant, run_jobs):
    api = tenant.live
    put_settings(api, payment_terms_days=45)
    invoice = finalized_invoice(api, locale="en")
    due = date.fromisoformat(invoice["due_date"])
    issued = date.fromisoformat(invoice["issued_at"][:10])
    assert (due - issued).days == 45

    put_settings(api, payment_terms_days=14)  # before the PDF job has run
    xml = api.get(f"/v1/invoices/{invoice['id']}/xrechnung")
    run_jobs()
    document = api.get(f"/v1/invoices/{invoice['id']}/pdf")

    expected = f"Payable within 45 days, by {format_date(due, 'medium', locale='en')}."
    assert xml.status_code == 200, xml.text
    assert _bt20(xml.content) == expected
    assert document.status_code == 200, document.text
    assert expected in _pdf_text(document.content)
    assert "14 days" not in _pdf_text(document.content)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_states_the_days_and_the_due_date_alike_in_pdf_and_xml(language: str):
    document = dataclasses.replace(
        factories.invoice(),
        locale=language,
        issue_date=date(2026, 3, 2),
        due_date=date(2026, 4, 16),
        payment_terms_days=45,
    )

    text = payment_terms_text(document)

    assert text is not None
    assert "45" in text
    assert format_date(date(2026, 4, 16), "medium", locale=language) in text
    assert _bt20(cii.build(document)) == text
    assert _flat(text) in _pdf_text(pdf.render(document))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_credit_note_says_how_it_is_settled_in_its_language(language: str):
    note = dataclasses.replace(factories.credit_note(), locale=language)

    text = payment_terms_text(note)

    assert text is not None
    assert _bt20(cii.build(note)) == text
    if language != "en":
        assert text != payment_terms_text(dataclasses.replace(note, locale="en"))
