from typing import Literal

ApiKeyCreateKeyTypeType0 = Literal["sk_live", "sk_test"]

API_KEY_CREATE_KEY_TYPE_TYPE_0_VALUES: set[ApiKeyCreateKeyTypeType0] = {
    "sk_live",
    "sk_test",
}


def check_api_key_create_key_type_type_0(value: str) -> ApiKeyCreateKeyTypeType0:
    if value in API_KEY_CREATE_KEY_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {API_KEY_CREATE_KEY_TYPE_TYPE_0_VALUES!r}"
    )
