from typing import Literal

PaymentMethodOutStatus = Literal["active", "detached"]

PAYMENT_METHOD_OUT_STATUS_VALUES: set[PaymentMethodOutStatus] = {
    "active",
    "detached",
}


def check_payment_method_out_status(value: str) -> PaymentMethodOutStatus:
    if value in PAYMENT_METHOD_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAYMENT_METHOD_OUT_STATUS_VALUES!r}"
    )
