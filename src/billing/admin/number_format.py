"""Document number formats such as `INV-{YYYY}-{SEQ:06}`: one grammar to validate and render.

Placeholders: `{YYYY}` `{YY}` `{MM}` `{DD}` (the issue date) and exactly one `{SEQ}` or
`{SEQ:0N}` (the counter, zero-padded to N digits, 1 ≤ N ≤ 12). Everything else is literal text:
printable characters other than braces.
"""

from __future__ import annotations

import re
from datetime import date

MAX_LENGTH = 64
"""Of the format and of every number it renders (the stored number's column width)."""
MAX_SEQUENCE_WIDTH = 12
_WIDTHS = {"YYYY": 4, "YY": 2, "MM": 2, "DD": 2}
DATE_PLACEHOLDERS = ("YYYY", "YY", "MM", "DD")

_TOKEN = re.compile(r"\{([^{}]*)\}")
_SEQUENCE = re.compile(r"SEQ(?::0([1-9]\d?))?")


class InvalidNumberFormat(ValueError):
    pass


def validate(fmt: str) -> str:
    """Return the format unchanged, or raise InvalidNumberFormat saying what is wrong."""
    if not fmt or len(fmt) > MAX_LENGTH:
        raise InvalidNumberFormat(f"must be 1 to {MAX_LENGTH} characters")
    sequences = 0
    rendered_length = len(_TOKEN.sub("", fmt))
    for token in _TOKEN.finditer(fmt):
        name = token.group(1)
        if name in DATE_PLACEHOLDERS:
            rendered_length += _WIDTHS[name]
            continue
        match = _SEQUENCE.fullmatch(name)
        if match is None:
            raise InvalidNumberFormat(
                f"unknown placeholder {{{name}}}; use {{YYYY}}, {{YY}}, {{MM}}, {{DD}}, "
                "{SEQ} or {SEQ:0N}"
            )
        if match.group(1) is not None and int(match.group(1)) > MAX_SEQUENCE_WIDTH:
            raise InvalidNumberFormat(f"the sequence width is at most {MAX_SEQUENCE_WIDTH}")
        sequences += 1
        rendered_length += max(int(match.group(1) or 0), MAX_SEQUENCE_WIDTH)
    literal = _TOKEN.sub("", fmt)
    if "{" in literal or "}" in literal:
        raise InvalidNumberFormat("unbalanced brace; placeholders look like {SEQ:06}")
    if not literal.isprintable():
        raise InvalidNumberFormat("control characters are not allowed")
    if sequences != 1:
        raise InvalidNumberFormat("must contain exactly one {SEQ} or {SEQ:0N} placeholder")
    if rendered_length > MAX_LENGTH:
        raise InvalidNumberFormat(
            f"numbers it renders could exceed {MAX_LENGTH} characters (the counter counts as "
            f"{MAX_SEQUENCE_WIDTH} digits)"
        )
    return fmt


def render(fmt: str, sequence: int, issued_on: date) -> str:
    """The document number for the given counter value and issue date."""
    validate(fmt)

    def substitute(token: re.Match[str]) -> str:
        name = token.group(1)
        if name == "YYYY":
            return f"{issued_on.year:04d}"
        if name == "YY":
            return f"{issued_on.year % 100:02d}"
        if name == "MM":
            return f"{issued_on.month:02d}"
        if name == "DD":
            return f"{issued_on.day:02d}"
        width = _SEQUENCE.fullmatch(name).group(1)  # type: ignore[union-attr]
        return f"{sequence:0{int(width)}d}" if width else str(sequence)

    return _TOKEN.sub(substitute, fmt)
