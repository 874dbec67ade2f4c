from typing import Literal

PlanUpdateIntervalType0 = Literal["day", "month", "week", "year"]

PLAN_UPDATE_INTERVAL_TYPE_0_VALUES: set[PlanUpdateIntervalType0] = {
    "day",
    "month",
    "week",
    "year",
}


def check_plan_update_interval_type_0(value: str) -> PlanUpdateIntervalType0:
    if value in PLAN_UPDATE_INTERVAL_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PLAN_UPDATE_INTERVAL_TYPE_0_VALUES!r}"
    )
