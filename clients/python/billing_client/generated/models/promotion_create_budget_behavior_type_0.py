from typing import Literal

PromotionCreateBudgetBehaviorType0 = Literal["PARTIAL", "SKIP"]

PROMOTION_CREATE_BUDGET_BEHAVIOR_TYPE_0_VALUES: set[PromotionCreateBudgetBehaviorType0] = {
    "PARTIAL",
    "SKIP",
}


def check_promotion_create_budget_behavior_type_0(value: str) -> PromotionCreateBudgetBehaviorType0:
    if value in PROMOTION_CREATE_BUDGET_BEHAVIOR_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_CREATE_BUDGET_BEHAVIOR_TYPE_0_VALUES!r}"
    )
