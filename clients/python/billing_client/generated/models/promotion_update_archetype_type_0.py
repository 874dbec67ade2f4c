from typing import Literal

PromotionUpdateArchetypeType0 = Literal[
    "bundle_discount",
    "coupon_discount",
    "cross_sell_free",
    "first_purchase_credit",
    "free_trial",
    "generic",
    "growth_ladder",
    "loyalty_ladder",
    "volume_rebate",
]

PROMOTION_UPDATE_ARCHETYPE_TYPE_0_VALUES: set[PromotionUpdateArchetypeType0] = {
    "bundle_discount",
    "coupon_discount",
    "cross_sell_free",
    "first_purchase_credit",
    "free_trial",
    "generic",
    "growth_ladder",
    "loyalty_ladder",
    "volume_rebate",
}


def check_promotion_update_archetype_type_0(value: str) -> PromotionUpdateArchetypeType0:
    if value in PROMOTION_UPDATE_ARCHETYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_UPDATE_ARCHETYPE_TYPE_0_VALUES!r}"
    )
