"""XRechnung 3.0 (EN 16931, UN/CEFACT CII D16B) XML of an invoice or credit note (pure).

`build(document)` writes the CII `CrossIndustryInvoice` for a legal `Document`: type code 380
(invoice) or 381 (credit note), the XRechnung 3.0 guideline id (BT-24) and the Peppol billing
process (BT-23). It assumes `requirements.missing(document)` is empty (the service answers 409
otherwise) and never recomputes a figure: totals and the VAT breakdown are the stored ones.

The element order follows the CII D16B schema (a sequence) as the KoSIT examples show it. What
the EN 16931 rules require beyond copying the data:

- A line, allowance or breakdown of category O carries no rate (BR-O-05/06) except the
  breakdown's, which XRechnung requires (BR-DE-14: 0); an O document names no seller or buyer
  VAT identifier (BR-O-02/03).
- When no seller VAT identifier is written (a seller with a tax number only, or an O document),
  the seller identifier BT-29 carries the tax number (else the VAT id), so that the buyer can
  identify the seller (BR-CO-26).
- Exemption reasons (BT-120/121) are written for E, AE, K, G and O only (BR-E-10, BR-AE-10,
  BR-IC-10, BR-G-10, BR-O-10; the standard wording when the group has none); S and Z breakdowns
  must not have one (BR-S-10, BR-Z-10), even when the stored group carries "Zero rated".
- An intra-community supply (K) names the buyer's address as the deliver-to address (BR-IC-12).
- Without an invoicing period of its own, the document's period (BG-14) spans its lines'
  periods; a credit note, which has no due date, states its payment terms as text (BR-CO-25).
- The payment terms (BT-20) are the sentence the PDF prints (`terms.py`), in the document's
  language, from the figures frozen at issue.
- A line with a negative unit price is written with a positive price and a negative quantity
  (BR-27: the net price is never negative); its net amount keeps its sign.
- No element is written empty (PEPPOL-EN16931-R008), except `ApplicableHeaderTradeDelivery`,
  which the schema requires even when there is no delivery information.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import date
from decimal import Decimal

from billing.documents.model import Address, Document, DocumentLine, Party
from billing.documents.terms import payment_terms_text
from billing.platform.money import plain, round_money

RSM = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
RAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
QDT = "urn:un:unece:uncefact:data:standard:QualifiedDataType:100"
UDT = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"
NAMESPACES = {"rsm": RSM, "ram": RAM, "qdt": QDT, "udt": UDT}

GUIDELINE_ID = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0"
"""BT-24, the XRechnung 3.0 CIUS (BR-DE-21)."""
BUSINESS_PROCESS_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"
"""BT-23."""

SEPA_CREDIT_TRANSFER = "58"
UNIT_ONE = "C62"
"""UN/ECE Recommendation 20 unit code "one" (BT-130)."""
DISCOUNT_REASON_CODE = "95"
"""UNTDID 5189 "Discount" (BT-98)."""

EXEMPTION_CATEGORIES = frozenset({"E", "AE", "K", "G", "O"})
"""Categories whose breakdown states why no VAT is due (BT-120/BT-121)."""
DEFAULT_EXEMPTIONS: dict[str, tuple[str, str | None]] = {
    "E": ("Exempt from VAT", None),
    "AE": ("Reverse charge", "VATEX-EU-AE"),
    "K": ("Intra-community supply", "VATEX-EU-IC"),
    "G": ("Export outside the EU", "VATEX-EU-G"),
    "O": ("Not subject to VAT", "VATEX-EU-O"),
}

_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")

for _prefix, _uri in NAMESPACES.items():
    ET.register_namespace(_prefix, _uri)


def build(document: Document) -> bytes:
    """The CII XML (UTF-8, with an XML declaration) of a document `missing()` accepts."""
    root = ET.Element(_q(RSM, "CrossIndustryInvoice"))
    _context(root)
    _exchanged_document(root, document)
    transaction = _sub(root, RSM, "SupplyChainTradeTransaction")
    for line in document.lines:
        _line(transaction, line, document.currency)
    _agreement(transaction, document)
    _delivery(transaction, document)
    _settlement(transaction, document)
    ET.indent(root, space="  ")
    return ET.tostring(root, encoding="UTF-8", xml_declaration=True) + b"\n"


# --- formatting -----------------------------------------------------------------------------


def _q(namespace: str, tag: str) -> str:
    return f"{{{namespace}}}{tag}"


def _sub(parent: ET.Element, namespace: str, tag: str, text: str | None = None) -> ET.Element:
    element = ET.SubElement(parent, _q(namespace, tag))
    if text is not None:
        element.text = text
    return element


def _clean(value: str | None) -> str | None:
    """Text without the characters XML 1.0 cannot carry; None when nothing is left."""
    if value is None:
        return None
    text = _XML_ILLEGAL.sub("", value).strip()
    return text or None


def _text(parent: ET.Element, tag: str, value: str | None) -> ET.Element | None:
    """A `ram:` element holding `value`, or nothing at all when the value is blank."""
    text = _clean(value)
    return _sub(parent, RAM, tag, text) if text is not None else None


def _amount(value: Decimal, currency: str) -> str:
    """An amount at the currency's scale (JPY 0 decimals, EUR 2)."""
    return format(round_money(value, currency), "f")


def _number(value: Decimal) -> str:
    """A quantity, price or percentage as written, without exponent or trailing zeros."""
    if value.is_zero():
        return "0"
    return format(plain(value), "f")


def _percent(rate: Decimal) -> str:
    """A rate stored as a fraction (0.19) as the percentage EN 16931 states (19)."""
    return _number(rate * 100)


def _date(parent: ET.Element, tag: str, value: date, *, qualified: bool = False) -> None:
    holder = _sub(parent, RAM, tag)
    string = _sub(holder, QDT if qualified else UDT, "DateTimeString", value.strftime("%Y%m%d"))
    string.set("format", "102")


# --- header ---------------------------------------------------------------------------------


def _context(root: ET.Element) -> None:
    context = _sub(root, RSM, "ExchangedDocumentContext")
    process = _sub(context, RAM, "BusinessProcessSpecifiedDocumentContextParameter")
    _sub(process, RAM, "ID", BUSINESS_PROCESS_ID)
    guideline = _sub(context, RAM, "GuidelineSpecifiedDocumentContextParameter")
    _sub(guideline, RAM, "ID", GUIDELINE_ID)


def _exchanged_document(root: ET.Element, document: Document) -> None:
    exchanged = _sub(root, RSM, "ExchangedDocument")
    _text(exchanged, "ID", document.number)
    _sub(exchanged, RAM, "TypeCode", document.type_code)
    _date(exchanged, "IssueDateTime", document.issue_date)
    if _clean(document.note) is not None:
        note = _sub(exchanged, RAM, "IncludedNote")
        _text(note, "Content", document.note)


# --- lines ----------------------------------------------------------------------------------


def _trade_tax(parent: ET.Element, tag: str, category: str, rate: Decimal) -> None:
    """The VAT category and rate of a line (BG-30) or a document-level allowance (BG-20)."""
    tax = _sub(parent, RAM, tag)
    _sub(tax, RAM, "TypeCode", "VAT")
    _sub(tax, RAM, "CategoryCode", category)
    if category != "O":
        _sub(tax, RAM, "RateApplicablePercent", _percent(rate))


def _period(parent: ET.Element, start: date | None, end: date | None) -> None:
    if start is None and end is None:
        return
    period = _sub(parent, RAM, "BillingSpecifiedPeriod")
    if start is not None:
        _date(period, "StartDateTime", start)
    if end is not None:
        _date(period, "EndDateTime", end)


def _line(transaction: ET.Element, line: DocumentLine, currency: str) -> None:
    item = _sub(transaction, RAM, "IncludedSupplyChainTradeLineItem")
    line_document = _sub(item, RAM, "AssociatedDocumentLineDocument")
    _sub(line_document, RAM, "LineID", str(line.position))
    product = _sub(item, RAM, "SpecifiedTradeProduct")
    _sub(product, RAM, "Name", _clean(line.description) or "-")
    agreement = _sub(item, RAM, "SpecifiedLineTradeAgreement")
    price = _sub(agreement, RAM, "NetPriceProductTradePrice")
    _sub(price, RAM, "ChargeAmount", _number(abs(line.unit_price)))
    delivery = _sub(item, RAM, "SpecifiedLineTradeDelivery")
    quantity = -line.quantity if line.unit_price < 0 else line.quantity
    billed = _sub(delivery, RAM, "BilledQuantity", _number(quantity))
    billed.set("unitCode", UNIT_ONE)
    settlement = _sub(item, RAM, "SpecifiedLineTradeSettlement")
    _trade_tax(settlement, "ApplicableTradeTax", line.category, line.rate)
    _period(settlement, line.period_start, line.period_end)
    summation = _sub(settlement, RAM, "SpecifiedTradeSettlementLineMonetarySummation")
    _sub(summation, RAM, "LineTotalAmount", _amount(line.net_amount, currency))


# --- parties --------------------------------------------------------------------------------


def _categories(document: Document) -> set[str]:
    return (
        {line.category for line in document.lines}
        | {allowance.category for allowance in document.allowances}
        | {group.category for group in document.vat_groups}
    )


def _address(parent: ET.Element, address: Address) -> None:
    postal = _sub(parent, RAM, "PostalTradeAddress")
    _text(postal, "PostcodeCode", address.postal_code)
    _text(postal, "LineOne", address.line1)
    _text(postal, "LineTwo", address.line2)
    _text(postal, "CityName", address.city)
    _text(postal, "CountryID", address.country)


def _electronic_address(parent: ET.Element, party: Party) -> None:
    electronic = party.electronic_address
    if electronic is None or _clean(electronic.value) is None:
        return
    communication = _sub(parent, RAM, "URIUniversalCommunication")
    uri = _sub(communication, RAM, "URIID", _clean(electronic.value))
    uri.set("schemeID", electronic.scheme)


def _tax_registration(parent: ET.Element, scheme: str, value: str | None) -> None:
    text = _clean(value)
    if text is None:
        return
    registration = _sub(parent, RAM, "SpecifiedTaxRegistration")
    _sub(registration, RAM, "ID", text).set("schemeID", scheme)


def _seller(agreement: ET.Element, seller: Party, not_subject_to_vat: bool) -> None:
    party = _sub(agreement, RAM, "SellerTradeParty")
    vat_id = None if not_subject_to_vat else _clean(seller.vat_id)
    if vat_id is None:
        _text(party, "ID", seller.tax_number or seller.vat_id)
    _text(party, "Name", seller.name)
    contact = seller.contact
    if contact is not None and any(
        _clean(value) for value in (contact.name, contact.phone, contact.email)
    ):
        trade_contact = _sub(party, RAM, "DefinedTradeContact")
        _text(trade_contact, "PersonName", contact.name)
        if _clean(contact.phone) is not None:
            phone = _sub(trade_contact, RAM, "TelephoneUniversalCommunication")
            _text(phone, "CompleteNumber", contact.phone)
        if _clean(contact.email) is not None:
            email = _sub(trade_contact, RAM, "EmailURIUniversalCommunication")
            _text(email, "URIID", contact.email)
    _address(party, seller.address)
    _electronic_address(party, seller)
    _tax_registration(party, "VA", vat_id)
    _tax_registration(party, "FC", seller.tax_number)


def _buyer(agreement: ET.Element, buyer: Party, not_subject_to_vat: bool) -> None:
    party = _sub(agreement, RAM, "BuyerTradeParty")
    _text(party, "Name", buyer.name)
    _address(party, buyer.address)
    _electronic_address(party, buyer)
    if not not_subject_to_vat:
        _tax_registration(party, "VA", buyer.vat_id)


def _agreement(transaction: ET.Element, document: Document) -> None:
    agreement = _sub(transaction, RAM, "ApplicableHeaderTradeAgreement")
    _text(agreement, "BuyerReference", document.buyer_reference)
    not_subject_to_vat = "O" in _categories(document)
    _seller(agreement, document.seller, not_subject_to_vat)
    _buyer(agreement, document.buyer, not_subject_to_vat)


def _delivery(transaction: ET.Element, document: Document) -> None:
    delivery = _sub(transaction, RAM, "ApplicableHeaderTradeDelivery")
    if "K" in _categories(document):
        ship_to = _sub(delivery, RAM, "ShipToTradeParty")
        _text(ship_to, "Name", document.buyer.name)
        _address(ship_to, document.buyer.address)
    if document.delivery_date is not None:
        event = _sub(delivery, RAM, "ActualDeliverySupplyChainEvent")
        _date(event, "OccurrenceDateTime", document.delivery_date)


# --- settlement -----------------------------------------------------------------------------


def _billing_period(document: Document) -> tuple[date | None, date | None]:
    """BG-14: the document's own period, else the span of its lines' periods."""
    if document.period_start is not None or document.period_end is not None:
        return document.period_start, document.period_end
    starts = [line.period_start for line in document.lines if line.period_start is not None]
    ends = [line.period_end for line in document.lines if line.period_end is not None]
    return (min(starts) if starts else None), (max(ends) if ends else None)


def _payment_means(settlement: ET.Element, document: Document) -> None:
    account = document.bank_account
    if account is None or _clean(account.iban) is None:
        return
    means = _sub(settlement, RAM, "SpecifiedTradeSettlementPaymentMeans")
    _sub(means, RAM, "TypeCode", SEPA_CREDIT_TRANSFER)
    payee_account = _sub(means, RAM, "PayeePartyCreditorFinancialAccount")
    _text(payee_account, "IBANID", account.iban.replace(" ", ""))
    _text(payee_account, "AccountName", account.account_name)
    if _clean(account.bic) is not None:
        institution = _sub(means, RAM, "PayeeSpecifiedCreditorFinancialInstitution")
        _text(institution, "BICID", account.bic)


def _vat_breakdown(settlement: ET.Element, document: Document) -> None:
    currency = document.currency
    for group in document.vat_groups:
        tax = _sub(settlement, RAM, "ApplicableTradeTax")
        _sub(tax, RAM, "CalculatedAmount", _amount(group.tax_amount, currency))
        _sub(tax, RAM, "TypeCode", "VAT")
        reason = code = None
        if group.category in EXEMPTION_CATEGORIES:
            default_reason, default_code = DEFAULT_EXEMPTIONS[group.category]
            reason = _clean(group.exemption_reason)
            code = _clean(group.exemption_reason_code)
            if reason is None and code is None:
                reason, code = default_reason, default_code
        _text(tax, "ExemptionReason", reason)
        _sub(tax, RAM, "BasisAmount", _amount(group.taxable_amount, currency))
        _sub(tax, RAM, "CategoryCode", group.category)
        _text(tax, "ExemptionReasonCode", code)
        _sub(tax, RAM, "RateApplicablePercent", _percent(group.rate))


def _allowances(settlement: ET.Element, document: Document) -> None:
    for allowance in document.allowances:
        charge = _sub(settlement, RAM, "SpecifiedTradeAllowanceCharge")
        indicator = _sub(charge, RAM, "ChargeIndicator")
        _sub(indicator, UDT, "Indicator", "false")
        _sub(charge, RAM, "ActualAmount", _amount(allowance.amount, document.currency))
        _sub(charge, RAM, "ReasonCode", DISCOUNT_REASON_CODE)
        _sub(charge, RAM, "Reason", _clean(allowance.reason) or "Discount")
        _trade_tax(charge, "CategoryTradeTax", allowance.category, allowance.rate)


def _payment_terms(settlement: ET.Element, document: Document) -> None:
    description = _clean(payment_terms_text(document))
    if description is None and document.due_date is None:
        return
    terms = _sub(settlement, RAM, "SpecifiedTradePaymentTerms")
    _text(terms, "Description", description)
    if document.due_date is not None:
        _date(terms, "DueDateDateTime", document.due_date)


def _summation(settlement: ET.Element, document: Document) -> None:
    currency = document.currency
    summation = _sub(settlement, RAM, "SpecifiedTradeSettlementHeaderMonetarySummation")
    _sub(summation, RAM, "LineTotalAmount", _amount(document.line_total, currency))
    if document.allowances or not document.allowance_total.is_zero():
        total = _amount(document.allowance_total, currency)
        _sub(summation, RAM, "AllowanceTotalAmount", total)
    _sub(summation, RAM, "TaxBasisTotalAmount", _amount(document.tax_basis_total, currency))
    tax_total = _sub(summation, RAM, "TaxTotalAmount", _amount(document.tax_total, currency))
    tax_total.set("currencyID", currency)
    _sub(summation, RAM, "GrandTotalAmount", _amount(document.grand_total, currency))
    _sub(summation, RAM, "TotalPrepaidAmount", _amount(document.paid_amount, currency))
    _sub(summation, RAM, "DuePayableAmount", _amount(document.amount_due, currency))


def _preceding_invoice(settlement: ET.Element, document: Document) -> None:
    preceding = document.preceding_invoice
    if preceding is None or _clean(preceding.number) is None:
        return
    reference = _sub(settlement, RAM, "InvoiceReferencedDocument")
    _text(reference, "IssuerAssignedID", preceding.number)
    if preceding.issue_date is not None:
        _date(reference, "FormattedIssueDateTime", preceding.issue_date, qualified=True)


def _settlement(transaction: ET.Element, document: Document) -> None:
    settlement = _sub(transaction, RAM, "ApplicableHeaderTradeSettlement")
    if document.kind == "invoice" and document.bank_account is not None:
        _text(settlement, "PaymentReference", document.number)
    _sub(settlement, RAM, "InvoiceCurrencyCode", document.currency)
    _payment_means(settlement, document)
    _vat_breakdown(settlement, document)
    _period(settlement, *_billing_period(document))
    _allowances(settlement, document)
    _payment_terms(settlement, document)
    _summation(settlement, document)
    _preceding_invoice(settlement, document)
