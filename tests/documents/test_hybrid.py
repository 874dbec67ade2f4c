"""The hybrid PDF/A-3b + XRechnung (`billing.documents.hybrid.embed`).

Covers: the factur-x library's extractor finds exactly the embedded XML; pikepdf and pypdf see
one attachment `xrechnung.xml` (text/xml, AFRelationship Alternative, listed in the catalog's
/AF); the XMP keeps the PDF/A-3b identification and gains the Factur-X extension schema and
fields (ConformanceLevel XRECHNUNG); the output is deterministic; embedding again replaces the
XML; a PDF that is not PDF/A-3 is refused; the pages are untouched.
"""

from __future__ import annotations

import hashlib
import io
from functools import cache
from pathlib import Path

import facturx
import pikepdf
import pypdf
import pytest
from fpdf import FPDF
from lxml import etree

from billing.documents import hybrid, pdf
from tests.documents import factories

EXAMPLES = Path("/work/shared/einvoice/examples")
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.xml"))
FX = "{urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#}"
NS = {
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "pdfaExtension": "http://www.aiim.org/pdfa/ns/extension/",
    "pdfaSchema": "http://www.aiim.org/pdfa/ns/schema#",
    "pdfaProperty": "http://www.aiim.org/pdfa/ns/property#",
    "fx": "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
}


@cache
def base_pdf() -> bytes:
    return pdf.render(factories.invoice(locale="de"))


@cache
def example(name: str = "01.05_minimal_test_uncefact.xml") -> bytes:
    return (EXAMPLES / name).read_bytes()


@cache
def hybrid_pdf() -> bytes:
    return hybrid.embed(base_pdf(), example())


def test_examples_are_there() -> None:
    assert len(EXAMPLE_FILES) == 3


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_factur_x_extractor_returns_exactly_the_xml(path: Path) -> None:
    xml = path.read_bytes()
    filename, extracted = facturx.get_xml_from_pdf(hybrid.embed(base_pdf(), xml))
    assert filename == "xrechnung.xml"
    assert extracted == xml


def test_the_attachment_is_an_associated_alternative_text_xml() -> None:
    xml = example()
    with pikepdf.open(io.BytesIO(hybrid_pdf())) as document:
        assert list(document.attachments) == ["xrechnung.xml"]
        spec = document.attachments["xrechnung.xml"]
        assert spec.relationship == pikepdf.Name.Alternative
        assert spec.filename == "xrechnung.xml"
        assert spec.obj.F == "xrechnung.xml" and spec.obj.UF == "xrechnung.xml"
        (associated,) = document.Root.AF
        assert associated.objgen == spec.obj.objgen
        assert associated.AFRelationship == pikepdf.Name.Alternative
        stream = spec.obj.EF.F
        assert stream.Subtype == pikepdf.Name("/text/xml")
        assert stream.Params.Size == len(xml)
        assert bytes(stream.Params.CheckSum) == hashlib.md5(xml).digest()
        assert str(stream.Params.ModDate).startswith("D:20260302")
        assert spec.get_file().read_bytes() == xml
    assert pypdf.PdfReader(io.BytesIO(hybrid_pdf())).attachments == {"xrechnung.xml": [xml]}


def test_xmp_keeps_pdfa_3b_and_gains_the_factur_x_fields() -> None:
    with pikepdf.open(io.BytesIO(hybrid_pdf())) as document:
        assert "/Filter" not in document.Root.Metadata
        metadata = document.open_metadata()
        assert metadata["pdfaid:part"] == "3"
        assert metadata["pdfaid:conformance"] == "B"
        assert metadata[f"{FX}DocumentType"] == "INVOICE"
        assert metadata[f"{FX}DocumentFileName"] == "xrechnung.xml"
        assert metadata[f"{FX}Version"] == "1.0"
        assert metadata[f"{FX}ConformanceLevel"] == "XRECHNUNG"
        assert metadata["dc:title"] == "Rechnung RE-2026-000042"
        xmp = etree.fromstring(document.Root.Metadata.read_bytes())
    (schema,) = xmp.xpath("//pdfaExtension:schemas/rdf:Bag/rdf:li", namespaces=NS)
    assert schema.findtext("pdfaSchema:namespaceURI", namespaces=NS) == NS["fx"]
    assert schema.findtext("pdfaSchema:prefix", namespaces=NS) == "fx"
    properties = schema.xpath(".//pdfaProperty:name/text()", namespaces=NS)
    assert sorted(properties) == ["ConformanceLevel", "DocumentFileName", "DocumentType", "Version"]
    assert set(schema.xpath(".//pdfaProperty:valueType/text()", namespaces=NS)) == {"Text"}
    assert set(schema.xpath(".//pdfaProperty:category/text()", namespaces=NS)) == {"external"}


def test_the_pdfa_structure_and_the_pages_are_kept() -> None:
    original, combined = base_pdf(), hybrid_pdf()
    assert combined.startswith(b"%PDF-1.7")
    with pikepdf.open(io.BytesIO(combined)) as document:
        (intent,) = document.Root.OutputIntents
        assert intent.S == pikepdf.Name.GTS_PDFA1
        assert "/ID" in document.trailer and "/Info" not in document.trailer
    before = [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(original)).pages]
    after = [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(combined)).pages]
    assert after == before


def test_embedding_is_deterministic() -> None:
    assert hybrid.embed(base_pdf(), example()) == hybrid_pdf()
    other = example("credit_note_381_with_bg3.xml")
    assert hybrid.embed(base_pdf(), other) != hybrid_pdf()


def test_embedding_again_replaces_the_xml() -> None:
    other = example("01.06_minimal_test_uncefact.xml")
    twice = hybrid.embed(hybrid_pdf(), other)
    assert facturx.get_xml_from_pdf(twice) == ("xrechnung.xml", other)
    with pikepdf.open(io.BytesIO(twice)) as document:
        assert list(document.attachments) == ["xrechnung.xml"]
        assert len(document.Root.AF) == 1
        xmp = etree.fromstring(document.Root.Metadata.read_bytes())
    assert len(xmp.xpath("//fx:ConformanceLevel", namespaces=NS)) == 1
    assert len(xmp.xpath("//pdfaExtension:schemas", namespaces=NS)) == 1


def test_a_pdf_that_is_not_pdfa_3_is_refused() -> None:
    plain = FPDF()
    plain.add_page()
    with pytest.raises(hybrid.NotPdfA3Error):
        hybrid.embed(bytes(plain.output()), example())
    pdfa2 = FPDF(enforce_compliance="PDF/A-2B")
    pdfa2.add_page()
    with pytest.raises(hybrid.NotPdfA3Error, match="part 2"):
        hybrid.embed(bytes(pdfa2.output()), example())
