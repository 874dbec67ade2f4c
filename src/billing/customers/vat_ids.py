"""VAT identification numbers: normalized, and checked by their national rules where we know them.

EU numbers (and Northern Ireland's XI) must pass python-stdnum's checksum and format rules;
other countries' numbers are kept as given (compacted), since their formats vary too widely to
refuse one safely.
"""

from __future__ import annotations

import re

from stdnum.eu import vat as eu_vat

_OTHER_FORMAT = re.compile(r"^[A-Z0-9]{2,32}$")


def normalize_vat_id(raw: str) -> str:
    """The compact upper-case form (`DE 136 695 976` → `DE136695976`), or ValueError."""
    compact = re.sub(r"[\s.\-/]", "", raw).upper()
    prefix = compact[:2].lower()
    if prefix in eu_vat.MEMBER_STATES or prefix == "el":
        if not eu_vat.is_valid(compact):
            raise ValueError(f"is not a valid VAT identification number of {compact[:2]}")
        return compact
    if not _OTHER_FORMAT.match(compact):
        raise ValueError("must be 2 to 32 letters and digits, starting with the country prefix")
    return compact
