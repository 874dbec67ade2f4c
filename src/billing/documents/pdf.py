"""The invoice / credit-note PDF (PDF/A-3b, A4), rendered from a `Document` with fpdf2 (pure).

`render(document)` lays out what an accountant expects on an invoice: the seller (legal name,
address, VAT id, tax number), the buyer (name, address, VAT id), the document's title, number
and dates (issue, due, service period or delivery date, buyer reference), for a credit note the
invoice it corrects and why, the lines (wrapping long descriptions, breaking across pages with
the table header repeated), the VAT breakdown per category and rate with exemption reasons, the
totals, the payment terms and the bank details, and "page x of y" on every page.

Words come from `labels.py`; numbers, amounts, percentages and dates are formatted by Babel for
the document's locale (a language outside the eight documented ones falls back to English).
A document with `legal=False` (an on-demand rendering, drafts included) carries a banner and a
watermark saying it is not the legal document, and "Draft" where a draft has no number.

PDF/A-3b: fpdf2's `enforce_compliance="PDF/A-3B"` adds the sRGB output intent and refuses
what PDF/A forbids; every font is embedded as a subset; the XMP metadata is written here so
that it carries no clock. The output is deterministic: the same Document always gives the same
bytes (dates come from the issue date, the file id is a hash of the content), which the archive
relies on to deduplicate by SHA-256.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from decimal import Decimal
from html import escape

from babel import Locale
from babel.dates import format_date
from babel.numbers import format_currency, format_decimal, format_percent
from fpdf import FPDF, FontFace
from fpdf.enums import (
    Align,
    MethodReturnValue,
    TableBordersLayout,
    TextMode,
    VAlign,
    XPos,
    YPos,
)
from fpdf.output import OutputProducer

from billing.documents import fonts, terms
from billing.documents.labels import babel_locale, category_name, labels_for, language_of
from billing.documents.model import Address, Document, Party
from billing.platform.money import plain

PRODUCER = "billing documents (fpdf2)"
COMPLIANCE = "PDF/A-3B"
DASH = "\u2013"  # en dash, between the dates of a period and after a VAT category code
EXEMPT_CATEGORIES = frozenset({"Z", "E", "AE", "K", "G", "O"})

# Layout (millimetres on A4 portrait, 210 x 297).
_LEFT, _RIGHT, _TOP, _BOTTOM = 20.0, 15.0, 15.0, 24.0
_WIDTH = 210.0 - _LEFT - _RIGHT
_META_X = 110.0
_LINE_COLUMNS = (11, 68, 18, 27, 19, 32)  # position, description, qty, unit price, VAT, net
_VAT_COLUMNS = (72, 24, 44, 35)  # category, rate, taxable amount, VAT amount

_INK = (30, 30, 30)
_MUTED = (100, 100, 100)
_RULE = (185, 185, 185)
_SHADE = (238, 238, 238)
_ALERT = (180, 20, 20)
_ALERT_FILL = (253, 234, 234)
_WATERMARK = (232, 232, 232)


# --------------------------------------------------------------------------------------------
# Formatting (Babel)


@dataclass(frozen=True, slots=True)
class Formatter:
    """Formats a document's values for its locale."""

    locale: Locale
    currency: str

    def money(self, amount: Decimal) -> str:
        return format_currency(amount, self.currency, locale=self.locale)

    def price(self, amount: Decimal) -> str:
        """A unit price: at least the currency's decimals, more when the price has them."""
        return format_currency(
            plain(amount), self.currency, locale=self.locale, decimal_quantization=False
        )

    def quantity(self, value: Decimal) -> str:
        return format_decimal(plain(value), locale=self.locale, decimal_quantization=False)

    def rate(self, value: Decimal) -> str:
        return format_percent(plain(value), locale=self.locale, decimal_quantization=False)

    def date(self, value: date) -> str:
        return format_date(value, format="medium", locale=self.locale)

    def country(self, code: str | None) -> str | None:
        if not code:
            return None
        return self.locale.territories.get(code.upper(), code.upper())


def _iban(iban: str) -> str:
    compact = "".join(iban.split()).upper()
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


# --------------------------------------------------------------------------------------------
# What the page says, as text (shared by the layout and the font choice)


def _address_lines(address: Address, fmt: Formatter, *, show_country: bool) -> list[str]:
    lines = [line for line in (address.line1, address.line2) if line]
    city = " ".join(part for part in (address.postal_code, address.city) if part)
    if city:
        lines.append(city)
    if show_country and address.country:
        lines.append(fmt.country(address.country) or address.country)
    return lines


def _tax_ids(party: Party, labels: Mapping[str, str]) -> list[str]:
    ids = []
    if party.vat_id:
        ids.append(f"{labels['vat_id']}: {party.vat_id}")
    if party.tax_number:
        ids.append(f"{labels['tax_number']}: {party.tax_number}")
    return ids


def _number(document: Document, labels: Mapping[str, str]) -> str:
    return document.number or labels["draft"]


def _title(document: Document, labels: Mapping[str, str]) -> str:
    return labels[f"title.{document.kind}"]


def _meta_rows(
    document: Document, labels: Mapping[str, str], fmt: Formatter
) -> list[tuple[str, str]]:
    kind = document.kind
    rows = [
        (labels[f"number.{kind}"], _number(document, labels)),
        (labels[f"date.{kind}"], fmt.date(document.issue_date)),
    ]
    if document.due_date and kind == "invoice":
        rows.append((labels["due_date"], fmt.date(document.due_date)))
    if document.period_start and document.period_end:
        period = f"{fmt.date(document.period_start)} {DASH} {fmt.date(document.period_end)}"
        rows.append((labels["service_period"], period))
    if document.delivery_date:
        rows.append((labels["delivery_date"], fmt.date(document.delivery_date)))
    if document.buyer_reference:
        rows.append((labels["buyer_reference"], document.buyer_reference))
    return rows


def _preceding_text(document: Document, labels: Mapping[str, str], fmt: Formatter) -> str | None:
    preceding = document.preceding_invoice
    if preceding is None:
        return None
    if preceding.issue_date is None:
        return preceding.number
    return labels["invoice_of"].format(number=preceding.number, date=fmt.date(preceding.issue_date))


def _line_period(line_start: date | None, line_end: date | None, fmt: Formatter) -> str | None:
    if line_start and line_end:
        return f"{fmt.date(line_start)} {DASH} {fmt.date(line_end)}"
    if line_start or line_end:
        return fmt.date(line_start or line_end)  # type: ignore[arg-type]
    return None


def _vat_cell(category: str, rate: Decimal, fmt: Formatter) -> str:
    percent = fmt.rate(rate)
    return percent if category == "S" else f"{percent} ({category})"


def _exemption_text(reason: str | None, code: str | None, labels: Mapping[str, str]) -> str | None:
    if not reason and not code:
        return None
    text = reason or ""
    if code:
        text = f"{text} ({code})" if text else code
    return f"{labels['exemption_reason']}: {text}"


def _totals_rows(
    document: Document, labels: Mapping[str, str], fmt: Formatter
) -> list[tuple[str, str, bool]]:
    """(label, amount, emphasised) rows of the totals block."""
    rows: list[tuple[str, str, bool]] = [
        (labels["total.lines"], fmt.money(document.line_total), False)
    ]
    if document.allowance_total:
        if document.allowances:
            for allowance in document.allowances:
                label = labels["allowance"]
                if allowance.reason:
                    label = f"{label}: {allowance.reason}"
                rows.append((label, fmt.money(-allowance.amount), False))
        else:
            rows.append((labels["total.allowances"], fmt.money(-document.allowance_total), False))
        rows.append((labels["total.net"], fmt.money(document.tax_basis_total), False))
    rows.append((labels["total.vat"], fmt.money(document.tax_total), False))
    rows.append((labels["total.gross"], fmt.money(document.grand_total), True))
    if document.paid_amount:
        rows.append((labels["total.paid"], fmt.money(-document.paid_amount), False))
    closing = "total.credit" if document.kind == "credit_note" else "total.due"
    rows.append((labels[closing], fmt.money(document.amount_due), True))
    return rows


def _payment_rows(document: Document, labels: Mapping[str, str]) -> list[tuple[str, str]]:
    account = document.bank_account
    if account is None:
        return []
    rows = [(labels["payment_means"], labels["bank_transfer"])]
    if account.account_name or document.seller.name:
        rows.append((labels["account_name"], account.account_name or document.seller.name or ""))
    rows.append((labels["iban"], _iban(account.iban)))
    if account.bic:
        rows.append((labels["bic"], account.bic))
    if document.number:
        rows.append((labels["payment_reference"], document.number))
    return rows


def _texts(document: Document, labels: Mapping[str, str], fmt: Formatter) -> Iterator[str]:
    """Every piece of variable text the page may show (to pick the fonts it needs)."""
    yield from labels.values()
    for party in (document.seller, document.buyer):
        yield party.name or ""
        yield from _address_lines(party.address, fmt, show_country=True)
        yield party.vat_id or ""
        yield party.tax_number or ""
        if party.contact:
            yield from (party.contact.name or "", party.contact.phone or "")
            yield party.contact.email or ""
        yield party.email or ""
    for line in document.lines:
        yield line.description
        yield line.exemption_reason or ""
        yield line.exemption_reason_code or ""
        yield fmt.price(line.unit_price)
    for group in document.vat_groups:
        yield group.exemption_reason or ""
        yield group.exemption_reason_code or ""
    for allowance in document.allowances:
        yield allowance.reason or ""
    yield fmt.money(document.grand_total)
    yield fmt.date(document.issue_date)
    yield from (
        document.number or "",
        document.buyer_reference or "",
        document.note or "",
        document.payment_terms or "",
    )
    if document.preceding_invoice:
        yield document.preceding_invoice.number
    if document.bank_account:
        yield document.bank_account.account_name or ""
        yield document.bank_account.bic or ""


# --------------------------------------------------------------------------------------------
# XMP metadata (no clock: the dates are the issue date)


def _xmp(*, title: str, author: str, language: str, created: datetime) -> str:
    stamp = created.isoformat(timespec="seconds")
    lang = escape(language or "x-default")
    return "\n".join(
        [
            '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
            ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
            '  <rdf:Description rdf:about=""',
            '    xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"',
            '    xmlns:dc="http://purl.org/dc/elements/1.1/"',
            '    xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
            '    xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
            "   <pdfaid:part>3</pdfaid:part>",
            "   <pdfaid:conformance>B</pdfaid:conformance>",
            "   <dc:format>application/pdf</dc:format>",
            "   <dc:title><rdf:Alt>",
            f'    <rdf:li xml:lang="x-default">{escape(title)}</rdf:li>',
            "   </rdf:Alt></dc:title>",
            *(
                [
                    "   <dc:creator><rdf:Seq>",
                    f"    <rdf:li>{escape(author)}</rdf:li>",
                    "   </rdf:Seq></dc:creator>",
                ]
                if author
                else []
            ),
            f"   <dc:language><rdf:Bag><rdf:li>{lang}</rdf:li></rdf:Bag></dc:language>",
            f"   <xmp:CreatorTool>{escape(PRODUCER)}</xmp:CreatorTool>",
            f"   <xmp:CreateDate>{stamp}</xmp:CreateDate>",
            f"   <xmp:ModifyDate>{stamp}</xmp:ModifyDate>",
            f"   <xmp:MetadataDate>{stamp}</xmp:MetadataDate>",
            f"   <pdf:Producer>{escape(PRODUCER)}</pdf:Producer>",
            "  </rdf:Description>",
            " </rdf:RDF>",
            "</x:xmpmeta>",
        ]
    )


# --------------------------------------------------------------------------------------------
# Layout


class _Producer(OutputProducer):
    """fpdf2's writer without the catalog's /OpenAction (fpdf2 always writes one to set the
    initial zoom; PDF/A allows a plain destination there, but validators flag it and viewers do
    not need it)."""

    def _finalize_catalog(self, catalog_obj, *args, **kwargs):  # type: ignore[no-untyped-def]
        super()._finalize_catalog(catalog_obj, *args, **kwargs)
        catalog_obj.open_action = None


class _Sheet(FPDF):
    """An A4 page set with the document's fonts, running header/footer and watermark."""

    def __init__(
        self,
        document: Document,
        labels: Mapping[str, str],
        fmt: Formatter,
        choice: fonts.FontChoice,
    ) -> None:
        super().__init__(orientation="P", unit="mm", format="A4", enforce_compliance=COMPLIANCE)
        self.document = document
        self.labels = labels
        self.fmt = fmt
        self.family = choice.main
        self.bold = "B" if choice.has_bold else ""
        self.fake_bold = not choice.has_bold
        fonts.install(self, choice)
        self.choice = choice
        self.set_margins(_LEFT, _TOP, _RIGHT)
        self.set_auto_page_break(True, margin=_BOTTOM)
        self.set_text_color(*_INK)
        self.set_draw_color(*_RULE)
        self.set_line_width(0.2)
        self.c_margin = 1.0

    # fonts ----------------------------------------------------------------------------------
    def normalize_text(self, text: str) -> str:
        """Every string fpdf2 sets passes here: drop what no embedded font can show."""
        return self.choice.renderable(super().normalize_text(text))

    def style(self, size: float, *, bold: bool = False, color: Sequence[int] = _INK) -> None:
        """Set the font; without a bold face (IPAGothic), bold is drawn by also stroking the
        glyph outlines in the text colour."""
        self.set_font(self.family, self.bold if bold else "", size)
        self.set_text_color(*color)
        if not self.fake_bold:
            return
        if bold:
            self.text_mode = TextMode.FILL_STROKE
            self.set_draw_color(*color)
            self.set_line_width(size * 0.012)
        elif self.text_mode != TextMode.FILL:
            self.text_mode = TextMode.FILL
            self.set_draw_color(*_RULE)
            self.set_line_width(0.2)

    def rule(self, x1: float, x2: float, y: float) -> None:
        with self.local_context(draw_color=_RULE, line_width=0.2):
            self.line(x1, y, x2, y)

    # running elements -----------------------------------------------------------------------
    def header(self) -> None:
        with self.local_context():
            self._header()

    def _header(self) -> None:
        document, labels = self.document, self.labels
        if not document.legal:
            self._watermark(labels["watermark"])
            self.set_xy(_LEFT, 5)
            self.style(9, bold=True, color=_ALERT)
            self.set_fill_color(*_ALERT_FILL)
            self.set_draw_color(*_ALERT)
            self.cell(_WIDTH, 7, labels["not_legal"], border=1, align=Align.C, fill=True)
            self.set_draw_color(*_RULE)
        if self.page_no() > 1:
            self.set_xy(_LEFT, _TOP)
            self.style(8, color=_MUTED)
            self.cell(_WIDTH / 2, 5, self.document.seller.name or "")
            heading = f"{_title(document, labels)} {_number(document, labels)}"
            self.cell(_WIDTH / 2, 5, heading, align=Align.R, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            self.rule(_LEFT, _LEFT + _WIDTH, self.get_y() + 1)
            self.set_y(self.get_y() + 4)

    def _watermark(self, text: str) -> None:
        self.style(64, bold=True, color=_WATERMARK)
        width = self.get_string_width(text)
        if width > 230:
            self.style(64 * 230 / width, bold=True, color=_WATERMARK)
            width = self.get_string_width(text)
        cx, cy = 105.0, 160.0
        with self.rotation(angle=52, x=cx, y=cy):
            self.text(cx - width / 2, cy + 8, text)

    def footer(self) -> None:
        with self.local_context():
            self._footer()

    def _footer(self) -> None:
        document, labels = self.document, self.labels
        self.set_y(-17)
        self.rule(_LEFT, _LEFT + _WIDTH, self.get_y())
        self.set_y(self.get_y() + 1.5)
        seller = document.seller
        first = " · ".join(
            part
            for part in [
                seller.name or "",
                ", ".join(_address_lines(seller.address, self.fmt, show_country=False)),
            ]
            if part
        )
        second = " · ".join(_tax_ids(seller, labels))
        self.style(7, color=_MUTED)
        page = labels["page"].format(page=self.page_no(), pages=self.str_alias_nb_pages)
        y = self.get_y()
        self.set_xy(_LEFT, y)
        self.cell(_WIDTH - 35, 3.5, first)
        self.set_xy(_LEFT, y + 3.5)
        self.cell(_WIDTH - 35, 3.5, second)
        self.set_xy(_LEFT + _WIDTH - 35, y)
        self.cell(35, 3.5, page, align=Align.R)

    # helpers ---------------------------------------------------------------------------------
    def ensure_space(self, height: float) -> None:
        if self.get_y() + height > self.page_break_trigger:
            self.add_page()

    def key_values(
        self,
        rows: Sequence[tuple[str, str]],
        *,
        x: float,
        label_width: float,
        value_width: float,
        size: float = 9,
        line_height: float = 4.6,
    ) -> None:
        for label, value in rows:
            if self.will_page_break(line_height):
                self.add_page()
            y = self.get_y()
            self.set_xy(x, y)
            self.style(size, color=_MUTED)
            label_height = self.text_block(label_width, line_height, label)
            self.set_xy(x + label_width, y)
            self.style(size)
            value_height = self.text_block(value_width, line_height, value)
            self.set_xy(_LEFT, y + max(label_height, value_height))

    def fit(self, text: str, width: float) -> str:
        """`text`, shortened with an ellipsis if it is wider than `width`."""
        if self.get_string_width(text) <= width:
            return text
        while text and self.get_string_width(text + "…") > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def text_block(self, width: float, line_height: float, text: str) -> float:
        """Left-aligned text wrapped to `width` from the current position; returns its height
        and leaves the cursor below it at the left margin."""
        height = self.multi_cell(
            width,
            line_height,
            text,
            align=Align.L,
            new_x=XPos.LMARGIN,
            new_y=YPos.NEXT,
            output=MethodReturnValue.HEIGHT,
        )
        return float(height)  # type: ignore[arg-type]


def _letterhead(pdf: _Sheet) -> None:
    document, labels, fmt = pdf.document, pdf.labels, pdf.fmt
    seller, buyer = document.seller, document.buyer
    cross_border = (seller.address.country or "") != (buyer.address.country or "")

    # Title, top right.
    pdf.set_xy(_META_X, _TOP)
    pdf.style(20, bold=True)
    pdf.cell(_LEFT + _WIDTH - _META_X, 9, _title(document, labels), align=Align.R)

    # Seller, top left.
    pdf.set_xy(_LEFT, _TOP)
    pdf.style(13, bold=True)
    pdf.text_block(_META_X - _LEFT - 4, 6, seller.name or "")
    pdf.style(8.5, color=_MUTED)
    seller_lines = _address_lines(seller.address, fmt, show_country=cross_border)
    contact = seller.contact
    reach = [v for v in ((contact.phone, contact.email) if contact else ()) if v]
    if reach:
        seller_lines.append(" · ".join(reach))
    seller_lines.extend(_tax_ids(seller, labels))
    for text in seller_lines:
        pdf.text_block(_META_X - _LEFT - 4, 4, text)
    top = max(pdf.get_y() + 8, 52.0)

    # Buyer, left: the sender line of a window envelope, then the address.
    pdf.set_xy(_LEFT, top)
    pdf.style(6.5, color=_MUTED)
    sender = " · ".join(
        [seller.name or "", *_address_lines(seller.address, fmt, show_country=cross_border)]
    )
    pdf.cell(_META_X - _LEFT - 6, 4, sender.strip(" ·"), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_y(pdf.get_y() + 1)
    pdf.style(10, bold=True)
    pdf.text_block(_META_X - _LEFT - 6, 5, buyer.name or "")
    pdf.style(10)
    for text in _address_lines(buyer.address, fmt, show_country=cross_border):
        pdf.text_block(_META_X - _LEFT - 6, 5, text)
    if buyer.vat_id:
        pdf.set_y(pdf.get_y() + 1)
        pdf.style(9)
        pdf.text_block(_META_X - _LEFT - 6, 4.6, f"{labels['vat_id']}: {buyer.vat_id}")
    left_bottom = pdf.get_y()

    # Document facts, right.
    pdf.set_y(top + 5)
    width = _LEFT + _WIDTH - _META_X
    pdf.key_values(
        _meta_rows(document, labels, fmt),
        x=_META_X,
        label_width=40,
        value_width=width - 40,
    )
    pdf.set_y(max(left_bottom, pdf.get_y()) + 8)

    # What a credit note corrects, and why; an invoice's note.
    remarks: list[tuple[str, str]] = []
    preceding = _preceding_text(document, labels, fmt)
    if preceding:
        remarks.append((labels["preceding_invoice"], preceding))
    if document.note:
        key = "reason" if document.kind == "credit_note" else "note"
        remarks.append((labels[key], document.note))
    if remarks:
        pdf.key_values(remarks, x=_LEFT, label_width=45, value_width=_WIDTH - 45, size=9.5)
        pdf.set_y(pdf.get_y() + 5)


def _heading_face(pdf: _Sheet) -> FontFace:
    """The style of a table's heading row."""
    return FontFace(
        family=pdf.family,
        emphasis="BOLD" if pdf.bold else "",
        size_pt=8.5,
        color=_INK,
        fill_color=_SHADE,
    )


def _lines_table(pdf: _Sheet) -> None:
    document, labels, fmt = pdf.document, pdf.labels, pdf.fmt
    head = _heading_face(pdf)
    pdf.style(9)
    with pdf.table(
        width=_WIDTH,
        align=Align.L,
        col_widths=_LINE_COLUMNS,
        text_align=(Align.R, Align.L, Align.R, Align.R, Align.R, Align.R),
        v_align=VAlign.T,
        borders_layout=TableBordersLayout.HORIZONTAL_LINES,
        headings_style=head,
        line_height=4.4,
        padding=(1.4, 1.2),
        repeat_headings=1,
    ) as table:
        heading = table.row()
        for key in (
            "col.position",
            "col.description",
            "col.quantity",
            "col.unit_price",
            "col.vat",
            "col.net_amount",
        ):
            heading.cell(labels[key])
        for line in document.lines:
            description = line.description
            period = _line_period(line.period_start, line.period_end, fmt)
            if period:
                description = f"{description}\n{period}"
            row = table.row()
            row.cell(str(line.position))
            row.cell(description)
            row.cell(fmt.quantity(line.quantity))
            row.cell(fmt.price(line.unit_price))
            row.cell(_vat_cell(line.category, line.rate, fmt))
            row.cell(fmt.money(line.net_amount))
    pdf.set_y(pdf.get_y() + 6)


def _vat_table(pdf: _Sheet) -> None:
    document, labels, fmt = pdf.document, pdf.labels, pdf.fmt
    if not document.vat_groups:
        return
    pdf.ensure_space(16 + 9 * len(document.vat_groups))
    pdf.style(9.5, bold=True)
    pdf.cell(_WIDTH, 6, labels["vat_breakdown"], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    head = _heading_face(pdf)
    pdf.style(8.5)
    with pdf.table(
        width=_WIDTH,
        align=Align.L,
        col_widths=_VAT_COLUMNS,
        text_align=(Align.L, Align.R, Align.R, Align.R),
        v_align=VAlign.T,
        borders_layout=TableBordersLayout.HORIZONTAL_LINES,
        headings_style=head,
        line_height=4.2,
        padding=(1.2, 1.2),
    ) as table:
        heading = table.row()
        for key in ("vat.category", "vat.rate", "vat.taxable_amount", "vat.tax_amount"):
            heading.cell(labels[key])
        for group in document.vat_groups:
            text = f"{group.category} {DASH} {category_name(document.locale, group.category)}"
            reason = group.exemption_reason, group.exemption_reason_code
            if not any(reason) and group.category in EXEMPT_CATEGORIES:
                reason = _line_exemption(document, group.category, group.rate)
            exemption = _exemption_text(*reason, labels)
            if exemption:
                text = f"{text}\n{exemption}"
            row = table.row()
            row.cell(text)
            row.cell(fmt.rate(group.rate))
            row.cell(fmt.money(group.taxable_amount))
            row.cell(fmt.money(group.tax_amount))
    pdf.set_y(pdf.get_y() + 5)


def _line_exemption(
    document: Document, category: str, rate: Decimal
) -> tuple[str | None, str | None]:
    """A group without its own reason takes the one its lines give."""
    for line in document.lines:
        same = line.category == category and line.rate == rate
        if same and (line.exemption_reason or line.exemption_reason_code):
            return line.exemption_reason, line.exemption_reason_code
    return None, None


def _totals(pdf: _Sheet) -> None:
    document, labels, fmt = pdf.document, pdf.labels, pdf.fmt
    rows = _totals_rows(document, labels, fmt)
    pdf.ensure_space(6 * len(rows) + 4)
    x, label_width, value_width = 95.0, 62.0, _LEFT + _WIDTH - 95.0 - 62.0
    for label, amount, strong in rows:
        if strong:
            pdf.rule(x, _LEFT + _WIDTH, pdf.get_y() + 0.5)
            pdf.set_y(pdf.get_y() + 1)
        pdf.set_x(x)
        pdf.style(10 if strong else 9, bold=strong)
        pdf.cell(label_width, 5.6, pdf.fit(label, label_width - 2))
        pdf.cell(value_width, 5.6, amount, align=Align.R, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_y(pdf.get_y() + 6)


def _payment(pdf: _Sheet) -> None:
    document, labels = pdf.document, pdf.labels
    if document.kind != "invoice":
        return
    terms_text = terms.payment_terms_text(document)
    rows = _payment_rows(document, labels)
    if not terms_text and not rows:
        return
    pdf.ensure_space(12 + 5 * len(rows))
    if terms_text:
        pdf.style(9.5, bold=True)
        pdf.cell(_WIDTH, 6, labels["payment_terms"], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.style(9)
        pdf.text_block(_WIDTH, 4.6, terms_text)
        pdf.set_y(pdf.get_y() + 3)
    if rows:
        pdf.key_values(rows, x=_LEFT, label_width=45, value_width=_WIDTH - 45)


def _metadata(pdf: _Sheet) -> None:
    document, labels = pdf.document, pdf.labels
    created = datetime.combine(document.issue_date, time(0), tzinfo=UTC)
    title = f"{_title(document, labels)} {_number(document, labels)}"
    pdf.creation_date = created
    pdf.set_title(title)
    pdf.set_author(document.seller.name or "")
    pdf.set_creator(PRODUCER)
    pdf.set_producer(PRODUCER)
    pdf.set_lang(language_of(document.locale))
    pdf.xmp_metadata = _xmp(  # type: ignore[assignment]  # fpdf2 types it as None
        title=title,
        author=document.seller.name or "",
        language=language_of(document.locale),
        created=created,
    )


def render(document: Document) -> bytes:
    """The document as a PDF/A-3b file (A4). Deterministic: equal documents, equal bytes.

    Raises `fonts.FontMissingError` (naming `make system-deps`) when a font is not installed.
    """
    labels = labels_for(document.locale)
    fmt = Formatter(babel_locale(document.locale), document.currency)
    choice = fonts.choose(language_of(document.locale), _texts(document, labels, fmt))
    pdf = _Sheet(document, labels, fmt, choice)
    _metadata(pdf)
    pdf.add_page()
    _letterhead(pdf)
    _lines_table(pdf)
    _vat_table(pdf)
    _totals(pdf)
    _payment(pdf)
    return bytes(pdf.output(output_producer_class=_Producer))
