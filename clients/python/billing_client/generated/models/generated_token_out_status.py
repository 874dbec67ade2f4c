from typing import Literal

GeneratedTokenOutStatus = Literal["redeemed", "unused"]

GENERATED_TOKEN_OUT_STATUS_VALUES: set[GeneratedTokenOutStatus] = {
    "redeemed",
    "unused",
}


def check_generated_token_out_status(value: str) -> GeneratedTokenOutStatus:
    if value in GENERATED_TOKEN_OUT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GENERATED_TOKEN_OUT_STATUS_VALUES!r}"
    )
