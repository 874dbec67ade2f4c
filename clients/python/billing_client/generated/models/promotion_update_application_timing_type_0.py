from typing import Literal

PromotionUpdateApplicationTimingType0 = Literal["IMMEDIATE", "NEXT_CYCLE", "RETROACTIVE"]

PROMOTION_UPDATE_APPLICATION_TIMING_TYPE_0_VALUES: set[PromotionUpdateApplicationTimingType0] = {
    "IMMEDIATE",
    "NEXT_CYCLE",
    "RETROACTIVE",
}


def check_promotion_update_application_timing_type_0(
    value: str,
) -> PromotionUpdateApplicationTimingType0:
    if value in PROMOTION_UPDATE_APPLICATION_TIMING_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_UPDATE_APPLICATION_TIMING_TYPE_0_VALUES!r}"
    )
