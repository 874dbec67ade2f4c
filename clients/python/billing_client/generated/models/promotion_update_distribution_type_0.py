from typing import Literal

PromotionUpdateDistributionType0 = Literal["AUTO_APPLY", "AUTO_ENROLL", "COUPON", "DIRECT"]

PROMOTION_UPDATE_DISTRIBUTION_TYPE_0_VALUES: set[PromotionUpdateDistributionType0] = {
    "AUTO_APPLY",
    "AUTO_ENROLL",
    "COUPON",
    "DIRECT",
}


def check_promotion_update_distribution_type_0(value: str) -> PromotionUpdateDistributionType0:
    if value in PROMOTION_UPDATE_DISTRIBUTION_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_UPDATE_DISTRIBUTION_TYPE_0_VALUES!r}"
    )
