from typing import Literal

ProductCreateTaxCategoryCode = Literal["AE", "E", "G", "K", "L", "M", "O", "S", "Z"]

PRODUCT_CREATE_TAX_CATEGORY_CODE_VALUES: set[ProductCreateTaxCategoryCode] = {
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


def check_product_create_tax_category_code(value: str) -> ProductCreateTaxCategoryCode:
    if value in PRODUCT_CREATE_TAX_CATEGORY_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRODUCT_CREATE_TAX_CATEGORY_CODE_VALUES!r}"
    )
