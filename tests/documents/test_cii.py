"""XRechnung 3.0 CII generation (`documents.cii`), its prerequisites (`documents.requirements`)
and the business-rule checker the suite validates every generated XML with.

- The checker and the XSD accept the KoSIT examples and reject mutated copies with the named rule.
- Every factory document (each VAT category, invoice and credit note, EUR and JPY, allowances,
  with and without a period or delivery date) gives XML that passes the CII schema and the rules.
- The XML says what the document says: totals, VAT breakdown, lines, parties, BG-3, formats.
- `missing()` names exactly the fields a document lacks, and each of them breaks a rule when
  the XML is built anyway.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from pathlib import Path

import facturx
import pytest
from lxml import etree

from billing.documents import cii
from billing.documents.model import Contact, Document, ElectronicAddress
from billing.documents.requirements import missing
from billing.documents.terms import payment_terms_text
from tests.documents import factories
from tests.documents.business_rules import NS, rules, violations
from tests.official_xrechnung import OfficialValidator

EXAMPLES = Path("/work/shared/einvoice/examples")
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.xml"))
DOCUMENTS = factories.all_documents()

RAM = f"{{{NS['ram']}}}"


def xsd_valid(xml: bytes) -> bool:
    return bool(facturx.xml_check_xsd(xml, flavor="factur-x", level="en16931"))


def parse(xml: bytes) -> etree._Element:
    return etree.fromstring(xml, parser=etree.XMLParser(resolve_entities=False, no_network=True))


def find(root: etree._Element, path: str) -> list[etree._Element]:
    return list(root.xpath(path, namespaces=NS))


def one(root: etree._Element, path: str) -> etree._Element:
    found = find(root, path)
    assert len(found) == 1, f"{path}: {len(found)} matches"
    return found[0]


def text(root: etree._Element, path: str) -> str:
    return (one(root, path).text or "").strip()


def mutate(xml: bytes, change: Callable[[etree._Element], None]) -> bytes:
    root = parse(xml)
    change(root)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


def remove(path: str) -> Callable[[etree._Element], None]:
    def change(root: etree._Element) -> None:
        nodes = find(root, path)
        assert nodes, f"nothing to remove at {path}"
        for node in nodes:
            node.getparent().remove(node)

    return change


def set_text(path: str, value: str) -> Callable[[etree._Element], None]:
    def change(root: etree._Element) -> None:
        nodes = find(root, path)
        assert nodes, f"nothing to change at {path}"
        for node in nodes:
            node.text = value

    return change


def drop_attribute(path: str, name: str) -> Callable[[etree._Element], None]:
    def change(root: etree._Element) -> None:
        nodes = find(root, path)
        assert nodes and all(name in node.attrib for node in nodes)
        for node in nodes:
            del node.attrib[name]

    return change


def add_child(
    path: str, tag: str, value: str, *, before: str | None = None
) -> Callable[[etree._Element], None]:
    def change(root: etree._Element) -> None:
        parent = one(root, path)
        child = etree.Element(RAM + tag)
        child.text = value
        anchor = parent.find(RAM + before) if before else None
        if anchor is not None:
            anchor.addprevious(child)
        else:
            parent.append(child)

    return change


def add_vat_id(party: etree._Element, value: str = "DE123456788") -> None:
    """Append a VAT identifier (schemeID VA) to a trade party."""
    registration = etree.SubElement(party, RAM + "SpecifiedTaxRegistration")
    etree.SubElement(registration, RAM + "ID", schemeID="VA").text = value


def add_amount(path: str, delta: str) -> Callable[[etree._Element], None]:
    def change(root: etree._Element) -> None:
        node = one(root, path)
        node.text = str(Decimal(node.text) + Decimal(delta))

    return change


AGREEMENT = "//ram:ApplicableHeaderTradeAgreement"
SELLER = f"{AGREEMENT}/ram:SellerTradeParty"
BUYER = f"{AGREEMENT}/ram:BuyerTradeParty"
SETTLEMENT = "//ram:ApplicableHeaderTradeSettlement"
SUMMATION = f"{SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation"
BREAKDOWN = f"{SETTLEMENT}/ram:ApplicableTradeTax"


# --- the references: the KoSIT examples ---------------------------------------------------------


def test_the_examples_are_there() -> None:
    assert [p.name for p in EXAMPLE_FILES] == [
        "01.05_minimal_test_uncefact.xml",
        "01.06_minimal_test_uncefact.xml",
        "credit_note_381_with_bg3.xml",
    ]


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_xsd_and_checker_accept_the_examples(path: Path) -> None:
    xml = path.read_bytes()
    assert xsd_valid(xml)
    assert violations(xml) == []


def test_xsd_rejects_elements_out_of_schema_order() -> None:
    xml = (EXAMPLES / "01.06_minimal_test_uncefact.xml").read_bytes()

    def swap_name_and_id(root: etree._Element) -> None:
        seller = one(root, SELLER)
        seller.append(one(root, f"{SELLER}/ram:ID"))

    with pytest.raises(Exception, match=r"SellerTradeParty|ID"):
        xsd_valid(mutate(xml, swap_name_and_id))


EXAMPLE_MUTATIONS: list[tuple[str, str, Callable[[etree._Element], None], str]] = [
    (
        "01.06",
        "guideline id removed",
        remove("//ram:GuidelineSpecifiedDocumentContextParameter"),
        "BR-DE-21",
    ),
    (
        "01.06",
        "guideline id of XRechnung 2.3",
        set_text(
            "//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID",
            "urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3",
        ),
        "BR-DE-21",
    ),
    (
        "01.06",
        "line total off by a cent",
        add_amount(f"{SUMMATION}/ram:LineTotalAmount", "0.01"),
        "BR-CO-10",
    ),
    ("01.06", "tax basis off", add_amount(f"{SUMMATION}/ram:TaxBasisTotalAmount", "1"), "BR-CO-13"),
    ("01.06", "tax total off", add_amount(f"{SUMMATION}/ram:TaxTotalAmount", "0.01"), "BR-CO-14"),
    (
        "01.06",
        "grand total off",
        add_amount(f"{SUMMATION}/ram:GrandTotalAmount", "0.01"),
        "BR-CO-15",
    ),
    (
        "01.06",
        "due payable off",
        add_amount(f"{SUMMATION}/ram:DuePayableAmount", "-0.01"),
        "BR-CO-16",
    ),
    (
        "01.06",
        "breakdown VAT off",
        add_amount(f"{BREAKDOWN}/ram:CalculatedAmount", "0.05"),
        "BR-CO-17",
    ),
    ("01.06", "breakdown basis off", add_amount(f"{BREAKDOWN}/ram:BasisAmount", "0.01"), "BR-S-08"),
    (
        "01.06",
        "tax total without currencyID",
        drop_attribute(f"{SUMMATION}/ram:TaxTotalAmount", "currencyID"),
        "BR-CO-15",
    ),
    (
        "credit",
        "tax total without currencyID",
        drop_attribute(f"{SUMMATION}/ram:TaxTotalAmount", "currencyID"),
        "BR-CO-15",
    ),
    ("01.06", "buyer name emptied", set_text(f"{BUYER}/ram:Name", ""), "PEPPOL-EN16931-R008"),
    (
        "01.05",
        "seller city emptied",
        set_text(f"{SELLER}/ram:PostalTradeAddress/ram:CityName", " "),
        "PEPPOL-EN16931-R008",
    ),
    ("01.06", "buyer reference removed", remove(f"{AGREEMENT}/ram:BuyerReference"), "BR-DE-15"),
    ("credit", "buyer reference removed", remove(f"{AGREEMENT}/ram:BuyerReference"), "BR-DE-15"),
    ("01.06", "seller contact removed", remove(f"{SELLER}/ram:DefinedTradeContact"), "BR-DE-2"),
    (
        "01.06",
        "seller city removed",
        remove(f"{SELLER}/ram:PostalTradeAddress/ram:CityName"),
        "BR-DE-3",
    ),
    (
        "01.06",
        "seller post code removed",
        remove(f"{SELLER}/ram:PostalTradeAddress/ram:PostcodeCode"),
        "BR-DE-4",
    ),
    (
        "01.06",
        "contact name removed",
        remove(f"{SELLER}/ram:DefinedTradeContact/ram:PersonName"),
        "BR-DE-5",
    ),
    (
        "01.06",
        "contact phone removed",
        remove(f"{SELLER}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication"),
        "BR-DE-6",
    ),
    (
        "01.06",
        "contact email removed",
        remove(f"{SELLER}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication"),
        "BR-DE-7",
    ),
    (
        "01.06",
        "buyer city removed",
        remove(f"{BUYER}/ram:PostalTradeAddress/ram:CityName"),
        "BR-DE-8",
    ),
    (
        "01.06",
        "buyer post code removed",
        remove(f"{BUYER}/ram:PostalTradeAddress/ram:PostcodeCode"),
        "BR-DE-9",
    ),
    (
        "01.06",
        "seller VAT id removed",
        remove(f"{SELLER}/ram:SpecifiedTaxRegistration"),
        "BR-DE-16",
    ),
    ("01.06", "seller VAT id removed", remove(f"{SELLER}/ram:SpecifiedTaxRegistration"), "BR-S-02"),
    ("01.06", "type code 393", set_text("//rsm:ExchangedDocument/ram:TypeCode", "393"), "BR-DE-17"),
    (
        "01.06",
        "skonto line without two decimals",
        add_child(
            f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms",
            "Description",
            "#SKONTO#TAGE=7#PROZENT=2#\n",
            before="DueDateDateTime",
        ),
        "BR-DE-18",
    ),
    (
        "01.06",
        "skonto line without the closing line break",
        add_child(
            f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms",
            "Description",
            "#SKONTO#TAGE=7#PROZENT=2.00#",
            before="DueDateDateTime",
        ),
        "BR-DE-18",
    ),
    (
        "01.06",
        "payment means removed",
        remove(f"{SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans"),
        "BR-DE-1",
    ),
    (
        "01.06",
        "IBAN removed from 58",
        remove(
            f"{SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount"
        ),
        "BR-DE-23",
    ),
    (
        "01.06",
        "IBAN with a wrong check digit",
        set_text("//ram:IBANID", "DE78000000001234567890"),
        "BR-DE-19",
    ),
    (
        "01.06",
        "no due date and no payment terms",
        remove(f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms"),
        "BR-CO-25",
    ),
    (
        "01.06",
        "seller electronic address removed",
        remove(f"{SELLER}/ram:URIUniversalCommunication"),
        "PEPPOL-EN16931-R020",
    ),
    (
        "01.06",
        "buyer electronic address removed",
        remove(f"{BUYER}/ram:URIUniversalCommunication"),
        "PEPPOL-EN16931-R010",
    ),
    (
        "01.06",
        "seller electronic address without scheme",
        drop_attribute(f"{SELLER}/ram:URIUniversalCommunication/ram:URIID", "schemeID"),
        "BR-62",
    ),
    (
        "01.06",
        "buyer electronic address without scheme",
        drop_attribute(f"{BUYER}/ram:URIUniversalCommunication/ram:URIID", "schemeID"),
        "BR-63",
    ),
    (
        "01.05",
        "O breakdown without exemption reason",
        remove(f"{BREAKDOWN}/ram:ExemptionReasonCode"),
        "BR-O-10",
    ),
    (
        "01.05",
        "O breakdown without a rate",
        remove(f"{BREAKDOWN}/ram:RateApplicablePercent"),
        "BR-DE-14",
    ),
    (
        "01.05",
        "O line with a rate",
        add_child(
            "//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax",
            "RateApplicablePercent",
            "0",
        ),
        "BR-O-05",
    ),
    (
        "01.05",
        "O document with a seller VAT id",
        lambda root: add_vat_id(one(root, SELLER)),
        "BR-O-02",
    ),
    (
        "01.05",
        "O breakdown with VAT",
        set_text(f"{BREAKDOWN}/ram:CalculatedAmount", "10.00"),
        "BR-O-09",
    ),
    (
        "01.06",
        "S line at rate 0",
        set_text("//ram:SpecifiedLineTradeSettlement//ram:RateApplicablePercent", "0"),
        "BR-S-05",
    ),
    (
        "01.06",
        "S breakdown with a reason",
        add_child(BREAKDOWN, "ExemptionReason", "Because", before="BasisAmount"),
        "BR-S-10",
    ),
    (
        "01.06",
        "net price off",
        add_amount("//ram:NetPriceProductTradePrice/ram:ChargeAmount", "0.01"),
        "PEPPOL-EN16931-R120",
    ),
    (
        "credit",
        "BG-3 without its number",
        remove("//ram:InvoiceReferencedDocument/ram:IssuerAssignedID"),
        "BR-55",
    ),
    (
        "credit",
        "amount with three decimals",
        set_text(f"{SUMMATION}/ram:LineTotalAmount", "3986.340"),
        "BR-DEC-09",
    ),
]


def _example(short: str) -> bytes:
    name = {
        "01.05": "01.05_minimal_test_uncefact.xml",
        "01.06": "01.06_minimal_test_uncefact.xml",
        "credit": "credit_note_381_with_bg3.xml",
    }[short]
    return (EXAMPLES / name).read_bytes()


@pytest.mark.parametrize(
    ("example", "change", "rule"),
    [(example, change, rule) for example, _, change, rule in EXAMPLE_MUTATIONS],
    ids=[f"{example}-{name}-{rule}" for example, name, _, rule in EXAMPLE_MUTATIONS],
)
def test_checker_finds_the_rule_a_mutated_example_breaks(
    example: str, change: Callable[[etree._Element], None], rule: str
) -> None:
    assert rule in rules(mutate(_example(example), change))


# --- every generated document is valid ----------------------------------------------------------


@pytest.mark.parametrize("name", DOCUMENTS)
def test_generated_xml_passes_the_schema_and_the_business_rules(name: str) -> None:
    document = DOCUMENTS[name]
    assert missing(document) == []
    xml = cii.build(document)
    assert xml.startswith(b"<?xml version='1.0' encoding='UTF-8'?>\n<rsm:CrossIndustryInvoice")
    assert xsd_valid(xml)
    assert violations(xml) == []


def test_the_factories_cover_each_category_kind_currency_and_option() -> None:
    categories = {line.category for d in DOCUMENTS.values() for line in d.lines}
    assert categories == set(factories.CATEGORIES)
    assert {d.kind for d in DOCUMENTS.values()} == {"invoice", "credit_note"}
    assert {d.currency for d in DOCUMENTS.values()} == {"EUR", "JPY"}
    assert any(d.allowances for d in DOCUMENTS.values())
    assert any(d.delivery_date and d.period_start for d in DOCUMENTS.values())
    assert any(
        not (d.delivery_date or d.period_start or any(line.period_start for line in d.lines))
        for d in DOCUMENTS.values()
    )
    assert any(d.paid_amount for d in DOCUMENTS.values())


GENERATED_MUTATIONS: list[tuple[str, str, Callable[[etree._Element], None], str]] = [
    ("invoice_K", "no deliver-to address", remove("//ram:ShipToTradeParty"), "BR-IC-12"),
    ("invoice_K", "no delivery date", remove("//ram:ActualDeliverySupplyChainEvent"), "BR-IC-11"),
    ("invoice_K", "no buyer VAT id", remove(f"{BUYER}/ram:SpecifiedTaxRegistration"), "BR-IC-02"),
    (
        "invoice_K",
        "deliver-to without city",
        remove("//ram:ShipToTradeParty//ram:CityName"),
        "BR-DE-10",
    ),
    ("invoice_AE", "no buyer VAT id", remove(f"{BUYER}/ram:SpecifiedTaxRegistration"), "BR-AE-02"),
    (
        "invoice_AE",
        "no exemption reason",
        remove(f"{BREAKDOWN}/ram:ExemptionReason | {BREAKDOWN}/ram:ExemptionReasonCode"),
        "BR-AE-10",
    ),
    (
        "invoice_G",
        "no seller VAT id",
        remove(f"{SELLER}/ram:SpecifiedTaxRegistration[ram:ID/@schemeID='VA']"),
        "BR-G-02",
    ),
    (
        "invoice_G",
        "line rate 19",
        set_text("//ram:SpecifiedLineTradeSettlement//ram:RateApplicablePercent", "19"),
        "BR-G-05",
    ),
    ("invoice_E", "no tax number", remove(f"{SELLER}/ram:SpecifiedTaxRegistration"), "BR-E-02"),
    ("invoice_E", "no exemption reason", remove(f"{BREAKDOWN}/ram:ExemptionReason"), "BR-E-10"),
    (
        "invoice_E",
        "breakdown basis off",
        add_amount(f"{BREAKDOWN}/ram:BasisAmount", "1"),
        "BR-E-08",
    ),
    (
        "invoice_Z",
        "breakdown with reason",
        add_child(BREAKDOWN, "ExemptionReason", "Zero rated", before="BasisAmount"),
        "BR-Z-10",
    ),
    (
        "invoice_Z",
        "breakdown with VAT",
        set_text(f"{BREAKDOWN}/ram:CalculatedAmount", "1.00"),
        "BR-Z-09",
    ),
    (
        "invoice_Z",
        "two Z breakdowns",
        lambda root: one(root, BREAKDOWN).addnext(
            etree.fromstring(etree.tostring(one(root, BREAKDOWN)))
        ),
        "BR-Z-01",
    ),
    (
        "invoice_O",
        "buyer VAT id added",
        lambda root: add_vat_id(one(root, BUYER), "ATU13585627"),
        "BR-O-02",
    ),
    ("invoice_O", "seller identifier removed", remove(f"{SELLER}/ram:ID"), "BR-CO-26"),
    (
        "invoice_O",
        "O breakdown beside an S line",
        set_text(
            "(//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode)[1]", "S"
        ),
        "BR-O-12",
    ),
    (
        "invoice_with_allowances",
        "allowance total off",
        add_amount(f"{SUMMATION}/ram:AllowanceTotalAmount", "1"),
        "BR-CO-11",
    ),
    (
        "invoice_with_allowances",
        "allowance without reason",
        remove(
            f"{SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:Reason"
            f" | {SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:ReasonCode"
        ),
        "BR-33",
    ),
    (
        "invoice_with_allowances",
        "allowance amount off",
        add_amount(f"({SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:ActualAmount)[1]", "1"),
        "BR-CO-11",
    ),
    (
        "invoice_with_allowances",
        "allowance at rate 0",
        set_text(
            f"({SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge//ram:RateApplicablePercent)[1]", "0"
        ),
        "BR-S-06",
    ),
    (
        "jpy_invoice",
        "VAT off by one yen",
        add_amount(f"({BREAKDOWN}/ram:CalculatedAmount)[1]", "2"),
        "BR-CO-17",
    ),
    (
        "invoice_s19_s7",
        "period ends before it starts",
        set_text(
            f"{SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString",
            "20260201",
        ),
        "BR-29",
    ),
    (
        "credit_note",
        "payment terms removed",
        remove(f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms"),
        "BR-CO-25",
    ),
    (
        "invoice_s19_s7",
        "prepaid amount changed",
        add_amount(f"{SUMMATION}/ram:TotalPrepaidAmount", "1"),
        "BR-CO-16",
    ),
]


@pytest.mark.parametrize(
    ("name", "change", "rule"),
    [(name, change, rule) for name, _, change, rule in GENERATED_MUTATIONS],
    ids=[f"{name}-{what}-{rule}" for name, what, _, rule in GENERATED_MUTATIONS],
)
def test_checker_finds_the_rule_a_mutated_generated_document_breaks(
    name: str, change: Callable[[etree._Element], None], rule: str
) -> None:
    xml = cii.build(DOCUMENTS[name])
    assert violations(xml) == []
    assert rule in rules(mutate(xml, change))


# --- what the XML says --------------------------------------------------------------------------


def _figures(root: etree._Element) -> dict[str, object]:
    def amount(path: str) -> Decimal:
        return Decimal(text(root, path))

    return {
        "currency": text(root, f"{SETTLEMENT}/ram:InvoiceCurrencyCode"),
        "line_total": amount(f"{SUMMATION}/ram:LineTotalAmount"),
        "allowance_total": (
            amount(f"{SUMMATION}/ram:AllowanceTotalAmount")
            if find(root, f"{SUMMATION}/ram:AllowanceTotalAmount")
            else Decimal(0)
        ),
        "tax_basis_total": amount(f"{SUMMATION}/ram:TaxBasisTotalAmount"),
        "tax_total": amount(f"{SUMMATION}/ram:TaxTotalAmount"),
        "grand_total": amount(f"{SUMMATION}/ram:GrandTotalAmount"),
        "paid_amount": amount(f"{SUMMATION}/ram:TotalPrepaidAmount"),
        "amount_due": amount(f"{SUMMATION}/ram:DuePayableAmount"),
        "vat": [
            (
                text(group, "ram:CategoryCode"),
                Decimal(text(group, "ram:RateApplicablePercent")),
                Decimal(text(group, "ram:BasisAmount")),
                Decimal(text(group, "ram:CalculatedAmount")),
            )
            for group in find(root, BREAKDOWN)
        ],
        "lines": [
            (
                int(text(item, "ram:AssociatedDocumentLineDocument/ram:LineID")),
                text(item, "ram:SpecifiedTradeProduct/ram:Name"),
                Decimal(text(item, ".//ram:BilledQuantity"))
                * Decimal(text(item, ".//ram:NetPriceProductTradePrice/ram:ChargeAmount")),
                Decimal(
                    text(
                        item,
                        ".//ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount",
                    )
                ),
            )
            for item in find(root, "//ram:IncludedSupplyChainTradeLineItem")
        ],
    }


@pytest.mark.parametrize("name", DOCUMENTS)
def test_main_figures_round_trip_from_the_xml_to_the_document(name: str) -> None:
    document = DOCUMENTS[name]
    assert _figures(parse(cii.build(document))) == {
        "currency": document.currency,
        "line_total": document.line_total,
        "allowance_total": document.allowance_total,
        "tax_basis_total": document.tax_basis_total,
        "tax_total": document.tax_total,
        "grand_total": document.grand_total,
        "paid_amount": document.paid_amount,
        "amount_due": document.amount_due,
        "vat": [
            (g.category, g.rate * 100, g.taxable_amount, g.tax_amount) for g in document.vat_groups
        ],
        "lines": [
            (line.position, line.description, line.quantity * line.unit_price, line.net_amount)
            for line in document.lines
        ],
    }


def test_invoice_header_parties_and_payment() -> None:
    document = factories.invoice()
    root = parse(cii.build(document))
    assert text(root, "//ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID") == (
        "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"
    )
    assert text(root, "//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID") == (
        "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0"
    )
    assert text(root, "//rsm:ExchangedDocument/ram:ID") == "RE-2026-000042"
    assert text(root, "//rsm:ExchangedDocument/ram:TypeCode") == "380"
    assert text(root, "//ram:IssueDateTime/udt:DateTimeString") == "20260302"
    assert one(root, "//ram:IssueDateTime/udt:DateTimeString").get("format") == "102"
    assert text(root, f"{AGREEMENT}/ram:BuyerReference") == "991-01234-56"
    assert find(root, f"{SELLER}/ram:ID") == []  # the VAT id identifies the seller
    assert text(root, f"{SELLER}/ram:Name") == "Nordlicht Software GmbH"
    assert [
        text(root, f"{SELLER}/ram:DefinedTradeContact/{path}")
        for path in (
            "ram:PersonName",
            "ram:TelephoneUniversalCommunication/ram:CompleteNumber",
            "ram:EmailURIUniversalCommunication/ram:URIID",
        )
    ] == ["Erika Mustermann", "+49 40 1234567", "billing@nl.de"]
    assert [
        (node.get("schemeID"), node.text)
        for node in find(root, f"{SELLER}/ram:SpecifiedTaxRegistration/ram:ID")
    ] == [("VA", "DE123456788"), ("FC", "22/815/08150")]
    seller_uri = one(root, f"{SELLER}/ram:URIUniversalCommunication/ram:URIID")
    assert (seller_uri.get("schemeID"), seller_uri.text) == ("EM", "invoices@nordlicht.example")
    buyer_uri = one(root, f"{BUYER}/ram:URIUniversalCommunication/ram:URIID")
    assert (buyer_uri.get("schemeID"), buyer_uri.text) == ("0204", "991-01234-56")
    assert (
        text(root, f"{BUYER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']") == "DE811569869"
    )
    assert [child.text for child in one(root, f"{BUYER}/ram:PostalTradeAddress")] == [
        "12345", "Rathausplatz 1", "Musterstadt", "DE",
    ]  # fmt: skip
    means = one(root, f"{SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans")
    assert text(means, "ram:TypeCode") == "58"
    assert (
        text(means, "ram:PayeePartyCreditorFinancialAccount/ram:IBANID") == "DE02120300000000202051"
    )
    assert text(means, "ram:PayeePartyCreditorFinancialAccount/ram:AccountName") == (
        "Nordlicht Software GmbH"
    )
    assert text(means, "ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID") == "BYLADEM1001"
    terms = one(root, f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms")
    assert text(terms, "ram:Description") == "Zahlbar innerhalb von 14 Tagen, bis zum 16.03.2026."
    assert text(terms, "ram:DueDateDateTime/udt:DateTimeString") == "20260316"
    assert text(root, "//ram:ActualDeliverySupplyChainEvent//udt:DateTimeString") == "20260301"
    period = one(root, f"{SETTLEMENT}/ram:BillingSpecifiedPeriod")
    assert text(period, "ram:StartDateTime/udt:DateTimeString") == "20260301"
    assert text(period, "ram:EndDateTime/udt:DateTimeString") == "20260331"
    assert find(root, "//ram:InvoiceReferencedDocument") == []
    assert find(root, "//ram:ShipToTradeParty") == []


def test_amounts_rates_and_quantities_are_formatted() -> None:
    root = parse(cii.build(factories.invoice()))
    assert [text(group, "ram:RateApplicablePercent") for group in find(root, BREAKDOWN)] == [
        "19",
        "7",
    ]
    assert [text(group, "ram:CalculatedAmount") for group in find(root, BREAKDOWN)] == [
        "184.30",
        "2.59",
    ]
    assert text(root, f"{SUMMATION}/ram:GrandTotalAmount") == "1193.92"
    tax_total = one(root, f"{SUMMATION}/ram:TaxTotalAmount")
    assert (tax_total.text, tax_total.get("currencyID")) == ("186.89", "EUR")
    book = find(root, "//ram:IncludedSupplyChainTradeLineItem")[1]
    assert text(book, ".//ram:NetPriceProductTradePrice/ram:ChargeAmount") == "12.345"
    assert text(book, ".//ram:BilledQuantity") == "3"
    assert one(book, ".//ram:BilledQuantity").get("unitCode") == "C62"
    assert (
        text(
            book,
            ".//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent",
        )
        == "7"
    )
    assert (
        text(book, ".//ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount")
        == "37.04"
    )

    jpy = parse(cii.build(factories.jpy_invoice()))
    assert text(jpy, f"{SUMMATION}/ram:LineTotalAmount") == "4702"
    assert [text(group, "ram:CalculatedAmount") for group in find(jpy, BREAKDOWN)] == ["703", "70"]
    assert text(jpy, f"{SUMMATION}/ram:DuePayableAmount") == "5475"
    assert one(jpy, f"{SUMMATION}/ram:TaxTotalAmount").get("currencyID") == "JPY"

    odd = factories.invoice()
    odd_line = dataclasses.replace(
        odd.lines[0], quantity=Decimal("1E+1"), unit_price=Decimal("95.000000")
    )
    odd = dataclasses.replace(odd, lines=(odd_line, *odd.lines[1:]))
    first = find(parse(cii.build(odd)), "//ram:IncludedSupplyChainTradeLineItem")[0]
    assert text(first, ".//ram:BilledQuantity") == "10"
    assert text(first, ".//ram:NetPriceProductTradePrice/ram:ChargeAmount") == "95"


def test_text_is_escaped_and_unicode_survives() -> None:
    xml = cii.build(factories.invoice())
    assert b"Hosting &amp; Support &lt;Premium&gt;" in xml
    names = [node.text for node in find(parse(xml), "//ram:SpecifiedTradeProduct/ram:Name")]
    assert names[1:] == ["Fachbuch „XRechnung in der Praxis“", "Hosting & Support <Premium>"]
    jpy_names = find(
        parse(cii.build(factories.jpy_invoice())), "//ram:SpecifiedTradeProduct/ram:Name"
    )
    assert [node.text for node in jpy_names] == ["クラウド利用料", "サポート"]


def test_control_characters_are_dropped_and_blank_texts_never_written() -> None:
    document = factories.invoice(
        note="  ",
        seller=factories.seller(
            contact=Contact(name="Erika\x0b Mustermann", phone="+49 40 1", email="a@b.de")
        ),
    )
    xml = cii.build(document)
    root = parse(xml)
    assert find(root, "//ram:IncludedNote") == []
    assert text(root, "//ram:PersonName") == "Erika Mustermann"


def test_credit_note_has_381_and_names_the_invoice_it_corrects() -> None:
    document = factories.credit_note()
    root = parse(cii.build(document))
    assert text(root, "//rsm:ExchangedDocument/ram:TypeCode") == "381"
    assert text(root, "//rsm:ExchangedDocument/ram:ID") == "CN-2026-000007"
    reference = one(root, f"{SETTLEMENT}/ram:InvoiceReferencedDocument")
    assert reference.getprevious().tag == RAM + "SpecifiedTradeSettlementHeaderMonetarySummation"
    assert text(reference, "ram:IssuerAssignedID") == "RE-2026-000042"
    issued = one(reference, "ram:FormattedIssueDateTime/qdt:DateTimeString")
    assert (issued.text, issued.get("format")) == ("20260302", "102")
    assert text(root, "//rsm:ExchangedDocument/ram:IncludedNote/ram:Content") == (
        "Teilgutschrift: zwei Stunden zu viel berechnet."
    )
    # no due date: the payment terms say how the credit is settled (BR-CO-25)
    assert find(root, "//ram:DueDateDateTime") == []
    assert text(root, f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description") == (
        "Der gutgeschriebene Betrag wird erstattet oder mit offenen Rechnungen verrechnet."
    )
    # the document's period spans its lines' periods
    assert (
        text(root, f"{SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString")
        == "20260301"
    )
    assert find(root, "//ram:PaymentReference") == []


def test_credit_note_without_preceding_invoice_has_no_bg3() -> None:
    root = parse(cii.build(DOCUMENTS["credit_note_without_preceding_invoice"]))
    assert find(root, "//ram:InvoiceReferencedDocument") == []
    preceding_without_date = factories.credit_note(
        preceding_invoice=dataclasses.replace(
            factories.credit_note().preceding_invoice, issue_date=None
        )
    )
    reference = one(parse(cii.build(preceding_without_date)), "//ram:InvoiceReferencedDocument")
    assert [etree.QName(child).localname for child in reference] == ["IssuerAssignedID"]


def test_exemption_reasons_only_where_the_category_needs_them() -> None:
    expected = {
        "S": [],
        "Z": [],  # BR-Z-10: the stored "Zero rated" is not written
        "E": ["Steuerfrei nach § 4 Nr. 21 UStG"],
        "AE": ["Reverse charge", "VATEX-EU-AE"],
        "K": ["Intra-community supply", "VATEX-EU-IC"],
        "G": ["Export outside the EU", "VATEX-EU-G"],
        "O": ["Not subject to VAT", "VATEX-EU-O"],
    }
    for category, reasons in expected.items():
        group = one(parse(cii.build(DOCUMENTS[f"invoice_{category}"])), BREAKDOWN)
        assert [
            node.text for node in find(group, "ram:ExemptionReason | ram:ExemptionReasonCode")
        ] == reasons, category
        assert text(group, "ram:RateApplicablePercent") == ("19" if category == "S" else "0")


def test_a_group_without_a_stored_reason_gets_the_standard_wording() -> None:
    document = DOCUMENTS["invoice_G"]
    groups = tuple(
        dataclasses.replace(g, exemption_reason=None, exemption_reason_code=None)
        for g in document.vat_groups
    )
    xml = cii.build(dataclasses.replace(document, vat_groups=groups))
    group = one(parse(xml), BREAKDOWN)
    assert [text(group, "ram:ExemptionReason"), text(group, "ram:ExemptionReasonCode")] == [
        "Export outside the EU",
        "VATEX-EU-G",
    ]
    assert violations(xml) == []


def test_not_subject_to_vat_names_no_vat_ids_and_identifies_the_seller_otherwise() -> None:
    root = parse(cii.build(DOCUMENTS["invoice_O"]))
    assert find(root, "//ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']") == []
    assert text(root, f"{SELLER}/ram:ID") == "22/815/08150"
    assert (
        text(root, f"{SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='FC']")
        == "22/815/08150"
    )
    assert (
        find(
            root,
            "//ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent",
        )
        == []
    )


def test_small_business_seller_with_tax_number_only() -> None:
    root = parse(cii.build(DOCUMENTS["invoice_E"]))
    assert text(root, f"{SELLER}/ram:ID") == "22/815/08150"
    assert [
        (n.get("schemeID"), n.text)
        for n in find(root, f"{SELLER}/ram:SpecifiedTaxRegistration/ram:ID")
    ] == [("FC", "22/815/08150")]


def test_intra_community_supply_delivers_to_the_buyer() -> None:
    root = parse(cii.build(DOCUMENTS["invoice_K"]))
    ship_to = one(root, "//ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty")
    assert text(ship_to, "ram:Name") == "Acme Trading"
    assert [child.text for child in one(ship_to, "ram:PostalTradeAddress")] == [
        "4000", "1 Main Street", "Springfield", "AT",
    ]  # fmt: skip
    assert ship_to.getnext().tag == RAM + "ActualDeliverySupplyChainEvent"


def test_allowances_are_written_per_vat_group() -> None:
    root = parse(cii.build(DOCUMENTS["invoice_with_allowances"]))
    allowances = find(root, f"{SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge")
    assert [[etree.QName(child).localname for child in allowance] for allowance in allowances] == [
        ["ChargeIndicator", "ActualAmount", "ReasonCode", "Reason", "CategoryTradeTax"]
    ] * 2
    assert [
        (
            text(a, "ram:ChargeIndicator/udt:Indicator"),
            text(a, "ram:ActualAmount"),
            text(a, "ram:Reason"),
            text(a, "ram:CategoryTradeTax/ram:CategoryCode"),
            text(a, "ram:CategoryTradeTax/ram:RateApplicablePercent"),
        )
        for a in allowances
    ] == [("false", "14.50", "Promo 10 %", "S", "19"), ("false", "5.00", "Discount", "S", "7")]
    assert text(root, f"{SUMMATION}/ram:AllowanceTotalAmount") == "19.50"
    assert (
        find(parse(cii.build(factories.invoice())), f"{SUMMATION}/ram:AllowanceTotalAmount") == []
    )


def test_a_negative_line_is_written_with_a_positive_price() -> None:
    document = factories.invoice()
    refund = factories.line(4, "Kulanz", "1", "-20.00")
    lines = (*document.lines, refund)
    rebuilt = factories.document(
        lines, period_start=document.period_start, period_end=document.period_end
    )
    xml = cii.build(rebuilt)
    item = find(parse(xml), "//ram:IncludedSupplyChainTradeLineItem")[-1]
    assert text(item, ".//ram:NetPriceProductTradePrice/ram:ChargeAmount") == "20"
    assert text(item, ".//ram:BilledQuantity") == "-1"
    assert text(item, ".//ram:LineTotalAmount") == "-20.00"
    assert violations(xml) == []
    assert xsd_valid(xml)


def test_payment_terms_text_follows_the_document() -> None:
    base = factories.invoice()
    assert payment_terms_text(dataclasses.replace(base, payment_terms="Net 30")) == "Net 30"
    english = dataclasses.replace(base, locale="en-GB")
    assert payment_terms_text(english) == "Payable within 14 days, by 16 Mar 2026."
    due_on_issue = dataclasses.replace(base, locale="fr", due_date=base.issue_date)
    assert payment_terms_text(due_on_issue) == "Payable à réception."
    no_terms = dataclasses.replace(base, payment_terms_days=None, due_date=None)
    assert payment_terms_text(no_terms) is None
    root = parse(cii.build(dataclasses.replace(no_terms, due_date=base.due_date)))
    terms = one(root, f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms")
    assert text(terms, "ram:Description") == "Zahlbar bis 16.03.2026."


# --- what the CIUS requires ---------------------------------------------------------------------


def _without(document: Document, **party_changes: object) -> Document:
    return dataclasses.replace(document, **party_changes)


def _seller(document: Document, **changes: object) -> Document:
    return dataclasses.replace(document, seller=dataclasses.replace(document.seller, **changes))


def _buyer(document: Document, **changes: object) -> Document:
    return dataclasses.replace(document, buyer=dataclasses.replace(document.buyer, **changes))


def _address(party: str, **changes: object) -> Callable[[Document], Document]:
    def change(document: Document) -> Document:
        current = getattr(document, party)
        address = dataclasses.replace(current.address, **changes)
        return dataclasses.replace(
            document, **{party: dataclasses.replace(current, address=address)}
        )

    return change


def _contact(**changes: object) -> Callable[[Document], Document]:
    def change(document: Document) -> Document:
        contact = dataclasses.replace(document.seller.contact, **changes)
        return _seller(document, contact=contact)

    return change


LACKING: list[tuple[str, Callable[[Document], Document], list[str], set[str]]] = [
    ("invoice_s19_s7", lambda d: _seller(d, name=None), ["tax_profile.legal_name"], {"BR-06"}),
    (
        "invoice_s19_s7",
        _address("seller", city=None),
        ["tax_profile.legal_address.city"],
        {"BR-DE-3"},
    ),
    (
        "invoice_s19_s7",
        _address("seller", postal_code=" "),
        ["tax_profile.legal_address.postal_code"],
        {"BR-DE-4"},
    ),
    (
        "invoice_s19_s7",
        _address("seller", country=None),
        ["tax_profile.legal_address.country"],
        {"BR-09"},
    ),
    (
        "invoice_s19_s7",
        lambda d: _seller(d, vat_id=None, tax_number=None),
        ["tax_profile.vat_id"],
        {"BR-DE-16", "BR-CO-26", "BR-S-02"},
    ),
    ("invoice_K", lambda d: _seller(d, vat_id=None), ["tax_profile.vat_id"], {"BR-IC-02"}),
    ("invoice_G", lambda d: _seller(d, vat_id=None), ["tax_profile.vat_id"], {"BR-G-02"}),
    ("invoice_s19_s7", _contact(name=None), ["tax_profile.contact.name"], {"BR-DE-5"}),
    ("invoice_s19_s7", _contact(phone=None), ["tax_profile.contact.phone"], {"BR-DE-6"}),
    ("invoice_s19_s7", _contact(email=""), ["tax_profile.contact.email"], {"BR-DE-7"}),
    (
        "invoice_s19_s7",
        lambda d: _seller(d, contact=None),
        ["tax_profile.contact.name", "tax_profile.contact.phone", "tax_profile.contact.email"],
        {"BR-DE-2"},
    ),
    (
        "invoice_s19_s7",
        lambda d: _seller(d, electronic_address=None),
        ["tax_profile.electronic_address"],
        {"PEPPOL-EN16931-R020"},
    ),
    (
        "credit_note",
        lambda d: _without(d, bank_account=None),
        ["tax_profile.bank_account.iban"],
        {"BR-DE-1"},
    ),
    ("invoice_s19_s7", lambda d: _buyer(d, name=None), ["customer.name"], {"BR-07"}),
    ("invoice_s19_s7", _address("buyer", city=None), ["customer.address.city"], {"BR-DE-8"}),
    (
        "invoice_s19_s7",
        _address("buyer", postal_code=None),
        ["customer.address.postal_code"],
        {"BR-DE-9"},
    ),
    ("invoice_s19_s7", _address("buyer", country=None), ["customer.address.country"], {"BR-11"}),
    ("invoice_AE", lambda d: _buyer(d, vat_id=None), ["customer.vat_id"], {"BR-AE-02"}),
    ("invoice_K", lambda d: _buyer(d, vat_id=None), ["customer.vat_id"], {"BR-IC-02"}),
    (
        "invoice_s19_s7",
        lambda d: _buyer(d, electronic_address=ElectronicAddress("EM", " ")),
        ["customer.electronic_address"],
        {"PEPPOL-EN16931-R010"},
    ),
    (
        "invoice_s19_s7",
        lambda d: _without(d, buyer_reference=None),
        ["buyer_reference"],
        {"BR-DE-15"},
    ),
    ("credit_note", lambda d: _without(d, buyer_reference="  "), ["buyer_reference"], {"BR-DE-15"}),
    ("invoice_K", lambda d: _without(d, delivery_date=None), ["delivery_date"], {"BR-IC-11"}),
    (
        "invoice_s19_s7",
        lambda d: _without(d, number=None, legal=False),
        ["invoice_number"],
        {"BR-02"},
    ),
    (
        "credit_note",
        lambda d: _without(d, number=None, legal=False),
        ["credit_note_number"],
        {"BR-02"},
    ),
]


@pytest.mark.invalid_xrechnung
@pytest.mark.parametrize(
    ("name", "change", "expected", "broken"),
    LACKING,
    ids=[f"{name}-{'+'.join(expected)}" for name, _, expected, _ in LACKING],
)
def test_missing_names_exactly_the_lacking_field_and_the_xml_would_break_its_rule(
    name: str, change: Callable[[Document], Document], expected: list[str], broken: set[str]
) -> None:
    document = change(DOCUMENTS[name])
    assert missing(document) == expected
    assert broken <= rules(cii.build(document))


def test_a_tax_number_is_enough_unless_the_category_needs_the_vat_id() -> None:
    assert missing(_seller(DOCUMENTS["invoice_s19_s7"], vat_id=None)) == []
    assert missing(_seller(DOCUMENTS["invoice_O"], vat_id=None)) == []
    assert missing(_seller(DOCUMENTS["invoice_O"], tax_number=None)) == []
    assert missing(_seller(DOCUMENTS["invoice_AE"], vat_id=None)) == []
    for name in ("invoice_s19_s7", "invoice_O", "invoice_AE"):
        assert violations(cii.build(_seller(DOCUMENTS[name], vat_id=None))) == [], name
    only_vat_id = _seller(DOCUMENTS["invoice_O"], tax_number=None)
    assert text(parse(cii.build(only_vat_id)), f"{SELLER}/ram:ID") == "DE123456788"
    assert violations(cii.build(only_vat_id)) == []


def test_an_intra_community_supply_with_a_period_needs_no_delivery_date() -> None:
    document = dataclasses.replace(
        DOCUMENTS["invoice_K"],
        delivery_date=None,
        period_start=date(2026, 2, 1),
        period_end=date(2026, 2, 28),
    )
    assert missing(document) == []
    assert violations(cii.build(document)) == []


def test_missing_lists_everything_in_a_stable_order() -> None:
    bare = dataclasses.replace(
        DOCUMENTS["invoice_K"],
        number=None,
        seller=factories.seller(
            name=None,
            address=dataclasses.replace(
                factories.seller().address, city=None, postal_code=None, country=None
            ),
            vat_id=None,
            tax_number=None,
            contact=None,
            electronic_address=None,
        ),
        buyer=factories.buyer(
            name=" ",
            address=dataclasses.replace(
                factories.buyer().address, city=None, postal_code=None, country=None
            ),
            vat_id=None,
            electronic_address=None,
        ),
        bank_account=None,
        buyer_reference=None,
        delivery_date=None,
    )
    assert missing(bare) == [
        "tax_profile.legal_name",
        "tax_profile.legal_address.city",
        "tax_profile.legal_address.postal_code",
        "tax_profile.legal_address.country",
        "tax_profile.vat_id",
        "tax_profile.contact.name",
        "tax_profile.contact.phone",
        "tax_profile.contact.email",
        "tax_profile.electronic_address",
        "tax_profile.bank_account.iban",
        "customer.name",
        "customer.address.city",
        "customer.address.postal_code",
        "customer.address.country",
        "customer.vat_id",
        "customer.electronic_address",
        "buyer_reference",
        "delivery_date",
        "invoice_number",
    ]


# --- the checker agrees with the official rules -------------------------------------------------


MUTATIONS = [(_example(e), c, r, f"{e}-{n}-{r}") for e, n, c, r in EXAMPLE_MUTATIONS] + [
    (cii.build(DOCUMENTS[d]), c, r, f"{d}-{n}-{r}") for d, n, c, r in GENERATED_MUTATIONS
]


OFFICIAL_IDS = {"BR-DE-21": "NO-SCENARIO", "BR-DE-23": "BR-DE-23-a"}
"""The checker's rule ids under another name in the official validation: a document without
the XRechnung guideline id matches no KoSIT scenario; BR-DE-23 is split into -a and -b."""
OFFICIAL_WARNINGS = {"BR-DE-17", "BR-DE-19", "PEPPOL-EN16931-R120"}
"""Rules the official validation only warns about (type code, IBAN check digits, line net
price x quantity) and the checker treats as errors: the service never writes them."""


@pytest.mark.parametrize(
    ("xml", "change", "rule"),
    [(xml, change, rule) for xml, change, rule, _ in MUTATIONS],
    ids=[name for *_, name in MUTATIONS],
)
def test_the_official_rules_reject_each_mutation_the_checker_rejects(
    xml: bytes,
    change: Callable[[etree._Element], None],
    rule: str,
    xrechnung_validator: OfficialValidator,
) -> None:
    """The hand-written checker (business_rules.py) runs without the official artifacts; this
    keeps it honest: the official validation accepts the unmutated document and rejects the
    mutated one for a rule the checker names (or warns where it is only a warning there)."""
    assert xrechnung_validator.check(xml).accepted
    mutated = mutate(xml, change)
    verdict = xrechnung_validator.check(mutated)
    if rule in OFFICIAL_WARNINGS:
        assert rule in verdict.warnings
        return
    named = {OFFICIAL_IDS.get(broken, broken) for broken in rules(mutated)}
    assert {rule_id for rule_id, _ in verdict.blocking} & named


def test_an_address_scheme_outside_the_eas_list_counts_as_missing() -> None:
    """Input refuses such schemes (BR-CL-25); one stored before that is asked for again."""
    base = DOCUMENTS["invoice_s19_s7"]
    unlisted = ElectronicAddress("9999", "x@y.example")
    assert missing(_seller(base, electronic_address=unlisted)) == ["tax_profile.electronic_address"]
    assert missing(_buyer(base, electronic_address=unlisted)) == ["customer.electronic_address"]
