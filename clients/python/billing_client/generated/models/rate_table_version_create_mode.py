from typing import Literal

RateTableVersionCreateMode = Literal["graduated", "volume"]

RATE_TABLE_VERSION_CREATE_MODE_VALUES: set[RateTableVersionCreateMode] = {
    "graduated",
    "volume",
}


def check_rate_table_version_create_mode(value: str) -> RateTableVersionCreateMode:
    if value in RATE_TABLE_VERSION_CREATE_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RATE_TABLE_VERSION_CREATE_MODE_VALUES!r}"
    )
