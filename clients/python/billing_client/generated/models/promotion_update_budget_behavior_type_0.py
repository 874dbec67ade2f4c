from typing import Literal

PromotionUpdateBudgetBehaviorType0 = Literal["PARTIAL", "SKIP"]

PROMOTION_UPDATE_BUDGET_BEHAVIOR_TYPE_0_VALUES: set[PromotionUpdateBudgetBehaviorType0] = {
    "PARTIAL",
    "SKIP",
}


def check_promotion_update_budget_behavior_type_0(value: str) -> PromotionUpdateBudgetBehaviorType0:
    if value in PROMOTION_UPDATE_BUDGET_BEHAVIOR_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_UPDATE_BUDGET_BEHAVIOR_TYPE_0_VALUES!r}"
    )
