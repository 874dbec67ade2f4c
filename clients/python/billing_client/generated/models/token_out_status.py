from typing import Literal

TokenOutStatus = Literal["redeemed", "unused"]

TOKEN_OUT_STATUS_VALUES: set[TokenOutStatus] = {
    "redeemed",
    "unused",
}


def check_token_out_status(value: str) -> TokenOutStatus:
    if value in TOKEN_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TOKEN_OUT_STATUS_VALUES!r}")
