"""The fonts the PDFs are set in, all embedded (PDF/A requires it; fpdf2 embeds TTF subsets).

DejaVu Sans (regular and bold) sets Latin, Greek and Cyrillic text; IPAGothic sets Japanese. A
Japanese document uses IPAGothic as its main font (with DejaVu as the fallback for the few
characters IPAGothic lacks); any other document uses DejaVu, with IPAGothic as the fallback
only when its text needs it (a Japanese customer name on a German invoice), so the common case
does not pay for loading a 6 MB font. The files come from the system (Debian's fonts-dejavu-core
and fonts-ipafont-gothic), installed by `make system-deps`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from fpdf import FPDF

DEJAVU_REGULAR = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
DEJAVU_BOLD = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
IPAGOTHIC = Path("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf")

LATIN = "dejavu"
JAPANESE = "ipagothic"

_FILES: dict[str, tuple[Path, Path | None]] = {
    # family: (regular, bold). IPAGothic has no bold face: Japanese headings are set regular.
    LATIN: (DEJAVU_REGULAR, DEJAVU_BOLD),
    JAPANESE: (IPAGOTHIC, None),
}


class FontMissingError(RuntimeError):
    """A font file the PDFs need is not installed."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            f"font file {path} is missing: install the system packages the documents need "
            "with `make system-deps` (fonts-dejavu-core, fonts-ipafont-gothic)"
        )
        self.path = path


def require(*paths: Path) -> None:
    for path in paths:
        if not path.is_file():
            raise FontMissingError(path)


@cache
def _coverage(path: Path) -> frozenset[int]:
    require(path)
    font = TTFont(path, lazy=True)
    try:
        return frozenset(font.getBestCmap() or ())
    finally:
        font.close()


@cache
def _faces_coverage(regular: Path, bold: Path | None) -> frozenset[int]:
    coverage = _coverage(regular)
    return coverage & _coverage(bold) if bold is not None else coverage


def coverage(family: str) -> frozenset[int]:
    """The characters every face of the family (regular and bold) has a glyph for."""
    return _faces_coverage(*_FILES[family])


def covers(family: str, text: str) -> bool:
    """Whether the family has a glyph for every character of `text` (line breaks and other
    control characters aside)."""
    known = coverage(family)
    return all(ord(char) in known for char in text if char >= " ")


@dataclass(frozen=True, slots=True)
class FontChoice:
    main: str
    fallback: str | None

    def renderable(self, text: str) -> str:
        """`text` without the characters neither family has a glyph for (PDF/A forbids showing
        the .notdef glyph), e.g. emoji."""
        known = coverage(self.main)
        if self.fallback is not None:
            known = known | coverage(self.fallback)
        if all(ord(char) in known for char in text if char >= " "):
            return text
        return "".join(char for char in text if char < " " or ord(char) in known)

    @property
    def has_bold(self) -> bool:
        """Whether the main family has a bold face ("B"); without one, bold text is set
        regular."""
        return _FILES[self.main][1] is not None


def choose(language: str, texts: Iterable[str]) -> FontChoice:
    """The main family for a document language, and the fallback its text needs (if any)."""
    main = JAPANESE if language == "ja" else LATIN
    other = LATIN if main == JAPANESE else JAPANESE
    text = "".join(texts)
    return FontChoice(main=main, fallback=None if covers(main, text) else other)


def install(pdf: FPDF, choice: FontChoice) -> None:
    """Register the chosen families on `pdf` (regular "" and, when it has one, bold "B") and
    make the fallback family the one fpdf2 turns to for a character the main one lacks."""
    for family in (choice.main, choice.fallback):
        if family is None:
            continue
        regular, bold = _FILES[family]
        require(regular)
        pdf.add_font(family, "", regular)
        if bold is not None:
            require(bold)
            pdf.add_font(family, "B", bold)
    if choice.fallback is not None:
        pdf.set_fallback_fonts([choice.fallback], exact_match=False)
