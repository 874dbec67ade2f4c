from typing import Literal

PaymentAttemptOutStatus = Literal["failed", "pending", "succeeded"]

PAYMENT_ATTEMPT_OUT_STATUS_VALUES: set[PaymentAttemptOutStatus] = {
    "failed",
    "pending",
    "succeeded",
}


def check_payment_attempt_out_status(value: str) -> PaymentAttemptOutStatus:
    if value in PAYMENT_ATTEMPT_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAYMENT_ATTEMPT_OUT_STATUS_VALUES!r}"
    )
