# ruff: noqa: RUF001 (the expected text has en dashes and full-width parentheses)
"""The invoice / credit-note PDF (`billing.documents.pdf.render`), read back as a user would.

Covers: the labels of the eight locales (and the English fallback), Babel's formatting of
amounts, dates and rates (compared with Babel's own output), every VAT category with its
exemption reason, credit notes (preceding invoice, reason), drafts and previews (banner,
watermark, "Draft"), a long invoice breaking across pages with the table header repeated and
"page x of y", Japanese text, rasterised pages that are not blank, the PDF/A-3b markers
(XMP identification, output intent, embedded fonts), byte-identical output, and the error a
missing font gives.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
from dataclasses import replace
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

import pikepdf
import pypdf
import pytest
from babel.dates import format_date
from babel.numbers import format_currency, format_percent
from PIL import Image

from billing.documents import fonts, pdf
from billing.documents.labels import CATEGORY_NAMES, LABELS, LANGUAGES
from billing.documents.model import Allowance
from tests.documents import factories

ROOT = Path(__file__).resolve().parents[2]
SPACES = re.compile(r"[\s\u00a0\u202f]+")


def flat(text: str) -> str:
    """Whitespace (line breaks, no-break spaces) collapsed to single spaces."""
    return SPACES.sub(" ", text).strip()


def pages_text(data: bytes) -> list[str]:
    return [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages]


def text(data: bytes) -> str:
    return "\n".join(pages_text(data))


@cache
def rendered(key: str) -> bytes:
    """Renders shared by several tests (rendering is the slow part)."""
    language, _, variant = key.partition(":")
    if variant == "credit_note":
        return pdf.render(factories.credit_note(locale=language))
    return pdf.render(factories.invoice(locale=language))


def money(amount: str, locale: str, currency: str = "EUR") -> str:
    return format_currency(Decimal(amount), currency, locale=locale)


# --- locales ---------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", LANGUAGES)
def test_invoice_prints_the_locales_labels(locale: str) -> None:
    labels = LABELS[locale]
    page = flat(text(rendered(locale)))
    for key in (
        "title.invoice",
        "number.invoice",
        "date.invoice",
        "due_date",
        "service_period",
        "buyer_reference",
        "vat_id",
        "tax_number",
        "col.position",
        "col.description",
        "col.quantity",
        "col.unit_price",
        "col.vat",
        "col.net_amount",
        "vat_breakdown",
        "vat.category",
        "vat.rate",
        "vat.taxable_amount",
        "vat.tax_amount",
        "total.lines",
        "total.vat",
        "total.gross",
        "total.due",
        "payment_terms",
        "payment_means",
        "bank_transfer",
        "account_name",
        "payment_reference",
    ):
        assert flat(labels[key]) in page, (locale, key)
    assert labels["page"].format(page=1, pages=1) in page
    assert f"S – {CATEGORY_NAMES[locale]['S']}" in page
    assert labels["not_legal"] not in page


@pytest.mark.parametrize("locale", LANGUAGES)
def test_amounts_dates_and_rates_are_formatted_by_babel(locale: str) -> None:
    raw = text(rendered(locale))
    labels = LABELS[locale]
    # Outside the tables the text keeps Babel's own spaces (no-break, narrow no-break).
    assert f"{labels['total.lines']} {money('1007.03', locale)}" in raw
    assert f"{labels['total.vat']} {money('186.89', locale)}" in raw
    assert f"{labels['total.gross']} {money('1193.92', locale)}" in raw
    assert f"{labels['total.due']} {money('1193.92', locale)}" in raw
    page = flat(raw)
    assert flat(format_percent(Decimal("0.19"), locale=locale)) in page
    assert flat(format_percent(Decimal("0.07"), locale=locale)) in page
    issued = format_date(date(2026, 3, 2), format="medium", locale=locale)
    due = format_date(date(2026, 3, 16), format="medium", locale=locale)
    assert f"{flat(labels['date.invoice'])} {flat(issued)}" in page
    assert f"{flat(labels['due_date'])} {flat(due)}" in page
    period = f"{format_date(date(2026, 3, 1), format='medium', locale=locale)} – " + format_date(
        date(2026, 3, 31), format="medium", locale=locale
    )
    assert flat(period) in page
    # A unit price keeps its extra decimals (3 x 12.345 = 37.04).
    unit = format_currency(Decimal("12.345"), "EUR", locale=locale, decimal_quantization=False)
    assert flat(unit) in page
    terms = labels["terms.within_by"].format(days=14, unit=labels["days"], date=due)
    assert flat(terms) in page


def test_german_and_french_amounts_have_the_expected_separators() -> None:
    assert "Gesamtbetrag 1.193,92\u00a0€" in text(rendered("de"))
    assert "Total TTC 1\u202f193,92\u00a0€" in text(rendered("fr"))


def test_japanese_invoice_extracts_as_japanese_with_yen_amounts() -> None:
    data = pdf.render(factories.jpy_invoice())
    raw = text(data)
    page = flat(raw)
    for word in (
        "請求書",
        "請求書番号",
        "税率別内訳",
        "合計金額（税込）",
        "ご請求金額",
        "銀行振込",
    ):
        assert word in page
    assert "クラウド利用料" in page and "サポート" in page
    total = format_currency(Decimal("5475"), "JPY", locale="ja")
    assert total in {"￥5,475", "¥5,475"}
    assert f"ご請求金額 {total}" in raw
    assert format_date(date(2026, 3, 2), format="medium", locale="ja") in page
    assert "1 / 1 ページ" in page
    assert any("IPAGothic" in name for name in font_names(data))


def test_japanese_name_on_a_german_invoice_falls_back_to_ipagothic() -> None:
    document = factories.invoice(locale="de", buyer=factories.buyer(name="株式会社テスト"))
    data = pdf.render(document)
    assert "株式会社テスト" in text(data)
    names = font_names(data)
    assert any("DejaVuSans" in name for name in names)
    assert any("IPAGothic" in name for name in names)


def test_characters_no_font_has_are_left_out_instead_of_notdef(
    caplog: pytest.LogCaptureFixture,
) -> None:
    name = "Café 🚀 Ελληνικά 中文"
    data = pdf.render(factories.invoice(locale="en", buyer=factories.buyer(name=name)))
    assert "Café Ελληνικά 中文" in flat(text(data))
    assert "🚀" not in text(data)
    assert not [r for r in caplog.records if "missing the following glyphs" in r.getMessage()]


def test_latin_invoice_does_not_embed_the_japanese_font() -> None:
    assert not any("IPAGothic" in name for name in font_names(rendered("de")))


@pytest.mark.parametrize("locale", ["pl", "xx-YY", "", "zh_Hant"])
def test_a_locale_outside_the_eight_falls_back_to_english(locale: str) -> None:
    raw = text(pdf.render(factories.invoice(locale=locale)))
    assert "Invoice" in raw and "Amount due €1,193.92" in raw
    assert "Invoice date Mar 2, 2026" in flat(raw)


def test_a_regional_locale_keeps_its_language_and_regional_format() -> None:
    raw = text(pdf.render(factories.invoice(locale="de-AT")))
    assert f"Gesamtbetrag {money('1193.92', 'de_AT')}" in raw
    assert money("1193.92", "de_AT") != money("1193.92", "de")


# --- VAT categories ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("category", "exemption"),
    [
        ("S", None),
        ("Z", "Zero rated"),
        ("E", "Steuerfrei nach § 4 Nr. 21 UStG"),
        ("AE", "Reverse charge (VATEX-EU-AE)"),
        ("K", "Intra-community supply (VATEX-EU-IC)"),
        ("G", "Export outside the EU (VATEX-EU-G)"),
        ("O", "Not subject to VAT (VATEX-EU-O)"),
    ],
)
def test_each_vat_category_is_broken_down_with_its_exemption_reason(
    category: str, exemption: str | None
) -> None:
    document = factories.invoice_in(category, locale="en")
    page = flat(text(pdf.render(document)))
    group = document.vat_groups[0]
    assert f"{category} – {CATEGORY_NAMES['en'][category]}" in page
    row = (
        f"{flat(format_percent(group.rate, locale='en'))} {money(str(group.taxable_amount), 'en')}"
    )
    assert f"{row} {money(str(group.tax_amount), 'en')}" in page
    if exemption is None:
        assert "Exemption reason" not in page
        assert "Total VAT €193.90" in page
    else:
        assert f"Exemption reason: {exemption} 0%" in page  # a reason without a code: no "()"
        assert f"0% ({category})" in page  # the line's VAT column names the category
        assert "Total VAT €0.00" in page


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_category_is_named_in_every_locale(locale: str) -> None:
    categories = ("S", "Z", "E", "AE", "K", "G", "O")
    lines = [
        factories.line(i, f"Item {code}", "1", "10.00", code, "0.19" if code == "S" else "0")
        for i, code in enumerate(categories, start=1)
    ]
    page = flat(text(pdf.render(factories.document(lines, locale=locale))))
    for code in categories:
        assert f"{code} – {flat(CATEGORY_NAMES[locale][code])}" in page
    exemption = flat(LABELS[locale]["exemption_reason"])
    assert page.count(f"{exemption}:") == 6  # every category but S


def test_reverse_charge_in_german_names_the_legal_wording() -> None:
    page = flat(text(pdf.render(factories.invoice_in("AE", locale="de"))))
    assert "AE – Steuerschuldnerschaft des Leistungsempfängers" in page
    assert "Befreiungsgrund: Reverse charge (VATEX-EU-AE)" in page


def test_mixed_categories_each_get_a_breakdown_row() -> None:
    lines = [
        factories.line(1, "Software licence", "2", "10.00"),
        factories.line(2, "Printed manual", "1", "20.00", "Z", "0"),
        factories.line(3, "Training (exempt)", "1", "30.00", "E", "0"),
        factories.line(4, "Reduced-rate item", "3", "1.10", "S", "0.07"),
    ]
    page = flat(text(pdf.render(factories.document(lines, locale="en"))))
    assert "S – Standard rate 19% €20.00 €3.80" in page
    assert "S – Standard rate 7% €3.30 €0.23" in page
    assert "Z – Zero rated Exemption reason: Zero rated 0% €20.00 €0.00" in page
    exempt = "E – Exempt from VAT Exemption reason: Steuerfrei nach § 4 Nr. 21 UStG"
    assert f"{exempt} 0% €30.00 €0.00" in page
    assert "Total VAT €4.03" in page


def test_a_group_without_its_own_reason_shows_the_lines_reason() -> None:
    document = factories.invoice_in("AE", locale="en")
    bare = tuple(
        replace(g, exemption_reason=None, exemption_reason_code=None) for g in document.vat_groups
    )
    page = flat(text(pdf.render(replace(document, vat_groups=bare))))
    assert "Exemption reason: Reverse charge (VATEX-EU-AE)" in page


# --- totals, payment -------------------------------------------------------------------------


def test_allowances_and_a_paid_amount_appear_only_when_present() -> None:
    plain = flat(text(rendered("en")))
    assert "Allowance" not in plain and "Paid" not in plain and "Total net" not in plain
    document = factories.invoice(
        locale="en",
        allowances=(Allowance(Decimal("50.00"), "S", Decimal("0.19"), "Loyalty discount"),),
        paid="100.00",
    )
    raw = text(pdf.render(document))
    assert "Subtotal (net) €1,007.03" in raw
    assert "Allowance: Loyalty discount -€50.00" in raw
    assert "Total net €957.03" in raw
    assert "Total VAT €177.39" in raw
    assert "Total €1,134.42" in raw
    assert "Paid -€100.00" in raw
    assert "Amount due €1,034.42" in raw


def test_payment_terms_and_bank_details() -> None:
    page = flat(text(rendered("en")))
    assert "Payable within 14 days, by Mar 16, 2026." in page
    assert "Payment method Bank transfer" in page
    assert "Account holder Nordlicht Software GmbH" in page
    assert "IBAN DE02 1203 0000 0000 2020 51" in page
    assert "BIC BYLADEM1001" in page
    assert "Payment reference RE-2026-000042" in page


@pytest.mark.parametrize(
    ("days", "due", "expected"),
    [
        (None, date(2026, 3, 31), "Payable by Mar 31, 2026."),
        (30, None, "Payable within 30 days."),
        (1, None, "Payable within 1 day."),
        (0, date(2026, 3, 2), "Payable immediately."),
    ],
)
def test_payment_terms_wording(days: int | None, due: date | None, expected: str) -> None:
    document = factories.invoice(locale="en", payment_terms_days=days, due_date=due)
    assert expected in flat(text(pdf.render(document)))


def test_seller_and_buyer_identification() -> None:
    page = flat(text(rendered("de")))
    for fact in (
        "Nordlicht Software GmbH",
        "Hafenstraße 12",
        "3. OG",
        "20457 Hamburg",
        "USt-IdNr.: DE123456788",
        "Steuernummer: 22/815/08150",
        "Stadtwerke Musterstadt",
        "Rathausplatz 1",
        "12345 Musterstadt",
        "USt-IdNr.: DE811569869",
        "Rechnungsnummer RE-2026-000042",
        "Käuferreferenz 991-01234-56",
        "Leistungszeitraum 01.03.2026 – 31.03.2026",
    ):
        assert fact in page
    cross_border = flat(text(pdf.render(factories.invoice_in("K", locale="de"))))
    assert "Österreich" in cross_border and "Deutschland" in cross_border


def test_a_delivery_date_is_printed_when_given() -> None:
    document = factories.invoice(locale="fr", delivery_date=date(2026, 2, 20))
    assert "Date de livraison 20 févr. 2026" in flat(text(pdf.render(document)))


# --- credit notes ------------------------------------------------------------------------------


def test_credit_note_names_the_invoice_it_corrects_and_why() -> None:
    page = flat(text(rendered("de:credit_note")))
    assert "Rechnungskorrektur" in page
    assert "Belegnummer CN-2026-000007" in page
    assert "Korrektur zur Rechnung RE-2026-000042 vom 02.03.2026" in page
    assert "Grund Teilgutschrift: zwei Stunden zu viel berechnet." in page
    assert "Gutschriftsbetrag 239,31 €" in page
    assert "Zahlungsbedingungen" not in page  # nothing for the buyer to pay


@pytest.mark.parametrize("locale", LANGUAGES)
def test_credit_note_title_and_total_in_each_locale(locale: str) -> None:
    labels = LABELS[locale]
    page = flat(text(rendered(f"{locale}:credit_note")))
    assert labels["title.credit_note"] in page
    assert flat(f"{labels['total.credit']} {money('239.31', locale)}") in page
    assert flat(labels["preceding_invoice"]) in page
    issued = format_date(date(2026, 3, 2), format="medium", locale=locale)
    assert flat(labels["invoice_of"].format(number="RE-2026-000042", date=issued)) in page


# --- drafts and previews --------------------------------------------------------------------


def test_preview_carries_the_banner_and_watermark_on_every_page_and_draft_has_no_number() -> None:
    document = factories.long_invoice(40, locale="fr")
    data = pdf.render(replace(document, legal=False, number=None))
    pages = [flat(page) for page in pages_text(data)]
    assert len(pages) >= 2
    for page in pages:
        assert "Document sans valeur légale — aperçu" in page
        assert "APERÇU" in page
    assert "N° de facture Brouillon" in pages[0]
    assert "Facture Brouillon" in pages[1]  # the running header of the next pages
    assert "Référence du virement" not in " ".join(pages)  # no number to pay against


def test_legal_document_has_no_banner() -> None:
    page = flat(text(rendered("fr")))
    assert "aperçu" not in page.lower() and "Brouillon" not in page


# --- long documents ----------------------------------------------------------------------------


def test_sixty_lines_break_across_pages_with_header_and_page_numbers() -> None:
    data = pdf.render(factories.long_invoice(60, locale="de"))
    pages = [flat(page) for page in pages_text(data)]
    total = len(pages)
    assert total >= 3
    header = "Pos. Beschreibung Menge Einzelpreis USt. Nettobetrag"
    for number, page in enumerate(pages, start=1):
        assert f"Seite {number} von {total}" in page
        assert header in page
    everything = " ".join(pages)
    for position in range(1, 61):
        assert len(re.findall(rf"Modul {position}\b", everything)) == 1
    # Long descriptions wrap inside their cell instead of being cut.
    assert "Bereitschaftsdienst außerhalb der Geschäftszeiten — Modul 60" in everything
    assert pages[-1].count("Gesamtbetrag") == 1


def test_an_unbreakable_description_wraps_without_losing_text() -> None:
    word = "https://example.com/" + "x" * 240
    lines = [factories.line(1, f"{word} tail", "1", "1.00")]
    raw = text(pdf.render(factories.document(lines, locale="en")))
    assert word in raw.replace("\n", "") and "tail" in raw


# --- rasterised pages ------------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_pdftoppm_renders_non_blank_pages(locale: str, tmp_path: Path) -> None:
    executable = shutil.which("pdftoppm")
    assert executable, "pdftoppm is missing: run `make system-deps` (poppler-utils)"
    source = tmp_path / "invoice.pdf"
    source.write_bytes(rendered(locale))
    subprocess.run(
        [executable, "-r", "50", "-png", str(source), str(tmp_path / "page")],
        check=True,
        capture_output=True,
        timeout=60,
    )
    images = sorted(tmp_path.glob("page*.png"))
    assert len(images) == 1
    with Image.open(images[0]) as image:
        grey = image.convert("L")
        assert grey.size == (414, 585)  # A4 at 50 dpi
        histogram = grey.histogram()
        area = grey.size[0] * grey.size[1]
        assert sum(histogram[:250]) > 0.04 * area  # ink (text, rules, shading): not white
        assert sum(histogram[:128]) > 0.003 * area  # and dark glyphs among it


# --- PDF/A-3b ----------------------------------------------------------------------------------


def font_names(data: bytes) -> set[str]:
    with pikepdf.open(io.BytesIO(data)) as document:
        return {
            str(font.BaseFont) for page in document.pages for font in page.Resources.Font.values()
        }


@pytest.mark.parametrize("key", ["de", "ja", "en:credit_note"])
def test_pdfa_3b_markers(key: str) -> None:
    data = rendered(key)
    assert data.startswith(b"%PDF-1.7")
    with pikepdf.open(io.BytesIO(data)) as document:
        assert not document.is_encrypted
        assert "/ID" in document.trailer
        metadata_stream = document.Root.Metadata
        assert "/Filter" not in metadata_stream  # PDF/A: the XMP stays readable
        metadata = document.open_metadata()
        assert metadata["pdfaid:part"] == "3"
        assert metadata["pdfaid:conformance"] == "B"
        assert metadata["xmp:CreateDate"].startswith("2026-03-")
        assert metadata["pdf:Producer"] == pdf.PRODUCER
        (intent,) = document.Root.OutputIntents
        assert intent.S == pikepdf.Name.GTS_PDFA1
        assert len(intent.DestOutputProfile.read_bytes()) > 0
        assert "/Info" not in document.trailer  # everything is in the XMP
        assert "/OpenAction" not in document.Root
        seen = 0
        for page in document.pages:
            for font in page.Resources.Font.values():
                seen += 1
                descriptor = (
                    font.DescendantFonts[0].FontDescriptor
                    if font.Subtype == pikepdf.Name.Type0
                    else font.FontDescriptor
                )
                assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
        assert seen >= 1


# --- determinism ------------------------------------------------------------------------------


def test_the_same_document_gives_identical_bytes() -> None:
    document = factories.long_invoice(25, locale="ja")
    first, second = pdf.render(document), pdf.render(document)
    assert first == second
    assert pdf.render(replace(document, number="RE-2026-000043")) != first


_SUBPROCESS = """
import hashlib, sys
from billing.documents import pdf
from tests.documents import factories as f
sys.stdout.write(hashlib.sha256(pdf.render(f.invoice(locale="fr"))).hexdigest())
"""


def test_bytes_do_not_depend_on_the_process() -> None:
    """Another interpreter (another hash seed, another day) renders the same bytes."""
    expected = hashlib.sha256(rendered("fr")).hexdigest()
    environment = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", _SUBPROCESS],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert result.stdout == expected


# --- fonts ------------------------------------------------------------------------------------


def test_a_missing_font_file_names_the_make_target(monkeypatch: pytest.MonkeyPatch) -> None:
    missing = Path("/nonexistent/DejaVuSans.ttf")
    monkeypatch.setitem(fonts._FILES, fonts.LATIN, (missing, fonts.DEJAVU_BOLD))
    with pytest.raises(fonts.FontMissingError, match="make system-deps") as error:
        pdf.render(factories.invoice(locale="en"))
    assert str(missing) in str(error.value)
