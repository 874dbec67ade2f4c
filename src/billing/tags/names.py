"""How a tag's name is written and compared (pure)."""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 100


def normalized_name(raw: str) -> str:
    """NFKC (full-width letters become plain ones), trimmed, every run of inner whitespace
    one space: `"  VIP \\t club "` → `"VIP club"`."""
    return " ".join(unicodedata.normalize("NFKC", raw).split())


def name_key(name: str) -> str:
    """What two names must share to clash: the normalized name, case-folded (`ß` ~ `SS`)."""
    return unicodedata.normalize("NFKC", name.casefold())
