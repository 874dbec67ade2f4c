from typing import Literal

ApiKeyCreatedStatus = Literal["active", "expired", "revoked"]

API_KEY_CREATED_STATUS_VALUES: set[ApiKeyCreatedStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_api_key_created_status(value: str) -> ApiKeyCreatedStatus:
    if value in API_KEY_CREATED_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {API_KEY_CREATED_STATUS_VALUES!r}"
    )
