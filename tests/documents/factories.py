"""`Document` factories for the document renderers' tests (XRechnung CII, PDF).

Every factory returns a complete, legal document that `requirements.missing()` accepts: a German
seller with a full tax profile, a buyer with a Leitweg-ID as buyer reference, and totals computed
with the service's arithmetic (line net = quantity x unit price half-up; VAT per (category, rate)
on the group's net sum less its allowances, half-up). Take one apart with `dataclasses.replace`
(or the `with_*` helpers) to get a document that lacks something.

- `invoice()`: S 19 % and S 7 % lines, EUR, a service period and a delivery date.
- `invoice_in(category)`: one document per VAT category S, Z, E, AE, K, G, O, each with the
  parties and wording its rules need.
- `invoice_with_allowance()`: a document-level discount on each of two VAT groups.
- `credit_note()`: a credit note (381) naming the invoice it corrects (BG-3).
- `jpy_invoice()`: an invoice in yen (no minor unit).
- `long_invoice(count)`: `count` lines, every third with a long description: several PDF pages.
- `all_documents()`: every one of them (but the long invoice) by a descriptive name.

`document(lines, ...)` builds a legal document over any lines, for a test that needs its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from datetime import date
from decimal import Decimal

from billing.documents.model import (
    Address,
    Allowance,
    BankAccount,
    Contact,
    Document,
    DocumentKind,
    DocumentLine,
    ElectronicAddress,
    Party,
    PrecedingInvoice,
    VatGroup,
)
from billing.platform.money import round_money

CATEGORIES: tuple[str, ...] = ("S", "Z", "E", "AE", "K", "G", "O")

EXEMPTIONS: dict[str, tuple[str | None, str | None]] = {
    "S": (None, None),
    "Z": ("Zero rated", None),
    "E": ("Steuerfrei nach § 4 Nr. 21 UStG", None),
    "AE": ("Reverse charge", "VATEX-EU-AE"),
    "K": ("Intra-community supply", "VATEX-EU-IC"),
    "G": ("Export outside the EU", "VATEX-EU-G"),
    "O": ("Not subject to VAT", "VATEX-EU-O"),
}
"""The exemption reason text and VATEX code the service stores with each category."""


def seller(**changes: object) -> Party:
    party = Party(
        name="Nordlicht Software GmbH",
        address=Address(
            line1="Hafenstraße 12",
            line2="3. OG",
            city="Hamburg",
            postal_code="20457",
            country="DE",
        ),
        vat_id="DE123456788",
        tax_number="22/815/08150",
        contact=Contact(name="Erika Mustermann", phone="+49 40 1234567", email="billing@nl.de"),
        electronic_address=ElectronicAddress("EM", "invoices@nordlicht.example"),
    )
    return dataclasses.replace(party, **changes)  # type: ignore[arg-type]


def buyer(**changes: object) -> Party:
    party = Party(
        name="Stadtwerke Musterstadt",
        address=Address(
            line1="Rathausplatz 1", city="Musterstadt", postal_code="12345", country="DE"
        ),
        vat_id="DE811569869",
        electronic_address=ElectronicAddress("0204", "991-01234-56"),
        email="einkauf@stadtwerke.example",
    )
    return dataclasses.replace(party, **changes)  # type: ignore[arg-type]


def foreign_buyer(country: str, vat_id: str | None) -> Party:
    return buyer(
        name="Acme Trading",
        address=Address(
            line1="1 Main Street", city="Springfield", postal_code="4000", country=country
        ),
        vat_id=vat_id,
        electronic_address=ElectronicAddress("EM", "ap@acme.example"),
    )


BANK_ACCOUNT = BankAccount(
    iban="DE02120300000000202051", bic="BYLADEM1001", account_name="Nordlicht Software GmbH"
)


def line(
    position: int,
    description: str,
    quantity: str,
    unit_price: str,
    category: str = "S",
    rate: str = "0.19",
    *,
    currency: str = "EUR",
    period: tuple[date, date] | None = None,
) -> DocumentLine:
    qty, price = Decimal(quantity), Decimal(unit_price)
    reason, code = EXEMPTIONS[category]
    return DocumentLine(
        position=position,
        description=description,
        quantity=qty,
        unit_price=price,
        net_amount=round_money(qty * price, currency),
        category=category,
        rate=Decimal(rate),
        exemption_reason=reason,
        exemption_reason_code=code,
        period_start=period[0] if period else None,
        period_end=period[1] if period else None,
    )


def vat_groups(
    lines: Sequence[DocumentLine], allowances: Iterable[Allowance], currency: str
) -> tuple[VatGroup, ...]:
    """The breakdown as the service computes it: per (category, rate), in first-seen order."""
    nets: dict[tuple[str, Decimal], Decimal] = {}
    reasons: dict[tuple[str, Decimal], DocumentLine] = {}
    for item in lines:
        key = (item.category, item.rate.normalize())
        nets[key] = nets.get(key, Decimal(0)) + item.net_amount
        reasons.setdefault(key, item)
    for allowance in allowances:
        key = (allowance.category, allowance.rate.normalize())
        nets[key] -= allowance.amount
    groups = []
    for key, taxable in nets.items():
        first = reasons[key]
        groups.append(
            VatGroup(
                category=first.category,
                rate=first.rate,
                taxable_amount=round_money(taxable, currency),
                tax_amount=round_money(taxable * first.rate, currency),
                exemption_reason=first.exemption_reason,
                exemption_reason_code=first.exemption_reason_code,
            )
        )
    return tuple(groups)


def document(
    lines: Sequence[DocumentLine],
    *,
    kind: DocumentKind = "invoice",
    currency: str = "EUR",
    allowances: Sequence[Allowance] = (),
    paid: str = "0",
    **changes: object,
) -> Document:
    """A legal document over `lines` with consistent totals; `changes` override any field."""
    groups = vat_groups(lines, allowances, currency)
    line_total = round_money(sum((item.net_amount for item in lines), Decimal(0)), currency)
    allowance_total = round_money(sum((a.amount for a in allowances), Decimal(0)), currency)
    tax_total = round_money(sum((g.tax_amount for g in groups), Decimal(0)), currency)
    basis = line_total - allowance_total
    grand = basis + tax_total
    paid_amount = round_money(Decimal(paid), currency)
    fields: dict[str, object] = {
        "kind": kind,
        "number": "RE-2026-000042" if kind == "invoice" else "CN-2026-000007",
        "issue_date": date(2026, 3, 2),
        "currency": currency,
        "locale": "de",
        "seller": seller(),
        "buyer": buyer(),
        "lines": tuple(lines),
        "vat_groups": groups,
        "allowances": tuple(allowances),
        "line_total": line_total,
        "allowance_total": allowance_total,
        "tax_basis_total": basis,
        "tax_total": tax_total,
        "grand_total": grand,
        "paid_amount": paid_amount,
        "amount_due": grand - paid_amount,
        "buyer_reference": "991-01234-56",
        "due_date": date(2026, 3, 16) if kind == "invoice" else None,
        "payment_terms_days": 14 if kind == "invoice" else None,
        "bank_account": BANK_ACCOUNT,
    }
    fields.update(changes)
    return Document(**fields)  # type: ignore[arg-type]


MARCH = (date(2026, 3, 1), date(2026, 3, 31))


def invoice(**changes: object) -> Document:
    """S 19 % and S 7 % lines with a rounding case each, a period and a delivery date."""
    lines = [
        line(1, "Beratung (Stunden)", "10", "95.00", period=MARCH),
        line(2, "Fachbuch „XRechnung in der Praxis“", "3", "12.345", "S", "0.07"),
        line(3, "Hosting & Support <Premium>", "1", "19.99", period=MARCH),
    ]
    defaults: dict[str, object] = {
        "period_start": MARCH[0],
        "period_end": MARCH[1],
        "delivery_date": date(2026, 3, 1),
    }
    defaults.update(changes)
    return document(lines, **defaults)


def invoice_in(category: str, **changes: object) -> Document:
    """A document whose lines all have `category`, with what that category's rules need."""
    rate = "0.19" if category == "S" else "0"
    lines = [
        line(1, "Lizenz Jahresabo", "2", "450.00", category, rate),
        line(2, "Einrichtung", "1.5", "80.333", category, rate),
    ]
    defaults: dict[str, object] = {}
    if category in ("AE", "K"):
        defaults["buyer"] = foreign_buyer("AT", "ATU13585627")
    if category == "K":
        defaults["delivery_date"] = date(2026, 2, 27)
    if category == "G":
        defaults["buyer"] = foreign_buyer("CH", None)
    if category == "E":
        defaults["seller"] = seller(vat_id=None)  # a small business: tax number only
    if category == "O":
        defaults["note"] = "Nicht steuerbare Leistung (Innenumsatz)."
    defaults.update(changes)
    return document(lines, **defaults)


def invoice_with_allowance(**changes: object) -> Document:
    lines = [
        line(1, "Team plan", "5", "29.00"),
        line(2, "Training voucher", "2", "49.90", "S", "0.07"),
    ]
    allowances = [
        Allowance(amount=Decimal("14.50"), category="S", rate=Decimal("0.19"), reason="Promo 10 %"),
        Allowance(amount=Decimal("5.00"), category="S", rate=Decimal("0.07"), reason=None),
    ]
    return document(lines, allowances=allowances, **changes)


def credit_note(**changes: object) -> Document:
    """A credit note for part of `invoice()`, anchored to it (BG-3), with line periods."""
    lines = [
        line(1, "Gutschrift Beratung (Stunden)", "2", "95.00", period=MARCH),
        line(2, "Gutschrift Fachbuch", "1", "12.345", "S", "0.07"),
    ]
    defaults: dict[str, object] = {
        "preceding_invoice": PrecedingInvoice("RE-2026-000042", date(2026, 3, 2)),
        "note": "Teilgutschrift: zwei Stunden zu viel berechnet.",
        "issue_date": date(2026, 3, 10),
    }
    defaults.update(changes)
    return document(lines, kind="credit_note", **defaults)


def jpy_invoice(**changes: object) -> Document:
    lines = [
        line(1, "クラウド利用料", "3", "1234", currency="JPY"),
        line(2, "サポート", "1", "999.5", "S", "0.07", currency="JPY"),
    ]
    defaults: dict[str, object] = {"locale": "ja", "buyer_reference": "PO-8841"}
    defaults.update(changes)
    return document(lines, currency="JPY", **defaults)


LONG_TEXT = (
    "Wartung und Betrieb der Kundenplattform inklusive Monitoring, Backups, "
    "Sicherheitsupdates und Bereitschaftsdienst außerhalb der Geschäftszeiten"
)


def long_invoice(count: int = 60, **changes: object) -> Document:
    """`count` S 19 % lines "… Modul i" (every third with `LONG_TEXT`, which wraps)."""
    lines = [
        line(
            i,
            f"{LONG_TEXT} — Modul {i}" if i % 3 == 0 else f"Lizenz Modul {i}",
            str(i % 5 + 1),
            "12.40",
        )
        for i in range(1, count + 1)
    ]
    return document(lines, **changes)


def all_documents() -> dict[str, Document]:
    """Every factory document by name: each VAT category, invoice and credit note, EUR and
    JPY, with allowances, with and without a period or delivery date, partly paid."""
    documents = {
        "invoice_s19_s7": invoice(),
        "invoice_without_period_or_delivery": invoice(
            period_start=None, period_end=None, delivery_date=None
        ),
        "invoice_with_allowances": invoice_with_allowance(),
        "invoice_partly_paid": invoice(paid="500.00"),
        "credit_note": credit_note(),
        "credit_note_without_preceding_invoice": credit_note(preceding_invoice=None, note=None),
        "jpy_invoice": jpy_invoice(),
        "jpy_credit_note": jpy_invoice(kind="credit_note", number="CN-2026-000008", due_date=None),
    }
    for category in CATEGORIES:
        documents[f"invoice_{category}"] = invoice_in(category)
        documents[f"credit_note_{category}"] = invoice_in(
            category,
            kind="credit_note",
            number="CN-2026-000009",
            due_date=None,
            payment_terms_days=None,
            preceding_invoice=PrecedingInvoice("RE-2026-000041", None),
        )
    return documents
