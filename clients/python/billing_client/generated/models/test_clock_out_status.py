from typing import Literal

TestClockOutStatus = Literal["active", "advancing", "completed"]

TEST_CLOCK_OUT_STATUS_VALUES: set[TestClockOutStatus] = {
    "active",
    "advancing",
    "completed",
}


def check_test_clock_out_status(value: str) -> TestClockOutStatus:
    if value in TEST_CLOCK_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TEST_CLOCK_OUT_STATUS_VALUES!r}")
