from typing import Literal

TaxProfileOutTaxRegime = Literal["small_business", "standard"]

TAX_PROFILE_OUT_TAX_REGIME_VALUES: set[TaxProfileOutTaxRegime] = {
    "small_business",
    "standard",
}


def check_tax_profile_out_tax_regime(value: str) -> TaxProfileOutTaxRegime:
    if value in TAX_PROFILE_OUT_TAX_REGIME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TAX_PROFILE_OUT_TAX_REGIME_VALUES!r}"
    )
