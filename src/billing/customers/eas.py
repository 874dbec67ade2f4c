"""The CEF Electronic Address Scheme (EAS) code list, shipped in the package
(`data/eas_codes.json`, copied from the official EN 16931 validation artefacts' rule BR-CL-25;
the file names its source and version)."""

from __future__ import annotations

import json
from importlib import resources

EAS_CODES: frozenset[str] = frozenset(
    json.loads(
        resources.files("billing.customers").joinpath("data/eas_codes.json").read_text("utf-8")
    )["codes"]
)


def listed_scheme(value: str) -> str:
    """A pydantic validator: the scheme must be in the EAS code list (BR-CL-25)."""
    if value not in EAS_CODES:
        raise ValueError(
            "is not in the CEF EAS code list (e.g. EM for e-mail, 0204 for a Leitweg-ID, "
            "9930 for a German VAT id)"
        )
    return value
