"""Document throughput: legal PDFs and XRechnung XML per second against fpdf2 itself.

- baseline: fpdf2 rendering a bare A4 page with one line of text in an embedded TrueType font
  (DejaVu Sans), the least a PDF library does for a document;
- pdf: `documents.pdf.render` of a one-line invoice (and of a 20-line one): the whole German
  invoice layout, Babel formatting, fonts embedded and PDF/A-3b metadata;
- xrechnung: `documents.cii.build` of the same invoices (XML only, no PDF);
- hybrid: `documents.hybrid.embed` of that XML into the PDF.

Each runs for about `--seconds` in this process, one after the other; the ratio is documents per
second over bare pages per second. Nothing is asserted; numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from datetime import date
from decimal import Decimal

from fpdf import FPDF

from billing.documents import cii, hybrid, pdf
from billing.documents.fonts import DEJAVU_REGULAR
from billing.documents.model import (
    Address,
    BankAccount,
    Contact,
    Document,
    DocumentLine,
    ElectronicAddress,
    Party,
    VatGroup,
)


def _invoice(lines: int) -> Document:
    net = Decimal("100.00")
    document_lines = tuple(
        DocumentLine(
            position=i,
            description=f"Consulting, work package {i}",
            quantity=Decimal(1),
            unit_price=net,
            net_amount=net,
            category="S",
            rate=Decimal("0.19"),
        )
        for i in range(1, lines + 1)
    )
    total_net = net * lines
    tax = (total_net * Decimal("0.19")).quantize(Decimal("0.01"))
    return Document(
        kind="invoice",
        number="INV-2026-000001",
        issue_date=date(2026, 11, 22),
        currency="EUR",
        locale="de",
        seller=Party(
            name="Example Seller GmbH",
            address=Address("Hauptstraße 1", None, "Berlin", "10115", "DE"),
            vat_id="DE123456788",
            tax_number="30/123/45678",
            contact=Contact("Erika Muster", "+49 30 1234567", "billing@example.de"),
            electronic_address=ElectronicAddress("EM", "billing@example.de"),
        ),
        buyer=Party(
            name="Stadt Hamburg",
            address=Address("Amtsweg 2", None, "Hamburg", "20095", "DE"),
            electronic_address=ElectronicAddress("EM", "rechnung@amt.example.de"),
        ),
        lines=document_lines,
        vat_groups=(VatGroup("S", Decimal("0.19"), total_net, tax),),
        line_total=total_net,
        allowance_total=Decimal("0.00"),
        tax_basis_total=total_net,
        tax_total=tax,
        grand_total=total_net + tax,
        paid_amount=Decimal("0.00"),
        amount_due=total_net + tax,
        buyer_reference="04011000-12345-34",
        due_date=date(2026, 12, 22),
        delivery_date=date(2026, 11, 20),
        payment_terms_days=30,
        bank_account=BankAccount("DE89370400440532013000", "COBADEFFXXX", "Example Seller GmbH"),
    )


def _bare_page() -> bytes:
    sheet = FPDF()
    sheet.add_font("DejaVu", fname=str(DEJAVU_REGULAR))
    sheet.add_page()
    sheet.set_font("DejaVu", size=12)
    sheet.cell(text="Invoice INV-2026-000001: 1 x Consulting 100.00 EUR")
    return bytes(sheet.output())


def _rate(run: Callable[[], object], seconds: float) -> float:
    run()
    count, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        run()
        count += 1
    return count / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench documents", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    one, twenty = _invoice(1), _invoice(20)
    one_pdf, one_xml = pdf.render(one), cii.build(one)
    baseline = _rate(_bare_page, args.seconds)
    print(f"documents: fpdf2 bare one-line page      {baseline:8.1f}/s (baseline)")
    measured = {
        "pdf, one-line invoice": lambda: pdf.render(one),
        "pdf, 20-line invoice": lambda: pdf.render(twenty),
        "xrechnung, one-line invoice": lambda: cii.build(one),
        "xrechnung, 20-line invoice": lambda: cii.build(twenty),
        "hybrid embed, one-line invoice": lambda: hybrid.embed(one_pdf, one_xml),
    }
    for name, run in measured.items():
        rate = _rate(run, args.seconds)
        print(f"documents: {name:30} {rate:8.1f}/s  ratio {rate / baseline:.2f}")
    return 0
