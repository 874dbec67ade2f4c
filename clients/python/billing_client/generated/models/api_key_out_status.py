from typing import Literal

ApiKeyOutStatus = Literal["active", "expired", "revoked"]

API_KEY_OUT_STATUS_VALUES: set[ApiKeyOutStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_api_key_out_status(value: str) -> ApiKeyOutStatus:
    if value in API_KEY_OUT_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {API_KEY_OUT_STATUS_VALUES!r}")
