from typing import Literal

ProductUpdateTaxCategoryCodeType0 = Literal["AE", "E", "G", "K", "L", "M", "O", "S", "Z"]

PRODUCT_UPDATE_TAX_CATEGORY_CODE_TYPE_0_VALUES: set[ProductUpdateTaxCategoryCodeType0] = {
    "AE",
    "E",
    "G",
    "K",
    "L",
    "M",
    "O",
    "S",
    "Z",
}


def check_product_update_tax_category_code_type_0(value: str) -> ProductUpdateTaxCategoryCodeType0:
    if value in PRODUCT_UPDATE_TAX_CATEGORY_CODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRODUCT_UPDATE_TAX_CATEGORY_CODE_TYPE_0_VALUES!r}"
    )
