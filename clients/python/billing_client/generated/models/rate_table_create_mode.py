from typing import Literal

RateTableCreateMode = Literal["graduated", "volume"]

RATE_TABLE_CREATE_MODE_VALUES: set[RateTableCreateMode] = {
    "graduated",
    "volume",
}


def check_rate_table_create_mode(value: str) -> RateTableCreateMode:
    if value in RATE_TABLE_CREATE_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RATE_TABLE_CREATE_MODE_VALUES!r}"
    )
