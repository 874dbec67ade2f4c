from typing import Literal

LineCreateTaxCategoryCodeType0 = Literal["AE", "E", "G", "K", "O", "S", "Z"]

LINE_CREATE_TAX_CATEGORY_CODE_TYPE_0_VALUES: set[LineCreateTaxCategoryCodeType0] = {
    "AE",
    "E",
    "G",
    "K",
    "O",
    "S",
    "Z",
}


def check_line_create_tax_category_code_type_0(value: str) -> LineCreateTaxCategoryCodeType0:
    if value in LINE_CREATE_TAX_CATEGORY_CODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LINE_CREATE_TAX_CATEGORY_CODE_TYPE_0_VALUES!r}"
    )
