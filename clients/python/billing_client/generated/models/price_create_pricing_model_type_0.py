from typing import Literal

PriceCreatePricingModelType0 = Literal["flat", "per_unit", "rate_table", "tiered"]

PRICE_CREATE_PRICING_MODEL_TYPE_0_VALUES: set[PriceCreatePricingModelType0] = {
    "flat",
    "per_unit",
    "rate_table",
    "tiered",
}


def check_price_create_pricing_model_type_0(value: str) -> PriceCreatePricingModelType0:
    if value in PRICE_CREATE_PRICING_MODEL_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRICE_CREATE_PRICING_MODEL_TYPE_0_VALUES!r}"
    )
