from typing import Literal

PromotionCreateEvaluationScopeType0 = Literal["invoice", "reserve", "subscription", "usage_event"]

PROMOTION_CREATE_EVALUATION_SCOPE_TYPE_0_VALUES: set[PromotionCreateEvaluationScopeType0] = {
    "invoice",
    "reserve",
    "subscription",
    "usage_event",
}


def check_promotion_create_evaluation_scope_type_0(
    value: str,
) -> PromotionCreateEvaluationScopeType0:
    if value in PROMOTION_CREATE_EVALUATION_SCOPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_CREATE_EVALUATION_SCOPE_TYPE_0_VALUES!r}"
    )
