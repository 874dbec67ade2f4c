from typing import Literal

TaxProfileUpdateTaxRegimeType0 = Literal["small_business", "standard"]

TAX_PROFILE_UPDATE_TAX_REGIME_TYPE_0_VALUES: set[TaxProfileUpdateTaxRegimeType0] = {
    "small_business",
    "standard",
}


def check_tax_profile_update_tax_regime_type_0(value: str) -> TaxProfileUpdateTaxRegimeType0:
    if value in TAX_PROFILE_UPDATE_TAX_REGIME_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TAX_PROFILE_UPDATE_TAX_REGIME_TYPE_0_VALUES!r}"
    )
