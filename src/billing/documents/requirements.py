"""What the XRechnung 3.0 CIUS requires that a document lacks (pure).

`missing(document)` names each missing piece as the API field a user fills in (the tax profile,
the customer, the invoice), in a stable order, so the XRechnung operation can answer 409 with
exactly that list instead of emitting an invalid document. An empty list means `cii.build`
produces a document that passes the schema and the business rules.
"""

from __future__ import annotations

from billing.customers.eas import EAS_CODES
from billing.documents.model import Document, ElectronicAddress


def _blank(value: str | None) -> bool:
    return value is None or not value.strip()


def _unusable(address: ElectronicAddress | None) -> bool:
    """No address, a blank one, or one whose scheme is outside the EAS code list (BR-CL-25:
    refused on input, but one may have been stored before)."""
    return address is None or _blank(address.value) or address.scheme not in EAS_CODES


def _categories(document: Document) -> set[str]:
    return (
        {line.category for line in document.lines}
        | {allowance.category for allowance in document.allowances}
        | {group.category for group in document.vat_groups}
    )


def _has_date_of_supply(document: Document) -> bool:
    """BR-IC-11: an actual delivery date or an invoicing period (own, or spanned by lines)."""
    return any(
        value is not None
        for value in (
            document.delivery_date,
            document.period_start,
            document.period_end,
            *(line.period_start for line in document.lines),
            *(line.period_end for line in document.lines),
        )
    )


def missing(document: Document) -> list[str]:
    """The fields to fill in before the document can be issued as XRechnung, in this order:

    - `tax_profile.legal_name`, `tax_profile.legal_address.city` / `.postal_code` /
      `.country` (BR-06, BR-DE-3, BR-DE-4, BR-09);
    - `tax_profile.vat_id` when the seller has neither a VAT id nor a tax number (BR-DE-16,
      BR-CO-26; a `tax_number` satisfies it too), or when a line is an intra-community supply
      (K) or an export (G), which need the VAT id itself (BR-IC-02, BR-G-02);
    - `tax_profile.contact.name` / `.phone` / `.email` (BR-DE-2, BR-DE-5 to BR-DE-7);
    - `tax_profile.electronic_address` (BT-34, PEPPOL-EN16931-R020; its scheme in the EAS code
      list, BR-CL-25);
    - `tax_profile.bank_account.iban` (payment instructions, BR-DE-1, BR-DE-23);
    - `customer.name`, `customer.address.city` / `.postal_code` / `.country` (BR-07,
      BR-DE-8, BR-DE-9, BR-11);
    - `customer.vat_id` for reverse charge (AE) or an intra-community supply (K)
      (BR-AE-02, BR-IC-02);
    - `customer.electronic_address` (BT-49, PEPPOL-EN16931-R010, BR-CL-25);
    - `buyer_reference` (BT-10, BR-DE-15: on the invoice or the customer);
    - `delivery_date` for an intra-community supply without a delivery date or a period
      (BR-IC-11);
    - `invoice_number` (`credit_note_number`) for a draft, which has none yet (BR-02).
    """
    seller, buyer = document.seller, document.buyer
    categories = _categories(document)
    contact = seller.contact
    needs_seller_vat_id = bool(categories & {"K", "G"})
    needs_buyer_vat_id = bool(categories & {"AE", "K"})
    checks: list[tuple[str, bool]] = [
        ("tax_profile.legal_name", _blank(seller.name)),
        ("tax_profile.legal_address.city", _blank(seller.address.city)),
        ("tax_profile.legal_address.postal_code", _blank(seller.address.postal_code)),
        ("tax_profile.legal_address.country", _blank(seller.address.country)),
        (
            "tax_profile.vat_id",
            _blank(seller.vat_id) and (needs_seller_vat_id or _blank(seller.tax_number)),
        ),
        ("tax_profile.contact.name", contact is None or _blank(contact.name)),
        ("tax_profile.contact.phone", contact is None or _blank(contact.phone)),
        ("tax_profile.contact.email", contact is None or _blank(contact.email)),
        ("tax_profile.electronic_address", _unusable(seller.electronic_address)),
        (
            "tax_profile.bank_account.iban",
            document.bank_account is None or _blank(document.bank_account.iban),
        ),
        ("customer.name", _blank(buyer.name)),
        ("customer.address.city", _blank(buyer.address.city)),
        ("customer.address.postal_code", _blank(buyer.address.postal_code)),
        ("customer.address.country", _blank(buyer.address.country)),
        ("customer.vat_id", needs_buyer_vat_id and _blank(buyer.vat_id)),
        ("customer.electronic_address", _unusable(buyer.electronic_address)),
        ("buyer_reference", _blank(document.buyer_reference)),
        ("delivery_date", "K" in categories and not _has_date_of_supply(document)),
        (
            "credit_note_number" if document.kind == "credit_note" else "invoice_number",
            _blank(document.number),
        ),
    ]
    return [field for field, lacking in checks if lacking]
