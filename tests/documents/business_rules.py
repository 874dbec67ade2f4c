"""A checker of the EN 16931 and XRechnung 3.0 business rules a CII document's data can break.

`violations(xml)` parses the CII with lxml (no entities, no network) and returns one line per
broken rule, each starting with the rule's id (`"BR-CO-10: ..."`), so a test asserts
`violations(xml) == []` or that a mutated document breaks a named rule. It mirrors the CEN CII
schematron and the KoSIT XRechnung schematron for the rules our data can break. The official
artefacts are the authority: with BILLING_XRECHNUNG_ARTIFACTS set, every document a test builds
is also validated by them (tests/official_xrechnung.py); this checker stays because it runs
everywhere without them, in milliseconds, and names the rule a mutated document breaks
(test_cii checks that the official rules reject each mutation too; the checker is stricter on
BR-DE-17, BR-DE-19 and PEPPOL-EN16931-R120, which the official validation only warns about):

- sums and totals: BR-CO-10 to BR-CO-17, BR-CO-25, and the decimals of amounts (BR-DEC-*);
- VAT categories S, Z, E, AE, K (BR-IC-*), G, O: line/allowance rates (-05/-06), the seller and
  buyer identifiers they need (-02/-03), one breakdown per category (-01), breakdown taxable
  amount = its lines less its allowances (-08), zero VAT (-09), exemption reasons (-10),
  BR-IC-11/12 and BR-O-11 to BR-O-14; BR-DE-14 (every breakdown has a rate);
- XRechnung: BR-DE-1 to BR-DE-11, BR-DE-15 to BR-DE-19, BR-DE-21, BR-DE-23;
- Peppol: R008 (no empty element), R010/R020 (electronic addresses; BR-62/63 their scheme),
  R120 (line net = quantity x net price, within Peppol's 0.02 or rounded to the currency's
  decimals: a yen line of 1 x 999.5 is 1000);
- and the basics a generator can get wrong: BR-02, BR-06/07, BR-09/11, BR-16, BR-CO-09,
  BR-CO-18, BR-CO-26, BR-27, BR-29/30, BR-32/33, BR-55.

Exceptions, as in the official artefacts: `ApplicableHeaderTradeDelivery` may be empty (the
schema requires it and the KoSIT examples have it empty); BR-CO-17 accepts the tax rounded to
the currency's decimals (yen 0, else 2) within one minor unit (the official rule allows one
whole unit; KoSIT's 01.06 is a cent off). Every other amount comparison is exact.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from lxml import etree

NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
    "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
    "qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
}
XRECHNUNG_CIUS = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0"
XRECHNUNG_EXTENSION = XRECHNUNG_CIUS + "#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0"
TYPE_CODES = {"326", "380", "384", "389", "381", "875", "876", "877"}
SKONTO = re.compile(
    r"#SKONTO#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$"
)
ISO_COUNTRIES = frozenset(
    re.findall(
        r"\w\w",
        "1A AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BL BJ BM "
        "BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ "
        "DE DJ DK DM DO DZ EC EE EG EH EL ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL "
        "GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO "
        "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG "
        "MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ "
        "OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI "
        "SJ SK SL SM SN SO SR ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA "
        "UG UM US UY UZ VA VC VE VG VI VN VU WF WS XI YE YT ZA ZM ZW ",
    )
)
"""The country prefixes BR-CO-09 accepts (ISO 3166-1 alpha-2, plus EL and XI)."""
ZERO_DECIMAL_CURRENCIES = {
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
    "VUV", "XAF", "XOF", "XPF",
}  # fmt: skip

PREFIX = {
    "S": "BR-S",
    "Z": "BR-Z",
    "E": "BR-E",
    "AE": "BR-AE",
    "K": "BR-IC",
    "G": "BR-G",
    "O": "BR-O",
}
ZERO_RATED = {"Z", "E", "AE", "K", "G"}
NEEDS_REASON = {"E", "AE", "K", "G", "O"}
FORBIDS_REASON = {"S", "Z"}
DE_16_CATEGORIES = {"S", "Z", "E", "AE", "K", "G", "L", "M"}
MAY_BE_EMPTY = {f"{{{NS['ram']}}}ApplicableHeaderTradeDelivery"}

TRANSACTION = "rsm:SupplyChainTradeTransaction"
AGREEMENT = f"{TRANSACTION}/ram:ApplicableHeaderTradeAgreement"
SELLER = f"{AGREEMENT}/ram:SellerTradeParty"
BUYER = f"{AGREEMENT}/ram:BuyerTradeParty"
DELIVERY = f"{TRANSACTION}/ram:ApplicableHeaderTradeDelivery"
SETTLEMENT = f"{TRANSACTION}/ram:ApplicableHeaderTradeSettlement"
SUMMATION = f"{SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation"
LINES = f"{TRANSACTION}/ram:IncludedSupplyChainTradeLineItem"


def _norm(text: str | None) -> str:
    return " ".join((text or "").split())


def _nodes(node: etree._Element, path: str) -> list[etree._Element]:
    return list(node.xpath(path, namespaces=NS))


def _first(node: etree._Element, path: str) -> etree._Element | None:
    found = _nodes(node, path)
    return found[0] if found else None


def _text(node: etree._Element, path: str) -> str:
    """Normalized text of the first match ('' when absent)."""
    found = _first(node, path)
    return _norm(found.text) if found is not None else ""


def _decimal(node: etree._Element | None) -> Decimal | None:
    if node is None:
        return None
    try:
        return Decimal(_norm(node.text))
    except InvalidOperation:
        return None


def _amount(node: etree._Element, path: str) -> Decimal | None:
    return _decimal(_first(node, path))


def _sum(values: Iterable[Decimal | None]) -> Decimal:
    return sum((v for v in values if v is not None), Decimal(0))


def _round(value: Decimal, places: int = 2) -> Decimal:
    return value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def _iban_valid(iban: str) -> bool:
    compact = re.sub(r"\s", "", iban)
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}", compact):
        return False
    rearranged = compact[4:] + compact[:4]
    digits = "".join(str(int(ch, 36)) for ch in rearranged)
    return int(digits) % 97 == 1


class _Checker:
    def __init__(self, root: etree._Element) -> None:
        self.root = root
        self.found: list[str] = []
        self.currency = _text(root, f"{SETTLEMENT}/ram:InvoiceCurrencyCode")

    def fail(self, rule: str, message: str) -> None:
        entry = f"{rule}: {message}"
        if entry not in self.found:
            self.found.append(entry)

    # -- helpers over the document ------------------------------------------------------------

    def vat_matches(self, calculated: Decimal, taxable: Decimal, rate: Decimal) -> bool:
        """BR-CO-17/BR-S-09: the VAT is the taxable amount times the rate, rounded to the
        currency's decimals (2 at most), give or take one minor unit (the official rule allows
        one whole unit; the KoSIT example 01.06 is a cent off: its VAT is gross minus net)."""
        places = 0 if self.currency in ZERO_DECIMAL_CURRENCIES else 2
        unit = Decimal(1).scaleb(-places)
        return abs(calculated - _round(taxable * rate / 100, places)) <= unit

    def lines(self) -> list[etree._Element]:
        return _nodes(self.root, LINES)

    def line_tax(self, item: etree._Element) -> etree._Element | None:
        return _first(item, "ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax")

    def line_net(self, item: etree._Element) -> Decimal | None:
        return _amount(
            item,
            "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation"
            "/ram:LineTotalAmount",
        )

    def allowance_charges(self, charge: bool) -> list[etree._Element]:
        flag = "true" if charge else "false"
        return [
            node
            for node in _nodes(self.root, f"{SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge")
            if _text(node, "ram:ChargeIndicator/udt:Indicator").lower() == flag
        ]

    def breakdowns(self) -> list[etree._Element]:
        return _nodes(self.root, f"{SETTLEMENT}/ram:ApplicableTradeTax")

    def seller_registration(self, *schemes: str) -> bool:
        return any(
            _norm(node.text) and node.get("schemeID") in schemes
            for node in _nodes(self.root, f"{SELLER}/ram:SpecifiedTaxRegistration/ram:ID")
        ) or bool(
            _nodes(
                self.root,
                f"{AGREEMENT}/ram:SellerTaxRepresentativeTradeParty/ram:SpecifiedTaxRegistration"
                "/ram:ID[@schemeID='VA']",
            )
        )

    def buyer_vat_id(self) -> bool:
        return any(
            _norm(node.text)
            for node in _nodes(
                self.root, f"{BUYER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']"
            )
        )

    def used_categories(self) -> list[tuple[str, str, etree._Element]]:
        """(where, category, trade tax) for every line, allowance and charge."""
        used = []
        for item in self.lines():
            tax = self.line_tax(item)
            if tax is not None:
                used.append(("line", _text(tax, "ram:CategoryCode"), tax))
        for where, charge in (("allowance", False), ("charge", True)):
            for node in self.allowance_charges(charge):
                tax = _first(node, "ram:CategoryTradeTax")
                if tax is not None:
                    used.append((where, _text(tax, "ram:CategoryCode"), tax))
        return used

    # -- rules --------------------------------------------------------------------------------

    def run(self) -> list[str]:
        self.empty_elements()
        self.basics()
        self.sums()
        self.decimals()
        self.lines_rules()
        self.allowances()
        self.vat_categories()
        self.breakdown_rules()
        self.payment()
        self.xrechnung()
        return self.found

    def empty_elements(self) -> None:
        for element in self.root.iter(etree.Element):
            if element.tag in MAY_BE_EMPTY:
                continue
            if len(element) == 0 and not _norm(element.text):
                name = etree.QName(element).localname
                self.fail("PEPPOL-EN16931-R008", f"empty element {name}")

    def basics(self) -> None:
        root = self.root
        if not _text(root, "rsm:ExchangedDocument/ram:ID"):
            self.fail("BR-02", "no invoice number (BT-1)")
        if not self.lines():
            self.fail("BR-16", "no invoice line")
        if not self.breakdowns():
            self.fail("BR-CO-18", "no VAT breakdown")
        if not _text(root, f"{SELLER}/ram:Name"):
            self.fail("BR-06", "no seller name")
        if not _text(root, f"{BUYER}/ram:Name"):
            self.fail("BR-07", "no buyer name")
        if not _text(root, f"{SELLER}/ram:PostalTradeAddress/ram:CountryID"):
            self.fail("BR-09", "no seller country code")
        if not _text(root, f"{BUYER}/ram:PostalTradeAddress/ram:CountryID"):
            self.fail("BR-11", "no buyer country code")
        for party, rule, absent in (
            (SELLER, "BR-62", "PEPPOL-EN16931-R020"),
            (BUYER, "BR-63", "PEPPOL-EN16931-R010"),
        ):
            uri = _first(root, f"{party}/ram:URIUniversalCommunication/ram:URIID")
            if uri is None or not _norm(uri.text):
                self.fail(absent, f"no electronic address in {party.rsplit(':', 1)[-1]}")
            elif not _norm(uri.get("schemeID")):
                self.fail(rule, f"electronic address {_norm(uri.text)} without schemeID")
        if not (
            _nodes(root, f"{SELLER}/ram:ID")
            or _nodes(root, f"{SELLER}/ram:GlobalID")
            or _nodes(root, f"{SELLER}/ram:SpecifiedLegalOrganization/ram:ID")
            or _nodes(root, f"{SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']")
        ):
            self.fail("BR-CO-26", "no seller identifier, legal registration or VAT identifier")
        for node in _nodes(root, "//ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']"):
            if _norm(node.text)[:2] not in ISO_COUNTRIES:
                self.fail("BR-CO-09", f"VAT identifier {_norm(node.text)} lacks a country prefix")
        for period in _nodes(root, "//ram:BillingSpecifiedPeriod"):
            start = _text(period, "ram:StartDateTime/udt:DateTimeString")
            end = _text(period, "ram:EndDateTime/udt:DateTimeString")
            rule = (
                "BR-30"
                if etree.QName(period.getparent()).localname == "SpecifiedLineTradeSettlement"
                else "BR-29"
            )
            if start and end and end < start:
                self.fail(rule, f"period ends {end} before it starts {start}")
        for reference in _nodes(root, f"{SETTLEMENT}/ram:InvoiceReferencedDocument"):
            if not _text(reference, "ram:IssuerAssignedID"):
                self.fail("BR-55", "preceding invoice reference without its number (BT-25)")

    def sums(self) -> None:
        root, summation = self.root, _first(self.root, SUMMATION)
        if summation is None:
            self.fail("BR-12", "no document totals")
            return
        line_total = _amount(summation, "ram:LineTotalAmount")
        allowance_total = _amount(summation, "ram:AllowanceTotalAmount")
        charge_total = _amount(summation, "ram:ChargeTotalAmount")
        basis = _amount(summation, "ram:TaxBasisTotalAmount")
        grand = _amount(summation, "ram:GrandTotalAmount")
        prepaid = _amount(summation, "ram:TotalPrepaidAmount")
        rounding = _amount(summation, "ram:RoundingAmount")
        due = _amount(summation, "ram:DuePayableAmount")
        for value, rule, name in (
            (line_total, "BR-12", "LineTotalAmount"),
            (basis, "BR-13", "TaxBasisTotalAmount"),
            (grand, "BR-14", "GrandTotalAmount"),
            (due, "BR-15", "DuePayableAmount"),
        ):
            if value is None:
                self.fail(rule, f"no {name}")
        nets = _sum(self.line_net(item) for item in self.lines())
        if line_total is not None and line_total != _round(nets):
            self.fail("BR-CO-10", f"LineTotalAmount {line_total} != sum of line net amounts {nets}")
        for rule, charge, total, name in (
            ("BR-CO-11", False, allowance_total, "AllowanceTotalAmount"),
            ("BR-CO-12", True, charge_total, "ChargeTotalAmount"),
        ):
            items = self.allowance_charges(charge)
            amounts = _sum(_amount(node, "ram:ActualAmount") for node in items)
            if (items or total is not None) and total != _round(amounts):
                self.fail(rule, f"{name} {total} != sum of the amounts {amounts}")
        if line_total is not None and basis is not None:
            expected = line_total - (allowance_total or 0) + (charge_total or 0)
            if basis != _round(expected):
                self.fail("BR-CO-13", f"TaxBasisTotalAmount {basis} != {expected}")
        tax_totals = _nodes(summation, "ram:TaxTotalAmount")
        in_currency = [node for node in tax_totals if node.get("currencyID") == self.currency]
        for node in tax_totals:
            if not node.get("currencyID"):
                self.fail("BR-CO-15", "TaxTotalAmount without currencyID")
        if len(in_currency) > 1:
            self.fail("BR-CO-15", "more than one TaxTotalAmount in the invoice currency")
        tax_total = _decimal(in_currency[0]) if in_currency else Decimal(0)
        if tax_total is None:
            self.fail("BR-CO-15", "TaxTotalAmount is not a number")
            tax_total = Decimal(0)
        breakdown_tax = _sum(_amount(node, "ram:CalculatedAmount") for node in self.breakdowns())
        if tax_total != _round(breakdown_tax):
            self.fail(
                "BR-CO-14", f"TaxTotalAmount {tax_total} != sum of breakdown VAT {breakdown_tax}"
            )
        if basis is not None and grand is not None and grand != _round(basis + tax_total):
            self.fail("BR-CO-15", f"GrandTotalAmount {grand} != {basis} + {tax_total}")
        if grand is not None and due is not None:
            expected = grand - (prepaid or 0) + (rounding or 0)
            if due != expected:
                self.fail("BR-CO-16", f"DuePayableAmount {due} != {expected}")
        if due is not None and due > 0:
            terms = f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms"
            if not (
                _text(root, f"{terms}/ram:DueDateDateTime/udt:DateTimeString")
                or _text(root, f"{terms}/ram:Description")
            ):
                self.fail("BR-CO-25", "amount due but neither a due date nor payment terms")
        for tax in self.breakdowns():
            calculated = _amount(tax, "ram:CalculatedAmount")
            taxable = _amount(tax, "ram:BasisAmount")
            rate = _amount(tax, "ram:RateApplicablePercent") or Decimal(0)
            if calculated is None or taxable is None:
                self.fail(
                    "BR-45" if taxable is None else "BR-46", "VAT breakdown without its amounts"
                )
                continue
            if not self.vat_matches(calculated, taxable, rate):
                self.fail(
                    "BR-CO-17",
                    f"{_text(tax, 'ram:CategoryCode')} {rate} %: "
                    f"VAT {calculated} != {taxable} x {rate} %",
                )

    def decimals(self) -> None:
        checks = [
            (f"{SUMMATION}/ram:LineTotalAmount", "BR-DEC-09"),
            (f"{SUMMATION}/ram:AllowanceTotalAmount", "BR-DEC-10"),
            (f"{SUMMATION}/ram:ChargeTotalAmount", "BR-DEC-11"),
            (f"{SUMMATION}/ram:TaxBasisTotalAmount", "BR-DEC-12"),
            (f"{SUMMATION}/ram:TaxTotalAmount", "BR-DEC-13"),
            (f"{SUMMATION}/ram:GrandTotalAmount", "BR-DEC-14"),
            (f"{SUMMATION}/ram:TotalPrepaidAmount", "BR-DEC-16"),
            (f"{SUMMATION}/ram:RoundingAmount", "BR-DEC-17"),
            (f"{SUMMATION}/ram:DuePayableAmount", "BR-DEC-18"),
            (f"{SETTLEMENT}/ram:ApplicableTradeTax/ram:BasisAmount", "BR-DEC-19"),
            (f"{SETTLEMENT}/ram:ApplicableTradeTax/ram:CalculatedAmount", "BR-DEC-20"),
            (f"{SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:ActualAmount", "BR-DEC-01"),
            (
                f"{LINES}/ram:SpecifiedLineTradeSettlement"
                "/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount",
                "BR-DEC-23",
            ),
        ]
        for path, rule in checks:
            for node in _nodes(self.root, path):
                value = _norm(node.text)
                if len(value.partition(".")[2]) > 2:
                    self.fail(
                        rule, f"{etree.QName(node).localname} {value} has more than 2 decimals"
                    )

    def lines_rules(self) -> None:
        for item in self.lines():
            line_id = _text(item, "ram:AssociatedDocumentLineDocument/ram:LineID")
            if not line_id:
                self.fail("BR-21", "a line without its identifier")
            if not _text(item, "ram:SpecifiedTradeProduct/ram:Name"):
                self.fail("BR-25", f"line {line_id} without an item name")
            price_node = _first(
                item, "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice"
            )
            price = _amount(price_node, "ram:ChargeAmount") if price_node is not None else None
            quantity_node = _first(item, "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity")
            quantity = _decimal(quantity_node)
            net = self.line_net(item)
            if price is None:
                self.fail("BR-26", f"line {line_id} without a net price")
            elif price < 0:
                self.fail("BR-27", f"line {line_id} has a negative net price {price}")
            if quantity is None:
                self.fail("BR-22", f"line {line_id} without a quantity")
            elif not quantity_node.get("unitCode"):
                self.fail("BR-23", f"line {line_id} quantity without unitCode")
            if net is None:
                self.fail("BR-24", f"line {line_id} without a net amount")
            if (
                price is not None
                and quantity is not None
                and net is not None
                and price_node is not None
            ):
                base = _amount(price_node, "ram:BasisQuantity") or Decimal(1)
                charges = _sum(
                    _amount(node, "ram:ActualAmount")
                    for node in _nodes(
                        item,
                        "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator='true']",
                    )
                )
                allowances = _sum(
                    _amount(node, "ram:ActualAmount")
                    for node in _nodes(
                        item,
                        "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator='false']",
                    )
                )
                exact = quantity * price / base + charges - allowances
                places = 0 if self.currency in ZERO_DECIMAL_CURRENCIES else 2
                expected = _round(exact, places)
                if net != expected and abs(net - exact) > Decimal("0.02"):
                    self.fail(
                        "PEPPOL-EN16931-R120",
                        f"line {line_id}: net amount {net} != {quantity} x {price} = {expected}",
                    )
            if self.line_tax(item) is None or not _text(self.line_tax(item), "ram:CategoryCode"):
                self.fail("BR-CO-04", f"line {line_id} without a VAT category")

    def allowances(self) -> None:
        for charge, (amount_rule, category_rule, reason_rule) in (
            (False, ("BR-31", "BR-32", "BR-33")),
            (True, ("BR-36", "BR-37", "BR-38")),
        ):
            for node in self.allowance_charges(charge):
                if _amount(node, "ram:ActualAmount") is None:
                    self.fail(amount_rule, "a document-level allowance/charge without its amount")
                if not _text(node, "ram:CategoryTradeTax/ram:CategoryCode"):
                    self.fail(
                        category_rule, "a document-level allowance/charge without a VAT category"
                    )
                if not (_text(node, "ram:Reason") or _text(node, "ram:ReasonCode")):
                    self.fail(reason_rule, "a document-level allowance/charge without a reason")

    def vat_categories(self) -> None:
        """The rate of each line/allowance/charge and the identifiers its category needs."""
        seller_va_fc = self.seller_registration("VA", "FC")
        seller_va = self.seller_registration("VA")
        buyer_va = self.buyer_vat_id()
        buyer_legal = bool(_nodes(self.root, f"{BUYER}/ram:SpecifiedLegalOrganization/ram:ID"))
        suffix = {"line": ("05", "02"), "allowance": ("06", "03"), "charge": ("07", "04")}
        for where, category, tax in self.used_categories():
            prefix = PREFIX.get(category)
            if prefix is None:
                continue
            rate_rule, party_rule = (f"{prefix}-{n}" for n in suffix[where])
            rate = _amount(tax, "ram:RateApplicablePercent")
            has_rate = _first(tax, "ram:RateApplicablePercent") is not None
            if category == "S" and (rate is None or rate <= 0):
                self.fail(rate_rule, f"standard-rated {where} with rate {rate}")
            if category in ZERO_RATED and (rate is None or rate != 0):
                self.fail(rate_rule, f"{category} {where} with rate {rate} (must be 0)")
            if category == "O" and has_rate:
                self.fail(rate_rule, f"{where} not subject to VAT has a rate")
            if category in ("S", "Z", "E") and not seller_va_fc:
                self.fail(party_rule, f"{category}: no seller VAT identifier or tax number")
            if category == "AE" and not (seller_va_fc and (buyer_va or buyer_legal)):
                self.fail(
                    party_rule, "reverse charge: seller VAT id/tax number and buyer VAT id needed"
                )
            if category == "K" and not (seller_va and buyer_va):
                self.fail(party_rule, "intra-community supply: seller and buyer VAT ids needed")
            if category == "G" and not seller_va:
                self.fail(party_rule, "export: seller VAT identifier needed")
            if category == "O" and (seller_va or buyer_va):
                self.fail(
                    party_rule, "not subject to VAT: no seller or buyer VAT identifier allowed"
                )

    def breakdown_rules(self) -> None:
        breakdowns = self.breakdowns()
        used = self.used_categories()
        keys: list[tuple[str, Decimal | None]] = []
        for tax in breakdowns:
            category = _text(tax, "ram:CategoryCode")
            rate = _amount(tax, "ram:RateApplicablePercent")
            prefix = PREFIX.get(category, f"BR-{category}")
            if not _text(tax, "ram:RateApplicablePercent"):
                self.fail("BR-DE-14", f"VAT breakdown {category} without a rate (BT-119)")
            key = (category, rate if category in ("S", "L", "M") else None)
            if key in keys:
                self.fail(
                    f"{prefix}-01" if category != "S" else "BR-S-08",
                    f"more than one VAT breakdown for {category} {rate or ''}".strip(),
                )
            keys.append(key)
            expected = Decimal(0)
            for where, used_category, used_tax in used:
                if used_category != category:
                    continue
                if (
                    category in ("S", "L", "M")
                    and _amount(used_tax, "ram:RateApplicablePercent") != rate
                ):
                    continue
                owner = used_tax.getparent()
                if where == "line":
                    amount = self.line_net(owner.getparent())
                else:
                    amount = _amount(owner, "ram:ActualAmount")
                amount = amount or Decimal(0)
                expected += -amount if where == "allowance" else amount
            basis = _amount(tax, "ram:BasisAmount")
            if category in PREFIX and basis != _round(expected):
                self.fail(
                    f"{prefix}-08",
                    f"{category} {rate} %: taxable amount {basis} "
                    f"!= lines less allowances {expected}",
                )
            calculated = _amount(tax, "ram:CalculatedAmount")
            if (category in ZERO_RATED or category == "O") and calculated != 0:
                self.fail(f"{prefix}-09", f"{category}: VAT amount {calculated} must be 0")
            s_amounts = category == "S" and None not in (calculated, basis, rate)
            if s_amounts and not self.vat_matches(calculated, basis, rate):
                self.fail("BR-S-09", f"S {rate} %: VAT {calculated} != {basis} x {rate} %")
            has_reason = bool(
                _text(tax, "ram:ExemptionReason") or _text(tax, "ram:ExemptionReasonCode")
            )
            if category in NEEDS_REASON and not has_reason:
                self.fail(f"{prefix}-10", f"{category}: no exemption reason text or code")
            if category in FORBIDS_REASON and _nodes(
                tax, "ram:ExemptionReason | ram:ExemptionReasonCode"
            ):
                self.fail(f"{prefix}-10", f"{category}: an exemption reason is not allowed")
        present = {_text(tax, "ram:CategoryCode") for tax in breakdowns}
        used_set = {category for _, category, _ in used}
        for category in ("S", "Z", "E", "AE", "K", "G", "O"):
            count = sum(1 for tax in breakdowns if _text(tax, "ram:CategoryCode") == category)
            if category == "S":
                if category in used_set and count == 0:
                    self.fail("BR-S-01", "standard-rated items without an S VAT breakdown")
            elif (category in used_set or count) and not (count == 1 and category in used_set):
                self.fail(
                    f"{PREFIX[category]}-01",
                    f"{category}: {count} VAT breakdowns for items {sorted(used_set)}",
                )
        if "O" in present or "O" in used_set:
            others_breakdown = present - {"O"}
            if others_breakdown:
                self.fail("BR-O-11", f"not subject to VAT alongside {sorted(others_breakdown)}")
            if any(c != "O" for w, c, _ in used if w == "line"):
                self.fail("BR-O-12", "not subject to VAT alongside lines of other categories")
            if any(c != "O" for w, c, _ in used if w == "allowance"):
                self.fail("BR-O-13", "not subject to VAT alongside allowances of other categories")
            if any(c != "O" for w, c, _ in used if w == "charge"):
                self.fail("BR-O-14", "not subject to VAT alongside charges of other categories")
        if "K" in present:
            has_date = _text(
                self.root,
                f"{DELIVERY}/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime"
                "/udt:DateTimeString",
            ) or _nodes(
                self.root,
                f"{SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:StartDateTime"
                f" | {SETTLEMENT}/ram:BillingSpecifiedPeriod/ram:EndDateTime",
            )
            if not has_date:
                self.fail(
                    "BR-IC-11", "intra-community supply without delivery date or invoicing period"
                )
            if not _text(
                self.root, f"{DELIVERY}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID"
            ):
                self.fail("BR-IC-12", "intra-community supply without deliver-to country")

    def payment(self) -> None:
        means = _nodes(self.root, f"{SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans")
        if not means:
            self.fail("BR-DE-1", "no payment instructions (BG-16)")
        for node in means:
            code = _text(node, "ram:TypeCode")
            if not code:
                self.fail("BR-49", "payment means without type code")
            if code not in ("30", "58"):
                continue
            account = _first(node, "ram:PayeePartyCreditorFinancialAccount")
            if account is None:
                self.fail(
                    "BR-DE-23", f"payment means {code} without the credit transfer account (BG-17)"
                )
                continue
            iban = _text(account, "ram:IBANID")
            if not (iban or _text(account, "ram:ProprietaryID")):
                self.fail("BR-DE-23", f"payment means {code} without an account identifier (BT-84)")
            if code == "58" and not iban:
                self.fail("BR-DE-23", "SEPA credit transfer (58) without an IBAN")
            elif code == "58" and not _iban_valid(iban):
                self.fail("BR-DE-19", f"{iban} is not a valid IBAN")
            if _nodes(
                node,
                "ram:ApplicableTradeSettlementFinancialCard"
                " | ram:PayerPartyDebtorFinancialAccount/ram:IBANID",
            ) or _nodes(
                self.root,
                f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID"
                f" | {SETTLEMENT}/ram:CreditorReferenceID",
            ):
                self.fail("BR-DE-23", "credit transfer with card or direct debit information")

    def xrechnung(self) -> None:
        root = self.root
        guideline = _text(
            root,
            "rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID",
        )
        if not guideline:
            self.fail("BR-01", "no specification identifier (BT-24)")
        if guideline not in (XRECHNUNG_CIUS, XRECHNUNG_EXTENSION):
            self.fail("BR-DE-21", f"specification identifier {guideline!r} is not XRechnung 3.0")
        type_code = _text(root, "rsm:ExchangedDocument/ram:TypeCode")
        if type_code not in TYPE_CODES:
            self.fail("BR-DE-17", f"type code {type_code!r} not in {sorted(TYPE_CODES)}")
        contact = _first(root, f"{SELLER}/ram:DefinedTradeContact")
        if contact is None:
            self.fail("BR-DE-2", "no seller contact (BG-6)")
        else:
            if not (_text(contact, "ram:PersonName") or _text(contact, "ram:DepartmentName")):
                self.fail("BR-DE-5", "no seller contact point (BT-41)")
            if not _text(contact, "ram:TelephoneUniversalCommunication/ram:CompleteNumber"):
                self.fail("BR-DE-6", "no seller contact telephone (BT-42)")
            if not _text(contact, "ram:EmailURIUniversalCommunication/ram:URIID"):
                self.fail("BR-DE-7", "no seller contact email (BT-43)")
        for party, city_rule, postcode_rule, who in (
            (SELLER, "BR-DE-3", "BR-DE-4", "seller"),
            (BUYER, "BR-DE-8", "BR-DE-9", "buyer"),
            (f"{DELIVERY}/ram:ShipToTradeParty", "BR-DE-10", "BR-DE-11", "deliver-to"),
        ):
            address = _first(root, f"{party}/ram:PostalTradeAddress")
            if address is None:
                if who != "deliver-to":
                    self.fail("BR-08" if who == "seller" else "BR-10", f"no {who} postal address")
                continue
            if not _text(address, "ram:CityName"):
                self.fail(city_rule, f"no {who} city")
            if not _text(address, "ram:PostcodeCode"):
                self.fail(postcode_rule, f"no {who} post code")
        if not _text(root, f"{AGREEMENT}/ram:BuyerReference"):
            self.fail("BR-DE-15", "no buyer reference (BT-10)")
        if {category for _, category, _ in self.used_categories()} & DE_16_CATEGORIES and not (
            self.seller_registration("VA", "VAT", "FC")
            or _nodes(root, f"{AGREEMENT}/ram:SellerTaxRepresentativeTradeParty")
        ):
            self.fail("BR-DE-16", "no seller VAT identifier, tax number or tax representative")
        descriptions = _nodes(root, f"{SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description")
        if len(descriptions) > 1:
            self.fail("BR-DE-18", "more than one payment terms text")
        if descriptions:
            text = descriptions[0].text or ""
            skonto = [row for row in re.split(r"\r?\n", text) if _norm(row).startswith("#")]
            if skonto:
                tail = re.split(r"#.+#", text)[-1]
                if not all(SKONTO.search(_norm(row)) for row in skonto) or not re.match(
                    r"\s*\n", tail
                ):
                    self.fail("BR-DE-18", f"payment terms {text!r} break the skonto format")


def violations(xml: bytes) -> list[str]:
    """Every broken rule of the CII document `xml`, as `"RULE-ID: what is wrong"`."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(xml, parser=parser)
    return _Checker(root).run()


def rules(xml: bytes) -> set[str]:
    """The ids of the rules `xml` breaks."""
    return {entry.split(":", 1)[0] for entry in violations(xml)}
