from typing import Literal

VariableInType = Literal["boolean", "decimal", "integer"]

VARIABLE_IN_TYPE_VALUES: set[VariableInType] = {
    "boolean",
    "decimal",
    "integer",
}


def check_variable_in_type(value: str) -> VariableInType:
    if value in VARIABLE_IN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VARIABLE_IN_TYPE_VALUES!r}")
