"""What an invoice or credit-note document says, independent of its format (pure data).

`assemble.py` builds a `Document` from the stored invoice or credit note (its frozen seller and
buyer, its lines and its VAT breakdown); the PDF (`pdf.py`) and the XRechnung CII XML (`cii.py`)
are both rendered from it, so the two always say the same thing to the cent. Money is in MAJOR
units as exact decimals with the currency's scale; rates are fractions (0.19 for 19 %).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Literal

DocumentKind = Literal["invoice", "credit_note"]


@dataclass(frozen=True, slots=True)
class Address:
    line1: str | None = None
    line2: str | None = None
    city: str | None = None
    postal_code: str | None = None
    country: str | None = None
    """ISO 3166-1 alpha-2."""


@dataclass(frozen=True, slots=True)
class Contact:
    name: str | None = None
    phone: str | None = None
    email: str | None = None


@dataclass(frozen=True, slots=True)
class ElectronicAddress:
    scheme: str
    """EAS code (e.g. EM for e-mail, 0204 for a Leitweg-ID)."""
    value: str


@dataclass(frozen=True, slots=True)
class Party:
    name: str | None
    address: Address = field(default_factory=Address)
    vat_id: str | None = None
    tax_number: str | None = None
    """The seller's national tax number (BT-32), when it has one."""
    contact: Contact | None = None
    electronic_address: ElectronicAddress | None = None
    email: str | None = None


@dataclass(frozen=True, slots=True)
class BankAccount:
    iban: str
    bic: str | None = None
    account_name: str | None = None


@dataclass(frozen=True, slots=True)
class DocumentLine:
    position: int
    """1-based line number (BT-126)."""
    description: str
    quantity: Decimal
    unit_price: Decimal
    """Net price of one unit, major units (may carry more decimals than the currency)."""
    net_amount: Decimal
    """quantity x unit_price rounded half-up to the currency (BT-131)."""
    category: str
    """EN 16931 VAT category code: S, Z, E, AE, K, G or O."""
    rate: Decimal
    exemption_reason: str | None = None
    exemption_reason_code: str | None = None
    period_start: date | None = None
    period_end: date | None = None


@dataclass(frozen=True, slots=True)
class VatGroup:
    """One VAT breakdown entry (BG-23): a (category, rate) and its sums."""

    category: str
    rate: Decimal
    taxable_amount: Decimal
    tax_amount: Decimal
    exemption_reason: str | None = None
    exemption_reason_code: str | None = None


@dataclass(frozen=True, slots=True)
class Allowance:
    """A document-level allowance (BG-20), e.g. a promotion's discount."""

    amount: Decimal
    category: str
    rate: Decimal
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class PrecedingInvoice:
    """The invoice a credit note corrects (BG-3)."""

    number: str
    issue_date: date | None


@dataclass(frozen=True, slots=True)
class Document:
    kind: DocumentKind
    number: str | None
    """None only for a draft rendered on demand (not the legal document)."""
    issue_date: date
    currency: str
    locale: str
    seller: Party
    buyer: Party
    lines: tuple[DocumentLine, ...]
    vat_groups: tuple[VatGroup, ...]
    line_total: Decimal
    """Sum of line net amounts (BT-106)."""
    allowance_total: Decimal
    """Sum of document-level allowances (BT-107)."""
    tax_basis_total: Decimal
    """line_total - allowance_total (BT-109)."""
    tax_total: Decimal
    """BT-110."""
    grand_total: Decimal
    """tax_basis_total + tax_total (BT-112)."""
    paid_amount: Decimal
    """Prepaid (BT-113)."""
    amount_due: Decimal
    """grand_total - paid_amount (BT-115)."""
    allowances: tuple[Allowance, ...] = ()
    buyer_reference: str | None = None
    """BT-10 (a Leitweg-ID for the German public sector)."""
    due_date: date | None = None
    delivery_date: date | None = None
    period_start: date | None = None
    period_end: date | None = None
    """The last day the service period includes (BT-74), as line periods state theirs."""
    payment_terms: str | None = None
    """Free text (BT-20), e.g. "Payable within 14 days"."""
    payment_terms_days: int | None = None
    bank_account: BankAccount | None = None
    """Where to pay: SEPA credit transfer (payment means 58) to the seller's account."""
    preceding_invoice: PrecedingInvoice | None = None
    note: str | None = None
    """A free-text note (BT-22), e.g. a credit note's reason."""
    legal: bool = True
    """False for an on-demand rendering (drafts included): marked as not the legal document."""

    @property
    def type_code(self) -> str:
        """UNTDID 1001: 380 commercial invoice, 381 credit note."""
        return "381" if self.kind == "credit_note" else "380"
