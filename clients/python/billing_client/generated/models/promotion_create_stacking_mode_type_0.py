from typing import Literal

PromotionCreateStackingModeType0 = Literal["exclusive", "stack"]

PROMOTION_CREATE_STACKING_MODE_TYPE_0_VALUES: set[PromotionCreateStackingModeType0] = {
    "exclusive",
    "stack",
}


def check_promotion_create_stacking_mode_type_0(value: str) -> PromotionCreateStackingModeType0:
    if value in PROMOTION_CREATE_STACKING_MODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_CREATE_STACKING_MODE_TYPE_0_VALUES!r}"
    )
