"""The payment terms a document states (BT-20 in the XRechnung, the payment block of the PDF),
one sentence for both, in the document's language (pure).

The figures are the document's, frozen when it was issued: the due date and the number of days
from the issue date to it. Only the wording and the date format come from the locale (Babel).
"""

from __future__ import annotations

from babel.dates import format_date

from billing.documents.labels import babel_locale, labels_for
from billing.documents.model import Document


def payment_terms_text(document: Document) -> str | None:
    """The stored free text when the document has one; for a credit note, which has no due
    date, how the credited amount is settled (BR-CO-25 needs terms or a due date); else the
    days and the due date, or "payable immediately" when it is due on issue."""
    if document.payment_terms is not None and document.payment_terms.strip():
        return document.payment_terms
    labels = labels_for(document.locale)
    if document.kind == "credit_note":
        return labels["terms.credit_note"]
    days, due = document.payment_terms_days, document.due_date
    if (due is not None and due <= document.issue_date) or (days is not None and days <= 0):
        return labels["terms.immediately"]
    unit = labels["day"] if days == 1 else labels["days"]
    if due is not None:
        on = format_date(due, format="medium", locale=babel_locale(document.locale))
        if days is not None:
            return labels["terms.within_by"].format(days=days, unit=unit, date=on)
        return labels["terms.by"].format(date=on)
    if days is not None:
        return labels["terms.within"].format(days=days, unit=unit)
    return None
