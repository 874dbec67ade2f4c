from typing import Literal

ApiKeyRotatedStatus = Literal["active", "expired", "revoked"]

API_KEY_ROTATED_STATUS_VALUES: set[ApiKeyRotatedStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_api_key_rotated_status(value: str) -> ApiKeyRotatedStatus:
    if value in API_KEY_ROTATED_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {API_KEY_ROTATED_STATUS_VALUES!r}"
    )
