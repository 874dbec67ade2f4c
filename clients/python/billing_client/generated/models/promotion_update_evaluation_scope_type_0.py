from typing import Literal

PromotionUpdateEvaluationScopeType0 = Literal["invoice", "reserve", "subscription", "usage_event"]

PROMOTION_UPDATE_EVALUATION_SCOPE_TYPE_0_VALUES: set[PromotionUpdateEvaluationScopeType0] = {
    "invoice",
    "reserve",
    "subscription",
    "usage_event",
}


def check_promotion_update_evaluation_scope_type_0(
    value: str,
) -> PromotionUpdateEvaluationScopeType0:
    if value in PROMOTION_UPDATE_EVALUATION_SCOPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PROMOTION_UPDATE_EVALUATION_SCOPE_TYPE_0_VALUES!r}"
    )
