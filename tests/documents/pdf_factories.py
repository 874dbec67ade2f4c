"""Small `Document` factories for the PDF and hybrid tests (no database).

`invoice(...)` builds a consistent invoice: line nets are quantity x price rounded half-up to
the currency, VAT is computed per (category, rate) on the sum of nets, and the totals follow
(EN 16931 BR-CO-10..16), so what the PDF prints can be checked against the Document.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from billing.documents.model import (
    Address,
    Allowance,
    BankAccount,
    Contact,
    Document,
    DocumentLine,
    ElectronicAddress,
    Party,
    PrecedingInvoice,
    VatGroup,
)

EXEMPTIONS: dict[str, tuple[str, str]] = {
    # category: (reason, VATEX code)
    "Z": ("Zero-rated supply of printed books", "VATEX-EU-Z"),
    "E": ("Exempt medical care, Art. 132(1)(c) Directive 2006/112/EC", "VATEX-EU-132-1C"),
    "AE": ("Reverse charge, Art. 196 Directive 2006/112/EC", "VATEX-EU-AE"),
    "K": ("Intra-community supply, Art. 138 Directive 2006/112/EC", "VATEX-EU-IC"),
    "G": ("Export outside the EU, Art. 146 Directive 2006/112/EC", "VATEX-EU-G"),
    "O": ("Not subject to VAT: services outside the scope of VAT", "VATEX-EU-O"),
}
RATES = {"S": Decimal("0.19"), "Z": Decimal("0"), "E": Decimal("0"), "AE": Decimal("0")}


def _quantum(currency: str) -> Decimal:
    return Decimal(1) if currency in {"JPY", "KRW", "CLP", "ISK"} else Decimal("0.01")


def _money(value: Decimal, currency: str) -> Decimal:
    return value.quantize(_quantum(currency), rounding=ROUND_HALF_UP)


def seller(country: str = "DE") -> Party:
    return Party(
        name="Nordlicht Software GmbH",
        address=Address(
            line1="Friedrichstraße 123",
            line2="Aufgang B",
            city="Berlin",
            postal_code="10117",
            country=country,
        ),
        vat_id="DE123456789",
        tax_number="27/123/45678",
        contact=Contact(
            name="Erika Muster", phone="+49 30 1234567", email="billing@nordlicht.example"
        ),
        electronic_address=ElectronicAddress("EM", "invoices@nordlicht.example"),
    )


def buyer(country: str = "DE", name: str = "Beispiel Handels AG") -> Party:
    return Party(
        name=name,
        address=Address(line1="Marktplatz 7", city="München", postal_code="80331", country=country),
        vat_id=f"{country}987654321",
        electronic_address=ElectronicAddress("EM", "ap@beispiel.example"),
    )


def line(
    position: int,
    description: str,
    quantity: str,
    unit_price: str,
    *,
    category: str = "S",
    rate: Decimal | None = None,
    currency: str = "EUR",
    period: tuple[date, date] | None = None,
) -> DocumentLine:
    qty, price = Decimal(quantity), Decimal(unit_price)
    reason, code = EXEMPTIONS.get(category, (None, None))
    return DocumentLine(
        position=position,
        description=description,
        quantity=qty,
        unit_price=price,
        net_amount=_money(qty * price, currency),
        category=category,
        rate=RATES.get(category, Decimal(0)) if rate is None else rate,
        exemption_reason=reason,
        exemption_reason_code=code,
        period_start=period[0] if period else None,
        period_end=period[1] if period else None,
    )


def totals(
    lines: tuple[DocumentLine, ...],
    currency: str,
    *,
    allowances: tuple[Allowance, ...] = (),
    paid: Decimal | None = None,
) -> dict[str, object]:
    """The VAT groups and totals of `lines` (and document-level allowances)."""
    bases: dict[tuple[str, Decimal], Decimal] = defaultdict(Decimal)
    reasons: dict[tuple[str, Decimal], tuple[str | None, str | None]] = {}
    for item in lines:
        key = (item.category, item.rate)
        bases[key] += item.net_amount
        reasons[key] = (item.exemption_reason, item.exemption_reason_code)
    for allowance in allowances:
        bases[(allowance.category, allowance.rate)] -= allowance.amount
    groups = tuple(
        VatGroup(
            category=category,
            rate=rate,
            taxable_amount=base,
            tax_amount=_money(base * rate, currency),
            exemption_reason=reasons.get((category, rate), (None, None))[0],
            exemption_reason_code=reasons.get((category, rate), (None, None))[1],
        )
        for (category, rate), base in bases.items()
    )
    line_total = sum((item.net_amount for item in lines), Decimal(0))
    allowance_total = sum((a.amount for a in allowances), Decimal(0))
    tax_total = sum((g.tax_amount for g in groups), Decimal(0))
    grand = _money(line_total - allowance_total + tax_total, currency)
    zero = _money(Decimal(0), currency)
    paid_amount = _money(paid, currency) if paid is not None else zero
    return {
        "vat_groups": groups,
        "line_total": _money(line_total, currency),
        "allowance_total": _money(allowance_total, currency),
        "tax_basis_total": _money(line_total - allowance_total, currency),
        "tax_total": _money(tax_total, currency),
        "grand_total": grand,
        "paid_amount": paid_amount,
        "amount_due": grand - paid_amount,
    }


def invoice(
    *,
    locale: str = "de",
    currency: str = "EUR",
    lines: tuple[DocumentLine, ...] | None = None,
    number: str | None = "RE-2025-000123",
    legal: bool = True,
    allowances: tuple[Allowance, ...] = (),
    paid: Decimal | None = None,
    buyer_party: Party | None = None,
    **overrides: object,
) -> Document:
    if lines is None:
        lines = (
            line(
                1,
                "Cloud-Hosting Paket Business (monatlich)",
                "1",
                "1000.00",
                currency=currency,
                period=(date(2025, 2, 1), date(2025, 2, 28)),
            ),
            line(2, "Zusätzlicher Speicher, 50 GB", "3", "78.186667", currency=currency),
        )
    document = Document(
        kind="invoice",
        number=number,
        issue_date=date(2025, 3, 1),
        currency=currency,
        locale=locale,
        seller=seller(),
        buyer=buyer_party or buyer(),
        lines=lines,
        allowances=allowances,
        buyer_reference="04011000-12345-34",
        due_date=date(2025, 3, 15),
        period_start=date(2025, 2, 1),
        period_end=date(2025, 2, 28),
        payment_terms_days=14,
        bank_account=BankAccount(
            iban="DE02120300000000202051", bic="BYLADEM1001", account_name="Nordlicht Software GmbH"
        ),
        legal=legal,
        **totals(lines, currency, allowances=allowances, paid=paid),  # type: ignore[arg-type]
    )
    return replace(document, **overrides) if overrides else document


def credit_note(*, locale: str = "de", currency: str = "EUR", **overrides: object) -> Document:
    lines = (
        line(
            1, "Gutschrift: Ausfall Cloud-Hosting am 12.02.2025", "1", "250.00", currency=currency
        ),
    )
    document = Document(
        kind="credit_note",
        number="CN-2025-000007",
        issue_date=date(2025, 3, 20),
        currency=currency,
        locale=locale,
        seller=seller(),
        buyer=buyer(),
        lines=lines,
        buyer_reference="04011000-12345-34",
        bank_account=BankAccount(iban="DE02120300000000202051", bic="BYLADEM1001"),
        preceding_invoice=PrecedingInvoice(number="RE-2025-000123", issue_date=date(2025, 3, 1)),
        note="Service level not met in February",
        **totals(lines, currency),  # type: ignore[arg-type]
    )
    return replace(document, **overrides) if overrides else document


def category_invoice(category: str, *, locale: str = "en") -> Document:
    """An invoice whose only line is of one VAT category (the buyer abroad where that fits)."""
    country = {"AE": "FR", "K": "FR", "G": "US"}.get(category, "DE")
    lines = (line(1, f"Consulting services ({category})", "10", "95.50", category=category),)
    return invoice(locale=locale, lines=lines, buyer_party=buyer(country, "Client Example SARL"))


def long_invoice(count: int = 60, *, locale: str = "de") -> Document:
    text = (
        "Wartung und Betrieb der Kundenplattform inklusive Monitoring, Backups, "
        "Sicherheitsupdates und Bereitschaftsdienst außerhalb der Geschäftszeiten"
    )
    lines = tuple(
        line(
            i, f"{text} — Modul {i}" if i % 3 == 0 else f"Lizenz Modul {i}", str(i % 5 + 1), "12.40"
        )
        for i in range(1, count + 1)
    )
    return invoice(locale=locale, lines=lines)
