"""VAT resolution for one invoice line, most specific rule first (pure, no I/O).

1. The line's own `tax_category_code` / `tax_rate` (an override).
2. A tax-exempt customer: E, with the customer's exemption reason.
3. A seller outside the EU (or without a country in the tax profile), or a seller under the
   small-business regime: O or E for every line (no EU VAT is charged).
4. The product's own category when it is not S (Z, E, G, O, K, AE, L, M): that category, at 0.
5. A customer outside the EU: O (services outside the scope of EU VAT).
6. EU B2B across borders, the customer holding a syntactically valid VAT id of a member state
   other than the seller's: AE (reverse charge) at 0. A customer identified for VAT in the
   seller's own state is charged that state's VAT like any domestic customer.
7. EU B2C across borders: under OSS (the profile names an `oss_country`) the customer country's
   standard rate, else the seller country's.
8. Domestic (or no customer country): the seller country's standard rate.

An override must be a combination EN 16931 accepts: S at a rate above 0 and without an
exemption reason (BR-S-05, BR-S-10), the zero categories (Z, E, AE, K, G, O) at 0
(BR-Z-05 ... BR-O-05); anything else raises ValueError.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from stdnum.eu import vat as eu_vat


@dataclass(frozen=True, slots=True)
class TaxTreatment:
    """The VAT of one line as resolved (or overridden): EN 16931 category, rate, reason."""

    category: str
    rate: Decimal
    exemption_reason: str | None = None
    exemption_reason_code: str | None = None
    basis: str = "override"


EU_MEMBER_STATES: frozenset[str] = frozenset(
    {
        "AT",
        "BE",
        "BG",
        "CY",
        "CZ",
        "DE",
        "DK",
        "EE",
        "ES",
        "FI",
        "FR",
        "GR",
        "HR",
        "HU",
        "IE",
        "IT",
        "LT",
        "LU",
        "LV",
        "MT",
        "NL",
        "PL",
        "PT",
        "RO",
        "SE",
        "SI",
        "SK",
    }
)

ZERO = Decimal("0")
CATEGORIES: tuple[str, ...] = ("S", "Z", "E", "AE", "K", "G", "O", "L", "M")
NEEDS_EXEMPTION_REASON: frozenset[str] = frozenset({"Z", "E", "AE", "K", "G", "O"})

# The standard wording of each zero-VAT case, with its VATEX code (EN 16931 BT-120/BT-121).
REVERSE_CHARGE = ("Reverse charge", "VATEX-EU-AE")
INTRA_COMMUNITY = ("Intra-community supply", "VATEX-EU-IC")
EXPORT = ("Export outside the EU", "VATEX-EU-G")
OUTSIDE_SCOPE = ("Not subject to VAT", "VATEX-EU-O")
EXEMPT = ("Exempt from VAT", None)
ZERO_RATED = ("Zero rated", None)
SMALL_BUSINESS = ("VAT exempt: small business scheme", None)

DEFAULT_REASONS: dict[str, tuple[str, str | None]] = {
    "Z": ZERO_RATED,
    "E": EXEMPT,
    "AE": REVERSE_CHARGE,
    "K": INTRA_COMMUNITY,
    "G": EXPORT,
    "O": OUTSIDE_SCOPE,
}

StandardRate = Callable[[str, date], Decimal]
"""The standard VAT rate (a fraction) of an EU member state on a day."""


@dataclass(frozen=True, slots=True)
class Seller:
    country: str | None
    regime: str = "standard"
    oss: bool = False


@dataclass(frozen=True, slots=True)
class Buyer:
    country: str | None
    vat_id: str | None = None
    tax_exempt: bool = False
    exemption_reason: str | None = None


@dataclass(frozen=True, slots=True)
class Override:
    category: str | None = None
    rate: Decimal | None = None
    exemption_reason: str | None = None


def vat_id_state(vat_id: str | None) -> str | None:
    """The member state (ISO code) of a syntactically valid EU VAT id, else None."""
    if not vat_id or not eu_vat.is_valid(vat_id):
        return None
    prefix = eu_vat.compact(vat_id)[:2]
    state = "GR" if prefix == "EL" else prefix
    return state if state in EU_MEMBER_STATES else None


def _zero(category: str, basis: str, reason: str | None = None) -> TaxTreatment:
    default_reason, code = DEFAULT_REASONS.get(category, (None, None))
    return TaxTreatment(
        category=category,
        rate=ZERO,
        exemption_reason=reason or default_reason,
        exemption_reason_code=code,
        basis=basis,
    )


def resolve(
    override: Override | None,
    buyer: Buyer,
    seller: Seller,
    product_category: str,
    on: date,
    standard_rate: StandardRate,
) -> TaxTreatment:
    """The VAT treatment of one line (see the module docstring for the order of the rules)."""
    if override is not None and (override.category is not None or override.rate is not None):
        return _overridden(override, buyer, seller, on, standard_rate)
    if buyer.tax_exempt:
        return _zero("E", "exempt_customer", buyer.exemption_reason)
    if seller.country is None or seller.country not in EU_MEMBER_STATES:
        return _zero("O", "seller_outside_eu")
    if seller.regime == "small_business":
        return TaxTreatment("E", ZERO, SMALL_BUSINESS[0], None, "small_business")
    if product_category != "S":
        return _zero(product_category, "product_category")
    buyer_country = buyer.country or seller.country
    if buyer_country not in EU_MEMBER_STATES:
        return _zero("O", "outside_eu")
    if buyer_country != seller.country:
        vat_state = vat_id_state(buyer.vat_id)
        if vat_state is not None and vat_state != seller.country:
            return _zero("AE", "reverse_charge")
        if vat_state is None and seller.oss:
            return TaxTreatment("S", standard_rate(buyer_country, on), basis="oss")
    return TaxTreatment("S", standard_rate(seller.country, on), basis="domestic")


def _overridden(
    override: Override, buyer: Buyer, seller: Seller, on: date, standard_rate: StandardRate
) -> TaxTreatment:
    category = override.category or "S"
    if category not in CATEGORIES:
        raise ValueError(f"{category} is not a VAT category code ({', '.join(CATEGORIES)})")
    if category == "S" and override.exemption_reason:
        raise ValueError("a standard-rated line cannot have a tax exemption reason")
    if category == "S" and override.rate is None:
        country = seller.country if seller.country in EU_MEMBER_STATES else None
        if country is None:
            raise ValueError("a standard-rated line needs a tax_rate: the seller has no EU country")
        return TaxTreatment("S", standard_rate(country, on), basis="override")
    rate = override.rate if override.rate is not None else ZERO
    if category == "S" and rate == ZERO:
        raise ValueError("a standard-rated line needs a tax_rate above 0 (use Z for zero-rated)")
    if category in NEEDS_EXEMPTION_REASON and rate != ZERO:
        raise ValueError(f"a line of VAT category {category} must have the tax_rate 0")
    if category in NEEDS_EXEMPTION_REASON:
        default_reason, code = DEFAULT_REASONS[category]
        return TaxTreatment(
            category,
            rate,
            override.exemption_reason or default_reason,
            code,
            basis="override",
        )
    return TaxTreatment(category, rate, override.exemption_reason, None, basis="override")
