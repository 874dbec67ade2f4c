from typing import Literal

PlanUpdateBillingTimingType0 = Literal["in_advance", "in_arrears"]

PLAN_UPDATE_BILLING_TIMING_TYPE_0_VALUES: set[PlanUpdateBillingTimingType0] = {
    "in_advance",
    "in_arrears",
}


def check_plan_update_billing_timing_type_0(value: str) -> PlanUpdateBillingTimingType0:
    if value in PLAN_UPDATE_BILLING_TIMING_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PLAN_UPDATE_BILLING_TIMING_TYPE_0_VALUES!r}"
    )
