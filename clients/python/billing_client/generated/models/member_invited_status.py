from typing import Literal

MemberInvitedStatus = Literal["active", "pending", "suspended"]

MEMBER_INVITED_STATUS_VALUES: set[MemberInvitedStatus] = {
    "active",
    "pending",
    "suspended",
}


def check_member_invited_status(value: str) -> MemberInvitedStatus:
    if value in MEMBER_INVITED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEMBER_INVITED_STATUS_VALUES!r}")
