"""VAT resolution, rule by rule in the order of `billing.tax.resolution` (pure: no database).

Standard rates come from the table shipped in the package, so the cases also read real data.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from stdnum.eu import vat as eu_vat

from billing.tax.rates import lookup, shipped_rates
from billing.tax.resolution import Buyer, Override, Seller, TaxTreatment, resolve

ON = date(2026, 6, 1)
STANDARD_RATE = lookup(shipped_rates())

FR_VAT_ID = "FR40303265045"
DE_VAT_ID = "DE136695976"
AT_VAT_ID = "ATU13585627"
FR_VAT_ID_BAD_CHECKSUM = "FR40303265046"

DE_SELLER = Seller("DE")
DE_SELLER_OSS = Seller("DE", oss=True)
DOMESTIC_BUYER = Buyer("DE")


def test_vat_ids_used_here_are_accepted_by_stdnum():
    assert eu_vat.is_valid(FR_VAT_ID)
    assert eu_vat.is_valid(DE_VAT_ID)
    assert eu_vat.is_valid(AT_VAT_ID)
    assert not eu_vat.is_valid(FR_VAT_ID_BAD_CHECKSUM)


def treatment(
    category: str,
    rate: str,
    basis: str,
    reason: str | None = None,
    code: str | None = None,
) -> TaxTreatment:
    return TaxTreatment(category, Decimal(rate), reason, code, basis)


D = Decimal

CASES: list[tuple[str, Override | None, Buyer, Seller, str, TaxTreatment]] = [
    # 1. the line's override
    (
        "override Z without rate: 0 with the default reason",
        Override(category="Z"),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("Z", "0", "override", "Zero rated"),
    ),
    (
        "override E keeps its own reason",
        Override(category="E", exemption_reason="Medical care (Art. 132(1)(c))"),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("E", "0", "override", "Medical care (Art. 132(1)(c))"),
    ),
    (
        "override AE: reverse charge with its VATEX code",
        Override(category="AE"),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("AE", "0", "override", "Reverse charge", "VATEX-EU-AE"),
    ),
    (
        "override K: intra-community supply with its VATEX code",
        Override(category="K", rate=D("0")),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("K", "0", "override", "Intra-community supply", "VATEX-EU-IC"),
    ),
    (
        "override G: export with its VATEX code",
        Override(category="G"),
        Buyer("US"),
        DE_SELLER,
        "S",
        treatment("G", "0", "override", "Export outside the EU", "VATEX-EU-G"),
    ),
    (
        "override O: outside the scope with its VATEX code, own reason kept",
        Override(category="O", exemption_reason="Not taxable here"),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("O", "0", "override", "Not taxable here", "VATEX-EU-O"),
    ),
    (
        "override S with a rate",
        Override(category="S", rate=D("0.07")),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("S", "0.07", "override"),
    ),
    (
        "a rate without category is standard rated at that rate",
        Override(rate=D("0.07")),
        Buyer("FR"),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.07", "override"),
    ),
    (
        "override S without rate takes the seller's standard rate, also under OSS",
        Override(category="S"),
        Buyer("FR"),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.19", "override"),
    ),
    (
        "override beats a tax-exempt customer",
        Override(category="S", rate=D("0.19")),
        Buyer("DE", tax_exempt=True, exemption_reason="Charity"),
        DE_SELLER,
        "S",
        treatment("S", "0.19", "override"),
    ),
    (
        "override beats the product's category",
        Override(category="S", rate=D("0.19")),
        DOMESTIC_BUYER,
        DE_SELLER,
        "Z",
        treatment("S", "0.19", "override"),
    ),
    (
        "override L (IGIC) keeps its rate and has no reason",
        Override(category="L", rate=D("0.07")),
        Buyer("ES"),
        Seller("ES"),
        "S",
        treatment("L", "0.07", "override"),
    ),
    (
        "an exemption reason alone is no override",
        Override(exemption_reason="ignored"),
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("S", "0.19", "domestic"),
    ),
    # 2. a tax-exempt customer
    (
        "tax-exempt customer: E with the customer's reason",
        None,
        Buyer("DE", tax_exempt=True, exemption_reason="Diplomatic mission"),
        DE_SELLER,
        "S",
        treatment("E", "0", "exempt_customer", "Diplomatic mission"),
    ),
    (
        "tax-exempt customer without reason: the default wording",
        None,
        Buyer("FR", vat_id=FR_VAT_ID, tax_exempt=True),
        DE_SELLER,
        "S",
        treatment("E", "0", "exempt_customer", "Exempt from VAT"),
    ),
    (
        "tax-exempt customer beats a seller outside the EU",
        None,
        Buyer("US", tax_exempt=True, exemption_reason="Exempt organization"),
        Seller("US"),
        "S",
        treatment("E", "0", "exempt_customer", "Exempt organization"),
    ),
    # 3. the seller: outside the EU, no country, small business
    (
        "seller outside the EU: O",
        None,
        DOMESTIC_BUYER,
        Seller("US"),
        "S",
        treatment("O", "0", "seller_outside_eu", "Not subject to VAT", "VATEX-EU-O"),
    ),
    (
        "seller without a country: O",
        None,
        Buyer("FR", vat_id=FR_VAT_ID),
        Seller(None),
        "S",
        treatment("O", "0", "seller_outside_eu", "Not subject to VAT", "VATEX-EU-O"),
    ),
    (
        "small business: E for a domestic customer",
        None,
        DOMESTIC_BUYER,
        Seller("DE", regime="small_business"),
        "S",
        treatment("E", "0", "small_business", "VAT exempt: small business scheme"),
    ),
    (
        "small business: E also across borders",
        None,
        Buyer("FR", vat_id=FR_VAT_ID),
        Seller("DE", regime="small_business", oss=True),
        "S",
        treatment("E", "0", "small_business", "VAT exempt: small business scheme"),
    ),
    # 4. the product's category other than S
    (
        "zero-rated product",
        None,
        DOMESTIC_BUYER,
        DE_SELLER,
        "Z",
        treatment("Z", "0", "product_category", "Zero rated"),
    ),
    (
        "exempt product, even across borders",
        None,
        Buyer("FR", vat_id=FR_VAT_ID),
        DE_SELLER,
        "E",
        treatment("E", "0", "product_category", "Exempt from VAT"),
    ),
    (
        "export product",
        None,
        Buyer("US"),
        DE_SELLER,
        "G",
        treatment("G", "0", "product_category", "Export outside the EU", "VATEX-EU-G"),
    ),
    (
        "L product (Canary Islands IGIC) keeps its category, never EU VAT",
        None,
        Buyer("ES"),
        Seller("ES"),
        "L",
        treatment("L", "0", "product_category"),
    ),
    (
        "M product (Ceuta and Melilla IPSI) keeps its category",
        None,
        Buyer("ES"),
        Seller("ES"),
        "M",
        treatment("M", "0", "product_category"),
    ),
    # 5. a customer outside the EU
    (
        "customer outside the EU: O",
        None,
        Buyer("US"),
        DE_SELLER,
        "S",
        treatment("O", "0", "outside_eu", "Not subject to VAT", "VATEX-EU-O"),
    ),
    (
        "customer in Switzerland with a VAT number: O",
        None,
        Buyer("CH", vat_id="CHE123456789"),
        DE_SELLER_OSS,
        "S",
        treatment("O", "0", "outside_eu", "Not subject to VAT", "VATEX-EU-O"),
    ),
    # 6. EU B2B across borders
    (
        "EU B2B with a valid VAT id: reverse charge",
        None,
        Buyer("FR", vat_id=FR_VAT_ID),
        DE_SELLER,
        "S",
        treatment("AE", "0", "reverse_charge", "Reverse charge", "VATEX-EU-AE"),
    ),
    (
        "EU B2B with a valid VAT id under OSS: still reverse charge",
        None,
        Buyer("AT", vat_id=AT_VAT_ID),
        DE_SELLER_OSS,
        "S",
        treatment("AE", "0", "reverse_charge", "Reverse charge", "VATEX-EU-AE"),
    ),
    (
        "EU B2B with an invalid VAT id falls to B2C: seller rate without OSS",
        None,
        Buyer("FR", vat_id=FR_VAT_ID_BAD_CHECKSUM),
        DE_SELLER,
        "S",
        treatment("S", "0.19", "domestic"),
    ),
    (
        "EU B2B with an invalid VAT id falls to B2C: customer country rate under OSS",
        None,
        Buyer("FR", vat_id=FR_VAT_ID_BAD_CHECKSUM),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.20", "oss"),
    ),
    (
        "a customer abroad with a VAT id of the seller's own state pays the seller's VAT",
        None,
        Buyer("FR", vat_id=DE_VAT_ID),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.19", "domestic"),
    ),
    # 7. EU B2C across borders
    (
        "B2C across borders under OSS: the customer country's rate",
        None,
        Buyer("FR"),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.20", "oss"),
    ),
    (
        "B2C across borders under OSS, Finland's 25.5 %",
        None,
        Buyer("FI"),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.255", "oss"),
    ),
    (
        "B2C across borders without OSS: the seller country's rate",
        None,
        Buyer("FR"),
        DE_SELLER,
        "S",
        treatment("S", "0.19", "domestic"),
    ),
    # 8. domestic, and no customer country
    (
        "domestic: the seller country's rate",
        None,
        DOMESTIC_BUYER,
        DE_SELLER,
        "S",
        treatment("S", "0.19", "domestic"),
    ),
    (
        "domestic B2B with a VAT id: still the seller's rate",
        None,
        Buyer("DE", vat_id=DE_VAT_ID),
        DE_SELLER_OSS,
        "S",
        treatment("S", "0.19", "domestic"),
    ),
    (
        "no customer country: treated as domestic",
        None,
        Buyer(None),
        Seller("FR", oss=True),
        "S",
        treatment("S", "0.20", "domestic"),
    ),
    (
        "no customer country but a foreign VAT id: treated as domestic",
        None,
        Buyer(None, vat_id=DE_VAT_ID),
        Seller("FR"),
        "S",
        treatment("S", "0.20", "domestic"),
    ),
]


@pytest.mark.parametrize(
    ("override", "buyer", "seller", "product_category", "expected"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_rule(override, buyer, seller, product_category, expected):
    assert resolve(override, buyer, seller, product_category, ON, STANDARD_RATE) == expected


@pytest.mark.parametrize(
    ("on", "country", "rate"),
    [
        (date(2020, 6, 30), "DE", "0.19"),
        (date(2020, 10, 1), "DE", "0.16"),
        (date(2021, 1, 1), "DE", "0.19"),
        (date(2025, 6, 30), "EE", "0.22"),
        (date(2025, 7, 1), "EE", "0.24"),
    ],
)
def test_rate_of_the_day_of_supply(on, country, rate):
    domestic = resolve(None, Buyer(country), Seller(country), "S", on, STANDARD_RATE)
    oss = resolve(None, Buyer(country), Seller("NL", oss=True), "S", on, STANDARD_RATE)

    assert domestic == treatment("S", rate, "domestic")
    assert oss == treatment("S", rate, "oss")


@pytest.mark.parametrize(
    ("override", "seller", "message"),
    [
        (Override(category="S"), Seller(None), "no EU country"),
        (Override(category="S"), Seller("US"), "no EU country"),
        (Override(category="S", rate=D("0")), DE_SELLER, "above 0"),
        (Override(rate=D("0")), DE_SELLER, "above 0"),
        (Override(category="E", rate=D("0.19")), DE_SELLER, "tax_rate 0"),
        (Override(category="AE", rate=D("0.2")), DE_SELLER, "tax_rate 0"),
        (
            Override(category="S", rate=D("0.19"), exemption_reason="why"),
            DE_SELLER,
            "exemption reason",
        ),
        (Override(category="X"), DE_SELLER, "not a VAT category"),
    ],
    ids=[
        "S without rate, seller without country",
        "S without rate, seller outside the EU",
        "S at 0",
        "rate 0 without category",
        "E at a rate",
        "AE at a rate",
        "S with an exemption reason",
        "unknown category",
    ],
)
def test_override_that_en16931_refuses_raises(override, seller, message):
    with pytest.raises(ValueError, match=message):
        resolve(override, DOMESTIC_BUYER, seller, "S", ON, STANDARD_RATE)


def test_day_without_a_known_rate_raises_lookup_error():
    with pytest.raises(LookupError, match="no VAT rate of DE"):
        resolve(None, DOMESTIC_BUYER, DE_SELLER, "S", date(1960, 1, 1), STANDARD_RATE)
