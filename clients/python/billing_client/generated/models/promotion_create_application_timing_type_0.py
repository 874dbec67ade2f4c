from typing import Literal

PromotionCreateApplicationTimingType0 = Literal["IMMEDIATE", "NEXT_CYCLE", "RETROACTIVE"]

PROMOTION_CREATE_APPLICATION_TIMING_TYPE_0_VALUES: set[PromotionCreateApplicationTimingType0] = {
    "IMMEDIATE",
    "NEXT_CYCLE",
    "RETROACTIVE",
}


def check_promotion_create_application_timing_type_0(
    value: str,
) -> PromotionCreateApplicationTimingType0:
    if value in PROMOTION_CREATE_APPLICATION_TIMING_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_CREATE_APPLICATION_TIMING_TYPE_0_VALUES!r}"
    )
