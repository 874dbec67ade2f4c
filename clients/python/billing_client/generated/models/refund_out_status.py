from typing import Literal

RefundOutStatus = Literal["refund_pending", "refunded"]

REFUND_OUT_STATUS_VALUES: set[RefundOutStatus] = {
    "refund_pending",
    "refunded",
}


def check_refund_out_status(value: str) -> RefundOutStatus:
    if value in REFUND_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REFUND_OUT_STATUS_VALUES!r}")
