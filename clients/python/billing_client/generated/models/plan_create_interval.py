from typing import Literal

PlanCreateInterval = Literal["day", "month", "week", "year"]

PLAN_CREATE_INTERVAL_VALUES: set[PlanCreateInterval] = {
    "day",
    "month",
    "week",
    "year",
}


def check_plan_create_interval(value: str) -> PlanCreateInterval:
    if value in PLAN_CREATE_INTERVAL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_CREATE_INTERVAL_VALUES!r}")
