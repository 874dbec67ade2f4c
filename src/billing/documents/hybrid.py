"""The hybrid invoice: the PDF/A-3b with its XRechnung CII XML embedded (pure, pikepdf).

`embed(pdf, xml)` attaches the XML as the associated file `xrechnung.xml` (MIME text/xml,
AFRelationship /Alternative: the XML is the same invoice in another form), lists it in the
catalog's /AF array and its EmbeddedFiles name tree (where readers such as the factur-x
library look), and extends the XMP metadata with the Factur-X PDF/A extension schema
(DocumentType INVOICE, DocumentFileName xrechnung.xml, Version 1.0, ConformanceLevel XRECHNUNG),
keeping the PDF/A identification (part 3, conformance B).

Deterministic: the attachment's dates are the PDF's own creation date (from its XMP), the file
id is derived from the content, so the same PDF and XML always give the same bytes.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from io import BytesIO

import pikepdf
from lxml import etree  # type: ignore[import-untyped]
from pikepdf import AttachedFileSpec, Dictionary, Name

XML_FILENAME = "xrechnung.xml"
XML_DESCRIPTION = "XRechnung 3.0 (EN 16931 CII) invoice"
FACTURX_NS = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"
DOCUMENT_TYPE = "INVOICE"
VERSION = "1.0"
CONFORMANCE_LEVEL = "XRECHNUNG"

_NS = {
    "x": "adobe:ns:meta/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "pdfaid": "http://www.aiim.org/pdfa/ns/id/",
    "xmp": "http://ns.adobe.com/xap/1.0/",
    "pdfaExtension": "http://www.aiim.org/pdfa/ns/extension/",
    "pdfaSchema": "http://www.aiim.org/pdfa/ns/schema#",
    "pdfaProperty": "http://www.aiim.org/pdfa/ns/property#",
    "fx": FACTURX_NS,
}
_RDF = f"{{{_NS['rdf']}}}"
_PROPERTIES = (
    ("DocumentFileName", "The name of the embedded XML document"),
    ("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"),
    ("Version", "The actual version of the standard applying to the embedded XML document"),
    ("ConformanceLevel", "The conformance level of the embedded XML document"),
)
_XPACKET_BEGIN = '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
_XPACKET_END = '\n<?xpacket end="w"?>'


class NotPdfA3Error(ValueError):
    """The PDF to embed into does not declare PDF/A-3 in its XMP metadata."""


def _xmp_root(doc: pikepdf.Pdf) -> etree._Element:
    metadata = doc.Root.get("/Metadata")
    if metadata is None:
        raise NotPdfA3Error("the PDF has no XMP metadata (not PDF/A-3)")
    parser = etree.XMLParser(resolve_entities=False, no_network=True, remove_blank_text=True)
    root = etree.fromstring(metadata.read_bytes(), parser)
    if root.tag != "{adobe:ns:meta/}xmpmeta":
        found = root.find(".//x:xmpmeta", _NS)
        if found is None:
            raise NotPdfA3Error("the PDF's XMP metadata has no x:xmpmeta element")
        root = found
    part = root.findtext(".//pdfaid:part", namespaces=_NS) or root.xpath(
        "string(.//rdf:Description/@pdfaid:part)", namespaces=_NS
    )
    if str(part).strip() != "3":
        raise NotPdfA3Error(f"the PDF declares PDF/A part {part or 'none'}, not 3")
    return root


def _created(root: etree._Element) -> str:
    """The PDF's creation date as a PDF date string (D:YYYYMMDDHHmmSS+00'00')."""
    raw = root.findtext(".//xmp:CreateDate", namespaces=_NS) or root.xpath(
        "string(.//rdf:Description/@xmp:CreateDate)", namespaces=_NS
    )
    try:
        stamp = datetime.fromisoformat(str(raw).strip())
    except ValueError:
        stamp = datetime(1970, 1, 1, tzinfo=UTC)
    offset = stamp.utcoffset()
    if offset is None:
        zone = "Z"
    else:
        minutes = int(offset.total_seconds() // 60)
        sign = "+" if minutes >= 0 else "-"
        zone = f"{sign}{abs(minutes) // 60:02d}'{abs(minutes) % 60:02d}'"
    return stamp.strftime("D:%Y%m%d%H%M%S") + zone


def _description(rdf: etree._Element, *prefixes: str) -> etree._Element:
    """A new rdf:Description declaring `prefixes` (its children then use them)."""
    description = etree.SubElement(
        rdf, f"{_RDF}Description", nsmap={prefix: _NS[prefix] for prefix in prefixes}
    )
    description.set(f"{_RDF}about", "")
    return description


def _child(parent: etree._Element, tag: str, text: str | None = None) -> etree._Element:
    prefix, name = tag.split(":")
    element = etree.SubElement(parent, f"{{{_NS[prefix]}}}{name}")
    if text is not None:
        element.text = text
    return element


def _resource(parent: etree._Element) -> etree._Element:
    item = _child(parent, "rdf:li")
    item.set(f"{_RDF}parseType", "Resource")
    return item


def _extend_xmp(root: etree._Element) -> bytes:
    rdf = root.find("rdf:RDF", _NS)
    if rdf is None:
        raise NotPdfA3Error("the PDF's XMP metadata has no rdf:RDF element")
    # Drop what an earlier embedding wrote, so that embedding again does not repeat it.
    for description in list(rdf.findall("rdf:Description", _NS)):
        uris = description.xpath(
            "pdfaExtension:schemas//pdfaSchema:namespaceURI/text()", namespaces=_NS
        )
        if FACTURX_NS in uris or description.find("fx:DocumentType", _NS) is not None:
            rdf.remove(description)

    extension = _description(rdf, "pdfaExtension", "pdfaSchema", "pdfaProperty")
    schema = _resource(_child(_child(extension, "pdfaExtension:schemas"), "rdf:Bag"))
    _child(schema, "pdfaSchema:schema", "Factur-X PDFA Extension Schema")
    _child(schema, "pdfaSchema:namespaceURI", FACTURX_NS)
    _child(schema, "pdfaSchema:prefix", "fx")
    properties = _child(_child(schema, "pdfaSchema:property"), "rdf:Seq")
    for name, description_text in _PROPERTIES:
        item = _resource(properties)
        _child(item, "pdfaProperty:name", name)
        _child(item, "pdfaProperty:valueType", "Text")
        _child(item, "pdfaProperty:category", "external")
        _child(item, "pdfaProperty:description", description_text)

    values = _description(rdf, "fx")
    _child(values, "fx:DocumentType", DOCUMENT_TYPE)
    _child(values, "fx:DocumentFileName", XML_FILENAME)
    _child(values, "fx:Version", VERSION)
    _child(values, "fx:ConformanceLevel", CONFORMANCE_LEVEL)

    body = etree.tostring(root, encoding="unicode", pretty_print=True).strip()
    return (_XPACKET_BEGIN + body + _XPACKET_END).encode("utf-8")


def _without_previous(doc: pikepdf.Pdf) -> None:
    """Remove an earlier `xrechnung.xml` (attachment and /AF entry)."""
    if XML_FILENAME in doc.attachments:
        del doc.attachments[XML_FILENAME]
    af = doc.Root.get("/AF")
    if af is None:
        return
    kept = [spec for spec in af if str(spec.get("/UF", spec.get("/F", ""))) != XML_FILENAME]
    if kept:
        doc.Root.AF = pikepdf.Array(kept)
    else:
        del doc.Root["/AF"]


def embed(pdf: bytes, xml: bytes) -> bytes:
    """`pdf` (a PDF/A-3 from `pdf.render`) with `xml` embedded as its XRechnung alternative.

    Raises `NotPdfA3Error` when `pdf` does not declare PDF/A-3.
    """
    with pikepdf.open(BytesIO(pdf)) as doc:
        root = _xmp_root(doc)
        stamp = _created(root)
        _without_previous(doc)

        spec = AttachedFileSpec(
            doc,
            xml,
            description=XML_DESCRIPTION,
            filename=XML_FILENAME,
            mime_type="text/xml",
            creation_date=stamp,
            mod_date=stamp,
        )
        doc.attachments[XML_FILENAME] = spec
        filespec = doc.attachments[XML_FILENAME].obj
        filespec.AFRelationship = Name.Alternative
        stream = filespec.EF.F
        params = stream.get("/Params") or Dictionary()
        params.CheckSum = pikepdf.String(hashlib.md5(xml, usedforsecurity=False).digest())
        params.Size = len(xml)
        params.CreationDate = pikepdf.String(stamp)
        params.ModDate = pikepdf.String(stamp)
        stream.Params = params
        # (Some pikepdf versions list a file spec created with a relationship in /AF
        # themselves: make sure it is there exactly once.)
        others = [spec for spec in doc.Root.get("/AF") or [] if spec.objgen != filespec.objgen]
        doc.Root.AF = pikepdf.Array([*others, filespec])

        doc.Root.Metadata = doc.make_stream(_extend_xmp(root), Type=Name.Metadata, Subtype=Name.XML)
        out = BytesIO()
        doc.save(
            out,
            deterministic_id=True,
            compress_streams=True,
            object_stream_mode=pikepdf.ObjectStreamMode.preserve,
            fix_metadata_version=False,
        )
        return out.getvalue()
