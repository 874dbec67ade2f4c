from typing import Literal

EnrollmentOutOutcome = Literal[
    "already_enrolled", "blocked", "enrolled", "ineligible", "limit_reached", "opted_out"
]

ENROLLMENT_OUT_OUTCOME_VALUES: set[EnrollmentOutOutcome] = {
    "already_enrolled",
    "blocked",
    "enrolled",
    "ineligible",
    "limit_reached",
    "opted_out",
}


def check_enrollment_out_outcome(value: str) -> EnrollmentOutOutcome:
    if value in ENROLLMENT_OUT_OUTCOME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {ENROLLMENT_OUT_OUTCOME_VALUES!r}"
    )
