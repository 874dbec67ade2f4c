from typing import Literal

CreditNoteLineCreateTaxCategoryCodeType0 = Literal["AE", "E", "G", "K", "O", "S", "Z"]

CREDIT_NOTE_LINE_CREATE_TAX_CATEGORY_CODE_TYPE_0_VALUES: set[
    CreditNoteLineCreateTaxCategoryCodeType0
] = {
    "AE",
    "E",
    "G",
    "K",
    "O",
    "S",
    "Z",
}


def check_credit_note_line_create_tax_category_code_type_0(
    value: str,
) -> CreditNoteLineCreateTaxCategoryCodeType0:
    if value in CREDIT_NOTE_LINE_CREATE_TAX_CATEGORY_CODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREDIT_NOTE_LINE_CREATE_TAX_CATEGORY_CODE_TYPE_0_VALUES!r}"
    )
