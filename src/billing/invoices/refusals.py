"""Why a draft cannot become a legal invoice as it stands: finalizing refuses it (409
INVALID_STATE), and a billing run leaves it a draft and says why instead."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from billing.models.invoice import InvoiceLine
from billing.platform.errors import InvalidState


class FinalizationBlocked(InvalidState):
    """A draft that cannot become a legal invoice as it stands (409 INVALID_STATE with the
    details as problem extensions); a billing run leaves it a draft and says why instead."""

    reason: str = ""

    def __init__(self, detail: str, details: dict[str, Any]) -> None:
        super().__init__(detail, extra=details)
        self.details = details


class SellerIncomplete(FinalizationBlocked):
    """The seller's tax profile lacks what a legal invoice needs (`missing_fields`)."""

    reason = "seller_incomplete"

    def __init__(self, missing_fields: list[str]) -> None:
        super().__init__(
            "the seller's tax profile lacks what a legal invoice needs: "
            + ", ".join(missing_fields)
            + "; set it with PATCH /v1/tax/profile",
            {"missing_fields": missing_fields},
        )


class NotSubjectToVatMixed(FinalizationBlocked):
    """Lines not subject to VAT (O) beside lines of other categories (`categories`): EN 16931
    allows neither (BR-O-11, BR-O-12), so such an invoice could have no valid e-invoice."""

    reason = "not_subject_to_vat_mixed"

    def __init__(self, categories: list[str]) -> None:
        super().__init__(
            "an invoice with lines not subject to VAT (category O) cannot have lines of other "
            f"categories ({', '.join(categories)}; EN 16931 BR-O-11/BR-O-12): bill them on "
            "separate invoices",
            {"categories": categories},
        )


def require_one_vat_scope(lines: Sequence[InvoiceLine]) -> None:
    """Refuse lines not subject to VAT (O) beside lines of other categories."""
    categories = sorted({line.tax_category_code for line in lines})
    if "O" in categories and len(categories) > 1:
        raise NotSubjectToVatMixed(categories)
