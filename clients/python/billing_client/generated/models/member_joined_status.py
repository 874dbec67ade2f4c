from typing import Literal

MemberJoinedStatus = Literal["active", "pending", "suspended"]

MEMBER_JOINED_STATUS_VALUES: set[MemberJoinedStatus] = {
    "active",
    "pending",
    "suspended",
}


def check_member_joined_status(value: str) -> MemberJoinedStatus:
    if value in MEMBER_JOINED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEMBER_JOINED_STATUS_VALUES!r}")
