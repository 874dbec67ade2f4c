from typing import Literal

VatRateListSource = Literal["loaded", "shipped"]

VAT_RATE_LIST_SOURCE_VALUES: set[VatRateListSource] = {
    "loaded",
    "shipped",
}


def check_vat_rate_list_source(value: str) -> VatRateListSource:
    if value in VAT_RATE_LIST_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VAT_RATE_LIST_SOURCE_VALUES!r}")
