from typing import Literal

PromotionUpdateStackingModeType0 = Literal["exclusive", "stack"]

PROMOTION_UPDATE_STACKING_MODE_TYPE_0_VALUES: set[PromotionUpdateStackingModeType0] = {
    "exclusive",
    "stack",
}


def check_promotion_update_stacking_mode_type_0(value: str) -> PromotionUpdateStackingModeType0:
    if value in PROMOTION_UPDATE_STACKING_MODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_UPDATE_STACKING_MODE_TYPE_0_VALUES!r}"
    )
