from typing import Literal

PromotionCreateDistribution = Literal["AUTO_APPLY", "AUTO_ENROLL", "COUPON", "DIRECT"]

PROMOTION_CREATE_DISTRIBUTION_VALUES: set[PromotionCreateDistribution] = {
    "AUTO_APPLY",
    "AUTO_ENROLL",
    "COUPON",
    "DIRECT",
}


def check_promotion_create_distribution(value: str) -> PromotionCreateDistribution:
    if value in PROMOTION_CREATE_DISTRIBUTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_CREATE_DISTRIBUTION_VALUES!r}"
    )
