from typing import Literal

MemberOutStatus = Literal["active", "pending", "suspended"]

MEMBER_OUT_STATUS_VALUES: set[MemberOutStatus] = {
    "active",
    "pending",
    "suspended",
}


def check_member_out_status(value: str) -> MemberOutStatus:
    if value in MEMBER_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEMBER_OUT_STATUS_VALUES!r}")
