from typing import Literal

PlanCreateBillingTiming = Literal["in_advance", "in_arrears"]

PLAN_CREATE_BILLING_TIMING_VALUES: set[PlanCreateBillingTiming] = {
    "in_advance",
    "in_arrears",
}


def check_plan_create_billing_timing(value: str) -> PlanCreateBillingTiming:
    if value in PLAN_CREATE_BILLING_TIMING_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PLAN_CREATE_BILLING_TIMING_VALUES!r}"
    )
