from typing import Literal

AudienceMemberOutEnrollmentStatus = Literal["blocked", "enrolled", "not_enrolled", "opted_out"]

AUDIENCE_MEMBER_OUT_ENROLLMENT_STATUS_VALUES: set[AudienceMemberOutEnrollmentStatus] = {
    "blocked",
    "enrolled",
    "not_enrolled",
    "opted_out",
}


def check_audience_member_out_enrollment_status(value: str) -> AudienceMemberOutEnrollmentStatus:
    if value in AUDIENCE_MEMBER_OUT_ENROLLMENT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {AUDIENCE_MEMBER_OUT_ENROLLMENT_STATUS_VALUES!r}"
    )
