from typing import Literal

PriceCreateTiersModeType0 = Literal["graduated", "volume"]

PRICE_CREATE_TIERS_MODE_TYPE_0_VALUES: set[PriceCreateTiersModeType0] = {
    "graduated",
    "volume",
}


def check_price_create_tiers_mode_type_0(value: str) -> PriceCreateTiersModeType0:
    if value in PRICE_CREATE_TIERS_MODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRICE_CREATE_TIERS_MODE_TYPE_0_VALUES!r}"
    )
