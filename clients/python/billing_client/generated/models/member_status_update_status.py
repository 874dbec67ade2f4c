from typing import Literal

MemberStatusUpdateStatus = Literal["active", "suspended"]

MEMBER_STATUS_UPDATE_STATUS_VALUES: set[MemberStatusUpdateStatus] = {
    "active",
    "suspended",
}


def check_member_status_update_status(value: str) -> MemberStatusUpdateStatus:
    if value in MEMBER_STATUS_UPDATE_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MEMBER_STATUS_UPDATE_STATUS_VALUES!r}"
    )
